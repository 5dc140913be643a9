import { and, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { DASHBOARD_TOP, DEBT_AGES } from '@lactea/contracts';
import { clients, sales } from '../../db/schema/index.js';
import type { Executor } from '../../db/types.js';
import { numericCents } from '../cash/period.js';
import { openDebt, owedSum } from '../cash/debts.service.js';
import { addDays } from '../stock/stock-sql.js';

/** An age bucket as the sale-date range COBRO DEUDAS filters by (date_from null = no lower bound). */
export function ageRange(today: string, age: (typeof DEBT_AGES)[number]): { date_from: string | null; date_to: string } {
  return { date_from: age.to === null ? null : addDays(today, -age.to), date_to: addDays(today, -age.from) };
}

/**
 * The open debts (COBRO DEUDAS' own predicate and sum, debts.service.ts) by age and the clients
 * that owe most, from ONE scan grouped by client × age bucket (a few thousand groups at most): the
 * ages and the debtors are added up here in integer cents. Age = days since the sale date.
 */
export async function openDebtFigures(db: Executor, today: string) {
  const ranges = DEBT_AGES.map((age) => ({ age, range: ageRange(today, age) }));
  const bucket = sql.join(
    ranges.map(({ range }, i) => (range.date_from ? sql`when ${sales.date} >= ${range.date_from} then ${i}` : sql`else ${i}`)),
    sql` `,
  );
  const groups = await db
    .select({ client: sales.fkClient, age: sql<number>`(case ${bucket} end)::int`.as('age'), total: owedSum, n: sql<number>`count(*)::int` })
    .from(sales)
    .where(and(openDebt(), lte(sales.date, today)) as SQL)
    .groupBy(sales.fkClient, sql`2`);
  const ages = ranges.map(({ age, range }) => ({ key: age.key, label: age.label, ...range, cents: 0, debts: 0 }));
  const perClient = new Map<number, { cents: number; debts: number }>();
  for (const g of groups) {
    const cents = numericCents(g.total);
    const n = Number(g.n);
    ages[Number(g.age)].cents += cents;
    ages[Number(g.age)].debts += n;
    const id = g.client ?? 0;
    const c = perClient.get(id) ?? perClient.set(id, { cents: 0, debts: 0 }).get(id)!;
    c.cents += cents;
    c.debts += n;
  }
  const top = [...perClient.entries()].sort(([a, x], [b, y]) => y.cents - x.cents || a - b).slice(0, DASHBOARD_TOP);
  const ids = top.map(([id]) => id);
  const names = ids.length ? await db.select({ id: clients.id, name: clients.businessName }).from(clients).where(inArray(clients.id, ids)) : [];
  const nameOf = new Map(names.map((c) => [c.id, c.name]));
  return {
    totalCents: ages.reduce((s, a) => s + a.cents, 0),
    debts: ages.reduce((s, a) => s + a.debts, 0),
    ages,
    top: top.map(([id, c]) => ({ id_client: id, client: nameOf.get(id) ?? '', cents: c.cents, debts: c.debts })),
  };
}
