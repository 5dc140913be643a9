import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ROUTE_MSG, type RouteDay } from '@lactea/contracts';
import { fakeApi, renderScreen } from '../../../test/fakeApi';
import OrdersPage from './OrdersPage';

const day = (routes: RouteDay['routes']): RouteDay => ({ date: '2026-11-30', weekday: 1, routes });

describe('OrdersPage (PEDIDOS)', { timeout: 20_000 }, () => {
  it("shows the day's route with its clients numbered in visit order", async () => {
    fakeApi({
      'GET route/day': () => ({
        body: day([
          {
            id: 1,
            name: 'Ruta Centro',
            visit_days: [1, 2, 3, 4, 5, 6],
            clients: [
              { position: 1, client_id: 10, business_name: 'Tienda Doña Rosa', ci_nit: '4567891 LP', enabled: 1 },
              { position: 2, client_id: 11, business_name: 'Minimarket El Alto', ci_nit: '1029384756', enabled: 0 },
            ],
          },
        ]),
      }),
    });
    renderScreen(<OrdersPage />, '/orders');
    expect(await screen.findByRole('heading', { name: 'PEDIDOS · 30/11/2026' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Clientes de la ruta Ruta Centro' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['1. Tienda Doña RosaCI/NIT 4567891 LP', '2. Minimarket El AltoCI/NIT 1029384756 · Inhabilitado']);
    expect(screen.getByText('Lun, Mar, Mié, Jue, Vie, Sáb · 2 clientes')).toBeInTheDocument();
  });

  it('says so when the preventista has no route that day', async () => {
    fakeApi({ 'GET route/day': () => ({ body: day([]) }) });
    renderScreen(<OrdersPage />, '/orders');
    expect(await screen.findByText(ROUTE_MSG.noRouteToday)).toBeInTheDocument();
  });
});
