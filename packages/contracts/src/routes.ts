import { z } from 'zod';
import { EDITS, editBody } from './edits.js';
import { MSG } from './messages.js';
import { dateFilter } from './purchases.js';
import { enabledFlag, integer, pagedOf, pageParam, positiveId, requiredText, rowVersion, searchParam, stateFilter, versionField } from './fields.js';

/**
 * RUTAS: a salesperson's route (preventa). A route has a name, its preventista, the days it is
 * visited (Lun…Sáb) and its clients in visit order; a client belongs to at most one route. The
 * preventista's phone opens PEDIDOS on the route of the day.
 */
export const ROUTE_NAME_MAX = 40;
/** A route of more clients than this is a list pasted by mistake (a preventista visits ~30 a day). */
export const ROUTE_CLIENTS_MAX = 300;

/** The visit days: ISO weekday numbers, Monday 1 … Saturday 6 (no route on Sunday). */
export const VISIT_DAYS = { 1: 'Lun', 2: 'Mar', 3: 'Mié', 4: 'Jue', 5: 'Vie', 6: 'Sáb' } as const;
export type VisitDay = keyof typeof VISIT_DAYS;
export const VISIT_DAY_VALUES = [1, 2, 3, 4, 5, 6] as const;

export const ROUTE_MSG = {
  duplicate: 'La ruta ya existe',
  notFound: 'No existe la ruta',
  noDays: 'Elija al menos un día de visita',
  badDay: 'Día de visita inválido (Lun a Sáb)',
  sellerMissing: 'No existe el usuario',
  /** The route's salesperson: a Preventista (or the administrator, who does all of it too), enabled. */
  sellerNotPreventista: (name: string) => `${name} no es Preventista ni Administrador`,
  sellerDisabled: (name: string) => `El usuario ${name} está inhabilitado`,
  clientMissing: (id: number) => `No existe el cliente ${id}`,
  clientDisabled: (name: string) => `El cliente ${name} está inhabilitado`,
  clientRepeated: (name: string) => `El cliente ${name} está dos veces en la ruta`,
  /** A client belongs to at most one route. */
  clientOnOtherRoute: (client: string, route: string) => `El cliente ${client} ya está en la ruta ${route}`,
  /** Another route took one of the clients in the same instant (the unique index refused the second). */
  clientJustTaken: 'Un cliente de la lista acaba de agregarse a otra ruta: vuelva a abrir la ruta',
  tooManyClients: `Una ruta no puede tener más de ${ROUTE_CLIENTS_MAX} clientes`,
  /** PEDIDOS for a preventista with no route that day. */
  noRouteToday: 'Hoy no tiene una ruta de visita',
} as const;

/** The days as the lists show them: 'Lun, Mié, Vie'. */
export const visitDaysText = (days: readonly number[]): string =>
  [...days]
    .sort((a, b) => a - b)
    .map((d) => VISIT_DAYS[d as VisitDay])
    .join(', ');

const visitDays = () =>
  z
    .array(integer().refine((d) => d >= 1 && d <= 6, ROUTE_MSG.badDay), { error: ROUTE_MSG.noDays })
    .min(1, ROUTE_MSG.noDays)
    .max(6, ROUTE_MSG.badDay)
    .transform((days) => [...new Set(days)].sort((a, b) => a - b));

export const routeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The preventista (a row read back as an edit keeps the same field). */
  user_id: z.number().int(),
  user_name: z.string(),
  /** ISO weekdays, ascending: [1, 3, 5] = Lun, Mié, Vie. */
  visit_days: z.array(z.number().int()),
  /** How many clients it visits. */
  clients: z.number().int(),
  enabled: enabledFlag,
  version: rowVersion,
});
export type Route = z.infer<typeof routeSchema>;
export const routePage = pagedOf(routeSchema);

export const listRoutesQuery = z.object({ page: pageParam(), search: searchParam(), enabled: stateFilter() });
export type ListRoutesQuery = z.infer<typeof listRoutesQuery>;

const routeFields = { name: requiredText(ROUTE_NAME_MAX), user_id: positiveId(), visit_days: visitDays() };
export const createRouteBody = z.object(routeFields);
export type CreateRouteBody = z.infer<typeof createRouteBody>;
export type RouteFormInput = z.input<typeof createRouteBody>;

/** Edit: the add's fields with the id and version; the rest may come back as read (contracts/edits.ts). */
export const editRouteBody = editBody(EDITS['PUT /api/route/edit'], { id: positiveId(), version: versionField(), ...routeFields }, routeSchema);
export type EditRouteBody = z.infer<typeof editRouteBody>;

/** A client of a route, in visit order (position 1 first). */
export const routeClientSchema = z.object({
  position: z.number().int(),
  client_id: z.number().int(),
  business_name: z.string(),
  ci_nit: z.string(),
  enabled: enabledFlag,
});
export type RouteClient = z.infer<typeof routeClientSchema>;
export const routeClientList = z.array(routeClientSchema);

export const routeClientsQuery = z.object({ route_id: positiveId() });
export type RouteClientsQuery = z.infer<typeof routeClientsQuery>;

/** The route's whole client list in visit order, replacing the one before (the route's version guards it). */
export const setRouteClientsBody = z.object({
  route_id: positiveId(),
  version: versionField(),
  client_ids: z.array(positiveId(), { error: MSG.required }).max(ROUTE_CLIENTS_MAX, ROUTE_MSG.tooManyClients),
});
export type SetRouteClientsBody = z.infer<typeof setRouteClientsBody>;
export const setRouteClientsAnswer = z.object({ route: routeSchema, clients: routeClientList });
export type SetRouteClientsAnswer = z.infer<typeof setRouteClientsAnswer>;

/** PEDIDOS: the signed-in preventista's routes of a day (today by default), each with its clients in visit order. */
export const routeDayQuery = z.object({ date: dateFilter() });
export type RouteDayQuery = z.infer<typeof routeDayQuery>;
export const routeDaySchema = z.object({
  date: z.string(),
  /** ISO weekday of `date`: 7 (Sunday) has no route. */
  weekday: z.number().int(),
  routes: z.array(routeSchema.pick({ id: true, name: true, visit_days: true }).extend({ clients: routeClientList })),
});
export type RouteDay = z.infer<typeof routeDaySchema>;
