import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { noteXml, readNoteXml, RECEIPT_WIDTHS } from '@lactea/contracts';
import { CREDIT_NOTE_TITLE, CreditNoteReceipt } from './CreditNoteReceipt';
import { loadInvoiceQr, QR_LABEL } from './invoiceQr';

const NOTE = readNoteXml(
  noteXml({
    modalidad: 2,
    cabecera: {
      nitEmisor: '1020304050', razonSocialEmisor: 'Lácteos La Vaca S.R.L.', municipio: 'La Paz', telefono: null, numeroNotaCreditoDebito: 4, cuf: 'NOTECUF4', cufd: 'CUFD', codigoSucursal: 0,
      direccion: 'Av. 1', codigoPuntoVenta: 0, fechaEmision: '2026-11-29T10:00:00.000', nombreRazonSocial: 'Juan Pérez', codigoTipoDocumentoIdentidad: 1, numeroDocumento: '4567890',
      complemento: null, codigoCliente: '4567890', numeroFactura: 9, numeroAutorizacionCuf: 'INVOICECUF9', fechaEmisionFactura: '2026-11-29T09:10:27.123', montoTotalOriginalCents: 12050,
      montoTotalDevueltoCents: 2100, montoDescuentoCreditoDebitoCents: null, montoEfectivoCreditoDebitoCents: 273, codigoExcepcion: null, leyenda: 'Ley N° 453: prueba.', usuario: 'Ana',
    },
    detalle: [{ actividadEconomica: '463020', codigoProductoSin: '22111', codigoProducto: 'L1', descripcion: 'Leche Entera', cantidadMilli: 3000, unidadMedida: 57, precioUnitarioCents: 700, montoDescuentoCents: null, subTotalCents: 2100, codigoDetalleTransaccion: 2 }],
  }),
);
const URL = 'https://pilotosiat.impuestos.gob.bo/consulta/QR?nit=1020304050&cuf=NOTECUF4&numero=4&t=1';

describe('CreditNoteReceipt', () => {
  it.each(RECEIPT_WIDTHS)("prints the note's own QR of SIAT's verification address, sized for the roll (%i mm)", async (width) => {
    await loadInvoiceQr();
    const { container } = render(<CreditNoteReceipt note={NOTE} verificationUrl={URL} width={width} />);
    const text = container.textContent ?? '';
    for (const part of [CREDIT_NOTE_TITLE, 'NOTA N°:4', 'NOTECUF4', 'FACTURA N°:9', 'INVOICECUF9', 'MONTO TOTAL DEVUELTO Bs.21,00']) expect(text, part).toContain(part);
    const qr = screen.getByRole('img', { name: QR_LABEL });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.getAttribute('data-value')).toBe(URL);
    expect(qr.style.width).toBe(width === 58 ? '24mm' : '30mm');
    expect(qr.querySelectorAll('path').length).toBeGreaterThan(0);
  });
});
