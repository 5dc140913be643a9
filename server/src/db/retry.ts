import { isRetryable } from '../lib/db-errors.js';
import type { Db } from './types.js';

/** Attempts in all (the first run and its retries) before a 409 reaches the person. */
export const TRANSACTION_ATTEMPTS = 4;

const pause = (attempt: number) => new Promise((r) => setTimeout(r, 5 * 2 ** attempt + Math.random() * 20));

/**
 * Runs `work` again when PostgreSQL aborted it as a serialization failure (40001) or a deadlock
 * victim (40P01): the transaction was rolled back whole, so a rerun starts from a clean state.
 * Safe because a transaction's callback touches only its `tx`; anything
 * outside it (a cache to forget, an answer to send) happens after commit. After the last
 * attempt the error goes on, and the errors plugin answers 409 in Spanish.
 */
export async function withRetries<T>(work: () => Promise<T>, onRetry?: (err: unknown, attempt: number) => void, attempts = TRANSACTION_ATTEMPTS): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (err) {
      if (attempt >= attempts || !isRetryable(err)) throw err;
      onRetry?.(err, attempt);
      await pause(attempt);
    }
  }
}

/**
 * Makes every top-level `db.transaction(...)` of the app retry, so each service (and each one
 * added later) gets the policy without calling anything. Nested transactions (savepoints, on
 * `tx`) are not retried on their own: the outer one is.
 */
export function retryTransactions(db: Db, onRetry?: (err: unknown, attempt: number) => void): Db {
  const original = db.transaction.bind(db);
  db.transaction = ((fn, config) => withRetries(() => original(fn, config), onRetry)) as Db['transaction'];
  return db;
}
