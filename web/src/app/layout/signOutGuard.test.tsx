import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { OFFLINE_MSG } from '@lactea/contracts';
import { mockFetch, renderApp, signIn } from '../../../test/renderWithApp';
import { answerDialog } from '../../../test/fakeApi';
import { enqueue } from '../../lib/offlineQueue/queue';
import { getSession } from '../../lib/session';
import { deliveriesDb } from '../../features/loads/offline/deliveriesDb';
import { ordersDb } from '../../features/orders/offline/ordersDb';

const menu = () => screen.getByRole('navigation', { name: 'Menú principal' });

describe("'Cerrar Sesión' on a phone", { timeout: 30_000 }, () => {
  it('is refused while the phone keeps a delivery or an order of this user not yet sent (the till\'s rule and message), and signs out once none is', async () => {
    // No network for the delivery (it stays kept); every other call fails as in a server down.
    const calls = mockFetch((call) => (/^\/api\/(load\/deliver|order\/add)/.test(call.url) ? new TypeError('Failed to fetch') : { status: 500, body: { messages: ['caído'] } }));
    signIn();
    const user1 = getSession()!.user;
    const db = deliveriesDb();
    await db.queue.clear();
    await enqueue(db, { key: 'entrega-guardada-0001', body: { load_id: 3, order_id: 21, cancelled: 1, id_type_payment: 1 }, user_id: user1.id, user_name: user1.name });
    const { user } = renderApp('/');
    await screen.findByRole('heading', { name: 'Bienvenido(a)' });
    await user.click(within(menu()).getByRole('button', { name: 'Cerrar Sesión' }));
    const refused = await screen.findByRole('dialog', { name: 'Operación Cancelada' });
    expect(within(refused).getByText(OFFLINE_MSG.signOutBlocked(1, 'entrega'))).toBeInTheDocument();
    await answerDialog(user, refused, 'Aceptar');
    expect(getSession()).not.toBeNull();
    expect(calls.find((c) => c.url === '/api/user/logout')).toBeUndefined();
    // The delivery sent, an order still kept: refused the same way.
    await db.queue.clear();
    const orders = ordersDb();
    await orders.queue.clear();
    await enqueue(orders, { key: 'pedido-guardado-0001', body: { client_id: 10, delivery_date: '2026-11-30', lines: [{ product_id: 5, presentation_id: null, quantity: 2 }], gloss: '' }, user_id: user1.id, user_name: user1.name });
    await user.click(within(menu()).getByRole('button', { name: 'Cerrar Sesión' }));
    const again = await screen.findByRole('dialog', { name: 'Operación Cancelada' });
    expect(within(again).getByText(OFFLINE_MSG.signOutBlocked(1, 'pedido'))).toBeInTheDocument();
    await answerDialog(user, again, 'Aceptar');
    // Sent (or discarded): nothing of this user is kept, the session ends.
    await orders.queue.clear();
    await user.click(within(menu()).getByRole('button', { name: 'Cerrar Sesión' }));
    await waitFor(() => expect(getSession()).toBeNull());
  });
});
