import { and, between, eq, isNull, lt, sql } from 'drizzle-orm';
import { CASH_MSG, STATEMENT_DAYS_MAX, STATEMENT_MSG, STATEMENT_TEXT, type ReturnRefund, type Statement, type StatementMovement, type StatementQuery, toCents } from '@lactea/contracts';
import { clientCredits, clients, debtPayments, saleReturns, sales, typePayments } from '../../db/schema/index.js';
import type { Ctx } from '../../lib/context.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { businessToday } from '../../lib/business-time.js';
import { hhmmss } from '../expenses/expense-rows.js';

const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;

/**
 * client/account-statement: the client's credit sales (not annulled), its debt payments and the
 * returns of its sales of the period, in time order with the running balance from what it owed
 * before the period (a return refunded off the debt lowers it), and beside it the saldo a favor
 * from what it had before: a return refunded as saldo adds, a sale paid with it takes, that sale's
 * annulment gives it back (the client_credits rows). Defaults: from the first day of date_to's
 * month to today. At most a year (a bounded read).
 */
export async function accountStatement(ctx: Ctx, q: StatementQuery): Promise<Statement> {
  const to = q.date_to ?? businessToday(ctx.config.tzBusiness);
  const from = q.date_from ?? `${to.slice(0, 8)}01`;
  if (from > to) throw badRequest(CASH_MSG.rangeReversed);
  if (dayNumber(to) - dayNumber(from) + 1 > STATEMENT_DAYS_MAX) throw badRequest(STATEMENT_MSG.tooLong);
  const [client] = await ctx.db.select({ id: clients.id, business_name: clients.businessName, ci_nit: clients.ciNit }).from(clients).where(eq(clients.id, q.id_client));
  if (!client) throw notFound(STATEMENT_MSG.clientMissing);

  const creditOf = and(eq(sales.fkClient, client.id), isNull(sales.fkTypePayment), eq(sales.enabled, 1));
  const favorOf = eq(clientCredits.fkClient, client.id);
  const [[soldBefore], [paidBefore], [returnedBefore], [favorBefore], sold, paid, returned, favor] = await Promise.all([
    ctx.db.select({ cents: sql<string>`coalesce(sum(${sales.totalSale}), 0)::text` }).from(sales).where(and(creditOf, lt(sales.date, from))),
    ctx.db
      .select({ cents: sql<string>`coalesce(sum(${debtPayments.amount}), 0)::text` })
      .from(debtPayments)
      .innerJoin(sales, eq(sales.id, debtPayments.fkSale))
      .where(and(creditOf, lt(debtPayments.date, from))),
    ctx.db
      .select({ cents: sql<string>`coalesce(sum(${saleReturns.amount}), 0)::text` })
      .from(saleReturns)
      .innerJoin(sales, eq(sales.id, saleReturns.fkSale))
      .where(and(creditOf, eq(saleReturns.refund, 'deuda'), lt(saleReturns.date, from))),
    ctx.db.select({ cents: sql<string>`coalesce(sum(${clientCredits.amount}), 0)::text` }).from(clientCredits).where(and(favorOf, lt(clientCredits.date, from))),
    ctx.db.select({ id: sales.id, date: sales.date, hour: sales.hour, total: sales.totalSale }).from(sales).where(and(creditOf, between(sales.date, from, to))),
    ctx.db
      .select({ id: debtPayments.id, sale: sales.id, date: debtPayments.date, hour: debtPayments.hour, amount: debtPayments.amount, type: typePayments.typePay })
      .from(debtPayments)
      .innerJoin(sales, eq(sales.id, debtPayments.fkSale))
      .innerJoin(typePayments, eq(typePayments.id, debtPayments.fkTypePayment))
      .where(and(creditOf, between(debtPayments.date, from, to))),
    // Every return of the client's sales (a sale with returns is never annulled), whatever its refund.
    ctx.db
      .select({ id: saleReturns.id, sale: saleReturns.fkSale, date: saleReturns.date, hour: saleReturns.hour, amount: saleReturns.amount, refund: saleReturns.refund })
      .from(saleReturns)
      .innerJoin(sales, eq(sales.id, saleReturns.fkSale))
      .where(and(eq(sales.fkClient, client.id), between(saleReturns.date, from, to))),
    // The saldo's other movements: a return's is its return's row above.
    ctx.db
      .select({ id: clientCredits.id, sale: clientCredits.fkSale, date: clientCredits.date, hour: clientCredits.hour, amount: clientCredits.amount })
      .from(clientCredits)
      .where(and(favorOf, isNull(clientCredits.fkReturn), between(clientCredits.date, from, to))),
  ]);
  // Time order; at the same moment a sale, its payments, returns, then the saldo's moves; then by id.
  type Row = { order: readonly [string, string, number, number]; kind: StatementMovement['kind']; sale: number; returnId: number | null; charge: number; payment: number; favor: number; detail: string };
  const rows: Row[] = [
    ...sold.map((s) => ({ order: [s.date, hhmmss(s.hour), 0, s.id] as const, kind: 'venta' as const, sale: s.id, returnId: null, charge: toCents(s.total), payment: 0, favor: 0, detail: `Venta N° ${s.id}` })),
    ...paid.map((p) => ({ order: [p.date, hhmmss(p.hour), 1, p.id] as const, kind: 'cobro' as const, sale: p.sale, returnId: null, charge: 0, payment: toCents(p.amount), favor: 0, detail: `Cobro Venta N° ${p.sale} (${p.type})` })),
    ...returned.map((r) => {
      const refund = r.refund as ReturnRefund;
      const cents = toCents(r.amount);
      return {
        order: [r.date, hhmmss(r.hour), 2, r.id] as const,
        kind: 'devolucion' as const,
        sale: r.sale,
        returnId: r.id,
        charge: 0,
        payment: refund === 'deuda' ? cents : 0,
        favor: refund === 'saldo' ? cents : 0,
        detail: STATEMENT_TEXT.returned(r.id, r.sale, refund),
      };
    }),
    ...favor.map((f) => {
      const cents = toCents(f.amount);
      // A client_credits row without a return is a sale's: spent (−) or given back by its annulment (+).
      const detail = cents < 0 ? STATEMENT_TEXT.saldoSpent(f.sale!) : STATEMENT_TEXT.saldoBack(f.sale!);
      return { order: [f.date, hhmmss(f.hour), 3, f.id] as const, kind: 'saldo' as const, sale: f.sale!, returnId: null, charge: 0, payment: 0, favor: cents, detail };
    }),
  ].sort((a, b) => {
    for (let i = 0; i < 4; i++) if (a.order[i] !== b.order[i]) return a.order[i] < b.order[i] ? -1 : 1;
    return 0;
  });
  const opening = toCents(soldBefore.cents) - toCents(paidBefore.cents) - toCents(returnedBefore.cents);
  const openingFavor = toCents(favorBefore.cents);
  let balance = opening;
  let favorBalance = openingFavor;
  let salesCents = 0;
  let paymentsCents = 0;
  let returnsCents = 0;
  const movements: StatementMovement[] = rows.map((r) => {
    salesCents += r.charge;
    if (r.kind === 'cobro') paymentsCents += r.payment;
    else returnsCents += r.payment;
    balance += r.charge - r.payment;
    favorBalance += r.favor;
    return {
      date: r.order[0],
      hour: r.order[1],
      kind: r.kind,
      id_sale: r.sale,
      id_return: r.returnId,
      detail: r.detail,
      charge: r.charge / 100,
      payment: r.payment / 100,
      balance: balance / 100,
      favor: r.favor / 100,
      favor_balance: favorBalance / 100,
    };
  });
  return {
    client,
    date_from: from,
    date_to: to,
    opening_balance: opening / 100,
    total_sales: salesCents / 100,
    total_payments: paymentsCents / 100,
    total_returns: returnsCents / 100,
    closing_balance: balance / 100,
    opening_favor: openingFavor / 100,
    closing_favor: favorBalance / 100,
    movements,
  };
}
