import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db, type Executor } from '../../db/types.js';
import { businessToday } from '../../lib/business-time.js';
import type { Ctx } from '../../lib/context.js';

/**
 * Reports over long ranges read whole months and years already summed (decision 0042, migration
 * 0026). A report's range is cut into closed years, closed months and the days left over; a closed
 * period's sums are computed once from the daily rollups, on the first report that needs them,
 * and dropped by a trigger when any of its days is written again (an old sale annulled). Every
 * report statement reads each period either from its sums or from its days, decided inside the
 * statement: exact to the cent at any moment.
 */

/** 'm' one closed month; 'y' a year from 1 January to a closed day past January (the whole year once it closed). */
export type Grain = 'y' | 'm';
export interface Period {
  grain: Grain;
  start: string;
  end: string;
}
export interface RangeCut {
  periods: Period[];
  days: { from: string; to: string }[];
}

/** A period may be summed once it ended at least this many days before the business day. */
export const CLOSED_AFTER_DAYS = 8;

const DAY_MS = 86_400_000;
const toMs = (d: string) => Date.parse(`${d}T00:00:00Z`);
const toDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
export const addDays = (d: string, n: number) => toDay(toMs(d) + n * DAY_MS);
const monthEnd = (d: string) => toDay(Date.UTC(Number(d.slice(0, 4)), Number(d.slice(5, 7)), 0));
const yearEnd = (d: string) => `${d.slice(0, 4)}-12-31`;

/**
 * How far one period from 1 January can reach (null: not past January): the whole year once it
 * closed; for a report that reaches the recent days, up to the last closed day (summed again each
 * day, on the day's first such report); otherwise the last whole month within the range.
 */
function yearRunFrom(yearStart: string, to: string, lastClosed: string): string | null {
  const limit = to < lastClosed ? to : lastClosed;
  if (yearEnd(yearStart) <= limit) return yearEnd(yearStart);
  if (to >= lastClosed && lastClosed.startsWith(yearStart.slice(0, 5)) && lastClosed > monthEnd(yearStart)) return lastClosed;
  const end = monthEnd(limit) === limit ? limit : addDays(`${limit.slice(0, 8)}01`, -1);
  return end > monthEnd(yearStart) ? end : null;
}

/**
 * [from, to] as closed years and months (ending on or before `lastClosed`) and the days between
 * them. Pure: the same cut for the same range and day.
 */
export function cutRange(from: string, to: string, lastClosed: string): RangeCut {
  const cut: RangeCut = { periods: [], days: [] };
  let d = from;
  const addDaysUpTo = (end: string) => {
    const last = cut.days.at(-1);
    if (last && addDays(last.to, 1) === d) last.to = end;
    else cut.days.push({ from: d, to: end });
  };
  while (d <= to) {
    // Past the last closed day no period can start: the rest is one run of days (a range to 2999
    // walked month by month took a quarter of a second).
    if (d > lastClosed) {
      addDaysUpTo(to);
      break;
    }
    const limit = to < lastClosed ? to : lastClosed;
    const run = d.endsWith('-01-01') ? yearRunFrom(d, to, lastClosed) : null;
    if (run) {
      cut.periods.push({ grain: 'y', start: d, end: run });
      d = addDays(run, 1);
    } else if (d.endsWith('-01') && monthEnd(d) <= limit) {
      cut.periods.push({ grain: 'm', start: d, end: monthEnd(d) });
      d = addDays(monthEnd(d), 1);
    } else {
      // Up to the end of this month (a later month may be whole) or the range's end.
      const end = monthEnd(d) < to ? monthEnd(d) : to;
      addDaysUpTo(end);
      d = addDays(end, 1);
    }
  }
  return cut;
}

/** The cut for a report's range in the business time zone's today (no range: every day, uncut). */
export function cutForReport(q: { date_from?: string; date_to?: string }, today: string): RangeCut | null {
  if (!q.date_from || !q.date_to || q.date_from > q.date_to) return null;
  return cutRange(q.date_from, q.date_to, addDays(today, -CLOSED_AFTER_DAYS));
}

const LOCK = 7401160; // the same key as sales_period_forget() in migration 0026

/** Sums the periods not summed yet (each in its own short transaction, under the cache's lock). */
export async function ensurePeriods(db: Db, periods: Period[]): Promise<void> {
  if (periods.length === 0) return;
  const keys = sql.join(
    periods.map((p) => sql`(${p.grain}, ${p.start}::date, ${p.end}::date)`),
    sql`, `,
  );
  const filled = rowsOf<{ key: string }>(await db.execute(sql`select grain || period_start::text || period_end::text as key from sales_period_filled where (grain, period_start, period_end) in (${keys})`));
  const have = new Set(filled.map((f) => f.key));
  for (const p of periods.filter((x) => !have.has(`${x.grain}${x.start}${x.end}`))) {
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${LOCK})`);
      const again = rowsOf(await tx.execute(sql`select 1 from sales_period_filled where grain = ${p.grain} and period_start = ${p.start}::date and period_end = ${p.end}::date`));
      if (again.length) return;
      // The running year's sums up to an earlier day (not a month's end) are not asked for again.
      for (const table of ['sales_period_product', 'sales_period_mark', 'sales_period_filled']) {
        await tx.execute(
          sql`delete from ${sql.raw(table)} where grain = ${p.grain} and period_start = ${p.start}::date and period_end < ${p.end}::date and period_end <> (date_trunc('month', period_end) + interval '1 month - 1 day')::date`,
        );
      }
      await tx.execute(sql`insert into sales_period_product (grain, period_start, period_end, fk_product, fk_mark, quantity, total_cents, cost_cents, discount_cents, lines)
        select ${p.grain}, ${p.start}::date, ${p.end}::date, fk_product, fk_mark, sum(quantity), sum_cents(total_cents), sum_cents(cost_cents), sum_cents(discount_cents), sum(lines)
        from sales_daily_product where day between ${p.start}::date and ${p.end}::date group by fk_product, fk_mark`);
      await tx.execute(sql`insert into sales_period_mark (grain, period_start, period_end, fk_mark, quantity, total_cents, cost_cents, discount_cents, lines)
        select ${p.grain}, ${p.start}::date, ${p.end}::date, fk_mark, sum(quantity), sum_cents(total_cents), sum_cents(cost_cents), sum_cents(discount_cents), sum(lines)
        from sales_daily_mark where day between ${p.start}::date and ${p.end}::date group by fk_mark`);
      await tx.execute(sql`insert into sales_period_filled (grain, period_start, period_end) values (${p.grain}, ${p.start}::date, ${p.end}::date)`);
    });
  }
}

type Level = 'product' | 'mark';
const COLUMNS = { product: sql.raw('fk_product, fk_mark'), mark: sql.raw('fk_mark') } as const;
const SUMS = sql.raw('quantity, total_cents, cost_cents, discount_cents, lines');

/** Each level's summed periods and its daily rollup. */
const TABLES = {
  product: { summed: sql.raw('sales_period_product'), daily: sql.raw('sales_daily_product') },
  mark: { summed: sql.raw('sales_period_mark'), daily: sql.raw('sales_daily_mark') },
} as const;

/** The summed rows of `periods` whose sums are filled (one row per key and period). */
export function summedRows(level: Level, periods: Period[], where: SQL = sql`true`): SQL {
  const keys = sql.join(
    periods.map((p) => sql`(${p.grain}, ${p.start}::date, ${p.end}::date)`),
    sql`, `,
  );
  // A period's sums count only with its filled row, the same test that keeps its days out below.
  return sql`select ${COLUMNS[level]}, ${SUMS} from ${TABLES[level].summed} c
      where (c.grain, c.period_start, c.period_end) in (${keys})
        and exists (select 1 from sales_period_filled f where f.grain = c.grain and f.period_start = c.period_start and f.period_end = c.period_end) and ${where}`;
}

/** The daily rows of those of `periods` whose sums are not filled (usually none, so no day is read). */
export function unsummedDays(level: Level, periods: Period[], where: SQL = sql`true`): SQL {
  const values = sql.join(
    periods.map((p) => sql`(${p.grain}::char(1), ${p.start}::date, ${p.end}::date)`),
    sql`, `,
  );
  // The periods not summed, found first (OFFSET 0 keeps the planner from folding the test into
  // a per-row anti-join over every day of the periods).
  return sql`select ${COLUMNS[level]}, ${SUMS} from ${TABLES[level].daily} d
      join (select p.ps, p.pe from (values ${values}) as p(grain, ps, pe)
        where not exists (select 1 from sales_period_filled f where f.grain = p.grain and f.period_start = p.ps and f.period_end = p.pe) offset 0) m
      on d.day between m.ps and m.pe
      where ${where}`;
}

/**
 * The rollup rows of a range, to be grouped by the caller as `r` (columns: fk_product and fk_mark
 * or fk_mark; quantity, total_cents, cost_cents, discount_cents, lines): each summed period's row,
 * each not-yet-summed period's days, and the days left over. `where`: an extra condition on the
 * rows (a brand, a product), written over plain column names.
 */
export function rollupRows(level: Level, cut: RangeCut, where: SQL = sql`true`): SQL {
  const parts: SQL[] = [];
  if (cut.periods.length) parts.push(summedRows(level, cut.periods, where), unsummedDays(level, cut.periods, where));
  for (const r of cut.days) parts.push(sql`select ${COLUMNS[level]}, ${SUMS} from ${TABLES[level].daily} where day between ${r.from}::date and ${r.to}::date and ${where}`);
  if (parts.length === 0) return sql`select ${COLUMNS[level]}, ${SUMS} from ${TABLES[level].daily} where false`;
  return sql.join(parts, sql` union all `);
}

/** The same rows without a cut (a report with no range): the daily rollup alone. */
export function allRollupRows(level: Level, where: SQL = sql`true`): SQL {
  return sql`select ${COLUMNS[level]}, ${SUMS} from ${TABLES[level].daily} where ${where}`;
}

/**
 * The rollup rows of a report's range (`rollupRows`), its closed periods summed first: what every
 * rollup report groups. Without a whole range, the daily rollup alone.
 */
export async function rangeRollup(ctx: Pick<Ctx, 'db' | 'config'>, level: Level, q: { date_from?: string; date_to?: string }, where: SQL = sql`true`): Promise<SQL> {
  return (await rangeRollups(ctx, q)).rows(level, where);
}

/** A report's range: its cut (null: no whole range) and the builder of its rollup rows. */
export interface RangeRows {
  cut: RangeCut | null;
  rows: (level: Level, where?: SQL) => SQL;
}

/** The rollup rows of a cut whose periods are summed (or read from their days when not). */
export const rangeOfCut = (cut: RangeCut): RangeRows => ({ cut, rows: (level, where = sql`true`) => rollupRows(level, cut, where) });

/**
 * A report's range, its closed periods summed first (once, for a statement that reads the range
 * at both levels or with several conditions). Without a whole range, the daily rollup alone.
 */
export async function rangeRollups(ctx: Pick<Ctx, 'db' | 'config'>, q: { date_from?: string; date_to?: string }): Promise<RangeRows> {
  const today = businessToday(ctx.config.tzBusiness);
  if (!q.date_from || !q.date_to || q.date_from > q.date_to) return { cut: null, rows: (level, where = sql`true`) => allRollupRows(level, sql`${where}${rangeWhere(q)}`) };
  const range = withinYearsOfData(q as Required<typeof q>, await daysWithSales(ctx.db), today);
  const cut = range ? cutForReport(range, today)! : { periods: [], days: [] };
  await ensurePeriods(ctx.db, cut.periods);
  return rangeOfCut(cut);
}

/** The first and last day of the daily rollups (null: no sale yet): two probes of its key's index. */
async function daysWithSales(db: Executor): Promise<{ first: string; last: string } | null> {
  const [r] = rowsOf<{ first: string | null; last: string | null }>(
    await db.execute(sql`select (select min(day) from sales_daily_product)::text as first, (select max(day) from sales_daily_product)::text as last`),
  );
  return r?.first && r.last ? { first: r.first, last: r.last } : null;
}

/**
 * A range narrowed to the whole years that hold sales (this year's included, where a sale may be
 * arriving): 1900–2999 costs what the years with data cost, not 1,100 years of periods to sum and
 * read (1.2 s for one sale). The days cut off hold no rollup row, so the answer is the same; whole
 * years keep the cut's periods the ones other reports sum and reuse. Null: no day of it has sales.
 */
export function withinYearsOfData(
  q: { date_from: string; date_to: string },
  data: { first: string; last: string } | null,
  today: string,
): { date_from: string; date_to: string } | null {
  if (!data) return null;
  const firstYear = `${data.first.slice(0, 4)}-01-01`;
  const lastYear = yearEnd(data.last > today ? data.last : today);
  const range = { date_from: q.date_from > firstYear ? q.date_from : firstYear, date_to: q.date_to < lastYear ? q.date_to : lastYear };
  return range.date_from <= range.date_to ? range : null;
}

/** A half-open range's bounds on the daily rollup's `day` (a report with one bound or none). */
function rangeWhere(q: { date_from?: string; date_to?: string }): SQL {
  return sql`${q.date_from ? sql` and day >= ${q.date_from}::date` : sql``}${q.date_to ? sql` and day <= ${q.date_to}::date` : sql``}`;
}
