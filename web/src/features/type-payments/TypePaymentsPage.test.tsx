import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { TypePayment } from '@lactea/contracts';
import { callsTo, cellTexts, columnHeaders, confirmOperation, fakeApi, renderScreen, tableRows } from '../../../test/fakeApi';
import TypePaymentsPage from './TypePaymentsPage';

const types: TypePayment[] = [
  { id: 1, type_pay: 'Efectivo', is_cash: 1, code: 'e', enabled: 1, version: 1 },
  { id: 2, type_pay: 'Tarjeta', is_cash: 0, code: 'c', enabled: 1, version: 4 },
];
function server() {
  return fakeApi({
    'GET type-payment/list': () => ({ body: types }),
    'POST type-payment/add': ({ json }) => ({
      body: { id: 3, type_pay: json.type_pay, is_cash: json.is_cash, code: json.is_cash === 1 ? 'e' : (json.code ?? 'q'), enabled: 1, version: 1 },
    }),
    'PUT type-payment/edit': ({ json }) => ({ body: { id: json.id, type_pay: json.type_pay, is_cash: json.is_cash, code: json.code, enabled: 1, version: 5 } }),
  });
}
const rows = () => tableRows('Tipos de pago');

describe('TypePaymentsPage', { timeout: 20_000 }, () => {
  it('lists the payment types with Efectivo SI/NO and how the sale records them', async () => {
    server();
    renderScreen(<TypePaymentsPage />, '/type-payment');
    expect(await screen.findByRole('heading', { name: 'TIPO PAGOS (2)' })).toBeInTheDocument();
    expect(columnHeaders('Tipos de pago')).toEqual(['N°', 'Tipo Pago', 'Efectivo', 'Se registra como', 'Acciones']);
    expect(cellTexts(rows()[0]).slice(0, 4)).toEqual(['1', 'Efectivo', 'SI', 'Efectivo']);
    expect(cellTexts(rows()[1]).slice(0, 4)).toEqual(['2', 'Tarjeta', 'NO', 'Tarjeta']);
  });

  it('registers a QR type: both fields required, QR/otro chosen for a non-cash type', async () => {
    const calls = server();
    const { user } = renderScreen(<TypePaymentsPage />, '/type-payment');
    await screen.findByRole('heading', { name: 'TIPO PAGOS (2)' });
    await user.click(screen.getByRole('button', { name: 'Registrar' }));
    await user.click(screen.getByRole('button', { name: 'Registrar' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Aceptar' }));
    expect(screen.getAllByText('Es requerido')).toHaveLength(2);
    await user.type(screen.getByLabelText('Tipo Pago'), 'QR Simple');
    await user.click(screen.getByLabelText('Efectivo'));
    await user.click(await screen.findByRole('option', { name: 'NO' }));
    await user.click(screen.getByLabelText('Se registra como'));
    await user.click(await screen.findByRole('option', { name: 'QR / otro' }));
    await user.click(screen.getByRole('button', { name: 'Registrar' }));
    await confirmOperation(user, '¿Está seguro de registrar el tipo de pago QR Simple?', 'Se registró el tipo de pago');
    expect(callsTo(calls, 'type-payment/add')[0].body).toEqual({ type_pay: 'QR Simple', is_cash: 0, code: 'q' });
    expect(cellTexts(rows()[0]).slice(1, 4)).toEqual(['QR Simple', 'NO', 'QR / otro']);
  });

  it('edits with the loaded version', async () => {
    const calls = server();
    const { user } = renderScreen(<TypePaymentsPage />, '/type-payment');
    await screen.findByRole('heading', { name: 'TIPO PAGOS (2)' });
    await user.click(within(rows()[1]).getByRole('button', { name: 'Editar' }));
    await user.clear(screen.getByLabelText('Tipo Pago'));
    await user.type(screen.getByLabelText('Tipo Pago'), 'Tarjeta Débito');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await confirmOperation(user, '¿Está seguro de editar el tipo de pago Tarjeta Débito?', 'Se editó el tipo de pago');
    expect(callsTo(calls, 'type-payment/edit')[0].body).toEqual({ id: 2, version: 4, type_pay: 'Tarjeta Débito', is_cash: 0, code: 'c' });
    expect(cellTexts(rows()[1])[1]).toBe('Tarjeta Débito');
  });
});
