import { and, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { INVOICE_MSG, verificationUrl, type InvoiceListQuery, type InvoicePage, type InvoiceRow, type InvoiceState } from '@lactea/contracts';
import { invoices, invoiceSettings } from '../../db/schema/index.js';
import type { Ctx } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';
import { numberInOrder, readFinished } from './issue.js';
import { pagedAnswer, pageWindow } from '../../lib/paging.js';

/* FACTURAS (administrator): every invoice with its state and SIAT's answer, and its XML as sent. */

/**
 * Issued again in contingency after its paper was printed (a new CUF), not annulled, not reprinted
 * since: the paper is not the invoice SIAT receives. Both forms say the same (the row's flag, the count).
 */
const reprintDue = (r: typeof invoices.$inferSelect) => r.printedCuf !== null && r.printedCuf !== r.cuf && r.state !== 'anulada';
const reprintDueSql = and(sql`${invoices.printedCuf} <> ${invoices.cuf}`, sql`${invoices.state} <> 'anulada'`);

const rowOf = (r: typeof invoices.$inferSelect, ambiente: number): InvoiceRow => ({
  id: r.id,
  sale_id: r.fkSale,
  document_sector: r.documentSector === 24 ? 24 : 1,
  return_id: r.fkReturn,
  number: r.number,
  cuf: r.cuf,
  state: r.state as InvoiceState,
  emission_type: r.emissionType === 2 ? 2 : 1,
  issued_at: r.issuedAt,
  total: Number(r.total),
  buyer_name: r.buyerName,
  buyer_document: r.buyerDocument,
  reception_code: r.receptionCode,
  siat_messages: r.siatMessages,
  attempts: r.attempts,
  verification_url: verificationUrl({ ambiente: ambiente === 1 ? 1 : 2, nit: r.nit, cuf: r.cuf, numero: r.number }),
  reprint_due: reprintDue(r) ? 1 : 0,
});

/** Newest first; `by_state` and `reprint_due` count the whole range (the day's summary), whatever the state filter. */
export async function listInvoices(ctx: Ctx, q: InvoiceListQuery): Promise<InvoicePage> {
  const range: SQL[] = [];
  if (q.date_from) range.push(gte(invoices.day, q.date_from));
  if (q.date_to) range.push(lte(invoices.day, q.date_to));
  const filter = and(...range, ...(q.state ? [eq(invoices.state, q.state)] : []));
  const window = pageWindow(q.page, ctx.config.pageSize);
  const [rows, [total], states, [settings], [due]] = await Promise.all([
    // Each row with its number and CUF: the page's drafts (the last sales') written first.
    readFinished(ctx.db, () => ctx.db.select().from(invoices).where(filter).orderBy(desc(numberInOrder), desc(invoices.id)).limit(window.limit).offset(window.offset)),
    ctx.db.select({ n: count() }).from(invoices).where(filter),
    ctx.db.select({ state: invoices.state, n: sql<number>`count(*)::int` }).from(invoices).where(and(...range)).groupBy(invoices.state),
    ctx.db.select({ ambiente: invoiceSettings.ambiente }).from(invoiceSettings),
    ctx.db.select({ n: count() }).from(invoices).where(and(...range, reprintDueSql)),
  ]);
  const ambiente = settings?.ambiente ?? 2;
  return { ...pagedAnswer(rows.map((r) => rowOf(r, ambiente)), Number(total.n), q.page, ctx.config.pageSize), by_state: Object.fromEntries(states.map((s) => [s.state, Number(s.n)])), reprint_due: Number(due.n) };
}

/** The XML exactly as sent to SIAT (the bytes its hash covers); a draft's written first. */
export async function invoiceXml(ctx: Ctx, id: number): Promise<string> {
  const [row] = await readFinished(ctx.db, () => ctx.db.select({ id: invoices.id, xml: invoices.xml, draft: invoices.draft }).from(invoices).where(eq(invoices.id, id)));
  if (!row) throw notFound(INVOICE_MSG.invoiceMissing);
  return row.xml;
}
