import { sql, type SQL } from 'drizzle-orm';
import { INVOICE_MSG, invoiceBuyer, toCents, toMilli, verificationUrl, type Sale, type SaleInvoiceBody, type SaleInvoiceSummary } from '@lactea/contracts';
import { invoices } from '../../db/schema/index.js';
import { rowsOf, type Executor } from '../../db/types.js';
import { executePrepared, insertRow, pgArray } from '../../db/prepared.js';
import { badRequest } from '../../lib/errors.js';
import { COMPRA_VENTA, invoiceCuf, invoiceTotalCents, prepareInvoice, type InvoiceDraft, type PreparedInvoice } from '../siat/prepare.js';
import { boliviaWallClock, EMISSION_OFFLINE, EMISSION_ONLINE, PAYMENT_METHODS, UNIT_CODES, type PointOfSale } from './siat-terms.js';
import { openEvent, MOTIVO_NO_INTERNET } from './events.js';

/*
 * The invoice of a sale, issued with the sale (the sale never waits for SIAT): written by the sale's
 * statement as a draft, numbered from the point of sale's counter row right after it, and answered
 * with the CUF that number gives. Its XML and hash are written over the draft by whoever needs the
 * document first: the outbox before sending it, or a reader of it (`finishDrafts`). While a
 * significant event is open (SIAT did not answer) or for a sale made offline, it is issued in
 * contingency: tipo de emisión 2, with the CUFD then valid.
 */

export interface IssueReads {
  invoicing: number;
  nit: string;
  razon_social: string;
  municipio: string;
  telefono: string;
  sucursal: number;
  punto_venta: number;
  actividad: string;
  codigo_sistema: string;
  modalidad: number;
  ambiente: number;
  cufd: { codigo: string; control: string; direccion: string } | string | null;
  open_event: number | null;
  leyenda: string | null;
  default_sin: string | null;
  sin: [number, string | null, string | null][] | string | null;
}

export const parsed = <T>(v: T | string | null): T | null => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

/** The CUFD in force at `at` (obtained before it, not yet expired; else the newest: SIAT will say why), for settings `s`. */
const cufdAt = (at: Date): SQL => sql`(select json_build_object('codigo', c.codigo, 'control', c.codigo_control, 'direccion', c.direccion) from siat_cufd c
    where c.nit = s.nit and c.sucursal = s.sucursal and c.punto_venta = s.punto_venta
    order by (c.obtained_at <= ${at.toISOString()}::timestamptz and c.valid_until > ${at.toISOString()}::timestamptz) desc, c.valid_until desc limit 1)`;

/**
 * Everything the invoice needs, in one row: the settings, the CUFD in force at the moment, an open
 * event, a leyenda of the activity (SIAT asks for one of them at random), and each product's SIN
 * codes; a product without them takes the settings' producto SIN por omisión (`default_sin`, null
 * when none is chosen) and the unit of its kind. `withId`: also the new invoice row's id, from
 * its sequence (a sale's invoice, written as a draft by the sale's statement and numbered after it,
 * `issueSaleInvoice`). A sale reads it in its own reads' round trip (`readSale`).
 */
export function invoiceReadsSql(at: Date, productIds: number[], withId = false): SQL {
  const id = withId ? sql`, nextval(pg_get_serial_sequence('invoices', 'id')) as id` : sql``;
  return sql`select s.invoicing, s.nit, s.razon_social, s.municipio, s.telefono, s.sucursal, s.punto_venta, s.actividad, s.codigo_sistema, s.modalidad, s.ambiente,
      ${cufdAt(at)} as cufd,
      (select e.id from siat_events e where e.nit = s.nit and e.sucursal = s.sucursal and e.punto_venta = s.punto_venta and e.ended_at is null) as open_event,
      (select l.description from siat_catalogue l where l.kind = 'leyendas' and (l.activity = s.actividad or l.activity is null) order by random() limit 1) as leyenda,
      s.sin_product_default as default_sin,
      (select json_agg(json_build_array(p.id, p.sin_product_code, p.sin_unit_code)) from products p where p.id = any(${pgArray(productIds)}::int[])) as sin${id}
    from invoice_settings s where s.id = 1`;
}

/** `invoiceReadsSql`'s row in a round trip of its own (a return's note). Prepared (decision 0049): one text whatever the products. */
export async function readForInvoice(tx: Executor, at: Date, productIds: number[]): Promise<IssueReads> {
  const [row] = rowsOf<IssueReads>(await executePrepared(tx, invoiceReadsSql(at, productIds)));
  return row;
}

/**
 * The point of sale's next number of a document sector (invoices and notes count apart): its
 * counter row, added to and kept locked until the sale (or return) commits; and the row's id.
 */
export async function takeNumber(tx: Executor, p: PointOfSale, sector: number): Promise<{ number: number; id: number }> {
  const result = await executePrepared(tx, sql`
    with n as (
      insert into invoice_counters (nit, sucursal, punto_venta, document_sector, last_number) values (${p.nit}, ${p.sucursal}, ${p.puntoVenta}, ${sector}, 1)
      on conflict (nit, sucursal, punto_venta, document_sector) do update set last_number = invoice_counters.last_number + 1
      returning last_number
    )
    select last_number, nextval(pg_get_serial_sequence('invoices', 'id')) as id from n`);
  const [row] = rowsOf<{ last_number: number; id: number | string }>(result);
  return { number: Number(row.last_number), id: Number(row.id) };
}

type ReadCufd = NonNullable<ReturnType<typeof parsed<{ codigo: string; control: string; direccion: string }>>>;

/** Who issues a document, as the settings and the CUFD read say (an invoice's and a note's). */
export const siatParties = (reads: IssueReads, cufd: ReadCufd) => ({
  identity: { nit: reads.nit, codigoSistema: reads.codigo_sistema, codigoAmbiente: reads.ambiente, codigoModalidad: reads.modalidad, codigoSucursal: reads.sucursal, codigoPuntoVenta: reads.punto_venta },
  emitter: { razonSocial: reads.razon_social, municipio: reads.municipio, telefono: reads.telefono || null },
  code: { cufd: cufd.codigo, codigoControl: cufd.control, direccion: cufd.direccion },
});

export interface IssuedInvoice {
  /** The summary as the sale's statement stores it in the key's answer: number 0 and CUF '#id' until completed (`completedSummary`). */
  provisional: SaleInvoiceSummary;
  /** The invoice's row as a CTE of the sale's statement, given the new sale's id: a draft, not yet numbered. */
  cte: (saleId: SQL) => SQL;
  /** The statement that numbers its draft, sent right behind the sale's statement (`writeSaleRows`' `then`). */
  numbering: SQL;
  /** Its number, from what `numbering` answered, and the summary the till prints: that number and the CUF it gives. */
  numbered: (tx: Executor, numbering: unknown) => Promise<SaleInvoiceSummary>;
}

/** What an invoice is issued with, read before the sale's write (`readyInvoice`): the first half of issuing it. */
export interface ReadyInvoice {
  at: Date;
  reads: IssueReads;
  cufd: ReadCufd;
  point: PointOfSale;
  eventId: number | null;
  emission: number;
  id: number;
}

/**
 * What an invoice issued at `at` needs, as `invoiceReadsSql(at, …, true)` read it. Refused (400)
 * while invoicing is off, and before the first CUFD (SIAT never reached): no CUF can be computed
 * without it. An offline sale (`offline`: made while the till could not reach the server) is issued
 * in contingency, and opens its event if none is open.
 */
export async function readyInvoice(tx: Executor, at: Date, reads: (IssueReads & { id?: number | string | null }) | null, offline: boolean): Promise<ReadyInvoice> {
  if (reads?.invoicing !== 1) throw badRequest(INVOICE_MSG.invoicingOff);
  const cufd = parsed(reads.cufd);
  if (!cufd) throw badRequest(INVOICE_MSG.noCufd);
  const point: PointOfSale = { nit: reads.nit, sucursal: reads.sucursal, puntoVenta: reads.punto_venta };
  let eventId = reads.open_event;
  if (offline && eventId === null) eventId = await openEvent(tx, point, { motivo: MOTIVO_NO_INTERNET, cufd: cufd.codigo, startedAt: at });
  const emission = eventId === null ? EMISSION_ONLINE : EMISSION_OFFLINE;
  return { at, reads, cufd, point, eventId, emission, id: Number(reads.id) };
}

/**
 * Issues `sale`'s invoice to the body's buyer (`readyInvoice` read what it needs): its row, a draft
 * the sale's statement writes, and its number right after that statement, in a statement of its
 * own. The point of sale's counter row is locked only by that one short statement (or until its
 * transaction commits, a sale written locked), so the point of sale's invoiced sales do not wait
 * for each other's round trips or for the rest of each other's write. The CUF is computed from the
 * number for the answer; the XML, its hash and the CUF are written over the draft later
 * (`finishDrafts`), by the outbox or by whoever reads the document first: the sale never waits for
 * building the document SIAT receives either (decision 0074, amendments). Refused (400) for a
 * product without a código de producto SIN while no default is chosen.
 */
export function issueSaleInvoice(body: SaleInvoiceBody, sale: Sale, ready: ReadyInvoice): IssuedInvoice {
  const { at, reads, cufd, point, eventId, emission, id } = ready;
  const sin = new Map((parsed(reads.sin) ?? []).map(([pid, code, unit]) => [Number(pid), { code, unit }]));
  // A line needs a código de producto SIN: the product's own, else the one chosen for all; never a
  // guess. Refused here, the sale's transaction rolls back with the number it took: no gap.
  const uncoded = reads.default_sin ? [] : sale.products.filter((p) => !sin.get(p.id)?.code).map((p) => p.product);
  if (uncoded.length) throw badRequest(INVOICE_MSG.noSinProduct([...new Set(uncoded)]));
  const issuedAt = boliviaWallClock(at);
  const buyer = invoiceBuyer(body);
  const leyenda = reads.leyenda ?? '';
  const draft: SaleInvoiceDraft = {
    ...siatParties(reads, cufd),
    issuedAt,
    tipoEmision: emission,
    buyer: {
      tipoDocumento: buyer.document_type,
      numeroDocumento: buyer.document_number,
      complemento: buyer.complemento,
      nombre: buyer.business_name,
      codigoCliente: sale.client ? String(sale.client.id) : buyer.document_number,
      codigoExcepcion: buyer.codigo_excepcion === 1 ? 1 : null,
    },
    codigoMetodoPago: PAYMENT_METHODS[sale.type_pay ?? ''] ?? PAYMENT_METHODS.credit,
    lines: sale.products.map((p) => {
      const codes = sin.get(p.id);
      const quantityMilli = toMilli(p.pivot.quantity);
      const totalCents = toCents(p.pivot.total);
      return {
        actividadEconomica: reads.actividad,
        codigoProductoSin: codes?.code ?? reads.default_sin ?? '',
        codigoProducto: p.code,
        descripcion: p.pivot.presentation ? `${p.product} (${p.pivot.presentation.name})` : p.product,
        cantidadMilli: quantityMilli,
        unidadMedida: Number(codes?.unit ?? (p.unit === 'kg' && !p.pivot.presentation ? UNIT_CODES.kg : UNIT_CODES.unidad)),
        // SIAT: precioUnitario × cantidad − montoDescuento = subTotal. The line's total is ours to the
        // cent; its unit price is the system price, the difference is the line's discount.
        precioUnitarioCents: toCents(p.pivot.unit_price_system),
        montoDescuentoCents: lineDiscountCents(toCents(p.pivot.unit_price_system), quantityMilli, totalCents),
        subTotalCents: totalCents,
        numeroSerie: null,
        numeroImei: null,
      };
    }),
    descuentoAdicionalCents: toCents(sale.discount),
    leyenda,
    usuario: sale.user.name,
  };

  const provisional: SaleInvoiceSummary = {
    id,
    number: 0,
    cuf: draftCuf(id),
    state: emission === EMISSION_ONLINE ? 'pendiente' : 'contingencia',
    emission_type: emission === EMISSION_ONLINE ? 1 : 2,
    issued_at: issuedAt,
    leyenda,
    verification_url: '',
    emitter: { nit: point.nit, razon_social: reads.razon_social, municipio: reads.municipio, telefono: reads.telefono || null, direccion: cufd.direccion, sucursal: point.sucursal, punto_venta: point.puntoVenta },
    buyer: { document_type: buyer.document_type, document_number: buyer.document_number, complemento: buyer.complemento, business_name: buyer.business_name },
  };
  const row = {
    id,
    nit: point.nit,
    sucursal: point.sucursal,
    puntoVenta: point.puntoVenta,
    number: draftNumber(id),
    cuf: draftCuf(id),
    cufd: cufd.codigo,
    emissionType: emission,
    state: provisional.state,
    day: sale.date,
    issuedAt,
    total: (invoiceTotalCents(draft) / 100).toFixed(2),
    buyerName: buyer.business_name,
    buyerDocument: buyer.complemento ? `${buyer.document_number}-${buyer.complemento}` : buyer.document_number,
    leyenda,
    xml: '',
    hash: '',
    draft,
    fkEvent: eventId,
    // An online invoice is sent at once (the outbox is woken after the commit); one in contingency waits for its event's package.
    nextAttemptAt: emission === EMISSION_ONLINE ? at : null,
  };
  const ambiente = reads.ambiente === 1 ? 1 : 2;
  return {
    provisional,
    // insertRow, not drizzle's insert builder: the sale's statement reads its shape cheaply (decision 0049).
    cte: (saleId) => sql`inv_row as (${insertRow(invoices, { ...row, fkSale: saleId as unknown as number })})`,
    numbering: numberingSql(id),
    numbered: async (tx, numbering) => {
      const number = await numberDraft(tx, id, numbering);
      return completeSummary(provisional, number, invoiceCuf({ ...draft, numero: number }), ambiente);
    },
  };
}

/** A draft's number and CUF columns until completed: unique like theirs, never one (a number is ≥ 1; '#' is not hexadecimal). */
const draftNumber = (id: number) => -id;
const draftCuf = (id: number) => `#${id}`;

/** An invoice's number to sort by: a draft's taken one (its `number` is minus its id until its document is written). */
export const numberInOrder = sql`coalesce(${invoices.takenNumber}, ${invoices.number})`;

/** A draft's number as its row holds it (`numberInOrder`; a draft numbered before `taken_number` has it in `number`), 0 while it has none. */
const heldNumber = sql`greatest(${numberInOrder}, 0)`;

/**
 * The statement giving draft `id` the point of sale's next number: the draft's row is locked first
 * and the counter only while it is still unnumbered, so two completions of one draft at once (a
 * retry, the outbox) take one number between them: no gap, no repeat. Without the draft's row (its
 * sale's statement, sent just before it, rolled back) it does nothing. The number goes to
 * `taken_number`, in no index: the row is updated on its page, and no index gets an entry (the
 * number column, unique per point of sale, gets it with the document). Answers its number.
 */
const numberingSql = (id: number): SQL =>
  sql`with d as (select id, nit, sucursal, punto_venta from invoices where id = ${id}::int and number < 0 and taken_number is null for update),
      n as (
        insert into invoice_counters (nit, sucursal, punto_venta, document_sector, last_number)
        select nit, sucursal, punto_venta, ${COMPRA_VENTA}::smallint, 1 from d
        on conflict (nit, sucursal, punto_venta, document_sector) do update set last_number = invoice_counters.last_number + 1
        returning last_number
      )
      update invoices i set taken_number = n.last_number from n where i.id = ${id}::int returning i.taken_number as number`;

/** Draft `id` numbered (`numberingSql`; `ran`: its answer, when it was sent already) and its number. */
async function numberDraft(tx: Executor, id: number, ran?: unknown): Promise<number> {
  const [row] = rowsOf<{ number: number }>(ran ?? (await executePrepared(tx, numberingSql(id))));
  if (row) return Number(row.number);
  // Numbered meanwhile by the other completion.
  const [done] = rowsOf<{ number: number }>(await executePrepared(tx, sql`select ${heldNumber} as number from invoices where id = ${id}::int`));
  return Number(done.number);
}

/** A sale's invoice as its draft stores it: everything its CUF and XML are made from but the number. */
export type SaleInvoiceDraft = Omit<InvoiceDraft, 'numero'>;

/**
 * Draft `id`'s document: numbered first if it is not yet (`number` as its row holds it). Answers
 * its number and the prepared invoice (CUF, XML, hash) for `writeDocuments`.
 */
async function preparedDraft(tx: Executor, id: number, draft: SaleInvoiceDraft, number: number): Promise<{ id: number; number: number; prepared: PreparedInvoice }> {
  const numbered = number > 0 ? number : await numberDraft(tx, id);
  return { id, number: numbered, prepared: prepareInvoice({ ...draft, numero: numbered }) };
}

/**
 * The drafts' documents written over them in one statement, whatever their count: the number, CUF
 * (the printed copy's too), XML and hash, the draft cleared. A draft written meanwhile by another (the
 * outbox and a reader at once) is left alone: both computed the same document.
 */
async function writeDocuments(tx: Executor, done: { id: number; number: number; prepared: PreparedInvoice }[]): Promise<void> {
  await executePrepared(
    tx,
    sql`update invoices i set number = d.number, cuf = d.cuf, printed_cuf = d.cuf, xml = d.xml, hash = d.hash, draft = null
      from unnest(${pgArray(done.map((d) => d.id))}::int[], ${pgArray(done.map((d) => d.number))}::int[], ${pgArray(done.map((d) => d.prepared.cuf))}::text[], ${pgArray(done.map((d) => d.prepared.xml))}::text[], ${pgArray(done.map((d) => d.prepared.archive.hashArchivo))}::text[]) as d(id, number, cuf, xml, hash)
      where i.id = d.id and i.draft is not null`,
  );
}

const completeSummary = (provisional: SaleInvoiceSummary, number: number, cuf: string, ambiente: 1 | 2): SaleInvoiceSummary => ({
  ...provisional,
  number,
  cuf,
  verification_url: verificationUrl({ ambiente, nit: provisional.emitter.nit, cuf, numero: number }),
});

/**
 * A sale's invoice summary as its key's answer stored it (a retry), completed from the invoice row:
 * its number and CUF, the draft completed first if a crash left it so.
 */
export async function completedSummary(db: Executor, provisional: SaleInvoiceSummary): Promise<SaleInvoiceSummary> {
  const [row] = rowsOf<{ number: number; cuf: string; draft: SaleInvoiceDraft | string | null; ambiente: number }>(
    await executePrepared(db, sql`select ${heldNumber} as number, invoices.cuf, invoices.draft, s.ambiente from invoices cross join invoice_settings s where invoices.id = ${provisional.id}::int and s.id = 1`),
  );
  const draft = parsed(row.draft);
  const ambiente = row.ambiente === 1 ? 1 : 2;
  if (!draft) return completeSummary(provisional, Number(row.number), row.cuf, ambiente);
  const done = await preparedDraft(db, provisional.id, draft, Number(row.number));
  await writeDocuments(db, [done]);
  return completeSummary(provisional, done.number, done.prepared.cuf, ambiente);
}

/** A summary still as the sale's statement stored it (`provisional`). */
export const isProvisional = (summary: SaleInvoiceSummary) => summary.cuf === draftCuf(summary.id);

/**
 * Completes the drafts (normally only the last sales', whose documents the outbox has not written
 * yet; after a crash, maybe one not numbered), `ids` or any: numbered in the order they were issued
 * if they are not, then written. The outbox does it before it sends anything, and a reader of a
 * draft's document (its XML, its buyer, its CUF) before reading it. Answers how many.
 */
export async function finishDrafts(db: Executor, ids?: number[]): Promise<number> {
  const only = ids ? sql`and id = any(${pgArray(ids)}::int[])` : sql``;
  const rows = rowsOf<{ id: number; number: number; draft: SaleInvoiceDraft | string }>(await db.execute(sql`select id, ${heldNumber} as number, draft from invoices where draft is not null ${only} order by id limit 500`));
  if (!rows.length) return 0;
  const done: Parameters<typeof writeDocuments>[1] = [];
  // One after another: a draft without its number takes the next one in the order they were issued.
  for (const r of rows) done.push(await preparedDraft(db, Number(r.id), parsed(r.draft)!, Number(r.number)));
  // One statement for all of them: a burst of sales' documents costs the outbox one update.
  await writeDocuments(db, done);
  return rows.length;
}

/**
 * Invoice rows as `read` reads them, its drafts' documents written first: read once more when some
 * were drafts (`finishDrafts`), so a reader never sees a draft's empty XML or its CUF '#id'.
 */
export async function readFinished<T extends { id: number; draft: unknown }>(db: Executor, read: () => Promise<T[]>): Promise<T[]> {
  const rows = await read();
  const drafts = rows.filter((r) => r.draft !== null).map((r) => r.id);
  if (!drafts.length) return rows;
  await finishDrafts(db, drafts);
  return read();
}

/** The line's discount: system price × quantity − its total (never below zero: a price label may sell above). */
export function lineDiscountCents(unitCents: number, quantityMilli: number, totalCents: number): number | null {
  const gross = Math.round((unitCents * quantityMilli) / 1000);
  return gross > totalCents ? gross - totalCents : null;
}
