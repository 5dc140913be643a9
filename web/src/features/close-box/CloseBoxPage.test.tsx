import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { RECONCILIATION_MSG, type CashClosing, type CashCount, type DeviceStatus, type Sale } from '@lactea/contracts';
import { callsTo, cellTexts, printedText, fakeApi, pageOf, tableRows } from '../../../test/fakeApi';
import { offeredSale, OFFERED_ROWS } from '../../../test/offeredSale';
import { renderWithApp, signIn } from '../../../test/renderWithApp';
import { formatMoney } from '../../lib/format';
import CloseBoxPage from './CloseBoxPage';

const closing: CashClosing = {
  date_from: '2026-03-10',
  date_to: '2026-03-10',
  initial_cash: 200,
  type_payments: [
    { id: 1, type_pay: 'Efectivo', is_cash: 1, sale: 68.5, sales: 2, debt_collection: 30, debts: 1 },
    { id: 2, type_pay: 'Tarjeta', is_cash: 0, sale: 10, sales: 1, debt_collection: 0, debts: 0 },
  ],
  debt_collection: 30,
  cash_sales: 68.5,
  total_expense: 20,
  cash_returns: 0,
  cash_return_count: 0,
  cash_difference: 278.5,
  non_cash_total: 10,
  credit_sale: 138,
  credit_sales: 3,
  routes: [],
  route_cash_difference: 0,
  expenses: [{ id: 1, kind: 'desk', expense: 20, description: 'Bolsas', date: '2026-03-10', hour: '10:00:00', type_expense: null, user: 'Ana' }],
};
const device = (id: string, pending: number, reportedAt: string, lastSync: string | null = null): DeviceStatus => ({
  device_id: id,
  device_name: `Caja ${id}`,
  user: 'Carlos',
  pending,
  failed: 0,
  oldest_pending_at: null,
  reported_at: reportedAt,
  last_sync_at: lastSync,
});
const now = new Date().toISOString();
const lastWeek = new Date(Date.now() - 7 * 24 * 3600_000).toISOString();
const DEVICES = [device('1', 3, now, new Date(2026, 2, 10, 10, 5).toISOString()), device('2', 1, lastWeek, now), device('3', 0, now), device('4', 5, lastWeek)];

function server(counts: CashCount[] = [], sales: Sale[] = []) {
  return fakeApi({
    'GET sale/devices': () => ({ body: DEVICES }),
    'GET sale/cash-count': () => ({ body: { data: counts } }),
    'POST sale/cash-count': ({ json }) => {
      const total = (json.counts as Record<string, number>)['200'] * 200 + (json.counts as Record<string, number>)['20'] * 20 + (json.counts as Record<string, number>)['0.50'] * 0.5;
      const saved = { id: 1, day: '2026-03-10', counts: json.counts as Record<string, number>, counted: total, expected: 278.5, difference: total - 278.5, user: 'Ana', date: '2026-03-10', hour: '18:05:00' };
      counts.splice(0, counts.length, saved);
      return { body: saved };
    },
    'GET sale/cash-desk-closing': () => ({ body: closing }),
    'GET sale/till-setup': () => ({ body: { payments: [], address: 'Av. 1', cellphone_number: '7', auto_offers: 1, today: '2026-03-10', scale: { prefix_from: 20, prefix_to: 29, code_digits: 5, value_kind: 'w' } } }),
    'GET sale/closing-sales': ({ query }) => ({ body: { ...pageOf(sales, query).body, total_sale: 0 } }),
  });
}

/** A cashier's closing with today's `count`, printed: the paper's text (the print area, all window.print shows). */
async function printClosingWith(count: CashCount): Promise<string> {
  server([count]);
  signIn('u');
  const { user } = renderWithApp(<CloseBoxPage />, { route: '/close-box' });
  await screen.findByText(`Contado por ${count.user} a las ${count.hour.slice(0, 5)}`);
  await user.click(screen.getByRole('button', { name: 'Imprimir cierre' }));
  return printedText('CIERRE DE CAJA');
}

describe('CloseBoxPage', { timeout: 20_000 }, () => {
  it("a cashier's closing: today's figures, no date filters, no dates sent", async () => {
    const calls = server();
    signIn('u');
    renderWithApp(<CloseBoxPage />, { route: '/close-box' });
    expect(await screen.findByText('Bs. 278,50')).toBeInTheDocument();
    expect(screen.getByText('Bs. 200,00')).toBeInTheDocument();
    expect(screen.queryByLabelText('Desde')).toBeNull();
    const sent = callsTo(calls, 'sale/cash-desk-closing')[0].url;
    expect(sent).not.toContain('date_from');
    expect(screen.getByRole('button', { name: 'Imprimir cierre' })).toBeEnabled();
    // The devices' list is the administrator's: a cashier's closing neither asks nor warns.
    expect(callsTo(calls, 'sale/devices')).toHaveLength(0);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('warns the administrator of each till that worked today and still holds sales, with its last sync', async () => {
    server();
    signIn('a');
    renderWithApp(<CloseBoxPage />, { route: '/close-box' });
    const alerts = await screen.findAllByRole('alert');
    // Reported today (1) and synced today (2); not one with nothing pending (3) nor one idle since last week (4).
    expect(alerts.map((a) => a.textContent)).toEqual([
      `${RECONCILIATION_MSG.closingWarning('Caja 1', 3)}. Última sincronización: 10/03/2026 10:05.`,
      expect.stringContaining(`${RECONCILIATION_MSG.closingWarning('Caja 2', 1)}. Última sincronización: `),
    ]);
    expect(alerts[0]).toHaveTextContent('Caja 1: 3 ventas sin sincronizar');
    expect(await screen.findByText('Bs. 278,50')).toBeInTheDocument();
  });

  it("back rules: 2 → 1 from a payment type's sales, 2 → 4 from collected debts, 3 → 0", async () => {
    const calls = server();
    signIn('a');
    const { user } = renderWithApp(<CloseBoxPage />, { route: '/close-box' });
    await screen.findByText('Bs. 278,50');
    expect(screen.getByLabelText('Desde')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Ventas por tipo de pago' }));
    // Counts agree with their noun; a cash type is marked once, not 'Efectivo (efectivo)'.
    expect(screen.getByText(`2 ventas · ${formatMoney(68.5)}`)).toBeInTheDocument();
    expect(screen.getByText(`1 venta · ${formatMoney(10)}`)).toBeInTheDocument();
    expect(screen.getAllByText('En caja')).toHaveLength(1);
    expect(screen.queryByText(/\(efectivo\)/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Ver ventas Efectivo' }));
    expect(screen.getByRole('tab', { name: 'Detalle de ventas' })).toHaveAttribute('aria-selected', 'true');
    // Only the call's own filters (the server refuses any other key: docs/decisions/0022).
    const query = new URL(callsTo(calls, 'sale/closing-sales')[0].url, 'http://localhost').searchParams;
    expect([...query.keys()].sort()).toEqual(['date_from', 'date_to', 'debt', 'id_type_payment', 'page']);
    await user.click(screen.getByRole('button', { name: 'Volver' }));
    expect(screen.getByRole('tab', { name: 'Ventas por tipo de pago' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Cobro deudas' }));
    expect(screen.getByText(`1 cobro · ${formatMoney(30)}`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ver deudas cobradas Efectivo' }));
    await user.click(screen.getByRole('button', { name: 'Volver' }));
    expect(screen.getByRole('tab', { name: 'Cobro deudas' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Gastos' }));
    expect(screen.getByText('Bolsas')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Volver' }));
    expect(screen.getByRole('tab', { name: 'Resumen' })).toHaveAttribute('aria-selected', 'true');
  });

  it("'Efectivo contado': counted per note and coin, the Faltante shown as typed, saved and shown again", async () => {
    const calls = server();
    signIn('u');
    const { user } = renderWithApp(<CloseBoxPage />, { route: '/close-box' });
    expect(await screen.findByText('Todavía no se contó el efectivo de hoy.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Registrar efectivo contado' }));
    const dialog = await screen.findByRole('dialog', { name: 'Efectivo contado' });
    await user.type(within(dialog).getByLabelText('Billete 200'), '1');
    await user.type(within(dialog).getByLabelText('Billete 20'), '3');
    await user.type(within(dialog).getByLabelText('Moneda 0,50'), '2');
    // 200 + 60 + 1 = 261,00 against 278,50: Faltante 17,50 before saving.
    expect(within(dialog).getByTestId('count-counted')).toHaveTextContent('Bs. 261,00');
    expect(within(dialog).getByText('Faltante')).toBeInTheDocument();
    expect(within(dialog).getByTestId('count-difference')).toHaveTextContent('Bs. 17,50');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar conteo' }));
    const done = await screen.findByRole('dialog', { name: 'Operación Exitosa' });
    expect(within(done).getByText('Se registró el efectivo contado')).toBeInTheDocument();
    const sent = callsTo(calls, 'sale/cash-count').find((c) => c.method === 'POST')!;
    expect(sent.body).toEqual({ counts: { '200': 1, '100': 0, '50': 0, '20': 3, '10': 0, '5': 0, '2': 0, '1': 0, '0.50': 2, '0.20': 0, '0.10': 0 } });
    await user.click(within(done).getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText('Contado por Ana a las 18:05')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Contar de nuevo' })).toBeInTheDocument();
    // Nothing moved since the count: one expected figure, no warning.
    expect(screen.getByText('Esperado a las 18:05 (Diferencia caja)')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a count older than the figures above it says what it was measured against, and what moved since', async () => {
    // Counted 261,00 at 18:05 against 250,00; a sale after it took the expected cash to 278,50.
    server([{ id: 1, day: '2026-03-10', counts: {}, counted: 261, expected: 250, difference: 11, user: 'Ana', date: '2026-03-10', hour: '18:05:00' }]);
    signIn('u');
    renderWithApp(<CloseBoxPage />, { route: '/close-box' });
    expect(await screen.findByText('Esperado a las 18:05 (Diferencia caja)')).toBeInTheDocument();
    expect(screen.getByText('Sobrante')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Después del conteo de las 18:05 el efectivo esperado cambió: ahora es Bs. 278,50 (Faltante Bs. 17,50 contra lo contado). Cuente de nuevo antes de cerrar.',
    );
  });

  it("the summary names 'Diferencia caja' as the cash there should be, and shows the credit sales apart, as information", async () => {
    server();
    signIn('u');
    const { user } = renderWithApp(<CloseBoxPage />, { route: '/close-box' });
    expect(await screen.findByText('efectivo que debería haber')).toBeInTheDocument();
    expect(screen.getByText('Ventas a crédito (3 ventas)')).toBeInTheDocument();
    expect(screen.getByText(/^Informativo: no entran en caja/)).toBeInTheDocument();
    expect(screen.getByText('Bs. 138,00')).toBeInTheDocument();
    await screen.findByText('Todavía no se contó el efectivo de hoy.');
    await user.click(screen.getByRole('button', { name: 'Imprimir cierre' }));
    expect(await printedText('CIERRE DE CAJA')).toContain('EFECTIVO CONTADOSin conteo de efectivo');
  });

  it('the printed closing carries the credit sales and the cash count: counted, Faltante, who and when', async () => {
    // Counted 277,41 at 18:05 against 278,50: Faltante 1,09, and nothing moved since.
    const text = await printClosingWith({ id: 1, day: '2026-03-10', counts: null, counted: 277.41, expected: 278.5, difference: -1.09, user: 'Ana', date: '2026-03-10', hour: '18:05:00' });
    expect(text).toContain('DIFERENCIA CAJA Bs.278,50(efectivo que debería haber)');
    expect(text).toContain('Ventas a crédito (3 ventas)138,00(informativo: no entran en caja)');
    expect(text).toContain('EFECTIVO CONTADOEfectivo contado277,41Esperado a las 18:05 (Diferencia caja)278,50Faltante1,09');
    expect(text).toContain('Contado por Ana el 10/03/2026 a las 18:05');
    expect(text).toContain('Av. 1');
    expect(text).not.toContain('actual');
  });

  it('the printed closing gives the count against the figure printed too when the cash moved after the count', async () => {
    const text = await printClosingWith({ id: 1, day: '2026-03-10', counts: null, counted: 261, expected: 250, difference: 11, user: 'Ana', date: '2026-03-10', hour: '18:05:00' });
    expect(text).toContain('Sobrante11,00');
    expect(text).toContain('Contra Diferencia caja actual: Faltante17,50');
  });

  it('refuses a negative or broken piece count in the form, with Spanish messages', async () => {
    const calls = server();
    signIn('u');
    const { user } = renderWithApp(<CloseBoxPage />, { route: '/close-box' });
    await user.click(await screen.findByRole('button', { name: 'Registrar efectivo contado' }));
    const dialog = await screen.findByRole('dialog', { name: 'Efectivo contado' });
    await user.type(within(dialog).getByLabelText('Billete 100'), '-1');
    await user.type(within(dialog).getByLabelText('Moneda 5'), '1,5');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar conteo' }));
    await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('No debe ser negativo')).toBeInTheDocument();
    expect(within(dialog).getByText('Debe ser un número entero')).toBeInTheDocument();
    expect(callsTo(calls, 'sale/cash-count').filter((c) => c.method === 'POST')).toEqual([]);
  });

  it("a sale opened from the closing reads its lines as the till did: P.U. the list price, the promotion's saving, totals to the cent", async () => {
    server([], [offeredSale({ cancelled: 1, text_type_pay: 'Efectivo' })]);
    signIn('a');
    const { user } = renderWithApp(<CloseBoxPage />, { route: '/close-box' });
    await screen.findByText('Bs. 278,50');
    await user.click(screen.getByRole('tab', { name: 'Ventas por tipo de pago' }));
    await user.click(screen.getByRole('button', { name: 'Ver ventas Efectivo' }));
    await user.click(await screen.findByRole('button', { name: 'Productos' }));
    await screen.findByRole('table', { name: 'Productos de la venta 7' });
    expect(tableRows('Productos de la venta 7').map(cellTexts)).toEqual(OFFERED_ROWS);
  });
});
