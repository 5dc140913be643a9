import { and, asc, eq, sql } from 'drizzle-orm';
import { fromMilli, LOAD_MSG, toMilli, type CreateLoadBody, type LoadDetail } from '@lactea/contracts';
import { loadOrders, loads, loadShortfalls, lots, orderLines, orders, productStock, routeClients, routes } from '../../db/schema/index.js';
import type { Tx } from '../../db/types.js';
import { anyOf } from '../../db/prepared.js';
import { actor, type Ctx } from '../../lib/context.js';
import { audit } from '../../lib/audit.js';
import { businessToday } from '../../lib/business-time.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { fefoOrder, lotsToTruck, sellableLotsFilter, shareOutLots, type LockedLot } from '../stock/ledger.js';
import { shiftHeld } from '../orders/reservation.js';
import { loadDetail } from './load-view.js';

/**
 * load/create: a route's pending orders of a delivery date → one load sheet. The orders are locked
 * and become 'cargado'; their units are taken FEFO from the warehouse's sellable lots into lots of
 * the truck (`lotsToTruck`), as far as the orders' own reservation and the free stock go; what is
 * left is the sheet's shortfall. The truck's units
 * stay counted in product_stock.reserved in place of the orders' reservation (decision 0075), so
 * stock − reserved, what a till or a new order may take, is still the warehouse's free stock.
 */
export async function createLoad(ctx: Ctx, body: CreateLoadBody): Promise<LoadDetail> {
  const id = await ctx.db.transaction(async (tx) => {
    const [route] = await tx.select({ id: routes.id, name: routes.name, enabled: routes.enabled }).from(routes).where(eq(routes.id, body.route_id)).for('key share');
    if (!route) throw notFound(LOAD_MSG.routeMissing);
    if (route.enabled !== 1) throw badRequest(LOAD_MSG.routeDisabled(route.name));
    const pending = await pendingOrders(tx, body);
    if (pending.length === 0) throw badRequest(LOAD_MSG.noOrders);
    const [load] = await tx.insert(loads).values({ fkRoute: route.id, deliveryDate: body.delivery_date, fkUser: actor(ctx).id }).returning({ id: loads.id });
    const orderIds = pending.map((o) => o.id);
    await tx.insert(loadOrders).values(pending.map((o, i) => ({ fkLoad: load.id, fkOrder: o.id, position: i + 1 })));
    await tx.update(orders).set({ state: 'cargado', version: sql`${orders.version} + 1` }).where(anyOf(orders.id, orderIds));
    await loadTruck(tx, ctx, load.id, orderIds);
    await audit(tx, ctx, { action: 'add', entity: 'load', entityId: load.id, after: { route_id: route.id, delivery_date: body.delivery_date, order_ids: orderIds } });
    return load.id;
  });
  return (await loadDetail(ctx, { id }))!;
}

/** The route's pending orders of the day, locked, in visit order (a client no longer on the route last). */
function pendingOrders(tx: Tx, body: CreateLoadBody) {
  return tx
    .select({ id: orders.id })
    .from(orders)
    .leftJoin(routeClients, and(eq(routeClients.fkClient, orders.fkClient), eq(routeClients.fkRoute, orders.fkRoute)))
    .where(and(eq(orders.fkRoute, body.route_id), eq(orders.deliveryDate, body.delivery_date), eq(orders.state, 'pendiente')))
    .orderBy(sql`${routeClients.position} nulls last`, asc(orders.id))
    .for('no key update', { of: orders });
}

/**
 * The orders' units per product (ascending id: the ledger's lock order) taken FEFO from the
 * warehouse into the truck, one take per product so each warehouse lot moves once; the
 * reservation swapped for the truck's units; the shortfall recorded.
 */
async function loadTruck(tx: Tx, ctx: Ctx, loadId: number, orderIds: number[]): Promise<void> {
  const wanted = await tx
    .select({ fkProduct: orderLines.fkProduct, units: sql<string>`sum(${orderLines.units})`, reserved: sql<string>`sum(${orderLines.reserved})` })
    .from(orderLines)
    .where(anyOf(orderLines.fkOrder, orderIds))
    .groupBy(orderLines.fkProduct)
    .orderBy(asc(orderLines.fkProduct));
  const productIds = wanted.map((w) => w.fkProduct);
  const today = businessToday(ctx.config.tzBusiness);
  const candidates: LockedLot[] = await tx
    .select({ id: lots.id, fkProduct: lots.fkProduct, quantity: lots.quantity, unitCost: lots.unitCost })
    .from(lots)
    .where(and(anyOf(lots.fkProduct, productIds), sellableLotsFilter(today)))
    .orderBy(asc(lots.fkProduct), ...fefoOrder)
    .for('update');
  // The stock rows after the lots (the lock order), before the truck's moves read their balance.
  const stock = await tx
    .select({ fkProduct: productStock.fkProduct, quantity: productStock.quantity, reserved: productStock.reserved })
    .from(productStock)
    .where(anyOf(productStock.fkProduct, productIds))
    .orderBy(asc(productStock.fkProduct))
    .for('no key update');
  const freeOf = new Map(stock.map((s) => [s.fkProduct, Math.max(0, toMilli(s.quantity) - toMilli(s.reserved))]));
  // A load takes what its orders reserved and what is free, never units other pending orders hold
  // (an order short when taken, for a day loaded first, would otherwise take another's).
  const takes = wanted.map((w) => ({ fkProduct: w.fkProduct, productName: String(w.fkProduct), quantity: fromMilli(Math.min(toMilli(w.units), toMilli(w.reserved) + freeOf.get(w.fkProduct)!)) }));
  const shared = shareOutLots(takes, candidates, true);
  await lotsToTruck(tx, ctx, shared.moves, loadId);
  const loaded = takes.map((take, i) => toMilli(take.quantity) - toMilli(shared.lines[i].missing));
  // reserved: − what the orders held, + what the truck now holds.
  await shiftHeld(tx, new Map(wanted.map((w, i) => [w.fkProduct, fromMilli(loaded[i] - toMilli(w.reserved))])));
  const short = wanted.flatMap((w, i) => (toMilli(w.units) > loaded[i] ? [{ fkLoad: loadId, fkProduct: w.fkProduct, quantity: fromMilli(toMilli(w.units) - loaded[i]) }] : []));
  if (short.length) await tx.insert(loadShortfalls).values(short);
}
