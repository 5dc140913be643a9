import {
  orderClientSchema,
  orderProductList,
  orderSchema,
  orderVisitedAnswer,
  routeDaySchema,
  type AddOrderBody,
  type Order,
  type OrderClient,
  type OrderProduct,
  type OrderVisited,
  type RouteDay,
} from '@lactea/contracts';
import { api } from '../../lib/api';

/** The signed-in preventista's routes of today (the shop's date), each with its clients in visit order. */
export async function fetchRouteDay(signal?: AbortSignal): Promise<RouteDay> {
  return routeDaySchema.parse(await api.get<unknown>('route/day', undefined, signal));
}

/** The clients the preventista took an order from today (PEDIDOS marks them visited). */
export async function fetchVisited(signal?: AbortSignal): Promise<OrderVisited> {
  return orderVisitedAnswer.parse(await api.get<unknown>('order/visited', undefined, signal));
}

/** The order's client: its credit state and price list, shown before saving. */
export async function fetchOrderClient(clientId: number, signal?: AbortSignal): Promise<OrderClient> {
  return orderClientSchema.parse(await api.get<unknown>('order/client', { client_id: clientId }, signal));
}

/** Products (with their presentations) by search text, or by a scanned barcode. */
export async function findOrderProducts(q: { search?: string; barcode?: string }, signal?: AbortSignal): Promise<OrderProduct[]> {
  return orderProductList.parse(await api.get<unknown>('order/products', q, signal));
}

/** order/add with the submission's Idempotency-Key (a retry of a lost answer is answered, not taken twice). */
export async function addOrder(body: AddOrderBody, key: string, timeoutMs?: number): Promise<Order> {
  return orderSchema.parse(await api.post<unknown>('order/add', body, { 'Idempotency-Key': key }, timeoutMs));
}
