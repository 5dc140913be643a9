import { and, eq, inArray } from 'drizzle-orm';
import { blocks, NOTE_LINE_RETURNED, NOTE_SECTOR, readLeaves, toCents, type NoteLine } from '@lactea/contracts';
import { invoices, products, saleDetails } from '../../db/schema/index.js';
import type { Executor } from '../../db/types.js';
import { COMPRA_VENTA, prepareNote } from '../siat/prepare.js';
import { boliviaWallClock, EMISSION_OFFLINE, EMISSION_ONLINE, UNIT_CODES, type PointOfSale } from './siat-terms.js';
import { parsed, readFinished, readForInvoice, siatParties, takeNumber } from './issue.js';

/*
 * The nota de crédito-débito (documento sector 24) a return of an invoiced sale issues, written in
 * the return's own transaction: its number from the point of sale's counter of sector 24, its CUF,
 * its XML naming the invoice it adjusts (number, CUF, date, total) and the returned lines. The
 * outbox sends it once that invoice is accepted (SIAT refuses a note of an invoice it does not know);
 * one issued in contingency, once its event is registered too.
 */

/** A returned line as the note needs it: the sale line, what came back of it (thousandths of the product's unit) and its money. */
export interface NoteReturnLine {
  saleLineId: number;
  milli: number;
  amountCents: number;
}

/** The sale's invoice a note can adjust: not rejected nor annulled by SIAT. */
async function adjustableInvoice(tx: Executor, saleId: number) {
  // Its CUF and XML: a draft's written first.
  const [row] = await readFinished(tx, () =>
    tx
      .select({ id: invoices.id, number: invoices.number, cuf: invoices.cuf, issuedAt: invoices.issuedAt, total: invoices.total, xml: invoices.xml, state: invoices.state, day: invoices.day, draft: invoices.draft })
      .from(invoices)
      .where(and(eq(invoices.fkSale, saleId), eq(invoices.documentSector, COMPRA_VENTA))),
  );
  return row && row.state !== 'rechazada' && row.state !== 'anulada' ? row : undefined;
}

/**
 * A price and discount SIAT's rule holds for: cantidad × precioUnitario − montoDescuento = subTotal.
 * The unit's price is the line's system price per unit (a crate's over its units); a line sold above
 * it (a price label) takes the price that covers the amount and the cents over as its discount.
 */
export function notePricing(unitHintCents: number, milli: number, amountCents: number): { unitCents: number; discountCents: number | null } {
  let unitCents = unitHintCents;
  if (Math.round((unitCents * milli) / 1000) < amountCents) unitCents = Math.ceil((amountCents * 1000) / milli);
  const gross = Math.round((unitCents * milli) / 1000);
  return { unitCents, discountCents: gross > amountCents ? gross - amountCents : null };
}

/**
 * Issues the note of a return of `saleId` (`returnId`); false (nothing written) when the sale has
 * no invoice a note can adjust. The buyer is the invoice's, read from its XML as sent.
 */
export interface NoteOf {
  saleId: number;
  returnId: number;
  lines: NoteReturnLine[];
  /** The user who made the return (SIAT's usuario). */
  usuario: string;
  /** The return's business day and instant. */
  day: string;
  at: Date;
}

export async function issueReturnNote(tx: Executor, { saleId, returnId, lines, usuario, day, at }: NoteOf): Promise<boolean> {
  const invoice = await adjustableInvoice(tx, saleId);
  if (!invoice || lines.length === 0) return false;
  const details = await tx
    .select({ id: saleDetails.id, fkProduct: saleDetails.fkProduct, code: products.code, product: products.product, unit: products.unit, unitPriceSystem: saleDetails.unitPriceSystem, presentationUnits: saleDetails.presentationUnits })
    .from(saleDetails)
    .innerJoin(products, eq(products.id, saleDetails.fkProduct))
    .where(inArray(saleDetails.id, lines.map((l) => l.saleLineId)));
  const byId = new Map(details.map((d) => [d.id, d]));
  const reads = await readForInvoice(tx, at, details.map((d) => d.fkProduct));
  const cufd = parsed(reads.cufd);
  // Invoicing switched off since the sale, or never a CUFD: no note can be computed (the return still stands).
  if (reads.invoicing !== 1 || !cufd) return false;
  const point: PointOfSale = { nit: reads.nit, sucursal: reads.sucursal, puntoVenta: reads.punto_venta };
  // While a significant event is open (SIAT did not answer) the note is issued in contingency as an
  // invoice is: tipo de emisión 2 with the CUFD then valid, under the event.
  const eventId = reads.open_event;
  const emission = eventId === null ? EMISSION_ONLINE : EMISSION_OFFLINE;
  const { number, id } = await takeNumber(tx, point, NOTE_SECTOR);
  const sin = new Map((parsed(reads.sin) ?? []).map(([pid, code, unit]) => [Number(pid), { code, unit }]));
  const buyer = new Map(readLeaves(invoice.xml.slice(0, invoice.xml.indexOf('</cabecera>'))).map((l) => [l.name, l.value]));
  const text = (k: string) => buyer.get(k) ?? '';
  // Each returned product's SIN code as the invoice gave it to SIAT (the invoice was issued, so it had one).
  const invoicedSin = new Map(
    blocks(invoice.xml, 'detalle').map((line) => {
      const leaves = new Map(readLeaves(line).map((l) => [l.name, l.value]));
      return [leaves.get('codigoProducto') ?? '', leaves.get('codigoProductoSin') ?? ''];
    }),
  );
  const noteLines: NoteLine[] = lines.map((l) => {
    const d = byId.get(l.saleLineId)!;
    const codes = sin.get(d.fkProduct);
    const { unitCents, discountCents } = notePricing(Math.round(toCents(d.unitPriceSystem) / d.presentationUnits), l.milli, l.amountCents);
    return {
      actividadEconomica: reads.actividad,
      codigoProductoSin: invoicedSin.get(d.code) || codes?.code || reads.default_sin || '',
      codigoProducto: d.code,
      descripcion: d.product,
      cantidadMilli: l.milli,
      unidadMedida: Number(codes?.unit ?? (d.unit === 'kg' ? UNIT_CODES.kg : UNIT_CODES.unidad)),
      precioUnitarioCents: unitCents,
      montoDescuentoCents: discountCents,
      subTotalCents: l.amountCents,
      codigoDetalleTransaccion: NOTE_LINE_RETURNED,
    };
  });
  const issuedAt = boliviaWallClock(at);
  const leyenda = reads.leyenda ?? '';
  const prepared = prepareNote({
    ...siatParties(reads, cufd),
    issuedAt,
    numero: number,
    tipoEmision: emission,
    buyer: {
      tipoDocumento: Number(text('codigoTipoDocumentoIdentidad')),
      numeroDocumento: text('numeroDocumento'),
      complemento: buyer.get('complemento') ?? null,
      nombre: text('nombreRazonSocial'),
      codigoCliente: text('codigoCliente'),
      codigoExcepcion: buyer.get('codigoExcepcion') === '1' ? 1 : null,
    },
    invoice: { numero: invoice.number, cuf: invoice.cuf, issuedAt: invoice.issuedAt, totalCents: toCents(invoice.total) },
    lines: noteLines,
    leyenda,
    usuario,
  });
  const complemento = buyer.get('complemento');
  await tx.insert(invoices).values({
    id,
    fkSale: saleId,
    documentSector: NOTE_SECTOR,
    fkReturn: returnId,
    fkInvoice: invoice.id,
    nit: point.nit,
    sucursal: point.sucursal,
    puntoVenta: point.puntoVenta,
    number,
    cuf: prepared.cuf,
    cufd: cufd.codigo,
    emissionType: emission,
    state: emission === EMISSION_ONLINE ? 'pendiente' : 'contingencia',
    day,
    issuedAt,
    total: (prepared.note.cabecera.montoTotalDevueltoCents / 100).toFixed(2),
    buyerName: text('nombreRazonSocial'),
    buyerDocument: complemento ? `${text('numeroDocumento')}-${complemento}` : text('numeroDocumento'),
    leyenda,
    xml: prepared.xml,
    hash: prepared.archive.hashArchivo,
    fkEvent: eventId,
    // Online it is due at once (once its invoice is accepted); in contingency once its event is registered.
    nextAttemptAt: emission === EMISSION_ONLINE ? at : null,
  });
  return true;
}
