import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { takingTurns } from './pglite-turns.js';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.js';
import type { Database, Db } from './types.js';
import { acquireLock } from './lock.js';
import { withLock } from './advisory.js';
import { retryTransactions } from './retry.js';
import { redactDbError } from '../lib/db-errors.js';

/** The part of a pino logger the database layer uses (main passes the app's logger). */
export interface DbLog {
  error(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}
const consoleLog: DbLog = {
  error: (obj, msg) => console.error(msg, obj),
  warn: (obj, msg) => console.warn(msg, obj),
};

const here = path.dirname(fileURLToPath(import.meta.url));

/** Migrations sit beside this file in development and beside the bundle once built. */
export function migrationsFolder(): string {
  const candidates = [path.join(here, 'migrations'), path.join(here, 'db/migrations')];
  const found = candidates.find((c) => fs.existsSync(path.join(c, 'meta/_journal.json')));
  if (!found) throw new Error('No se encontró la carpeta de migraciones');
  return found;
}

export interface OpenOptions {
  databaseUrl?: string;
  /** PGlite directory; undefined = in memory. */
  dataDir?: string;
  /** PGlite: start from this dump instead of the directory (test clones). */
  loadDataDir?: Blob;
  lock?: boolean;
  migrate?: boolean;
  /** Where a lost connection or a retried transaction is reported (default: the console). */
  log?: DbLog;
  /** PostgreSQL: how long a call waits for a connection before answering 503 (ms). */
  connectTimeoutMs?: number;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  const log = opts.log ?? consoleLog;
  const database = opts.databaseUrl ? await openPostgres(opts.databaseUrl, log, opts.connectTimeoutMs ?? 5000) : await openPglite(opts);
  retryTransactions(database.db, (err, attempt) => log.warn({ dbError: redactDbError(err), attempt }, 'transacción reintentada (conflicto o deadlock)'));
  // N processes starting at once: one migrates, the others wait and then find nothing to do.
  if (opts.migrate !== false) await withLock(database, 'startup', () => runMigrations(database));
  return database;
}

async function openPostgres(url: string, log: DbLog, connectTimeoutMs: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: connectTimeoutMs });
  // A connection the server closes (restart, pg_terminate_backend, network) emits 'error' on
  // its client; with no listener Node would end the process. Log it and go on: the pool drops
  // that client, calls meanwhile answer 503, and the next call opens a fresh connection.
  const lost = (err: Error) => log.error({ dbError: redactDbError(err) }, 'conexión con PostgreSQL perdida');
  pool.on('error', lost);
  // A client in use (inside a transaction) reports the loss on its next query, which fails and
  // answers 503; its own 'error' event must only not go unheard (the pool logs idle ones).
  pool.on('connect', (client) => client.on('error', () => {}));
  // Dates and numerics stay strings; money is converted explicitly.
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  await pool.query('select 1');
  let ended = false;
  return {
    kind: 'postgres',
    db,
    url,
    pool,
    close: async () => {
      if (ended) return;
      ended = true;
      await pool.end();
    },
  };
}

async function openPglite(opts: OpenOptions): Promise<Database> {
  const release = opts.dataDir && opts.lock !== false ? acquireLock(opts.dataDir) : () => {};
  try {
    const client = await PGlite.create({
      dataDir: opts.dataDir,
      loadDataDir: opts.loadDataDir,
      extensions: { pg_trgm },
    });
    const db = drizzlePglite(takingTurns(client), { schema }) as unknown as Db;
    return {
      kind: 'pglite',
      db,
      close: async () => {
        if (client.closed) return;
        await client.close();
        release();
      },
      dump: async () => (await client.dumpDataDir('gzip')) as Blob,
    };
  } catch (err) {
    release();
    throw err;
  }
}

export async function runMigrations(database: Database): Promise<void> {
  const migrationsFolderPath = migrationsFolder();
  if (database.kind === 'pglite') {
    await migratePglite(database.db as never, { migrationsFolder: migrationsFolderPath });
  } else {
    await migratePg(database.db as never, { migrationsFolder: migrationsFolderPath });
  }
}
