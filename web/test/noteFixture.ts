import { noteXml } from '@lactea/contracts';

/**
 * A return's nota de crédito-débito as sent to SIAT (3 litres of milk back, Bs. 21,00, its 13 % 2,73)
 * for the screens' tests: its number and CUF, and the invoice it adjusts.
 */
export function noteXmlFixture(n: { numero: number; cuf: string; numeroFactura: number; invoiceCuf: string }): string {
  return noteXml({
    modalidad: 2,
    cabecera: {
      nitEmisor: '1020304050', razonSocialEmisor: 'Lácteos La Vaca S.R.L.', municipio: 'La Paz', telefono: null, numeroNotaCreditoDebito: n.numero, cuf: n.cuf, cufd: 'CUFD', codigoSucursal: 0,
      direccion: 'Av. 1', codigoPuntoVenta: 0, fechaEmision: '2026-11-29T10:00:00.000', nombreRazonSocial: 'Juan Pérez', codigoTipoDocumentoIdentidad: 1, numeroDocumento: '4567890',
      complemento: '1A', codigoCliente: '4567890', numeroFactura: n.numeroFactura, numeroAutorizacionCuf: n.invoiceCuf, fechaEmisionFactura: '2026-11-29T09:10:27.123', montoTotalOriginalCents: 12050,
      montoTotalDevueltoCents: 2100, montoDescuentoCreditoDebitoCents: null, montoEfectivoCreditoDebitoCents: 273, codigoExcepcion: null, leyenda: 'Ley N° 453: prueba.', usuario: 'Ana',
    },
    detalle: [{ actividadEconomica: '463020', codigoProductoSin: '22111', codigoProducto: 'L1', descripcion: 'Leche Entera', cantidadMilli: 3000, unidadMedida: 57, precioUnitarioCents: 700, montoDescuentoCents: null, subTotalCents: 2100, codigoDetalleTransaccion: 2 }],
  });
}
