import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { mockFetch, renderWithApp } from '../../../test/renderWithApp';
import { clearSession, getSession } from '../../lib/session';
import { DEVICE_KEY } from '../../lib/useDeviceEnabled';
import { LoginPage } from './LoginPage';

const answer = { token: 'tok-123', user: { id: 1, name: 'Administrador', category: 'a', username: 'admin' }, business_zone: 'America/La_Paz' };

function renderLogin() {
  return renderWithApp(<LoginPage />, { route: '/login' });
}

describe('LoginPage', () => {
  it("marks both fields 'Es requerido' and sends nothing when empty", async () => {
    const calls = mockFetch(() => ({ body: answer }));
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(await screen.findAllByText('Es requerido')).toHaveLength(2);
    expect(screen.getByLabelText('Usuario')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('counts blanks as empty and enforces the contract limits', async () => {
    const calls = mockFetch(() => ({ body: answer }));
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Usuario'), '   ');
    await user.type(screen.getByLabelText('Contraseña'), 'x'.repeat(16));
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(await screen.findByText('Es requerido')).toBeInTheDocument();
    expect(screen.getByText('No puede exceder los 15 dígitos')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('sends the MD5 of the password, saves the session and goes home', async () => {
    const calls = mockFetch(() => ({ body: answer }));
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Usuario'), ' admin ');
    await user.type(screen.getByLabelText('Contraseña'), 'admin123');
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(calls).toHaveLength(1);
    expect(calls[0].method).toBe('POST');
    expect(calls[0].url).toBe('/api/user/login');
    expect(calls[0].body).toEqual({ username: 'admin', password: '0192023a7bbd73250516f069df18b500' });
    expect(calls[0].headers.Authorization).toBeUndefined();
    // The shop's time zone is kept with the session: every screen's today is taken in it (decision 0057).
    expect(getSession()).toEqual({ token: answer.token, user: answer.user, zone: 'America/La_Paz' });
    expect(JSON.parse(localStorage.getItem('lactea') ?? '{}').token).toBe('tok-123');
  });

  it('a cashier on a device enabled for selling goes straight to VENDER; on another device, home', async () => {
    const cashier = { token: 'tok-9', user: { id: 2, name: 'Cajero', category: 'u', username: 'cajero' }, business_zone: 'America/La_Paz' };
    mockFetch(() => ({ body: cashier }));
    localStorage.setItem(DEVICE_KEY, '2026-01-01T00:00:00Z');
    const first = renderLogin();
    await first.user.type(screen.getByLabelText('Usuario'), 'cajero');
    await first.user.type(screen.getByLabelText('Contraseña'), 'cajero123');
    await first.user.click(screen.getByRole('button', { name: 'Ingresar' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/sales$/));
    first.unmount();
    clearSession();
    localStorage.removeItem(DEVICE_KEY);
    const second = renderLogin();
    await second.user.type(screen.getByLabelText('Usuario'), 'cajero');
    await second.user.type(screen.getByLabelText('Contraseña'), 'cajero123');
    await second.user.click(screen.getByRole('button', { name: 'Ingresar' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it('shows wrong credentials in the error dialog and stays', async () => {
    mockFetch(() => ({ status: 400, body: { messages: ['Usuario o contraseña incorrectos'] } }));
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Usuario'), 'admin');
    await user.type(screen.getByLabelText('Contraseña'), 'mala');
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'ERROR' });
    expect(within(dialog).getByText('Usuario o contraseña incorrectos')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(getSession()).toBeNull();
  });

  it('shows and hides the password', async () => {
    const { user } = renderLogin();
    const password = screen.getByLabelText('Contraseña');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Mostrar contraseña' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Ocultar contraseña' }));
    expect(password).toHaveAttribute('type', 'password');
  });
});
