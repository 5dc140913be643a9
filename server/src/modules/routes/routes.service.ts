import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  EDITS,
  fold,
  ROUTE_MSG as M,
  type CreateRouteBody,
  type EditRouteBody,
  type ListRoutesQuery,
  type Paged,
  type Route,
  type RouteClient,
  type RouteClientsQuery,
  type RouteDay,
  type RouteDayQuery,
  type SetRouteClientsAnswer,
  type SetRouteClientsBody,
  type VersionedIdBody,
} from '@lactea/contracts';
import { clients, routeClients, routes, users } from '../../db/schema/index.js';
import type { Executor } from '../../db/types.js';
import { actor, type Ctx } from '../../lib/context.js';
import { audit } from '../../lib/audit.js';
import { businessToday } from '../../lib/business-time.js';
import { badRequest, notFound, refuseDuplicate } from '../../lib/errors.js';
import { countRows, paged, searchAndState } from '../../lib/paging.js';
import { toggleEnabled } from '../../lib/state.js';
import { bumpVersion, checkVersion } from '../../lib/version.js';
import { completeEdit } from '../../lib/edit-body.js';

/** A route as every answer gives it: its preventista's name and how many clients it visits. */
const columns = {
  id: routes.id,
  name: routes.name,
  userId: routes.fkUser,
  userName: users.name,
  visitDays: routes.visitDays,
  clients: sql<number>`(select count(*)::int from ${routeClients} rc where rc.fk_route = ${routes.id})`,
  enabled: routes.enabled,
  version: routes.version,
};
type Row = { id: number; name: string; userId: number; userName: string; visitDays: number[]; clients: number; enabled: number; version: number };
const toRoute = (r: Row): Route => ({
  id: r.id,
  name: r.name,
  user_id: r.userId,
  user_name: r.userName,
  visit_days: r.visitDays.map(Number),
  clients: Number(r.clients),
  enabled: r.enabled as 0 | 1,
  version: r.version,
});

const selectRoutes = (db: Executor) => db.select(columns).from(routes).innerJoin(users, eq(users.id, routes.fkUser));
async function routeById(db: Executor, id: number): Promise<Route | null> {
  const [row] = await selectRoutes(db).where(eq(routes.id, id));
  return row ? toRoute(row) : null;
}

export function listRoutes(ctx: Ctx, q: ListRoutesQuery): Promise<Paged<Route>> {
  const where = searchAndState(q.search, routes.nameKey, q.enabled, routes.enabled);
  return paged(
    q.page,
    ctx.config.pageSize,
    ({ limit, offset }) =>
      selectRoutes(ctx.db)
        .where(where)
        .orderBy(asc(routes.nameKey), desc(routes.id))
        .limit(limit)
        .offset(offset)
        .then((r) => r.map(toRoute)),
    () => countRows(ctx.db, routes, where),
  );
}

/**
 * The route's salesperson: a Preventista, or the administrator (who does all of it too), enabled;
 * read with a share lock so the user is not disabled or changed to a cashier before the route is written.
 */
async function refuseUnfitSeller(tx: Executor, id: number): Promise<void> {
  const [u] = await tx.select({ name: users.name, category: users.category, enabled: users.enabled }).from(users).where(eq(users.id, id)).for('key share');
  if (!u) throw badRequest(M.sellerMissing);
  if (u.category !== 'v' && u.category !== 'a') throw badRequest(M.sellerNotPreventista(u.name));
  if (u.enabled !== 1) throw badRequest(M.sellerDisabled(u.name));
}

export function addRoute(ctx: Ctx, body: CreateRouteBody): Promise<Route> {
  return refuseDuplicate(M.duplicate, () =>
    ctx.db.transaction(async (tx) => {
      await refuseUnfitSeller(tx, body.user_id);
      const [{ id }] = await tx
        .insert(routes)
        .values({ name: body.name, nameKey: fold(body.name), fkUser: body.user_id, visitDays: body.visit_days })
        .returning({ id: routes.id });
      const route = (await routeById(tx, id))!;
      await audit(tx, ctx, { action: 'add', entity: 'route', entityId: id, after: route });
      return route;
    }),
  );
}

export function editRoute(ctx: Ctx, body: EditRouteBody): Promise<Route> {
  return refuseDuplicate(M.duplicate, () =>
    ctx.db.transaction(async (tx) => {
      const [locked] = await tx.select({ id: routes.id, version: routes.version }).from(routes).where(eq(routes.id, body.id)).for('no key update');
      checkVersion(locked, body, M.notFound);
      const before = (await routeById(tx, body.id))!;
      completeEdit(EDITS['PUT /api/route/edit'], body, before);
      if (body.user_id !== before.user_id) await refuseUnfitSeller(tx, body.user_id);
      await tx
        .update(routes)
        .set({ name: body.name, nameKey: fold(body.name), fkUser: body.user_id, visitDays: body.visit_days, ...bumpVersion(routes) })
        .where(eq(routes.id, body.id));
      const after = (await routeById(tx, body.id))!;
      await audit(tx, ctx, { action: 'edit', entity: 'route', entityId: body.id, before, after });
      return after;
    }),
  );
}

/** A disabled route keeps its clients (none of them may join another) but opens in no one's PEDIDOS. */
export function changeRouteState(ctx: Ctx, ref: VersionedIdBody) {
  return toggleEnabled(ctx, routes, 'route', ref, M.notFound);
}

/** The clients of `routeIds`' routes in visit order, by route. */
async function clientsOf(db: Executor, routeIds: number[]): Promise<Map<number, RouteClient[]>> {
  const byRoute = new Map<number, RouteClient[]>(routeIds.map((id) => [id, []]));
  if (routeIds.length === 0) return byRoute;
  const rows = await db
    .select({ route: routeClients.fkRoute, position: routeClients.position, client_id: clients.id, business_name: clients.businessName, ci_nit: clients.ciNit, enabled: clients.enabled })
    .from(routeClients)
    .innerJoin(clients, eq(clients.id, routeClients.fkClient))
    .where(inArray(routeClients.fkRoute, routeIds))
    .orderBy(asc(routeClients.fkRoute), asc(routeClients.position));
  for (const { route, ...c } of rows) byRoute.get(route)!.push({ ...c, enabled: c.enabled as 0 | 1 });
  return byRoute;
}

export async function listRouteClients(ctx: Ctx, q: RouteClientsQuery): Promise<RouteClient[]> {
  const [found] = await ctx.db.select({ id: routes.id }).from(routes).where(eq(routes.id, q.route_id));
  if (!found) throw notFound(M.notFound);
  return (await clientsOf(ctx.db, [q.route_id])).get(q.route_id)!;
}

/**
 * The route's whole client list in visit order, replacing the one before. Every client must exist,
 * be enabled (one already on the route may stay though disabled: it is not added, only kept), appear
 * once and belong to no other route; the route's row is locked and its version bumped, so two
 * editors of one route take turns and the second gets 409. Two routes claiming one client at the
 * same moment: the unique index on the client lets one in and the other gets the message.
 */
export function setRouteClients(ctx: Ctx, body: SetRouteClientsBody): Promise<SetRouteClientsAnswer> {
  return ctx.db.transaction(async (tx) => {
    const [locked] = await tx.select({ id: routes.id, version: routes.version }).from(routes).where(eq(routes.id, body.route_id)).for('no key update');
    checkVersion(locked, { id: body.route_id, version: body.version }, M.notFound);
    const before = (await clientsOf(tx, [body.route_id])).get(body.route_id)!;
    const kept = new Set(before.map((c) => c.client_id));
    const ids = body.client_ids;
    const found = ids.length
      ? await tx
          .select({ id: clients.id, name: clients.businessName, enabled: clients.enabled, route: routes.name, routeId: routes.id })
          .from(clients)
          .leftJoin(routeClients, eq(routeClients.fkClient, clients.id))
          .leftJoin(routes, eq(routes.id, routeClients.fkRoute))
          .where(inArray(clients.id, ids))
          .for('key share', { of: clients })
      : [];
    const byId = new Map(found.map((c) => [c.id, c]));
    const messages: string[] = [];
    const seen = new Set<number>();
    for (const id of ids) {
      const c = byId.get(id);
      if (!c) messages.push(M.clientMissing(id));
      else if (seen.has(id)) messages.push(M.clientRepeated(c.name));
      else if (c.routeId !== null && c.routeId !== body.route_id) messages.push(M.clientOnOtherRoute(c.name, c.route!));
      else if (c.enabled !== 1 && !kept.has(id)) messages.push(M.clientDisabled(c.name));
      seen.add(id);
    }
    if (messages.length) throw badRequest(...new Set(messages));
    await tx.delete(routeClients).where(eq(routeClients.fkRoute, body.route_id));
    if (ids.length) {
      await refuseDuplicate(M.clientJustTaken, () => tx.insert(routeClients).values(ids.map((fkClient, i) => ({ fkRoute: body.route_id, fkClient, position: i + 1 }))));
    }
    await tx.update(routes).set(bumpVersion(routes)).where(eq(routes.id, body.route_id));
    const after = (await clientsOf(tx, [body.route_id])).get(body.route_id)!;
    await audit(tx, ctx, { action: 'edit', entity: 'route_clients', entityId: body.route_id, before: { client_ids: before.map((c) => c.client_id) }, after: { client_ids: ids } });
    return { route: (await routeById(tx, body.route_id))!, clients: after };
  });
}

/** ISO weekday (1 Monday … 7 Sunday) of a calendar date 'YYYY-MM-DD'. */
export const isoWeekday = (date: string): number => {
  const d = new Date(`${date}T12:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
};

/**
 * PEDIDOS: the enabled routes of the signed-in preventista visited on `date` (today, in the shop's
 * time zone, by default), each with its clients in visit order. The administrator sees every route
 * of the day.
 */
export async function routeDay(ctx: Ctx, q: RouteDayQuery): Promise<RouteDay> {
  const user = actor(ctx);
  const date = q.date ?? businessToday(ctx.config.tzBusiness);
  const weekday = isoWeekday(date);
  const today = await ctx.db
    .select({ id: routes.id, name: routes.name, visitDays: routes.visitDays })
    .from(routes)
    .where(and(eq(routes.enabled, 1), sql`${weekday}::smallint = any(${routes.visitDays})`, user.category === 'a' ? undefined : eq(routes.fkUser, user.id)))
    .orderBy(asc(routes.nameKey));
  const byRoute = await clientsOf(
    ctx.db,
    today.map((r) => r.id),
  );
  return { date, weekday, routes: today.map((r) => ({ id: r.id, name: r.name, visit_days: r.visitDays.map(Number), clients: byRoute.get(r.id)! })) };
}
