import { and, gte, sql, type SQL } from 'drizzle-orm';
import { DASHBOARD_TOP, DEBT_AGES, toCents } from '@lactea/contracts';
import { clientOpenDebts, clients, sales } from '../../db/schema/index.js';
import { rowsOf, type Executor } from '../../db/types.js';
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
 * 0044); only the recent buckets are read from the sales, summed per bucket from an index (a month
 * of credit sales at most). The oldest bucket is what all clients owe minus the recent buckets:
 * exact, in integer cents, without reading years of open sales (every open debt has a client, the
 * check sales_credit_needs_client). Age = days since the sale date; a sale dated after today (none
 * is) would count in the first bucket.
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
  const [groups, owedMost] = await Promise.all([
    db
      .select({ age: sql<number>`(case ${bucket} end)::int`.as('age'), total: owedSum, n: sql<number>`count(*)::int` })
      .from(sales)
      .where(and(openDebt(), gte(sales.date, since)) as SQL)
      .groupBy(sql`1`),
    // The clients that owe most, named, each row carrying what all clients owe (summed before the limit).
    db.execute(sql`
      select t.fk_client, t.owed_cents, t.debts, t.all_cents, t.all_debts, c.business_name
        from (select fk_client, owed_cents, debts, sum(owed_cents) over () as all_cents, sum(debts) over () as all_debts
                from ${clientOpenDebts} where debts > 0 order by owed_cents desc, fk_client limit ${DASHBOARD_TOP}) t
        join ${clients} c on c.id = t.fk_client
       order by t.owed_cents desc, t.fk_client`),
  ]);
  type Owing = { fk_client: number; owed_cents: string | number; debts: number; all_cents: string | number; all_debts: string | number; business_name: string };
  const top = rowsOf<Owing>(owedMost);
  const ages = ranges.map(({ age, range }) => ({ key: age.key, label: age.label, ...range, cents: 0, debts: 0 }));
  const all: Owed = { cents: Number(top[0]?.all_cents ?? 0), debts: Number(top[0]?.all_debts ?? 0) };
  for (const g of groups) {
    const cents = toCents(g.total);
    const n = Number(g.n);
    add(ages[Number(g.age)], cents, n);
    add(all, -cents, -n);
  }
  if (oldest >= 0) add(ages[oldest], all.cents, all.debts);
  return {
    totalCents: ages.reduce((s, a) => s + a.cents, 0),
    debts: ages.reduce((s, a) => s + a.debts, 0),
    ages,
    top: top.map((c) => ({ id_client: Number(c.fk_client), client: c.business_name, cents: Number(c.owed_cents), debts: Number(c.debts) })),
  };
}
