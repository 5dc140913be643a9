import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { until } from '../../test/until.js';
import { rowsOf } from './types.js';
import { keepTablesUp, scheduleTableUpkeep, tablesDue } from './upkeep.js';

/**
 * PGlite's stand-in for autovacuum (decision 0058), on both databases. The probe table has
 * PostgreSQL's own autovacuum switched off, so only this code can vacuum it. A backend reports its
 * counts about once a second, so the tests wait for them to show.
 */
interface Counts {
  updated: number;
  dead: number;
  vacuumed: boolean;
  analyzed: boolean;
  tuples: number;
}

describe('table upkeep (PGlite has no autovacuum)', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
    await t.db.execute(sql`create table upkeep_probe (id int primary key, n int) with (autovacuum_enabled = false)`);
    await t.db.execute(sql`insert into upkeep_probe select g, 0 from generate_series(1, 100) g`);
  });
  afterEach(async () => t.close());

  const counts = async (): Promise<Counts> =>
    rowsOf<Counts>(
      await t.db.execute(sql`select s.n_tup_upd::int as updated, s.n_dead_tup::int as dead, s.last_vacuum is not null as vacuumed, s.last_analyze is not null as analyzed, c.reltuples::int as tuples
        from pg_stat_user_tables s join pg_class c on c.oid = s.relid where s.relname = 'upkeep_probe'`),
    )[0];
  /**
   * `rows` rows updated once: as many dead versions (the table's one page keeps room for them, so
   * none is pruned before the vacuum), counted once the backend has reported them.
   */
  const update = async (rows: number) => {
    for (let i = 1; i <= rows; i++) await t.db.execute(sql`update upkeep_probe set n = n + 1 where id = ${i}`);
    await until('the updates counted', async () => (await counts()).updated >= rows, 10_000, 100);
  };
  /** Never counted (reltuples −1 = empty): past vacuum's 50 dead and analyze's 50 changed rows. */
  const churn = () => update(60);
  const probeDue = async () => (await tablesDue(t.db)).find((d) => d.table === 'upkeep_probe');

  it('vacuums and analyzes a table past autovacuum’s thresholds, then leaves it alone', async () => {
    await churn();
    expect(await probeDue()).toEqual({ table: 'upkeep_probe', vacuum: true, analyze: true });
    const done = await keepTablesUp(t.db);
    expect(done).toContainEqual({ table: 'upkeep_probe', vacuum: true, analyze: true });
    const after = await counts();
    expect(after).toMatchObject({ dead: 0, vacuumed: true, analyzed: true, tuples: 100 });
    // Counted and clean: nothing is due until the table changes again.
    expect(await probeDue()).toBeUndefined();
    await keepTablesUp(t.db);
    expect((await counts()).dead).toBe(0);
  });

  it('a table under the thresholds is left alone', async () => {
    // The 100 rows inserted: past analyze's 50 changed rows, under vacuum's 1,000 inserted.
    await until('the insert counted', async () => (await probeDue()) !== undefined, 10_000, 100);
    expect(await probeDue()).toEqual({ table: 'upkeep_probe', vacuum: false, analyze: true });
    await keepTablesUp(t.db);
    expect(await counts()).toMatchObject({ vacuumed: false, analyzed: true, tuples: 100 });
    // 10 dead rows: under 50 + 20 % of 100 dead, and 50 + 10 % changed.
    await update(10);
    expect((await counts()).dead).toBe(10);
    expect(await probeDue()).toBeUndefined();
    await keepTablesUp(t.db);
    expect((await counts()).dead).toBe(10);
  });

  it('runs by itself on PGlite, never on PostgreSQL (autovacuum does it there)', async () => {
    await churn();
    const errors: unknown[] = [];
    const stop = scheduleTableUpkeep(t.database, (e) => errors.push(e), 50);
    try {
      if (t.kind === 'pglite') {
        await until('the probe vacuumed', async () => (await counts()).vacuumed, 10_000, 50);
        expect((await counts()).dead).toBe(0);
      } else {
        await new Promise((r) => setTimeout(r, 300));
        expect(await counts()).toMatchObject({ vacuumed: false, dead: 60 });
      }
    } finally {
      stop();
    }
    expect(errors).toEqual([]);
  });
});
