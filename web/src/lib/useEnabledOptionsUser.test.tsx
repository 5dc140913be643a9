import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi } from '../../test/fakeApi';
import { renderApp, signIn } from '../../test/renderWithApp';
import { settingFixture } from '../../test/settingFixture';

const setting = (enabled_options_user: 0 | 1) => settingFixture({ enabled_options_user });
const menuLinks = () =>
  within(screen.getByRole('navigation', { name: 'Menú principal' }))
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

describe('useEnabledOptionsUser: the cashier menu follows setting/list', () => {
  it('adds Inventario and Compras for category u when enabled_options_user is 1', async () => {
    fakeApi({ 'GET setting/list': () => ({ body: setting(1) }) });
    signIn('u');
    renderApp('/');
    await screen.findByRole('heading', { name: 'Bienvenido(a)' }, { timeout: 15_000 });
    await waitFor(() => expect(menuLinks()).toEqual(['/', '/inventory', '/sales', '/sales-day', '/cancelled-sales', '/purchases', '/expenses', '/close-box']));
  });

  it('leaves them out when it is 0', async () => {
    const calls = fakeApi({ 'GET setting/list': () => ({ body: setting(0) }) });
    signIn('u');
    renderApp('/');
    await screen.findByRole('heading', { name: 'Bienvenido(a)' }, { timeout: 15_000 });
    await waitFor(() => expect(calls.some((c) => c.url.startsWith('/api/setting/list'))).toBe(true));
    expect(menuLinks()).toEqual(['/', '/sales', '/sales-day', '/cancelled-sales', '/expenses', '/close-box']);
  });

  it('does not ask for the administrator, who always has every entry', async () => {
    const calls = fakeApi({ 'GET setting/list': () => ({ body: setting(0) }) });
    signIn('a');
    renderApp('/');
    await screen.findByRole('heading', { name: 'Bienvenido(a)' }, { timeout: 15_000 });
    expect(calls.filter((c) => c.url.startsWith('/api/setting/list'))).toHaveLength(0);
  });
});
