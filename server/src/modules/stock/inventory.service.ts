import { desc, eq, sql, type SQL } from 'drizzle-orm';
import { STOCK_LOW_MAX, STOCK_MODERATE_MAX, type InventoryLevel, type ListProductsWithStockQuery, type Paged, type ProductStock } from '@lactea/contracts';
import { products, productStock, stockLevelCounts } from '../../db/schema/index.js';
import type { Db, Executor } from '../../db/types.js';
import type { Ctx } from '../../lib/context.js';
import { paged, trigramCount } from '../../lib/paging.js';
import { countFromCounters, countMatches, listColumns, searchFilter, toStock } from '../products/products.service.js';
import { allOf } from './stock-sql.js';

/**
 * Inventory (product/list-with-total-lot): every product (a disabled one may still hold stock)
 * with its real stock. The stock is product_stock.quantity, kept by the ledger in the same
 * transaction as every movement, so a page never sums lots and the level filter is a plain
 * comparison (indexed by product_stock_quantity_idx).
 */
const columns = { ...listColumns, total_quantity: productStock.quantity };

function levelFilter(level: InventoryLevel | ''): SQL | undefined {
  if (level === 'b') return sql`${productStock.quantity} <= ${STOCK_LOW_MAX}`;
  if (level === 'm') return sql`${productStock.quantity} > ${STOCK_LOW_MAX} and ${productStock.quantity} <= ${STOCK_MODERATE_MAX}`;
  if (level === 'a') return sql`${productStock.quantity} > ${STOCK_MODERATE_MAX}`;
  return undefined;
}

/**
 * Products at a stock level (INVENTARIO's level filter alone; the home's low-stock figure; '' all):
 * a sum over the few rows of stock_level_counts, which a trigger keeps in the stock's own
 * transaction (migration 0040), not a count over every stock row.
 */
export async function countAtLevel(db: Executor, level: InventoryLevel | ''): Promise<number> {
  const [{ total }] = await db
    .select({ total: sql<number>`coalesce(sum(${stockLevelCounts.n}), 0)::int` })
    .from(stockLevelCounts)
    .where(level ? eq(stockLevelCounts.level, level) : undefined);
  return Number(total);
}

export function listInventory(ctx: Ctx, q: ListProductsWithStockQuery): Promise<Paged<ProductStock>> {
  const search = q.search ? searchFilter(q.search) : undefined;
  const brand = q.fk_mark ? eq(products.fkMark, q.fk_mark) : undefined;
  const level = levelFilter(q.inventory_level);
  const where = allOf([search, brand, level]);
  return paged(
    q.page,
    ctx.config.pageSize,
    async ({ limit, offset }) => {
      const rows = await ctx.db
        .select(columns)
        .from(products)
        .innerJoin(productStock, eq(productStock.fkProduct, products.id))
        .where(where)
        .orderBy(desc(products.id))
        .limit(limit)
        .offset(offset);
      return rows.map(toStock);
    },
    () => countInventory(ctx.db, q, where, allOf([search, brand])),
  );
}

async function countInventory(db: Db, q: ListProductsWithStockQuery, where: SQL | undefined, productsOnly: SQL | undefined): Promise<number> {
  // No search, no level: the per-brand counters kept by a trigger (a few rows, not 50,000).
  if (!q.search && !q.inventory_level) return countFromCounters(db, 2, q.fk_mark);
  // A level alone counts stock rows only (an index-only range scan of product_stock).
  if (!q.search && !q.fk_mark) return countAtLevel(db, q.inventory_level);
  // A search without a level reads products' own columns only (every product has its stock row):
  // the same total product/list counts, cached under the products table's version.
  if (!q.inventory_level) return countMatches(db, q.search, productsOnly);
  return trigramCount(db, q.search, async (exec) => {
    const [row] = await exec
      .select({ total: sql<number>`count(*)::int` })
      .from(products)
      .innerJoin(productStock, eq(productStock.fkProduct, products.id))
      .where(where);
    return Number(row.total);
  });
}
