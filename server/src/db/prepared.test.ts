import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { executePrepared, insertRow, pgArray } from './prepared.js';
import { auditLog } from './schema/index.js';
import { rowsOf } from './types.js';

describe('prepared statements', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('an array parameter arrives element by element as it was: numbers, NULL, quotes, backslashes, commas, braces', async () => {
    const texts = ['a"b', 'c\\d', '{x,y}', 'NULL', '', ' sp '];
    const [row] = rowsOf<{ t: string[]; n: string[] }>(
      await executePrepared(t.db, sql`select ${pgArray([...texts, null])}::text[] as t, (${pgArray([1, -2.5, 0.001, null])}::numeric[])::text[] as n`),
    );
    expect(row.t).toEqual([...texts, null]);
    expect(row.n).toEqual(['1', '-2.5', '0.001', null]);
  });

  it('one shape run again with other values binds the new ones', async () => {
    const pick = (ids: number[], lock: boolean) => executePrepared(t.db, sql`select coalesce(sum(v), 0)::int as s from unnest(${pgArray(ids)}::int[]) v ${lock ? sql`where v > ${1}::int` : sql``}`);
    const sums = [];
    for (const [ids, lock] of [[[1, 2], false], [[3, 4, 5], false], [[1, 2], true], [[7], true]] as const) sums.push(rowsOf<{ s: number }>(await pick([...ids], lock))[0].s);
    expect(sums).toEqual([3, 12, 2, 7]);
  });

  it("insertRow writes the row drizzle's insert writes: values mapped by their columns, nulls, the table's defaults for the rest", async () => {
    const rows = [
      { action: 'probar', entity: 'fila', entityId: 41, before: null, after: { a: [1, 'b'], c: 'd"e' }, address: '10.0.0.1' },
      { action: 'probar', entity: 'fila', after: { x: 1 }, at: new Date('2026-01-02T03:04:05.678Z') },
    ];
    for (const row of rows) {
      const [ours] = rowsOf<{ id: number }>(await executePrepared(t.db, sql`${insertRow(auditLog, row)} returning id`));
      const [theirs] = await t.db.insert(auditLog).values(row).returning({ id: auditLog.id });
      const read = async (id: number) => {
        const [r] = await t.db.select().from(auditLog).where(eq(auditLog.id, Number(id)));
        return { ...r, id: undefined, at: row.at ? r.at : typeof r.at };
      };
      expect(await read(ours.id)).toEqual(await read(theirs.id));
    }
  });
});
