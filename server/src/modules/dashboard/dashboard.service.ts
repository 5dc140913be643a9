import { sql, type SQL } from 'drizzle-orm';
import { DASHBOARD_CHART_DAYS, EXPIRY_WINDOWS, type Dashboard, fromCents, toCents } from '@lactea/contracts';
import { lots } from '../../db/schema/index.js';
import type { Executor } from '../../db/types.js';
import type { Ctx } from '../../lib/context.js';
import { businessToday } from '../../lib/business-time.js';
import { balanceOf, cashDeskClosing, readBalanceRows } from '../cash/closing.service.js';
import { countAtLevel } from '../stock/inventory.service.js';
import { expiredWithStock, expiringWithin } from '../stock/lots.service.js';
import { addDays } from '../stock/stock-sql.js';
import { openDebtFigures } from './receivables.js';
import { slowMovers, topProducts } from './products-tile.js';

/** part / whole in % with one decimal; null when there is no whole. */
const percentOf = (part: number, whole: number) => (whole === 0 ? null : Math.round((part * 1000) / whole) / 10);

/** Lots, units and their value at cost (Σ quantity × the lot's unit cost) of the lots matching `where`. */
async function stockAtCost(db: Executor, where: SQL) {
  const [r] = await db
    .select({ lots: sql<number>`count(*)::int`, quantity: sql<string>`coalesce(sum(${lots.quantity}), 0)`, cost: sql<string>`coalesce(sum(${lots.quantity} * ${lots.unitCost}), 0)` })
    .from(lots)
    .where(where);
  return { lots: Number(r.lots), quantity: Number(r.quantity), cost: fromCents(toCents(r.cost)) };
}

/**
 * GET dashboard (docs/decisions 0032): the owner's day. Each figure is computed by the
 * function of the screen its tile links to, so they agree to the cent: BALANCE (sales, margin,
 * expenses, per payment type, the chart; its 14 days are read once and balanceOf sums today and
 * all of them), CIERRE DE CAJA (cash expected, collections), COBRO DEUDAS (its open-debt predicate
 * and sum), LOTES POR EXPIRAR / EXPIRADOS (their lot predicates), INVENTARIO (its level filter),
 * Productos Vendidos (the product rollup's net). All read rollups or partial indexes, never the
 * sale lines.
 */
export async function dashboard(ctx: Ctx): Promise<Dashboard> {
  const tz = ctx.config.tzBusiness;
  const today = businessToday(tz);
  const lastWeek = addDays(today, -7);
  const weekFrom = addDays(today, -6);
  const chart = { from: addDays(today, -(DASHBOARD_CHART_DAYS - 1)), to: today };
  const [balanceRows, closing, debts, windows, expired, topDay, topWeek, slow, low] = await Promise.all([
    // BALANCE's rows of the chart's 14 days, read once: today's figures are taken from them.
    readBalanceRows(ctx.db, chart),
    cashDeskClosing(ctx, { date_from: today, date_to: today }),
    openDebtFigures(ctx.db, today),
    Promise.all(EXPIRY_WINDOWS.map(async (days) => ({ days, ...(await stockAtCost(ctx.db, expiringWithin(tz, days))) }))),
    stockAtCost(ctx.db, expiredWithStock(tz)),
    topProducts(ctx.db, today, today),
    topProducts(ctx.db, weekFrom, today),
    slowMovers(ctx.db, today),
    countAtLevel(ctx.db, 'b'),
  ]);
  const day = balanceOf(balanceRows, { from: today, to: today });
  const fortnight = balanceOf(balanceRows, chart);
  const saleCents = toCents(day.total_sale);
  const count = day.type_payments.reduce((n, t) => n + t.sales, 0);
  const lastWeekCents = toCents(fortnight.days.find((d) => d.day === lastWeek)?.sale ?? 0);
  const byDay = new Map(fortnight.days.map((d) => [d.day, d]));
  return {
    date: today,
    today: {
      total_sale: day.total_sale,
      sales: count,
      average_ticket: count === 0 ? 0 : fromCents(Math.round(saleCents / count)),
      last_week_date: lastWeek,
      last_week_sale: fromCents(lastWeekCents),
      change_percent: percentOf(saleCents - lastWeekCents, lastWeekCents),
      type_payments: day.type_payments.map((t) => ({ id: t.id, type_pay: t.type_pay, sale: t.sale, sales: t.sales })),
      margin: day.margin,
      margin_percent: percentOf(toCents(day.margin), saleCents),
      total_expense: day.total_expense,
      returns: day.returns,
      cash_expected: closing.cash_difference,
    },
    receivables: {
      total: fromCents(debts.totalCents),
      debts: debts.debts,
      ages: debts.ages.map(({ cents: c, ...a }) => ({ ...a, total: fromCents(c) })),
      collected_today: fromCents(closing.type_payments.reduce((s, t) => s + toCents(t.debt_collection), 0)),
      collections_today: closing.type_payments.reduce((n, t) => n + t.debts, 0),
      top_debtors: debts.top.map(({ cents: c, ...d }) => ({ ...d, total: fromCents(c) })),
    },
    expiry: { windows, expired },
    products: { top_day: topDay, top_week: topWeek, week_from: weekFrom, slow_movers: slow.count, slow_mover_list: slow.list, low_stock: low },
    // Every day of the chart, a day without sales as 0 (the balance lists only days with figures).
    days: Array.from({ length: DASHBOARD_CHART_DAYS }, (_, i) => {
      const d = addDays(today, i - (DASHBOARD_CHART_DAYS - 1));
      const f = byDay.get(d);
      return { day: d, sale: f?.sale ?? 0, margin: f ? fromCents(toCents(f.sale) - toCents(f.cost)) : 0 };
    }),
  };
}
