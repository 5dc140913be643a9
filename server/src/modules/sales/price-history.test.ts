import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSaleTestApp, type TestApp } from '../../../test/helpers.js';
import { priceHistory, productDiscounts, productPromotions, products } from '../../db/schema/index.js';
import type { SaleWorld } from './sales.fixtures.js';

/**
 * The triggers of migration 0034 (the prices an offline sale is priced at): every change of a
 * product's price or of its enabled discount or promotion appends the product's whole state;
 * other edits write nothing.
 */
describe('price_history', () => {
  let t: TestApp;
  let w: SaleWorld;

  beforeAll(async () => {
    ({ t, w } = await createSaleTestApp());
  });
  afterAll(() => t.close());

  const states = async (fkProduct: number) =>
    (await t.db.select().from(priceHistory).where(eq(priceHistory.fkProduct, fkProduct)).orderBy(asc(priceHistory.id))).map((h) => [
      h.price,
      h.discountUnitPrice,
      h.discountQuantity,
      h.promotionQuantityPromotion,
      h.promotionQuantitySale,
    ]);

  it('writes the whole state on a new product, a price change and each change of its enabled terms; nothing on other edits', async () => {
    const milk = await w.addProduct('Leche Historia', '10.00');
    const other = await w.addProduct('Yogur Historia', '8.00');
    expect(await states(milk)).toEqual([['10.00', null, null, null, null]]);
    await t.db.update(products).set({ product: 'Leche Historia Entera', price: '10.00' }).where(eq(products.id, milk));
    expect(await states(milk)).toHaveLength(1);
    await t.db.update(products).set({ price: '11.50' }).where(eq(products.id, milk));
    await w.addDiscount(milk, '10.00', 3);
    await w.addPromotion(milk, 3, 2);
    await t.db.update(productDiscounts).set({ enabled: 0 }).where(eq(productDiscounts.fkProduct, milk));
    // A disabled discount edited while disabled changes no price in force.
    await t.db.update(productDiscounts).set({ unitPrice: '9.00' }).where(eq(productDiscounts.fkProduct, milk));
    await t.db.delete(productPromotions).where(eq(productPromotions.fkProduct, milk));
    expect(await states(milk)).toEqual([
      ['10.00', null, null, null, null],
      ['11.50', null, null, null, null],
      ['11.50', '10.00', 3, null, null],
      ['11.50', '10.00', 3, 3, 2],
      ['11.50', null, null, 3, 2],
      ['11.50', null, null, null, null],
    ]);
    // A discount moved to another product: both products' states.
    await w.addDiscount(other, '7.00', 2);
    await t.db.update(productDiscounts).set({ fkProduct: milk }).where(eq(productDiscounts.fkProduct, other));
    expect((await states(other)).slice(-1)).toEqual([['8.00', null, null, null, null]]);
    expect((await states(milk)).slice(-1)).toEqual([['11.50', '7.00', 2, null, null]]);
  });
});
