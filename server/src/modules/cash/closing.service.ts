import { fromCents, isSaldoPayment, toCents } from '@lactea/contracts';
import { asc, between, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Balance, CashClosing, ClosingPaymentLine, PeriodExpense, PeriodQuery } from '@lactea/contracts';
import { debtPayments, expenses, expensesAdmin, saleReturnsDaily, salesDailyPayment, typeExpenses, typePayments, users } from '../../db/schema/index.js';
import type { Executor } from '../../db/types.js';
import type { Ctx } from '../../lib/context.js';
import { readSettings } from '../settings/settings.read.js';
import { hhmmss } from '../expenses/expense-rows.js';
import { resolvePeriod, summedCents, type Period } from './period.js';
import { routeClosingLines } from '../loads/route-closings.read.js';


/** Sales of the period per payment type, from the daily rollup (0 = on credit, open or collected since). */
function salesByType(db: Executor, p: Period) {
  return db
    .select({ id: salesDailyPayment.fkTypePayment, cents: sql<string>`sum(${salesDailyPayment.totalCents})`, n: sql<string>`sum(${salesDailyPayment.sales})` })
    .from(salesDailyPayment)
    .where(between(salesDailyPayment.day, p.from, p.to))
    .groupBy(salesDailyPayment.fkTypePayment);
}

/**
 * Debt payments of the period per payment type, each on its own day (decision 0036; index
 * debt_payments_day_idx). A sale with payments is never annulled (decision 0021), so every
 * payment counts. `n` = number of payments.
 */
export function debtsByType(db: Executor, p: Period) {
  return db
    .select({ id: debtPayments.fkTypePayment, total: sql<string>`sum(${debtPayments.amount})`, n: sql<number>`count(*)::int` })
    .from(debtPayments)
    .where(between(debtPayments.date, p.from, p.to))
    .groupBy(debtPayments.fkTypePayment);
}

/**
 * Returns dated in the period (each on its own day: a past closing never changes), from their daily
 * rollup (sale_returns_daily, one row per day and refund kind: a month is ≤ 93 rows however many
 * notes): per refund kind their money, and the cost back to stock and written off, in Bs.
 */
export function returnsByRefund(db: Executor, p: Period) {
  const bs = (cents: AnyPgColumn) => sql<string>`(${cents}::numeric / 100)::numeric(14, 2)::text`;
  return db
    .select({
      day: saleReturnsDaily.day,
      refund: saleReturnsDaily.refund,
      amount: bs(saleReturnsDaily.amountCents),
      stockCost: bs(saleReturnsDaily.stockCostCents),
      mermaCost: bs(saleReturnsDaily.mermaCostCents),
      n: saleReturnsDaily.returns,
    })
    .from(saleReturnsDaily)
    .where(between(saleReturnsDaily.day, p.from, p.to));
}

/** The period's expenses: cash-desk ones on their day; with `admin`, admin ones on date_expense. */
async function periodExpenses(db: Executor, p: Period, admin: boolean): Promise<PeriodExpense[]> {
  const desk = db
    .select({ id: expenses.id, cents: expenses.expenseCents, description: expenses.description, date: expenses.date, hour: expenses.hour, user: users.name })
    .from(expenses)
    .innerJoin(users, eq(users.id, expenses.fkUser))
    .where(between(expenses.date, p.from, p.to))
    .orderBy(asc(expenses.date), asc(expenses.id));
  const adm = admin
    ? db
        .select({ id: expensesAdmin.id, cents: expensesAdmin.expenseCents, description: expensesAdmin.description, date: expensesAdmin.dateExpense, hour: expensesAdmin.hour, user: users.name, type: typeExpenses.typeExpense })
        .from(expensesAdmin)
        .innerJoin(users, eq(users.id, expensesAdmin.fkUser))
        .innerJoin(typeExpenses, eq(typeExpenses.id, expensesAdmin.fkTypeExpense))
        .where(between(expensesAdmin.dateExpense, p.from, p.to))
        .orderBy(asc(expensesAdmin.dateExpense), asc(expensesAdmin.id))
    : Promise.resolve([]);
  const [d, a] = await Promise.all([desk, adm]);
  return [
    ...d.map((r) => ({ id: r.id, kind: 'desk' as const, expense: fromCents(r.cents), description: r.description, date: r.date, hour: hhmmss(r.hour), type_expense: null, user: r.user })),
    ...a.map((r) => ({ id: r.id, kind: 'admin' as const, expense: fromCents(r.cents), description: r.description, date: r.date, hour: hhmmss(r.hour), type_expense: r.type, user: r.user })),
  ];
}

/**
 * sale/cash-desk-closing: initial cash (setting, once per closing) + for each cash
 * payment type its paid sales of the period + debts collected in the period in cash − cash-desk
 * expenses of the period = cash difference. Non-cash types apart, and the credit sales of the
 * period as information. Annulled sales are already out of the rollups; admin expenses are not paid from the till. All sums in integer cents.
 */
export async function cashDeskClosing(ctx: Ctx, q: PeriodQuery): Promise<CashClosing> {
  const p = resolvePeriod(ctx, q);
  const [settings, types, paid, debts, list, returned, routes] = await Promise.all([
    readSettings(ctx.db),
    ctx.db.select({ id: typePayments.id, typePay: typePayments.typePay, isCash: typePayments.isCash, enabled: typePayments.enabled, code: typePayments.code }).from(typePayments).orderBy(asc(typePayments.id)),
    salesByType(ctx.db, p),
    debtsByType(ctx.db, p),
    periodExpenses(ctx.db, p, false),
    returnsByRefund(ctx.db, p),
    routeClosingLines(ctx.db, p),
  ]);
  // A driver's cash short or over at the route's closing is short or over in the drawer too.
  const routeCash = routes.reduce((sum, r) => sum + toCents(r.cash_counted) - toCents(r.cash_expected), 0);
  // Only a cash refund leaves the drawer; a debt lowered or a saldo a favor moves no money today.
  const cashReturned = returned.filter((r) => r.refund === 'efectivo');
  const cashReturns = cashReturned.reduce((sum, r) => sum + toCents(r.amount), 0);
  const paidOf = new Map(paid.map((r) => [r.id, { cents: summedCents(r.cents), n: Number(r.n) }]));
  // On credit: no cash of the day (it comes in as debt collection), shown apart as information.
  const credit = paidOf.get(0) ?? { cents: 0, n: 0 };
  const debtOf = new Map(debts.map((r) => [r.id, { cents: toCents(r.total), n: Number(r.n) }]));
  const lines: ClosingPaymentLine[] = [];
  let cashSales = 0;
  let cashDebts = 0;
  let nonCash = 0;
  for (const t of types) {
    const s = paidOf.get(t.id) ?? { cents: 0, n: 0 };
    const d = debtOf.get(t.id) ?? { cents: 0, n: 0 };
    // A disabled type with nothing in the period is not a line of this closing.
    if (t.enabled !== 1 && s.n === 0 && d.n === 0) continue;
    // A sale paid with the client's saldo a favor brings no money at all: its line is in neither total.
    if (t.isCash === 1) {
      cashSales += s.cents;
      cashDebts += d.cents;
    } else if (!isSaldoPayment(t)) nonCash += s.cents + d.cents;
    lines.push({ id: t.id, type_pay: t.typePay, is_cash: t.isCash as 0 | 1, sale: fromCents(s.cents), sales: s.n, debt_collection: fromCents(d.cents), debts: d.n });
  }
  const initial = toCents(settings.initialCash);
  const expenseCents = list.reduce((sum, e) => sum + toCents(e.expense), 0);
  return {
    date_from: p.from,
    date_to: p.to,
    initial_cash: fromCents(initial),
    type_payments: lines,
    debt_collection: fromCents(cashDebts),
    cash_sales: fromCents(cashSales),
    total_expense: fromCents(expenseCents),
    cash_returns: fromCents(cashReturns),
    cash_return_count: cashReturned.reduce((sum, r) => sum + Number(r.n), 0),
    cash_difference: fromCents(initial + cashSales + cashDebts - expenseCents - cashReturns + routeCash),
    non_cash_total: fromCents(nonCash),
    credit_sale: fromCents(credit.cents),
    credit_sales: credit.n,
    expenses: list,
    routes,
    route_cash_difference: fromCents(routeCash),
  };
}

/**
 * sale/balance: sales and cost of the period on their sale date, paid and on credit alike
 * (docs/decisions: money of the day); expenses = cash-desk + admin; margin = sale − cost;
 * difference = sale − cost − expenses. Per day for the chart.
 */
export async function balance(ctx: Ctx, q: PeriodQuery): Promise<Balance> {
  const p = resolvePeriod(ctx, q);
  return balanceOf(await readBalanceRows(ctx.db, p), p);
}

/** What BALANCE reads for a period: one scan of the rollup grouped by day and type, the type names, the expenses. */
export async function readBalanceRows(db: Executor, p: Period) {
  const [rollup, types, list, returned, routes] = await Promise.all([
    db
      .select({
        day: salesDailyPayment.day,
        id: salesDailyPayment.fkTypePayment,
        total: sql<string>`sum(${salesDailyPayment.totalCents})`,
        cost: sql<string>`sum(${salesDailyPayment.costCents})`,
        n: sql<string>`sum(${salesDailyPayment.sales})`,
      })
      .from(salesDailyPayment)
      .where(between(salesDailyPayment.day, p.from, p.to))
      .groupBy(salesDailyPayment.day, salesDailyPayment.fkTypePayment),
    db.select({ id: typePayments.id, typePay: typePayments.typePay }).from(typePayments),
    periodExpenses(db, p, true),
    returnsByRefund(db, p),
    routeClosingLines(db, p),
  ]);
  return { rollup, types, list, returned, routes };
}

/**
 * BALANCE's figures for the days p.from..p.to, from rows read for a period that holds them: the
 * rows' days are summed per type for the lines and per day for the chart. The owner's home reads
 * its 14 days once and takes today's figures from them.
 */
export function balanceOf(rows: Awaited<ReturnType<typeof readBalanceRows>>, p: Period): Balance {
  const inside = (day: string) => day >= p.from && day <= p.to;
  const rollup = rows.rollup.filter((r) => inside(r.day));
  const list = rows.list.filter((e) => inside(e.date));
  const types = rows.types;
  const names = new Map(types.map((t) => [t.id, t.typePay]));
  const perType = new Map<number, { sale: number; cost: number; n: number }>();
  const perDay = new Map<string, { sale: number; cost: number; expense: number }>();
  const dayOf = (d: string) => perDay.get(d) ?? perDay.set(d, { sale: 0, cost: 0, expense: 0 }).get(d)!;
  for (const r of rollup) {
    const s = summedCents(r.total);
    const c = summedCents(r.cost);
    const t = perType.get(r.id) ?? perType.set(r.id, { sale: 0, cost: 0, n: 0 }).get(r.id)!;
    t.sale += s;
    t.cost += c;
    t.n += Number(r.n);
    const d = dayOf(r.day);
    d.sale += s;
    d.cost += c;
  }
  let sale = 0;
  let cost = 0;
  let credit = 0;
  const lines = [...perType.entries()]
    .map(([id, t]) => {
      sale += t.sale;
      cost += t.cost;
      if (id === 0) credit += t.sale;
      return { id, type_pay: id === 0 ? 'A crédito' : (names.get(id) ?? String(id)), sale: fromCents(t.sale), cost: fromCents(t.cost), sales: t.n };
    })
    .filter((l) => l.sales !== 0 || l.sale !== 0)
    .sort((a, b) => a.id - b.id);
  // Returns on their own day: their money out of the sales, the cost of goods back to stock out of
  // the cost, the cost of goods written off apart as a loss (merma).
  let returns = 0;
  let returnedCost = 0;
  let merma = 0;
  for (const r of rows.returned.filter((x) => inside(x.day))) {
    const money = toCents(r.amount);
    const stock = toCents(r.stockCost);
    const lost = toCents(r.mermaCost);
    returns += money;
    returnedCost += stock;
    merma += lost;
    const d = dayOf(r.day);
    d.sale -= money;
    d.cost -= stock;
  }
  const netSale = sale - returns;
  const netCost = cost - returnedCost - merma;
  let desk = 0;
  let admin = 0;
  for (const e of list) {
    const c = toCents(e.expense);
    if (e.kind === 'desk') desk += c;
    else admin += c;
    dayOf(e.date).expense += c;
  }
  const totalExpense = desk + admin;
  // Closed routes on their closing day: the merma's cost is a loss, the money handed in − expected a gain or loss.
  let routeMerma = 0;
  let routeDifference = 0;
  for (const r of rows.routes.filter((x) => inside(x.closed_day))) {
    routeMerma += toCents(r.merma_cost);
    routeDifference += toCents(r.difference);
  }
  return {
    date_from: p.from,
    date_to: p.to,
    total_sale: fromCents(netSale),
    returns: fromCents(returns),
    total_cost: fromCents(netCost),
    merma: fromCents(merma),
    margin: fromCents(netSale - netCost - merma),
    credit_sale: fromCents(credit),
    expense_desk: fromCents(desk),
    expense_admin: fromCents(admin),
    total_expense: fromCents(totalExpense),
    difference: fromCents(netSale - netCost - merma - totalExpense - routeMerma + routeDifference),
    route_merma: fromCents(routeMerma),
    route_difference: fromCents(routeDifference),
    type_payments: lines,
    days: [...perDay.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([day, v]) => ({ day, sale: fromCents(v.sale), cost: fromCents(v.cost), expense: fromCents(v.expense) })),
    expenses: list,
  };
}
