import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { INVOICE_MSG, RECEIPT_WIDTHS, type Sale, type SaleInvoiceSummary } from '@lactea/contracts';
import { InvoiceReceipt, INVOICE_LAW_TEXT } from './InvoiceReceipt';
import { loadInvoiceQr, QR_LABEL } from './invoiceQr';

const invoice: SaleInvoiceSummary = {
  id: 3,
  number: 128,
  cuf: '8727F63A15F8976591FDDE5B387C5D015A29E06A1B0C1D2E3',
  state: 'aceptada',
  emission_type: 1,
  issued_at: '2026-11-29T09:10:27.123',
  leyenda: 'Ley N° 453: El proveedor debe exhibir los precios de los productos ofertados.',
  verification_url: 'https://pilotosiat.impuestos.gob.bo/consulta/QR?nit=1020304050&cuf=8727F63A&numero=128&t=1',
  emitter: { nit: '1020304050', razon_social: 'Lácteos La Vaca S.R.L.', municipio: 'La Paz', telefono: '2222222', direccion: 'Av. Buenos Aires 123', sucursal: 0, punto_venta: 1 },
  buyer: { document_type: 1, document_number: '4567890', complemento: '1A', business_name: 'Juana Mamani' },
};
const sale: Sale = {
  id: 7, date: '2026-11-29', hour: '09:10:27', subtotal: 120.5, discount: 0, total_sale: 120.5, money_paid: 150, change_box: 29.5, excess: 29.5,
  cancelled: 1, enabled: 1, id_type_payment: 1, type_pay: 'e', type_payment: { id: 1, type_pay: 'Efectivo', is_cash: 1 }, text_type_pay: 'Efectivo',
  date_debt: null, type_payment_debt: null, debt_paid: 0, client: null, user: { id: 1, name: 'Ana' },
  products: [
    // A 2x3 of 2,50: 3 × 2,50 = 7,50, its saving 2,50 below, 5,00 paid.
    { id: 1, product: 'Leche Entera', code: 'L1', unit: 'unidad', pivot: { unit_price_system: 2.5, discount: 0.8333, unit_price: 1.6667, quantity: 3, unit_cost: 1, promotion: '2x3', total: 5 } },
    { id: 2, product: 'Queso Criollo', code: 'Q1', unit: 'kg', pivot: { unit_price_system: 46.2, discount: 0, unit_price: 46.2, quantity: 2.5, unit_cost: 30, promotion: null, total: 115.5 } },
  ],
};

describe('InvoiceReceipt', () => {
  it.each(RECEIPT_WIDTHS)('prints the invoice SIAT asks for: title, emitter, number, CUF, buyer, lines, totals in words, leyenda, representation and QR (%i mm)', async (width) => {
    await loadInvoiceQr();
    const { container } = render(<InvoiceReceipt sale={sale} invoice={invoice} width={width} />);
    const text = container.textContent ?? '';
    for (const part of [
      'FACTURA',
      'CON DERECHO A CRÉDITO FISCAL',
      'Lácteos La Vaca S.R.L.',
      'CASA MATRIZ',
      'No. Punto de Venta 1',
      'Av. Buenos Aires 123',
      'Teléfono: 2222222',
      'NIT:1020304050',
      'FACTURA N°:128',
      invoice.cuf,
      'NOMBRE/RAZÓN SOCIAL:Juana Mamani',
      'CI:4567890-1A',
      'FECHA DE EMISIÓN:29/11/2026 09:10:27',
      'L1 - Leche Entera3 x 2,507,50Promo 2x3:−2,50',
      'Q1 - Queso Criollo2,500 kg x 46,20/kg115,50',
      'SUBTOTAL Bs.120,50',
      'DESCUENTO Bs.0,00',
      'TOTAL Bs.120,50',
      'MONTO A PAGAR Bs.120,50',
      'IMPORTE BASE CRÉDITO FISCAL Bs.120,50',
      'Son: Ciento veinte 50/100 Bolivianos',
      INVOICE_LAW_TEXT,
      invoice.leyenda,
      INVOICE_MSG.representationOnline,
    ]) {
      expect(text, part).toContain(part);
    }
    expect(text).not.toContain('ANULADA');
    const qr = screen.getByRole('img', { name: QR_LABEL });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.getAttribute('data-value')).toBe(invoice.verification_url);
    expect(qr.style.width).toBe(width === 58 ? '24mm' : '30mm');
    // SVG modules drawn: a path with the code's dark squares.
    expect(qr.querySelectorAll('path').length).toBeGreaterThan(0);
  });

  it("prints a contingency invoice's offline text, a branch's number, an annulled reprint's mark, and the no-name buyer", () => {
    const offline: SaleInvoiceSummary = {
      ...invoice,
      emission_type: 2,
      state: 'anulada',
      emitter: { ...invoice.emitter, sucursal: 2, telefono: null },
      buyer: { document_type: 5, document_number: '99002', complemento: null, business_name: 'S/N' },
    };
    const { container } = render(<InvoiceReceipt sale={sale} invoice={offline} width={80} />);
    const text = container.textContent ?? '';
    expect(text).toContain(INVOICE_MSG.representationOffline);
    expect(text).not.toContain(INVOICE_MSG.representationOnline);
    expect(text).toContain('SUCURSAL N° 2');
    expect(text).not.toContain('Teléfono');
    expect(text).toContain('ANULADA');
    expect(text).toContain('NOMBRE/RAZÓN SOCIAL:S/N');
    expect(text).toContain('NIT:99002');
  });
});
