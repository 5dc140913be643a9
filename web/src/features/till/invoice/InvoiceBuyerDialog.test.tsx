import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { NIT_MSG } from '@lactea/contracts';
import { renderWithApp, signIn } from '../../../../test/renderWithApp';
import { answerDialog, callsTo, fakeApi } from '../../../../test/fakeApi';
import { InvoiceBuyerDialog, INVOICE_DIALOG_TITLE, NIT_QUESTION } from './InvoiceBuyerDialog';
import { buyerFromClient } from './invoiceBuyer';
import type { ClientChoice } from '../useTill';

const rosa: ClientChoice = { id: 7, business_name: 'Tienda Doña Rosa', ci_nit: '1020304050', register: false };

function open(client: ClientChoice | null = null) {
  signIn('u');
  const onAccept = vi.fn();
  const view = renderWithApp(<InvoiceBuyerDialog open total={120.5} client={client} onAccept={onAccept} onClose={() => {}} onExited={() => {}} />);
  return { ...view, onAccept, dialog: () => screen.getByRole('dialog', { name: INVOICE_DIALOG_TITLE }) };
}
/** Every key the cashier presses, counted: typed characters, Tab and Enter each one. */
let keys = 0;
const press = async (user: ReturnType<typeof open>['user'], text: string) => {
  keys += text.replace(/\{[^}]+\}/g, '#').length;
  await user.keyboard(text);
};

afterEach(() => {
  keys = 0;
});

describe('buyerFromClient', () => {
  it("reads a client's CI/NIT: a NIT from 9 digits, a CI below, a CI with its complemento, none for no client or no document", () => {
    expect(buyerFromClient(rosa)).toEqual({ document_type: '5', document_number: '1020304050', complemento: '', business_name: 'Tienda Doña Rosa' });
    expect(buyerFromClient({ business_name: 'Juan', ci_nit: '4567890' })).toMatchObject({ document_type: '1', document_number: '4567890' });
    expect(buyerFromClient({ business_name: 'Juan', ci_nit: '4567890-1a' })).toMatchObject({ document_type: '1', document_number: '4567890', complemento: '1A' });
    expect(buyerFromClient(null)).toEqual({ document_type: '5', document_number: '', complemento: '', business_name: '' });
    expect(buyerFromClient({ business_name: 'Varios', ci_nit: '0' })).toMatchObject({ document_number: '', business_name: '' });
  });
});

describe("the till's Factura step, keys only", () => {
  it('a client already chosen: one Enter issues to its NIT once SIAT confirms it', async () => {
    const calls = fakeApi({ 'GET invoice/verify-nit': () => ({ body: { nit: '1020304050', state: 'activo', message: NIT_MSG.activo } }) });
    const { user, onAccept, dialog } = open(rosa);
    await waitFor(() => expect(document.activeElement).toBe(within(dialog()).getByRole('button', { name: 'Emitir factura' })));
    await press(user, '{Enter}');
    await waitFor(() => expect(onAccept).toHaveBeenCalledWith({ document_type: 5, document_number: '1020304050', complemento: null, business_name: 'Tienda Doña Rosa', codigo_excepcion: 0 }));
    expect(keys).toBe(1);
    expect(callsTo(calls, 'invoice/verify-nit')[0].url).toBe('/api/invoice/verify-nit?nit=1020304050');
  });

  it('no name: Enter alone issues to S/N (the server writes 99002), SIAT is not asked', async () => {
    const calls = fakeApi({});
    const { user, onAccept, dialog } = open();
    expect(within(dialog()).getByRole('status')).toHaveTextContent('Sin nombre: la factura dirá S/N, NIT 99002');
    await waitFor(() => expect(document.activeElement).toBe(within(dialog()).getByLabelText('Número de documento')));
    await press(user, '{Enter}');
    await waitFor(() => expect(onAccept).toHaveBeenCalledWith({ document_type: 5, document_number: '', complemento: null, business_name: '', codigo_excepcion: 0 }));
    expect(keys).toBe(1);
    expect(calls).toHaveLength(0);
  });

  it('a NIT typed: the number, Tab, the name, Enter (the typed text and two keys)', async () => {
    fakeApi({ 'GET invoice/verify-nit': () => ({ body: { nit: '1020304050', state: 'activo', message: NIT_MSG.activo } }) });
    const { user, onAccept } = open();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Número de documento')));
    await press(user, '7654321{Tab}Ferretería Sur{Enter}');
    await waitFor(() => expect(onAccept).toHaveBeenCalledWith(expect.objectContaining({ document_type: 5, document_number: '7654321', business_name: 'Ferretería Sur', codigo_excepcion: 0 })));
    expect(keys).toBe('7654321'.length + 'Ferretería Sur'.length + 2);
  });

  it('a NIT SIAT does not know: the cashier confirms it and it goes with código de excepción 1; NO keeps the form', async () => {
    fakeApi({ 'GET invoice/verify-nit': () => ({ body: { nit: '1020304050', state: 'inexistente', message: NIT_MSG.inexistente } }) });
    const { user, onAccept, dialog } = open(rosa);
    await user.click(within(dialog()).getByRole('button', { name: 'Emitir factura' }));
    let question = await screen.findByRole('dialog', { name: 'CONFIRMACIÓN' });
    expect(question).toHaveTextContent(NIT_MSG.inexistente);
    expect(question).toHaveTextContent(NIT_QUESTION);
    await answerDialog(user, question, 'NO');
    expect(onAccept).not.toHaveBeenCalled();
    expect(dialog()).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Emitir factura' }));
    question = await screen.findByRole('dialog', { name: 'CONFIRMACIÓN' });
    await answerDialog(user, question, 'SI');
    await waitFor(() => expect(onAccept).toHaveBeenCalledWith(expect.objectContaining({ document_number: '1020304050', codigo_excepcion: 1 })));
  });

  it('no answer (SIAT away, or the till offline): the NIT is issued as typed, without asking', async () => {
    fakeApi({ 'GET invoice/verify-nit': () => new TypeError('Failed to fetch') });
    const { user, onAccept, dialog } = open(rosa);
    await user.click(within(dialog()).getByRole('button', { name: 'Emitir factura' }));
    await waitFor(() => expect(onAccept).toHaveBeenCalledWith(expect.objectContaining({ document_number: '1020304050', codigo_excepcion: 0 })));
    expect(screen.queryByRole('dialog', { name: 'CONFIRMACIÓN' })).toBeNull();
  });

  it('a CI is not checked with SIAT; its complemento goes with it; the contract refuses a name without a number', async () => {
    const calls = fakeApi({});
    const { user, onAccept, dialog } = open();
    const d = within(dialog());
    await user.type(d.getByLabelText('Razón social'), 'Juan Pérez');
    await user.click(d.getByRole('button', { name: 'Emitir factura' }));
    expect(await d.findByText('Número de documento: Es requerido con la razón social')).toBeInTheDocument();
    expect(onAccept).not.toHaveBeenCalled();
    await user.click(d.getByLabelText('Tipo de documento'));
    await user.click(await screen.findByRole('option', { name: 'CI - Cédula de identidad' }));
    await user.type(d.getByLabelText('Número de documento'), '4567890');
    await user.type(d.getByLabelText('Complemento'), '1a');
    await user.click(d.getByRole('button', { name: 'Emitir factura' }));
    await waitFor(() => expect(onAccept).toHaveBeenCalledWith({ document_type: 1, document_number: '4567890', complemento: '1A', business_name: 'Juan Pérez', codigo_excepcion: 0 }));
    expect(calls).toHaveLength(0);
  });
});
