import type { SiatIdentity } from './client.js';
import type { InvoiceDraft } from './prepare.js';

/** A shop's identity and a sale's invoice draft for the SIAT tests (no database). */
export const TEST_IDENTITY: SiatIdentity = { nit: '1020304050', codigoSistema: 'LACTEA-TEST', codigoAmbiente: 2, codigoModalidad: 2, codigoSucursal: 0, codigoPuntoVenta: 0 };

export function draftOf(code: InvoiceDraft['code'], numero: number, issuedAt: string, tipoEmision = 1): InvoiceDraft {
  return {
    identity: TEST_IDENTITY,
    emitter: { razonSocial: 'Lácteos La Vaca S.R.L.', municipio: 'La Paz', telefono: '2222222' },
    code,
    issuedAt,
    numero,
    tipoEmision,
    buyer: { tipoDocumento: 1, numeroDocumento: '4567890', complemento: null, nombre: 'Juan Pérez', codigoCliente: '15', codigoExcepcion: null },
    codigoMetodoPago: 1,
    lines: [
      { actividadEconomica: '463020', codigoProductoSin: '22111', codigoProducto: 'LEC-1', descripcion: 'Leche 1 L', cantidadMilli: 10_000, unidadMedida: 57, precioUnitarioCents: 700, montoDescuentoCents: null, subTotalCents: 7000, numeroSerie: null, numeroImei: null },
      { actividadEconomica: '463020', codigoProductoSin: '22270', codigoProducto: 'QSO-K', descripcion: 'Queso por kilo', cantidadMilli: 1250, unidadMedida: 22, precioUnitarioCents: 4040, montoDescuentoCents: null, subTotalCents: 5050, numeroSerie: null, numeroImei: null },
    ],
    descuentoAdicionalCents: 0,
    leyenda: 'Ley N° 453: El proveedor debe exhibir los precios de los productos ofertados.',
    usuario: 'cajero1',
  };
}
