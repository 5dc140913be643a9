import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { products } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

/**
 * Without a search, product/list takes its total from product_counts (kept by a trigger). These
 * totals must equal a real count after every kind of change, and concurrent changes must not
 * lose an increment.
 */
describe('product_counts keeps list totals exact', () => {
  let t: TestApp;
  let admin: string;
  const marks: number[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.adminToken();
    for (const mark of ['Conteo A', 'Conteo B']) {
      marks.push((await t.call(admin, 'POST', '/api/mark/add', { mark })).json().id);
    }
  });
  afterAll(() => t.close());

  const realCount = async (...filters: SQL[]) => {
    const [{ n }] = await t.db.select({ n: sql<number>`count(*)::int` }).from(products).where(filters.length ? and(...filters) : undefined);
    return Number(n);
  };
  const listedTotal = async (query: Record<string, string | number>) => (await t.call(admin, 'GET', '/api/product/list', query)).json().total as number;

  const expectExact = async () => {
    expect(await listedTotal({})).toBe(await realCount());
    for (const enabled of [0, 1]) expect(await listedTotal({ enabled })).toBe(await realCount(eq(products.enabled, enabled)));
    for (const fk of marks) {
      expect(await listedTotal({ fk_mark: fk })).toBe(await realCount(eq(products.fkMark, fk)));
      for (const enabled of [0, 1]) {
        expect(await listedTotal({ fk_mark: fk, enabled })).toBe(await realCount(eq(products.fkMark, fk), eq(products.enabled, enabled)));
      }
    }
  };

  it('after adds (including concurrent ones), state changes and brand changes', async () => {
    const add = (i: number, fk: number) =>
      t.call(admin, 'POST', '/api/product/add', { code: `CNT-${i}`, product: `Producto ${i}`, barcode: '', description: 'Conteo', price: 1, cost: 0.5, fk_mark: fk });
    const added = await Promise.all(Array.from({ length: 12 }, (_, i) => add(i, marks[i % 2])));
    expect(added.every((r) => r.statusCode === 200)).toBe(true);
    await expectExact();

    const [first, second] = added.map((r) => r.json());
    await t.call(admin, 'PATCH', '/api/product/change-state', { id: first.id });
    await expectExact();
    await t.call(admin, 'PUT', '/api/product/update', { ...second, fk_mark: marks[0] === second.fk_mark ? marks[1] : marks[0] });
    await expectExact();
    // A refused add (duplicate code) leaves the counters as they were.
    expect((await add(0, marks[0])).statusCode).toBe(400);
    await expectExact();
  });
});
