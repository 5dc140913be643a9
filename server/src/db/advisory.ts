import type { Database } from './types.js';

/**
 * PostgreSQL advisory locks for work that must run on one process at a time when several Lactea
 * processes share a database (decision 0040). Keys: (LACTEA, one number per kind of work).
 * PGlite has one process (its lock file), so there the work simply runs.
 */
const LACTEA = 0x1ac7ea;
const KEYS = {
  /** Migrations and the first administrator at start-up. */
  startup: 1,
  /** The periodic pruning of the login limiter's table. */
  loginPrune: 2,
  /** Folding past days' rollup slots into slot 0 (modules/sales/rollups.ts). */
  rollupFold: 3,
  /** PGlite's vacuum and analyze (db/upkeep.ts): PGlite has one process, so this only names the job. */
  tableUpkeep: 4,
} as const;
export type LockName = keyof typeof KEYS;

/** Waits for the lock, runs `work`, releases it (also when `work` fails). */
export async function withLock<T>(database: Database, name: LockName, work: () => Promise<T>): Promise<T> {
  return hold(database, name, 'pg_advisory_lock', work) as Promise<T>;
}

/** Runs `work` only if no other process holds the lock now; undefined when skipped. */
export async function tryLock<T>(database: Database, name: LockName, work: () => Promise<T>): Promise<T | undefined> {
  return hold(database, name, 'pg_try_advisory_lock', work);
}

async function hold<T>(database: Database, name: LockName, take: 'pg_advisory_lock' | 'pg_try_advisory_lock', work: () => Promise<T>): Promise<T | undefined> {
  if (!database.pool) return work();
  // Session-level lock: held by this one connection, whatever connections `work` uses.
  const client = await database.pool.connect();
  let broken = false;
  try {
    const { rows } = await client.query<{ got: boolean | null }>(`select ${take}($1, $2) as got`, [LACTEA, KEYS[name]]).catch((err: unknown) => {
      broken = true;
      throw err;
    });
    if (take === 'pg_try_advisory_lock' && rows[0]?.got !== true) return undefined;
    try {
      return await work();
    } finally {
      // A failed unlock means a broken connection: destroying it releases the lock too.
      await client.query('select pg_advisory_unlock($1, $2)', [LACTEA, KEYS[name]]).catch(() => (broken = true));
    }
  } finally {
    client.release(broken);
  }
}

/**
 * A job every `everyMs`, run by one process at a time: a process whose turn comes while another
 * runs it skips that turn. Failures go to `onError`; the timer never keeps the process alive.
 */
export function periodic(database: Database, name: LockName, everyMs: number, job: () => Promise<unknown>, onError: (err: unknown) => void): () => void {
  const timer = setInterval(() => tryLock(database, name, job).catch(onError), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
