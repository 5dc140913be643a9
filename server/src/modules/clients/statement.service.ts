import { and, between, eq, isNull, lt, sql } from 'drizzle-orm';
import { CASH_MSG, STATEMENT_DAYS_MAX, STATEMENT_MSG, type Statement, type StatementMovement, type StatementQuery, toCents } from '@lactea/contracts';
import { clients, debtPayments, sales, typePayments } from '../../db/schema/index.js';
import type { Ctx } from '../../lib/context.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { businessToday } from '../../lib/business-time.js';
import { hhmmss } from '../expenses/expense-rows.js';

const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;

/**
 * client/account-statement: the client's credit sales (not annulled) and its debt
 * payments of the period, in time order with the running balance from what it owed before the
 * period. Defaults: from the first day of date_to's month to today. At most a year (a bounded read).
 */
export async function accountStatement(ctx: Ctx, q: StatementQuery): Promise<Statement> {
  const to = q.date_to ?? businessToday(ctx.config.tzBusiness);
  const from = q.date_from ?? `${to.slice(0, 8)}01`;
  if (from > to) throw badRequest(CASH_MSG.rangeReversed);
  if (dayNumber(to) - dayNumber(from) + 1 > STATEMENT_DAYS_MAX) throw badRequest(STATEMENT_MSG.tooLong);
  const [client] = await ctx.db.select({ id: clients.id, business_name: clients.businessName, ci_nit: clients.ciNit }).from(clients).where(eq(clients.id, q.id_client));
  if (!client) throw notFound(STATEMENT_MSG.clientMissing);

  const creditOf = and(eq(sales.fkClient, client.id), isNull(sales.fkTypePayment), eq(sales.enabled, 1));
  const [[soldBefore], [paidBefore], sold, paid] = await Promise.all([
    ctx.db.select({ cents: sql<string>`coalesce(sum(${sales.totalSale}), 0)::text` }).from(sales).where(and(creditOf, lt(sales.date, from))),
    ctx.db
      .select({ cents: sql<string>`coalesce(sum(${debtPayments.amount}), 0)::text` })
      .from(debtPayments)
      .innerJoin(sales, eq(sales.id, debtPayments.fkSale))
      .where(and(creditOf, lt(debtPayments.date, from))),
    ctx.db.select({ id: sales.id, date: sales.date, hour: sales.hour, total: sales.totalSale }).from(sales).where(and(creditOf, between(sales.date, from, to))),
    ctx.db
      .select({ id: debtPayments.id, sale: sales.id, date: debtPayments.date, hour: debtPayments.hour, amount: debtPayments.amount, type: typePayments.typePay })
      .from(debtPayments)
      .innerJoin(sales, eq(sales.id, debtPayments.fkSale))
      .innerJoin(typePayments, eq(typePayments.id, debtPayments.fkTypePayment))
      .where(and(creditOf, between(debtPayments.date, from, to))),
  ]);
  // Time order; at the same moment a sale before its payment; then by id.
  const rows = [
    ...sold.map((s) => ({ order: [s.date, hhmmss(s.hour), 0, s.id] as const, kind: 'venta' as const, sale: s.id, cents: toCents(s.total), detail: `Venta N° ${s.id}` })),
    ...paid.map((p) => ({ order: [p.date, hhmmss(p.hour), 1, p.id] as const, kind: 'cobro' as const, sale: p.sale, cents: toCents(p.amount), detail: `Cobro Venta N° ${p.sale} (${p.type})` })),
  ].sort((a, b) => {
    for (let i = 0; i < 4; i++) if (a.order[i] !== b.order[i]) return a.order[i] < b.order[i] ? -1 : 1;
    return 0;
  });
  const opening = toCents(soldBefore.cents) - toCents(paidBefore.cents);
  let balance = opening;
  let salesCents = 0;
  let paymentsCents = 0;
  const movements: StatementMovement[] = rows.map((r) => {
    if (r.kind === 'venta') salesCents += r.cents;
    else paymentsCents += r.cents;
    balance += r.kind === 'venta' ? r.cents : -r.cents;
    return {
      date: r.order[0],
      hour: r.order[1],
      kind: r.kind,
      id_sale: r.sale,
      detail: r.detail,
      charge: r.kind === 'venta' ? r.cents / 100 : 0,
      payment: r.kind === 'cobro' ? r.cents / 100 : 0,
      balance: balance / 100,
    };
  });
  return {
    client,
    date_from: from,
    date_to: to,
    opening_balance: opening / 100,
    total_sales: salesCents / 100,
    total_payments: paymentsCents / 100,
    closing_balance: balance / 100,
    movements,
  };
}
