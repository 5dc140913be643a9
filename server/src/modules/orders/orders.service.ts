import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  centsText,
  EDITS,
  fromMilli,
  ORDER_MSG as M,
  toMilli,
  type AddOrderBody,
  type AnnulOrderBody,
  type EditOrderBody,
  type Order,
  type OrderListQuery,
  type OrderVisited,
  type OrderVisitedQuery,
  type Paged,
} from '@lactea/contracts';
import { orderLines, orders } from '../../db/schema/index.js';
import type { Tx } from '../../db/types.js';
import { audit } from '../../lib/audit.js';
import { businessMoment } from '../../lib/business-time.js';
import { actor, type Ctx } from '../../lib/context.js';
import { completeEdit } from '../../lib/edit-body.js';
import { badRequest } from '../../lib/errors.js';
import { writeOnce, type WriteOptions } from '../../lib/idempotency.js';
import { countRows, paged, pageIds } from '../../lib/paging.js';
import { bumpVersion, checkVersion } from '../../lib/version.js';
import { orderClient, orderTotalText, priceOrderLines, type PricedOrderLine } from './order-lines.js';
import { ordersByIds } from './order-view.js';
import { heldByProduct, release, reserve } from './reservation.js';

/**
 * PEDIDOS (decision 0073): a preventista's order for a delivery day, its units reserved against
 * the stock as it is taken; edited or annulled while pending (its reservation freed).
 */

/** Today or later in the business time zone. */
function refusePastDelivery(deliveryDate: string, today: string): void {
  if (deliveryDate < today) throw badRequest(M.deliveryPast);
}

/** The lines written with what each could reserve; answers the order's shortfall (units). */
async function writeLines(tx: Tx, orderId: number, lines: PricedOrderLine[], reserved: number[]): Promise<number> {
  await tx.insert(orderLines).values(
    lines.map((l, i) => ({
      fkOrder: orderId,
      line: l.line,
      fkProduct: l.fkProduct,
      fkPresentation: l.fkPresentation,
      presentationUnits: l.presentationUnits,
      quantity: l.quantity,
      units: l.units,
      reserved: reserved[i],
      unitPrice: centsText(l.priceCents),
      total: centsText(l.totalCents),
      fkPriceList: l.fkPriceList,
    })),
  );
  return fromMilli(lines.reduce((sum, l, i) => sum + toMilli(l.units) - toMilli(reserved[i]), 0));
}

const asked = (lines: PricedOrderLine[]) => lines.map((l) => ({ fkProduct: l.fkProduct, units: l.units }));

/** order/add: the client's order, its lines priced and reserved now; exactly once per Idempotency-Key. */
export function addOrder(ctx: Ctx, body: AddOrderBody, opts: WriteOptions = {}): Promise<Order> {
  const user = actor(ctx);
  return writeOnce(ctx, { key: opts.key, scope: 'order/add', body, reused: M.idempotencyReused }, async (tx) => {
    const moment = businessMoment(ctx.config.tzBusiness, opts.at);
    refusePastDelivery(body.delivery_date, moment.date);
    const client = await orderClient(tx, user, body.client_id);
    const lines = await priceOrderLines(tx, client, body.lines);
    const [{ id }] = await tx
      .insert(orders)
      .values({ fkClient: client.id, fkRoute: client.fkRoute, fkUser: user.id, deliveryDate: body.delivery_date, gloss: body.gloss ?? '', total: orderTotalText(lines), date: moment.date, hour: moment.hour })
      .returning({ id: orders.id });
    const reserved = await reserve(tx, new Map(), asked(lines));
    const shortfall = await writeLines(tx, id, lines, reserved);
    if (shortfall > 0) await tx.update(orders).set({ shortfall }).where(eq(orders.id, id));
    const [order] = await ordersByIds(tx, [id]);
    await audit(tx, ctx, { action: 'add', entity: 'order', entityId: id, after: order });
    return order;
  });
}

/**
 * The order locked (its key does not change: FOR NO KEY UPDATE), at the version the caller read,
 * pending, and taken by the caller when a preventista (another's order is not theirs to see: 404).
 */
async function lockPending(tx: Tx, ctx: Ctx, ref: { id: number; version: number }): Promise<Order> {
  const user = actor(ctx);
  const [locked] = await tx
    .select({ id: orders.id, version: orders.version, fkUser: orders.fkUser })
    .from(orders)
    .where(eq(orders.id, ref.id))
    .for('no key update');
  checkVersion(locked && (user.category === 'a' || locked.fkUser === user.id) ? locked : undefined, ref, M.notFound);
  const [order] = await ordersByIds(tx, [ref.id]);
  if (order.state !== 'pendiente') throw badRequest(M.notPending(order.state));
  return order;
}

const heldBy = (order: Order) => heldByProduct(order.lines.map((l) => ({ fkProduct: l.product_id, reserved: l.reserved })));

/** order/edit while pending: the delivery day, lines and gloss replaced; the old reservation freed and the new lines reserved and priced now. */
export function editOrder(ctx: Ctx, body: EditOrderBody): Promise<Order> {
  const user = actor(ctx);
  return ctx.db.transaction(async (tx) => {
    const before = await lockPending(tx, ctx, body);
    completeEdit(EDITS['PUT /api/order/edit'], body, before);
    refusePastDelivery(body.delivery_date, businessMoment(ctx.config.tzBusiness).date);
    const client = await orderClient(tx, user, before.client_id);
    const lines = await priceOrderLines(tx, client, body.lines);
    const reserved = await reserve(tx, heldBy(before), asked(lines));
    await tx.delete(orderLines).where(eq(orderLines.fkOrder, body.id));
    const shortfall = await writeLines(tx, body.id, lines, reserved);
    await tx
      .update(orders)
      .set({ deliveryDate: body.delivery_date, gloss: body.gloss ?? '', total: orderTotalText(lines), shortfall, ...bumpVersion(orders) })
      .where(eq(orders.id, body.id));
    const [after] = await ordersByIds(tx, [body.id]);
    await audit(tx, ctx, { action: 'edit', entity: 'order', entityId: body.id, before, after });
    return after;
  });
}

/** order/annul while pending: its reservation freed, the order kept as 'anulado'. */
export function annulOrder(ctx: Ctx, body: AnnulOrderBody): Promise<Order> {
  return ctx.db.transaction(async (tx) => {
    const before = await lockPending(tx, ctx, body);
    await release(tx, heldBy(before));
    await tx.update(orders).set({ state: 'anulado', ...bumpVersion(orders) }).where(eq(orders.id, body.id));
    const [after] = await ordersByIds(tx, [body.id]);
    await audit(tx, ctx, { action: 'annul', entity: 'order', entityId: body.id, before, after });
    return after;
  });
}

/**
 * order/list: newest first, by delivery day, route, state, client, shortfall; a preventista sees
 * only the orders they took. The page's ids are read first, its lines only for those (decision 0061).
 */
export function listOrders(ctx: Ctx, q: OrderListQuery): Promise<Paged<Order>> {
  const user = actor(ctx);
  const filters: SQL[] = [];
  if (user.category !== 'a') filters.push(eq(orders.fkUser, user.id));
  if (q.date) filters.push(eq(orders.deliveryDate, q.date));
  if (q.route_id) filters.push(eq(orders.fkRoute, q.route_id));
  if (q.client_id) filters.push(eq(orders.fkClient, q.client_id));
  if (q.state) filters.push(eq(orders.state, q.state));
  if (q.short === 1) filters.push(sql`${orders.shortfall} > 0`);
  const where = filters.length ? and(...filters) : undefined;
  return paged(
    q.page,
    ctx.config.pageSize,
    async (window) => {
      const page = pageIds(ctx.db, orders, orders.id, where, [desc(orders.id)], window);
      const ids = (await ctx.db.select({ id: page.id }).from(page).orderBy(desc(page.id))).map((r) => Number(r.id));
      return ordersByIds(ctx.db, ids);
    },
    () => countRows(ctx.db, orders, where),
  );
}

/** order/visited: the clients the caller took an order from on a day (not annulled), for PEDIDOS' marks. */
export async function visitedClients(ctx: Ctx, q: OrderVisitedQuery): Promise<OrderVisited> {
  const date = q.date ?? businessMoment(ctx.config.tzBusiness).date;
  const rows = await ctx.db
    .selectDistinct({ id: orders.fkClient })
    .from(orders)
    .where(and(eq(orders.fkUser, actor(ctx).id), eq(orders.date, date), sql`${orders.state} <> 'anulado'`));
  return { date, client_ids: rows.map((r) => r.id).sort((a, b) => a - b) };
}
