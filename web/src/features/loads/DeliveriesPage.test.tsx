import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOAD_MSG, type LoadDetail } from '@lactea/contracts';
import { callsTo, confirmOperation, fakeApi, renderScreen } from '../../../test/fakeApi';
import { deliveriesDb } from './offline/deliveriesDb';
import DeliveriesPage from './DeliveriesPage';

const line = { line_id: 31, product_id: 5, product: 'Leche PIL 1 L', unit: 'unidad' as const, presentation_id: null, presentation: null, quantity: 10, delivered: null, unit_price: 7, total: 70 };
const head = { id: 3, route_id: 1, route_name: 'Ruta Centro', delivery_date: '2026-11-30', state: 'cargada' as const, orders: 1, created_at: '2026-11-30 06:00', user_name: 'Admin', version: 1 };
const sheet: LoadDetail = {
  ...head,
  products: [],
  clients: [{ order_id: 21, position: 1, client_id: 10, business_name: 'Tienda Doña Rosa', ci_nit: '4567891 LP', state: 'cargado', total: 70, sale_id: null, lines: [line] }],
  payment_types: [{ id: 1, type_pay: 'Efectivo', is_cash: 1 }],
  closing: null,
};

describe('DeliveriesPage (ENTREGAS)', { timeout: 30_000 }, () => {
  it("with no network 'Confirmar entrega' keeps the delivery on the phone under its key, says so and marks the client delivered there", async () => {
    const user = userEvent.setup();
    // The network goes as 'Confirmar entrega' is pressed: from then on nothing answers, and the sheet read before is the phone's.
    let up = true;
    const noNetwork = () => new TypeError('Failed to fetch');
    const calls = fakeApi({
      'GET load/list': () => (up ? { body: { data: [head], current_page: 1, last_page: 1, total: 1 } } : noNetwork()),
      'GET load/detail': () => (up ? { body: sheet } : noNetwork()),
      'POST load/deliver': () => {
        up = false;
        return noNetwork();
      },
    });
    renderScreen(<DeliveriesPage />, '/deliveries');
    await user.click(await screen.findByRole('button', { name: /Tienda Doña Rosa/ }));
    const form = screen.getByRole('region', { name: 'Entrega a Tienda Doña Rosa' });
    await user.clear(within(form).getByLabelText('Entregado de Leche PIL 1 L'));
    await user.type(within(form).getByLabelText('Entregado de Leche PIL 1 L'), '4');
    await user.click(within(form).getByRole('button', { name: 'Confirmar entrega' }));
    await confirmOperation(user, '¿Confirmar la entrega a Tienda Doña Rosa por Bs. 28,00?', LOAD_MSG.savedOffline);
    const [sent] = callsTo(calls, 'load/deliver');
    expect(sent.body).toEqual({ load_id: 3, order_id: 21, lines: [{ line_id: 31, quantity: 4 }], cancelled: 1, id_type_payment: 1 });
    const [kept] = await deliveriesDb().queue.toArray();
    expect([kept.key, kept.body]).toEqual([sent.headers['Idempotency-Key'], sent.body]);
    expect(await screen.findByRole('status', { name: 'Estado de la conexión' })).toHaveTextContent('Sin conexión — 1 entrega guardada en este equipo');
    expect(await within(form).findByText(LOAD_MSG.keptState('entregado parcial'))).toBeInTheDocument();
    expect(within(form).queryByRole('button', { name: 'Confirmar entrega' })).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: '← Clientes' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Tienda Doña Rosa/ })).toHaveTextContent(LOAD_MSG.keptMark('entregado parcial')));
  });
});
