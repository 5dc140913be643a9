import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { KARDEX_REASONS, LOAD_MSG, loadDetailSchema, loadPage, SALE_MSG } from '@lactea/contracts';
import { kardex, lots, orders } from '../../db/schema/index.js';
import { createSaleTestApp, type TestApp } from '../../../test/helpers.js';
import { draft } from '../sales/sales.fixtures.js';
import type { SaleWorld } from '../sales/sales.fixtures.js';
import { addOrder, refusedDelivery, reservedOf, routeWorld } from './loads.fixtures.js';
import { md5Hex } from '../auth/password.js';

const DAY = '2099-01-05';

/** HOJA DE CARGA: a route's pending orders of a day → one sheet, its units moved FEFO onto the truck where no till can sell them. */
describe('load sheet (load/create, list, detail)', () => {
  let t: TestApp;
  let w: SaleWorld;
  let admin: string;
  let cashier: string;
  let r: Awaited<ReturnType<typeof routeWorld>>;
  let orderIds: number[];

  beforeAll(async () => {
    ({ t, w } = await createSaleTestApp());
    admin = await t.adminToken();
    cashier = await t.cashierToken();
    r = await routeWorld(t, w, admin, 'HC');
    const [ana, beto, carla] = r.shops;
    orderIds = [
      await addOrder(t.db, { clientId: ana.id, routeId: r.route.id, userId: r.adminId, deliveryDate: DAY, lines: [{ productId: r.milk, quantity: 20, price: 6 }, { productId: r.yogurt, quantity: 2, price: 110, presentation: r.crate }] }),
      await addOrder(t.db, { clientId: beto.id, routeId: r.route.id, userId: r.adminId, deliveryDate: DAY, lines: [{ productId: r.milk, quantity: 25, price: 5.5 }] }),
      await addOrder(t.db, { clientId: carla.id, routeId: r.route.id, userId: r.adminId, deliveryDate: DAY, lines: [{ productId: r.yogurt, quantity: 30, price: 10 }] }),
    ];
  });
  afterAll(() => t.close());

  it('refuses a route without pending orders that day, an unknown route, bad input, a cashier; changing nothing', async () => {
    await t.refused(admin, 'POST', '/api/load/create', { route_id: r.route.id, delivery_date: '2099-01-06' }, 400, { messages: [LOAD_MSG.noOrders] });
    await t.refused(admin, 'POST', '/api/load/create', { route_id: 999_999, delivery_date: DAY }, 404, { messages: [LOAD_MSG.routeMissing] });
    await t.refused(admin, 'POST', '/api/load/create', { route_id: r.route.id, delivery_date: '2099-02-30', x: 1 }, 400, { messages: expect.arrayContaining(['Campo no permitido: x']) });
    await t.refused(cashier, 'POST', '/api/load/create', { route_id: r.route.id, delivery_date: DAY }, 403, { messages: ['No tiene permiso para realizar esta operación'] });
  });

  it('loads every pending order FEFO onto the truck: stock = Σ ledger still, the warehouse lots down, the orders cargado, the till unable to sell the truck', async () => {
    const reservedBefore = await reservedOf(t.db, r.milk);
    expect(reservedBefore).toBe(45);
    const res = await t.call(admin, 'POST', '/api/load/create', { route_id: r.route.id, delivery_date: DAY });
    expect(res.statusCode, res.body).toBe(200);
    const sheet = loadDetailSchema.parse(res.json());
    expect(sheet).toMatchObject({ route_id: r.route.id, delivery_date: DAY, state: 'cargada', orders: 3 });
    // Visit order: Carla, Ana, Beto.
    expect(sheet.clients.map((c) => [c.client_id, c.state])).toEqual([
      [r.shops[2].id, 'cargado'],
      [r.shops[0].id, 'cargado'],
      [r.shops[1].id, 'cargado'],
    ]);
    const milk = sheet.products.find((p) => p.product_id === r.milk)!;
    // 45 units: the early lot's 30 first, then 15 of the late one.
    expect(milk).toMatchObject({ quantity: 45, short: 0, on_truck: 45, presentations: [{ presentation: 'Unidad', units: 1, quantity: 45 }] });
    expect(milk.lots.map((l) => [l.expiration_date, l.quantity])).toEqual([
      ['2099-06-30', 30],
      ['2099-12-31', 15],
    ]);
    const yogurt = sheet.products.find((p) => p.product_id === r.yogurt)!;
    expect(yogurt).toMatchObject({ quantity: 54, on_truck: 54 });
    expect(yogurt.presentations).toEqual([
      { presentation: 'Caja x12', units: 12, quantity: 2 },
      { presentation: 'Unidad', units: 1, quantity: 30 },
    ]);
    // Stock unchanged (the truck's lots are stock), Σ ledger = stock = Σ lots; the warehouse lots emptied FEFO.
    expect(await w.ledgerStock(r.milk)).toBe(80);
    expect(await w.ledgerStock(r.yogurt)).toBe(60);
    const [early] = await t.db.select({ q: lots.quantity }).from(lots).where(eq(lots.id, r.milkLots.early));
    const [late] = await t.db.select({ q: lots.quantity }).from(lots).where(eq(lots.id, r.milkLots.late));
    expect([Number(early.q), Number(late.q)]).toEqual([0, 35]);
    const moves = await t.db.select({ delta: kardex.delta, reason: kardex.reason, docKind: kardex.docKind, docId: kardex.docId }).from(kardex).where(eq(kardex.fkProduct, r.milk));
    expect(moves.filter((m) => m.reason === KARDEX_REASONS.load).map((m) => Number(m.delta)).sort((a, b) => a - b)).toEqual([-30, -15, 15, 30]);
    // The orders' reservation became the truck's: still held, so the warehouse's free stock is unchanged (35 of milk).
    expect(await reservedOf(t.db, r.milk)).toBe(45);
    const states = await t.db.select({ s: orders.state }).from(orders).where(eq(orders.id, orderIds[0]));
    expect(states[0].s).toBe('cargado');
    // The till sells the warehouse's 35 and no more: the truck's 45 are not sellable at the counter.
    const over = await t.recordSale(cashier, draft([{ product_id: r.milk, quantity: 36, price: 6 }], { id_type_payment: w.cash }));
    expect([over.statusCode, over.json().messages]).toEqual([400, [SALE_MSG.insufficient(`Leche HC`)]]);
    // A second sheet for the day finds nothing pending.
    await t.refused(admin, 'POST', '/api/load/create', { route_id: r.route.id, delivery_date: DAY }, 400, { messages: [LOAD_MSG.noOrders] });
  });

  it('lists the sheets and reads one; an unknown sheet is 404', async () => {
    const page = loadPage.parse((await t.call(admin, 'GET', '/api/load/list', { date_from: DAY, date_to: DAY })).json());
    expect(page.data.map((l) => [l.route_name, l.orders, l.state])).toEqual([['Ruta HC', 3, 'cargada']]);
    const detail = await t.call(admin, 'GET', '/api/load/detail', { id: page.data[0].id });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().clients[1].lines.map((l: { presentation: string | null; quantity: number }) => [l.presentation, l.quantity])).toEqual([
      [null, 20],
      ['Caja x12', 2],
    ]);
    expect((await t.call(admin, 'GET', '/api/load/detail', { id: 999_999 })).statusCode).toBe(404);
  });

  it("a preventista sees and delivers only their own routes' sheets; a cashier none", async () => {
    const add = await t.call(admin, 'POST', '/api/user/add', { name: 'Otro Preventista', category: 'v', username: 'hc_prev', password: md5Hex('clave-hc') });
    expect(add.statusCode, add.body).toBe(200);
    const seller = (await t.login('hc_prev', 'clave-hc')).json().token as string;
    const [sheet] = loadPage.parse((await t.call(admin, 'GET', '/api/load/list', { date_from: DAY, date_to: DAY })).json()).data;
    expect(loadPage.parse((await t.call(seller, 'GET', '/api/load/list', { date_from: DAY, date_to: DAY })).json()).data).toEqual([]);
    const forbidden = { messages: ['No tiene permiso para realizar esta operación'] };
    await t.refused(seller, 'GET', '/api/load/detail', { id: sheet.id }, 403, forbidden);
    await refusedDelivery(t, seller, { load_id: sheet.id, order_id: orderIds[0], cancelled: 1, id_type_payment: w.cash }, 403, forbidden);
    await t.refused(cashier, 'GET', '/api/load/list', {}, 403, forbidden);
  });

  it("loads only its orders' reservation and the free stock: an order short when taken never takes the units another pending order holds", async () => {
    // Yogurt: 54 of 60 on the first sheet's truck, 6 free. Ana's order for the 7th holds those 6; Beto's for the 8th, taken after, holds none.
    const [ana, beto] = r.shops;
    const held = await addOrder(t.db, { clientId: ana.id, routeId: r.route.id, userId: r.adminId, deliveryDate: '2099-01-07', lines: [{ productId: r.yogurt, quantity: 6, price: 10 }] });
    await addOrder(t.db, { clientId: beto.id, routeId: r.route.id, userId: r.adminId, deliveryDate: '2099-01-08', lines: [{ productId: r.yogurt, quantity: 4, price: 10 }] });
    expect(await reservedOf(t.db, r.yogurt)).toBe(60);
    // The 8th loaded first: nothing of the yogurt is its to take, all 4 short; Ana's 6 stay in the warehouse.
    const early = loadDetailSchema.parse((await t.call(admin, 'POST', '/api/load/create', { route_id: r.route.id, delivery_date: '2099-01-08' })).json());
    expect(early.products.filter((p) => p.product_id === r.yogurt).map((p) => [p.quantity, p.short])).toEqual([[0, 4]]);
    const [warehouse] = await t.db.select({ q: lots.quantity }).from(lots).where(eq(lots.id, r.yogurtLot));
    expect(Number(warehouse.q)).toBe(6);
    expect(await reservedOf(t.db, r.yogurt)).toBe(60);
    // The 7th gets all of Ana's 6.
    const late = loadDetailSchema.parse((await t.call(admin, 'POST', '/api/load/create', { route_id: r.route.id, delivery_date: '2099-01-07' })).json());
    expect(late.clients.map((c) => c.order_id)).toEqual([held]);
    expect(late.products.map((p) => [p.product_id, p.quantity, p.short])).toEqual([[r.yogurt, 6, 0]]);
    expect(await w.ledgerStock(r.yogurt)).toBe(60);
  });
});
