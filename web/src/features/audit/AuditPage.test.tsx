import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditRow } from '@lactea/contracts';
import { callsTo, fakeApi, pageOf, tableRows } from '../../../test/fakeApi';
import { renderWithApp, signIn } from '../../../test/renderWithApp';
import { getSession, saveSession } from '../../lib/session';
import AuditPage from './AuditPage';

const row = (id: number, over: Partial<AuditRow> = {}): AuditRow => ({
  id,
  date: '2026-11-21',
  hour: `10:00:${String(id).padStart(2, '0')}`,
  fk_user: 1,
  user: 'Ana Administradora',
  username: 'admin',
  action: 'login',
  entity: 'user',
  entity_id: 1,
  address: '10.0.0.1',
  before: null,
  after: null,
  ...over,
});
const edit = row(1, { action: 'edit', entity: 'product', entity_id: 7, before: { price: '10.00', product: 'Leche', password_hash: 'scrypt$x' }, after: { price: '12.50', product: 'Leche' } });

describe('AUDITORÍA', () => {
  afterEach(() => vi.useRealTimers());

  it("opens on the shop's today, in the zone the server gave at sign-in, not in the computer's", async () => {
    // 02:00 UTC on 1 March: 28 February in La Paz. The tests run in UTC, a computer left on UTC,
    // where it is already 1 March (decision 0057).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T02:00:00Z'));
    const calls = fakeApi({ 'GET audit/list': ({ query }) => pageOf([], query), 'GET user/list': () => ({ body: [] }) });
    signIn();
    saveSession({ ...getSession()!, zone: 'America/La_Paz' });
    renderWithApp(<AuditPage />, { route: '/audit' });
    await waitFor(() => expect(callsTo(calls, 'audit/list').length).toBeGreaterThan(0));
    const first = new URL(callsTo(calls, 'audit/list')[0].url, 'http://x').searchParams;
    expect(first.get('date_from')).toBe('2026-02-28');
    expect(first.get('date_to')).toBe(first.get('date_from'));
  });

  it('lists the rows with their Spanish names, filters by action, and shows before/after with the change marked and no secret', async () => {
    const calls = fakeApi({
      'GET audit/list': ({ query }) => pageOf(query.get('action') === 'edit' ? [edit] : [edit, row(2), row(3)], query),
      'GET user/list': () => ({ body: [{ id: 1, name: 'Ana Administradora', category: 'a', username: 'admin', enabled: 1, version: 1 }] }),
    });
    signIn();
    renderWithApp(<AuditPage />, { route: '/audit' });
    expect(await screen.findByRole('heading', { name: 'AUDITORÍA (3)' })).toBeInTheDocument();
    const first = tableRows('Auditoría')[0];
    for (const text of ['21/11/2026 10:00:01', 'Ana Administradora', 'Edición', 'Producto', '7', '10.0.0.1']) {
      expect(within(first).getByText(text)).toBeInTheDocument();
    }
    // Opens on today, every user, action and entity.
    const firstCall = new URL(callsTo(calls, 'audit/list')[0].url, 'http://x').searchParams;
    expect(firstCall.get('date_from')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(firstCall.get('date_to')).toBe(firstCall.get('date_from'));
    expect([firstCall.get('fk_user'), firstCall.get('action'), firstCall.get('entity')]).toEqual(['0', '', '']);

    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Acción' }));
    await user.click(await screen.findByRole('option', { name: 'Edición' }));
    expect(await screen.findByRole('heading', { name: 'AUDITORÍA (1)' })).toBeInTheDocument();
    expect(new URL(callsTo(calls, 'audit/list').at(-1)!.url, 'http://x').searchParams.get('action')).toBe('edit');

    await user.click(within(tableRows('Auditoría')[0]).getByRole('button', { name: 'Ver detalle' }));
    const dialog = await screen.findByRole('dialog', { name: 'DETALLE DE AUDITORÍA' });
    const price = within(dialog).getByText('price').closest('tr')!;
    expect(price).toHaveAttribute('data-changed', 'true');
    expect(within(price).getByText('10.00')).toBeInTheDocument();
    expect(within(price).getByText('12.50')).toBeInTheDocument();
    expect(within(dialog).getByText('product').closest('tr')).not.toHaveAttribute('data-changed');
    expect(dialog.textContent).not.toMatch(/password|scrypt/);
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    // A whole flow through MUI selects and a dialog: slow on a loaded 2-core machine.
  }, 30_000);
});
