import { and, eq, sql, type SQL } from 'drizzle-orm';
import { NOTE_SECTOR } from '@lactea/contracts';
import { invoices } from '../../db/schema/index.js';
import { rowsOf, type Database, type Db } from '../../db/types.js';
import { periodic, tryLock } from '../../db/advisory.js';
import type { Config } from '../../config.js';
import { archiveOf } from '../siat/archive.js';
import { SiatRefusal, SiatUnavailable, siatClient } from '../siat/client.js';
import { identityOf, refreshSiatCodes } from '../siat/codes.js';
import { adjustmentStatus, ANNULMENT_CONFIRMED, annulInvoice, invoiceStatus, sendAdjustment, sendInvoice, type Reception } from '../siat/operations.js';
import { COMPRA_VENTA, documentTypeOf } from '../siat/prepare.js';
import { readInvoiceSettingsRow } from '../siat/invoice-settings.service.js';
import { siatToken } from '../siat/token.js';
import { advanceContingency, enterContingency, openEventOf, type Advance } from './contingency.js';
import { finishDrafts } from './issue.js';
import { refuseNotesOfRefusedInvoices } from './orphan-notes.js';
import { boliviaWallClock, EMISSION_ONLINE, pointOf } from './siat-terms.js';

/*
 * The invoices' outbox: after a sale commits (woken), every OUTBOX_EVERY_MS and at start, each
 * process claims due invoices with `for update skip locked` and a lease (so each is sent by exactly
 * one process, and one a dead process held is taken again when its lease ends), sends them to SIAT
 * one by one in number order, and stores SIAT's answer. SIAT not answering opens contingency
 * (contingency.ts); annulments go the same way.
 */

export const OUTBOX_EVERY_MS = 30_000;
/** How many invoices one claim takes. */
export const OUTBOX_BATCH = 50;
/** Refused for a reason that may pass (the token): tried again after this. */
export const RETRY_AFTER_MS = 5 * 60_000;

export interface OutboxOptions {
  now?: () => Date;
  /** Per SIAT call (the client's default otherwise). */
  timeoutMs?: number;
}

/** What one turn did, for the tests and the log. */
export interface OutboxTurn {
  accepted: number;
  rejected: number;
  annulled: number;
  contingency: boolean;
}

export interface Claimed {
  id: number;
  number: number;
  cuf: string;
  cufd: string;
  xml: string;
  state: string;
  emission_type: number;
  issued_at: string;
  annul_motivo: number | null;
  /** 1 an invoice, 24 a nota de crédito-débito. */
  document_sector: number;
  /** Counting this claim: more than 1, an earlier attempt may have reached SIAT without its answer stored. */
  attempts: number;
}

/**
 * What a claim takes: 'send' the documents due to SIAT (pendiente, and a note of a registered event
 * in contingencia; a note only once SIAT accepted the invoice it adjusts: it refuses a note of an
 * unknown CUF); 'event' every pendiente document, to move into the open event; 'annul' the accepted
 * invoices with an annulment to send.
 */
type ClaimKind = 'send' | 'event' | 'annul';

const CLAIMS: Record<ClaimKind, SQL> = {
  send: sql`(state = 'pendiente' or (state = 'contingencia' and document_sector = ${NOTE_SECTOR}))
    and (document_sector = ${COMPRA_VENTA} or exists (select 1 from invoices f where f.id = invoices.fk_invoice and f.state = 'aceptada'))`,
  event: sql`state = 'pendiente'`,
  annul: sql`state = 'aceptada' and annul_motivo is not null and document_sector = ${COMPRA_VENTA}`,
};

/**
 * Takes up to OUTBOX_BATCH due documents of a kind for this process: their next attempt moved a
 * lease ahead, so no other process takes them meanwhile. `for update skip locked`: two processes
 * claiming at once take different rows.
 */
async function claim(db: Db, kind: ClaimKind, at: Date, leaseMs: number): Promise<Claimed[]> {
  const result = await db.execute(sql`
    update invoices i set attempts = i.attempts + 1, next_attempt_at = ${new Date(at.getTime() + leaseMs).toISOString()}::timestamptz
    where i.id in (
      select id from invoices where ${CLAIMS[kind]} and draft is null and next_attempt_at <= ${at.toISOString()}::timestamptz
      order by number limit ${OUTBOX_BATCH} for update skip locked
    )
    returning i.id, i.number, i.cuf, i.cufd, i.xml, i.state, i.emission_type, i.issued_at, i.annul_motivo, i.document_sector, i.attempts`);
  return rowsOf<Claimed>(result).sort((a, b) => a.number - b.number);
}

const messagesText = (r: Reception) => r.messages.map((m) => `${m.codigo} ${m.descripcion}`.trim());

/** SIAT's answer to one invoice, stored: accepted (an annulment asked meanwhile follows at once) or rejected. */
async function recordReception(db: Db, inv: Claimed, r: Reception, at: Date): Promise<'accepted' | 'rejected'> {
  const accepted = r.codigoEstado === '908';
  await db
    .update(invoices)
    .set({
      state: accepted ? 'aceptada' : 'rechazada',
      receptionCode: r.codigoRecepcion,
      siatMessages: accepted ? messagesText(r) : messagesText(r).length ? messagesText(r) : [`${r.codigoEstado} ${r.codigoDescripcion}`.trim()],
      nextAttemptAt: accepted && inv.annul_motivo !== null ? at : null,
    })
    .where(eq(invoices.id, inv.id));
  return accepted ? 'accepted' : 'rejected';
}

/** A refusal that may pass (SIAT refused the call itself, e.g. the token): kept, tried later, its message stored. */
async function retryLater(db: Db, inv: Claimed, err: SiatRefusal, at: Date): Promise<void> {
  await db
    .update(invoices)
    .set({ siatMessages: err.messages.map((m) => `${m.codigo} ${m.descripcion}`), nextAttemptAt: new Date(at.getTime() + RETRY_AFTER_MS) })
    .where(eq(invoices.id, inv.id));
}

/** What a turn works with (contingency's steps take the same). */
type Turn = Advance;

async function sendPending(t: Turn, out: OutboxTurn): Promise<void> {
  const db = t.database.db;
  const leaseMs = 2 * (t.timeoutMs ?? 15_000);
  for (let batch = await claim(db, 'send', t.now(), leaseMs); batch.length; batch = await claim(db, 'send', t.now(), leaseMs)) {
    const codes = await refreshSiatCodes(t.database, t.config, t.now, t.timeoutMs).catch((err: unknown) => {
      if (err instanceof SiatUnavailable) return undefined;
      throw err;
    });
    for (const [i, inv] of batch.entries()) {
      try {
        if (!codes) throw new SiatUnavailable('cufd', 'sin respuesta');
        const note = inv.document_sector === NOTE_SECTOR;
        const online = inv.emission_type === EMISSION_ONLINE;
        const sending = {
          cuis: codes.cuis,
          // Online the document's CUFD must be current; a note of an event goes with today's (its XML keeps the event's).
          cufd: online ? inv.cufd : codes.cufd.codigo,
          codigoEmision: inv.emission_type,
          codigoDocumentoSector: inv.document_sector,
          tipoFacturaDocumento: documentTypeOf(inv.document_sector),
          fechaEnvio: boliviaWallClock(t.now()),
        };
        // An earlier attempt left no answer (its process died mid-call): SIAT may have it already, and would refuse it again as a duplicate.
        const known = inv.attempts > 1 ? await (note ? adjustmentStatus : invoiceStatus)(t.client, t.id, { ...sending, cuf: inv.cuf }) : null;
        const r = known?.codigoEstado === '908' ? known : await (note ? sendAdjustment : sendInvoice)(t.client, t.id, sending, archiveOf(inv.xml));
        out[(await recordReception(db, inv, r, t.now())) === 'accepted' ? 'accepted' : 'rejected']++;
      } catch (err) {
        if (err instanceof SiatRefusal) {
          await retryLater(db, inv, err, t.now());
          continue;
        }
        if (!(err instanceof SiatUnavailable)) throw err;
        // SIAT does not answer: this document and the rest of the batch go to contingency now (a note
        // already in contingency keeps its lease and is sent again after it).
        await enterContingency(t.database, t.id, batch.slice(i).filter((b) => b.state === 'pendiente'), t.now());
        out.contingency = true;
        return;
      }
    }
  }
}

async function sendAnnulments(t: Turn, out: OutboxTurn): Promise<void> {
  const db = t.database.db;
  const batch = await claim(db, 'annul', t.now(), 2 * (t.timeoutMs ?? 15_000));
  if (!batch.length) return;
  const codes = await refreshSiatCodes(t.database, t.config, t.now, t.timeoutMs);
  if (!codes) return;
  for (const inv of batch) {
    try {
      const r = await annulInvoice(t.client, t.id, { cuis: codes.cuis, cufd: codes.cufd.codigo, cuf: inv.cuf, codigoMotivo: inv.annul_motivo!, codigoEmision: inv.emission_type });
      const confirmed = r.codigoEstado === ANNULMENT_CONFIRMED;
      await db
        .update(invoices)
        .set({ state: confirmed ? 'anulada' : 'aceptada', siatMessages: messagesText(r).length ? messagesText(r) : [`${r.codigoEstado} ${r.codigoDescripcion}`.trim()], nextAttemptAt: null })
        .where(and(eq(invoices.id, inv.id), eq(invoices.state, 'aceptada')));
      if (confirmed) out.annulled++;
    } catch (err) {
      if (err instanceof SiatRefusal) await retryLater(db, inv, err, t.now());
      else if (!(err instanceof SiatUnavailable)) throw err;
      else return; // its lease ends and a later turn tries again
    }
  }
}

/**
 * One turn: nothing while invoicing is off. During contingency (an open event) nothing is sent one
 * by one: new pending documents join the event, and the event advances (SIAT asked whether it
 * answers; then the event closed, registered, its packages sent and validated). Once no event is
 * open the due documents are sent, an event's notes among them (their invoices accepted by then),
 * and the notes whose invoice SIAT rejected are marked so.
 */
export async function invoiceOutboxTurn(database: Database, config: Pick<Config, 'siat'>, opts: OutboxOptions = {}): Promise<OutboxTurn> {
  const out: OutboxTurn = { accepted: 0, rejected: 0, annulled: 0, contingency: false };
  const settings = await readInvoiceSettingsRow(database.db);
  const token = siatToken(config, settings.tokenCipher);
  if (settings.invoicing !== 1 || !token) return out;
  // The last sales' invoices are drafts (numbered, their documents not written yet); a crash may have
  // left one not numbered: their documents written first, the claims below never take a draft.
  await finishDrafts(database.db);
  const now = opts.now ?? (() => new Date());
  const id = identityOf(settings);
  const t: Turn = { database, client: siatClient({ baseUrl: settings.siatUrl, token, timeoutMs: opts.timeoutMs }), id, config, now, timeoutMs: opts.timeoutMs };
  if (await openEventOf(database.db, pointOf(id))) {
    const pending = await claim(database.db, 'event', now(), 2 * (opts.timeoutMs ?? 15_000));
    if (pending.length) await enterContingency(database, id, pending, now());
  }
  const advanced = await tryLock(database, 'invoiceContingency', () => advanceContingency(t));
  out.accepted += advanced?.accepted ?? 0;
  out.rejected += advanced?.rejected ?? 0;
  if (!(await openEventOf(database.db, pointOf(id)))) await sendPending(t, out);
  out.rejected += await refuseNotesOfRefusedInvoices(database.db);
  out.contingency ||= (await openEventOf(database.db, pointOf(id))) !== null;
  if (!out.contingency) await sendAnnulments(t, out);
  return out;
}

const wakers = new WeakMap<Db, () => void>();

/** After a sale with an invoice commits: its process's outbox takes a turn now (nothing when none runs). */
export function wakeInvoiceOutbox(db: Db): void {
  wakers.get(db)?.();
}

export interface InvoiceOutbox {
  /** A turn now (or right after the running one); resolves when it ends. */
  wake(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The process's outbox: a turn when woken (the app wakes it once it listens: what a previous run
 * left is sent at start), and every OUTBOX_EVERY_MS (its own advisory
 * key, so processes take turns on the timer; woken turns run in whichever process sold). Turns in
 * one process never overlap; a wake during a turn runs one more after it.
 */
export function startInvoiceOutbox(database: Database, config: Pick<Config, 'siat'>, onError: (err: unknown) => void, opts: OutboxOptions = {}): InvoiceOutbox {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const turn = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await invoiceOutboxTurn(database, config, opts).catch(onError);
      } while (again && !stopped);
    })().finally(() => (running = null));
    return running;
  };
  wakers.set(database.db, () => void turn());
  const stopTimer = periodic(database, 'invoiceOutbox', OUTBOX_EVERY_MS, turn, onError);
  return {
    wake: turn,
    async stop() {
      stopped = true;
      stopTimer();
      wakers.delete(database.db);
      await running;
    },
  };
}
