import { centsDecimal, leafGroup, orNull, partiesValues, soldLineValues, type InvoiceLine, type PartiesHeader } from './siat-invoice.js';
import { blocks, readLeaves, XSI_NS } from './siat-xml.js';

/*
 * The Nota de Crédito-Débito (documento sector 24) a return issues against its sale's invoice, as
 * a typed value and its XML. Element names and their order follow SIAT's field table as go-siat
 * models it (ron86i/go-siat, internal/core/domain/documents/nota_credito_debito.go). Money is
 * integer cents; a quantity integer thousandths.
 */

export const NOTE_SECTOR = 24;
/** codigoDetalleTransaccion of a line: 1 the original invoice's, 2 what is returned. */
export const NOTE_LINE_RETURNED = 2;

export interface NoteHeader extends PartiesHeader {
  numeroNotaCreditoDebito: number;
  /** The adjusted invoice: its number, its CUF, its issue instant and total. */
  numeroFactura: number;
  numeroAutorizacionCuf: string;
  fechaEmisionFactura: string;
  montoTotalOriginalCents: number;
  montoTotalDevueltoCents: number;
  montoDescuentoCreditoDebitoCents: number | null;
  montoEfectivoCreditoDebitoCents: number;
  codigoExcepcion: number | null;
  leyenda: string;
  usuario: string;
}

/** A returned line: an invoice line's product, quantity and money, and what the line is. */
export interface NoteLine extends Omit<InvoiceLine, 'numeroSerie' | 'numeroImei'> {
  codigoDetalleTransaccion: number;
}

export interface CreditDebitNote {
  /** 1 electrónica (signed), 2 computarizada: names the root element and its schema. */
  modalidad: 1 | 2;
  cabecera: NoteHeader;
  detalle: NoteLine[];
}

export const NOTE_CABECERA_ORDER = [
  'nitEmisor', 'razonSocialEmisor', 'municipio', 'telefono', 'numeroNotaCreditoDebito', 'cuf', 'cufd', 'codigoSucursal',
  'direccion', 'codigoPuntoVenta', 'fechaEmision', 'nombreRazonSocial', 'codigoTipoDocumentoIdentidad', 'numeroDocumento',
  'complemento', 'codigoCliente', 'numeroFactura', 'numeroAutorizacionCuf', 'fechaEmisionFactura', 'montoTotalOriginal',
  'montoTotalDevuelto', 'montoDescuentoCreditoDebito', 'montoEfectivoCreditoDebito', 'codigoExcepcion', 'leyenda', 'usuario',
  'codigoDocumentoSector',
] as const;

export const NOTE_DETALLE_ORDER = [
  'actividadEconomica', 'codigoProductoSin', 'codigoProducto', 'descripcion', 'cantidad', 'unidadMedida', 'precioUnitario',
  'montoDescuento', 'subTotal', 'codigoDetalleTransaccion',
] as const;

export const NOTE_NILLABLE = new Set(['telefono', 'codigoPuntoVenta', 'nombreRazonSocial', 'complemento', 'montoDescuentoCreditoDebito', 'codigoExcepcion', 'montoDescuento']);

export const noteRootElement = (modalidad: 1 | 2) =>
  modalidad === 1 ? 'notaFiscalElectronicaCreditoDebito' : 'notaFiscalComputarizadaCreditoDebito';
/** SIAT names the schema file without 'Fiscal'. */
const noteSchemaFile = (modalidad: 1 | 2) => (modalidad === 1 ? 'notaElectronicaCreditoDebito.xsd' : 'notaComputarizadaCreditoDebito.xsd');

/**
 * The tax credit (or debit) a note carries: 13 % (the IVA rate) of what was returned, rounded to
 * the cent half up, in integers (never a float product).
 */
export const creditDebitTaxCents = (returnedCents: number): number => {
  if (!Number.isSafeInteger(returnedCents) || returnedCents < 0) throw new RangeError(`creditDebitTaxCents: ${returnedCents}`);
  return Math.floor((returnedCents * 13 + 50) / 100);
};

function headerValues(h: NoteHeader): Record<(typeof NOTE_CABECERA_ORDER)[number], string | null> {
  return {
    ...partiesValues(h),
    numeroNotaCreditoDebito: String(h.numeroNotaCreditoDebito),
    numeroFactura: String(h.numeroFactura),
    numeroAutorizacionCuf: h.numeroAutorizacionCuf,
    fechaEmisionFactura: h.fechaEmisionFactura,
    montoTotalOriginal: centsDecimal(h.montoTotalOriginalCents),
    montoTotalDevuelto: centsDecimal(h.montoTotalDevueltoCents),
    montoDescuentoCreditoDebito: orNull(h.montoDescuentoCreditoDebitoCents, centsDecimal),
    montoEfectivoCreditoDebito: centsDecimal(h.montoEfectivoCreditoDebitoCents),
    codigoExcepcion: orNull(h.codigoExcepcion, String),
    leyenda: h.leyenda,
    usuario: h.usuario,
    codigoDocumentoSector: String(NOTE_SECTOR),
  };
}

function lineValues(l: NoteLine): Record<(typeof NOTE_DETALLE_ORDER)[number], string | null> {
  return { ...soldLineValues(l), codigoDetalleTransaccion: String(l.codigoDetalleTransaccion) };
}

/** The note's XML exactly as archived and sent (the hash covers these bytes). */
export function noteXml(note: CreditDebitNote): string {
  const root = noteRootElement(note.modalidad);
  return (
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` +
    `<${root} xmlns:xsi="${XSI_NS}" xsi:noNamespaceSchemaLocation="${noteSchemaFile(note.modalidad)}">` +
    `<cabecera>${leafGroup(NOTE_CABECERA_ORDER, headerValues(note.cabecera))}</cabecera>` +
    note.detalle.map((l) => `<detalle>${leafGroup(NOTE_DETALLE_ORDER, lineValues(l))}</detalle>`).join('') +
    `</${root}>`
  );
}

/** A note as its printed copy reads it, from its XML exactly as sent (what SIAT received). */
export interface PrintedNote {
  /** Each cabecera element's text (null when nil). */
  head: Record<string, string | null>;
  lines: Record<string, string | null>[];
}

export function readNoteXml(xml: string): PrintedNote {
  const [cabecera = ''] = blocks(xml, 'cabecera');
  const leaves = (inner: string) => Object.fromEntries(readLeaves(inner).map((l) => [l.name, l.value]));
  return { head: leaves(cabecera), lines: blocks(xml, 'detalle').map(leaves) };
}
