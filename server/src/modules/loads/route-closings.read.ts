import { and, asc, between, eq, sql } from 'drizzle-orm';
import { fromCents, toCents, type RouteClosingLine } from '@lactea/contracts';
import { loadClosingPayments, loadClosingProducts, loads, routes, typePayments } from '../../db/schema/index.js';
import type { Executor } from '../../db/types.js';

/** The routes closed on the days from..to (index loads_closed_day_idx), each as the day's closing and BALANCE show it. */
export async function routeClosingLines(db: Executor, p: { from: string; to: string }): Promise<RouteClosingLine[]> {
  const paid = db
    .select({
      fkLoad: loadClosingPayments.fkLoad,
      cashExpected: sql<string>`sum(case when ${typePayments.isCash} = 1 then ${loadClosingPayments.expectedCents} else 0 end)`.as('cash_expected'),
      cashCounted: sql<string>`sum(case when ${typePayments.isCash} = 1 then ${loadClosingPayments.countedCents} else 0 end)`.as('cash_counted'),
      expected: sql<string>`sum(${loadClosingPayments.expectedCents})`.as('expected'),
      counted: sql<string>`sum(${loadClosingPayments.countedCents})`.as('counted'),
    })
    .from(loadClosingPayments)
    .innerJoin(typePayments, eq(typePayments.id, loadClosingPayments.fkTypePayment))
    .groupBy(loadClosingPayments.fkLoad)
    .as('paid');
  const lost = db
    .select({ fkLoad: loadClosingProducts.fkLoad, cost: sql<string>`sum(${loadClosingProducts.mermaCost})`.as('merma_cost') })
    .from(loadClosingProducts)
    .groupBy(loadClosingProducts.fkLoad)
    .as('lost');
  const rows = await db
    .select({
      id: loads.id,
      routeName: routes.name,
      deliveryDate: loads.deliveryDate,
      closedDay: loads.closedDay,
      credit: loads.creditCents,
      difference: loads.differenceCents,
      reason: loads.closeReason,
      cashExpected: paid.cashExpected,
      cashCounted: paid.cashCounted,
      expected: paid.expected,
      counted: paid.counted,
      mermaCost: lost.cost,
    })
    .from(loads)
    .innerJoin(routes, eq(routes.id, loads.fkRoute))
    .leftJoin(paid, eq(paid.fkLoad, loads.id))
    .leftJoin(lost, eq(lost.fkLoad, loads.id))
    .where(and(between(loads.closedDay, p.from, p.to)))
    .orderBy(asc(loads.closedDay), asc(loads.id));
  return rows.map((r) => ({
    load_id: r.id,
    route_name: r.routeName,
    delivery_date: r.deliveryDate,
    closed_day: r.closedDay!,
    cash_expected: fromCents(Number(r.cashExpected ?? 0)),
    cash_counted: fromCents(Number(r.cashCounted ?? 0)),
    expected: fromCents(Number(r.expected ?? 0)),
    counted: fromCents(Number(r.counted ?? 0)),
    credit: fromCents(Number(r.credit ?? 0)),
    difference: fromCents(Number(r.difference ?? 0)),
    merma_cost: fromCents(toCents(r.mermaCost ?? 0)),
    reason: r.reason,
  }));
}
