import { deliveryAnswer, loadDetailSchema, orderClientSchema, type ClientCredit, loadPage, type CloseLoadBody, type DeliverBody, type DeliveryAnswer, type LoadDetail, type LoadRow, type Paged } from '@lactea/contracts';
import { api } from '../../lib/api';

/** load/list: the sheets of a delivery date (a preventista's: their own routes'). */
export async function fetchLoads(date: string, signal?: AbortSignal): Promise<Paged<LoadRow>> {
  return loadPage.parse(await api.get<unknown>('load/list', { date_from: date, date_to: date }, signal));
}

export async function fetchLoad(id: number, signal?: AbortSignal): Promise<LoadDetail> {
  return loadDetailSchema.parse(await api.get<unknown>('load/detail', { id }, signal));
}

export async function createLoad(routeId: number, deliveryDate: string): Promise<LoadDetail> {
  return loadDetailSchema.parse(await api.post<unknown>('load/create', { route_id: routeId, delivery_date: deliveryDate }));
}

/** load/deliver with its Idempotency-Key (a resend after a lost answer is answered with the first sale). */
export async function deliver(body: DeliverBody, key: string, timeoutMs?: number): Promise<DeliveryAnswer> {
  return deliveryAnswer.parse(await api.post<unknown>('load/deliver', body, { 'Idempotency-Key': key }, timeoutMs));
}

export async function closeLoad(body: CloseLoadBody): Promise<LoadDetail> {
  return loadDetailSchema.parse(await api.post<unknown>('load/close', body));
}

/** The client's credit state now (PEDIDOS' order/client, open to the same people): what a credit delivery is checked against. */
export async function fetchClientCredit(clientId: number): Promise<ClientCredit> {
  return orderClientSchema.parse(await api.get<unknown>('order/client', { client_id: clientId })).credit;
}
