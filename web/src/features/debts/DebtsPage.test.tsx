import { describe, expect, it } from 'vitest';
import type { UserEvent } from '@testing-library/user-event';
import { screen, within } from '@testing-library/react';
import type { DebtPayment, DebtPaymentAnswer, Sale, TypePayment } from '@lactea/contracts';
import { callsTo, cellTexts, printedText, confirmOperation, fakeApi, pageOf, tableRows } from '../../../test/fakeApi';
import { OFFERED_LINES, OFFERED_ROWS, offeredSale } from '../../../test/offeredSale';
import { renderWithApp, signIn } from '../../../test/renderWithApp';
import DebtsPage from './DebtsPage';

const types: TypePayment[] = [{ id: 1, type_pay: 'Efectivo', is_cash: 1, code: 'e', enabled: 1, version: 1 }];
const cash = { id: 1, type_pay: 'Efectivo', is_cash: 1 as const };
const sale: Sale = offeredSale({ subtotal: 138, total_sale: 138, products: [] });
const payment: DebtPayment = { id: 11, id_sale: 7, amount: 38, date: '2026-03-10', hour: '17:45:12', type_payment: cash, user: 'Carlos', balance: 100 };

function server(over: Partial<Sale> = {}) {
  return fakeApi({
    'GET sale/debt-collection': ({ query }) => ({ body: { ...pageOf([{ ...sale, ...over }], query).body, total_sale: 138, total_balance: 138 } }),
    'GET type-payment/list': () => ({ body: types }),
    'GET sale/till-setup': () => ({ body: { payments: [], address: 'Av. Blanco Galindo 123', cellphone_number: '70712345', auto_offers: 1, today: '2026-03-10', scale: { prefix_from: 20, prefix_to: 29, code_digits: 5, value_kind: 'w' } } }),
    'POST sale/debt-payment': () => ({ body: { id_sale: 7, total_sale: 138, paid: 38, balance: 100, cancelled: 0, payments: [payment], payment } satisfies DebtPaymentAnswer }),
    'PUT sale/cancelled-sale': () => ({
      body: { id: 7, amount: 138, date_debt: '2026-03-10', id_type_payment: 1, text_type_pay: 'Efectivo', type_payment: cash, payment: { ...payment, id: 12, amount: 138, balance: 0 } },
    }),
    'GET sale/debt-payments': () => ({ body: { id_sale: 7, total_sale: 138, paid: 38, balance: 100, cancelled: 0, payments: [payment] } }),
  });
}

/** 'Cobrar' on sale 7 with Efectivo: its whole balance, or `amount` typed in 'Monto'. */
async function collect(user: UserEvent, amount?: string) {
  await user.click(await screen.findByRole('button', { name: 'Cobrar la venta 7' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cobrar deuda' });
  await user.click(within(dialog).getByLabelText('Tipo Pago'));
  await user.click(await screen.findByRole('option', { name: 'Efectivo' }));
  if (amount !== undefined) {
    await user.clear(within(dialog).getByLabelText('Monto'));
    await user.type(within(dialog).getByLabelText('Monto'), amount);
  }
  await user.click(within(dialog).getByRole('button', { name: 'Cobrar' }));
}

describe('DebtsPage: the payment receipt', { timeout: 20_000 }, () => {
  it('a partial payment prints COMPROBANTE DE PAGO: shop, client, sale, moment, amount, type, balance left, cashier', async () => {
    const calls = server();
    signIn('u');
    const { user } = renderWithApp(<DebtsPage />, { route: '/cancelled-sales' });
    await collect(user, '38');
    await confirmOperation(user, '¿Está seguro de cobrar Bs. 38,00 de la venta N° 7 con Efectivo?', 'Se registró el cobro de Bs. 38,00; saldo Bs. 100,00');
    expect(callsTo(calls, 'sale/debt-payment')).toHaveLength(1);
    const text = await printedText('COMPROBANTE DE PAGO');
    expect(text).toContain('Av. Blanco Galindo 123');
    expect(text).toContain('Cel.: 70712345');
    expect(text).toContain('Fecha:10/03/2026 17:45:12');
    expect(text).toContain('Cajero:Carlos');
    expect(text).toContain('Cliente:Tienda Don Lucho');
    expect(text).toContain('CI/NIT:4455667');
    expect(text).toContain('Venta N°:7');
    expect(text).toContain('Pago:Efectivo');
    expect(text).toContain('MONTO PAGADO Bs.38,00');
    expect(text).toContain('SALDO Bs.100,00');
    expect(text).not.toContain('Deuda cancelada');
  });

  it("collecting the whole debt ('Cobrar', sale/cancelled-sale) prints its receipt too, with balance 0", async () => {
    server();
    signIn('u');
    const { user } = renderWithApp(<DebtsPage />, { route: '/cancelled-sales' });
    await collect(user);
    await confirmOperation(user, '¿Está seguro de cobrar la venta N° 7 de Bs. 138,00 con Efectivo?', 'Se dio por cancelada la venta');
    const text = await printedText('COMPROBANTE DE PAGO');
    expect(text).toContain('MONTO PAGADO Bs.138,00');
    expect(text).toContain('SALDO Bs.0,00');
    expect(text).toContain('Deuda cancelada');
  });

  it("reprints a payment's receipt from the debt's list of payments, with the balance that payment left", async () => {
    server();
    signIn('u');
    const { user } = renderWithApp(<DebtsPage />, { route: '/cancelled-sales' });
    await user.click(await screen.findByRole('button', { name: 'Ver detalle de la venta 7' }));
    const table = await screen.findByRole('table', { name: 'Cobros de la deuda' });
    expect(within(table).getByText('100,00')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Imprimir comprobante del cobro de 38,00 del 10/03/2026' }));
    const text = await printedText('COMPROBANTE DE PAGO');
    expect(text).toContain('MONTO PAGADO Bs.38,00');
    expect(text).toContain('SALDO Bs.100,00');
  });

  it("the debt's sale reads its lines as the till did: P.U. the list price, the promotion's saving, totals to the cent", async () => {
    server({ products: OFFERED_LINES });
    signIn('u');
    const { user } = renderWithApp(<DebtsPage />, { route: '/cancelled-sales' });
    await user.click(await screen.findByRole('button', { name: 'Ver detalle de la venta 7' }));
    await screen.findByRole('table', { name: 'Productos de la venta 7' });
    expect(tableRows('Productos de la venta 7').map(cellTexts)).toEqual(OFFERED_ROWS);
  });
});
