import { and, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
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

const inRange = (r: { date_from: string | null; date_to: string }): SQL =>
  and(openDebt(), lte(sales.date, r.date_to), r.date_from ? gte(sales.date, r.date_from) : undefined)!;

/**
 * The open debts (COBRO DEUDAS' own predicate and sum, debts.service.ts) by age and the clients
 * that owe most. Open credit sales are few and ride sales_debt_open_idx.
 */
export async function openDebtFigures(db: Executor, today: string) {
  const ranges = DEBT_AGES.map((age) => ({ age, range: ageRange(today, age) }));
  const [perAge, top] = await Promise.all([
    Promise.all(ranges.map(({ range }) => db.select({ total: owedSum, n: sql<number>`count(*)::int` }).from(sales).where(inRange(range)))),
    db
      .select({ id: sales.fkClient, total: owedSum, n: sql<number>`count(*)::int` })
      .from(sales)
      .where(openDebt())
      .groupBy(sales.fkClient)
      .orderBy(desc(owedSum), sales.fkClient)
      .limit(DASHBOARD_TOP),
  ]);
  const ids = top.map((t) => t.id).filter((id): id is number => id !== null);
  const names = ids.length ? await db.select({ id: clients.id, name: clients.businessName }).from(clients).where(inArray(clients.id, ids)) : [];
  const nameOf = new Map(names.map((c) => [c.id, c.name]));
  const ages = ranges.map(({ age, range }, i) => ({ key: age.key, label: age.label, ...range, cents: numericCents(perAge[i][0].total), debts: Number(perAge[i][0].n) }));
  return {
    totalCents: ages.reduce((s, a) => s + a.cents, 0),
    debts: ages.reduce((s, a) => s + a.debts, 0),
    ages,
    top: top.map((t) => ({ id_client: t.id ?? 0, client: (t.id !== null && nameOf.get(t.id)) || '', cents: numericCents(t.total), debts: Number(t.n) })),
  };
}

/** One client's open debts (the agreement tests compare the debtors list with COBRO DEUDAS by client). */
export const clientOpenDebt = (id: number): SQL => and(openDebt(), eq(sales.fkClient, id))!;
