import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { mockFetch, renderApp, signIn } from '../../test/renderWithApp';
import { getSession } from '../lib/session';
import { SCREEN_ROUTES } from './routeTable';

const menu = () => screen.getByRole('navigation', { name: 'Menú principal' });

describe('app shell', () => {
  it('sends a visitor without session to /login', async () => {
    renderApp('/marks');
    expect(await screen.findByRole('button', { name: 'Ingresar' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('greets a cashier by name with the four reminders (the administrator gets the day at a glance)', async () => {
    signIn('u');
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Bienvenido(a)' })).toBeInTheDocument();
    expect(screen.getAllByText('Ana Pérez').length).toBeGreaterThan(0);
    expect(screen.getByText('Todas las acciones quedan registradas en el sistema.')).toBeInTheDocument();
    expect(screen.getByText('Use el sistema de manera responsable.')).toBeInTheDocument();
    expect(screen.getByText('Reporte cualquier problema al administrador.')).toBeInTheDocument();
    expect(screen.getByText('Cierre sesión antes de cerrar el sistema.')).toBeInTheDocument();
  });

  it('gives the administrator every group, the bell and the collapse button', async () => {
    signIn('a');
    const { user } = renderApp('/');
    await screen.findByRole('heading', { name: 'Bienvenido(a)' });
    for (const group of ['Registros', 'Inventario', 'Ventas', 'Compras', 'Gastos', 'Caja', 'Configuración']) {
      expect(within(menu()).getByRole('button', { name: group })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Notificaciones: 0' })).toBeInTheDocument();
    await user.click(within(menu()).getByRole('button', { name: 'Registros' }));
    expect(within(menu()).getByRole('link', { name: 'Marcas' })).toHaveAttribute('href', '/marks');
    await user.click(screen.getByRole('button', { name: 'Ocultar menú' }));
    expect(screen.getByRole('button', { name: 'Mostrar menú' })).toBeInTheDocument();
    // the rail still reaches every screen, by icon
    expect(within(menu()).getByRole('link', { name: 'Compras por Producto' })).toHaveAttribute('href', '/purchases-by-products');
  });

  it("gives a cashier only the till's entries and no bell", async () => {
    signIn('u');
    renderApp('/');
    await screen.findByRole('heading', { name: 'Bienvenido(a)' });
    // five entries: a flat list, no groups to open
    expect(within(menu()).queryByRole('button', { name: 'Ventas' })).not.toBeInTheDocument();
    const links = within(menu())
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/', '/sales', '/sales-day', '/cancelled-sales', '/expenses', '/close-box']);
    expect(screen.queryByRole('button', { name: /Notificaciones/ })).not.toBeInTheDocument();
  });

  it('has a page for every route of the table', async () => {
    expect(SCREEN_ROUTES.map((route) => route.path)).toEqual(
      expect.arrayContaining(['/marks', '/sales', '/sale-mobile', '/close-box', '/purchases-by-registration', '/lots-near-expired/:id', '/audit']),
    );
    // The spec's 34 routes, AUDITORÍA, VENTAS SIN CONEXIÓN, LISTAS DE PRECIOS, RUTAS, PEDIDOS, DEVOLUCIONES,
    // HOJA DE CARGA, ENTREGAS and FACTURAS.
    expect(SCREEN_ROUTES).toHaveLength(43);
    signIn();
    renderApp('/canceled-purchases');
    // Two lazy chunks (the signed-in routes, then the screen), each transformed on first import in a busy run.
    expect(await screen.findByRole('heading', { name: /COMPRAS CANCELADAS/ }, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('redirects /lots-near-expired to /lots-near-expired/0', async () => {
    signIn();
    renderApp('/lots-near-expired');
    expect(await screen.findByRole('heading', { name: 'LOTES POR EXPIRAR' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/lots-near-expired/0');
  });

  it('answers an unknown route with a page not found', async () => {
    signIn();
    renderApp('/no-existe');
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
  });

  it("'Cerrar Sesión' signs out even when the server call fails", async () => {
    const calls = mockFetch(() => ({ status: 500, body: { messages: ['caído'] } }));
    signIn();
    const { user } = renderApp('/');
    await screen.findByRole('heading', { name: 'Bienvenido(a)' });
    await user.click(within(menu()).getByRole('button', { name: 'Cerrar Sesión' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(calls.find((c) => c.url === '/api/user/logout')).toMatchObject({ method: 'POST', body: {} });
    expect(getSession()).toBeNull();
    expect(await screen.findByRole('button', { name: 'Ingresar' })).toBeInTheDocument();
  });
});
