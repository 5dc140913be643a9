import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { products } from '../../db/schema/index.js';
import { booksOf } from './stock.fixtures.js';
import { seedStockDemo } from './stock.demo.js';

type Page = { total: number; data: { id: number; total_quantity: number }[] };

describe('demo lots', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('gives the demo catalogue consistent books and something for every stock screen', async () => {
    const admin = await t.adminToken();
    const mark = (await t.call(admin, 'POST', '/api/mark/add', { mark: 'Demo' })).json().id as number;
    for (let i = 0; i < 24; i++) {
      await t.call(admin, 'POST', '/api/product/add', { code: `D-${i}`, product: `Demo ${i}`, barcode: '', description: 'd', price: 3, cost: 2, fk_mark: mark });
    }
    await seedStockDemo(t.db, t.config.tzBusiness);
    const ids = (await t.db.select({ id: products.id }).from(products)).map((p) => p.id);
    for (const b of await booksOf(t.db, ids)) {
      expect(b.ledger).toBe(b.stock);
      expect(b.lots).toBe(b.stock);
      expect(b.stock).toBeGreaterThan(0);
    }
    const get = async (url: string, query: Record<string, string> = {}) => (await t.call(admin, 'GET', url, query)).json() as Page;
    expect((await get('/api/lot/expired-lots')).total).toBeGreaterThan(0);
    expect((await get('/api/lot/lots-near-expiration')).total).toBeGreaterThan(0);
    expect((await get('/api/low-lot/list')).total).toBeGreaterThan(0);
    expect((await get('/api/product/list-with-total-lot', { inventory_level: 'b' })).total).toBeGreaterThan(0);
    expect((await get('/api/product/list-with-total-lot', { inventory_level: 'a' })).total).toBeGreaterThan(0);
    // Registration dates are spread: not every lot was registered today.
    const all = (await get('/api/lot/list')).total;
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: t.config.tzBusiness }).format(new Date());
    expect((await get('/api/lot/list', { date_register_from: today })).total).toBeLessThan(all);
  });
});
