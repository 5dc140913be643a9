import { sql } from 'drizzle-orm';
import type { Database, Executor } from './types.js';

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
  /** SIAT's codes: the CUIS asked once, the day's CUFD renewed before it expires, the catalogues (modules/siat/codes.ts). */
  siatCodes: 5,
  /** The periodic turn that calls it (its own key: the job's lock is not the codes' lock, which the till's path may take too). */
  siatCodesJob: 6,
  /** The invoice outbox's periodic turn (modules/invoices/outbox.ts); sending itself claims rows (skip locked). */
  invoiceOutbox: 7,
  /** Contingency's steps: closing, registering and packaging an event's invoices (modules/invoices/contingency.ts). */
  invoiceContingency: 8,
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

/**
 * Kinds of value a transaction may hold a lock on (`lockValue`). Their class ids are apart from
 * LACTEA's session locks above, so a value's hash never meets a job's lock.
 */
const VALUE_CLASSES = {
  /** A client's identifying CI/NIT (clients.service: refuseTakenCiNit, a sale's new client). */
  clientCiNit: LACTEA + 1,
  /** A provider's name (providers.service). */
  providerName: LACTEA + 2,
  /** A barcode a presentation takes or a product is given (presentations.service: refuseTakenBarcode). */
  barcode: LACTEA + 3,
} as const;

/**
 * Holds a lock on one value until the transaction ends, so that two transactions checking "is this
 * value taken?" before writing it run one after the other and the second sees the first's row: the
 * guard for uniqueness that no index can express (a folded or partial key). Taken in a transaction
 * on READ COMMITTED, whose next statement sees what the lock's previous holder committed. A hash
 * collision only makes two unrelated values wait on each other. PGlite has one connection: free.
 */
export async function lockValue(tx: Executor, kind: keyof typeof VALUE_CLASSES, value: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${VALUE_CLASSES[kind]}::int, hashtext(${value}))`);
}
