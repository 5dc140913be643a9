import { and, asc, desc, eq, gte, isNull, lte, sql, type SQL } from 'drizzle-orm';
import {
  CASH_MSG as M,
  type CancelledSaleAnswer,
  type CancelledSaleBody,
  type DebtCollectionClientQuery,
  type DebtCollectionQuery,
  type DebtPage,
  type PeriodSalesQuery,
} from '@lactea/contracts';
import { sales, typePayments } from '../../db/schema/index.js';
import { actor, type Ctx } from '../../lib/context.js';
import { audit } from '../../lib/audit.js';
import { writeOnce, type WriteOptions } from '../../lib/idempotency.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { pagedAnswer, pageWindow } from '../../lib/paging.js';
import { businessMoment } from '../../lib/business-time.js';
import { readSales } from '../sales/sale-read.js';
import { applySaleToRollups } from '../sales/rollups.js';
import { numericCents, resolvePeriod } from './period.js';

/** Open credit: on credit, not annulled, not collected (COBRO DEUDAS; the home's receivables tile). */
export const openDebt = () => and(eq(sales.cancelled, 0), eq(sales.enabled, 1)) as SQL;
/** What the open debts of a filter owe, in the same numeric sum COBRO DEUDAS totals. */
export const owedSum = sql<string>`coalesce(sum(${sales.totalSale}), 0)`;
const open = openDebt;

async function pageOfSales(ctx: Ctx, where: SQL, page: number, order: SQL[]): Promise<DebtPage> {
  const { limit, offset } = pageWindow(page, ctx.config.pageSize);
  const [ids, [sum]] = await Promise.all([
    ctx.db.select({ id: sales.id }).from(sales).where(where).orderBy(...order).limit(limit).offset(offset),
    ctx.db.select({ n: sql<number>`count(*)::int`, total: owedSum }).from(sales).where(where),
  ]);
  const rows = await readSales(ctx.db, ids.map((r) => r.id));
  return { ...pagedAnswer(rows, Number(sum.n), page, ctx.config.pageSize), total_sale: numericCents(sum.total) / 100 };
}

/** sale/debt-collection: credit sales awaiting collection, by sale date and client, oldest first. */
export function debtCollection(ctx: Ctx, q: DebtCollectionQuery): Promise<DebtPage> {
  const where: SQL[] = [open()];
  if (q.date_from) where.push(gte(sales.date, q.date_from));
  if (q.date_to) where.push(lte(sales.date, q.date_to));
  if (q.id_client) where.push(eq(sales.fkClient, q.id_client));
  return pageOfSales(ctx, and(...where) as SQL, q.page, [asc(sales.date), asc(sales.id)]);
}

/** sale/debt-collection-client: every open debt of one client (0 = every client). */
export function debtCollectionClient(ctx: Ctx, q: DebtCollectionClientQuery): Promise<DebtPage> {
  const where = q.id_client ? (and(open(), eq(sales.fkClient, q.id_client)) as SQL) : open();
  return pageOfSales(ctx, where, q.page, [asc(sales.date), asc(sales.id)]);
}

/**
 * Our name: the sales behind a line of the closing or the balance (their detail tabs).
 * debt 0: sales of the period by sale date with that payment type (0 = on credit, collected or
 * not); debt 1: debts collected in the period (by date_debt) with that type (0 = any).
 */
export function periodSales(ctx: Ctx, q: PeriodSalesQuery): Promise<DebtPage> {
  const p = resolvePeriod(ctx, q);
  const where: SQL[] = [eq(sales.enabled, 1)];
  if (q.debt === 1) {
    where.push(gte(sales.dateDebt, p.from), lte(sales.dateDebt, p.to));
    if (q.id_type_payment) where.push(eq(sales.fkTypePaymentDebt, q.id_type_payment));
  } else {
    where.push(gte(sales.date, p.from), lte(sales.date, p.to));
    where.push(q.id_type_payment ? eq(sales.fkTypePayment, q.id_type_payment) : isNull(sales.fkTypePayment));
  }
  return pageOfSales(ctx, and(...where) as SQL, q.page, [desc(sales.id)]);
}

/**
 * sale/cancelled-sale: marks a credit sale collected with a payment type, today. One transaction
 * with the sale row locked FOR UPDATE: a second collector waits, then finds it paid (409) — the
 * debt is collected once. The sale keeps its sale-date rollup figures (the balance counts it on
 * its sale date): the payment rollup moves it from "on credit, open" to "on credit, collected";
 * the closing counts the collection on date_debt by fk_type_payment_debt.
 */
export async function collectDebt(ctx: Ctx, body: CancelledSaleBody, { at, key }: WriteOptions = {}): Promise<CancelledSaleAnswer> {
  actor(ctx);
  // `at`: demo data only (the API always collects now). A retry with the same Idempotency-Key
  // answers the first collection instead of 409 'already paid'.
  const today = businessMoment(ctx.config.tzBusiness, at).date;
  return writeOnce(ctx, { key, scope: 'sale/cancelled-sale', body }, async (tx) => {
    const [sale] = await tx
      .select({ id: sales.id, cancelled: sales.cancelled, enabled: sales.enabled, totalSale: sales.totalSale, totalCost: sales.totalCost, discount: sales.discount, date: sales.date, fkUser: sales.fkUser, version: sales.version })
      .from(sales)
      .where(eq(sales.id, body.id))
      .for('update');
    if (!sale) throw notFound(M.saleNotFound);
    if (sale.enabled !== 1) throw conflict(M.annulled);
    if (sale.cancelled === 1) throw conflict(M.alreadyPaid);
    const [type] = await tx.select({ id: typePayments.id, typePay: typePayments.typePay, isCash: typePayments.isCash, enabled: typePayments.enabled }).from(typePayments).where(eq(typePayments.id, body.id_type_payment));
    if (!type) throw badRequest(M.payTypeNotFound);
    if (type.enabled !== 1) throw badRequest(M.payTypeDisabled);
    await tx
      .update(sales)
      .set({ cancelled: 1, dateDebt: today, fkTypePaymentDebt: type.id, version: sql`${sales.version} + 1` })
      .where(eq(sales.id, sale.id));
    const figures = { date: sale.date, fkTypePayment: null, fkUser: sale.fkUser, totalCents: numericCents(sale.totalSale), costCents: numericCents(sale.totalCost), discountCents: numericCents(sale.discount), lines: [] };
    // Per-product figures do not change (same day, same lines): only the payment rollup moves.
    await applySaleToRollups(tx, { ...figures, cancelled: 0 }, -1);
    await applySaleToRollups(tx, { ...figures, cancelled: 1 }, 1);
    const answer: CancelledSaleAnswer = {
      id: sale.id,
      amount: numericCents(sale.totalSale) / 100,
      date_debt: today,
      id_type_payment: type.id,
      text_type_pay: type.typePay,
      type_payment: { id: type.id, type_pay: type.typePay, is_cash: type.isCash === 1 ? 1 : 0 },
    };
    await audit(tx, ctx, { action: 'collect', entity: 'sale', entityId: sale.id, before: { cancelled: 0, date_debt: null, fk_type_payment_debt: null }, after: { cancelled: 1, date_debt: today, fk_type_payment_debt: type.id, amount: answer.amount } });
    return answer;
  });
}
