import type { SQL } from 'drizzle-orm';
import { isSaldoPayment, KARDEX_REASONS, SALE_MSG, standsForNoClient, type RecordSaleBody, type Sale } from '@lactea/contracts';
import type { Tx } from '../../../db/types.js';
import { auditCte } from '../../../lib/audit.js';
import { businessMoment } from '../../../lib/business-time.js';
import { actor, type Ctx } from '../../../lib/context.js';
import { badRequest } from '../../../lib/errors.js';
import { writeOnce, type AnswerStore, type WriteOptions } from '../../../lib/idempotency.js';
import { completedSummary, invoiceReadsSql, isProvisional, issueSaleInvoice, readyInvoice } from '../../invoices/issue.js';
import { wakeInvoiceOutbox } from '../../invoices/outbox.js';
import { offlinePlan, recordOfflineCases, recordShortfalls } from '../offline-sale.js';
import { priceLines } from '../pricing.js';
import { checkCredit, namedClientId, NEW_CLIENT, saleClient, salePayment, saleTotals } from './checks.js';
import { registerSaleClient } from './new-client.js';
import { NeedsLock, unlockedThenLocked } from './one-statement.js';
import { paidOf } from './paid.js';
import { planSale, shareStock, shortProducts } from './plan.js';
import { productCosts, readSale, saleLineIds } from './reads.js';
import { saldoMoveCte } from '../../clients/saldo.js';
import { checkSaldoPayer, spendSaldo } from './saldo.js';
import { writeSaleRows } from './statement.js';

export interface RecordOptions extends WriteOptions {
  /**
   * A delivery of a load sheet (ENTREGAS): the sale takes its units from that truck's lots, never
   * the warehouse's, at the order's prices (kept from when the order was taken, like an offline
   * sale's device figures).
   */
  truck?: number;
}

/**
 * sale/record-sale: every figure recomputed from the products, discounts and promotions; stock taken
 * FEFO from non-expired lots; a retried request with the same Idempotency-Key answers the first sale.
 *
 * A sale paid now, online, to no new client (the till's sale) runs first without a transaction
 * block (decision 0054, `unlockedThenLocked`): its reads lock nothing, and its one write statement
 * checks itself; its invoice is written there as a draft and numbered right after it (decision 0074,
 * night amendment). Then (or for any other sale: credit, a new client, offline, whose writes are
 * more than one statement) one transaction with its lots locked as they are read.
 */
export async function recordSale(ctx: Ctx, body: RecordSaleBody, opts: RecordOptions = {}): Promise<Sale> {
  const attempt = (locked: boolean) =>
    writeOnce(ctx, { key: opts.key, scope: 'sale/record-sale', body, reused: SALE_MSG.idempotencyReused, claim: 'with-answer', transaction: locked }, (tx, answer) =>
      writeSale(tx, ctx, body, opts, answer, locked),
    );
  // A till's sale reads its lots unlocked first, with or without an invoice.
  const tillSale = !body.offline && body.register_client !== 1 && paidOf(body.sale.cancelled);
  const sale = await (tillSale ? unlockedThenLocked((locked) => attempt(locked)) : attempt(true));
  if (sale.invoice) {
    // A retry is answered from the key, stored by the sale's statement before its invoice's number was known.
    if (isProvisional(sale.invoice)) sale.invoice = await completedSummary(ctx.db, sale.invoice);
    wakeInvoiceOutbox(ctx.db);
  }
  return withLineIds(ctx, sale);
}

/**
 * A sale answered from its key (a retry) gets its lines' ids here: the key's stored answer is
 * written in the sale's statement before the lines have ids, and patching them into its JSON there
 * cost every sale ~0,15 ms of PostgreSQL (measured), for the rare retry that needs them.
 */
async function withLineIds(ctx: Ctx, sale: Sale): Promise<Sale> {
  if (sale.products.every((p) => p.pivot.sale_line_id !== undefined)) return sale;
  const ids = await saleLineIds(ctx.db, sale.id);
  // The answer's products are the sale's lines in their order (line 1, 2, …).
  sale.products.forEach((p, i) => (p.pivot.sale_line_id = ids[i]));
  return sale;
}

/**
 * One attempt: read, check, plan, write. `locked`: its lots locked as they are read (else by the
 * write). A delivery (`opts.truck`) runs it inside its own transaction, locked.
 */
export async function writeSale(tx: Tx, ctx: Ctx, body: RecordSaleBody, opts: RecordOptions, store: AnswerStore, locked: boolean): Promise<Sale> {
  const user = actor(ctx);
  const offline = body.offline ? offlinePlan(ctx, body.offline) : null;
  const moment = businessMoment(ctx.config.tzBusiness, offline?.soldAt ?? opts.at);
  const paid = paidOf(body.sale.cancelled);
  // 1. Reads: the products, their lots, the payment type and the client with its list in one round trip (decision 0052).
  const productIds = [...new Set(body.detail.map((l) => l.product_id))];
  // Its invoice's instant: the sale's (an offline sale's own), else now.
  const invoicedAt = body.invoice ? (offline?.soldAt ?? opts.at ?? new Date()) : null;
  const reads = await readSale(tx, {
    productIds,
    paymentId: body.sale.id_type_payment,
    today: offline?.today ?? moment.date,
    truck: opts.truck,
    keyTaken: store.taken,
    lock: locked,
    clientId: namedClientId(body),
    invoice: invoicedAt ? invoiceReadsSql(invoicedAt, productIds, true) : undefined,
  });
  // A retry of a sale already recorded (or its key reused): answered from the key, nothing locked.
  store.stopIfTaken(reads.keyTaken);

  // 2. Checks: every message at once, then (on credit) the client's credit.
  const messages: string[] = [];
  const payment = salePayment(body, reads.payment, messages);
  // 'Saldo a favor' (decision 0072) is spent under the client's row lock: never unlocked.
  const bySaldo = isSaldoPayment(payment);
  if (bySaldo && !locked) throw new NeedsLock();
  const { client, list } = await saleClient(tx, body, messages, reads.client);
  if (bySaldo) checkSaldoPayer(body, client, messages);
  // A credit sale needs someone to owe it: a client that stands for "no client" (S/N) cannot.
  if (!paid && client && standsForNoClient(client.business_name, client.ci_nit)) messages.push(SALE_MSG.creditToNoClient(client.business_name));
  // The client's list prices the lines it reaches (list-pricing.ts); an offline sale's too, at the
  // list's rows now (a list keeps no history): a stale row goes to reconciliation like a stale price.
  const priced = await priceLines(tx, body.detail, reads.products, { ...offline?.pricing, list, keepDeviceFigures: offline?.pricing.keepDeviceFigures ?? opts.truck !== undefined });
  messages.push(...priced.messages);
  // A refused line has no figures: the sale's total and change cannot match, and saying so too
  // would only hide the line's own message.
  const totals = saleTotals(body, priced.lines, payment, priced.messages.length ? [] : messages);
  if (messages.length) throw badRequest(...new Set(messages));
  const creditWarnings = !paid && client && client.id !== NEW_CLIENT ? await checkCredit(tx, body, client.id, moment.date, totals.totalCents) : [];
  const saldo = bySaldo ? await spendSaldo(tx, client!, totals.totalCents, { fkUser: user.id, date: moment.date, hour: moment.hour }) : null;
  if (client?.id === NEW_CLIENT) client.id = await registerSaleClient(tx, ctx, client);

  // 3. The plan: the lots shared out (or the sale refused), the rows to write and the receipt.
  // A delivery takes the truck's lots, which pending orders never reserved: no warehouse bound on them.
  const stock = shareStock(priced.lines, reads.lots, offline !== null, opts.truck === undefined ? reads.free : undefined);
  const missingCostCents = await productCosts(tx, shortProducts(stock));
  const plan = planSale({ priced: priced.lines, stock, missingCostCents, totals, payment, paid, client, moment, user, offline, at: opts.at, creditWarnings });

  // 4. The write: one statement, with the sale's audit row and the key's answer (decisions 0049, 0050).
  const lines = priced.lines.map((l) => l.line);
  // The invoice: what it needs read now, written as a draft by the sale's statement.
  const ready = invoicedAt ? await readyInvoice(tx, invoicedAt, reads.invoice, offline !== null) : null;
  const invoice = ready ? issueSaleInvoice(body.invoice!, plan.answer, ready) : null;
  plan.answer.invoice = invoice?.provisional ?? null;
  const also = (saleId: SQL) => [auditCte(ctx, plan.audit, saleId), store.cte(plan.answer, saleId), saldo && saldoMoveCte(saldo, saleId), invoice?.cte(saleId) ?? null];
  // Online, what pending orders reserved stays (decision 0073); an offline sale's goods already left (decision 0043).
  // Its invoice's number: a statement right behind the sale's (after its commit, unlocked), before the answer.
  const written = await writeSaleRows(tx, ctx, { ...plan.rows, also, claimed: store.claimed, landed: !locked, keepReserved: !offline && opts.truck === undefined, then: invoice?.numbering });
  store.stopIfTaken(!written.claimed);
  if (invoice) plan.answer.invoice = await invoice.numbered(tx, written.then);
  plan.answer.id = written.id;
  plan.answer.products.forEach((p, i) => (p.pivot.sale_line_id = written.lineIds.get(lines[i])));
  if (offline) {
    await recordShortfalls(tx, ctx, plan.shortfalls, { reason: KARDEX_REASONS.sale, docKind: 'sale', docId: written.id });
    await recordOfflineCases(tx, ctx, written.id, offline, { lines: priced.lines, shortfalls: plan.shortfalls, creditWarnings });
  }
  return plan.answer;
}
