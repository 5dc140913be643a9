import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReturnReportRow } from '@lactea/contracts';
import { callsTo, fakeApi, pageOf, tableRows } from '../../../test/fakeApi';
import { renderWithApp, signIn } from '../../../test/renderWithApp';
import ReturnsReportPage from './ReturnsReportPage';

const row = (over: Partial<ReturnReportRow>): ReturnReportRow => ({
  kind: 'cliente',
  id: 4,
  line_id: 9,
  date: '2026-03-10',
  hour: '10:00:00',
  sale_id: 31,
  party: 'Tienda Sur',
  product: 'Yogurt Frutilla',
  unit: 'unidad',
  quantity: 2,
  disposition: 'merma',
  refund: 'saldo',
  amount: 10,
  user: 'Ana',
  ...over,
});

describe('DEVOLUCIONES', { timeout: 30_000 }, () => {
  it('lists both kinds of return with their disposition and refund, the totals of each side, and filters by them', async () => {
    const rows = [row({ kind: 'proveedor', id: 2, line_id: 2, sale_id: null, party: 'PIL Andina', disposition: null, refund: null, amount: 9 }), row({})];
    const calls = fakeApi({
      'GET sale/returns-report': ({ query }) => ({ body: { ...pageOf(rows, query).body, total_clients: 10, total_providers: 9 } }),
      'GET user/list': () => ({ body: [] }),
    });
    signIn('a');
    renderWithApp(<ReturnsReportPage />, { route: '/returns-report' });
    await screen.findByText('PIL Andina');
    const cells = tableRows('Devoluciones').map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
    expect(cells.map((c) => c.slice(2, 10))).toEqual([
      ['A proveedor', '2', '—', 'PIL Andina', 'Yogurt Frutilla', '2', 'Al proveedor', 'Crédito con el proveedor'],
      ['De cliente', '4', '31', 'Tienda Sur', 'Yogurt Frutilla', '2', 'Merma', 'Saldo a favor'],
    ]);
    const totals = screen.getByLabelText('Totales').textContent;
    expect(totals).toContain('Devuelto a clientes: Bs. 10,00');
    expect(totals).toContain('Devuelto a proveedores: Bs. 9,00');
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Reembolso' }));
    await user.click(await screen.findByRole('option', { name: 'Efectivo' }));
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await screen.findByText('PIL Andina');
    await waitFor(() => expect(new URL(callsTo(calls, 'sale/returns-report').at(-1)!.url, 'http://x').searchParams.get('refund')).toBe('efectivo'));
  });
});
