import { creditDebitTaxCents, cuf, invoiceXml, NOTE_SECTOR, noteXml, type CompraVentaInvoice, type CreditDebitNote, type InvoiceLine, type NoteLine } from '@lactea/contracts';
import { archiveOf, type Archive } from './archive.js';
import type { SiatIdentity } from './client.js';

/*
 * One compraVenta invoice ready to send: its CUF, its XML and the archive recepcionFactura takes.
 * Pure but for gzip and SHA-256; the sale's figures arrive in cents and thousandths.
 */

export interface Emitter {
  razonSocial: string;
  municipio: string;
  telefono: string | null;
}

export interface DailyCode {
  cufd: string;
  codigoControl: string;
  /** The address SIAT answered with the CUFD: the invoice's `direccion`. */
  direccion: string;
}

export interface Buyer {
  /** 1 CI, 2 CEX, 3 PAS, 4 OD, 5 NIT. */
  tipoDocumento: number;
  numeroDocumento: string;
  complemento: string | null;
  nombre: string;
  codigoCliente: string;
  /** 1 when SIAT did not know the NIT and the cashier confirmed it. */
  codigoExcepcion: number | null;
}

/** Who issues a document, to whom, when and with which number (an invoice's and a note's). */
export interface DraftParties {
  identity: SiatIdentity;
  emitter: Emitter;
  code: DailyCode;
  /** 'YYYY-MM-DDTHH:mm:ss.SSS', Bolivian time: the same instant in the CUF and in fechaEmision. */
  issuedAt: string;
  numero: number;
  /** 1 en línea, 2 contingencia. */
  tipoEmision: number;
  buyer: Buyer;
  leyenda: string;
  usuario: string;
}

export interface InvoiceDraft extends DraftParties {
  codigoMetodoPago: number;
  lines: InvoiceLine[];
  descuentoAdicionalCents: number;
}

export interface PreparedInvoice {
  cuf: string;
  invoice: CompraVentaInvoice;
  xml: string;
  archive: Archive;
}

/** The cabecera's emitter, code and buyer elements an invoice and a note share (the XML writer orders them). */
const partiesHeader = (d: Pick<InvoiceDraft, 'identity' | 'emitter' | 'code' | 'issuedAt' | 'buyer'>, code: string) => ({
  nitEmisor: d.identity.nit,
  razonSocialEmisor: d.emitter.razonSocial,
  municipio: d.emitter.municipio,
  telefono: d.emitter.telefono,
  cuf: code,
  cufd: d.code.cufd,
  codigoSucursal: d.identity.codigoSucursal,
  direccion: d.code.direccion,
  codigoPuntoVenta: d.identity.codigoPuntoVenta,
  fechaEmision: d.issuedAt,
  nombreRazonSocial: d.buyer.nombre,
  codigoTipoDocumentoIdentidad: d.buyer.tipoDocumento,
  numeroDocumento: d.buyer.numeroDocumento,
  complemento: d.buyer.complemento,
  codigoCliente: d.buyer.codigoCliente,
});

export const COMPRA_VENTA = 1;
export const WITH_TAX_CREDIT = 1;
/** SIAT's tipo de factura/documento of a nota de crédito-débito: documento de ajuste. */
export const CREDIT_DEBIT_ADJUSTMENT = 3;
/** SIAT's tipo de factura/documento of a document by its sector (the CUF and every request carry it). */
export const documentTypeOf = (sector: number): number => (sector === NOTE_SECTOR ? CREDIT_DEBIT_ADJUSTMENT : WITH_TAX_CREDIT);

/** An invoice's montoTotal: its lines' subtotals less the additional discount, in cents. */
export const invoiceTotalCents = (d: Pick<InvoiceDraft, 'lines' | 'descuentoAdicionalCents'>): number => d.lines.reduce((sum, l) => sum + l.subTotalCents, 0) - d.descuentoAdicionalCents;

/** An invoice's CUF: what the till prints as soon as its number is known, and its XML carries. */
export const invoiceCuf = (d: Pick<InvoiceDraft, 'identity' | 'issuedAt' | 'tipoEmision' | 'numero' | 'code'>): string =>
  cuf({
    nit: d.identity.nit,
    issuedAt: d.issuedAt,
    sucursal: d.identity.codigoSucursal,
    modalidad: d.identity.codigoModalidad,
    tipoEmision: d.tipoEmision,
    tipoFactura: WITH_TAX_CREDIT,
    documentoSector: COMPRA_VENTA,
    numeroFactura: d.numero,
    puntoVenta: d.identity.codigoPuntoVenta,
    codigoControl: d.code.codigoControl,
  });

export function prepareInvoice(d: InvoiceDraft): PreparedInvoice {
  const id = d.identity;
  const code = invoiceCuf(d);
  const total = invoiceTotalCents(d);
  const invoice: CompraVentaInvoice = {
    modalidad: id.codigoModalidad === 1 ? 1 : 2,
    cabecera: {
      ...partiesHeader(d, code),
      numeroFactura: d.numero,
      codigoMetodoPago: d.codigoMetodoPago,
      numeroTarjeta: null,
      montoTotalCents: total,
      montoTotalSujetoIvaCents: total,
      codigoMoneda: 1,
      tipoCambioCents: 100,
      montoTotalMonedaCents: total,
      montoGiftCardCents: null,
      descuentoAdicionalCents: d.descuentoAdicionalCents,
      codigoExcepcion: d.buyer.codigoExcepcion,
      cafc: null,
      leyenda: d.leyenda,
      usuario: d.usuario,
      codigoDocumentoSector: COMPRA_VENTA,
    },
    detalle: d.lines,
  };
  const xml = invoiceXml(invoice);
  return { cuf: code, invoice, xml, archive: archiveOf(xml) };
}

/** Its buyer is exactly the one the adjusted invoice named. */
export interface NoteDraft extends DraftParties {
  invoice: { numero: number; cuf: string; issuedAt: string; totalCents: number };
  /** The returned lines (codigoDetalleTransaccion 2). */
  lines: NoteLine[];
}

export interface PreparedNote {
  cuf: string;
  note: CreditDebitNote;
  xml: string;
  archive: Archive;
}

/**
 * One nota de crédito-débito ready to send: the CUF with documento sector 24 and the note's own
 * number, the XML, the archive. What was returned is the lines' sum; its tax credit 13 % of it.
 */
export function prepareNote(d: NoteDraft): PreparedNote {
  const id = d.identity;
  const code = cuf({
    nit: id.nit,
    issuedAt: d.issuedAt,
    sucursal: id.codigoSucursal,
    modalidad: id.codigoModalidad,
    tipoEmision: d.tipoEmision,
    tipoFactura: CREDIT_DEBIT_ADJUSTMENT,
    documentoSector: NOTE_SECTOR,
    numeroFactura: d.numero,
    puntoVenta: id.codigoPuntoVenta,
    codigoControl: d.code.codigoControl,
  });
  const returned = d.lines.reduce((sum, l) => sum + l.subTotalCents, 0);
  const note: CreditDebitNote = {
    modalidad: id.codigoModalidad === 1 ? 1 : 2,
    cabecera: {
      ...partiesHeader(d, code),
      numeroNotaCreditoDebito: d.numero,
      numeroFactura: d.invoice.numero,
      numeroAutorizacionCuf: d.invoice.cuf,
      fechaEmisionFactura: d.invoice.issuedAt,
      montoTotalOriginalCents: d.invoice.totalCents,
      montoTotalDevueltoCents: returned,
      montoDescuentoCreditoDebitoCents: null,
      montoEfectivoCreditoDebitoCents: creditDebitTaxCents(returned),
      codigoExcepcion: d.buyer.codigoExcepcion,
      leyenda: d.leyenda,
      usuario: d.usuario,
    },
    detalle: d.lines,
  };
  const xml = noteXml(note);
  return { cuf: code, note, xml, archive: archiveOf(xml) };
}
