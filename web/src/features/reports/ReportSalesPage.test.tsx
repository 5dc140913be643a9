import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReportSale, SalePaymentType } from '@lactea/contracts';
import { fakeApi, pageOf, tableRows } from '../../../test/fakeApi';
import { formatAmount } from '../../lib/format';
import { renderWithApp, signIn } from '../../../test/renderWithApp';
import ReportSalesPage from './ReportSalesPage';

const cash: SalePaymentType = { id: 1, type_pay: 'Efectivo', is_cash: 1 };
const card: SalePaymentType = { id: 2, type_pay: 'Tarjeta', is_cash: 0 };

/** A sale as the server reads it back, 2 × 10.00 of one product. */
const sale = (id: number, pay: Partial<ReportSale>): ReportSale => ({
  id,
  date: '2026-03-10',
  hour: '10:00:00',
  subtotal: 20,
  discount: 0,
  total_sale: 20,
  money_paid: 20,
  change_box: 0,
  excess: 0,
  cancelled: 1,
  enabled: 1,
  id_type_payment: null,
  type_pay: null,
  type_payment: null,
  text_type_pay: '',
  date_debt: null,
  type_payment_debt: null,
  debt_paid: 0,
  client: { id: 5, business_name: 'Tienda Uno', ci_nit: '123' },
  user: { id: 1, name: 'Ana' },
  products: [{ id: 9, product: 'Leche Entera', code: 'L1', unit: 'unidad', pivot: { unit_price_system: 10, discount: 0, unit_price: 10, quantity: 2, unit_cost: 6.5, promotion: null, total: 20 } }],
  total_cost: 13,
  gain: 7,
  ...pay,
});

describe('REPORTE VENTAS: Tipo Pago as the exports write it (salePaymentText)', { timeout: 20_000 }, () => {
  it("a collected debt reads 'A crédito (cobrada: …)' in the list and the detail, whatever text_type_pay says", async () => {
    const rows = [
      sale(3, { type_payment: cash, id_type_payment: 1, type_pay: 'e' }),
      sale(2, { cancelled: 0, money_paid: 0 }),
      // text_type_pay left blank on purpose: the screen must not depend on a second definition.
      sale(1, { date_debt: '2026-03-11', type_payment_debt: card }),
    ];
    fakeApi({
      'GET sale/sales-report': ({ query }) => ({ body: { ...pageOf(rows, query).body, total_sale: 60, total_cost: 39, total_gain: 21 } }),
      'GET type-payment/list': () => ({ body: [] }),
      'GET user/list': () => ({ body: [] }),
    });
    signIn('a');
    renderWithApp(<ReportSalesPage />, { route: '/report-sales' });
    await screen.findByText('A crédito (cobrada: Tarjeta)');
    const payColumn = within(screen.getByRole('table', { name: 'Reporte de ventas' }))
      .getAllByRole('columnheader')
      .findIndex((h) => h.textContent === 'Tipo Pago');
    expect(tableRows('Reporte de ventas').map((r) => within(r).getAllByRole('cell')[payColumn].textContent)).toEqual(['Efectivo', 'A crédito', 'A crédito (cobrada: Tarjeta)']);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Ver detalle de la venta 1' }));
    expect(await screen.findByText('Pago: A crédito (cobrada: Tarjeta)')).toBeInTheDocument();
    // The line read from its pivot: Cant. 2, P.U. 10.00, Total 20.00, Desc. 0, no promotion.
    const line = tableRows('Productos de la venta 1')[0];
    expect(within(line).getAllByRole('cell').map((c) => c.textContent)).toEqual(['1', 'Leche Entera', '2', formatAmount(10), formatAmount(20), formatAmount(0), '']);
  });
});

describe("REPORTE VENTAS: 'Devolver'", { timeout: 20_000 }, () => {
  it("opens the sale's return dialog from an enabled sale's row; an annulled one has none", async () => {
    const withLine = (id: number, enabled: 0 | 1) => {
      const s = sale(id, { enabled, type_payment: cash, id_type_payment: 1, type_pay: 'e' });
      return { ...s, products: s.products.map((p) => ({ ...p, pivot: { ...p.pivot, sale_line_id: 70 + id, returned_quantity: 0.5, returned_amount: 5 } })) };
    };
    fakeApi({
      'GET sale/sales-report': ({ query }) => ({ body: { ...pageOf([withLine(4, 1), withLine(3, 0)], query).body, total_sale: 40, total_cost: 26, total_gain: 14 } }),
      'GET type-payment/list': () => ({ body: [] }),
      'GET user/list': () => ({ body: [] }),
    });
    signIn('a');
    renderWithApp(<ReportSalesPage />, { route: '/report-sales' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Devolver productos de la venta 4' }));
    expect(screen.queryByRole('button', { name: 'Devolver productos de la venta 3' })).toBeNull();
    const dialog = await screen.findByRole('dialog', { name: 'Devolver · Venta N° 4' });
    expect(within(dialog).getByText('Vendido 2 · Quedan 1,5 por devolver')).toBeInTheDocument();
  });
});
