import crypto from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_PATTERN, IDEMPOTENCY_MSG } from '@lactea/contracts';
import { idempotencyKeys } from '../db/schema/index.js';
import type { Tx } from '../db/types.js';
import { jsonbWithId } from '../db/prepared.js';
import { actor, type Ctx } from './context.js';
import { badRequest, conflict } from './errors.js';

/**
 * `Idempotency-Key` for the writes a lost answer could make a person repeat (a purchase committed
 * while its answer was lost, then sent again): record-sale, record-purchase, both kinds of
 * expense, debt collection, lot write-off. One piece for all of them (decision 0017).
 *
 * The key's row is claimed first inside the write's own transaction. A concurrent twin waits on
 * that insert until the first commits, finds the key taken, rolls back whole and answers the
 * first answer, stored at the end of the first transaction. A refused write (400) rolls back
 * its key too, so the corrected form may be sent with the same key. The same key with another
 * route, body or user answers 409.
 */

/** The header: absent is accepted (older clients, scripts), malformed is a 400. */
export function idempotencyKeyOf(req: FastifyRequest): string | undefined {
  const header = req.headers['idempotency-key'];
  if (header === undefined) return undefined;
  const key = Array.isArray(header) ? header[0] : header;
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw badRequest(IDEMPOTENCY_MSG.invalid);
  return key;
}

/** What a keyed write takes besides its body. */
export interface WriteOptions {
  /** The Idempotency-Key header. */
  key?: string;
  /** Demo data only: the instant the write happened (the API always uses now). */
  at?: Date;
}

export interface OnceRequest {
  /** The Idempotency-Key header; absent = an ordinary transaction. */
  key: string | undefined;
  /** The route, so one key cannot answer another route's body. */
  scope: string;
  /** The parsed body: what must be the same for a retry. */
  body: unknown;
  /** The 409 text when the key comes back with something else. */
  reused?: string;
}

/**
 * How a write may store its answer in its own last statement instead of one statement more
 * (record-sale: its lots stay locked one round trip less, decision 0049). `cte(answer)` answers
 * the CTE `once_answer` that stores it, or null without a key; the work must then answer that very
 * object, else writeOnce stores its answer itself as usual. `newId`: the id of the row the same
 * statement inserts (an SQL expression, decision 0050), stored as the answer's `id`; the work sets
 * it on the object it answers once the statement has run.
 */
export interface AnswerStore {
  cte(answer: unknown, newId?: SQL): SQL | null;
}

/** Another transaction holds (or committed) the same key. */
class KeyTaken extends Error {}

const hashOf = (scope: string, body: unknown) => crypto.createHash('sha256').update(scope).update('\n').update(JSON.stringify(body)).digest('hex');

/**
 * Runs `work` in one transaction, at most once per key: a retry with the same key and body gets
 * the first answer without running it again. `work` must answer plain JSON (it is stored).
 */
export async function writeOnce<T>(ctx: Ctx, once: OnceRequest, work: (tx: Tx, answer: AnswerStore) => Promise<T>): Promise<T> {
  const { key } = once;
  if (!key) return ctx.db.transaction((tx) => work(tx, { cte: () => null }));
  const userId = actor(ctx).id;
  const requestHash = hashOf(once.scope, once.body);
  const reused = once.reused ?? IDEMPOTENCY_MSG.reused;
  try {
    return await ctx.db.transaction(async (tx) => {
      // Prepared (decision 0049): every keyed write runs both statements.
      const claimed = await tx.insert(idempotencyKeys).values({ key, fkUser: userId, requestHash }).onConflictDoNothing().returning({ key: idempotencyKeys.key }).prepare('lactea_idempotency_claim').execute();
      if (claimed.length === 0) throw new KeyTaken();
      let stored: unknown = undefined;
      const answer = await work(tx, {
        cte: (value, newId) => {
          stored = value;
          const json = sql`${JSON.stringify(value)}::jsonb`;
          const answer = newId ? jsonbWithId(json, newId) : json;
          return sql`once_answer as (update ${idempotencyKeys} set answer = ${answer} where ${idempotencyKeys.key} = ${key} returning 1)`;
        },
      });
      // Stored by the work's own statement only if that was its very answer.
      if (stored !== answer) await tx.update(idempotencyKeys).set({ answer }).where(eq(idempotencyKeys.key, key)).prepare('lactea_idempotency_answer').execute();
      return answer;
    });
  } catch (err) {
    if (!(err instanceof KeyTaken)) throw err;
    const [row] = await ctx.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    if (!row || row.fkUser !== userId || row.requestHash !== requestHash || row.answer === null) throw conflict(reused);
    return row.answer as T;
  }
}
