import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { readTogether } from './reads.js';
import { rowsOf, type Executor } from './types.js';

describe('readTogether: independent reads, at once where each can have its own connection', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** Three reads that note when they start and end; each answers its own figure. */
  const probe = (db: Executor) => {
    const events: string[] = [];
    const read = (n: number) => async () => {
      events.push(`start ${n}`);
      const [row] = rowsOf<{ v: number }>(await db.execute(sql`select ${n}::int as v, pg_sleep(0.01)`));
      events.push(`end ${n}`);
      return row.v;
    };
    return { events, reads: [read(1), read(2), read(3)] as const };
  };

  it('on the database, starts every read before any ends', async () => {
    const { events, reads } = probe(t.db);
    expect(await readTogether(t.db, reads)).toEqual([1, 2, 3]);
    expect(events.slice(0, 3)).toEqual(['start 1', 'start 2', 'start 3']);
  });

  it('inside a transaction (one connection), one after the other, in order', async () => {
    const answers = await t.db.transaction(async (tx) => {
      const { events, reads } = probe(tx);
      const got = await readTogether(tx, reads);
      expect(events).toEqual(['start 1', 'end 1', 'start 2', 'end 2', 'start 3', 'end 3']);
      return got;
    });
    expect(answers).toEqual([1, 2, 3]);
  });
});
