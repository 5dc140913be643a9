import { drizzle } from 'drizzle-orm/node-postgres';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import { dbErrorCode, isUnreachable } from '../lib/db-errors.js';
import { executePrepared } from './prepared.js';
import { driverClientOf, type Db, type Executor } from './types.js';

/**
 * Two statements that always run one after the other (the sale's write, then its invoice's number)
 * cost two round trips on node-postgres, and between them the second waits for Node's event loop,
 * busy with other calls. Sent in node-postgres' pipeline mode, the second goes out right behind the
 * first, on the same connection, without waiting for its answer: one round trip. Each keeps its own
 * Sync, so outside a transaction block each commits on its own, in order, as if sent one after the
 * other; the second runs even when the first fails, so it must then find nothing to do.
 *
 * Only the connection checked out for the pair is pipelined, and only while it sends them: the rest
 * of the application keeps node-postgres' default mode (one statement at a time per connection).
 */

/** A drizzle database over one pooled connection, kept with the connection (building one per call costs). */
const overClient = new WeakMap<pg.PoolClient, Db>();
const dbOver = (client: pg.PoolClient): Db => {
  let db = overClient.get(client);
  if (!db) {
    db = drizzle(client) as unknown as Db;
    overClient.set(client, db);
  }
  return db;
};

/** node-postgres reads the flag before each statement it sends; its types mark it read-only. */
const setPipeline = (client: pg.PoolClient, on: boolean) => ((client as { pipeline: boolean }).pipeline = on);

/**
 * `first` and then `second`, each a prepared statement (`executePrepared`), answered as a pair. On
 * the database itself (outside a transaction block) on PostgreSQL, both go out at once on one pooled
 * connection; on PGlite (in this process, no round trip) and inside a transaction (which has no pool
 * of its own: `driverClientOf`) they run one after the other.
 * `first`'s failure is thrown (`second` then ran, or not, and found nothing to do).
 */
export async function executePreparedPair(executor: Executor, first: SQL, second: SQL): Promise<[unknown, unknown]> {
  const pool = driverClientOf(executor);
  if (!(pool instanceof pg.Pool)) {
    const a = await executePrepared(executor, first);
    return [a, await executePrepared(executor, second)];
  }
  const client = await pool.connect();
  let lost: Error | undefined;
  try {
    const db = dbOver(client);
    // Idle (just checked out), so switching modes is safe; both statements are written before either answers.
    setPipeline(client, true);
    // Held back until both are queued (each is queued at once, in this turn of the event loop), so
    // they leave in one write: one wake-up of the server's process instead of two.
    const stream = client.connection.stream;
    stream.cork();
    let both: Promise<[PromiseSettledResult<unknown>, PromiseSettledResult<unknown>]>;
    try {
      both = Promise.allSettled([executePrepared(db, first), executePrepared(db, second)]);
    } finally {
      stream.uncork();
    }
    const [a, b] = await both;
    if (a.status === 'rejected') throw a.reason;
    if (b.status === 'rejected') throw b.reason;
    return [a.value, b.value];
  } catch (err) {
    // A statement PostgreSQL refused leaves its connection sound; a connection that broke (or a
    // failure with no code at all) does not go back to the pool.
    if (isUnreachable(err) || dbErrorCode(err) === undefined) lost = err as Error;
    throw err;
  } finally {
    setPipeline(client, false);
    client.release(lost);
  }
}
