import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Dashboard } from '@lactea/contracts';
import { callsTo, fakeApi } from '../../../test/fakeApi';
import { renderWithApp, signIn } from '../../../test/renderWithApp';
import HomePage, { REMINDERS } from './HomePage';

const dashboard: Dashboard = {
  date: '2026-03-10',
  today: {
    total_sale: 4772.5,
    sales: 12,
    average_ticket: 397.71,
    last_week_date: '2026-03-03',
    last_week_sale: 1000,
    change_percent: 377.3,
    type_payments: [
      { id: 0, type_pay: 'A crédito', sale: 30, sales: 1 },
      { id: 1, type_pay: 'Efectivo', sale: 4742.5, sales: 11 },
    ],
    margin: 1500.25,
    margin_percent: 31.4,
    total_expense: 112.35,
    returns: 12.5,
    cash_expected: 4830.15,
  },
  receivables: {
    total: 90,
    debts: 3,
    ages: [
      { key: '0-7', label: '0 a 7 días', date_from: '2026-03-03', date_to: '2026-03-10', total: 30, debts: 1 },
      { key: '8-30', label: '8 a 30 días', date_from: '2026-02-08', date_to: '2026-03-02', total: 20, debts: 1 },
      { key: '31+', label: 'Más de 30 días', date_from: null, date_to: '2026-02-07', total: 40, debts: 1 },
    ],
    collected_today: 10,
    collections_today: 1,
    top_debtors: [{ id_client: 4, client: 'Tienda Don Lucho', total: 60, debts: 2 }],
  },
  expiry: {
    windows: [
      { days: 3, lots: 1, quantity: 5, cost: 20 },
      { days: 7, lots: 2, quantity: 8, cost: 27.5 },
      { days: 15, lots: 3, quantity: 10, cost: 30 },
    ],
    expired: { lots: 1, quantity: 4, cost: 12 },
  },
  products: {
    top_day: [{ id: 1, code: 'L1', product: 'Leche Entera PIL 1 L', unit: 'unidad', quantity: 11, sale: 108.5 }],
    top_week: [{ id: 1, code: 'L1', product: 'Leche Entera PIL 1 L', unit: 'unidad', quantity: 11, sale: 108.5 }],
    week_from: '2026-03-04',
    slow_movers: 2,
    slow_mover_list: [{ id: 3, code: 'Q1', product: 'Queso Criollo', unit: 'kg', quantity: 20.25 }],
    low_stock: 7,
  },
  days: Array.from({ length: 14 }, (_, i) => ({ day: `2026-03-${String(i + 1).padStart(2, '0')}`, sale: 100 + i, margin: 30 })),
};

describe('home', () => {
  it('the administrator sees a Facturas tile only while invoices wait for SIAT, were rejected or need their reprint, over the last 30 days', async () => {
    let states: Record<string, number> = { aceptada: 40, pendiente: 1, contingencia: 2, rechazada: 1 };
    let reprint = 2;
    const calls = fakeApi({
      'GET dashboard': () => ({ body: dashboard }),
      'GET invoice/list': () => ({ body: { data: [], current_page: 1, last_page: 1, total: 0, by_state: states, reprint_due: reprint } }),
    });
    signIn('a');
    const view = renderWithApp(<HomePage />, { route: '/' });
    const tile = await screen.findByRole('region', { name: 'Facturas' });
    expect(within(tile).getByRole('link', { name: 'Facturas' })).toHaveAttribute('href', '/invoices');
    expect(within(tile).getByTestId('figure-Esperando al SIAT')).toHaveTextContent('3');
    expect(within(tile).getByTestId('figure-Rechazadas por el SIAT')).toHaveTextContent('1');
    expect(within(tile).getByTestId('figure-CUF cambió: reimprimir')).toHaveTextContent('2');
    expect(callsTo(calls, 'invoice/list')[0].url).toBe('/api/invoice/list?date_from=2026-02-08&date_to=2026-03-10&page=1');
    view.unmount();
    // Only reprints due: the tile stays, with that figure alone.
    states = { aceptada: 40 };
    const second = renderWithApp(<HomePage />, { route: '/' });
    const alone = await screen.findByRole('region', { name: 'Facturas' });
    expect(within(alone).getByTestId('figure-CUF cambió: reimprimir')).toHaveTextContent('2');
    expect(within(alone).queryByTestId('figure-Esperando al SIAT')).toBeNull();
    second.unmount();
    states = { aceptada: 40, anulada: 2 };
    reprint = 0;
    renderWithApp(<HomePage />, { route: '/' });
    await screen.findByRole('region', { name: 'Hoy' });
    await waitFor(() => expect(callsTo(calls, 'invoice/list')).toHaveLength(3));
    expect(screen.queryByRole('region', { name: 'Facturas' })).toBeNull();
  });

  it('the administrator sees the tiles in Spanish money format, each figure linking to its screen', async () => {
    const calls = fakeApi({ 'GET dashboard': () => ({ body: dashboard }) });
    signIn('a');
    renderWithApp(<HomePage />, { route: '/' });
    const today = await screen.findByRole('region', { name: 'Hoy' });
    expect(within(today).getByRole('link', { name: 'Hoy' })).toHaveAttribute('href', '/balance');
    expect(within(today).getByText('Bs. 4.772,50')).toBeInTheDocument();
    expect(within(today).getByText('+377,3 %')).toBeInTheDocument();
    expect(within(today).getByText('(martes 03/03/2026: Bs. 1.000,00)')).toBeInTheDocument();
    // The closing's own name for the cash expected, with what it means.
    expect(within(today).getByRole('link', { name: 'Diferencia caja' })).toHaveAttribute('href', '/close-box');
    expect(within(today).getByText('(efectivo que debería haber)')).toBeInTheDocument();
    expect(within(today).getByText('Bs. 4.830,15')).toBeInTheDocument();
    expect(within(today).getByText('(31,4 %)')).toBeInTheDocument();
    const debts = screen.getByRole('region', { name: 'Por cobrar' });
    expect(within(debts).getByRole('link', { name: 'Total por cobrar' })).toHaveAttribute('href', '/cancelled-sales');
    expect(within(debts).getByText('Tienda Don Lucho')).toBeInTheDocument();
    const expiry = screen.getByRole('region', { name: 'Vencimientos' });
    expect(within(expiry).getByRole('link', { name: 'Vence en 3 días' })).toHaveAttribute('href', '/lots-near-expired/0?dias=3');
    expect(within(expiry).getByRole('link', { name: 'Vencido en estante' })).toHaveAttribute('href', '/expired-lots');
    expect(within(expiry).getByText('Bs. 27,50')).toBeInTheDocument();
    const products = screen.getByRole('region', { name: 'Productos' });
    expect(within(products).getByRole('link', { name: 'Stock bajo (hasta 16)' })).toHaveAttribute('href', '/inventory?nivel=b');
    expect(within(products).getAllByText('1. Leche Entera PIL 1 L')).toHaveLength(2);
    // Kilos of a weighed product in the Spanish way, with their unit; units as a count.
    expect(within(products).getByText('(20,250 kg)')).toBeInTheDocument();
    expect(within(products).getAllByText('(11)')).toHaveLength(2);
    expect(within(expiry).getAllByText('(1 lote)')).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'Ventas y margen de los últimos 14 días' })).toBeInTheDocument();
    // The welcome and the four reminders are everyone's, the owner's too, below the day's figures.
    expect(screen.getByRole('heading', { name: 'Bienvenido(a)' })).toBeInTheDocument();
    const reminders = screen.getByRole('region', { name: 'Recuerde' });
    expect(within(reminders).getAllByRole('listitem').map((li) => li.textContent)).toEqual([...REMINDERS]);
    expect(callsTo(calls, 'sale/sales-day')).toHaveLength(0);
  });

  it('a cashier keeps the welcome and sees only their own day (VENTAS DIA)', async () => {
    const calls = fakeApi({ 'GET sale/sales-day': () => ({ body: { data: [], current_page: 1, last_page: 1, total: 3, total_sale: 1234.5 } }) });
    signIn('u');
    renderWithApp(<HomePage />, { route: '/' });
    expect(await screen.findByRole('heading', { name: 'Bienvenido(a)' })).toBeInTheDocument();
    const reminders = screen.getByRole('region', { name: 'Recuerde' });
    expect(within(reminders).getAllByRole('listitem').map((li) => li.textContent)).toEqual([...REMINDERS]);
    expect(await screen.findByRole('link', { name: 'Sus ventas de hoy' })).toHaveAttribute('href', '/sales-day');
    expect(screen.getByText('Bs. 1.234,50')).toBeInTheDocument();
    expect(screen.getByText(/3 ventas/)).toBeInTheDocument();
    await waitFor(() => expect(callsTo(calls, 'sale/sales-day')).toHaveLength(1));
    expect(callsTo(calls, 'dashboard')).toHaveLength(0);
  });
});
