import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { AddOrderBody, DeliverBody } from '@lactea/contracts';
import { callsTo, fakeApi } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderWithApp';
import { enqueue, listQueue } from '../../lib/offlineQueue/queue';
import { saveSession } from '../../lib/session';
import { ordersDb } from '../../features/orders/offline/ordersDb';
import { deliveriesDb } from '../../features/loads/offline/deliveriesDb';

const order: AddOrderBody = { client_id: 10, delivery_date: '2026-12-01', lines: [{ product_id: 5, presentation_id: null, quantity: 2 }], gloss: null };
const delivery: DeliverBody = { load_id: 3, order_id: 21, lines: [{ line_id: 31, quantity: 4 }], cancelled: 1, id_type_payment: 1 };

afterEach(async () => {
  await ordersDb().queue.clear();
  await deliveriesDb().queue.clear();
});

/** An order and a delivery kept on this phone by `user`, as PEDIDOS and ENTREGAS keep them with no network. */
async function keptOnPhone(user: { id: number; name: string }) {
  await enqueue(ordersDb(), { key: `pedido-${user.id}`, body: order, user_id: user.id, user_name: user.name });
  await enqueue(deliveriesDb(), { key: `entrega-${user.id}`, body: delivery, user_id: user.id, user_name: user.name });
}

function server() {
  return fakeApi({
    'POST order/add': () => ({
      body: { id: 1, client_id: 10, business_name: 'Tienda Doña Rosa', ci_nit: '4567891 LP', route_id: 1, route_name: 'Ruta Centro', user_id: 7, user_name: 'Pedro', delivery_date: order.delivery_date, date: '2026-11-30', hour: '10:00', gloss: '', state: 'pendiente', total: 14, shortfall: 0, lines: [], version: 1 },
    }),
    'POST load/deliver': () => ({ body: { order_id: 21, state: 'entregado parcial', sale_id: 501, total: 28, sale: null } }),
  });
}

/** The phone's kept orders and deliveries reach the server from any signed-in screen, not only PEDIDOS or ENTREGAS. */
describe("the phone's sync on every signed-in screen (AppLayout)", { timeout: 30_000 }, () => {
  it("a preventista on the home screen: the kept order and delivery are sent once each with their keys; the till's sync does not run", async () => {
    const seller = { id: 7, name: 'Pedro Preventista' };
    saveSession({ token: 'token-de-prueba', user: { ...seller, category: 'v', username: 'pedro' } });
    await keptOnPhone(seller);
    const calls = server();
    renderApp('/');
    await screen.findByRole('heading', { name: 'Bienvenido(a)' }, { timeout: 15_000 });
    await waitFor(() => expect(callsTo(calls, 'load/deliver')).toHaveLength(1));
    await waitFor(() => expect(callsTo(calls, 'order/add')).toHaveLength(1));
    expect(callsTo(calls, 'order/add')[0]).toMatchObject({ body: order, headers: { 'Idempotency-Key': 'pedido-7' } });
    expect(callsTo(calls, 'load/deliver')[0]).toMatchObject({ body: delivery, headers: { 'Idempotency-Key': 'entrega-7' } });
    await waitFor(async () => expect([...(await listQueue(ordersDb())), ...(await listQueue(deliveriesDb()))]).toEqual([]));
    // A preventista has no till: its sync (device status, snapshot) asks the server nothing.
    expect(calls.filter((c) => c.url.startsWith('/api/sale/'))).toEqual([]);
  });

  it('the administrator on the home screen: the kept order and delivery are sent too', async () => {
    const admin = { id: 1, name: 'Ana Pérez' };
    saveSession({ token: 'token-de-prueba', user: { ...admin, category: 'a', username: 'ana' } });
    await keptOnPhone(admin);
    const calls = server();
    renderApp('/');
    await screen.findByRole('heading', { name: 'Bienvenido(a)' }, { timeout: 15_000 });
    await waitFor(() => expect(callsTo(calls, 'load/deliver')).toHaveLength(1));
    await waitFor(() => expect(callsTo(calls, 'order/add')).toHaveLength(1));
  });
});
