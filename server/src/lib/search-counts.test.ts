import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like, sql } from 'drizzle-orm';
import { marks, products } from '../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { cachedCount, tableVersion, versionColumn, whereKey } from './search-counts.js';

/** Search totals cached under the products table's version. */
describe('search totals cache', () => {
  let t: TestApp;
  let admin: string;
  let markId: number;
  let seq = 0;

  const insertProduct = async (name: string, enabled = 1) => {
    seq += 1;
    const code = `SC-${seq}`;
    const [row] = await t.db
      .insert(products)
      .values({ code, codeKey: code.toLowerCase(), product: name, description: 'Para contar', price: '1.00', cost: '0.50', fkMark: markId, searchText: `${code.toLowerCase()} ${name.toLowerCase()} para contar`, enabled })
      .returning({ id: products.id });
    return row.id;
  };
  const totalOf = async (search: string, enabled = 2) => {
    const res = await t.call(admin, 'GET', '/api/product/list', { page: '1', search, enabled: String(enabled) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().total as number;
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.adminToken();
    const [mark] = await t.db.insert(marks).values({ mark: 'Contadora', markKey: 'contadora' }).returning({ id: marks.id });
    markId = mark.id;
  });
  afterAll(() => t?.close());

  it('counts once per table version, and again after any write to products', async () => {
    const where = like(products.searchText, '%zanahoria%');
    let counted = 0;
    const count = async () => {
      counted += 1;
      const [row] = await t.db.select({ total: sql<number>`count(*)::int`, version: versionColumn('products') }).from(products).where(where);
      return { total: Number(row.total), version: row.version };
    };
    const key = whereKey(where);
    expect(await cachedCount(t.db, 'products', key, count)).toBe(0);
    expect(await cachedCount(t.db, 'products', key, count)).toBe(0);
    expect(counted).toBe(1);

    const before = await tableVersion(t.db, 'products');
    const id = await insertProduct('Yógur de zanahoria');
    expect(await tableVersion(t.db, 'products')).not.toBe(before);
    expect(await cachedCount(t.db, 'products', key, count)).toBe(1);
    expect(counted).toBe(2);

    // an update and a delete are writes too, whoever makes them
    await t.db.update(products).set({ searchText: 'otra cosa' }).where(eq(products.id, id));
    expect(await cachedCount(t.db, 'products', key, count)).toBe(0);
    await insertProduct('Zanahoria');
    expect(await cachedCount(t.db, 'products', key, count)).toBe(1);
    expect(counted).toBe(4);
    // a write that touches no row still moves the version (statement trigger): never a stale total
    await t.db.delete(products).where(eq(products.id, -1));
    expect(await cachedCount(t.db, 'products', key, count)).toBe(1);
    expect(counted).toBe(5);
  });

  it('shares one count among concurrent misses of the same search', async () => {
    await insertProduct('Rabanito');
    const where = like(products.searchText, '%rabanito%');
    let counted = 0;
    const count = async () => {
      counted += 1;
      const [row] = await t.db.select({ total: sql<number>`count(*)::int`, version: versionColumn('products') }).from(products).where(where);
      return { total: Number(row.total), version: row.version };
    };
    const totals = await Promise.all(Array.from({ length: 20 }, () => cachedCount(t.db, 'products', whereKey(where), count)));
    expect(totals).toEqual(Array(20).fill(1));
    expect(counted).toBe(1);
  });

  it('keys the cache by the whole filter: the same search with another state filter is counted apart', () => {
    const a = whereKey(like(products.searchText, '%leche%'));
    const b = whereKey(sql`${like(products.searchText, '%leche%')} and ${eq(products.enabled, 1)}`);
    const c = whereKey(like(products.searchText, '%lech%'));
    expect(new Set([a, b, c]).size).toBe(3);
  });

  it('product/list totals follow adds, state changes and edits made through the API', async () => {
    expect(await totalOf('pepinillo')).toBe(0);
    const [mark] = await t.db.select({ mark: marks.mark }).from(marks).where(eq(marks.id, markId));
    expect(mark.mark).toBe('Contadora');

    const add = await t.call(admin, 'POST', '/api/product/add', {
      code: 'PEP-1',
      product: 'Pepinillo lácteo',
      barcode: '',
      description: 'Prueba de totales',
      price: 2,
      cost: 1,
      fk_mark: markId,
    });
    expect(add.statusCode, add.body).toBe(200);
    const added = add.json() as { id: number; version?: number };
    expect(await totalOf('pepinillo')).toBe(1);
    expect(await totalOf('pepinillo', 1)).toBe(1);
    expect(await totalOf('pepinillo', 0)).toBe(0);

    const state = await t.call(admin, 'PATCH', '/api/product/change-state', { id: added.id, version: added.version });
    expect(state.statusCode, state.body).toBe(200);
    expect(await totalOf('pepinillo', 1)).toBe(0);
    expect(await totalOf('pepinillo', 0)).toBe(1);
    expect(await totalOf('pepinillo')).toBe(1);

    await insertProduct('Pepinillo dulce', 0);
    expect(await totalOf('pepinillo', 0)).toBe(2);
    expect(await totalOf('pepin')).toBe(2);
  });
});
