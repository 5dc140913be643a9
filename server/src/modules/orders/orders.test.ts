import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_MSG, ORDER_MSG, orderCatalogueSchema, orderClientSchema, orderPage, orderProductList, orderSchema, SALE_MSG, type Order } from '@lactea/contracts';
import { createSaleTestApp, type TestApp } from '../../../test/helpers.js';
import { productStock } from '../../db/schema/index.js';
import { rowsOf } from '../../db/types.js';
import { businessToday } from '../../lib/business-time.js';
import { md5Hex } from '../auth/password.js';
import { draft, type SaleWorld } from '../sales/sales.fixtures.js';

const FAR = '2099-12-31';

/** PEDIDOS: order/add, list, edit, annul, and the reservation that the tills and other orders respect. */
describe('orders (PEDIDOS) and their reservation', () => {
  let t: TestApp;
  let w: SaleWorld;
  let admin: string;
  let cashier: string;
  let seller: { id: number; token: string };
  let other: { id: number; token: string };
  let shop: { id: number; business_name: string };
  let offRoute: { id: number; business_name: string };
  let routeId: number;
  let today: string;
  let n = 0;

  const add = (token: string, body: unknown, key: string | null = randomUUID()) =>
    t.app.inject({ method: 'POST', url: '/api/order/add', headers: { authorization: `Bearer ${token}`, ...(key ? { 'idempotency-key': key } : {}) }, payload: body as object });
  const reserved = async (productId: number) => {
    const [row] = await t.db.select({ r: productStock.reserved }).from(productStock).where(eq(productStock.fkProduct, productId));
    return Number(row.r);
  };
  /** product_stock.reserved = Σ reserved of pending orders' lines, for the product. */
  const heldByPending = async (productId: number) => {
    const [row] = rowsOf<{ n: string }>(
      await t.db.execute(sql`select coalesce(sum(l.reserved), 0)::text as n from order_lines l join orders o on o.id = l.fk_order where o.state = 'pendiente' and l.fk_product = ${productId}`),
    );
    return Number(row.n);
  };
  async function addUser(category: 'v' | 'u') {
    const username = `ped_${category}${++n}`;
    const res = await t.call(admin, 'POST', '/api/user/add', { name: `Pedidos ${category}${n}`, category, username, password: md5Hex('clave-pedido') });
    expect(res.statusCode, res.body).toBe(200);
    const login = await t.login(username, 'clave-pedido');
    return { id: res.json().id as number, token: login.json().token as string };
  }
  async function addClient(name: string, extra: Record<string, unknown> = {}) {
    const res = await t.call(admin, 'POST', '/api/client/add', { business_name: name, ci_nit: `PE${++n}${Date.now()}`, ...extra });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { id: number; business_name: string };
  }
  const orderOf = (res: { statusCode: number; body: string; json(): unknown }): Order => {
    expect(res.statusCode, res.body).toBe(200);
    return orderSchema.parse(res.json());
  };

  beforeAll(async () => {
    ({ t, w } = await createSaleTestApp());
    admin = await t.adminToken();
    cashier = await t.cashierToken();
    seller = await addUser('v');
    other = await addUser('v');
    today = businessToday(t.config.tzBusiness);
    shop = await addClient('Tienda Pedido');
    offRoute = await addClient('Tienda Sin Ruta');
    const route = await t.call(admin, 'POST', '/api/route/add', { name: 'Ruta Pedidos', user_id: seller.id, visit_days: [1, 2, 3, 4, 5, 6] });
    routeId = route.json().id;
    const set = await t.call(admin, 'PUT', '/api/route/set-clients', { route_id: routeId, version: route.json().version, client_ids: [shop.id] });
    expect(set.statusCode, set.body).toBe(200);
  });
  afterAll(() => t.close());

  it('takes an order: priced by the client list then (kept), units reserved, the rest marked as shortfall; audited', async () => {
    const milk = await w.addProduct('Leche Pedido', '7.00');
    await w.addLot(milk, 30, FAR);
    const crate = await t.call(admin, 'POST', '/api/presentation/add', { product_id: milk, name: 'Caja x12', units: 12, barcode: `PC${++n}`, price: 80 });
    expect(crate.statusCode, crate.body).toBe(200);
    const list = await t.call(admin, 'POST', '/api/price-list/add', { name: `Mayorista ${n}` });
    const prices = await t.call(admin, 'PUT', '/api/price-list/set-price', { price_list_id: list.json().id, product_id: milk, presentation_id: crate.json().id, min_quantity: 1, price: 75 });
    expect(prices.statusCode, prices.body).toBe(200);
    const client = await addClient('Tienda Mayorista', { fk_price_list: list.json().id });
    const auditFrom = await t.lastAuditId();
    const order = orderOf(
      await add(admin, { client_id: client.id, delivery_date: today, lines: [{ product_id: milk, presentation_id: crate.json().id, quantity: 2 }, { product_id: milk, quantity: 10 }], gloss: 'Antes de las 9' }),
    );
    // 2 crates = 24 units reserved; of the 10 units only 6 are left: 4 short.
    expect(order).toMatchObject({ client_id: client.id, route_id: null, state: 'pendiente', total: 220, shortfall: 4, gloss: 'Antes de las 9', version: 1, delivery_date: today });
    expect(order.lines).toMatchObject([
      { line: 1, quantity: 2, units: 24, reserved: 24, shortfall: 0, unit_price: 75, total: 150, price_label: `Lista Mayorista ${n - 1}`, presentation: { name: 'Caja x12', units: 12 } },
      { line: 2, quantity: 10, units: 10, reserved: 6, shortfall: 4, unit_price: 7, total: 70, price_list_id: null, presentation: null },
    ]);
    expect(await reserved(milk)).toBe(30);
    // The list's price changes later: the order keeps the one it was taken at.
    await t.db.execute(sql`update price_list_prices set price = 99 where fk_product = ${milk}`);
    const listed = orderPage.parse((await t.call(admin, 'GET', '/api/order/list', { client_id: client.id })).json());
    expect(listed.data[0].lines[0].unit_price).toBe(75);
    expect((await t.auditSince(auditFrom)).map((a) => [a.action, a.entity])).toEqual([['add', 'order']]);
    // The phone's form: the client's credit and whole list, the products with their presentations (no cost).
    const info = orderClientSchema.parse((await t.call(admin, 'GET', '/api/order/client', { client_id: client.id })).json());
    expect(info).toMatchObject({ id: client.id, credit: { credit_limit: null, debt: 0, overdue_since: null }, price_list: { id: list.json().id, rows: [{ product_id: milk, price: 99 }] } });
    const found = orderProductList.parse((await t.call(seller.token, 'GET', '/api/order/products', { search: 'Leche Pedido' })).json());
    expect(found.map((p) => [p.product, p.presentations.map((x) => x.name)])).toEqual([['Leche Pedido', ['Caja x12']]]);
    expect(found[0]).not.toHaveProperty('cost');
    const scanned = orderProductList.parse((await t.call(seller.token, 'GET', '/api/order/products', { barcode: crate.json().barcode })).json());
    expect(scanned.map((p) => p.id)).toEqual([milk]);
    const notMine = await t.call(seller.token, 'GET', '/api/order/client', { client_id: client.id });
    expect([notMine.statusCode, notMine.json().messages]).toEqual([400, [ORDER_MSG.clientNotOnYourRoute('Tienda Mayorista')]]);
    // The administrator's list of orders short of stock.
    const short = orderPage.parse((await t.call(admin, 'GET', '/api/order/list', { short: 1 })).json());
    expect(short.data.map((o) => o.id)).toContain(order.id);
  });

  it("order/catalogue: the preventista's routes of the day, their clients with credit and list, every enabled product with its presentations and no cost", async () => {
    const yogurt = await w.addProduct('Yogur Catalogo', '5.50');
    const crate = await t.call(admin, 'POST', '/api/presentation/add', { product_id: yogurt, name: 'Pack x6', units: 6, barcode: `PC${++n}`, price: 30 });
    expect(crate.statusCode, crate.body).toBe(200);
    const catalogue = (token: string, date: string) => t.call(token, 'GET', '/api/order/catalogue', { date });
    // 2026-11-30 is a Monday: the route is visited; a Sunday has no route.
    const monday = orderCatalogueSchema.parse((await catalogue(seller.token, '2026-11-30')).json());
    expect(monday.day.routes.map((r) => [r.name, r.clients.map((c) => c.client_id)])).toEqual([['Ruta Pedidos', [shop.id]]]);
    expect(monday.clients).toMatchObject([{ id: shop.id, business_name: shop.business_name, credit: { debt: 0 }, price_list: null }]);
    const product = monday.products.find((p) => p.id === yogurt)!;
    expect(product).toMatchObject({ product: 'Yogur Catalogo', price: 5.5, presentations: [{ id: crate.json().id, name: 'Pack x6', units: 6, price: 30 }] });
    expect(product).not.toHaveProperty('cost');
    const sunday = orderCatalogueSchema.parse((await catalogue(seller.token, '2026-11-29')).json());
    expect([sunday.day.routes, sunday.clients]).toEqual([[], []]);
    // Another preventista's catalogue holds none of this route's clients; a cashier may not read it.
    expect(orderCatalogueSchema.parse((await catalogue(other.token, '2026-11-30')).json()).clients).toEqual([]);
    expect((await catalogue(cashier, '2026-11-30')).statusCode).toBe(403);
  });

  it('requires an Idempotency-Key; the same key answers the first order, another body under it is 409', async () => {
    const p = await w.addProduct('Yogur Pedido', '5.00');
    await w.addLot(p, 10, FAR);
    const body = { client_id: shop.id, delivery_date: today, lines: [{ product_id: p, quantity: 3 }] };
    const before = await t.snapshot();
    const none = await add(seller.token, body, null);
    expect([none.statusCode, none.json().messages]).toEqual([400, [IDEMPOTENCY_MSG.required]]);
    expect(await t.snapshot()).toEqual(before);
    const key = randomUUID();
    const [a, b, c] = await Promise.all([add(seller.token, body, key), add(seller.token, body, key), add(seller.token, body, key)]);
    const first = orderOf(a);
    expect(orderOf(b)).toEqual(first);
    expect(orderOf(c)).toEqual(first);
    expect(await reserved(p)).toBe(3);
    const reused = await add(seller.token, { ...body, lines: [{ product_id: p, quantity: 4 }] }, key);
    expect([reused.statusCode, reused.json().messages]).toEqual([409, [ORDER_MSG.idempotencyReused]]);
    expect(await reserved(p)).toBe(3);
  });

  it('refuses bad orders with every message at once, and changes nothing', async () => {
    const p = await w.addProduct('Queso Pedido', '30.00');
    const kg = await w.addProduct('Queso Kilo', '40.00', { unit: 'kg' });
    const off = await w.addProduct('Apagado Pedido', '3.00', { enabled: 0 });
    const before = await t.snapshot();
    const cases: [string, unknown, string[]][] = [
      [admin, { client_id: 999_999, delivery_date: today, lines: [{ product_id: p, quantity: 1 }] }, [ORDER_MSG.clientMissing]],
      [admin, { client_id: shop.id, delivery_date: '2000-01-01', lines: [{ product_id: p, quantity: 1 }] }, [ORDER_MSG.deliveryPast]],
      [admin, { client_id: shop.id, delivery_date: today, lines: [{ product_id: p, quantity: 1.5 }, { product_id: off, quantity: 1 }, { product_id: 999_999, quantity: 1 }] }, [
        ORDER_MSG.wholeQuantity('Queso Pedido'),
        ORDER_MSG.productDisabled('Apagado Pedido'),
        ORDER_MSG.productMissing(999_999),
      ]],
      [admin, { client_id: shop.id, delivery_date: today, lines: [{ product_id: kg, presentation_id: 999_999, quantity: 1 }] }, [ORDER_MSG.presentationMissing('Queso Kilo')]],
      // A preventista takes orders for the clients of their own routes only.
      [seller.token, { client_id: offRoute.id, delivery_date: today, lines: [{ product_id: p, quantity: 1 }] }, [ORDER_MSG.clientNotOnYourRoute('Tienda Sin Ruta')]],
      [other.token, { client_id: shop.id, delivery_date: today, lines: [{ product_id: p, quantity: 1 }] }, [ORDER_MSG.clientNotOnYourRoute('Tienda Pedido')]],
      [admin, { client_id: shop.id, delivery_date: today, lines: [] }, [`Líneas: ${ORDER_MSG.addLines}`]],
      [admin, { client_id: shop.id, delivery_date: today, lines: [{ product_id: p, quantity: 1, price: 3 }] }, ['Campo no permitido: lines.0.price']],
    ];
    for (const [token, body, messages] of cases) {
      const res = await add(token, body);
      expect(res.statusCode, `${JSON.stringify(body)}: ${res.body}`).toBe(400);
      for (const m of messages) expect(res.json().messages.some((x: string) => x === m || x.endsWith(m)), `${m} in ${res.body}`).toBe(true);
    }
    expect(await t.snapshot()).toEqual(before);
    // A kilogram product takes 3 decimals.
    expect(orderOf(await add(admin, { client_id: shop.id, delivery_date: today, lines: [{ product_id: kg, quantity: 1.25 }] })).lines[0]).toMatchObject({ quantity: 1.25, units: 1.25, reserved: 0, shortfall: 1.25 });
    // Who may: the preventista and the administrator (access 'route'); a cashier 403, no token 401.
    expect((await add(cashier, { client_id: shop.id, delivery_date: today, lines: [{ product_id: p, quantity: 1 }] })).statusCode).toBe(403);
    expect((await t.call(undefined, 'GET', '/api/order/list')).statusCode).toBe(401);
  });

  it('lists by day, route, state and client; a preventista sees only the orders they took', async () => {
    const p = await w.addProduct('Mantequilla Pedido', '12.00');
    await w.addLot(p, 50, FAR);
    const mine = orderOf(await add(seller.token, { client_id: shop.id, delivery_date: FAR, lines: [{ product_id: p, quantity: 1 }] }));
    const theirs = orderOf(await add(admin, { client_id: shop.id, delivery_date: FAR, lines: [{ product_id: p, quantity: 2 }] }));
    expect(mine).toMatchObject({ route_id: routeId, route_name: 'Ruta Pedidos', user_id: seller.id });
    const ids = async (token: string, q: Record<string, unknown>) => orderPage.parse((await t.call(token, 'GET', '/api/order/list', q)).json()).data.map((o) => o.id);
    expect(await ids(admin, { date: FAR })).toEqual([theirs.id, mine.id]);
    expect(await ids(seller.token, { date: FAR })).toEqual([mine.id]);
    expect(await ids(admin, { date: FAR, route_id: routeId, state: 'pendiente' })).toEqual([theirs.id, mine.id]);
    expect(await ids(admin, { date: FAR, state: 'anulado' })).toEqual([]);
    // PEDIDOS marks the clients the preventista took an order from today.
    const visited = await t.call(seller.token, 'GET', '/api/order/visited');
    expect(visited.json()).toEqual({ date: today, client_ids: [shop.id] });
    expect((await t.call(other.token, 'GET', '/api/order/visited')).json().client_ids).toEqual([]);
    expect((await t.call(admin, 'GET', '/api/order/list', { state: 'perdido' })).statusCode).toBe(400);
    expect((await t.call(cashier, 'GET', '/api/order/list')).statusCode).toBe(403);
    // Another preventista's order is none of theirs: not found.
    const res = await t.call(other.token, 'PATCH', '/api/order/annul', { id: mine.id, version: mine.version });
    expect([res.statusCode, res.json().messages]).toEqual([404, [ORDER_MSG.notFound]]);
  });

  it('edits a pending order: old reservation freed, new lines reserved and priced now; a stale version is 409', async () => {
    const p = await w.addProduct('Dulce Pedido', '9.00');
    const q = await w.addProduct('Flan Pedido', '4.00');
    await w.addLot(p, 10, FAR);
    await w.addLot(q, 10, FAR);
    const order = orderOf(await add(seller.token, { client_id: shop.id, delivery_date: today, lines: [{ product_id: p, quantity: 8 }] }));
    const rival = orderOf(await add(admin, { client_id: shop.id, delivery_date: today, lines: [{ product_id: p, quantity: 5 }] }));
    expect([rival.shortfall, await reserved(p)]).toEqual([3, 10]);
    const edited = orderOf(
      await t.call(seller.token, 'PUT', '/api/order/edit', { id: order.id, version: order.version, delivery_date: FAR, lines: [{ product_id: p, quantity: 2 }, { product_id: q, quantity: 3 }], gloss: null }),
    );
    expect(edited).toMatchObject({ version: 2, delivery_date: FAR, gloss: '', total: 30, shortfall: 0 });
    expect([await reserved(p), await reserved(q)]).toEqual([4, 3]);
    expect([await heldByPending(p), await heldByPending(q)]).toEqual([4, 3]);
    const stale = await t.call(seller.token, 'PUT', '/api/order/edit', { id: order.id, version: order.version, delivery_date: FAR, lines: [{ product_id: p, quantity: 1 }], gloss: null });
    expect(stale.statusCode).toBe(409);
    const client = await t.call(seller.token, 'PUT', '/api/order/edit', { ...edited, lines: [{ product_id: p, quantity: 1 }], client_id: offRoute.id });
    expect([client.statusCode, client.json().messages]).toEqual([400, ['El cliente de un pedido no se puede cambiar: anúlelo y tome otro']]);
  });

  it('annuls a pending order: its reservation freed; an annulled order is neither edited nor annulled again', async () => {
    const p = await w.addProduct('Nata Pedido', '6.00');
    await w.addLot(p, 5, FAR);
    const order = orderOf(await add(seller.token, { client_id: shop.id, delivery_date: today, lines: [{ product_id: p, quantity: 5 }] }));
    expect(await reserved(p)).toBe(5);
    const annulled = orderOf(await t.call(seller.token, 'PATCH', '/api/order/annul', { id: order.id, version: order.version }));
    expect(annulled).toMatchObject({ state: 'anulado', version: 2 });
    expect(await reserved(p)).toBe(0);
    const again = await t.call(admin, 'PATCH', '/api/order/annul', { id: order.id, version: annulled.version });
    expect([again.statusCode, again.json().messages]).toEqual([400, [ORDER_MSG.notPending('anulado')]]);
    const edit = await t.call(admin, 'PUT', '/api/order/edit', { id: order.id, version: annulled.version, delivery_date: today, lines: [{ product_id: p, quantity: 1 }], gloss: null });
    expect([edit.statusCode, edit.json().messages]).toEqual([400, [ORDER_MSG.notPending('anulado')]]);
    expect(await reserved(p)).toBe(0);
  });

  it('a till sells only stock − reserved; an offline sale is never refused for it', async () => {
    const p = await w.addProduct('Caja Reserva', '10.00');
    await w.addLot(p, 10, FAR);
    orderOf(await add(seller.token, { client_id: shop.id, delivery_date: today, lines: [{ product_id: p, quantity: 7 }] }));
    // The till's search and its snapshot show what it may sell: 10 − 7 reserved.
    const search = await t.call(cashier, 'GET', '/api/sale/till-search', { search: 'Caja Reserva' });
    expect(search.json().map((r: { id: number; stock: number }) => [r.id, r.stock])).toEqual([[p, 3]]);
    const snapshot = await t.call(cashier, 'GET', '/api/sale/till-snapshot');
    expect(snapshot.json().products.find((r: { id: number }) => r.id === p)).toMatchObject({ stock: 3 });
    const sale = (quantity: number) => t.recordSale(cashier, draft([{ product_id: p, quantity, price: 10 }], { id_type_payment: w.cash }), randomUUID());
    const refused = await sale(4);
    expect([refused.statusCode, refused.json().messages]).toEqual([400, [SALE_MSG.reservedForOrders('Caja Reserva')]]);
    expect((await sale(3)).statusCode).toBe(200);
    expect((await sale(1)).statusCode).toBe(400);
    expect(await w.ledgerStock(p)).toBe(7);
    // The offline till's sale already handed its goods over: taken, leaving stock below the reservation.
    const offline = { ...draft([{ product_id: p, quantity: 2, price: 10 }], { id_type_payment: w.cash }), offline: { device_id: 'caja-pedido-01', device_name: 'Caja 1', sold_at: new Date().toISOString(), provisional_number: 'CP-0001' } };
    expect((await t.recordSale(cashier, offline, randomUUID())).statusCode).toBe(200);
    expect([await w.ledgerStock(p), await reserved(p)]).toEqual([5, 7]);
    // Nothing is free now: another order reserves nothing and says how many are missing.
    const late = orderOf(await add(admin, { client_id: shop.id, delivery_date: today, lines: [{ product_id: p, quantity: 2 }] }));
    expect(late.lines[0]).toMatchObject({ reserved: 0, shortfall: 2 });
    expect(ORDER_MSG.shortfall(late.lines[0].shortfall)).toBe('Faltante: 2');
  });

  it('20 concurrent orders and till sales on the last units never hold or sell more than the stock; stock = Σ ledger', async () => {
    const p = await w.addProduct('Ultima Reserva', '8.00');
    await w.addLot(p, 4, '2098-06-01');
    await w.addLot(p, 6, FAR);
    // 6 of the 10 already held: 4 left for 20 tills and 20 phones at once.
    const first = orderOf(await add(admin, { client_id: shop.id, delivery_date: today, lines: [{ product_id: p, quantity: 6 }] }));
    const orderBody = { client_id: shop.id, delivery_date: today, lines: [{ product_id: p, quantity: 1 }] };
    const saleBody = draft([{ product_id: p, quantity: 1, price: 8 }], { id_type_payment: w.card });
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 ? add(i % 4 === 1 ? seller.token : admin, orderBody) : t.recordSale(i % 4 === 0 ? cashier : admin, saleBody, randomUUID()))),
    );
    const orders = [first, ...answers.filter((_, i) => i % 2).map(orderOf)];
    const sales = answers.filter((_, i) => i % 2 === 0);
    for (const s of sales) if (s.statusCode !== 200) expect(s.json().messages, s.body).toEqual([expect.stringMatching(/^Inventario insuficiente de Ultima Reserva|^Un pedido acaba de reservar/)]);
    const sold = sales.filter((s) => s.statusCode === 200).length;
    const held = orders.reduce((sum, o) => sum + o.lines[0].reserved, 0);
    expect(sold + held).toBe(10);
    expect(orders.reduce((sum, o) => sum + o.shortfall, 0)).toBe(26 - held);
    expect(await w.ledgerStock(p)).toBe(10 - sold);
    expect(await reserved(p)).toBe(held);
    expect(await heldByPending(p)).toBe(held);
  });
});
