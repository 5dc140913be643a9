import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { RECONCILIATION_MSG, type Lot } from '@lactea/contracts';
import { callsTo, fakeApi, pageOf, renderScreen } from '../../../test/fakeApi';
import { NotificationBell } from './NotificationBell';

const lot: Lot = {
  id: 7,
  fk_product: 1,
  quantity: 4,
  initial_quantity: 10,
  expiration_date: '2026-03-12',
  expired: false,
  from_purchase: false,
  user: 'Ana',
  date: '2026-03-01',
  hour: '09:00:00',
  product: { product: 'Leche Entera', code: 'LE', unit: 'unidad' },
};

/** A weighed product's lot: its quantity reads '2,350 kg', not '2.35'. */
const weighedLot: Lot = { ...lot, id: 8, quantity: 2.35, product: { product: 'Queso Chaqueño', code: 'QCH', unit: 'kg' } };

function server(offline: number) {
  return fakeApi({
    'GET lot/quantity-of-lots-near-expiration': () => ({ body: { quantity: 1 } }),
    'GET lot/lots-near-expiration': ({ query }) => pageOf([lot, weighedLot], query),
    'GET sale/reconciliation-count': () => ({ body: { quantity: offline } }),
  });
}

describe('the bell', { timeout: 20_000 }, () => {
  it('adds the offline sales to review to the count, with a line that opens their screen', async () => {
    server(2);
    const { user } = renderScreen(<NotificationBell />, '/');
    const bell = await screen.findByRole('button', { name: 'Notificaciones: 3' });
    await user.click(bell);
    const panel = await screen.findByRole('presentation');
    // The near-expiry part stays as it was.
    expect(within(panel).getByRole('heading', { name: 'Productos Cerca de vencer' })).toBeInTheDocument();
    expect(await within(panel).findByText('Leche Entera')).toBeInTheDocument();
    expect(within(panel).getByText('Cantidad: 4 · vence 12/03/2026')).toBeInTheDocument();
    expect(within(panel).getByText('Cantidad: 2,350 kg · vence 12/03/2026')).toBeInTheDocument();
    await user.click(within(panel).getByRole('link', { name: `${RECONCILIATION_MSG.title}: 2` }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/offline-sales'));
  });

  it('shows no offline line when nothing waits', async () => {
    const calls = server(0);
    const { user } = renderScreen(<NotificationBell />, '/');
    await waitFor(() => expect(callsTo(calls, 'sale/reconciliation-count')).toHaveLength(1));
    await user.click(await screen.findByRole('button', { name: 'Notificaciones: 1' }));
    // The panel's lots are read on opening, after both counts were answered.
    await screen.findByText('Leche Entera');
    expect(screen.queryByRole('link', { name: new RegExp(RECONCILIATION_MSG.title) })).toBeNull();
  });
});
