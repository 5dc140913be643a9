import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { Balance, Sale } from '@lactea/contracts';
import { callsTo, fakeApi, pageOf } from '../../../test/fakeApi';
import { renderWithApp, signIn } from '../../../test/renderWithApp';
import { formatMoney } from '../../lib/format';
import BalancePage from './BalancePage';

const balance: Balance = {
  date_from: '2026-03-10',
  date_to: '2026-03-10',
  total_sale: 150,
  total_cost: 90,
  margin: 60,
  credit_sale: 0,
  expense_desk: 20,
  expense_admin: 0,
  total_expense: 20,
  returns: 0,
  merma: 0,
  difference: 40,
  route_merma: 0,
  route_difference: 0,
  type_payments: [{ id: 1, type_pay: 'Efectivo', sale: 150, cost: 90, sales: 1 }],
  days: [{ day: '2026-03-10', sale: 150, cost: 90, expense: 20 }],
  expenses: [{ id: 1, kind: 'desk', expense: 20, description: 'Bolsas', date: '2026-03-10', hour: '10:00:00', type_expense: null, user: 'Ana' }],
};
const cash = { id: 1, type_pay: 'Efectivo', is_cash: 1 as const };
const sale = {
  id: 7,
  date: '2026-03-10',
  hour: '09:30:00',
  subtotal: 150,
  discount: 0,
  total_sale: 150,
  money_paid: 150,
  change_box: 0,
  excess: 0,
  cancelled: 1,
  enabled: 1,
  id_type_payment: 1,
  type_pay: 'e',
  type_payment: cash,
  text_type_pay: 'Efectivo',
  date_debt: null,
  type_payment_debt: null,
  debt_paid: 0,
  client: null,
  user: { id: 1, name: 'Ana' },
  products: [{ id: 3, product: 'Queso fresco', code: 'Q1', unit: 'unidad', pivot: { unit_price_system: 150, discount: 0, unit_price: 150, quantity: 1, unit_cost: 90, promotion: null, total: 150 } }],
} satisfies Sale;

describe('BalancePage', { timeout: 20_000 }, () => {
  it("drills down: a payment type's sales, one sale's products, back 2 → 1 → 0; the expenses under their total, back 3 → 0", async () => {
    const calls = fakeApi({
      'GET sale/balance': () => ({ body: balance }),
      'GET sale/closing-sales': ({ query }) => ({ body: { ...pageOf([sale], query).body, total_sale: 150 } }),
    });
    signIn('a');
    const { user } = renderWithApp(<BalancePage />, { route: '/balance' });
    expect(await screen.findByText('Margen de utilidad')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Detalle de ventas' })).toBeDisabled();

    await user.click(screen.getByRole('tab', { name: 'Ventas' }));
    expect(screen.getByText(`1 venta · Venta ${formatMoney(150)} · Costo ${formatMoney(90)}`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ver ventas Efectivo' }));
    expect(screen.getByRole('tab', { name: 'Detalle de ventas' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { name: 'Ventas · Efectivo' })).toBeInTheDocument();
    const query = new URL(callsTo(calls, 'sale/closing-sales')[0].url, 'http://localhost').searchParams;
    expect(Object.fromEntries(query)).toEqual({ date_from: '2026-03-10', date_to: '2026-03-10', id_type_payment: '1', debt: '0', page: '1' });
    await user.click(await screen.findByRole('button', { name: 'Productos' }));
    expect(screen.getByRole('heading', { name: 'Venta N° 7' })).toBeInTheDocument();
    expect(screen.getByText('Queso fresco')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Volver' }));
    expect(screen.getByRole('heading', { name: 'Ventas · Efectivo' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Volver' }));
    expect(screen.getByRole('tab', { name: 'Ventas' })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('tab', { name: 'Gastos' }));
    expect(screen.getByRole('heading', { name: `Gastos · ${formatMoney(20)}` })).toBeInTheDocument();
    expect(screen.getByText('Bolsas')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Volver' }));
    expect(screen.getByRole('tab', { name: 'Resumen' })).toHaveAttribute('aria-selected', 'true');
  });
});
