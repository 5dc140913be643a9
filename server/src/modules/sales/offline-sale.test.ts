import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildScaleLabel, toCents, CREDIT_MSG, offerLines, KARDEX_REASONS, OFFLINE_CLOCK_SKEW_MS, OFFLINE_MAX_AGE_DAYS, OFFLINE_MSG, SALE_MSG, SCALE_DEFAULTS, type RecordSaleBody } from '@lactea/contracts';
import { createSaleTestApp, type TestApp } from '../../../test/helpers.js';
import { clients, devices, kardex, lots, priceHistory, productPromotions, products, reconciliationItems, sales, salesDailyPayment } from '../../db/schema/index.js';
import { businessMoment, businessToday } from '../../lib/business-time.js';
import { creditDraft, draft, type SaleWorld } from './sales.fixtures.js';

const FAR = '2099-12-31';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/**
 * A moment of sale surely after a price change just written: the database's now() has
 * microseconds, a Date milliseconds; a second later is still well within the clock skew allowed.
 */
const justAfter = () => new Date(Date.now() + 1000);

/**
 * record-sale with `offline` (decision 0043): dated at its moment, priced as of then,
 * never refused for a stale price, a shortfall or the credit control, each case on the
 * reconciliation list; the key makes a resent queue arrive once, and belongs to its user.
 */
describe('record-sale with offline', () => {
  let t: TestApp;
  let w: SaleWorld;
  let admin: string;
  let cashier: string;
  let seq = 0;

  const offline = (body: RecordSaleBody, soldAt: Date, device = 'caja-uno-0001'): RecordSaleBody => ({
    ...body,
    offline: { device_id: device, device_name: 'Caja 1', sold_at: soldAt.toISOString(), provisional_number: `CAJ1-${String(++seq).padStart(4, '0')}` },
  });
  const record = (body: unknown, key: string = randomUUID(), token = cashier) => t.recordSale(token, body, key);
  const casesOf = (saleId: number) => t.db.select().from(reconciliationItems).where(eq(reconciliationItems.fkSale, saleId)).orderBy(asc(reconciliationItems.id));

  beforeAll(async () => {
    ({ t, w } = await createSaleTestApp());
    admin = await t.adminToken();
    cashier = await t.cashierToken();
  });
  afterAll(() => t.close());

  it('dates a sale of yesterday at its moment: its business day and hour, created_at, received_at, the device; CIERRE and BALANCE of that day include it', async () => {
    const milk = await w.addProduct('Leche Ayer', '10.00');
    await w.addLot(milk, 10, FAR, '4.00');
    const soldAt = new Date(Date.now() - DAY);
    const day = businessToday(t.config.tzBusiness, soldAt);
    const period = { date_from: day, date_to: day };
    const closingBefore = (await t.call(admin, 'GET', '/api/sale/cash-desk-closing', period)).json();
    const balanceBefore = (await t.call(admin, 'GET', '/api/sale/balance', period)).json();

    const body = offline(draft([{ product_id: milk, quantity: 3, price: 10 }], { id_type_payment: w.cash, paid: 50 }), soldAt);
    const res = await record(body);
    expect(res.statusCode, res.body).toBe(200);
    const sale = res.json();
    expect(sale).toMatchObject({ date: day, hour: businessMoment(t.config.tzBusiness, soldAt).hour, total_sale: 30, change_box: 20 });
    const [row] = await t.db.select().from(sales).where(eq(sales.id, sale.id));
    expect(row).toMatchObject({ offline: 1, deviceId: 'caja-uno-0001', provisionalNumber: body.offline!.provisional_number, date: day });
    expect(row.createdAt.getTime()).toBe(soldAt.getTime());
    expect(Date.now() - row.receivedAt!.getTime()).toBeLessThan(60_000);
    const [device] = await t.db.select().from(devices).where(eq(devices.id, 'caja-uno-0001'));
    expect(device).toMatchObject({ name: 'Caja 1' });
    expect(Date.now() - device.lastSyncAt!.getTime()).toBeLessThan(60_000);
    expect(await casesOf(sale.id)).toEqual([]);

    const closingAfter = (await t.call(admin, 'GET', '/api/sale/cash-desk-closing', period)).json();
    const balanceAfter = (await t.call(admin, 'GET', '/api/sale/balance', period)).json();
    expect(Math.round((closingAfter.cash_sales - closingBefore.cash_sales) * 100)).toBe(3000);
    expect(Math.round((balanceAfter.total_sale - balanceBefore.total_sale) * 100)).toBe(3000);
    expect(Math.round((balanceAfter.total_cost - balanceBefore.total_cost) * 100)).toBe(1200);
    const [rollup] = await t.db
      .select()
      .from(salesDailyPayment)
      .where(and(eq(salesDailyPayment.day, day), eq(salesDailyPayment.fkTypePayment, w.cash)));
    expect(rollup).toBeDefined();
  });

  it('a 2x3 split by the till (3 at the promotion + 1) is priced line by line at the terms of its moment: no case, even once the promotion is gone', async () => {
    const milk = await w.addProduct('Leche Dos Por Tres', '2.50');
    await w.addLot(milk, 10, FAR, '1.00');
    await w.addPromotion(milk, 3, 2);
    // The 2x3 in force since always; it ends now, before the queue syncs a sale made yesterday.
    await t.db.update(priceHistory).set({ validFrom: sql`'-infinity'` }).where(eq(priceHistory.fkProduct, milk));
    await t.db.update(productPromotions).set({ enabled: 0 }).where(eq(productPromotions.fkProduct, milk));
    const soldAt = new Date(Date.now() - DAY);
    const detail = offerLines(250, 4, { promotion: { quantity_promotion: 3, quantity_sale: 2 } });
    expect(detail.map((l) => [l.quantity, l.figures.totalCents])).toEqual([[3, 500], [1, 250]]);
    const body = offline(
      draft(
        [
          { product_id: milk, quantity: 3, price: 2.5, promotion: [3, 2] },
          { product_id: milk, quantity: 1, price: 2.5 },
        ],
        { id_type_payment: w.cash, paid: 10 },
      ),
      soldAt,
    );
    const res = await record(body);
    expect(res.statusCode, res.body).toBe(200);
    const sale = res.json();
    expect(toCents(sale.total_sale)).toBe(750);
    expect(sale.products.map((l: { pivot: { quantity: number; promotion: string | null; total: number } }) => [l.pivot.quantity, l.pivot.promotion, l.pivot.total])).toEqual([
      [3, '2x3', 5],
      [1, null, 2.5],
    ]);
    expect(await casesOf(sale.id)).toEqual([]);
    expect(await w.ledgerStock(milk)).toBe(6);
  });

  it('prices a sale as of its moment: the price then in force passes; a stale one is recorded at the device figures with a precio case', async () => {
    const cheese = await w.addProduct('Queso Historia', '12.00');
    await w.addLot(cheese, 100, FAR, '5.00');
    // The product's first price counts since always; then the price goes up to 14.00 now.
    await t.db.update(priceHistory).set({ validFrom: sql`'-infinity'` }).where(eq(priceHistory.fkProduct, cheese));
    await t.db.update(products).set({ price: '14.00' }).where(eq(products.id, cheese));
    const history = await t.db.select().from(priceHistory).where(eq(priceHistory.fkProduct, cheese)).orderBy(asc(priceHistory.id));
    expect(history.map((h) => h.price)).toEqual(['12.00', '14.00']);

    // Sold yesterday at 12.00: the price then. No case.
    const before = await record(offline(draft([{ product_id: cheese, quantity: 2, price: 12 }], { id_type_payment: w.cash, paid: 24 }), new Date(Date.now() - DAY)));
    expect(before.statusCode, before.body).toBe(200);
    expect(await casesOf(before.json().id)).toEqual([]);

    // Sold now from a stale snapshot at 12.00: recorded as charged, 'precio' case.
    const stale = await record(offline(draft([{ product_id: cheese, quantity: 1, price: 12 }], { id_type_payment: w.cash, paid: 20 }), justAfter()));
    expect(stale.statusCode, stale.body).toBe(200);
    expect(stale.json()).toMatchObject({ total_sale: 12, change_box: 8, products: [{ pivot: { unit_price_system: 12, total: 12 } }] });
    expect(await casesOf(stale.json().id)).toMatchObject([
      { kind: 'precio', fkProduct: cheese, chargedTotal: '12.00', expectedTotal: '14.00', detail: 'Cobrado Bs. 12,00; precio vigente Bs. 14,00', resolved: 0 },
    ]);

    // A discount added now is in force for a sale made after it: the device's discount at a
    // price it never had, or figures that do not add up, are still refused.
    await w.addDiscount(cheese, '13.00', 2);
    const discounted = await record(offline(draft([{ product_id: cheese, quantity: 2, price: 14, discount: 13 }], { id_type_payment: w.cash, paid: 26 }), justAfter()));
    expect(discounted.statusCode, discounted.body).toBe(200);
    expect(await casesOf(discounted.json().id)).toEqual([]);
    const bad = offline(draft([{ product_id: cheese, quantity: 1, price: 12 }], { id_type_payment: w.cash, paid: 20 }), justAfter());
    const snapshot = await t.snapshot();
    const inconsistent = await record({ ...bad, sale: { ...bad.sale, total_sale: 11 } });
    expect(inconsistent.statusCode).toBe(400);
    expect(inconsistent.json().messages).toEqual([SALE_MSG.figureMismatch('Total', 'Bs. 12,00')]);
    expect(await t.snapshot()).toEqual(snapshot);
  });

  it('a weighed line keeps the scale label rules: a stale price per kg is recorded with a precio case; a label that does not match is still refused', async () => {
    const cheese = await w.addProduct('Queso Peso Historia', '48.00', { unit: 'kg', scaleCode: 4_321 });
    await w.addLot(cheese, 5, FAR, '30.00');
    await t.db.update(priceHistory).set({ validFrom: sql`'-infinity'` }).where(eq(priceHistory.fkProduct, cheese));
    await t.db.update(products).set({ price: '50.00' }).where(eq(products.id, cheese));
    const label = (grams: number) => buildScaleLabel(21, 4_321, grams, SCALE_DEFAULTS);
    const res = await record(offline(draft([{ product_id: cheese, quantity: 0.75, price: 48, scale_label: label(750) }], { id_type_payment: w.card }), justAfter()));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ total_sale: 36, products: [{ pivot: { quantity: 0.75, total: 36 } }] });
    expect(await casesOf(res.json().id)).toMatchObject([{ kind: 'precio', chargedTotal: '36.00', expectedTotal: '37.50', detail: 'Cobrado Bs. 36,00; precio vigente Bs. 37,50' }]);
    expect(await w.ledgerStock(cheese)).toBe(4.25);
    const wrong = await record(offline(draft([{ product_id: cheese, quantity: 0.8, price: 48, scale_label: label(750) }], { id_type_payment: w.card }), justAfter()));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().messages).toContain('Línea 1 (Queso Peso Historia): la cantidad no coincide con la etiqueta; corresponde 0,750 kg');
  });

  it('a shortfall is recorded: stock to 0, never below; a ledger row that says so; a faltante case; the cost counts the missing part at the product cost', async () => {
    const yogurt = await w.addProduct('Yogur Faltante', '8.00');
    await w.addLot(yogurt, 3, FAR, '5.00');
    await w.addLot(yogurt, 9, '2020-01-01', '5.00'); // expired: not sellable
    const res = await record(offline(draft([{ product_id: yogurt, quantity: 5, price: 8 }], { id_type_payment: w.cash, paid: 40 }), new Date(Date.now() - HOUR)));
    expect(res.statusCode, res.body).toBe(200);
    const sale = res.json();
    expect(await w.ledgerStock(yogurt)).toBe(9); // only the expired lot's 9 remain
    const sellable = await t.db.select({ q: lots.quantity }).from(lots).where(and(eq(lots.fkProduct, yogurt), eq(lots.expirationDate, FAR)));
    expect(sellable).toEqual([{ q: 0 }]);
    const ledger = await t.db.select().from(kardex).where(and(eq(kardex.fkProduct, yogurt), eq(kardex.docId, sale.id))).orderBy(asc(kardex.id));
    expect(ledger.map((r) => [r.reason, r.delta, r.fkLot === null])).toEqual([
      [KARDEX_REASONS.sale, -3, false],
      [KARDEX_REASONS.shortfall, 0, true],
    ]);
    expect(await casesOf(sale.id)).toMatchObject([{ kind: 'faltante', fkProduct: yogurt, missingQuantity: '2.000', detail: 'Vendido 5; en lotes vigentes 3; faltante 2' }]);
    // 3 from the lot at 5.00 + 2 missing at the product's cost (1.00).
    const [row] = await t.db.select({ cost: sales.totalCost }).from(sales).where(eq(sales.id, sale.id));
    expect(row.cost).toBe('17.00');
    // A product whose lots hold nothing sellable at all: recorded the same, all of it missing.
    const empty = await record(offline(draft([{ product_id: yogurt, quantity: 2, price: 8 }], { id_type_payment: w.cash, paid: 16 }), new Date(Date.now() - HOUR)));
    expect(empty.statusCode, empty.body).toBe(200);
    expect(await casesOf(empty.json().id)).toMatchObject([{ kind: 'faltante', fkProduct: yogurt, missingQuantity: '2.000', detail: 'Vendido 2; en lotes vigentes 0; faltante 2' }]);
    expect(await w.ledgerStock(yogurt)).toBe(9);
    // Online, the same shortfall is still refused.
    const online = await record(draft([{ product_id: yogurt, quantity: 1, price: 8 }], { id_type_payment: w.cash, paid: 8 }));
    expect(online.json()).toEqual({ messages: [SALE_MSG.insufficient('Yogur Faltante')] });
  });

  it('20 offline sales resent twice with their keys arrive as 20 sales', async () => {
    const butter = await w.addProduct('Mantequilla Cola', '5.00');
    await w.addLot(butter, 100, FAR, '2.00');
    const queue = Array.from({ length: 20 }, (_, i) => ({
      key: randomUUID(),
      body: offline(draft([{ product_id: butter, quantity: 1 + (i % 3), price: 5 }], { id_type_payment: w.cash, paid: 20 }), new Date(Date.now() - (20 - i) * 60_000), 'caja-cola-0001'),
    }));
    const first: number[] = [];
    for (const q of queue) first.push((await record(q.body, q.key)).json().id);
    for (let pass = 0; pass < 2; pass++) {
      for (const [i, q] of queue.entries()) {
        const again = await record(q.body, q.key);
        expect(again.statusCode).toBe(200);
        expect(again.json().id).toBe(first[i]);
      }
    }
    const recorded = await t.db.select({ n: sql<number>`count(*)::int` }).from(sales).where(eq(sales.deviceId, 'caja-cola-0001'));
    expect(recorded[0].n).toBe(20);
    const sold = queue.reduce((a, q) => a + q.body.detail[0].quantity, 0);
    expect(await w.ledgerStock(butter)).toBe(100 - sold);
  });

  it('the same key from another user or device answers 409, never the first sale', async () => {
    const cream = await w.addProduct('Crema Clave', '7.00');
    await w.addLot(cream, 10, FAR);
    const key = randomUUID();
    const body = offline(draft([{ product_id: cream, quantity: 1, price: 7 }], { id_type_payment: w.cash, paid: 7 }), new Date(), 'caja-clave-0001');
    const first = await record(body, key, cashier);
    expect(first.statusCode).toBe(200);
    const otherUser = await record(body, key, admin);
    expect(otherUser.statusCode).toBe(409);
    expect(otherUser.json()).toEqual({ messages: [SALE_MSG.idempotencyReused] });
    const otherDevice = await record({ ...body, offline: { ...body.offline!, device_id: 'caja-clave-0002' } }, key, cashier);
    expect(otherDevice.statusCode).toBe(409);
    expect(otherDevice.body).not.toContain(String(first.json().id));
    expect(await w.ledgerStock(cream)).toBe(9);
  });

  it('refuses a moment in the future beyond the clock skew or older than the days allowed, changing nothing', async () => {
    const milk = await w.addProduct('Leche Reloj', '10.00');
    await w.addLot(milk, 10, FAR);
    const at = (soldAt: Date) => offline(draft([{ product_id: milk, quantity: 1, price: 10 }], { id_type_payment: w.cash, paid: 10 }), soldAt);
    const before = await t.snapshot();
    const future = await record(at(new Date(Date.now() + OFFLINE_CLOCK_SKEW_MS + 60_000)));
    expect(future.statusCode).toBe(400);
    expect(future.json()).toEqual({ messages: [OFFLINE_MSG.soldAtFuture] });
    const old = await record(at(new Date(Date.now() - OFFLINE_MAX_AGE_DAYS * DAY - HOUR)));
    expect(old.statusCode).toBe(400);
    expect(old.json()).toEqual({ messages: [OFFLINE_MSG.soldAtTooOld] });
    const invalid = await record({ ...at(new Date()), offline: { ...at(new Date()).offline!, sold_at: 'ayer' } });
    expect(invalid.statusCode).toBe(400);
    expect(await t.snapshot()).toEqual(before);
    // Within the skew and within the days: accepted.
    expect((await record(at(new Date(Date.now() + OFFLINE_CLOCK_SKEW_MS - 60_000)))).statusCode).toBe(200);
    expect((await record(at(new Date(Date.now() - OFFLINE_MAX_AGE_DAYS * DAY + HOUR)))).statusCode).toBe(200);
  });

  it('a credit sale over the limit is recorded with a credito case; a new client is created; a disabled client, product or payment type still answers 400', async () => {
    const milk = await w.addProduct('Leche Fiada', '10.00');
    await w.addLot(milk, 50, FAR);
    const added = await t.call(admin, 'POST', '/api/client/add', { business_name: 'Tienda Fiada', ci_nit: '777', credit_limit: 20 });
    const client = { id: added.json().id as number, business_name: 'Tienda Fiada', ci_nit: '777' };
    const online = await record(creditDraft({ product_id: milk, quantity: 3, price: 10 }, client));
    expect(online.statusCode).toBe(400);
    const res = await record(offline(creditDraft({ product_id: milk, quantity: 3, price: 10 }, client), new Date(Date.now() - HOUR)));
    expect(res.statusCode, res.body).toBe(200);
    expect(await casesOf(res.json().id)).toMatchObject([{ kind: 'credito', fkProduct: null, detail: CREDIT_MSG.limitExceeded(2000) }]);

    const fresh = offline(draft([{ product_id: milk, quantity: 1, price: 10 }], { id_type_payment: w.cash, paid: 10 }, { register_client: 1, without_client: 0, client: { id: 0, business_name: 'Cliente Nuevo Sin Red', ci_nit: '9911' } }), new Date());
    const created = await record(fresh);
    expect(created.statusCode, created.body).toBe(200);
    const [newClient] = await t.db.select().from(clients).where(eq(clients.businessName, 'Cliente Nuevo Sin Red'));
    expect(created.json().client).toMatchObject({ id: newClient.id });

    await t.db.update(clients).set({ enabled: 0 }).where(eq(clients.id, client.id));
    const clientDisabled = await record(offline(creditDraft({ product_id: milk, quantity: 1, price: 10 }, client), new Date()));
    expect(clientDisabled.statusCode).toBe(400);
    expect(clientDisabled.json().messages).toContain(SALE_MSG.clientDisabled('Tienda Fiada'));

    await t.db.update(products).set({ enabled: 0 }).where(eq(products.id, milk));
    const disabled = await record(offline(draft([{ product_id: milk, quantity: 1, price: 10 }], { id_type_payment: w.cash, paid: 10 }), new Date()));
    expect(disabled.statusCode).toBe(400);
    expect(disabled.json().messages).toContain(SALE_MSG.productDisabled('Leche Fiada'));
    const payDisabled = await record(offline(draft([{ product_id: milk, quantity: 1, price: 10 }], { id_type_payment: w.disabledPay, paid: 10 }), new Date()));
    expect(payDisabled.statusCode).toBe(400);
  });
});
