import { createHash } from 'node:crypto';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from './types.js';

/**
 * Prepared statements for the sale's hot statements (decision 0049). PostgreSQL spent
 * more time parsing and planning the sale's write statement than running it; a named statement is
 * parsed once per pooled connection and, after a few runs, planned once. Only for statements whose
 * text is one of a few fixed shapes, whatever the number of lines and lots: lists go in as ONE
 * array parameter each (`pgArray`, unnested by the statement), never as a list of parameters.
 * Every distinct text stays prepared on every connection of the pool until it closes.
 * PGlite ignores the name (it has no pool, and the statement runs as before).
 */

const dialect = new PgDialect();

/** Runs `query` as a named prepared statement (named by its text): answers `{ rows }` like `execute`. */
export function executePrepared(executor: Executor, query: SQL): Promise<unknown> {
  const built = dialect.sqlToQuery(query);
  const name = `lactea_${createHash('sha1').update(built.sql).digest('base64url').slice(0, 22)}`;
  return executor._.session.prepareQuery(built, undefined, name, false).execute();
}

/**
 * A PostgreSQL array literal of `values` (`{"1","2",NULL}`), to pass a list as one parameter and
 * cast it (`::int[]`, `::numeric[]`, `::varchar[]`). Every element is quoted, so text with commas,
 * quotes or braces arrives as it is; null is SQL NULL.
 */
export function pgArray(values: readonly (string | number | null)[]): string {
  return `{${values.map((v) => (v === null ? 'NULL' : `"${String(v).replace(/["\\]/g, '\\$&')}"`)).join(',')}}`;
}

/**
 * `json` (jsonb) with `id` set to `newId`, the id of a row the same statement inserts (the sale's
 * write, decision 0050): its audit row's `after` and the idempotency key's stored answer.
 */
export const jsonbWithId = (json: SQL, newId: SQL): SQL => sql`${json} || jsonb_build_object('id', ${newId})`;

/** `column = any(ids)` with the ids as one array parameter: `inArray` with a text that does not depend on how many. */
export const anyOf = (column: AnyColumn, ids: readonly number[]): SQL => sql`${column} = any(${pgArray(ids)}::int[])`;
