import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { IDEMPOTENCY_MSG, KARDEX_REASONS, LOAD_MSG, loadDetailSchema, MSG, type LoadDetail } from '@lactea/contracts';
import { kardex, lots, orders, saleDetailLots, sales } from '../../db/schema/index.js';
import { createSaleTestApp, type TestApp } from '../../../test/helpers.js';
import type { SaleWorld } from '../sales/sales.fixtures.js';
import { addOrder, postDelivery, refusedDelivery, reservedOf, routeWorld } from './loads.fixtures.js';

const DAY = '2099-01-06';

/** ENTREGAS and CIERRE DE RUTA: each order delivered as a sale from the truck, then the route closed against what left. */
describe('route day (load/deliver, load/close)', () => {
  let t: TestApp;
  let w: SaleWorld;
  let admin: string;
  let cashier: string;
  let r: Awaited<ReturnType<typeof routeWorld>>;
  let sheet: LoadDetail;
  const orderOf = (clientIndex: number) => sheet.clients.find((c) => c.client_id === r.shops[clientIndex].id)!;
  const detail = async () => loadDetailSchema.parse((await t.call(admin, 'GET', '/api/load/detail', { id: sheet.id })).json());

  beforeAll(async () => {
    ({ t, w } = await createSaleTestApp());
    admin = await t.adminToken();
    cashier = await t.cashierToken();
    r = await routeWorld(t, w, admin, 'RD');
    const [ana, beto, carla] = r.shops;
    await addOrder(t.db, { clientId: ana.id, routeId: r.route.id, userId: r.adminId, deliveryDate: DAY, lines: [{ productId: r.milk, quantity: 20, price: 6 }, { productId: r.yogurt, quantity: 2, price: 110, presentation: r.crate }] });
    await addOrder(t.db, { clientId: beto.id, routeId: r.route.id, userId: r.adminId, deliveryDate: DAY, lines: [{ productId: r.milk, quantity: 25, price: 5.5 }] });
    await addOrder(t.db, { clientId: carla.id, routeId: r.route.id, userId: r.adminId, deliveryDate: DAY, lines: [{ productId: r.yogurt, quantity: 30, price: 10 }] });
    sheet = loadDetailSchema.parse((await t.call(admin, 'POST', '/api/load/create', { route_id: r.route.id, delivery_date: DAY })).json());
  });
  afterAll(() => t.close());

  it('refuses a delivery without an Idempotency-Key, with lines not of the order, above what was ordered, not whole; a cashier; changing nothing', async () => {
    const ana = orderOf(0);
    const base = { load_id: sheet.id, order_id: ana.order_id, cancelled: 1, id_type_payment: w.cash };
    // A delivery kept on a phone is sent until it lands: without its key it could land twice.
    await t.refused(admin, 'POST', '/api/load/deliver', base, 400, { messages: [IDEMPOTENCY_MSG.required] });
    await refusedDelivery(t, admin, { ...base, lines: [{ line_id: 999_999, quantity: 1 }] }, 400, { messages: [LOAD_MSG.lineMissing(999_999)] });
    await refusedDelivery(t, admin, { ...base, lines: [{ line_id: ana.lines[0].line_id, quantity: 21 }] }, 400, { messages: [LOAD_MSG.aboveOrdered('Leche RD', 20)] });
    await refusedDelivery(t, admin, { ...base, lines: [{ line_id: ana.lines[1].line_id, quantity: 1.5 }] }, 400, { messages: ['Yogur RD: Debe ser un número entero'] });
    await refusedDelivery(t, admin, { ...base, order_id: 999_999 }, 400, { messages: [LOAD_MSG.orderNotOnLoad] });
    await t.refused(cashier, 'POST', '/api/load/deliver', base, 403, { messages: ['No tiene permiso para realizar esta operación'] });
    await t.refused(admin, 'POST', '/api/load/close', { id: sheet.id, version: sheet.version, products: [], cash: [] }, 400, { messages: [LOAD_MSG.pendingDeliveries(3)] });
  });

  it('delivers whole, in part and not at all: a sale from the truck at the order prices, undelivered units left on the truck; a retry answers the first', async () => {
    const ana = orderOf(0);
    // Ana: everything, in cash (20 × 6 + 2 × 110 = 340).
    const whole = { load_id: sheet.id, order_id: ana.order_id, cancelled: 1, id_type_payment: w.cash };
    const first = await postDelivery(t, admin, whole, 'entrega-ana-1');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ state: 'entregado', total: 340, sale: { total_sale: 340, client: { id: ana.client_id } } });
    const again = await postDelivery(t, admin, whole, 'entrega-ana-1');
    expect(again.json()).toEqual(first.json());
    const saleId = first.json().sale_id as number;
    const [sale] = await t.db.select({ total: sales.totalSale, client: sales.fkClient, cancelled: sales.cancelled }).from(sales).where(eq(sales.id, saleId));
    expect(sale).toEqual({ total: '340.00', client: ana.client_id, cancelled: 1 });
    // Its units came off the truck's lots, never the warehouse's.
    const taken = await t.db.select({ lot: saleDetailLots.fkLot }).from(saleDetailLots).where(eq(saleDetailLots.fkSale, saleId));
    const truckLots = await t.db.select({ id: lots.id }).from(lots).where(eq(lots.fkLoad, sheet.id));
    expect(taken.every((x) => truckLots.some((l) => l.id === x.lot))).toBe(true);
    // Another body under the delivered one's key is not that delivery: 409, nothing changed.
    await refusedDelivery(t, admin, { ...whole, cancelled: 0, id_type_payment: 0 }, 409, { messages: [LOAD_MSG.idempotencyReused] }, 'entrega-ana-1');
    await refusedDelivery(t, admin, whole, 400, { messages: [LOAD_MSG.alreadyDelivered(ana.business_name)] });

    // Beto: 10 of his 25 on credit; Carla: nothing.
    const beto = orderOf(1);
    const part = await postDelivery(t, admin, { load_id: sheet.id, order_id: beto.order_id, cancelled: 0, id_type_payment: 0, lines: [{ line_id: beto.lines[0].line_id, quantity: 10 }] });
    expect(part.json()).toMatchObject({ state: 'entregado parcial', total: 55 });
    const carla = orderOf(2);
    const none = await postDelivery(t, admin, { load_id: sheet.id, order_id: carla.order_id, cancelled: 1, id_type_payment: w.cash, lines: [{ line_id: carla.lines[0].line_id, quantity: 0 }] });
    expect(none.json()).toMatchObject({ state: 'no entregado', sale_id: null, total: 0 });
    const states = await t.db.select({ s: orders.state }).from(orders).where(inArray(orders.id, [ana.order_id, beto.order_id, carla.order_id])).orderBy(orders.id);
    expect(states.map((s) => s.s)).toEqual(['entregado', 'entregado parcial', 'no entregado']);

    const now = await detail();
    // Milk: 45 loaded, 30 delivered, 15 still on the truck; yogurt: 54 loaded, 24 delivered.
    expect(now.products.map((p) => [p.product_id, p.quantity, p.on_truck])).toEqual(expect.arrayContaining([[r.milk, 45, 15], [r.yogurt, 54, 30]]));
    expect(await w.ledgerStock(r.milk)).toBe(50);
    // The truck's units still held: the warehouse's free stock stays what the warehouse holds.
    expect(await reservedOf(t.db, r.milk)).toBe(15);
  });

  it('closes the route: each product to the unit, the money against the deliveries (0 or a reason); units back into their lots', async () => {
    const now = await detail();
    const close = { id: now.id, version: now.version, products: [{ product_id: r.yogurt, returned: 28, merma: 2, merma_reason: 'Cajas rotas' }], cash: [{ id_type_payment: w.cash, amount: 340 }] };
    await t.refused(admin, 'POST', '/api/load/close', { ...close, products: [{ product_id: r.yogurt, returned: 28, merma: 1, merma_reason: 'x' }] }, 400, { messages: [LOAD_MSG.productDifference('Yogur RD', 30, 29)] });
    await t.refused(admin, 'POST', '/api/load/close', { ...close, products: [{ product_id: r.yogurt, returned: 28, merma: 2 }] }, 400, { messages: [LOAD_MSG.mermaReason('Yogur RD')] });
    await t.refused(admin, 'POST', '/api/load/close', { ...close, cash: [{ id_type_payment: w.cash, amount: 330 }] }, 400, { messages: [LOAD_MSG.differenceReason(-1000)] });
    await t.refused(admin, 'POST', '/api/load/close', { ...close, version: 1 }, 409, { messages: [MSG.staleEdit] });
    await t.refused(cashier, 'POST', '/api/load/close', close, 403, { messages: ['No tiene permiso para realizar esta operación'] });

    const res = await t.call(admin, 'POST', '/api/load/close', close);
    expect(res.statusCode, res.body).toBe(200);
    const closed = loadDetailSchema.parse(res.json());
    expect(closed.state).toBe('cerrada');
    expect(closed.closing).toMatchObject({ credit: 55, difference: 0, reason: null, payments: [{ id_type_payment: w.cash, expected: 340, counted: 340 }] });
    expect(closed.closing!.products).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ product_id: r.milk, loaded: 45, delivered: 30, returned: 15, merma: 0 }),
        expect.objectContaining({ product_id: r.yogurt, loaded: 54, delivered: 24, returned: 28, merma: 2, merma_reason: 'Cajas rotas' }),
      ]),
    );
    // Milk's 15 back into the late lot they came from (35 + 15); the truck empty; nothing held any more.
    const [late] = await t.db.select({ q: lots.quantity }).from(lots).where(eq(lots.id, r.milkLots.late));
    expect(Number(late.q)).toBe(50);
    expect(await w.ledgerStock(r.milk)).toBe(50);
    expect(await w.ledgerStock(r.yogurt)).toBe(34);
    expect([await reservedOf(t.db, r.milk), await reservedOf(t.db, r.yogurt)]).toEqual([0, 0]);
    const mermaRows = await t.db.select({ delta: kardex.delta }).from(kardex).where(eq(kardex.reason, KARDEX_REASONS.loadMerma));
    expect(mermaRows.map((m) => Number(m.delta))).toEqual([-2]);
    // The day's closing and BALANCE show the route as its own line: its cash against the deliveries, its merma's cost (2 × Bs. 7) a loss.
    const today = closed.closing!.closed_at.slice(0, 10);
    const day = (await t.call(admin, 'GET', '/api/sale/cash-desk-closing', { date_from: today, date_to: today })).json();
    expect(day.routes).toEqual([expect.objectContaining({ load_id: sheet.id, route_name: 'Ruta RD', cash_expected: 340, cash_counted: 340, credit: 55, difference: 0, merma_cost: 14 })]);
    expect(day.route_cash_difference).toBe(0);
    const balance = (await t.call(admin, 'GET', '/api/sale/balance', { date_from: today, date_to: today })).json();
    expect([balance.route_merma, balance.route_difference]).toEqual([14, 0]);
    await t.refused(admin, 'POST', '/api/load/close', { ...close, version: closed.version }, 400, { messages: [LOAD_MSG.closed] });
    await refusedDelivery(t, admin, { load_id: sheet.id, order_id: orderOf(0).order_id, cancelled: 1, id_type_payment: w.cash }, 400, { messages: [LOAD_MSG.closed] });
  });
});
