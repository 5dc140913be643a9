import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { CashClosing } from '@lactea/contracts';
import { callsTo, fakeApi, pageOf } from '../../../test/fakeApi';
import { renderWithApp, signIn } from '../../../test/renderWithApp';
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
  cash_difference: 278.5,
  non_cash_total: 10,
  expenses: [{ id: 1, kind: 'desk', expense: 20, description: 'Bolsas', date: '2026-03-10', hour: '10:00:00', type_expense: null, user: 'Ana' }],
};
function server() {
  return fakeApi({
    'GET sale/cash-desk-closing': () => ({ body: closing }),
    'GET sale/till-setup': () => ({ body: { payments: [], address: 'Av. 1', cellphone_number: '7', auto_offers: 1, today: '2026-03-10' } }),
    'GET sale/closing-sales': ({ query }) => ({ body: { ...pageOf([], query).body, total_sale: 0 } }),
  });
}

describe('CloseBoxPage', { timeout: 20_000 }, () => {
  it("a cashier's closing: today's figures, no date filters, no dates sent", async () => {
    const calls = server();
    signIn('u');
    renderWithApp(<CloseBoxPage />, { route: '/close-box' });
    expect(await screen.findByText('Bs. 278.50')).toBeInTheDocument();
    expect(screen.getByText('Bs. 200.00')).toBeInTheDocument();
    expect(screen.queryByLabelText('Desde')).toBeNull();
    const sent = callsTo(calls, 'sale/cash-desk-closing')[0].url;
    expect(sent).not.toContain('date_from');
    expect(screen.getByRole('button', { name: 'Imprimir cierre' })).toBeEnabled();
  });

  it("back rules: 2 → 1 from a payment type's sales, 2 → 4 from collected debts, 3 → 0", async () => {
    server();
    signIn('a');
    const { user } = renderWithApp(<CloseBoxPage />, { route: '/close-box' });
    await screen.findByText('Bs. 278.50');
    expect(screen.getByLabelText('Desde')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Ventas por tipo de pago' }));
    await user.click(screen.getByRole('button', { name: 'Ver ventas Efectivo' }));
    expect(screen.getByRole('tab', { name: 'Detalle de ventas' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('button', { name: 'Volver' }));
    expect(screen.getByRole('tab', { name: 'Ventas por tipo de pago' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Cobro deudas' }));
    await user.click(screen.getByRole('button', { name: 'Ver deudas cobradas Efectivo' }));
    await user.click(screen.getByRole('button', { name: 'Volver' }));
    expect(screen.getByRole('tab', { name: 'Cobro deudas' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Gastos' }));
    expect(screen.getByText('Bolsas')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Volver' }));
    expect(screen.getByRole('tab', { name: 'Resumen' })).toHaveAttribute('aria-selected', 'true');
  });
});
