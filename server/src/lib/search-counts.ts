import { eq, sql, type SQL } from 'drizzle-orm';
import { bigint, PgDialect, pgTable, text } from 'drizzle-orm/pg-core';
import type { Db } from '../db/types.js';

/**
 * Totals of text searches, cached under the searched table's version (table_versions, bumped by a
 * statement trigger in the writer's own transaction, migration 0009). Counting the matches of a
 * search is most of a search's cost on PGlite, which runs one query at a time: at 4,600 products
 * and 50 concurrent searches every request queued behind 50 counts. A cached
 * total is served only while the version it was counted at is still the current one, so any write
 * to the table, by any code path or process, makes it stale at once.
 */
const MAX_ENTRIES = 2000;

interface Entry {
  version: string;
  total: number;
}

class SearchCounts {
  private entries = new Map<string, Entry>();
  /** Counts under way, by key and version: concurrent misses of one search share one count. */
  readonly pending = new Map<string, Promise<{ total: number; version: string }>>();

  get(key: string, version: string): number | undefined {
    const hit = this.entries.get(key);
    if (!hit || hit.version !== version) return undefined;
    // Map order is insertion order: re-inserting keeps the most used keys away from eviction.
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit.total;
  }

  set(key: string, version: string, total: number): void {
    this.entries.delete(key);
    this.entries.set(key, { version, total });
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
  }
}

/**
 * Written only by triggers in SQL (migration 0009); declared here, outside the schema folder, so
 * drizzle-kit leaves the hand-written table alone.
 */
const tableVersions = pgTable('table_versions', {
  name: text('name').primaryKey(),
  v: bigint('v', { mode: 'bigint' }).notNull(),
});

/** One cache per open database (tests open several in one process; versions are per database). */
const caches = new WeakMap<Db, SearchCounts>();

export type VersionedTable = 'products';

/** The table's current version, as text (bigint). */
export async function tableVersion(db: Db, table: VersionedTable): Promise<string> {
  const [row] = await db.select({ v: sql<string>`${tableVersions.v}::text` }).from(tableVersions).where(eq(tableVersions.name, table));
  return row?.v ?? '0';
}

/**
 * The total for `key` (the table, the folded search and every filter), counted by `count` only when
 * the table changed since it was last counted. The version is read in the count's own statement
 * snapshot (`count` answers it), so a total is never stored under a version it did not see.
 * `knownVersion`: the version a statement of this same request already read (a page selecting
 * `versionColumn` beside its rows), which spares PGlite's one-at-a-time queue a round trip.
 */
export async function cachedCount(
  db: Db,
  table: VersionedTable,
  key: string,
  count: () => Promise<{ total: number; version: string }>,
  knownVersion?: string,
): Promise<number> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new SearchCounts()));
  const current = knownVersion ?? (await tableVersion(db, table));
  const hit = cache.get(key, current);
  if (hit !== undefined) return hit;
  // A burst of the same search (50 tills typing 'leche') would otherwise queue 50 equal counts.
  const flight = `${current}\u0000${key}`;
  let pending = cache.pending.get(flight);
  if (!pending) {
    const fresh = cache;
    pending = count()
      .then((counted) => {
        fresh.set(key, counted.version, counted.total);
        return counted;
      })
      .finally(() => fresh.pending.delete(flight));
    cache.pending.set(flight, pending);
  }
  return (await pending).total;
}

const dialect = new PgDialect();

/**
 * A cache key that is the filter itself (its SQL text and parameters), so a filter added to a list
 * later can never share a cached total with a different filter.
 */
export function whereKey(where: SQL | undefined): string {
  if (!where) return '';
  const { sql: text, params } = dialect.sqlToQuery(where);
  return `${text}\u0000${JSON.stringify(params)}`;
}

/** The version column to select beside a count, read in the same snapshot. */
export const versionColumn = (table: VersionedTable) =>
  sql<string>`(select ${tableVersions.v}::text from ${tableVersions} where ${tableVersions.name} = ${table})`;
