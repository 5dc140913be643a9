import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_MSG, KARDEX_REASONS, MSG, PROVIDER_RETURN_MSG, PURCHASE_MSG } from '@lactea/contracts';
import { kardex, lots, marks, products, providerCredits, providerReturns, providers, settings } from '../../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../../test/helpers.js';
import { addDays } from '../../stock/stock-sql.js';
import { businessToday, lotsOfPurchase, purchaseWorld, stockInvariant } from '../purchases.fixtures.js';

type World = Awaited<ReturnType<typeof purchaseWorld>>;

describe('purchase/return and provider/account', () => {
  let t: TestApp;
  let admin: string;
  let w: World;
  const today = businessToday();

  /** POST purchase/return as the web sends it: with a new Idempotency-Key unless given (null sends none). */
  const giveBack = (body: unknown, key: string | null = randomUUID(), token = admin) =>
    t.app.inject({ method: 'POST', url: '/api/purchase/return', headers: { authorization: `Bearer ${token}`, ...(key ? { 'idempotency-key': key } : {}) }, payload: body as object });

  /** A refusal that changes nothing, with a key. */
  async function refused(body: unknown, status: number, messages: string[], key: string | null = randomUUID(), token = admin) {
    const before = await t.snapshot();
    const res = await giveBack(body, key, token);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toEqual({ messages });
    expect(await t.snapshot()).toEqual(before);
  }

  /** A purchase of one line; answers the purchase's id and its (first) lot. */
  async function bought(productId: number, quantity: number, cost: number, provider = w.pil, paid = 0) {
    const res = await t.call(admin, 'POST', '/api/purchase/record-purchase', {
      purchase: { fk_provider: provider, date_purchase: today, cancelled: paid, gloss: null, discount: 0 },
      detail: [{ product_id: productId, quantity, unit_price: cost, unit_cost: cost, discount: 0, expiration_date: '2099-06-30' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const [lot] = await lotsOfPurchase(t, res.json().id);
    return { purchase: res.json().id as number, lot: lot.id, total: res.json().total_purchase as number };
  }
  const account = async (provider: number, page = 1) => {
    const res = await t.call(admin, 'GET', '/api/provider/account', { provider_id: provider, page });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const lotQuantity = async (id: number) => (await t.db.select({ q: lots.quantity }).from(lots).where(eq(lots.id, id)))[0].q;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.adminToken();
    w = await purchaseWorld(t);
  });
  afterAll(() => t.close());

  it('takes the units out of the lot with a ledger row and credits the provider at the lot cost', async () => {
    expect(await account(w.delizia)).toMatchObject({ owed: 0, credit: 0, balance: 0 });
    const { purchase, lot, total } = await bought(w.yogurt.id, 10, 4.17, w.delizia);
    expect(total).toBe(41.7);
    const auditFrom = await t.lastAuditId();
    const res = await giveBack({ lot_id: lot, quantity: 3, reason: 'Envase dañado' });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({
      lot_id: lot,
      purchase_id: purchase,
      provider: { id: w.delizia, provider: 'Delizia' },
      product: { id: w.yogurt.id, product: 'Yogurt Frutilla', unit: 'unidad' },
      quantity: 3,
      unit_cost: 4.17,
      amount: 12.51,
      reason: 'Envase dañado',
      date: today,
      lot_quantity: 7,
    });
    expect(await lotQuantity(lot)).toBe(7);
    expect(await stockInvariant(t, w.yogurt.id)).toBe(7);
    const ledger = await t.db.select().from(kardex).where(and(eq(kardex.docKind, 'provider_return'), eq(kardex.docId, answer.id)));
    expect(ledger.map((r) => [r.reason, r.fkLot, r.delta])).toEqual([[KARDEX_REASONS.providerReturn, lot, -3]]);
    const page = (await t.call(admin, 'GET', '/api/kardex/list', { fk_product: w.yogurt.id })).json();
    expect(page.data[0]).toMatchObject({ reason: 'Devolución a proveedor', document: `Devolución a proveedor N° ${answer.id}`, delta: -3, balance: 7 });
    // The account: the unpaid purchase is what we owe, the return what they owe us.
    const after = await account(w.delizia);
    expect(after).toMatchObject({ provider: { id: w.delizia, provider: 'Delizia' }, owed: 41.7, credit: 12.51, balance: 29.19, total: 1 });
    expect(after.data).toEqual([
      { id: expect.any(Number), date: today, hour: expect.stringMatching(/^\d\d:\d\d:\d\d$/), concept: `Devolución N° ${answer.id}`, return_id: answer.id, product: 'Yogurt Frutilla', quantity: 3, amount: 12.51, user: expect.any(String) },
    ]);
    // The purchases reports: what went back from the listed purchases, under the same filters.
    for (const url of ['/api/purchase/purchases-report', '/api/purchase/purchases-report-register']) {
      const mine = (await t.call(admin, 'GET', url, { date_from: today, date_to: today, fk_provider: w.delizia })).json();
      expect(mine).toMatchObject({ total: 1, total_purchases: 41.7, total_returned: 12.51 });
      const others = (await t.call(admin, 'GET', url, { date_from: today, date_to: today, fk_provider: w.pil })).json();
      expect(others.total_returned).toBe(0);
    }
    const audits = await t.auditSince(auditFrom);
    expect(audits.map((a) => [a.action, a.entity, a.entityId])).toEqual([['add', 'provider_return', answer.id]]);
  });

  it('returns an expired lot: the block on expired stock is for selling', async () => {
    const { lot } = await bought(w.cheese.id, 5, 12);
    await t.db.update(lots).set({ expirationDate: addDays(today, -3) }).where(eq(lots.id, lot));
    const res = await giveBack({ lot_id: lot, quantity: 5, reason: 'Vencido' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ quantity: 5, amount: 60, lot_quantity: 0 });
    expect(await stockInvariant(t, w.cheese.id)).toBe(0);
  });

  it('never more than the lot holds, whole units of a unit product, a lot with a provider; nothing changes', async () => {
    const { lot } = await bought(w.milk.id, 4, 6.5);
    await refused({ lot_id: lot, quantity: 5, reason: 'x' }, 400, [PROVIDER_RETURN_MSG.aboveLot(4, 'Leche Entera')]);
    expect(PROVIDER_RETURN_MSG.aboveLot(4, 'Leche Entera')).toBe('El lote de Leche Entera solo tiene 4: no puede devolver más');
    await refused({ lot_id: lot, quantity: 1.5, reason: 'x' }, 400, [PROVIDER_RETURN_MSG.wholeUnits('Leche Entera')]);
    await refused({ lot_id: 999999, quantity: 1, reason: 'x' }, 404, [PROVIDER_RETURN_MSG.lotMissing]);
    const byHand = await t.call(admin, 'POST', '/api/lot/add', { fk_product: w.milk.id, quantity: 3, expiration_date: '2099-01-01' });
    expect(byHand.statusCode, byHand.body).toBe(200);
    await refused({ lot_id: byHand.json().id, quantity: 1, reason: 'x' }, 400, [PROVIDER_RETURN_MSG.noProvider]);
    await refused({ lot_id: lot, quantity: 0, reason: '' }, 400, [`Cantidad: ${MSG.notZero}`, `Motivo: ${MSG.required}`]);
    await refused({ lot_id: lot, quantity: 1, reason: 'x', provider_id: 3 }, 400, [MSG.unknownField('provider_id')]);
    await refused({ lot_id: lot, quantity: 1, reason: 'x' }, 400, [IDEMPOTENCY_MSG.required], null);
    expect(await lotQuantity(lot)).toBe(4);
  });

  it('a weighed product returns grams at the lot cost, rounded half-up to the cent', async () => {
    const [mark] = await t.db.insert(marks).values({ mark: 'Granel', markKey: 'granel' }).returning();
    const [cheese] = await t.db
      .insert(products)
      .values({ code: 'KG1', codeKey: 'kg1', product: 'Queso por kilo', description: 'd', price: '40.00', cost: '33.33', fkMark: mark.id, searchText: 'queso por kilo', unit: 'kg' })
      .returning({ id: products.id });
    const { lot } = await bought(cheese.id, 2.5, 33.33);
    // 0,750 kg × 33,33 = 24,9975 → 25,00.
    const res = await giveBack({ lot_id: lot, quantity: 0.75, reason: 'Mal cortado' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ quantity: 0.75, unit_cost: 33.33, amount: 25, lot_quantity: 1.75, product: { unit: 'kg' } });
    await refused({ lot_id: lot, quantity: 2, reason: 'x' }, 400, ['El lote de Queso por kilo solo tiene 1,750 kg: no puede devolver más']);
    expect(await stockInvariant(t, cheese.id)).toBe(1.75);
  });

  it('the same key answers the first return and writes nothing more; another body under it is a 409', async () => {
    const { lot } = await bought(w.yogurt.id, 6, 2);
    const key = randomUUID();
    const first = await giveBack({ lot_id: lot, quantity: 2, reason: 'Roto' }, key);
    expect(first.statusCode, first.body).toBe(200);
    const before = await t.snapshot();
    const again = await giveBack({ lot_id: lot, quantity: 2, reason: 'Roto' }, key);
    expect(again.json()).toEqual(first.json());
    expect(await t.snapshot()).toEqual(before);
    await refused({ lot_id: lot, quantity: 3, reason: 'Roto' }, 409, [IDEMPOTENCY_MSG.reused], key);
    expect(await lotQuantity(lot)).toBe(4);
  });

  it('twenty concurrent returns of one lot never take more than it holds', async () => {
    const { lot } = await bought(w.cheese.id, 10, 3);
    const stockBefore = await stockInvariant(t, w.cheese.id);
    const answers = await Promise.all(Array.from({ length: 20 }, () => giveBack({ lot_id: lot, quantity: 1, reason: 'Lote retirado' })));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(10);
    expect(answers.filter((a) => a.statusCode !== 200).map((a) => a.statusCode)).toEqual(Array(10).fill(400));
    expect(await lotQuantity(lot)).toBe(0);
    expect(await stockInvariant(t, w.cheese.id)).toBe(stockBefore - 10);
    const rows = await t.db.select().from(providerReturns).where(eq(providerReturns.fkLot, lot));
    expect(rows).toHaveLength(10);
    const credits = await t.db.select().from(providerCredits).where(eq(providerCredits.fkProvider, w.pil));
    expect(credits.filter((c) => rows.some((r) => r.id === c.fkReturn)).map((c) => c.amount)).toEqual(Array(10).fill('3.00'));
  });

  it('a purchase whose lot went back in part can no longer be annulled', async () => {
    const { purchase, lot } = await bought(w.milk.id, 3, 5);
    expect((await giveBack({ lot_id: lot, quantity: 1, reason: 'x' })).statusCode).toBe(200);
    const res = await t.call(admin, 'PATCH', '/api/purchase/cancel-pucharse', { id: purchase, version: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().messages).toEqual([PURCHASE_MSG.annulTaken('Leche Entera')]);
  });

  it('the account answers 404 for an unknown provider, pages its rows and only counts unpaid, standing purchases', async () => {
    const res = await t.call(admin, 'GET', '/api/provider/account', { provider_id: 999999 });
    expect(res.statusCode).toBe(404);
    expect(res.json().messages).toEqual([PROVIDER_RETURN_MSG.providerMissing]);
    const fresh = await t.db.insert(providers).values({ provider: 'Nuevo', description: 'd', searchText: 'nuevo' }).returning();
    const provider = fresh[0].id;
    expect(await account(provider)).toMatchObject({ owed: 0, credit: 0, balance: 0, data: [], total: 0, last_page: 1 });
    await bought(w.milk.id, 2, 10, provider, 1);
    const unpaid = await bought(w.milk.id, 30, 1, provider, 0);
    for (let i = 0; i < 11; i++) expect((await giveBack({ lot_id: unpaid.lot, quantity: 1, reason: `r${i}` })).statusCode).toBe(200);
    const first = await account(provider);
    expect(first).toMatchObject({ owed: 30, credit: 11, balance: 19, total: 11, last_page: 2 });
    expect(first.data).toHaveLength(10);
    const second = await account(provider, 2);
    expect(second.data).toHaveLength(1);
    expect(second.data[0].id).toBeLessThan(first.data[9].id);
  });

  it('a cashier may not while the options are the administrator\'s (enabled_options_user = 0)', async () => {
    const cashier = await t.cashierToken();
    const { lot } = await bought(w.yogurt.id, 2, 1);
    expect((await t.db.select({ on: settings.enabledOptionsUser }).from(settings))[0].on).toBe(0);
    await refused({ lot_id: lot, quantity: 1, reason: 'x' }, 403, ['No tiene permiso para realizar esta operación'], randomUUID(), cashier);
  });
});
