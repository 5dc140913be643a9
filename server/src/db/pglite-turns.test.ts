import { sql } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { takingTurns } from './pglite-turns.js';

/** A stand-in for PGlite: each call ends in a microtask, as PGlite's in-thread statements do; notes what ran. */
function fakeClient(log: string[]) {
  const run = async (what: string) => {
    log.push(what);
    if (what.includes('fails')) throw new Error(what);
    return what;
  };
  return {
    query: (text: string) => run(text),
    exec: (text: string) => run(`exec ${text}`),
    transaction: async (fn: (tx: { query: (t: string) => Promise<string> }) => Promise<unknown>) => {
      log.push('begin');
      const answer = await fn({ query: (text) => run(`tx ${text}`) });
      log.push('commit');
      return answer;
    },
  };
}

describe('takingTurns: PGlite calls in the order they came, the event loop turning between them', () => {
  it('reaches the I/O that arrived while 20 calls were queued after the first, not after the last', async () => {
    const log: string[] = [];
    const client = takingTurns(fakeClient(log) as unknown as PGlite);
    const calls = Array.from({ length: 20 }, (_, i) => client.query(`q${i}`));
    setImmediate(() => log.push('io'));
    await Promise.all(calls);
    expect(log.indexOf('io'), log.join(' ')).toBeGreaterThanOrEqual(0);
    expect(log.indexOf('io')).toBeLessThanOrEqual(2);
    expect(log.filter((x) => x !== 'io')).toEqual(Array.from({ length: 20 }, (_, i) => `q${i}`));
  });

  it('a transaction is one turn: a call queued meanwhile runs after its commit; a failed call does not stop the queue', async () => {
    const log: string[] = [];
    const client = takingTurns(fakeClient(log) as unknown as PGlite);
    const tx = client.transaction(async (t) => {
      await t.query('a');
      await t.query('b');
    });
    const failed = client.query('fails').catch((e: Error) => `refused ${e.message}`);
    const after = client.exec('c');
    expect(await Promise.all([tx, failed, after])).toEqual([undefined, 'refused fails', 'exec c']);
    expect(log).toEqual(['begin', 'tx a', 'tx b', 'commit', 'fails', 'exec c']);
  });
});

describe("the app's database: a burst of statements leaves the event loop its turns", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  // On PGlite, without turns, the 20 ran back to back in one microtask drain and 'io' had not run
  // when the last ended: the server read no new connection or request until the burst was over.
  it('reaches I/O arrived during 20 queued statements before the last one ends', async () => {
    const log: string[] = [];
    const calls = Array.from({ length: 20 }, (_, i) => t.db.execute(sql`select ${i}::int as n`).then(() => log.push(`q${i}`)));
    setImmediate(() => log.push('io'));
    await Promise.all(calls);
    expect(log.indexOf('io'), log.join(' ')).toBeGreaterThanOrEqual(0);
    expect(log.indexOf('io')).toBeLessThan(log.length - 1);
  });
});
