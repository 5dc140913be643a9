import type pg from 'pg';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type * as schema from './schema/index.js';

export type Schema = typeof schema;
/** The common face of the PGlite and node-postgres drizzle databases. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** What a query may run on: the database, or (inside a transaction) only the transaction. */
export type Executor = Db | Tx;

/**
 * The driver's client under `executor` when it is the database itself (node-postgres' pool, PGlite,
 * or a single node-postgres client); undefined for a transaction, which drizzle gives none.
 */
export const driverClientOf = (executor: Executor): unknown => (executor as unknown as { $client?: unknown }).$client;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** PostgreSQL only: the connection string, for connections of their own (LISTEN). */
  url?: string;
  /** PostgreSQL only: the pool, for a statement that needs one session (advisory locks). */
  pool?: pg.Pool;
  close(): Promise<void>;
  /** PGlite only: a compressed copy of the data directory. */
  dump?(): Promise<Blob>;
}

/** Rows of a raw `execute`: node-postgres and PGlite both answer `{ rows }`. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
