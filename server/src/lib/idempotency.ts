import crypto from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_PATTERN, IDEMPOTENCY_MSG } from '@lactea/contracts';
import { idempotencyKeys } from '../db/schema/index.js';
import type { Tx } from '../db/types.js';
import { jsonbWithId } from '../db/prepared.js';
import { actor, type Ctx } from './context.js';
import { AppError, badRequest, conflict } from './errors.js';

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
 *
 * record-sale claims it later, with its answer, in its one write statement (`claim: 'with-answer'`,
 * decision 0053): one statement and one row version less on every sale. Its first read looks at
 * the key (`taken`), so a retry of a committed sale locks nothing and answers it; a twin still in
 * flight is met by the insert's conflict. A twin waiting on the first one's lots may also be
 * refused (the first took the last units), so a refusal under such a key looks at the key again
 * after its rollback, and answers the first sale when it is there.
 */

/** The header: absent is accepted (older clients, scripts), malformed is a 400. */
export function idempotencyKeyOf(req: FastifyRequest): string | undefined {
  const header = req.headers['idempotency-key'];
  if (header === undefined) return undefined;
  const key = Array.isArray(header) ? header[0] : header;
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw badRequest(IDEMPOTENCY_MSG.invalid);
  return key;
}

/** The header of a write that must carry one (sale/return): absent is a 400 with `missing`. */
export function requiredKeyOf(req: FastifyRequest, missing = IDEMPOTENCY_MSG.required): string {
  const key = idempotencyKeyOf(req);
  if (key === undefined) throw badRequest(missing);
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
  /**
   * 'first' (default): claimed by a statement of its own before the work. 'with-answer': claimed
   * by the work's last statement with its answer (`AnswerStore.cte`), the work reading `taken` first
   * and stopping (`stopIfTaken`) when the key was there (decision 0053).
   */
  claim?: 'first' | 'with-answer';
  /**
   * false: run the work outside a transaction block, each statement its own transaction. Only for
   * a work that writes in ONE statement which checks itself and raises when it must not land
   * (record-sale's first attempt, decision 0054), with `claim: 'with-answer'`. Default true.
   */
  transaction?: boolean;
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
  /** 'with-answer': a boolean SQL expression, the key's row is already there. Else `false`. */
  taken: SQL;
  /** 'with-answer': a boolean SQL expression for the statement with `cte`: whether it claimed the key. Else null. */
  claimed: SQL | null;
  /** 'with-answer': stops the work (and answers the key's first answer, or 409) when the key was taken. */
  stopIfTaken(taken: boolean): void;
}

/** Another transaction holds (or committed) the same key. */
class KeyTaken extends Error {}

const hashOf = (scope: string, body: unknown) => crypto.createHash('sha256').update(scope).update('\n').update(JSON.stringify(body)).digest('hex');

const stopIfTaken = (taken: boolean) => {
  if (taken) throw new KeyTaken();
};

/** Without a key: nothing to claim, nothing to store (also a work run inside another keyed write: a delivery's sale). */
export const NO_KEY: AnswerStore = { cte: () => null, taken: sql`false`, claimed: null, stopIfTaken: () => {} };

/**
 * Runs `work` in one transaction, at most once per key: a retry with the same key and body gets
 * the first answer without running it again. `work` must answer plain JSON (it is stored).
 */
export async function writeOnce<T>(ctx: Ctx, once: OnceRequest, work: (tx: Tx, answer: AnswerStore) => Promise<T>): Promise<T> {
  const { key } = once;
  // Outside a block the work gets the database itself: the same methods as a transaction but
  // `rollback`, which a one-statement work has no use for.
  const run = <R>(fn: (tx: Tx) => Promise<R>): Promise<R> => (once.transaction === false ? fn(ctx.db as unknown as Tx) : ctx.db.transaction(fn));
  if (!key) return run((tx) => work(tx, NO_KEY));
  const userId = actor(ctx).id;
  const requestHash = hashOf(once.scope, once.body);
  const reused = once.reused ?? IDEMPOTENCY_MSG.reused;
  const withAnswer = once.claim === 'with-answer';
  try {
    return await run(async (tx) => {
      if (!withAnswer) {
        // Prepared (decision 0049): every keyed write runs it.
        const claimed = await tx.insert(idempotencyKeys).values({ key, fkUser: userId, requestHash }).onConflictDoNothing().returning({ key: idempotencyKeys.key }).prepare('lactea_idempotency_claim').execute();
        stopIfTaken(claimed.length === 0);
      }
      let stored: unknown = undefined;
      const answer = await work(tx, {
        cte: (value, newId) => {
          stored = value;
          const json = sql`${JSON.stringify(value)}::jsonb`;
          const answer = newId ? jsonbWithId(json, newId) : json;
          return withAnswer
            ? sql`once_answer as (insert into ${idempotencyKeys} (key, fk_user, request_hash, answer) values (${key}, ${userId}::int, ${requestHash}, ${answer}) on conflict do nothing returning 1)`
            : sql`once_answer as (update ${idempotencyKeys} set answer = ${answer} where ${idempotencyKeys.key} = ${key} returning 1)`;
        },
        taken: withAnswer ? sql`exists (select 1 from ${idempotencyKeys} where ${idempotencyKeys.key} = ${key})` : sql`false`,
        claimed: withAnswer ? sql`exists (select 1 from once_answer)` : null,
        stopIfTaken,
      });
      // Stored by the work's own statement only if that was its very answer.
      if (stored === answer) return answer;
      // Claimed with its answer, the key has no row until that statement: a work that answers something else is a bug.
      if (withAnswer) throw new Error('writeOnce: con claim "with-answer" la respuesta se guarda con AnswerStore.cte');
      await tx.update(idempotencyKeys).set({ answer }).where(eq(idempotencyKeys.key, key)).prepare('lactea_idempotency_answer').execute();
      return answer;
    });
  } catch (err) {
    // Claimed with the answer, a twin that waited on the first one's lots may have been refused
    // because of that very sale (it took the last units): the key, if there now, answers it.
    const refused = withAnswer && err instanceof AppError && err.status === 400;
    if (!(err instanceof KeyTaken) && !refused) throw err;
    const [row] = await ctx.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    if (!row && refused) throw err;
    if (!row || row.fkUser !== userId || row.requestHash !== requestHash || row.answer === null) throw conflict(reused);
    return row.answer as T;
  }
}
