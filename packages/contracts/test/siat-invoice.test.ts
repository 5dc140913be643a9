import { describe, expect, it } from 'vitest';
import { CABECERA_ORDER, DETALLE_ORDER, centsDecimal, invoiceXml, milliDecimal, type CompraVentaInvoice } from '../src/siat-invoice.js';
import { blocks, readLeaves } from '../src/siat-xml.js';

const SAMPLE_INVOICE: CompraVentaInvoice = {
  modalidad: 2,
  cabecera: {
    nitEmisor: '1020304050',
    razonSocialEmisor: 'Lácteos & Derivados "La Vaca" S.R.L.',
    municipio: 'La Paz',
    telefono: null,
    numeroFactura: 7,
    cuf: '8727F63A15F8976591FDDE5B387C5D015A29E06A1A19E23EF34124CD',
    cufd: 'BQUE+QytqQUDBKVUFOSVRPQkxVRFZCTFVZMTk4OTg3NjI=',
    codigoSucursal: 0,
    direccion: 'Av. 6 de Agosto 123',
    codigoPuntoVenta: 0,
    fechaEmision: '2026-11-29T09:05:07.008',
    nombreRazonSocial: null,
    codigoTipoDocumentoIdentidad: 1,
    numeroDocumento: '99002',
    complemento: null,
    codigoCliente: 'S/N',
    codigoMetodoPago: 1,
    numeroTarjeta: null,
    montoTotalCents: 12_050,
    montoTotalSujetoIvaCents: 12_050,
    codigoMoneda: 1,
    tipoCambioCents: 100,
    montoTotalMonedaCents: 12_050,
    montoGiftCardCents: null,
    descuentoAdicionalCents: 0,
    codigoExcepcion: null,
    cafc: null,
    leyenda: 'Ley N° 453: Tienes derecho a recibir información <clara>.',
    usuario: 'cajero1',
    codigoDocumentoSector: 1,
  },
  detalle: [
    { actividadEconomica: '477300', codigoProductoSin: '99100', codigoProducto: 'LEC-1', descripcion: 'Leche 1 L', cantidadMilli: 10_000, unidadMedida: 57, precioUnitarioCents: 700, montoDescuentoCents: null, subTotalCents: 7000, numeroSerie: null, numeroImei: null },
    { actividadEconomica: '477300', codigoProductoSin: '99100', codigoProducto: 'QSO-K', descripcion: 'Queso por kilo', cantidadMilli: 1250, unidadMedida: 22, precioUnitarioCents: 4040, montoDescuentoCents: 0, subTotalCents: 5050, numeroSerie: null, numeroImei: null },
  ],
};

describe('the compraVenta XML', () => {
  const xml = invoiceXml(SAMPLE_INVOICE);

  it('names the root and schema by the modality: computarizada here, electrónica one step more', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8" standalone="yes"?><facturaComputarizadaCompraVenta xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="facturaComputarizadaCompraVenta.xsd"><cabecera><nitEmisor>1020304050</nitEmisor>')).toBe(true);
    expect(xml.endsWith('</detalle></facturaComputarizadaCompraVenta>')).toBe(true);
    expect(invoiceXml({ ...SAMPLE_INVOICE, modalidad: 1 })).toContain('<facturaElectronicaCompraVenta ');
  });

  it('writes the cabecera then each detalle with SIAT’s elements in SIAT’s order', () => {
    const [cabecera] = blocks(xml, 'cabecera');
    expect(readLeaves(cabecera).map((l) => l.name)).toEqual([...CABECERA_ORDER]);
    const lines = blocks(xml, 'detalle');
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(readLeaves(line).map((l) => l.name)).toEqual([...DETALLE_ORDER]);
  });

  it('writes an absent optional value as xsi:nil, a zero as 0.00, amounts with 2 decimals, a kilogram with 3', () => {
    expect(xml).toContain('<telefono xsi:nil="true"/>');
    expect(xml).toContain('<nombreRazonSocial xsi:nil="true"/>');
    expect(xml).toContain('<cafc xsi:nil="true"/>');
    expect(xml).toContain('<descuentoAdicional>0.00</descuentoAdicional>');
    expect(xml).toContain('<montoTotal>120.50</montoTotal>');
    expect(xml).toContain('<tipoCambio>1.00</tipoCambio>');
    expect(xml).toContain('<cantidad>10.00</cantidad>');
    expect(xml).toContain('<cantidad>1.250</cantidad>');
    expect(xml).toContain('<precioUnitario>40.40</precioUnitario>');
  });

  it('escapes text and reads it back unchanged', () => {
    expect(xml).toContain('<razonSocialEmisor>Lácteos &amp; Derivados &quot;La Vaca&quot; S.R.L.</razonSocialEmisor>');
    const leaves = readLeaves(blocks(xml, 'cabecera')[0]);
    expect(leaves.find((l) => l.name === 'razonSocialEmisor')?.value).toBe(SAMPLE_INVOICE.cabecera.razonSocialEmisor);
    expect(leaves.find((l) => l.name === 'leyenda')?.value).toBe(SAMPLE_INVOICE.cabecera.leyenda);
    expect(leaves.find((l) => l.name === 'telefono')?.value).toBeNull();
  });

  it('decimal forms are exact for any cents and thousandths', () => {
    expect(centsDecimal(0)).toBe('0.00');
    expect(centsDecimal(5)).toBe('0.05');
    expect(centsDecimal(123_456_789)).toBe('1234567.89');
    expect(centsDecimal(-150)).toBe('-1.50');
    expect(milliDecimal(5)).toBe('0.005');
    expect(() => centsDecimal(1.5)).toThrow(RangeError);
  });
});
