import { describe, expect, it } from 'vitest';
import { TRANSACTION_ATTEMPTS, withRetries } from './retry.js';

const pgError = (code: string) => Object.assign(new Error('Failed query: x\nparams: '), { cause: Object.assign(new Error(code), { code }) });

describe('withRetries (transactions aborted by PostgreSQL)', () => {
  it.each(['40001', '40P01'])('runs again after %s and answers the later success', async (code) => {
    let runs = 0;
    const retried: number[] = [];
    const out = await withRetries(
      async () => {
        runs++;
        if (runs < 3) throw pgError(code);
        return 'ok';
      },
      (_e, attempt) => retried.push(attempt),
    );
    expect(out).toBe('ok');
    expect(runs).toBe(3);
    expect(retried).toEqual([1, 2]);
  });

  it('gives up after the last attempt with the database error (the plugin answers 409)', async () => {
    let runs = 0;
    await expect(
      withRetries(async () => {
        runs++;
        throw pgError('40P01');
      }),
    ).rejects.toThrow('Failed query');
    expect(runs).toBe(TRANSACTION_ATTEMPTS);
  });

  it('never reruns other failures (a refusal, a unique violation, a lost connection)', async () => {
    for (const err of [new Error('400'), pgError('23505'), pgError('57P01')]) {
      let runs = 0;
      await expect(
        withRetries(async () => {
          runs++;
          throw err;
        }),
      ).rejects.toBe(err);
      expect(runs).toBe(1);
    }
  });
});
