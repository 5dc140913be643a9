import { sql } from 'drizzle-orm';
import { periodic } from './advisory.js';
import { rowsOf, type Database, type Db } from './types.js';

/**
 * PGlite has no autovacuum (decision 0058). Without it a shop on the embedded database never had its
 * statistics gathered, its dead rows cleared or its visibility map set: every sale leaves a dead
 * version of its lots and stock rows with new entries in each of their indexes, the planner works
 * from guesses, and the index-only counts (inventory levels, the owner's home) read the table
 * again. This does what autovacuum would, with its default thresholds, on the tables that need it.
 * PostgreSQL has its own autovacuum, so the server schedules this on PGlite only.
 */

/** A table past one of autovacuum's default thresholds, and what it needs. */
export interface TableDue {
  table: string;
  vacuum: boolean;
  analyze: boolean;
}

/** How often, like autovacuum's naptime. */
export const UPKEEP_EVERY_MS = 60_000;

/**
 * Autovacuum's defaults (PostgreSQL 15): vacuum past 50 dead rows + 20 % of the table, or 1,000
 * inserted rows + 20 % (which sets the visibility map of a table that only grows, like the sales);
 * analyze past 50 changed rows + 10 %. A table never counted (reltuples −1) counts as empty.
 */
export async function tablesDue(db: Db): Promise<TableDue[]> {
  return rowsOf<TableDue>(
    await db.execute(sql`select * from (
        select s.relname as "table",
          (s.n_dead_tup > 50 + 0.2 * n.tuples or s.n_ins_since_vacuum > 1000 + 0.2 * n.tuples) as vacuum,
          s.n_mod_since_analyze > 50 + 0.1 * n.tuples as analyze
        from pg_stat_user_tables s join pg_class c on c.oid = s.relid, lateral (select greatest(c.reltuples, 0) as tuples) n
        where s.schemaname = 'public'
      ) t where t.vacuum or t."analyze"
      order by "table"`),
  );
}

/**
 * Vacuums and analyzes the tables due, one statement per table: on PGlite a statement holds the
 * event loop, so requests run between two tables. Answers what it did.
 */
export async function keepTablesUp(db: Db): Promise<TableDue[]> {
  const due = await tablesDue(db);
  for (const t of due) {
    const what = t.vacuum && t.analyze ? sql`vacuum (analyze)` : t.vacuum ? sql`vacuum` : sql`analyze`;
    await db.execute(sql`${what} ${sql.identifier('public')}.${sql.identifier(t.table)}`);
  }
  return due;
}

/** PGlite reports a backend's counts about once a second: waits for those of the writes just made, then `keepTablesUp` (the bench, after generating its data). */
export async function keepTablesUpNow(db: Db): Promise<TableDue[]> {
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  await db.execute(sql`select 1`);
  return keepTablesUp(db);
}

/** Every `everyMs`, on PGlite only; the stop function for the app's close. */
export function scheduleTableUpkeep(database: Database, onError: (err: unknown) => void, everyMs = UPKEEP_EVERY_MS): () => void {
  if (database.kind !== 'pglite') return () => {};
  return periodic(database, 'tableUpkeep', everyMs, () => keepTablesUp(database.db), onError);
}
