import { describe, expect, it } from 'vitest';
import { creditDebitTaxCents, NOTE_CABECERA_ORDER, NOTE_DETALLE_ORDER, noteXml, readNoteXml, type CreditDebitNote } from '../src/siat-note.js';
import { cuf } from '../src/siat-cuf.js';
import { blocks, readLeaves } from '../src/siat-xml.js';

const NOTE: CreditDebitNote = {
  modalidad: 2,
  cabecera: {
    nitEmisor: '1020304050', razonSocialEmisor: 'Lácteos & Derivados S.R.L.', municipio: 'La Paz', telefono: null, numeroNotaCreditoDebito: 3, cuf: 'ABC', cufd: 'CUFD', codigoSucursal: 0,
    direccion: 'Av. 6 de Agosto 123', codigoPuntoVenta: 0, fechaEmision: '2026-11-29T10:00:00.000', nombreRazonSocial: 'Juan Pérez', codigoTipoDocumentoIdentidad: 1, numeroDocumento: '4567890',
    complemento: null, codigoCliente: '15', numeroFactura: 7, numeroAutorizacionCuf: 'DEF', fechaEmisionFactura: '2026-11-28T09:05:07.008', montoTotalOriginalCents: 12050,
    montoTotalDevueltoCents: 2105, montoDescuentoCreditoDebitoCents: null, montoEfectivoCreditoDebitoCents: 274, codigoExcepcion: null, leyenda: 'Ley N° 453', usuario: 'Ana',
  },
  detalle: [{ actividadEconomica: '463020', codigoProductoSin: '22111', codigoProducto: 'L1', descripcion: 'Leche', cantidadMilli: 3000, unidadMedida: 57, precioUnitarioCents: 702, montoDescuentoCents: 1, subTotalCents: 2105, codigoDetalleTransaccion: 2 }],
};

describe('the nota de crédito-débito (sector 24)', () => {
  it('is written with SIAT’s root, its elements in SIAT’s order, sector 24 and nil where absent', () => {
    const xml = noteXml(NOTE);
    expect(xml).toContain('<notaFiscalComputarizadaCreditoDebito xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="notaComputarizadaCreditoDebito.xsd">');
    expect(readLeaves(blocks(xml, 'cabecera')[0]).map((l) => l.name)).toEqual([...NOTE_CABECERA_ORDER]);
    expect(readLeaves(blocks(xml, 'detalle')[0]).map((l) => l.name)).toEqual([...NOTE_DETALLE_ORDER]);
    expect(xml).toContain('<codigoDocumentoSector>24</codigoDocumentoSector>');
    expect(xml).toContain('<montoDescuentoCreditoDebito xsi:nil="true"/>');
    expect(xml).toContain('<razonSocialEmisor>Lácteos &amp; Derivados S.R.L.</razonSocialEmisor>');
    expect(readNoteXml(xml).head).toMatchObject({ numeroNotaCreditoDebito: '3', montoTotalDevuelto: '21.05', montoEfectivoCreditoDebito: '2.74', razonSocialEmisor: 'Lácteos & Derivados S.R.L.' });
    expect(readNoteXml(xml).lines).toEqual([expect.objectContaining({ cantidad: '3.00', precioUnitario: '7.02', montoDescuento: '0.01', codigoDetalleTransaccion: '2' })]);
  });

  it('carries 13 % of what was returned, half up to the cent, in integers', () => {
    expect([0, 1, 3, 4, 50, 100, 2100, 2105, 505, 12345678901].map(creditDebitTaxCents)).toEqual([0, 0, 0, 1, 7, 13, 273, 274, 66, 1604938257]);
    expect(() => creditDebitTaxCents(-1)).toThrow(RangeError);
    expect(() => creditDebitTaxCents(1.5)).toThrow(RangeError);
  });

  it('has a CUF of its own: the same fields with sector 24 and tipo de factura 3 differ from the invoice’s', () => {
    const base = { nit: '123456789', issuedAt: '2019-01-13T16:37:21.231', sucursal: 0, modalidad: 1, tipoEmision: 1, numeroFactura: 1, puntoVenta: 0, codigoControl: '' };
    expect(cuf({ ...base, tipoFactura: 1, documentoSector: 1 })).toBe('8727F63A15F8976591FDDE5B387C5D015A29E06A1');
    const note = cuf({ ...base, tipoFactura: 3, documentoSector: 24 });
    expect(note).toMatch(/^[0-9A-F]+$/);
    expect(note).not.toBe('8727F63A15F8976591FDDE5B387C5D015A29E06A1');
  });
});
