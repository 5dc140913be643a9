import { describe, expect, it } from 'vitest';
import { cancelSaleBody, INVOICE_MSG, INVOICE_SETTING_MSG, invoiceBuyer, invoiceListQuery, recordSaleBody, saleInvoiceBody, verificationUrl, verifyNitQuery } from '../src/index.js';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.success ? [] : r.error!.issues.map((i) => i.message));

describe('the invoice a sale asks for', () => {
  it('takes a buyer by CI with its complemento, upper-cased', () => {
    const b = saleInvoiceBody.parse({ document_type: 1, document_number: '4455667', complemento: '1a', business_name: ' Juan  Pérez ', codigo_excepcion: 0 });
    expect(b).toEqual({ document_type: 1, document_number: '4455667', complemento: '1A', business_name: 'Juan Pérez', codigo_excepcion: 0 });
  });

  it('reads no name and no number as SIAT’s no-name buyer: S/N, 99002, as a NIT', () => {
    const b = saleInvoiceBody.parse({});
    expect(invoiceBuyer(b)).toEqual({ document_type: 5, document_number: '99002', complemento: null, business_name: 'S/N', codigo_excepcion: 0 });
  });

  it('refuses in Spanish: an unknown document type, a name without a number, a NIT with letters, a complemento not on a CI', () => {
    expect(messages(saleInvoiceBody.safeParse({ document_type: 9 }))).toEqual([INVOICE_MSG.documentType]);
    expect(messages(saleInvoiceBody.safeParse({ document_type: 1, business_name: 'Ana' }))).toEqual([INVOICE_MSG.documentNumberRequired]);
    expect(messages(saleInvoiceBody.safeParse({ document_type: 5, document_number: '12A', business_name: 'Ana' }))).toEqual([INVOICE_MSG.nitDigits]);
    expect(messages(saleInvoiceBody.safeParse({ document_type: 3, document_number: 'P123', complemento: '1A', business_name: 'Ana' }))).toEqual([INVOICE_MSG.complementoOnlyCi]);
  });

  it('travels in record-sale, online or offline', () => {
    const sale = {
      sale: { discount: 0, money_paid: 10, total_sale: 10, change_box: 0, cancelled: 1, id_type_payment: 1 },
      detail: [{ product_id: 1, quantity: 1, unit_price: 10, unit_price_system: 10, discount: 0, promotion: '' }],
      invoice: { document_type: 5, document_number: '1020304050', business_name: 'Lácteos S.R.L.', codigo_excepcion: 1 },
    };
    expect(recordSaleBody.parse(sale).invoice?.codigo_excepcion).toBe(1);
    const offline = { ...sale, offline: { device_id: 'abcd-1234', device_name: 'Caja 1', sold_at: '2026-11-29T10:00:00-04:00', provisional_number: 'ABCD-0001' } };
    expect(recordSaleBody.parse(offline).invoice?.document_number).toBe('1020304050');
  });

  it('lists by range and state, the range in order', () => {
    expect(invoiceListQuery.parse({ state: 'contingencia', date_from: '2026-11-01', date_to: '2026-11-29' }).state).toBe('contingencia');
    expect(invoiceListQuery.safeParse({ state: 'perdida' }).success).toBe(false);
    expect(invoiceListQuery.safeParse({ date_from: '2026-11-29', date_to: '2026-11-01' }).success).toBe(false);
  });

  it('points the QR at SIAT’s verification page', () => {
    expect(verificationUrl({ ambiente: 2, nit: '123456789', cuf: 'ABC1', numero: 7 })).toBe('https://pilotosiat.impuestos.gob.bo/consulta/QR?nit=123456789&cuf=ABC1&numero=7&t=1');
  });

  it('annuls a sale with motivo 1 unless 3 or 4 is chosen; 2 (a nota’s) is refused', () => {
    expect(cancelSaleBody.parse({ id: 5 })).toEqual({ id: 5 });
    expect(cancelSaleBody.parse({ id: 5, motivo_anulacion: '4' }).motivo_anulacion).toBe(4);
    expect(cancelSaleBody.safeParse({ id: 5, motivo_anulacion: 2 }).success).toBe(false);
  });

  it('asks SIAT only about a NIT of digits', () => {
    expect(verifyNitQuery.parse({ nit: ' 1020304050 ' }).nit).toBe('1020304050');
    expect(messages(verifyNitQuery.safeParse({ nit: '12-3' }))).toEqual([INVOICE_SETTING_MSG.nit]);
  });
});
