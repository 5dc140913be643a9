import { sql, type SQL } from 'drizzle-orm';
import { dbErrorCode, isRetryable } from '../../../lib/db-errors.js';

/**
 * How a till's sale (paid now, online, no new client) is written without a transaction block
 * (decision 0054): its lots are read without a lock, and its one write statement locks the ones it
 * takes, checks that they still held what it took and that it claimed its key, and raises
 * otherwise, so it is written whole or not at all.
 */

/**
 * `landed` checked by the statement itself: raises LOST_RACE (the function of migration 0039) when
 * false, so a statement run outside a transaction block is rolled back whole. Select it in the
 * statement's one answer row.
 */
export const raiseUnlessLanded = (landed: SQL): SQL => sql`lactea_sale_landed(${landed}) as landed`;

/** SQLSTATE of `lactea_sale_landed`. */
const LOST_RACE = 'LC001';

/**
 * Thrown by an unlocked attempt, before it writes, when the sale turns out to need a lock its one
 * statement cannot check (a sale paid with the client's saldo a favor): the locked attempt runs.
 */
export class NeedsLock extends Error {}

/**
 * `attempt(false)` first, reading its lots without locking them and writing in one statement that
 * checks itself (`raiseUnlessLanded`); if another sale took a lot's units first (or PostgreSQL
 * picked it as a deadlock's victim), nothing was written, and `attempt(true)` runs with its lots
 * locked, as every sale did before: that one always ends, sold or refused.
 */
export async function unlockedThenLocked<T>(attempt: (locked: boolean) => Promise<T>): Promise<T> {
  try {
    return await attempt(false);
  } catch (err) {
    if (!(err instanceof NeedsLock) && dbErrorCode(err) !== LOST_RACE && !isRetryable(err)) throw err;
    return attempt(true);
  }
}
