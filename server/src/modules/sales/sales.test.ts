import { randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KARDEX_REASONS, SALE_MSG } from '@lactea/contracts';
import { createSaleTestApp, type TestApp } from '../../../test/helpers.js';
import { clients, kardex, lots, saleDetailLots, sales, salesDailyPayment, salesDailyProduct } from '../../db/schema/index.js';
import { rowsOf } from '../../db/types.js';
import { businessToday } from '../../lib/business-time.js';
import { draft, type SaleWorld } from './sales.fixtures.js';

const FAR = '2099-12-31';
/** The same body with its first line's quantity changed (figures left as they were). */
const withQuantity = (body: ReturnType<typeof draft>, quantity: number) => ({ ...body, detail: [{ ...body.detail[0], quantity }, ...body.detail.slice(1)] });

describe('sale/record-sale, cancel-sale, sales-day', () => {
  let t: TestApp;
  let w: SaleWorld;
  let admin: string;
  let cashier: string;
  const record = (body: unknown, key?: string, token = admin) => t.recordSale(token, body, key);

  beforeAll(async () => {
    ({ t, w } = await createSaleTestApp());
    admin = await t.adminToken();
    cashier = await t.cashierToken();
  });
  afterAll(() => t.close());

  it('records a cash sale: FEFO lots, discount and 2x3 promotion priced by the server, change, ledger, rollups, audit', async () => {
    const milk = await w.addProduct('Leche Test', '10.00');
    const cheese = await w.addProduct('Queso Test', '25.50');
    const late = await w.addLot(milk, 10, FAR, '6.00');
    const early = await w.addLot(milk, 4, '2098-01-01', '5.00');
    const expired = await w.addLot(milk, 50, '2020-01-01', '1.00');
    await w.addLot(cheese, 10, FAR, '20.00');
    await w.addPromotion(milk, 3, 2);
    await w.addDiscount(cheese, '22.00', 2);
    const auditFrom = await t.lastAuditId();
    const body = draft(
      [
        { product_id: milk, quantity: 6, price: 10, promotion: [3, 2] },
        { product_id: cheese, quantity: 2, price: 25.5, discount: 22 },
      ],
      { id_type_payment: w.cash, discount: 4, paid: 100 },
    );
    const res = await record(body, randomUUID());
    expect(res.statusCode, res.body).toBe(200);
    const sale = res.json();
    // 6 × 10.00 at 2x3 = 40.00 exactly; 2 × 22.00 = 44.00; 84.00 − 4.00 = 80.00; paid 100 → 20.00.
    expect(sale).toMatchObject({ subtotal: 84, discount: 4, total_sale: 80, money_paid: 100, change_box: 20, excess: 20, cancelled: 1, type_pay: 'e', text_type_pay: 'Efectivo', client: null });
    expect(sale).toMatchObject({ type_payment: { id: w.cash, type_pay: 'Efectivo', is_cash: 1 }, date_debt: null, type_payment_debt: null });
    // A sale's lines: the product with the sale's figures in `pivot`; unit_cost is the lots'
    // weighted cost (4 from the 5.00 lot, 2 from the 6.00 lot: 32.00 / 6).
    expect(sale.products).toMatchObject([
      { id: milk, product: 'Leche Test', pivot: { quantity: 6, unit_price_system: 10, unit_price: 6.6667, discount: 3.3333, promotion: '2x3', unit_cost: 5.3333, total: 40 } },
      { id: cheese, product: 'Queso Test', pivot: { quantity: 2, unit_price_system: 25.5, unit_price: 22, discount: 3.5, promotion: null, unit_cost: 20, total: 44 } },
    ]);
    expect(sale.date).toBe(businessToday(t.config.tzBusiness));
    expect(sale.hour).toMatch(/^\d{2}:\d{2}:\d{2}$/);

    // FEFO: the 4 of the earliest lot, then 2 of the later one; the expired lot untouched.
    const taken = await t.db.select().from(saleDetailLots).where(eq(saleDetailLots.fkSale, sale.id)).orderBy(asc(saleDetailLots.id));
    expect(taken.map((r) => [r.fkLot, r.quantity])).toEqual([[early, 4], [late, 2], [expect.any(Number), 2]]);
    const [exp] = await t.db.select().from(lots).where(eq(lots.id, expired));
    expect(exp.quantity).toBe(50);
    expect(await w.ledgerStock(milk)).toBe(58);
    const saleRows = await t.db.select().from(kardex).where(eq(kardex.docId, sale.id));
    expect(saleRows.filter((r) => r.docKind === 'sale').map((r) => [r.reason, r.delta])).toEqual([
      [KARDEX_REASONS.sale, -4],
      [KARDEX_REASONS.sale, -2],
      [KARDEX_REASONS.sale, -2],
    ]);

    // Cost from the lots: 4×5 + 2×6 = 32.00 and 2×20 = 40.00.
    const [stored] = await t.db.select().from(sales).where(eq(sales.id, sale.id));
    expect(stored.totalCost).toBe('72.00');
    const rollup = await t.db.select().from(salesDailyProduct).where(eq(salesDailyProduct.day, sale.date));
    const milkRow = rollup.find((r) => r.fkProduct === milk)!;
    const cheeseRow = rollup.find((r) => r.fkProduct === cheese)!;
    // The 4.00 discount spread 40:44 → 1.90 / 2.10; net figures add up to total_sale.
    expect([milkRow.totalCents, milkRow.discountCents, milkRow.costCents, milkRow.quantity]).toEqual([4000, 190, 3200, 6]);
    expect([cheeseRow.totalCents, cheeseRow.discountCents]).toEqual([4400, 210]);
    const [pay] = await t.db.select().from(salesDailyPayment).where(eq(salesDailyPayment.fkTypePayment, w.cash));
    expect([pay.totalCents, pay.costCents, pay.sales, pay.cancelled]).toEqual([8000, 7200, 1, 1]);
    // The sale row, its audit row and its ledger rows are written by one statement that gives the sale its id (decision 0050).
    const after = (a: { after: unknown }) => a.after as { id: number; total_sale: string };
    expect((await t.auditSince(auditFrom)).map((a) => [a.action, a.entity, a.entityId, after(a).id, after(a).total_sale])).toEqual([['add', 'sale', sale.id, sale.id, '80.00']]);
  });

  it('refuses a tampered price, a wrong promotion multiple, a discount not reached, wrong totals: 400 naming the line, nothing written', async () => {
    const p = await w.addProduct('Yogur Test', '10.00');
    await w.addLot(p, 20, FAR);
    await w.addPromotion(p, 3, 2);
    await w.addDiscount(p, '9.00', 5);
    const before = await t.snapshot();
    const cases: [unknown, string][] = [
      [{ ...draft([{ product_id: p, quantity: 1, price: 10 }], { id_type_payment: w.card }), detail: [{ product_id: p, quantity: 1, unit_price: 1, unit_price_system: 1, discount: 0 }] }, 'Línea 1 (Yogur Test): el precio del sistema no coincide; corresponde Bs. 10,00'],
      [{ ...draft([{ product_id: p, quantity: 1, price: 10 }], { id_type_payment: w.card }), detail: [{ product_id: p, quantity: 1, unit_price: 8, unit_price_system: 10, discount: 2 }] }, 'Línea 1 (Yogur Test): el descuento se aplica desde 5 unidades'],
      [withQuantity(draft([{ product_id: p, quantity: 3, price: 10, promotion: [3, 2] }], { id_type_payment: w.card }), 4), SALE_MSG.linePromotionQuantity(1, 'Yogur Test')],
      [draft([{ product_id: p, quantity: 3, price: 10, promotion: [4, 2] }], { id_type_payment: w.card }), SALE_MSG.lineNoPromotion(1, 'Yogur Test')],
      [{ ...draft([{ product_id: p, quantity: 3, price: 10 }], { id_type_payment: w.card }), sale: { ...draft([{ product_id: p, quantity: 3, price: 10 }]).sale, id_type_payment: w.card, total_sale: 29 } }, 'Total no coincide; corresponde Bs. 30,00'],
      [draft([{ product_id: p, quantity: 1, price: 10 }], { id_type_payment: w.cash, paid: 5 }), SALE_MSG.paidBelowTotal],
      [{ ...draft([{ product_id: p, quantity: 1, price: 10 }], { id_type_payment: w.card }), sale: { ...draft([{ product_id: p, quantity: 1, price: 10 }]).sale, id_type_payment: w.card, discount: 11, total_sale: 0 } }, SALE_MSG.discountAboveSubtotal],
      [draft([{ product_id: p, quantity: 21, price: 10 }], { id_type_payment: w.card }), 'Inventario insuficiente de Yogur Test'],
    ];
    for (const [body, message] of cases) {
      const res = await record(body, randomUUID());
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().messages).toContain(message);
    }
    expect(await t.snapshot()).toEqual(before);
  });

  it('answers each malformed field with a Spanish 400 and changes nothing', async () => {
    const p = await w.addProduct('Mantequilla Test', '16.50');
    const off = await w.addProduct('Apagado Test', '5.00', { enabled: 0 });
    await w.addLot(p, 5, FAR);
    const ok = () => draft([{ product_id: p, quantity: 1, price: 16.5 }], { id_type_payment: w.card });
    const line = (patch: object) => ({ ...ok(), detail: [{ ...ok().detail[0], ...patch }] });
    const [{ id: noOne }] = await t.db.insert(clients).values({ businessName: 'Sin Nombre', ciNit: '0', searchText: 'sin nombre 0' }).returning({ id: clients.id });
    const before = await t.snapshot();
    const cases: [unknown, string][] = [
      [line({ quantity: 0 }), 'La cantidad debe ser 1 o mayor'],
      [line({ quantity: 1.5 }), 'Debe ser un número entero'],
      [{ ...ok(), sale: { ...ok().sale, discount: -1 } }, 'No debe ser negativo'],
      [{ ...ok(), detail: [] }, SALE_MSG.addToDetail],
      [line({ product_id: 999999 }), SALE_MSG.productMissing(999999)],
      [line({ product_id: off, unit_price: 5, unit_price_system: 5 }), SALE_MSG.productDisabled('Apagado Test')],
      [{ ...ok(), sale: { ...ok().sale, id_type_payment: 0 } }, SALE_MSG.paymentRequired],
      [{ ...ok(), sale: { ...ok().sale, id_type_payment: 999999 } }, SALE_MSG.paymentMissing],
      [{ ...ok(), sale: { ...ok().sale, id_type_payment: w.disabledPay } }, SALE_MSG.paymentDisabled('Cheque')],
      [{ ...ok(), without_client: 0, register_client: 1, client: { id: 0, business_name: '  ', ci_nit: '1' } }, 'Es requerido'],
      [{ ...ok(), without_client: 0, client: { id: 999999, business_name: 'X', ci_nit: '1' } }, SALE_MSG.clientMissing],
      [{ ...ok(), sale: { ...ok().sale, cancelled: 0 } }, SALE_MSG.creditNeedsClient],
      // The stand-in for no client, typed at the till or chosen, is no one to owe a debt.
      [{ ...ok(), without_client: 0, register_client: 1, client: { business_name: 'S/N', ci_nit: '0' }, sale: { ...ok().sale, cancelled: 0, id_type_payment: 0 } }, SALE_MSG.creditToNoClient('S/N')],
      [{ ...ok(), without_client: 0, client: { id: noOne, business_name: 'Sin Nombre', ci_nit: '0' }, sale: { ...ok().sale, cancelled: 0, id_type_payment: 0 } }, SALE_MSG.creditToNoClient('Sin Nombre')],
      [{ ...ok(), without_client: 0, register_client: 1, client: { business_name: 'C', ci_nit: '1' }, sale: { ...ok().sale, cancelled: 0 } }, SALE_MSG.creditNoPayment],
    ];
    for (const [body, message] of cases) {
      const res = await record(body);
      expect(res.statusCode, `${JSON.stringify(body)} ${res.body}`).toBe(400);
      expect(res.json().messages.join(' | ')).toContain(message);
    }
    // A refused line is the only message: no 'Total no coincide' or 'Cambio no coincide' from its missing figures.
    const fraction = await record(draft([{ product_id: p, quantity: 1.5, price: 16.5, total: 24.75 }], { id_type_payment: w.cash, paid: 30 }));
    expect(fraction.json().messages).toEqual([expect.stringContaining('número entero')]);
    // The payment type is read with the products (readSale): with no product found, it is still checked.
    const neither = await record({ ...line({ product_id: 999999 }), sale: { ...ok().sale, id_type_payment: w.disabledPay } });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().messages).toEqual(expect.arrayContaining([SALE_MSG.productMissing(999999), SALE_MSG.paymentDisabled('Cheque')]));
    const badKey = await record(ok(), 'no spaces allowed');
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json().messages).toEqual([SALE_MSG.idempotencyInvalid]);
    expect(await t.snapshot()).toEqual(before);
  });

  it('a credit sale to a new client: client registered with the sale, no payment type, paid 0', async () => {
    const p = await w.addProduct('Dulce Test', '12.00');
    await w.addLot(p, 5, FAR);
    const body = draft([{ product_id: p, quantity: 2, price: 12 }], { cancelled: 0, id_type_payment: 0 }, {
      without_client: 0,
      register_client: 1,
      client: { id: 0, business_name: 'Tienda Nueva', ci_nit: '123456' },
    });
    body.sale.money_paid = 0;
    const res = await record(body, randomUUID(), cashier);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ cancelled: 0, id_type_payment: null, type_pay: null, text_type_pay: 'A crédito', money_paid: 0, total_sale: 24, client: { business_name: 'Tienda Nueva', ci_nit: '123456' } });
    const [c] = await t.db.select().from(clients).where(eq(clients.businessName, 'Tienda Nueva'));
    expect(c.id).toBe(res.json().client.id);
    // An existing client by id, paid by card ('Venta + Cliente').
    const again = await record(
      draft([{ product_id: p, quantity: 1, price: 12 }], { id_type_payment: w.card }, { without_client: 0, client: { id: c.id, business_name: 'Tienda Nueva', ci_nit: '123456' } }),
    );
    expect(again.json()).toMatchObject({ client: { id: c.id }, money_paid: 12, change_box: 0, type_pay: 'c' });
  });

  it('the same Idempotency-Key answers the first sale, sequentially and concurrently; another body is a 409', async () => {
    const p = await w.addProduct('Idem Test', '3.00');
    await w.addLot(p, 100, FAR);
    const body = draft([{ product_id: p, quantity: 2, price: 3 }], { id_type_payment: w.card });
    const key = randomUUID();
    const first = await record(body, key);
    const second = await record(body, key);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    const other = await record(draft([{ product_id: p, quantity: 3, price: 3 }], { id_type_payment: w.card }), key);
    expect(other.statusCode).toBe(409);
    expect(other.json().messages).toEqual([SALE_MSG.idempotencyReused]);

    const key2 = randomUUID();
    const answers = await Promise.all(Array.from({ length: 8 }, () => record(body, key2)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    const [{ n }] = rowsOf<{ n: number }>(await t.db.execute(sql`select count(*)::int as n from sale_details where fk_product = ${p}`));
    expect(Number(n)).toBe(2);
    expect(await w.ledgerStock(p)).toBe(96);
  });

  it('a sale refused under a key leaves the key free: the corrected sale goes through with it', async () => {
    const p = await w.addProduct('Idem Refused', '4.00');
    await w.addLot(p, 10, FAR);
    const key = randomUUID();
    const snapshot = await t.snapshot();
    const refused = await record(draft([{ product_id: p, quantity: 1, price: 5 }], { id_type_payment: w.card }), key);
    expect(refused.statusCode).toBe(400);
    expect(await t.snapshot()).toEqual(snapshot);
    const [{ n: keys }] = rowsOf<{ n: number }>(await t.db.execute(sql`select count(*)::int as n from idempotency_keys where key = ${key}`));
    expect(Number(keys)).toBe(0);
    const corrected = await record(draft([{ product_id: p, quantity: 1, price: 4 }], { id_type_payment: w.card }), key);
    expect(corrected.statusCode, corrected.body).toBe(200);
    const again = await record(draft([{ product_id: p, quantity: 1, price: 4 }], { id_type_payment: w.card }), key);
    expect(again.json()).toEqual(corrected.json());
    expect(await w.ledgerStock(p)).toBe(9);
  });

  it('20 concurrent sales of 1 against a stock of 5: exactly 5 succeed, stock 0, ledger consistent', async () => {
    const p = await w.addProduct('Ultima Test', '7.00');
    await w.addLot(p, 2, '2098-06-01');
    await w.addLot(p, 3, FAR);
    const body = draft([{ product_id: p, quantity: 1, price: 7 }], { id_type_payment: w.card });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => record(body, randomUUID(), i % 2 ? admin : cashier)));
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok).toHaveLength(5);
    for (const a of answers.filter((x) => x.statusCode !== 200)) {
      expect(a.statusCode).toBe(400);
      expect(a.json().messages).toEqual(['Inventario insuficiente de Ultima Test']);
    }
    expect(await w.ledgerStock(p)).toBe(0);
    const [{ n }] = rowsOf<{ n: number }>(await t.db.execute(sql`select coalesce(sum(quantity), 0)::int as n from sale_details where fk_product = ${p}`));
    expect(Number(n)).toBe(5);
  });

  it('cancel-sale (administrator) puts each quantity back in the very lots, and the sale counts nowhere', async () => {
    const p = await w.addProduct('Anular Test', '5.00');
    const a = await w.addLot(p, 2, '2098-01-01');
    const b = await w.addLot(p, 5, FAR);
    const res = await record(draft([{ product_id: p, quantity: 4, price: 5 }], { id_type_payment: w.card }), randomUUID(), cashier);
    const sale = res.json();
    const day = await t.call(cashier, 'GET', '/api/sale/sales-day');
    expect(day.json().data.map((s: { id: number }) => s.id)).toContain(sale.id);

    expect((await t.call(cashier, 'PATCH', '/api/sale/cancel-sale', { id: sale.id })).statusCode).toBe(403);
    expect((await t.call(undefined, 'PATCH', '/api/sale/cancel-sale', { id: sale.id })).statusCode).toBe(401);
    expect((await t.call(admin, 'PATCH', '/api/sale/cancel-sale', { id: 999999 })).statusCode).toBe(404);
    const auditFrom = await t.lastAuditId();
    const done = await t.call(admin, 'PATCH', '/api/sale/cancel-sale', { id: sale.id });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ id: sale.id, enabled: 0, total_sale: 20 });
    const lotRows = await t.db.select().from(lots).where(eq(lots.fkProduct, p)).orderBy(asc(lots.id));
    expect(lotRows.map((l) => [l.id, l.quantity])).toEqual([[a, 2], [b, 5]]);
    expect(await w.ledgerStock(p)).toBe(7);
    const back = await t.db.select().from(kardex).where(eq(kardex.reason, KARDEX_REASONS.saleAnnul));
    expect(back.filter((r) => r.docId === sale.id).map((r) => [r.fkLot, r.delta])).toEqual([[a, 2], [b, 2]]);
    const [roll] = await t.db.select().from(salesDailyProduct).where(eq(salesDailyProduct.fkProduct, p));
    expect([roll.quantity, roll.totalCents, roll.costCents, roll.lines]).toEqual([0, 0, 0, 0]);
    expect((await t.auditSince(auditFrom)).map((r) => [r.action, r.entity, r.entityId])).toEqual([['annul', 'sale', sale.id]]);
    const again = await t.call(admin, 'PATCH', '/api/sale/cancel-sale', { id: sale.id });
    expect(again.statusCode).toBe(400);
    expect(again.json().messages).toEqual([SALE_MSG.alreadyAnnulled]);
    const after = await t.call(cashier, 'GET', '/api/sale/sales-day');
    expect(after.json().data.map((s: { id: number }) => s.id)).not.toContain(sale.id);
  });

  it('sales-day: a cashier sees only their own sales, the administrator all; paged with the day total', async () => {
    const mine = await t.call(cashier, 'GET', '/api/sale/sales-day', { page: 1 });
    const all = await t.call(admin, 'GET', '/api/sale/sales-day', { page: 1 });
    expect(mine.statusCode).toBe(200);
    const { cashierId } = await t.seededIds();
    expect(mine.json().data.every((s: { user: { id: number } }) => s.user.id === cashierId)).toBe(true);
    expect(all.json().total).toBeGreaterThan(mine.json().total);
    expect(all.json().data).toHaveLength(t.config.pageSize);
    const [{ total }] = rowsOf<{ total: string }>(await t.db.execute(sql`select sum(total_sale)::text as total from sales where enabled = 1`));
    expect(all.json().total_sale).toBe(Number(total));
    expect((await t.call(undefined, 'GET', '/api/sale/sales-day')).statusCode).toBe(401);
    expect((await t.call(admin, 'GET', '/api/sale/sales-day', { page: 0 })).statusCode).toBe(400);
  });

  it('till lookups: several products per barcode with sellable stock (expired lots excluded) and their terms', async () => {
    const a = await w.addProduct('Barra Uno', '4.00', { barcode: '7770001112223' });
    const b = await w.addProduct('Barra Dos', '4.50', { barcode: '7770001112223' });
    await w.addLot(a, 3, FAR);
    await w.addLot(a, 9, '2020-01-01');
    await w.addPromotion(b, 3, 2);
    const res = await t.call(cashier, 'GET', '/api/sale/till-barcode', { barcode: '7770001112223' });
    expect(res.statusCode).toBe(200);
    const found = res.json();
    expect(found.map((x: { id: number }) => x.id).sort()).toEqual([a, b].sort());
    expect(found.find((x: { id: number }) => x.id === a)).toMatchObject({ stock: 3, promotion: null });
    expect(found.find((x: { id: number }) => x.id === b)).toMatchObject({ stock: 0, promotion: { quantity_promotion: 3, quantity_sale: 2 } });
    expect((await t.call(cashier, 'GET', '/api/sale/till-barcode', { barcode: '000' })).json()).toEqual([]);
    const search = await t.call(cashier, 'GET', '/api/sale/till-search', { search: 'barra' });
    expect(search.json().length).toBeGreaterThanOrEqual(2);
    const setup = await t.call(cashier, 'GET', '/api/sale/till-setup');
    expect(setup.json().payments.map((x: { id: number }) => x.id)).toEqual(expect.arrayContaining([w.cash, w.card]));
    expect(setup.json().payments.map((x: { id: number }) => x.id)).not.toContain(w.disabledPay);
    expect((await t.call(undefined, 'GET', '/api/sale/till-setup')).statusCode).toBe(401);
  });
});
