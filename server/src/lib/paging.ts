import { and, desc, eq, like, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { fold, searchTerms, type Paged } from '@lactea/contracts';
import type { Db, Executor } from '../db/types.js';

export interface PageWindow {
  limit: number;
  offset: number;
}

export function pageWindow(page: number, pageSize: number): PageWindow {
  return { limit: pageSize, offset: (page - 1) * pageSize };
}

/** A page past the end answers an empty `data` with the right `last_page`. */
export function pagedAnswer<T>(data: T[], total: number, page: number, pageSize: number): Paged<T> {
  return { data, total, current_page: page, last_page: Math.max(1, Math.ceil(total / pageSize)) };
}

/** `%term%` for LIKE with the wildcards of the term itself escaped. */
export function likePattern(foldedTerm: string): string {
  return `%${foldedTerm.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Terms of 3+ characters can use a trigram index; PostgreSQL's planner underestimates LIKE on long
 * text and often prefers a sequential scan that is ~10x slower at 50,000 rows. Counting the
 * matches of such a term runs with sequential scans discouraged, inside its own transaction.
 */
export const TRIGRAM_MIN_TERM = 3;

/** Runs a count of `search`'s matches, with sequential scans discouraged when the term is long enough (above). */
export function trigramCount<T>(db: Db, search: string, count: (exec: Executor) => Promise<T>): Promise<T> {
  if (!search || fold(search).length < TRIGRAM_MIN_TERM) return count(db);
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return count(tx);
  });
}

/**
 * Every word of `search` somewhere in the folded `searchColumn`, in any order (decision 0030, first
 * for products, now every list's search): 'san calixto colegio' finds 'Colegio San Calixto'.
 * Undefined for an empty search.
 */
export function wordsFilter(search: string, searchColumn: AnyPgColumn): SQL | undefined {
  const terms = searchTerms(search);
  return terms.length ? and(...terms.map((t) => like(searchColumn, likePattern(t)))) : undefined;
}

/** `search` (its words, on the table's folded column) and the state filter (2 = all), ANDed. */
export function searchAndState(search: string, searchColumn: AnyPgColumn, enabled: 0 | 1 | 2, enabledColumn: AnyPgColumn): SQL | undefined {
  const filters: SQL[] = [];
  const words = wordsFilter(search, searchColumn);
  if (words) filters.push(words);
  if (enabled !== 2) filters.push(eq(enabledColumn, enabled));
  return filters.length ? and(...filters) : undefined;
}

export async function countRows(db: Executor, table: PgTable, where: SQL | undefined): Promise<number> {
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(table).where(where);
  return Number(total);
}

/**
 * The ids of one page, as a subquery the list joins its other tables to (decision 0061): the OFFSET
 * steps over entries of the index that gives `order`, and only the page's rows are joined.
 */
export function pageIds(db: Executor, table: PgTable, id: AnyPgColumn, where: SQL | undefined, order: SQL[], { limit, offset }: PageWindow) {
  return db.select({ id }).from(table).where(where).orderBy(...order).limit(limit).offset(offset).as('page');
}

/** One page and its total, fetched together: the body of every paged list. */
export async function paged<T>(
  page: number,
  pageSize: number,
  rows: (window: PageWindow) => Promise<T[]>,
  total: () => Promise<number>,
): Promise<Paged<T>> {
  const [data, count] = await Promise.all([rows(pageWindow(page, pageSize)), total()]);
  return pagedAnswer(data, count, page, pageSize);
}

/**
 * The order of a named master-data list (brands, price lists): newest first (the screen: a new row
 * goes on top) or by name in Spanish order (pickers: Á beside A), by id for ties.
 */
export const recentOrByName = (order: 'recent' | 'name', name: AnyPgColumn, id: AnyPgColumn): SQL[] =>
  order === 'name' ? [sql`${name} collate "und-x-icu"`, sql`${id}`] : [desc(id)];
