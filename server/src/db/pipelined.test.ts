import net from 'node:net';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { dbErrorCode } from '../lib/db-errors.js';
import { executePreparedPair } from './pipelined.js';
import { driverClientOf, rowsOf } from './types.js';

describe('executePreparedPair: two statements, the second sent behind the first', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.db.execute(sql`create table pair_probe (n int primary key)`);
  });
  afterAll(() => t.close());
  afterEach(() => vi.restoreAllMocks());

  const pool = () => driverClientOf(t.db);

  it('answers both, in order, each its own statement; inside a transaction too', async () => {
    const [a, b] = await executePreparedPair(t.db, sql`insert into pair_probe values (${1}::int) returning n`, sql`select count(*)::int as c from pair_probe`);
    expect(rowsOf<{ n: number }>(a)).toEqual([{ n: 1 }]);
    // The second sees the first committed (outside a block, each commits on its own, in order).
    expect(rowsOf<{ c: number }>(b)).toEqual([{ c: 1 }]);
    const inside = await t.db.transaction((tx) => executePreparedPair(tx, sql`select ${2}::int as v`, sql`select ${3}::int as v`));
    expect(inside.map((r) => rowsOf<{ v: number }>(r)[0].v)).toEqual([2, 3]);
  });

  it('on PostgreSQL, the second is written before the first answers, in one write', async () => {
    if (!(pool() instanceof pg.Pool)) return; // PGlite runs in this process: no round trip to save.
    await t.db.execute(sql`select 1`); // a connection ready in the pool: no sign-in written meanwhile
    const events: string[] = [];
    const query = pg.Query.prototype;
    const { submit } = query;
    // node-postgres calls it when a statement's answer is complete; its types leave it out.
    const answered = query as unknown as { handleReadyForQuery: (c: unknown) => void };
    const { handleReadyForQuery } = answered;
    vi.spyOn(query, 'submit').mockImplementation(function (this: pg.Query, connection) {
      events.push('enviada');
      return submit.call(this, connection);
    });
    vi.spyOn(answered, 'handleReadyForQuery').mockImplementation(function (this: unknown, connection) {
      events.push('respondida');
      return handleReadyForQuery.call(this, connection);
    });
    const socket = net.Socket.prototype as unknown as { _write: () => void; _writev: () => void };
    for (const write of ['_write', '_writev'] as const) {
      const original = socket[write];
      vi.spyOn(socket, write).mockImplementation(function (this: unknown, ...args: unknown[]) {
        events.push('escrita');
        return (original as (...a: unknown[]) => void).apply(this, args);
      });
    }
    const [, second] = await executePreparedPair(t.db, sql`select pg_sleep(${0.1}::float8) is null as slept`, sql`select ${7}::int as v`);
    expect(rowsOf<{ v: number }>(second)).toEqual([{ v: 7 }]);
    // Both queued, then one write, then the answers: without the pipeline the second would go after the first's answer.
    expect(events).toEqual(['enviada', 'enviada', 'escrita', 'respondida', 'respondida']);
  });

  it("the first's failure is thrown; the second still runs (so it must find nothing to do); the connection serves on", async () => {
    const err = await executePreparedPair(t.db, sql`insert into pair_probe values (${1}::int)`, sql`insert into pair_probe values (${9}::int)`).catch((e: unknown) => e);
    expect(dbErrorCode(err)).toBe('23505');
    const rows = rowsOf<{ n: number }>(await t.db.execute(sql`select n from pair_probe order by n`)).map((r) => r.n);
    // PostgreSQL sent the second already (it ran, on its own); PGlite ran the first alone.
    expect(rows).toEqual(pool() instanceof pg.Pool ? [1, 9] : [1]);
    if (pool() instanceof pg.Pool) {
      const p = pool() as pg.Pool;
      const client = await p.connect();
      try {
        // Back in the pool in node-postgres' default mode.
        expect(client.pipeline).toBe(false);
        expect((await client.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
      } finally {
        client.release();
      }
    }
  });

  it('a connection that breaks during the pair is not given back to the pool', async () => {
    if (!(pool() instanceof pg.Pool)) return;
    const p = pool() as pg.Pool;
    const removed = new Promise((resolve) => p.once('remove', resolve));
    // The server ends the connection's own process: both statements fail with it.
    const err = await executePreparedPair(t.db, sql`select pg_terminate_backend(pg_backend_pid()) as ended`, sql`select ${1}::int as v`).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    await removed;
    // The pool opens another for the next call.
    expect(rowsOf<{ one: number }>(await t.db.execute(sql`select 1 as one`))).toEqual([{ one: 1 }]);
    expect(p.totalCount).toBeGreaterThan(0);
  });
});
