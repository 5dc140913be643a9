import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { InvoiceRow, Sale } from '@lactea/contracts';
import { noteXmlFixture } from '../../../test/noteFixture';
import { QR_LABEL } from '../../components/receipt/invoiceQr';
import { callsTo, cellTexts, columnHeaders, fakeApi, printedText, renderScreen, tableRows } from '../../../test/fakeApi';
import InvoicesPage from './InvoicesPage';
import { prettyXml } from './InvoiceXmlDialog';

const row = (over: Partial<InvoiceRow>): InvoiceRow => ({
  id: 1, sale_id: 10, document_sector: 1, return_id: null, number: 1, cuf: 'ABC123', state: 'aceptada', emission_type: 1, issued_at: '2026-11-29T09:10:27.123', total: 120.5,
  buyer_name: 'Juan Pérez', buyer_document: '4567890-1A', reception_code: 'R-1', siat_messages: [], attempts: 1, reprint_due: 0,
  verification_url: `https://pilotosiat.impuestos.gob.bo/consulta/QR?nit=1020304050&cuf=${over.cuf ?? 'ABC123'}&numero=${over.number ?? 1}&t=1`, ...over,
});
const ROWS = [
  row({ id: 4, number: 1, sale_id: 10, document_sector: 24, return_id: 7, cuf: 'NOTE1', total: 21 }),
  row({ id: 3, number: 3, sale_id: 12, state: 'rechazada', siat_messages: ['1037 NIT INEXISTENTE'], reception_code: null }),
  row({ id: 2, number: 2, sale_id: 11, state: 'contingencia', emission_type: 2, reception_code: null, buyer_name: 'S/N', buyer_document: '99002', reprint_due: 1 }),
  row({}),
];
const XML = '<facturaComputarizadaCompraVenta><cabecera><nitEmisor>1020304050</nitEmisor><numeroFactura>1</numeroFactura></cabecera></facturaComputarizadaCompraVenta>';
const SALE: Sale = {
  id: 10, date: '2026-11-29', hour: '09:10:27', subtotal: 120.5, discount: 0, total_sale: 120.5, money_paid: 120.5, change_box: 0, excess: 0,
  cancelled: 1, enabled: 1, id_type_payment: 1, type_pay: 'e', type_payment: { id: 1, type_pay: 'Efectivo', is_cash: 1 }, text_type_pay: 'Efectivo',
  date_debt: null, type_payment_debt: null, debt_paid: 0, client: null, user: { id: 1, name: 'Ana' },
  products: [{ id: 1, product: 'Leche Entera', code: 'L1', unit: 'unidad', pivot: { unit_price_system: 120.5, discount: 0, unit_price: 120.5, quantity: 1, unit_cost: 1, promotion: null, total: 120.5 } }],
  invoice: {
    id: 1, number: 1, cuf: 'ABC123', state: 'aceptada', emission_type: 1, issued_at: '2026-11-29T09:10:27.123', leyenda: 'Ley N° 453: prueba.',
    verification_url: 'https://pilotosiat.impuestos.gob.bo/consulta/QR?nit=1020304050&cuf=ABC123&numero=1&t=1',
    emitter: { nit: '1020304050', razon_social: 'Lácteos La Vaca S.R.L.', municipio: 'La Paz', telefono: null, direccion: 'Av. 1', sucursal: 0, punto_venta: 0 },
    buyer: { document_type: 1, document_number: '4567890', complemento: '1A', business_name: 'Juan Pérez' },
  },
};

const NOTE_XML = noteXmlFixture({ numero: 1, cuf: 'NOTE1', numeroFactura: 1, invoiceCuf: 'ABC123' });

function invoicesServer() {
  return fakeApi({
    'GET invoice/list': ({ query }) => {
      const state = query.get('state');
      const data = ROWS.filter((r) => !state || r.state === state);
      return { body: { data, current_page: 1, last_page: 1, total: data.length, by_state: { aceptada: 1, contingencia: 1, rechazada: 1 }, reprint_due: 1 } };
    },
    'GET invoice/print': () => ({ body: SALE }),
    'GET invoice/xml': ({ query }) => ({ body: query.get('id') === '4' ? NOTE_XML : XML }),
  });
}

describe('FACTURAS', () => {
  it("lists today's invoices with their state, SIAT's answer and the day's summary; filters by state", async () => {
    const calls = invoicesServer();
    const { user } = renderScreen(<InvoicesPage />, '/invoices');
    expect(await screen.findByRole('heading', { name: 'FACTURAS (4)' })).toBeInTheDocument();
    expect(columnHeaders('Facturas')).toEqual(['Documento', 'N°', 'Emitida', 'Venta', 'Comprador', 'Total Bs.', 'Estado', 'Respuesta SIAT', 'Acciones']);
    expect(cellTexts(tableRows('Facturas')[0]).slice(0, 2)).toEqual(['Nota crédito-débitoDevolución N° 7', '1']);
    expect(cellTexts(tableRows('Facturas')[1]).slice(0, 8)).toEqual(['Factura', '3', '29/11/2026 09:10:27', 'N° 12', 'Juan Pérez4567890-1A', '120,50', 'Rechazada', '1037 NIT INEXISTENTE']);
    // Issued again in contingency after the till printed it: marked until reprinted.
    expect(cellTexts(tableRows('Facturas')[2])[6]).toBe('En contingenciaFuera de líneaCUF cambió: reimprimir');
    expect(cellTexts(tableRows('Facturas')[1])[6]).toBe('Rechazada');
    expect(cellTexts(tableRows('Facturas')[3])[7]).toBe('Recepción R-1');
    const summary = screen.getByRole('group', { name: 'Resumen por estado' });
    expect(summary).toHaveTextContent('Aceptada: 1');
    expect(summary).toHaveTextContent('En contingencia: 1');
    expect(summary).toHaveTextContent('Rechazada: 1');
    const first = callsTo(calls, 'invoice/list')[0].url;
    expect(first).toMatch(/date_from=\d{4}-\d{2}-\d{2}&date_to=\d{4}-\d{2}-\d{2}&state=&page=1/);
    await user.click(screen.getByLabelText('Estado'));
    await user.click(await screen.findByRole('option', { name: 'Rechazada' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'FACTURAS (1)' })).toBeInTheDocument());
    expect(callsTo(calls, 'invoice/list').at(-1)!.url).toContain('state=rechazada');
  });

  it('reprints an invoice as the till printed it, and shows its XML as sent', async () => {
    const calls = invoicesServer();
    const { user } = renderScreen(<InvoicesPage />, '/invoices');
    await screen.findByRole('heading', { name: 'FACTURAS (4)' });
    await user.click(within(tableRows('Facturas')[3]).getByRole('button', { name: 'Reimprimir' }));
    const printed = await printedText('FACTURA');
    expect(printed).toContain('CON DERECHO A CRÉDITO FISCAL');
    expect(printed).toContain('FACTURA N°:1');
    expect(printed).toContain('Son: Ciento veinte 50/100 Bolivianos');
    expect(callsTo(calls, 'invoice/print')[0].url).toBe('/api/invoice/print?id=1');
    await user.click(within(tableRows('Facturas')[3]).getByRole('button', { name: 'Ver XML' }));
    const dialog = await screen.findByRole('dialog', { name: 'XML de la factura N° 1' });
    await waitFor(() => expect(within(dialog).getByLabelText('XML enviado al SIAT')).toHaveTextContent('<nitEmisor>1020304050</nitEmisor>'));
    expect(callsTo(calls, 'invoice/xml')[0].url).toBe('/api/invoice/xml?id=1');
  });

  it('reprints a return’s nota de crédito-débito from its XML as sent: NOTA CRÉDITO DÉBITO, the invoice it adjusts, the 13 %', async () => {
    const calls = invoicesServer();
    const { user } = renderScreen(<InvoicesPage />, '/invoices');
    await screen.findByRole('heading', { name: 'FACTURAS (4)' });
    await user.click(within(tableRows('Facturas')[0]).getByRole('button', { name: 'Reimprimir' }));
    const printed = await printedText('NOTA CRÉDITO DÉBITO');
    expect(printed).toContain('NOTA N°:1');
    expect(printed).toContain('FACTURA N°:1');
    expect(printed).toContain('ABC123');
    expect(printed).toContain('3 x 7,00');
    expect(printed).toContain('MONTO TOTAL DEVUELTO Bs.21,00');
    expect(printed).toContain('(13 %) Bs.2,73');
    expect(printed).toContain('Son: Veintiuno 00/100 Bolivianos');
    // The note's own QR (its CUF and number), drawn before it prints (the print area is hidden on screen).
    const qr = within(screen.getByTestId('receipt-print-area')).getByRole('img', { name: QR_LABEL, hidden: true });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.getAttribute('data-value')).toBe('https://pilotosiat.impuestos.gob.bo/consulta/QR?nit=1020304050&cuf=NOTE1&numero=1&t=1');
    expect(callsTo(calls, 'invoice/print')).toHaveLength(0);
    expect(callsTo(calls, 'invoice/xml')[0].url).toBe('/api/invoice/xml?id=4');
  });

  it('shows the XML one element a line, the file itself untouched', () => {
    expect(prettyXml(XML).split('\n')).toEqual([
      '<facturaComputarizadaCompraVenta>',
      '  <cabecera>',
      '    <nitEmisor>1020304050</nitEmisor>',
      '    <numeroFactura>1</numeroFactura>',
      '  </cabecera>',
      '</facturaComputarizadaCompraVenta>',
    ]);
  });
});
