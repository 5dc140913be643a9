import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { DASHBOARD_TOP, SLOW_MOVER_DAYS, type ProductUnit, fromCents } from '@lactea/contracts';
import { products, productStock, salesDailyProduct } from '../../db/schema/index.js';
import type { Executor } from '../../db/types.js';
import * as F from '../reports/figures.js';
import { productRollupWhere } from '../reports/filters.js';
import { addDays } from '../stock/stock-sql.js';

/**
 * The best sellers of a period by net sale (Productos Vendidos' figure for each product: the product
 * rollup's total − discount share, reports/figures.ts), grouped on the rollup's (day, …) key.
 */
export async function topProducts(db: Executor, date_from: string, date_to: string) {
  const groups = await db
    .select({ id: salesDailyProduct.fkProduct, sale: F.productRollupNet, quantity: F.productRollupQuantity })
    .from(salesDailyProduct)
    .where(productRollupWhere({ date_from, date_to }))
    .groupBy(salesDailyProduct.fkProduct)
    .having(sql`sum(${salesDailyProduct.lines}) <> 0`)
    .orderBy(desc(F.productRollupNet), asc(salesDailyProduct.fkProduct))
    .limit(DASHBOARD_TOP);
  if (groups.length === 0) return [];
  const names = await db.select({ id: products.id, code: products.code, product: products.product, unit: products.unit }).from(products).where(inArray(products.id, groups.map((g) => g.id)));
  const byId = new Map(names.map((n) => [n.id, n]));
  return groups.map((g) => ({ id: g.id, code: byId.get(g.id)?.code ?? '', product: byId.get(g.id)?.product ?? '', unit: (byId.get(g.id)?.unit ?? 'unidad') as ProductUnit, quantity: Number(g.quantity), sale: fromCents(g.sale) }));
}

/**
 * Slow movers: products holding stock (INVENTARIO's figure, product_stock) with no sale line in the
 * last SLOW_MOVER_DAYS days, today included (no rollup row with lines, as Productos Vendidos counts
 * them). product_stock.last_sold is that last day, kept by a trigger on the product rollup
 * (migration 0038, decision 0045), so this reads product_stock alone, not a month of rollup rows.
 * Their number, and the five holding most units named. Two statements: counting from the index
 * and taking the five largest are each cheaper than one statement holding every slow mover.
 */
export async function slowMovers(db: Executor, today: string) {
  const from = addDays(today, -(SLOW_MOVER_DAYS - 1));
  const slow = sql`${productStock.quantity} > 0 and coalesce(${productStock.lastSold}, '-infinity'::date) < ${from}::date`;
  const [[{ n }], list] = await Promise.all([
    db.select({ n: sql<number>`count(*)::int` }).from(productStock).where(slow),
    db
      .select({ id: products.id, code: products.code, product: products.product, unit: products.unit, quantity: productStock.quantity })
      .from(productStock)
      .innerJoin(products, eq(products.id, productStock.fkProduct))
      .where(slow)
      .orderBy(desc(productStock.quantity), asc(productStock.fkProduct))
      .limit(DASHBOARD_TOP),
  ]);
  return { count: Number(n), list: list.map((r) => ({ ...r, unit: r.unit as ProductUnit, quantity: Number(r.quantity) })) };
}
