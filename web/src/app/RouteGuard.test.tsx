import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, signIn } from '../../test/renderWithApp';
import { callsTo, fakeApi, pageOf } from '../../test/fakeApi';
import { settingFixture } from '../../test/settingFixture';
import { accessOf, mayOpen } from './routeAccess';
import { SCREEN_ROUTES } from './routeTable';

/**
 * Lazy screens load under a busy test run, through two lazy chunks (the signed-in routes, then the
 * screen), each transformed on first import: wait longer than the suite's default 10 s.
 */
const SLOW = { timeout: 15_000 };

const settings = (enabledOptionsUser: 0 | 1) => settingFixture({ enabled_options_user: enabledOptionsUser });

function server(enabledOptionsUser: 0 | 1 = 0) {
  return fakeApi({
    'GET mark/list': ({ query }) => pageOf([{ id: 1, mark: 'PIL', enabled: 1, version: 1 }], query),
    'GET setting/list': () => ({ body: settings(enabledOptionsUser) }),
    'GET product/list-with-total-lot': ({ query }) => pageOf([], query),
  });
}

describe('route access by category', () => {
  it('a cashier opening /marks by URL gets ACCESO DENEGADO and no screen, then goes home', async () => {
    const calls = server();
    signIn('u');
    const { user } = renderApp('/marks');
    const denied = await screen.findByRole('alertdialog', { name: 'ACCESO DENEGADO' }, SLOW);
    expect(within(denied).getByText('No tiene permiso para realizar esta operación.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /MARCAS/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Registrar' })).not.toBeInTheDocument();
    expect(callsTo(calls, 'mark/list')).toHaveLength(0);
    await user.click(within(denied).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(await screen.findByRole('heading', { name: 'Bienvenido(a)' }, SLOW)).toBeInTheDocument();
  });

  it('the administrator opens /marks', async () => {
    server();
    signIn('a');
    renderApp('/marks');
    expect(await screen.findByRole('heading', { name: 'MARCAS (1)' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog', { name: 'ACCESO DENEGADO' })).not.toBeInTheDocument();
  });

  it("an 'options' route opens for a cashier only while enabled_options_user = 1", async () => {
    server(1);
    signIn('u');
    renderApp('/inventory');
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Cargando' })).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { name: /INVENTARIO/ }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog', { name: 'ACCESO DENEGADO' })).not.toBeInTheDocument();
  });

  it("an 'options' route is refused to a cashier while enabled_options_user = 0", async () => {
    server(0);
    signIn('u');
    renderApp('/inventory');
    expect(await screen.findByRole('alertdialog', { name: 'ACCESO DENEGADO' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /INVENTARIO/ })).not.toBeInTheDocument();
  });

  it('one declaration per route: the cashier reaches exactly the staff routes, and options ones with the setting', () => {
    const staff = SCREEN_ROUTES.filter((r) => mayOpen(r.access ?? 'admin', 'u', false)).map((r) => r.path);
    expect(staff.sort()).toEqual(['/cancelled-sales', '/close-box', '/expenses', '/sale-mobile', '/sales', '/sales-day']);
    const withOptions = SCREEN_ROUTES.filter((r) => mayOpen(r.access ?? 'admin', 'u', true)).map((r) => r.path);
    expect(withOptions.filter((p) => !staff.includes(p)).sort()).toEqual(['/inventory', '/purchases']);
    expect(accessOf('/lots-near-expired/0')).toBe('admin');
    expect(accessOf('/')).toBe('signed');
    // The preventista opens PEDIDOS and ENTREGAS and nothing of the counter's, whatever the options setting says.
    expect(SCREEN_ROUTES.filter((r) => mayOpen(r.access ?? 'admin', 'v', true)).map((r) => r.path)).toEqual(['/orders', '/deliveries']);
    expect(SCREEN_ROUTES.filter((r) => mayOpen(r.access ?? 'admin', 'a', false))).toHaveLength(SCREEN_ROUTES.length);
  });
});
