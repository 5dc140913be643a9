import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Route, RouteClient, User } from '@lactea/contracts';
import { cellTexts, columnHeaders, confirmOperation, fakeApi, pageOf, renderScreen, tableRows } from '../../../test/fakeApi';
import RoutesPage from './RoutesPage';

const route: Route = { id: 1, name: 'Ruta Centro', user_id: 3, user_name: 'Carlos Condori', visit_days: [1, 3, 5], clients: 3, enabled: 1, version: 4 };
const stop = (position: number, id: number, name: string): RouteClient => ({ position, client_id: id, business_name: name, ci_nit: `${id}00`, enabled: 1 });
const users: User[] = [
  { id: 1, name: 'Administrador', category: 'a', username: 'admin', enabled: 1, version: 1 },
  { id: 2, name: 'María Quispe', category: 'u', username: 'cajero', enabled: 1, version: 1 },
  { id: 3, name: 'Carlos Condori', category: 'v', username: 'preventista', enabled: 1, version: 1 },
];

function server() {
  return fakeApi({
    'GET route/list': ({ query }) => pageOf([route], query),
    'GET route/clients': () => ({ body: [stop(1, 10, 'Tienda Doña Rosa'), stop(2, 11, 'Minimarket El Alto'), stop(3, 12, 'Panadería San Miguel')] }),
    'PUT route/set-clients': ({ json }) => ({
      body: {
        route: { ...route, version: 5 },
        clients: (json.client_ids as number[]).map((id, i) => stop(i + 1, id, `Cliente ${id}`)),
      },
    }),
    'GET user/list': () => ({ body: users }),
  });
}

describe('RoutesPage', { timeout: 20_000 }, () => {
  it('lists routes with their preventista, days and clients; the form offers only preventistas and administrators', async () => {
    server();
    const { user } = renderScreen(<RoutesPage />, '/routes');
    expect(await screen.findByRole('heading', { name: 'RUTAS (1)' })).toBeInTheDocument();
    expect(columnHeaders('Rutas')).toEqual(['N°', 'Nombre', 'Preventista', 'Días de visita', 'Clientes', 'Estado', 'Acciones']);
    expect(cellTexts(tableRows('Rutas')[0]).slice(1, 5)).toEqual(['Ruta Centro', 'Carlos Condori', 'Lun, Mié, Vie', '3']);
    await user.click(screen.getByRole('button', { name: 'Registrar' }));
    await user.click(await screen.findByRole('combobox', { name: 'Preventista' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Administrador (Administrador)', 'Carlos Condori (Preventista)']);
  });

  it("moves a client up in the visit order and saves the whole list with the route's version", async () => {
    const calls = server();
    const { user } = renderScreen(<RoutesPage />, '/routes');
    await screen.findByRole('heading', { name: 'RUTAS (1)' });
    await user.click(within(tableRows('Rutas')[0]).getByRole('button', { name: 'Clientes de Ruta Centro' }));
    await screen.findByText('Panadería San Miguel');
    expect(screen.getByRole('button', { name: 'Guardar orden' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Subir Panadería San Miguel' }));
    await user.click(screen.getByRole('button', { name: 'Guardar orden' }));
    await confirmOperation(user, '¿Está seguro de guardar los 3 clientes de la ruta Ruta Centro en este orden?', 'Se guardaron los clientes de la ruta con éxito');
    const saved = calls.filter((c) => c.url === '/api/route/set-clients');
    expect(saved.map((c) => c.body)).toEqual([{ route_id: 1, version: 4, client_ids: [10, 12, 11] }]);
  });
});
