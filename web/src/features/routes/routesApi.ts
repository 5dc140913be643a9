import {
  routeClientList,
  routePage,
  routeSchema,
  setRouteClientsAnswer,
  userList,
  type CreateRouteBody,
  type EditRouteBody,
  type Route,
  type RouteClient,
  type SetRouteClientsAnswer,
  type SetRouteClientsBody,
  type User,
} from '@lactea/contracts';
import { api } from '../../lib/api';
import { changeStateCall, pageCall, rowCall } from '../../lib/calls';
import type { SearchStateFilters } from '../../components/list/StateFilter';

export const listRoutes = pageCall<SearchStateFilters, Route>('route/list', routePage);
export const addRoute = rowCall<CreateRouteBody, Route>('post', 'route/add', routeSchema);
export const editRoute = rowCall<EditRouteBody, Route>('put', 'route/edit', routeSchema);
export const changeRouteState = changeStateCall('route');

export async function listRouteClients(routeId: number, signal?: AbortSignal): Promise<RouteClient[]> {
  return routeClientList.parse(await api.get<unknown>('route/clients', { route_id: routeId }, signal));
}
export const setRouteClients = rowCall<SetRouteClientsBody, SetRouteClientsAnswer>('put', 'route/set-clients', setRouteClientsAnswer);

/** Who may have a route: the enabled preventistas, and the administrators (who do all of it too). */
export async function listSellers(signal?: AbortSignal): Promise<User[]> {
  const users = userList.parse(await api.get<unknown>('user/list', undefined, signal));
  return users.filter((u) => u.enabled === 1 && (u.category === 'v' || u.category === 'a'));
}
