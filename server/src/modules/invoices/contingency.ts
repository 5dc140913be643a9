import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { cuf, NOTE_SECTOR } from '@lactea/contracts';
import { invoices, siatCufd, siatEvents, siatPackages } from '../../db/schema/index.js';
import type { Database, Db, Executor } from '../../db/types.js';
import type { Config } from '../../config.js';
import { archiveOf, tarOf } from '../siat/archive.js';
import { SiatUnavailable, type SiatClient, type SiatIdentity } from '../siat/client.js';
import { refreshSiatCodes, type SiatCodes } from '../siat/codes.js';
import { checkCommunication, registerEvent, sendPackage, validatePackage, type Reception } from '../siat/operations.js';
import { COMPRA_VENTA, documentTypeOf, WITH_TAX_CREDIT } from '../siat/prepare.js';
import { MOTIVO_SIAT_UNREACHABLE, openEvent } from './events.js';
import type { Claimed } from './outbox.js';
import { boliviaWallClock, EMISSION_OFFLINE, pointOf, type PointOfSale } from './siat-terms.js';

/*
 * Contingency: SIAT did not answer. The invoices are issued (or kept) with tipo de emisión 2 and the
 * CUFD they were issued with, under the point of sale's open significant event. When SIAT answers
 * again the event is closed and registered (registroEventoSignificativo), its invoices go in
 * packages of at most PACKAGE_MAX (recepcionPaqueteFactura), each validated
 * (validacionRecepcionPaqueteFactura) until SIAT has accepted or rejected every invoice in it.
 * Its notas de crédito-débito are issued the same way, but SIAT's service for documentos de ajuste
 * takes no package: once the event is registered each note is due in the outbox, sent alone
 * (recepcionDocumentoAjuste, emisión 2) after the invoice it adjusts is accepted.
 * Every step reads where it stands from the tables, so a turn cut short resumes in the next one.
 */

export const PACKAGE_MAX = 500;

const point = (t: typeof siatEvents | typeof invoices, p: PointOfSale) => and(eq(t.nit, p.nit), eq(t.sucursal, p.sucursal), eq(t.puntoVenta, p.puntoVenta));

export async function openEventOf(db: Db, p: PointOfSale): Promise<number | null> {
  const [row] = await db.select({ id: siatEvents.id }).from(siatEvents).where(and(point(siatEvents, p), isNull(siatEvents.endedAt)));
  return row?.id ?? null;
}

/** 'YYYY-MM-DDTHH:mm:ss.SSS' Bolivian wall clock → the instant. */
const fromWallClock = (text: string) => new Date(`${text}-04:00`);

/**
 * Invoices and notes issued online that SIAT never received, moved into the open event (opened if
 * none is): SIAT's CUF carries the tipo de emisión, so each is issued again as 2 — same number, same
 * instant, same CUFD — its CUF, XML and hash rewritten. Its printed copy showed the online CUF: the
 * FACTURAS screen reprints it with the one SIAT will know.
 */
export async function enterContingency(database: Database, id: SiatIdentity, claimed: Claimed[], at: Date): Promise<void> {
  if (!claimed.length) return;
  const p = pointOf(id);
  const controls = new Map(
    (await database.db.select({ codigo: siatCufd.codigo, control: siatCufd.codigoControl }).from(siatCufd).where(inArray(siatCufd.codigo, [...new Set(claimed.map((c) => c.cufd))]))).map((r) => [r.codigo, r.control]),
  );
  await database.db.transaction(async (tx) => {
    const first = claimed.reduce((a, b) => (a.issued_at <= b.issued_at ? a : b));
    const eventId = await openEvent(tx, p, { motivo: MOTIVO_SIAT_UNREACHABLE, cufd: first.cufd, startedAt: new Date(Math.min(fromWallClock(first.issued_at).getTime(), at.getTime())) });
    const renamed = new Map<number, [string, string]>();
    for (const inv of claimed) {
      const offline = cuf({
        nit: p.nit, issuedAt: inv.issued_at, sucursal: p.sucursal, modalidad: id.codigoModalidad, tipoEmision: EMISSION_OFFLINE, tipoFactura: documentTypeOf(inv.document_sector),
        documentoSector: inv.document_sector, numeroFactura: inv.number, puntoVenta: p.puntoVenta, codigoControl: controls.get(inv.cufd) ?? '',
      });
      const xml = inv.xml.replace(`<cuf>${inv.cuf}</cuf>`, `<cuf>${offline}</cuf>`);
      const moved = await tx
        .update(invoices)
        .set({ cuf: offline, xml, hash: archiveOf(xml).hashArchivo, emissionType: EMISSION_OFFLINE, state: 'contingencia', fkEvent: eventId, nextAttemptAt: null })
        .where(and(eq(invoices.id, inv.id), eq(invoices.state, 'pendiente')))
        .returning({ id: invoices.id });
      if (moved.length && inv.document_sector === COMPRA_VENTA) renamed.set(inv.id, [inv.cuf, offline]);
    }
    await renameAdjustedInvoice(tx, renamed);
  });
}

/**
 * The notes not yet sent of invoices issued again in contingency name the invoice's new CUF (SIAT
 * knows it by that one only), their XML and hash rewritten.
 */
async function renameAdjustedInvoice(tx: Executor, renamed: Map<number, [string, string]>): Promise<void> {
  if (!renamed.size) return;
  const notes = await tx
    .select({ id: invoices.id, xml: invoices.xml, fkInvoice: invoices.fkInvoice })
    .from(invoices)
    .where(and(inArray(invoices.fkInvoice, [...renamed.keys()]), inArray(invoices.state, ['pendiente', 'contingencia'])));
  for (const n of notes) {
    const [from, to] = renamed.get(n.fkInvoice!)!;
    const xml = n.xml.replace(`<numeroAutorizacionCuf>${from}</numeroAutorizacionCuf>`, `<numeroAutorizacionCuf>${to}</numeroAutorizacionCuf>`);
    await tx.update(invoices).set({ xml, hash: archiveOf(xml).hashArchivo }).where(eq(invoices.id, n.id));
  }
}

export interface Advance {
  database: Database;
  client: SiatClient;
  id: SiatIdentity;
  config: Pick<Config, 'siat'>;
  now: () => Date;
  timeoutMs?: number;
}

const messageOf = (m: { codigo: string; descripcion: string }) => `${m.codigo} ${m.descripcion}`.trim();

/** The open event closed once SIAT answers; false while it still does not. */
async function closeWhenSiatAnswers(a: Advance, p: PointOfSale): Promise<boolean> {
  const open = await openEventOf(a.database.db, p);
  if (open === null) return true;
  try {
    await checkCommunication(a.client, a.id);
  } catch (err) {
    if (err instanceof SiatUnavailable) return false;
    throw err;
  }
  await a.database.db.update(siatEvents).set({ endedAt: a.now() }).where(eq(siatEvents.id, open));
  return true;
}

async function registerClosedEvents(a: Advance, p: PointOfSale, codes: SiatCodes): Promise<void> {
  const closed = await a.database.db.select().from(siatEvents).where(and(point(siatEvents, p), isNotNull(siatEvents.endedAt), isNull(siatEvents.receptionCode))).orderBy(asc(siatEvents.startedAt));
  for (const e of closed) {
    const code = await registerEvent(a.client, a.id, {
      cuis: codes.cuis,
      cufd: codes.cufd.codigo,
      cufdEvento: e.cufdEvent,
      codigoMotivoEvento: e.motivo,
      descripcion: e.description,
      fechaHoraInicioEvento: boliviaWallClock(e.startedAt),
      fechaHoraFinEvento: boliviaWallClock(e.endedAt!),
    });
    await a.database.db.transaction(async (tx) => {
      await tx.update(siatEvents).set({ receptionCode: code }).where(eq(siatEvents.id, e.id));
      // Its notes are due now: the outbox sends each alone once the invoice it adjusts is accepted.
      await tx
        .update(invoices)
        .set({ nextAttemptAt: a.now() })
        .where(and(eq(invoices.fkEvent, e.id), eq(invoices.documentSector, NOTE_SECTOR), eq(invoices.state, 'contingencia')));
    });
  }
}

const sendingOf = (a: Advance, codes: SiatCodes) => ({ cuis: codes.cuis, cufd: codes.cufd.codigo, codigoEmision: EMISSION_OFFLINE, codigoDocumentoSector: COMPRA_VENTA, tipoFacturaDocumento: WITH_TAX_CREDIT, fechaEnvio: boliviaWallClock(a.now()) });

/** Each registered event's unsent invoices, in number order, in packages of at most PACKAGE_MAX. */
async function sendPackages(a: Advance, p: PointOfSale, codes: SiatCodes, out: { rejected: number }): Promise<void> {
  const db = a.database.db;
  const events = await db.select({ id: siatEvents.id, code: siatEvents.receptionCode }).from(siatEvents).where(and(point(siatEvents, p), isNotNull(siatEvents.receptionCode)));
  for (const e of events) {
    for (;;) {
      const batch = await db
        .select({ id: invoices.id, number: invoices.number, xml: invoices.xml })
        .from(invoices)
        // A draft (a crash before its completion) waits for the outbox's next turn to complete it.
        .where(and(eq(invoices.fkEvent, e.id), eq(invoices.documentSector, COMPRA_VENTA), eq(invoices.state, 'contingencia'), isNull(invoices.fkPackage), isNull(invoices.draft)))
        .orderBy(asc(invoices.number))
        .limit(PACKAGE_MAX);
      if (!batch.length) break;
      const archive = archiveOf(tarOf(batch.map((i) => ({ name: `factura-${i.number}.xml`, content: i.xml }))));
      const r = await sendPackage(a.client, a.id, sendingOf(a, codes), archive, batch.length, e.code!);
      const ids = batch.map((i) => i.id);
      if (r.codigoEstado === '902' || !r.codigoRecepcion) {
        // The package as a whole refused (SIAT's reason for all of it): each invoice says why.
        await db.update(invoices).set({ state: 'rechazada', siatMessages: r.messages.map(messageOf) }).where(inArray(invoices.id, ids));
        out.rejected += ids.length;
        continue;
      }
      await db.transaction(async (tx) => {
        const [pkg] = await tx.insert(siatPackages).values({ fkEvent: e.id, receptionCode: r.codigoRecepcion, count: ids.length, sentAt: a.now() }).returning({ id: siatPackages.id });
        await tx.update(invoices).set({ fkPackage: pkg.id }).where(inArray(invoices.id, ids));
      });
    }
  }
}

/** Each package SIAT has not decided yet, asked again: accepted whole, or its listed files rejected with SIAT's messages. */
async function validatePackages(a: Advance, codes: SiatCodes, out: { accepted: number; rejected: number }): Promise<void> {
  const db = a.database.db;
  const waiting = await db.select().from(siatPackages).where(eq(siatPackages.state, 'enviado')).orderBy(asc(siatPackages.id));
  for (const pkg of waiting) {
    const r: Reception = await validatePackage(a.client, a.id, sendingOf(a, codes), pkg.receptionCode!);
    if (r.codigoEstado !== '908' && r.codigoEstado !== '904') continue; // 901: SIAT still checking
    const members = await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.fkPackage, pkg.id)).orderBy(asc(invoices.number));
    const byFile = new Map<number, string[]>();
    for (const m of r.messages) if (m.numeroArchivo !== null) byFile.set(Number(m.numeroArchivo), [...(byFile.get(Number(m.numeroArchivo)) ?? []), messageOf(m)]);
    await db.transaction(async (tx) => {
      for (const [i, m] of members.entries()) {
        const refused = byFile.get(i);
        await tx
          .update(invoices)
          .set(refused ? { state: 'rechazada', siatMessages: refused } : { state: 'aceptada', receptionCode: pkg.receptionCode, nextAttemptAt: sql`case when ${invoices.annulMotivo} is null then null else ${a.now().toISOString()}::timestamptz end` })
          .where(and(eq(invoices.id, m.id), eq(invoices.state, 'contingencia')));
        if (refused) out.rejected++;
        else out.accepted++;
      }
      await tx.update(siatPackages).set({ state: 'validado' }).where(eq(siatPackages.id, pkg.id));
    });
  }
}

/**
 * One step of contingency, as far as SIAT lets it go: SIAT asked whether it answers (the open event
 * closed when it does), closed events registered, their invoices packaged and sent, packages
 * validated. SIAT not answering at any step leaves the rest for a later turn. One process at a
 * time (the caller holds `invoiceContingency`).
 */
export async function advanceContingency(a: Advance): Promise<{ accepted: number; rejected: number }> {
  const out = { accepted: 0, rejected: 0 };
  const p = pointOf(a.id);
  try {
    if (!(await closeWhenSiatAnswers(a, p))) return out;
    const pendingWork = await a.database.db.execute(sql`
      select exists (select 1 from siat_events where ended_at is not null and reception_code is null)
          or exists (select 1 from invoices where state = 'contingencia' and fk_package is null and fk_event is not null and document_sector = ${COMPRA_VENTA})
          or exists (select 1 from siat_packages where state = 'enviado') as due`);
    if (!(pendingWork as { rows: { due: boolean }[] }).rows[0]?.due) return out;
    const codes = await refreshSiatCodes(a.database, a.config, a.now, a.timeoutMs);
    if (!codes) return out;
    await registerClosedEvents(a, p, codes);
    await sendPackages(a, p, codes, out);
    await validatePackages(a, codes, out);
  } catch (err) {
    if (!(err instanceof SiatUnavailable)) throw err;
  }
  return out;
}
