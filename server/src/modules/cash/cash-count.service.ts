import { between, desc, eq } from 'drizzle-orm';
import { countedCents, toCents, type CashCount, type CashCountBody, type PeriodQuery } from '@lactea/contracts';
import { cashCounts, users } from '../../db/schema/index.js';
import type { Executor } from '../../db/types.js';
import { actor, type Ctx } from '../../lib/context.js';
import { audit } from '../../lib/audit.js';
import { hhmmss, nowInBusiness } from '../expenses/expense-rows.js';
import { cashDeskClosing } from './closing.service.js';
import { resolvePeriod } from './period.js';

/** A period's counts are at most one a day: a year and a bit is the longest list answered. */
const COUNTS_MAX = 400;

const columns = {
  id: cashCounts.id,
  day: cashCounts.day,
  counts: cashCounts.counts,
  countedCents: cashCounts.countedCents,
  expectedCents: cashCounts.expectedCents,
  date: cashCounts.date,
  hour: cashCounts.hour,
  user: users.name,
};
type Row = { id: number; day: string; counts: Record<string, number> | null; countedCents: number; expectedCents: number; date: string; hour: string; user: string };

const toCount = (r: Row): CashCount => ({
  id: r.id,
  day: r.day,
  counts: r.counts,
  counted: Number(r.countedCents) / 100,
  expected: Number(r.expectedCents) / 100,
  difference: (Number(r.countedCents) - Number(r.expectedCents)) / 100,
  user: r.user,
  date: r.date,
  hour: hhmmss(r.hour),
});

const select = (db: Executor) => db.select(columns).from(cashCounts).innerJoin(users, eq(users.id, cashCounts.fkUser));

/**
 * POST sale/cash-count: today's count beside today's closing. The expected cash is the closing's
 * 'Diferencia caja' computed by the server when the count is saved (never the client's figure);
 * counting again the same day replaces the row, and the audit keeps both.
 */
export async function saveCashCount(ctx: Ctx, body: CashCountBody): Promise<CashCount> {
  const now = nowInBusiness(ctx);
  const closing = await cashDeskClosing(ctx, { date_from: now.date, date_to: now.date });
  const counted = body.counts ? countedCents(body.counts) : toCents(body.total ?? 0);
  const values = {
    day: now.date,
    counts: body.counts ?? null,
    countedCents: counted,
    expectedCents: toCents(closing.cash_difference),
    fkUser: actor(ctx).id,
    date: now.date,
    hour: now.hour,
  };
  const id = await ctx.db.transaction(async (tx) => {
    const [before] = await select(tx).where(eq(cashCounts.day, now.date)).for('update', { of: cashCounts });
    const [row] = await tx.insert(cashCounts).values(values).onConflictDoUpdate({ target: cashCounts.day, set: values }).returning({ id: cashCounts.id });
    const after = { day: values.day, counts: values.counts, counted: counted / 100, expected: values.expectedCents / 100 };
    await audit(tx, ctx, { action: before ? 'edit' : 'add', entity: 'cash_count', entityId: row.id, before: before ? toCount(before) : undefined, after });
    return row.id;
  });
  const [saved] = await select(ctx.db).where(eq(cashCounts.id, id));
  return toCount(saved);
}

/** GET sale/cash-count: the period's counts, newest day first; a cashier may ask only for today. */
export async function listCashCounts(ctx: Ctx, q: PeriodQuery): Promise<{ data: CashCount[] }> {
  const p = resolvePeriod(ctx, q);
  const rows = await select(ctx.db).where(between(cashCounts.day, p.from, p.to)).orderBy(desc(cashCounts.day)).limit(COUNTS_MAX);
  return { data: rows.map(toCount) };
}
