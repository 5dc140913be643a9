import { and, gt, gte, inArray, sql, type SQL } from 'drizzle-orm';
import { DASHBOARD_TOP, DEBT_AGES } from '@lactea/contracts';
import { clientOpenDebts, clients, sales } from '../../db/schema/index.js';
import type { Executor } from '../../db/types.js';
import { numericCents } from '../cash/period.js';
import { openDebt, owedSum } from '../cash/debts.service.js';
import { addDays } from '../stock/stock-sql.js';

/** An age bucket as the sale-date range COBRO DEUDAS filters by (date_from null = no lower bound). */
export function ageRange(today: string, age: (typeof DEBT_AGES)[number]): { date_from: string | null; date_to: string } {
  return { date_from: age.to === null ? null : addDays(today, -age.to), date_to: addDays(today, -age.from) };
}

type Owed = { cents: number; debts: number };
const add = (to: Owed, cents: number, debts: number) => {
  to.cents += cents;
  to.debts += debts;
};

/**
 * The open debts (COBRO DEUDAS' own predicate and sum, debts.service.ts) by age and the clients
 * that owe most. What each client owes in all is kept by a trigger (client_open_debts, decision
 * 0044); only the recent buckets are read from the sales, grouped by client × bucket from an
 * index (a month of credit sales at most). The oldest bucket is each client's total minus its
 * recent debts: exact, in integer cents, without reading years of open sales. Age = days since
 * the sale date; a sale dated after today (none is) would count in the first bucket.
 */
export async function openDebtFigures(db: Executor, today: string) {
  const ranges = DEBT_AGES.map((age) => ({ age, range: ageRange(today, age) }));
  const recent = ranges.filter(({ range }) => range.date_from !== null);
  const oldest = ranges.findIndex(({ range }) => range.date_from === null);
  const since = recent.reduce((min, { range }) => (range.date_from! < min ? range.date_from! : min), today);
  const bucket = sql.join(
    recent.map(({ range }) => sql`when ${sales.date} >= ${range.date_from} then ${ranges.findIndex((r) => r.range === range)}`),
    sql` `,
  );
  const [groups, totals] = await Promise.all([
    db
      .select({ client: sales.fkClient, age: sql<number>`(case ${bucket} end)::int`.as('age'), total: owedSum, n: sql<number>`count(*)::int` })
      .from(sales)
      .where(and(openDebt(), gte(sales.date, since)) as SQL)
      .groupBy(sales.fkClient, sql`2`),
    db.select().from(clientOpenDebts).where(gt(clientOpenDebts.debts, 0)),
  ]);
  const ages = ranges.map(({ age, range }) => ({ key: age.key, label: age.label, ...range, cents: 0, debts: 0 }));
  const perClient = new Map<number, Owed>(totals.map((t) => [t.fkClient, { cents: Number(t.owedCents), debts: t.debts }]));
  const recentOf = new Map<number, Owed>();
  for (const g of groups) {
    const cents = numericCents(g.total);
    const n = Number(g.n);
    add(ages[Number(g.age)], cents, n);
    const id = g.client ?? 0;
    add(recentOf.get(id) ?? recentOf.set(id, { cents: 0, debts: 0 }).get(id)!, cents, n);
  }
  if (oldest >= 0) for (const [id, all] of perClient) add(ages[oldest], all.cents - (recentOf.get(id)?.cents ?? 0), all.debts - (recentOf.get(id)?.debts ?? 0));
  const top = [...perClient.entries()].filter(([, c]) => c.debts > 0).sort(([a, x], [b, y]) => y.cents - x.cents || a - b).slice(0, DASHBOARD_TOP);
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
