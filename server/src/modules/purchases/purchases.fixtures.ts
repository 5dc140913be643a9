import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { kardex, lots, marks, products, productStock, providers } from '../../db/schema/index.js';
import { rowsOf } from '../../db/types.js';
import { businessToday as todayIn } from '../../lib/business-time.js';
import type { Ctx } from '../../lib/context.js';
import type { TestApp } from '../../../test/helpers.js';

/** The business date now (America/La_Paz), as the server computes registration dates. */
export const businessToday = (tz = 'America/La_Paz') => todayIn(tz);


/** A small catalogue for purchase tests: 3 enabled products, 1 disabled; 2 enabled providers, 1 disabled. */
export async function purchaseWorld(t: TestApp) {
  const [mark] = await t.db.insert(marks).values({ mark: 'PIL', markKey: 'pil' }).returning();
  const product = async (code: string, name: string, enabled = 1) => {
    const [p] = await t.db
      .insert(products)
      .values({ code, codeKey: code.toLowerCase(), product: name, description: 'd', price: '10.00', cost: '7.00', fkMark: mark.id, searchText: name.toLowerCase(), enabled })
      .returning({ id: products.id, product: products.product });
    return p;
  };
  const provider = async (name: string, enabled = 1) => {
    const [p] = await t.db.insert(providers).values({ provider: name, description: 'd', searchText: name.toLowerCase(), enabled }).returning({ id: providers.id });
    return p.id;
  };
  const milk = await product('L1', 'Leche Entera');
  const yogurt = await product('Y1', 'Yogurt Frutilla');
  const cheese = await product('Q1', 'Queso Fresco');
  const old = await product('X1', 'Producto Viejo', 0);
  const pil = await provider('PIL Andina');
  const delizia = await provider('Delizia');
  const closed = await provider('Cerrado', 0);
  const { adminId } = await t.seededIds();
  const ctx = { db: t.db, config: t.config, user: { id: adminId, name: 'A', category: 'a', username: 'admin' }, ip: '127.0.0.1' } as Ctx;
  return { milk, yogurt, cheese, old, pil, delizia, closed, ctx };
}

/** For each product: sum of its ledger deltas = product_stock = sum of its lots. Answers the stock. */
export async function stockInvariant(t: TestApp, productId: number): Promise<number> {
  const [{ deltas }] = await t.db.select({ deltas: sql<string>`coalesce(sum(${kardex.delta}), 0)::text` }).from(kardex).where(eq(kardex.fkProduct, productId));
  const [{ inLots }] = rowsOf<{ inLots: number }>(await t.db.execute(sql`select coalesce(sum(quantity), 0)::text as "inLots" from lots where fk_product = ${productId}`));
  const [{ stock }] = await t.db.select({ stock: productStock.quantity }).from(productStock).where(eq(productStock.fkProduct, productId));
  expect(Number(deltas)).toBe(stock);
  expect(Number(inLots)).toBe(stock);
  return stock;
}

export const lotsOfPurchase = (t: TestApp, purchaseId: number) => t.db.select().from(lots).where(eq(lots.fkPurchase, purchaseId)).orderBy(lots.fkProduct);
