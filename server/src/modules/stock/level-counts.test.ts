import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { Lot } from '@lactea/contracts';
import { createSaleTestApp, type TestApp } from '../../../test/helpers.js';
import { draft, type SaleWorld } from '../sales/sales.fixtures.js';
import { addDays, expectLevelCountsExact } from './stock.fixtures.js';
import { todayText } from './stock-sql.js';

/**
 * INVENTARIO's level filter and the home's low-stock figure count from stock_level_counts, which a
 * trigger keeps (migration 0040). Every way stock moves takes a product across the level bounds
 * (16 | 17 and 30 | 31, and a weighed 16.5): the counts stay those of the contracts' `stockLevel`,
 * and the API's totals are those counts.
 */
describe('stock level counts (INVENTARIO Bajo / Moderado / Alto)', () => {
  let t: TestApp;
  let w: SaleWorld;
  let admin: string;
  let today: string;

  beforeAll(async () => {
    ({ t, w } = await createSaleTestApp());
    admin = await t.adminToken();
    today = todayText(t.config.tzBusiness);
  });
  afterAll(() => t.close());

  /** The counts agree with the stock rows, and each level's inventory total is its count. */
  async function expectTotalsExact() {
    const want = await expectLevelCountsExact(t.db);
    for (const level of ['b', 'm', 'a'] as const) {
      const res = await t.call(admin, 'GET', '/api/product/list-with-total-lot', { inventory_level: level });
      expect(res.statusCode).toBe(200);
      expect(res.json().total, level).toBe(want[level]);
    }
    const home = await t.call(admin, 'GET', '/api/dashboard');
    expect(home.statusCode).toBe(200);
    expect(home.json().products.low_stock).toBe(want.b);
    return want;
  }
  const addLot = async (fkProduct: number, quantity: number) => {
    const res = await t.call(admin, 'POST', '/api/lot/add', { fk_product: fkProduct, quantity, expiration_date: addDays(today, 30) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Lot;
  };
  const sell = async (lines: { product_id: number; quantity: number }[]) => {
    const res = await t.recordSale(admin, draft(lines.map((l) => ({ ...l, price: 10 })), { id_type_payment: w.cash }), randomUUID());
    expect(res.statusCode, res.body).toBe(200);
  };

  it('a product crosses every bound through lots, a sale and a write-off', async () => {
    const before = await expectTotalsExact();
    const milk = await w.addProduct('Leche nivel', '10.00');
    expect((await expectTotalsExact()).b).toBe(before.b + 1);
    await addLot(milk, 16);
    expect((await expectTotalsExact()).b).toBe(before.b + 1);
    await addLot(milk, 1);
    expect(await expectTotalsExact()).toEqual({ ...before, m: before.m + 1 });
    await addLot(milk, 13);
    expect(await expectTotalsExact()).toEqual({ ...before, m: before.m + 1 });
    const last = await addLot(milk, 1);
    expect(await expectTotalsExact()).toEqual({ ...before, a: before.a + 1 });
    await sell([{ product_id: milk, quantity: 15 }]);
    expect(await expectTotalsExact()).toEqual({ ...before, b: before.b + 1 });
    await addLot(milk, 1);
    expect(await expectTotalsExact()).toEqual({ ...before, m: before.m + 1 });
    const res = await t.call(admin, 'POST', '/api/lot/cancel-lot', { id: last.id, quantity: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(await expectTotalsExact()).toEqual({ ...before, b: before.b + 1 });
  });

  it('a weighed product at 16.5 kg is Moderado, as INVENTARIO colours it', async () => {
    const before = await expectTotalsExact();
    const cheese = await w.addProduct('Queso nivel', '60.00', { unit: 'kg' });
    await w.addLot(cheese, 16.5, addDays(today, 30));
    expect(await expectTotalsExact()).toEqual({ ...before, m: before.m + 1 });
  });

  it('two tills taking different products across the same bound at once keep the counts exact', async () => {
    const [a, b] = [await w.addProduct('Yogur nivel A', '10.00'), await w.addProduct('Yogur nivel B', '10.00')];
    await addLot(a, 17);
    await addLot(b, 17);
    const before = await expectTotalsExact();
    await Promise.all([sell([{ product_id: a, quantity: 1 }]), sell([{ product_id: b, quantity: 1 }])]);
    expect(await expectTotalsExact()).toEqual({ ...before, b: before.b + 2, m: before.m - 2 });
  });
});
