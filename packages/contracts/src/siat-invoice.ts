import { leaf, XSI_NS } from './siat-xml.js';

/*
 * The compraVenta invoice (documento sector 1) as a typed value and its XML. Element names, their
 * order and which may be nil follow SIAT's field table as go-siat models it (ron86i/go-siat,
 * internal/core/domain/documents/compra_venta.go). Money is integer cents, written with 2 decimals;
 * a quantity is integer thousandths (a kilogram has 3 decimals).
 */

/** The cabecera's emitter, code and buyer: what an invoice and a nota de crédito-débito share. */
export interface PartiesHeader {
  nitEmisor: string;
  razonSocialEmisor: string;
  municipio: string;
  telefono: string | null;
  cuf: string;
  cufd: string;
  codigoSucursal: number;
  direccion: string;
  codigoPuntoVenta: number | null;
  /** Bolivian wall-clock time, 'YYYY-MM-DDTHH:mm:ss.SSS'. */
  fechaEmision: string;
  nombreRazonSocial: string | null;
  codigoTipoDocumentoIdentidad: number;
  numeroDocumento: string;
  complemento: string | null;
  codigoCliente: string;
}

export interface InvoiceHeader extends PartiesHeader {
  numeroFactura: number;
  codigoMetodoPago: number;
  numeroTarjeta: string | null;
  montoTotalCents: number;
  montoTotalSujetoIvaCents: number;
  codigoMoneda: number;
  /** Exchange rate in hundredths (1 for bolivianos is 100). */
  tipoCambioCents: number;
  montoTotalMonedaCents: number;
  montoGiftCardCents: number | null;
  descuentoAdicionalCents: number | null;
  /** 1 when the buyer's NIT was not found by SIAT and the cashier confirmed it. */
  codigoExcepcion: number | null;
  cafc: string | null;
  leyenda: string;
  usuario: string;
  codigoDocumentoSector: number;
}

export interface InvoiceLine {
  actividadEconomica: string;
  codigoProductoSin: string;
  codigoProducto: string;
  descripcion: string;
  cantidadMilli: number;
  unidadMedida: number;
  precioUnitarioCents: number;
  montoDescuentoCents: number | null;
  subTotalCents: number;
  numeroSerie: string | null;
  numeroImei: string | null;
}

export interface CompraVentaInvoice {
  /** 1 electrónica (signed), 2 computarizada: names the root element and its schema. */
  modalidad: 1 | 2;
  cabecera: InvoiceHeader;
  detalle: InvoiceLine[];
}

/** The cabecera's elements in SIAT's order (the simulator checks a received XML against it). */
export const CABECERA_ORDER = [
  'nitEmisor', 'razonSocialEmisor', 'municipio', 'telefono', 'numeroFactura', 'cuf', 'cufd', 'codigoSucursal',
  'direccion', 'codigoPuntoVenta', 'fechaEmision', 'nombreRazonSocial', 'codigoTipoDocumentoIdentidad',
  'numeroDocumento', 'complemento', 'codigoCliente', 'codigoMetodoPago', 'numeroTarjeta', 'montoTotal',
  'montoTotalSujetoIva', 'codigoMoneda', 'tipoCambio', 'montoTotalMoneda', 'montoGiftCard', 'descuentoAdicional',
  'codigoExcepcion', 'cafc', 'leyenda', 'usuario', 'codigoDocumentoSector',
] as const;

export const DETALLE_ORDER = [
  'actividadEconomica', 'codigoProductoSin', 'codigoProducto', 'descripcion', 'cantidad', 'unidadMedida',
  'precioUnitario', 'montoDescuento', 'subTotal', 'numeroSerie', 'numeroImei',
] as const;

/** Elements SIAT accepts as nil; every other one must carry a value. */
export const NILLABLE = new Set([
  'telefono', 'codigoPuntoVenta', 'nombreRazonSocial', 'complemento', 'numeroTarjeta', 'montoGiftCard',
  'descuentoAdicional', 'codigoExcepcion', 'cafc', 'montoDescuento', 'numeroSerie', 'numeroImei',
]);

/** 12345 → '123.45': SIAT's decimal form (a point, no thousands separator). */
export function centsDecimal(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`centsDecimal: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** 2000 → '2.00', 1250 → '1.250': two decimals for whole units, three for a weighed quantity. */
export function milliDecimal(milli: number): string {
  if (!Number.isSafeInteger(milli) || milli < 0) throw new RangeError(`milliDecimal: ${milli}`);
  const whole = Math.floor(milli / 1000);
  const rest = milli % 1000;
  return rest === 0 ? `${whole}.00` : `${whole}.${String(rest).padStart(3, '0')}`;
}

export const rootElement = (modalidad: 1 | 2) =>
  modalidad === 1 ? 'facturaElectronicaCompraVenta' : 'facturaComputarizadaCompraVenta';

export const orNull = <T>(v: T | null, f: (x: T) => string) => (v === null ? null : f(v));

/** The emitter's, the code's and the buyer's elements as written (an invoice's and a note's). */
export const partiesValues = (h: PartiesHeader) => ({
  nitEmisor: h.nitEmisor,
  razonSocialEmisor: h.razonSocialEmisor,
  municipio: h.municipio,
  telefono: h.telefono,
  cuf: h.cuf,
  cufd: h.cufd,
  codigoSucursal: String(h.codigoSucursal),
  direccion: h.direccion,
  codigoPuntoVenta: orNull(h.codigoPuntoVenta, String),
  fechaEmision: h.fechaEmision,
  nombreRazonSocial: h.nombreRazonSocial,
  codigoTipoDocumentoIdentidad: String(h.codigoTipoDocumentoIdentidad),
  numeroDocumento: h.numeroDocumento,
  complemento: h.complemento,
  codigoCliente: h.codigoCliente,
});

/** A line's product, quantity and money as written (an invoice's and a note's). */
export const soldLineValues = (l: Pick<InvoiceLine, 'actividadEconomica' | 'codigoProductoSin' | 'codigoProducto' | 'descripcion' | 'cantidadMilli' | 'unidadMedida' | 'precioUnitarioCents' | 'montoDescuentoCents' | 'subTotalCents'>) => ({
  actividadEconomica: l.actividadEconomica,
  codigoProductoSin: l.codigoProductoSin,
  codigoProducto: l.codigoProducto,
  descripcion: l.descripcion,
  cantidad: milliDecimal(l.cantidadMilli),
  unidadMedida: String(l.unidadMedida),
  precioUnitario: centsDecimal(l.precioUnitarioCents),
  montoDescuento: orNull(l.montoDescuentoCents, centsDecimal),
  subTotal: centsDecimal(l.subTotalCents),
});

function headerValues(h: InvoiceHeader): Record<(typeof CABECERA_ORDER)[number], string | null> {
  return {
    ...partiesValues(h),
    numeroFactura: String(h.numeroFactura),
    codigoMetodoPago: String(h.codigoMetodoPago),
    numeroTarjeta: h.numeroTarjeta,
    montoTotal: centsDecimal(h.montoTotalCents),
    montoTotalSujetoIva: centsDecimal(h.montoTotalSujetoIvaCents),
    codigoMoneda: String(h.codigoMoneda),
    tipoCambio: centsDecimal(h.tipoCambioCents),
    montoTotalMoneda: centsDecimal(h.montoTotalMonedaCents),
    montoGiftCard: orNull(h.montoGiftCardCents, centsDecimal),
    descuentoAdicional: orNull(h.descuentoAdicionalCents, centsDecimal),
    codigoExcepcion: orNull(h.codigoExcepcion, String),
    cafc: h.cafc,
    leyenda: h.leyenda,
    usuario: h.usuario,
    codigoDocumentoSector: String(h.codigoDocumentoSector),
  };
}

function lineValues(l: InvoiceLine): Record<(typeof DETALLE_ORDER)[number], string | null> {
  return { ...soldLineValues(l), numeroSerie: l.numeroSerie, numeroImei: l.numeroImei };
}

/** A group's leaves in `order`. */
export const leafGroup = <K extends string>(order: readonly K[], values: Record<K, string | null>) =>
  order.map((name) => leaf(name, values[name])).join('');

/** The invoice's XML exactly as it is archived and sent (no pretty-printing: the hash covers these bytes). */
export function invoiceXml(invoice: CompraVentaInvoice): string {
  const root = rootElement(invoice.modalidad);
  return (
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` +
    `<${root} xmlns:xsi="${XSI_NS}" xsi:noNamespaceSchemaLocation="${root}.xsd">` +
    `<cabecera>${leafGroup(CABECERA_ORDER, headerValues(invoice.cabecera))}</cabecera>` +
    invoice.detalle.map((l) => `<detalle>${leafGroup(DETALLE_ORDER, lineValues(l))}</detalle>`).join('') +
    `</${root}>`
  );
}
