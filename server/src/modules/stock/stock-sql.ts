import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { productStock } from '../../db/schema/index.js';
import type { Executor } from '../../db/types.js';
import { businessToday as businessDate } from '../../lib/business-time.js';

/**
 * Dates as the shop lives them: "today", a row's date and hour, and a registration-date range are
 * all in the business time zone (TZ_BUSINESS), computed by the database so every process agrees.
 */

/** Today in the business time zone, as a SQL date (comparable with `expiration_date`, index-friendly). */
export const businessToday = (tz: string): SQL => sql`(now() at time zone ${tz})::date`;

/** Today in the business time zone as 'YYYY-MM-DD'. */
export const todayText = (tz: string, at?: Date): string => businessDate(tz, at);

export const localDate = (col: AnyPgColumn, tz: string) => sql<string>`to_char(${col} at time zone ${tz}, 'YYYY-MM-DD')`;
export const localHour = (col: AnyPgColumn, tz: string) => sql<string>`to_char(${col} at time zone ${tz}, 'HH24:MI:SS')`;

/**
 * A timestamp column within business dates `from`..`to` (both inclusive, either optional), as
 * bounds on the column itself so its index is used.
 */
export function withinDates(col: AnyPgColumn, tz: string, from: string | undefined, to: string | undefined): SQL | undefined {
  const bounds: SQL[] = [];
  if (from) bounds.push(sql`${col} >= (${from}::date::timestamp at time zone ${tz})`);
  if (to) bounds.push(sql`${col} < ((${to}::date + 1)::timestamp at time zone ${tz})`);
  return bounds.length ? and(...bounds) : undefined;
}

/** ANDs the filters that are present. */
export const allOf = (filters: (SQL | undefined)[]): SQL | undefined => {
  const present = filters.filter((f): f is SQL => f !== undefined);
  return present.length ? and(...present) : undefined;
};

/** Whether a product exists (its stock row is made with it by a trigger: a primary-key lookup). */
export async function productExists(db: Executor, fkProduct: number): Promise<boolean> {
  const [row] = await db.select({ id: productStock.fkProduct }).from(productStock).where(eq(productStock.fkProduct, fkProduct));
  return Boolean(row);
}

/** 'YYYY-MM-DD' `days` after (or before) `date`. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
