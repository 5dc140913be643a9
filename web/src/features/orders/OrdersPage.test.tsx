import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ORDER_MSG, ROUTE_MSG, type RouteDay } from '@lactea/contracts';
import { answerDialog, callsTo, fakeApi, renderScreen } from '../../../test/fakeApi';
import OrdersPage from './OrdersPage';
import { milk } from './testData';

const day = (routes: RouteDay['routes']): RouteDay => ({ date: '2026-11-30', weekday: 1, routes });
const centro = day([
  {
    id: 1,
    name: 'Ruta Centro',
    visit_days: [1, 2, 3, 4, 5, 6],
    clients: [
      { position: 1, client_id: 10, business_name: 'Tienda Doña Rosa', ci_nit: '4567891 LP', enabled: 1 },
      { position: 2, client_id: 11, business_name: 'Minimarket El Alto', ci_nit: '1029384756', enabled: 0 },
    ],
  },
]);

describe('OrdersPage (PEDIDOS)', { timeout: 30_000 }, () => {
  it("shows the day's route with its clients numbered in visit order, the visited ones marked", async () => {
    fakeApi({ 'GET route/day': () => ({ body: centro }), 'GET order/visited': () => ({ body: { date: '2026-11-30', client_ids: [10] } }) });
    renderScreen(<OrdersPage />, '/orders');
    expect(await screen.findByRole('heading', { name: 'PEDIDOS · 30/11/2026' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Clientes de la ruta Ruta Centro' });
    await waitFor(() => expect(within(list).getAllByRole('button').map((li) => li.textContent)).toEqual(['1. Tienda Doña RosaCI/NIT 4567891 LPVisitado', '2. Minimarket El AltoCI/NIT 1029384756 · Inhabilitado']));
    expect(screen.getByText('Lun, Mar, Mié, Jue, Vie, Sáb · 2 clientes · 1 visitados')).toBeInTheDocument();
  });

  it('says so when the preventista has no route that day', async () => {
    fakeApi({ 'GET route/day': () => ({ body: day([]) }), 'GET order/visited': () => ({ body: { date: '2026-11-30', client_ids: [] } }) });
    renderScreen(<OrdersPage />, '/orders');
    expect(await screen.findByText(ROUTE_MSG.noRouteToday)).toBeInTheDocument();
  });

  it("takes a client's order by keys: credit shown, a scanned crate and a searched unit priced by the list, 'Guardar pedido' with an Idempotency-Key", async () => {
    const user = userEvent.setup();
    let visited: number[] = [];
    const calls = fakeApi({
      'GET route/day': () => ({ body: centro }),
      'GET order/visited': () => ({ body: { date: '2026-11-30', client_ids: visited } }),
      'GET order/client': () => ({
        body: {
          id: 10,
          business_name: 'Tienda Doña Rosa',
          ci_nit: '4567891 LP',
          credit: { id: 10, credit_limit: 500, overdue_days: 30, debt: 120, available: 380, overdue_since: '2026-11-01', control: 'advertir' },
          price_list: { id: 3, name: 'Mayorista', enabled: 1, rows: [{ product_id: 5, presentation_id: 9, min_quantity: 1, price: 75 }] },
        },
      }),
      'GET order/products': () => ({ body: [milk] }),
      'POST order/add': (call) => {
        visited = [10];
        return { body: { id: 1, client_id: 10, business_name: 'Tienda Doña Rosa', ci_nit: '4567891 LP', route_id: 1, route_name: 'Ruta Centro', user_id: 2, user_name: 'Ana', delivery_date: call.json.delivery_date, date: '2026-11-30', hour: '10:00', gloss: '', state: 'pendiente', total: 164, shortfall: 0, lines: [], version: 1 } };
      },
    });
    renderScreen(<OrdersPage />, '/orders');
    await user.click(await screen.findByRole('button', { name: /Tienda Doña Rosa/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Pedido · Tienda Doña Rosa' });
    expect(await within(sheet).findByTestId('order-credit')).toHaveTextContent('Límite: Bs. 500,00 · Deuda: Bs. 120,00 · Disponible: Bs. 380,00');
    expect(within(sheet).getByText('El cliente tiene deudas vencidas (desde 01/11/2026)')).toBeInTheDocument();
    // The search box has the focus: a scanned crate, then a search by name; Enter adds the one found.
    await user.keyboard('7770000000012{Enter}');
    await within(sheet).findByText('Leche PIL 1 L · Caja x12');
    await user.type(within(sheet).getByLabelText('Buscar o escanear producto'), 'leche{Enter}');
    await within(sheet).findByText('Leche PIL 1 L');
    await user.clear(within(sheet).getByLabelText('Cantidad de Leche PIL 1 L'));
    await user.type(within(sheet).getByLabelText('Cantidad de Leche PIL 1 L'), '2');
    // The crate at the list's 75,00 and 2 units at the counter's 7,00.
    expect(within(sheet).getByTestId('order-total')).toHaveTextContent('Total: Bs. 89,00');
    await user.click(within(sheet).getByRole('button', { name: ORDER_MSG.save }));
    await waitFor(() => expect(callsTo(calls, 'order/add')).toHaveLength(1));
    const [sent] = callsTo(calls, 'order/add');
    expect(sent.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent.body).toMatchObject({ client_id: 10, lines: [{ product_id: 5, presentation_id: 9, quantity: 1 }, { product_id: 5, presentation_id: null, quantity: 2 }], gloss: null });
    expect(await screen.findByText(ORDER_MSG.saved)).toBeInTheDocument();
  });

  it("with no network 'Guardar pedido' keeps the order on the phone and the page says so: 'Sin conexión — 1 pedido guardado en este equipo'", async () => {
    const user = userEvent.setup();
    // The network goes as 'Guardar pedido' is pressed: from then on nothing answers.
    let up = true;
    const noNetwork = () => new TypeError('Failed to fetch');
    fakeApi({
      'GET route/day': () => ({ body: centro }),
      'GET order/visited': () => (up ? { body: { date: '2026-11-30', client_ids: [] } } : noNetwork()),
      'GET order/client': () => ({ body: { id: 10, business_name: 'Tienda Doña Rosa', ci_nit: '4567891 LP', credit: { id: 10, credit_limit: null, overdue_days: 30, debt: 0, available: null, overdue_since: null, control: 'advertir' }, price_list: null } }),
      'GET order/products': () => ({ body: [milk] }),
      'POST order/add': () => {
        up = false;
        return noNetwork();
      },
    });
    renderScreen(<OrdersPage />, '/orders');
    await user.click(await screen.findByRole('button', { name: /Tienda Doña Rosa/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Pedido · Tienda Doña Rosa' });
    await within(sheet).findByTestId('order-credit');
    await user.keyboard('leche{Enter}');
    await within(sheet).findByText('Leche PIL 1 L');
    await user.click(within(sheet).getByRole('button', { name: ORDER_MSG.save }));
    const done = await screen.findByRole('dialog', { name: 'Operación Exitosa' });
    expect(within(done).getByText(ORDER_MSG.savedOffline)).toBeInTheDocument();
    await answerDialog(user, done, 'Aceptar');
    expect(await screen.findByRole('status', { name: 'Estado de la conexión' })).toHaveTextContent('Sin conexión — 1 pedido guardado en este equipo');
  });
});
