import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { fold } from '@lactea/contracts';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { marks, products, typePayments } from '../../db/schema/index.js';
import { booksOf } from '../stock/stock.fixtures.js';
import { seedWeighedDemo } from './weighed.demo.js';

describe('demo weighed cheeses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('two cheeses by the kilo with lots in kilos and sales from scale labels, books consistent', async () => {
    await t.db.insert(marks).values({ mark: 'Quesos Chaqueños', markKey: fold('Quesos Chaqueños') });
    await t.db.insert(typePayments).values({ typePay: 'Efectivo', typePayKey: 'efectivo', isCash: 1, code: 'e' });
    await seedWeighedDemo(t.db, t.config.tzBusiness);
    const weighed = await t.db.select({ id: products.id, scaleCode: products.scaleCode }).from(products).where(eq(products.unit, 'kg'));
    expect(weighed.map((p) => p.scaleCode)).toEqual([101, 102]);
    const books = await booksOf(t.db, weighed.map((p) => p.id));
    // 12.750 kg − (0.750 + 1.250 + 0.480 + 0.315) and 6.750 kg − (1.000 + 0.625 + 0.905).
    expect(books.map((b) => b.stock)).toEqual([9.955, 4.22]);
    for (const b of books) {
      expect(b.ledger).toBe(b.stock);
      expect(b.lots).toBe(b.stock);
    }
    const admin = await t.adminToken();
    const day = (await t.call(admin, 'GET', '/api/sale/sales-day')).json();
    expect(day.total).toBe(7);
    expect(day.data.flatMap((s: { products: { unit: string }[] }) => s.products.map((l) => l.unit))).toEqual(Array(7).fill('kg'));
  });
});
