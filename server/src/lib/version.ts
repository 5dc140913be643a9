import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { MSG } from '@lactea/contracts';
import type { Executor } from '../db/types.js';
import { conflict, notFound } from './errors.js';

/**
 * Row versions (docs/decisions, "row versions"): every editable row carries `version`, answered in
 * its list rows; an edit or change-state sends back the version it was loaded with and is refused
 * with 409 (nothing written) when the row moved on meanwhile, never overwriting a colleague's
 * change. Two ways, same effect: `UPDATE … WHERE id = $1 AND version = $2` (sameVersion, then
 * refuseMissOrStale when no row matched), or, when the edit needs the old row, read it FOR UPDATE
 * and checkVersion. Either way the SET includes bumpVersion.
 */
export interface VersionedTable extends PgTable {
  id: PgColumn;
  version: PgColumn;
}

/** Which row, as the person saw it. */
export interface RowRef {
  id: number;
  version: number;
}

/** 409: the row moved on since the person loaded it. */
export const staleEdit = () => conflict(MSG.staleEdit);

/** The SET entry every write of a versioned row includes (also writes that need no check). */
export const bumpVersion = (table: VersionedTable) => ({ version: sql`${table.version} + 1` });

/** `id = $1 AND version = $2`. */
export const sameVersion = (table: VersionedTable, ref: RowRef): SQL =>
  and(eq(table.id, ref.id), eq(table.version, ref.version)) as SQL;

/** After a versioned UPDATE matched no row: 404 when the id does not exist, else 409. */
export async function refuseMissOrStale(tx: Executor, table: VersionedTable, id: number, missing: string): Promise<never> {
  const [row] = await tx.select({ id: table.id }).from(table).where(eq(table.id, id));
  throw row ? staleEdit() : notFound(missing);
}

/**
 * Checks the row an edit read (locked FOR UPDATE in its transaction, so nobody changes it until
 * commit) against the version the person loaded: 404 when there is no row, 409 when it moved on.
 * The UPDATE that follows must include bumpVersion(table).
 */
export function checkVersion<Row extends { version: number }>(row: Row | undefined, ref: RowRef, missing: string): Row {
  if (!row) throw notFound(missing);
  if (row.version !== ref.version) throw staleEdit();
  return row;
}
