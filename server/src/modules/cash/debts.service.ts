import { and, asc, between, desc, eq, exists, gte, isNull, lte, sql, type SQL } from 'drizzle-orm';
import {
  type DebtCollectionClientQuery,
  type DebtCollectionQuery,
  type DebtPage,
  type PeriodSalesQuery,
  toCents,
} from '@lactea/contracts';
import { debtPayments, sales } from '../../db/schema/index.js';
import type { Ctx } from '../../lib/context.js';
import { pagedAnswer, pageWindow } from '../../lib/paging.js';
import { readSales } from '../sales/sale-view.js';
import { resolvePeriod } from './period.js';

/** Open credit: on credit, not annulled, not collected (COBRO DEUDAS; the home's receivables tile). */
export const openDebt = () => and(eq(sales.cancelled, 0), eq(sales.enabled, 1)) as SQL;
/** What the open debts of a filter still owe (total − paid: partial payments, decision 0036): COBRO DEUDAS' Saldo. */
export const owedSum = sql<string>`coalesce(sum(${sales.totalSale} - ${sales.debtPaid}), 0)`;
const open = openDebt;

/**
 * A page of sales with Total Venta and Saldo (total − paid) of the whole filter. `total`: another
 * figure for Total Venta (the closing's collections tab sums the payments, not the sales).
 */
async function pageOfSales(ctx: Ctx, where: SQL, page: number, order: SQL[], total: SQL = sql`${sales.totalSale}`): Promise<DebtPage> {
  const { limit, offset } = pageWindow(page, ctx.config.pageSize);
  const [ids, [sum]] = await Promise.all([
    ctx.db.select({ id: sales.id }).from(sales).where(where).orderBy(...order).limit(limit).offset(offset),
    ctx.db
      .select({ n: sql<number>`count(*)::int`, total: sql<string>`coalesce(sum(${total}), 0)`, balance: owedSum })
      .from(sales)
      .where(where),
  ]);
  const rows = await readSales(ctx.db, ids.map((r) => r.id));
  return { ...pagedAnswer(rows, Number(sum.n), page, ctx.config.pageSize), total_sale: toCents(sum.total) / 100, total_balance: toCents(sum.balance) / 100 };
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
 * not); debt 1: credit sales with payments in the period with that type (0 = any), Total Venta
 * being those payments' sum: the closing's line (decision 0036).
 */
export function periodSales(ctx: Ctx, q: PeriodSalesQuery): Promise<DebtPage> {
  const p = resolvePeriod(ctx, q);
  const where: SQL[] = [eq(sales.enabled, 1)];
  if (q.debt === 1) {
    const ofPeriod = and(eq(debtPayments.fkSale, sales.id), between(debtPayments.date, p.from, p.to), q.id_type_payment ? eq(debtPayments.fkTypePayment, q.id_type_payment) : undefined);
    where.push(exists(ctx.db.select({ one: sql`1` }).from(debtPayments).where(ofPeriod)));
    const paidInPeriod = sql`(select sum(${debtPayments.amount}) from ${debtPayments} where ${ofPeriod})`;
    return pageOfSales(ctx, and(...where) as SQL, q.page, [desc(sales.id)], paidInPeriod);
  } else {
    where.push(gte(sales.date, p.from), lte(sales.date, p.to));
    where.push(q.id_type_payment ? eq(sales.fkTypePayment, q.id_type_payment) : isNull(sales.fkTypePayment));
  }
  return pageOfSales(ctx, and(...where) as SQL, q.page, [desc(sales.id)]);
}
