import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.js';
import type { Database, Db } from './types.js';
import { acquireLock } from './lock.js';

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
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  const database = opts.databaseUrl ? await openPostgres(opts.databaseUrl) : await openPglite(opts);
  if (opts.migrate !== false) await runMigrations(database);
  return database;
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // Dates and numerics stay strings (DESIGN §10); money is converted explicitly.
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  await pool.query('select 1');
  return { kind: 'postgres', db, close: () => pool.end() };
}

async function openPglite(opts: OpenOptions): Promise<Database> {
  const release = opts.dataDir && opts.lock !== false ? acquireLock(opts.dataDir) : () => {};
  try {
    const client = await PGlite.create({
      dataDir: opts.dataDir,
      loadDataDir: opts.loadDataDir,
      extensions: { pg_trgm },
    });
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    return {
      kind: 'pglite',
      db,
      close: async () => {
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
