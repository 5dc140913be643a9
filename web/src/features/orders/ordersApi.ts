import { routeDaySchema, type RouteDay } from '@lactea/contracts';
import { api } from '../../lib/api';

/** The signed-in preventista's routes of today (the shop's date), each with its clients in visit order. */
export async function fetchRouteDay(signal?: AbortSignal): Promise<RouteDay> {
  return routeDaySchema.parse(await api.get<unknown>('route/day', undefined, signal));
}
