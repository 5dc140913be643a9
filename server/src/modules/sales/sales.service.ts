import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  centsOf,
  CREDIT_TEXT,
  creditWarnings,
  formatMoney,
  KARDEX_REASONS,
  quantityText,
  SALE_MSG,
  standsForNoClient,
  spreadDiscount,
  type CancelSaleBody,
  type RecordSaleBody,
  type Sale,
  type SalesDayPage,
  type SalesDayQuery,
} from '@lactea/contracts';
import { clients, saleDetailLots, saleDetails, sales } from '../../db/schema/index.js';
import { rowsOf, type Executor, type Tx } from '../../db/types.js';
import { executePrepared, pgArray } from '../../db/prepared.js';
import { actor, type Ctx } from '../../lib/context.js';
import { audit, auditCte } from '../../lib/audit.js';
import { writeOnce, type AnswerStore, type WriteOptions } from '../../lib/idempotency.js';
import { AppError, badRequest, notFound } from '../../lib/errors.js';
import { pageWindow, pagedAnswer } from '../../lib/paging.js';
import { checkLotsOut, lotsOutCounts, lotsOutCtes, lotsOutLanded, moveLot, raiseUnlessLanded, unlockedThenLocked, recordShortfalls, type LotMove, type LotsOutCounts, type TakenFromLot } from '../stock/ledger.js';
import { offlinePlan, offlineSaleColumns, recordOfflineCases, shareSaleStock, type Shortfall } from './offline-sale.js';
import { readSale, type SalePaymentRow } from './sale-reads.js';
import { clientByCiNit, clientSearchText } from '../clients/clients.service.js';
import { clientCredit } from '../clients/credit.js';
import { businessMoment } from '../../lib/business-time.js';
import { priceLines, type PricedLine } from './pricing.js';
import { applySaleToRollups, saleRollupCtes, type SaleForRollups } from './rollups.js';
import { readSales, saleLineOf, saleOf } from './sale-read.js';

const text2 = (c: number) => (c / 100).toFixed(2);
const text4 = (v4: number) => (v4 / 10_000).toFixed(4);
const bs = (c: number) => formatMoney(c / 100);

export type RecordOptions = WriteOptions;

/**
 * sale/record-sale (DESIGN §6): every figure recomputed from the products, discounts and
 * promotions; stock taken FEFO from non-expired lots; a retried request with the same
 * Idempotency-Key answers the first sale.
 *
 * A sale paid now, online, to no new client (the till's sale) runs first without a transaction
 * block (decision 0054): its reads lock nothing, and its one write statement locks its lots, checks
 * that every lot still held what it took and that it claimed its key, and raises otherwise, so it is
 * written whole or not at all. Then (or for any other sale: credit, a new client, offline, whose
 * writes are more than one statement) one transaction with its lots locked as they are read.
 */
export async function recordSale(ctx: Ctx, body: RecordSaleBody, opts: RecordOptions = {}): Promise<Sale> {
  const attempt = (locked: boolean) =>
    writeOnce(ctx, { key: opts.key, scope: 'sale/record-sale', body, reused: SALE_MSG.idempotencyReused, claim: 'with-answer', transaction: locked }, (tx, answer) =>
      writeSale(tx, ctx, body, opts, answer, locked),
    );
  const oneStatement = !body.offline && body.register_client !== 1 && body.sale.cancelled === 1;
  return oneStatement ? unlockedThenLocked(attempt) : attempt(true);
}

interface Payment {
  id: number | null;
  isCash: boolean;
  code: string | null;
  name: string;
}

function paymentOf(body: RecordSaleBody, t: SalePaymentRow | null, messages: string[]): Payment {
  const { cancelled, id_type_payment } = body.sale;
  if (cancelled === 0) {
    if (id_type_payment !== 0) messages.push(SALE_MSG.creditNoPayment);
    if (body.without_client === 1) messages.push(SALE_MSG.creditNeedsClient);
    return { id: null, isCash: false, code: null, name: CREDIT_TEXT };
  }
  if (id_type_payment === 0) {
    messages.push(SALE_MSG.paymentRequired);
    return { id: null, isCash: false, code: null, name: '' };
  }
  if (!t) messages.push(SALE_MSG.paymentMissing);
  else if (t.enabled !== 1) messages.push(SALE_MSG.paymentDisabled(t.typePay));
  return { id: t?.id ?? null, isCash: t?.isCash === 1, code: t?.code ?? null, name: t?.typePay ?? '' };
}

type SaleClient = NonNullable<Sale['client']>;

/** The sale's client; id -1 = a new one, written once the rest of the sale is known to be valid. */
async function clientOf(tx: Tx, body: RecordSaleBody, messages: string[]): Promise<SaleClient | null> {
  if (body.without_client === 1 || !body.client) return null;
  const c = body.client;
  if (body.register_client === 1) {
    // A CI/NIT a client already has is that client, not a new one: the sale is theirs, and so are
    // their credit limit and overdue debts (decision 0035). Typing them again must not get round them.
    const known = await clientByCiNit(tx, c.ci_nit);
    if (!known) return { id: -1, business_name: c.business_name, ci_nit: c.ci_nit };
    if (known.enabled !== 1) messages.push(SALE_MSG.clientDisabled(known.business_name));
    return { id: known.id, business_name: known.business_name, ci_nit: known.ci_nit };
  }
  const [found] = c.id
    ? await tx.select({ id: clients.id, business_name: clients.businessName, ci_nit: clients.ciNit, enabled: clients.enabled }).from(clients).where(eq(clients.id, c.id))
    : [];
  if (!found) messages.push(SALE_MSG.clientMissing);
  else if (found.enabled !== 1) messages.push(SALE_MSG.clientDisabled(found.business_name));
  return found ? { id: found.id, business_name: found.business_name, ci_nit: found.ci_nit } : null;
}

interface Totals {
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  paidCents: number;
  changeCents: number;
}

function totalsOf(body: RecordSaleBody, lines: PricedLine[], payment: Payment, messages: string[]): Totals {
  const subtotalCents = lines.reduce((a, l) => a + l.totalCents, 0);
  const discountCents = centsOf(body.sale.discount);
  if (discountCents > subtotalCents) messages.push(SALE_MSG.discountAboveSubtotal);
  const totalCents = subtotalCents - discountCents;
  if (centsOf(body.sale.total_sale) !== totalCents) messages.push(SALE_MSG.figureMismatch('Total', bs(totalCents)));
  let paidCents = body.sale.cancelled === 1 ? totalCents : 0;
  let changeCents = 0;
  if (payment.isCash) {
    paidCents = centsOf(body.sale.money_paid);
    changeCents = paidCents - totalCents;
    if (changeCents < 0) messages.push(SALE_MSG.paidBelowTotal);
  }
  if (changeCents >= 0 && centsOf(body.sale.change_box) !== changeCents) messages.push(SALE_MSG.figureMismatch('Cambio', bs(changeCents)));
  return { subtotalCents, discountCents, totalCents, paidCents, changeCents };
}

/** A sale line as written, with the lots it took. */
export interface SaleDetailRow {
  /** Its sale is the row the same statement inserts (`writeSaleRows`). */
  row: Omit<typeof saleDetails.$inferInsert, 'fkSale'>;
  taken: TakenFromLot[];
}

/**
 * The sale's lines and the lots each took (joined to its line's new id): CTEs `ln_d, ln_lots`. One
 * array parameter per column, so the text is the same for any number of lines and lots (prepared
 * once, decision 0049); an offline line whose lots gave nothing has no lot rows, and an empty array
 * inserts none. `saleId`: the sale row the same statement inserts.
 */
function saleLinesCtes(saleId: SQL, details: SaleDetailRow[]): SQL {
  const line = (pick: (r: SaleDetailRow['row']) => string | number | null) => pgArray(details.map((d) => pick(d.row)));
  const lotsTaken = details.flatMap((d) => d.taken.map((t) => ({ line: d.row.line!, t })));
  const lot = (pick: (l: (typeof lotsTaken)[number]) => string | number) => pgArray(lotsTaken.map(pick));
  return sql`ln_d as (
      insert into ${saleDetails} (fk_sale, line, fk_product, fk_mark, quantity, unit_price_system, unit_price, discount, promotion, total, unit_cost, cost, discount_share)
      select ${saleId}, v.* from unnest(
        ${line((r) => r.line!)}::smallint[], ${line((r) => r.fkProduct)}::int[], ${line((r) => r.fkMark)}::int[], ${line((r) => quantityText(r.quantity!))}::numeric[],
        ${line((r) => r.unitPriceSystem)}::numeric[], ${line((r) => r.unitPrice)}::numeric[], ${line((r) => r.discount!)}::numeric[], ${line((r) => r.promotion ?? null)}::varchar[],
        ${line((r) => r.total)}::numeric[], ${line((r) => r.unitCost)}::numeric[], ${line((r) => r.cost)}::numeric[], ${line((r) => r.discountShare!)}::numeric[]
      ) v
      returning id, line
    ), ln_lots as (
      insert into ${saleDetailLots} (fk_sale_detail, fk_sale, fk_lot, quantity, unit_cost)
      select d.id, ${saleId}, v.fk_lot, v.quantity, v.unit_cost
      from unnest(${lot((l) => l.line)}::smallint[], ${lot((l) => l.t.fkLot)}::int[], ${lot((l) => quantityText(l.t.quantity))}::numeric[], ${lot((l) => l.t.unitCost)}::numeric[]) v(line, fk_lot, quantity, unit_cost)
      join ln_d d on d.line = v.line
    )`;
}

/** The id of the sale row that writeSaleRows' statement inserts, for the statement's other CTEs. */
const newSaleId = sql`(select id from sale_row)`;

/**
 * Everything a sale writes once its lots are locked, in ONE statement, so the lots are held for one
 * round trip (plus the commit's) instead of one per line (issue 24): the sale row (its id from the
 * sequence, decision 0050), the lots, stock rows and ledger rows (ledger `lotsOutCtes`), the lines
 * with the lots they took, and the rollups, held back until the stock rows are written (the
 * ledger's lock order); `also`, more CTEs of the same statement given the new sale's id as SQL (the
 * sale's audit row, the idempotency key's claim with its answer) and `claimed`, whether that claim
 * took the key (`AnswerStore.claimed`, answered as the column `once_claimed`). Its text is
 * one of a few, whatever the number of lines and lots, so it runs as a prepared statement (decision
 * 0049). Answers the new sale's id, and whether the key was claimed (true without `claimed`).
 * `landed` (its lots read unlocked, decision 0054): the statement itself raises unless every move
 * landed and the key was claimed (`raiseUnlessLanded`), so it can run outside a transaction block.
 */
export async function writeSaleRows(
  tx: Executor,
  ctx: Ctx,
  w: { sale: typeof sales.$inferInsert; moves: LotMove[]; details: SaleDetailRow[]; rollups: SaleForRollups; also?: (saleId: SQL) => (SQL | null)[]; claimed?: SQL | null; landed?: boolean },
): Promise<{ id: number; claimed: boolean }> {
  const moved = w.moves.length > 0;
  const ctes = [
    // drizzle puts an embedded query in parentheses: the CTE's own.
    sql`sale_row as ${tx.insert(sales).values(w.sale).returning({ id: sales.id })}`,
    ...(moved ? [lotsOutCtes(ctx, w.moves, { reason: KARDEX_REASONS.sale, docKind: 'sale', docId: newSaleId })] : []),
    saleLinesCtes(newSaleId, w.details),
    saleRollupCtes(w.rollups, 1, moved ? sql`(select count(*) from mv_stock) > 0` : sql`true`),
    ...(w.also?.(newSaleId) ?? []).filter((cte) => cte !== null),
  ];
  const claimed = w.claimed ? sql`, ${w.claimed} as once_claimed` : sql``;
  // Its lots read unlocked (decision 0054): the statement raises unless every move landed and it
  // claimed its key, so that it is rolled back whole.
  const landedParts = [...(moved ? [lotsOutLanded(w.moves)] : []), ...(w.claimed ? [w.claimed] : [])];
  const landed = w.landed && landedParts.length ? sql`, ${raiseUnlessLanded(sql.join(landedParts, sql` and `))}` : sql``;
  const result = await executePrepared(tx, sql`with ${sql.join(ctes, sql`, `)} select ${newSaleId} as sale_id, ${moved ? lotsOutCounts : sql`0 as lots_out`}${claimed}${landed}`);
  const [row] = rowsOf<LotsOutCounts & { sale_id: number; once_claimed?: boolean }>(result);
  if (moved) checkLotsOut(w.moves, row);
  // False: a twin committed the key meanwhile; the caller rolls the sale back whole and answers the twin's.
  return { id: Number(row.sale_id), claimed: row.once_claimed !== false };
}

/**
 * Credit control (decision 0035) of a credit sale to an existing client, with the client's row
 * locked until the sale commits, so concurrent credit sales to one client take turns and never
 * exceed its limit together. 'bloquear' refuses over the limit or with an overdue debt; 'advertir'
 * refuses unless the cashier confirmed (credit_confirmed 1), and answers what was confirmed.
 */
async function checkCredit(tx: Tx, body: RecordSaleBody, clientId: number, today: string, saleCents: number): Promise<string[]> {
  const credit = await clientCredit(tx, clientId, today, { lock: true });
  if (!credit) return [];
  const warnings = creditWarnings(credit, saleCents);
  // An offline sale's goods left with the client already: its warnings go to the reconciliation list.
  if (body.offline) return warnings;
  if (warnings.length && (credit.control === 'bloquear' || body.credit_confirmed !== 1)) throw badRequest(...warnings);
  return warnings;
}

async function writeSale(tx: Tx, ctx: Ctx, body: RecordSaleBody, opts: RecordOptions, store: AnswerStore, locked: boolean): Promise<Sale> {
  const user = actor(ctx);
  const offline = body.offline ? offlinePlan(ctx, body.offline) : null;
  const moment = businessMoment(ctx.config.tzBusiness, offline?.soldAt ?? opts.at);
  // Products, their lots (`locked`: from here to the commit; else locked by the write) and the payment type: one round trip.
  const productIds = [...new Set(body.detail.map((l) => l.product_id))];
  const reads = await readSale(tx, { productIds, paymentId: body.sale.id_type_payment, today: offline?.today ?? moment.date, keyTaken: store.taken, lock: locked });
  // A retry of a sale already recorded (or its key reused): answered from the key, nothing locked.
  store.stopIfTaken(reads.keyTaken);
  const messages: string[] = [];
  const payment = paymentOf(body, reads.payment, messages);
  const client = await clientOf(tx, body, messages);
  if (body.sale.cancelled === 0 && client && standsForNoClient(client.business_name, client.ci_nit)) messages.push(SALE_MSG.creditToNoClient(client.business_name));
  const priced = await priceLines(tx, body.detail, reads.products, offline?.pricing);
  messages.push(...priced.messages);
  // A refused line has no figures: the sale's total and change cannot match, and saying so too
  // would only hide the line's own message.
  const totals = totalsOf(body, priced.lines, payment, priced.messages.length ? [] : messages);
  if (messages.length) throw badRequest(...new Set(messages));
  const creditWarning = body.sale.cancelled === 0 && client && client.id > 0 ? await checkCredit(tx, body, client.id, moment.date, totals.totalCents) : [];

  if (client?.id === -1) {
    const c = { business_name: client.business_name, ci_nit: client.ci_nit, gloss: null };
    const [row] = await tx.insert(clients).values({ businessName: c.business_name, ciNit: c.ci_nit, gloss: null, searchText: clientSearchText(c) }).returning({ id: clients.id });
    await audit(tx, ctx, { action: 'add', entity: 'client', entityId: row.id, after: { id: row.id, ...c, via: 'sale' } });
    client.id = row.id;
  }
  const fkClient = client?.id ?? null;

  // The sale row, its audit row and the key's answer are written by writeSaleRows' one statement
  // (decisions 0049, 0050), which gives the sale its id.
  const saleAudit = {
    action: 'add',
    entity: 'sale',
    after: {
      total_sale: text2(totals.totalCents),
      cancelled: body.sale.cancelled,
      fk_type_payment: payment.id,
      fk_client: fkClient,
      lines: priced.lines.length,
      // 'advertir': what the cashier was warned about and confirmed (decision 0035).
      ...(creditWarning.length ? { ...(offline ? {} : { credit_confirmed: 1 }), credit_warning: creditWarning } : {}),
      ...(offline ? { offline: 1, device_id: offline.info.device_id, provisional_number: offline.info.provisional_number } : {}),
    },
  } as const;
  const shares = spreadDiscount(priced.lines.map((l) => l.totalCents), totals.discountCents);
  const rollupLines: SaleForRollups['lines'] = [];
  const answered: Sale['products'] = [];
  const details: SaleDetailRow[] = [];
  const shortfalls: Shortfall[] = [];
  let costCents = 0;
  // Ascending product id (the ledger's lock order); the request order stays in `line`.
  const order = priced.lines.map((l, i) => ({ l, share: shares[i] })).sort((a, b) => a.l.fkProduct - b.l.fkProduct || a.l.line - b.l.line);
  const stock = await shareSaleStock(tx, order.map((o) => o.l), reads.lots, offline !== null);
  for (const [i, { l, share }] of order.entries()) {
    const { taken, costCents: lineCost, missing } = stock.lines[i];
    if (missing > 0) shortfalls.push({ line: l, missing });
    const unitCost = ((lineCost * 100) / l.quantity / 10_000).toFixed(4);
    costCents += lineCost;
    details.push({
      row: {
        line: l.line,
        fkProduct: l.fkProduct,
        fkMark: l.fkMark,
        quantity: l.quantity,
        unitPriceSystem: text2(l.priceCents),
        unitPrice: text4(l.unitPrice4),
        discount: text4(l.discount4),
        promotion: l.promotion,
        total: text2(l.totalCents),
        unitCost,
        cost: text2(lineCost),
        discountShare: text2(share),
      },
      taken,
    });
    answered[l.line - 1] = saleLineOf(
      { id: l.fkProduct, product: l.productName, code: l.code, unit: l.unit },
      {
        unit_price_system: l.priceCents / 100,
        discount: l.discount4 / 10_000,
        unit_price: l.unitPrice4 / 10_000,
        quantity: l.quantity,
        unit_cost: Number(unitCost),
        promotion: l.promotion,
        total: l.totalCents / 100,
      },
    );
    rollupLines.push({ fkProduct: l.fkProduct, fkMark: l.fkMark, quantity: l.quantity, totalCents: l.totalCents, costCents: lineCost, discountShareCents: share });
  }
  const rollups = { date: moment.date, fkTypePayment: payment.id, fkUser: user.id, cancelled: body.sale.cancelled, totalCents: totals.totalCents, costCents, discountCents: totals.discountCents, lines: rollupLines };
  // The answer is built from what is about to be written (the receipt), not read back, and stored
  // as the key's answer by the same statement, which gives it the sale's id (set below too).
  const answer = saleOf({
    id: 0,
    date: moment.date,
    hour: moment.hour,
    subtotal: totals.subtotalCents / 100,
    discount: totals.discountCents / 100,
    total_sale: totals.totalCents / 100,
    money_paid: totals.paidCents / 100,
    change_box: totals.changeCents / 100,
    cancelled: body.sale.cancelled,
    enabled: 1,
    id_type_payment: payment.id,
    type_pay: payment.code,
    type_payment: payment.id === null ? null : { id: payment.id, type_pay: payment.name, is_cash: payment.isCash ? 1 : 0 },
    date_debt: null,
    type_payment_debt: null,
    debt_paid: 0,
    client,
    user: { id: user.id, name: user.name },
    products: priced.lines.map((l) => answered[l.line - 1]),
  });
  const sale = {
    subtotal: text2(totals.subtotalCents),
    discount: text2(totals.discountCents),
    totalSale: text2(totals.totalCents),
    moneyPaid: text2(totals.paidCents),
    changeBox: text2(totals.changeCents),
    totalCost: text2(costCents),
    cancelled: body.sale.cancelled,
    fkTypePayment: payment.id,
    typePay: payment.code,
    fkClient,
    fkUser: user.id,
    date: moment.date,
    hour: moment.hour,
    ...(offline ? offlineSaleColumns(offline) : opts.at ? { createdAt: opts.at } : {}),
  };
  const also = (saleId: SQL) => [auditCte(ctx, saleAudit, saleId), store.cte(answer, saleId)];
  const written = await writeSaleRows(tx, ctx, { sale, moves: stock.moves, details, rollups, also, claimed: store.claimed, landed: !locked });
  store.stopIfTaken(!written.claimed);
  answer.id = written.id;
  if (offline) {
    const source = { reason: KARDEX_REASONS.sale, docKind: 'sale', docId: answer.id } as const;
    await recordShortfalls(tx, ctx, stock.takes, stock.lines, source);
    await recordOfflineCases(tx, ctx, answer.id, offline, { lines: priced.lines, shortfalls, creditWarnings: creditWarning });
  }
  return answer;
}

/** sale/cancel-sale (administrator): every quantity back into the very lots it came from. */
export function cancelSale(ctx: Ctx, body: CancelSaleBody): Promise<{ id: number; enabled: 0; total_sale: number }> {
  return ctx.db.transaction(async (tx) => {
    const [sale] = await tx.select().from(sales).where(eq(sales.id, body.id)).for('update');
    if (!sale) throw notFound(SALE_MSG.saleMissing);
    if (sale.enabled !== 1) throw badRequest(SALE_MSG.alreadyAnnulled);
    // Annulling it would take its collection out of that day's closing (already counted and
    // closed) with no refund recorded anywhere (decision 0021).
    if (sale.dateDebt !== null) throw badRequest(SALE_MSG.debtCollected);
    // Partly collected: its payments are in their days' closings just the same (decision 0036).
    if (Number(sale.debtPaid) > 0) throw badRequest(SALE_MSG.debtPartlyCollected);
    const taken = await tx
      .select({ fkLot: saleDetailLots.fkLot, quantity: saleDetailLots.quantity, fkProduct: saleDetails.fkProduct })
      .from(saleDetailLots)
      .innerJoin(saleDetails, eq(saleDetails.id, saleDetailLots.fkSaleDetail))
      .where(eq(saleDetailLots.fkSale, sale.id))
      .orderBy(asc(saleDetails.fkProduct), asc(saleDetailLots.fkLot));
    for (const t of taken) {
      const moved = await moveLot(tx, ctx, { fkLot: t.fkLot, delta: t.quantity }, { reason: KARDEX_REASONS.saleAnnul, docKind: 'sale', docId: sale.id });
      if (!moved) throw new AppError(500, ['No se pudo devolver el inventario al lote']);
    }
    const lines = await tx.select().from(saleDetails).where(eq(saleDetails.fkSale, sale.id));
    await tx.update(sales).set({ enabled: 0, version: sql`${sales.version} + 1` }).where(eq(sales.id, sale.id));
    await applySaleToRollups(
      tx,
      {
        date: sale.date,
        fkTypePayment: sale.fkTypePayment,
        fkUser: sale.fkUser,
        cancelled: sale.cancelled,
        totalCents: centsOf(Number(sale.totalSale)),
        costCents: centsOf(Number(sale.totalCost)),
        discountCents: centsOf(Number(sale.discount)),
        lines: lines.map((l) => ({
          fkProduct: l.fkProduct,
          fkMark: l.fkMark,
          quantity: l.quantity,
          totalCents: centsOf(Number(l.total)),
          costCents: centsOf(Number(l.cost)),
          discountShareCents: centsOf(Number(l.discountShare)),
        })),
      },
      -1,
    );
    await audit(tx, ctx, { action: 'annul', entity: 'sale', entityId: sale.id, before: { enabled: 1, total_sale: sale.totalSale }, after: { enabled: 0 } });
    return { id: sale.id, enabled: 0 as const, total_sale: Number(sale.totalSale) };
  });
}

/** sale/sales-day: today's enabled sales (business date), newest first; category 'u' only its own. */
export async function salesDay(ctx: Ctx, q: SalesDayQuery): Promise<SalesDayPage> {
  const user = actor(ctx);
  const today = businessMoment(ctx.config.tzBusiness).date;
  const where = and(eq(sales.date, today), eq(sales.enabled, 1), user.category === 'a' ? undefined : eq(sales.fkUser, user.id));
  const { limit, offset } = pageWindow(q.page, ctx.config.pageSize);
  const [ids, [agg]] = await Promise.all([
    ctx.db.select({ id: sales.id }).from(sales).where(where).orderBy(desc(sales.id)).limit(limit).offset(offset),
    ctx.db.select({ n: sql<number>`count(*)::int`, total: sql<string>`coalesce(sum(${sales.totalSale}), 0)::text` }).from(sales).where(where),
  ]);
  const data = await readSales(ctx.db, ids.map((r) => r.id));
  return { ...pagedAnswer(data, Number(agg.n), q.page, ctx.config.pageSize), total_sale: Number(agg.total) };
}
