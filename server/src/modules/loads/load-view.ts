import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { fromCents, type ListLoadsQuery, type LoadDetail, type LoadDetailQuery, type LoadOrder, type LoadProduct, type LoadRow, type Paged, type RouteClosing } from '@lactea/contracts';
import {
  clients,
  loadClosingPayments,
  loadClosingProducts,
  loadDeliveredLines,
  loadOrders,
  loads,
  loadShortfalls,
  lots,
  orderLines,
  orders,
  presentations,
  products,
  routes,
  typePayments,
  users,
} from '../../db/schema/index.js';
import type { Executor } from '../../db/types.js';
import { actor, type Ctx } from '../../lib/context.js';
import { countRows, paged } from '../../lib/paging.js';

/** A load sheet's head as the list and the detail give it. */
const head = (tz: string) => ({
  id: loads.id,
  route_id: loads.fkRoute,
  route_name: routes.name,
  delivery_date: loads.deliveryDate,
  state: sql<'cargada' | 'cerrada'>`${loads.state}`,
  orders: sql<number>`(select count(*)::int from ${loadOrders} lo where lo.fk_load = ${loads.id})`,
  created_at: sql<string>`to_char(${loads.createdAt} at time zone ${tz}, 'YYYY-MM-DD HH24:MI')`,
  user_name: users.name,
  version: loads.version,
});
const selectHeads = (db: Executor, tz: string) => db.select(head(tz)).from(loads).innerJoin(routes, eq(routes.id, loads.fkRoute)).innerJoin(users, eq(users.id, loads.fkUser));

/** load/list: newest delivery date first, optionally within delivery dates. */
export function listLoads(ctx: Ctx, q: ListLoadsQuery): Promise<Paged<LoadRow>> {
  const user = actor(ctx);
  // A preventista: the sheets of their own routes only.
  const own = user.category === 'a' ? undefined : inArray(loads.fkRoute, ctx.db.select({ id: routes.id }).from(routes).where(eq(routes.fkUser, user.id)));
  const where = and(q.date_from ? gte(loads.deliveryDate, q.date_from) : undefined, q.date_to ? lte(loads.deliveryDate, q.date_to) : undefined, own);
  return paged(
    q.page,
    ctx.config.pageSize,
    ({ limit, offset }) =>
      selectHeads(ctx.db, ctx.config.tzBusiness)
        .where(where)
        .orderBy(desc(loads.deliveryDate), desc(loads.id))
        .limit(limit)
        .offset(offset)
        .then((rows) => rows.map((r) => ({ ...r, orders: Number(r.orders) }))),
    () => countRows(ctx.db, loads, where),
  );
}

/** load/detail: the sheet per product (what to load, in which presentations, from which lots) and per client (the orders). Null: no such sheet. */
export async function loadDetail(ctx: Ctx, q: LoadDetailQuery, db: Executor = ctx.db): Promise<LoadDetail | null> {
  const [row] = await selectHeads(db, ctx.config.tzBusiness).where(eq(loads.id, q.id));
  if (!row) return null;
  const [productsOf, clientsOf, closing, types] = await Promise.all([
    loadProducts(db, q.id),
    loadClients(db, q.id),
    routeClosing(db, ctx, q.id),
    db.select({ id: typePayments.id, type_pay: typePayments.typePay, is_cash: typePayments.isCash }).from(typePayments).where(eq(typePayments.enabled, 1)).orderBy(asc(typePayments.id)),
  ]);
  return { ...row, orders: Number(row.orders), products: productsOf, clients: clientsOf, payment_types: types, closing };
}

async function loadProducts(db: Executor, loadId: number): Promise<LoadProduct[]> {
  const [truck, shorts, ordered] = await Promise.all([
    db
      .select({ fkProduct: lots.fkProduct, id: lots.id, expirationDate: lots.expirationDate, loaded: lots.initialQuantity, left: lots.quantity })
      .from(lots)
      .where(eq(lots.fkLoad, loadId))
      .orderBy(asc(lots.fkProduct), asc(lots.expirationDate), asc(lots.id)),
    db.select().from(loadShortfalls).where(eq(loadShortfalls.fkLoad, loadId)),
    db
      .select({
        fkProduct: orderLines.fkProduct,
        product: products.product,
        code: products.code,
        unit: products.unit,
        presentation: presentations.name,
        units: orderLines.presentationUnits,
        quantity: sql<string>`sum(${orderLines.quantity})`,
      })
      .from(orderLines)
      .innerJoin(loadOrders, and(eq(loadOrders.fkOrder, orderLines.fkOrder), eq(loadOrders.fkLoad, loadId)))
      .innerJoin(products, eq(products.id, orderLines.fkProduct))
      .leftJoin(presentations, eq(presentations.id, orderLines.fkPresentation))
      .groupBy(orderLines.fkProduct, products.product, products.code, products.unit, presentations.name, orderLines.presentationUnits)
      .orderBy(asc(products.product), asc(orderLines.fkProduct), desc(orderLines.presentationUnits)),
  ]);
  const byProduct = new Map<number, LoadProduct>();
  for (const o of ordered) {
    let p = byProduct.get(o.fkProduct);
    if (!p) {
      p = { product_id: o.fkProduct, product: o.product, code: o.code, unit: o.unit as 'unidad' | 'kg', quantity: 0, short: 0, on_truck: 0, presentations: [], lots: [] };
      byProduct.set(o.fkProduct, p);
    }
    p.presentations.push({ presentation: o.presentation ?? 'Unidad', units: o.units, quantity: Number(o.quantity) });
  }
  // Sums in thousandths: a weighed product's kilograms are exact.
  const milli = new Map<number, { loaded: number; left: number }>();
  for (const l of truck) {
    const p = byProduct.get(l.fkProduct);
    if (!p) continue;
    const m = milli.get(l.fkProduct) ?? { loaded: 0, left: 0 };
    m.loaded += Math.round(Number(l.loaded) * 1000);
    m.left += Math.round(Number(l.left) * 1000);
    milli.set(l.fkProduct, m);
    p.lots.push({ lot_id: l.id, expiration_date: l.expirationDate, quantity: Number(l.loaded) });
  }
  for (const [id, m] of milli) Object.assign(byProduct.get(id)!, { quantity: m.loaded / 1000, on_truck: m.left / 1000 });
  for (const s of shorts) {
    const p = byProduct.get(s.fkProduct);
    if (p) p.short = Number(s.quantity);
  }
  return [...byProduct.values()];
}

async function loadClients(db: Executor, loadId: number): Promise<LoadOrder[]> {
  const rows = await db
    .select({
      orderId: loadOrders.fkOrder,
      position: loadOrders.position,
      state: loadOrders.state,
      saleId: loadOrders.fkSale,
      clientId: clients.id,
      businessName: clients.businessName,
      ciNit: clients.ciNit,
      orderTotal: orders.total,
      lineId: orderLines.id,
      productId: orderLines.fkProduct,
      product: products.product,
      unit: products.unit,
      presentationId: orderLines.fkPresentation,
      presentation: presentations.name,
      quantity: orderLines.quantity,
      delivered: loadDeliveredLines.quantity,
      unitPrice: orderLines.unitPrice,
      total: orderLines.total,
    })
    .from(loadOrders)
    .innerJoin(orders, eq(orders.id, loadOrders.fkOrder))
    .innerJoin(clients, eq(clients.id, orders.fkClient))
    .innerJoin(orderLines, eq(orderLines.fkOrder, orders.id))
    .innerJoin(products, eq(products.id, orderLines.fkProduct))
    .leftJoin(presentations, eq(presentations.id, orderLines.fkPresentation))
    .leftJoin(loadDeliveredLines, and(eq(loadDeliveredLines.fkLoad, loadId), eq(loadDeliveredLines.fkOrderLine, orderLines.id)))
    .where(eq(loadOrders.fkLoad, loadId))
    .orderBy(asc(loadOrders.position), asc(orderLines.line));
  const out: LoadOrder[] = [];
  for (const r of rows) {
    let o = out.at(-1);
    if (o?.order_id !== r.orderId) {
      o = { order_id: r.orderId, position: r.position, client_id: r.clientId, business_name: r.businessName, ci_nit: r.ciNit, state: r.state, total: Number(r.orderTotal), sale_id: r.saleId, lines: [] };
      out.push(o);
    }
    o.lines.push({
      line_id: r.lineId,
      product_id: r.productId,
      product: r.product,
      unit: r.unit as 'unidad' | 'kg',
      presentation_id: r.presentationId,
      presentation: r.presentation,
      quantity: Number(r.quantity),
      delivered: r.delivered === null ? null : Number(r.delivered),
      unit_price: Number(r.unitPrice),
      total: Number(r.total),
    });
  }
  return out;
}

/** The route's closing as recorded; null while the truck is out. */
async function routeClosing(db: Executor, ctx: Ctx, loadId: number): Promise<RouteClosing | null> {
  const [c] = await db
    .select({
      closedAt: sql<string>`to_char(${loads.closedAt} at time zone ${ctx.config.tzBusiness}, 'YYYY-MM-DD HH24:MI')`,
      userName: users.name,
      difference: loads.differenceCents,
      credit: loads.creditCents,
      reason: loads.closeReason,
    })
    .from(loads)
    .innerJoin(users, eq(users.id, loads.fkClosedBy))
    .where(eq(loads.id, loadId));
  if (!c) return null;
  const [prods, pays] = await Promise.all([
    db
      .select({ product_id: loadClosingProducts.fkProduct, product: products.product, loaded: loadClosingProducts.loaded, delivered: loadClosingProducts.delivered, returned: loadClosingProducts.returned, merma: loadClosingProducts.merma, merma_reason: loadClosingProducts.mermaReason })
      .from(loadClosingProducts)
      .innerJoin(products, eq(products.id, loadClosingProducts.fkProduct))
      .where(eq(loadClosingProducts.fkLoad, loadId))
      .orderBy(asc(products.product)),
    db
      .select({ id_type_payment: loadClosingPayments.fkTypePayment, type_pay: typePayments.typePay, expected: loadClosingPayments.expectedCents, counted: loadClosingPayments.countedCents })
      .from(loadClosingPayments)
      .innerJoin(typePayments, eq(typePayments.id, loadClosingPayments.fkTypePayment))
      .where(eq(loadClosingPayments.fkLoad, loadId))
      .orderBy(asc(typePayments.id)),
  ]);
  return {
    closed_at: c.closedAt,
    user_name: c.userName,
    products: prods.map((p) => ({ ...p, loaded: Number(p.loaded), delivered: Number(p.delivered), returned: Number(p.returned), merma: Number(p.merma) })),
    payments: pays.map((p) => ({ ...p, expected: fromCents(Number(p.expected)), counted: fromCents(Number(p.counted)) })),
    credit: fromCents(Number(c.credit ?? 0)),
    difference: fromCents(Number(c.difference ?? 0)),
    reason: c.reason,
  };
}
