import { desc, eq, like, sql, type SQL } from 'drizzle-orm';
import { fold, STOCK_LOW_MAX, STOCK_MODERATE_MAX, type InventoryLevel, type ListProductsWithStockQuery, type Paged, type ProductStock } from '@lactea/contracts';
import { marks, productCounts, products, productStock } from '../../db/schema/index.js';
import type { Db, Executor } from '../../db/types.js';
import type { Ctx } from '../../lib/context.js';
import { likePattern, paged, TRIGRAM_MIN_TERM } from '../../lib/paging.js';
import { cachedCount, versionColumn, whereKey } from '../../lib/search-counts.js';
import { allOf } from './stock-sql.js';

/**
 * Inventory (product/list-with-total-lot): every product (a disabled one may still hold stock)
 * with its real stock. The stock is product_stock.quantity, kept by the ledger in the same
 * transaction as every movement, so a page never sums lots and the level filter is a plain
 * comparison (indexed by product_stock_quantity_idx).
 */
const columns = {
  id: products.id,
  code: products.code,
  product: products.product,
  barcode: products.barcode,
  description: products.description,
  price: products.price,
  cost: products.cost,
  fk_mark: products.fkMark,
  enabled: products.enabled,
  version: products.version,
  // A scalar subquery, not a join: fk_mark always names a brand, and it is cheaper on PGlite.
  mark: sql<string>`(select ${marks.mark} from ${marks} where ${marks.id} = ${products.fkMark})`,
  total_quantity: productStock.quantity,
};

function levelFilter(level: InventoryLevel | ''): SQL | undefined {
  if (level === 'b') return sql`${productStock.quantity} <= ${STOCK_LOW_MAX}`;
  if (level === 'm') return sql`${productStock.quantity} > ${STOCK_LOW_MAX} and ${productStock.quantity} <= ${STOCK_MODERATE_MAX}`;
  if (level === 'a') return sql`${productStock.quantity} > ${STOCK_MODERATE_MAX}`;
  return undefined;
}

export function listInventory(ctx: Ctx, q: ListProductsWithStockQuery): Promise<Paged<ProductStock>> {
  const search = q.search ? like(products.searchText, likePattern(fold(q.search))) : undefined;
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
      return rows.map((r) => ({ ...r, price: Number(r.price), cost: Number(r.cost), enabled: r.enabled as 0 | 1 }));
    },
    () => countInventory(ctx.db, q, where, allOf([search, brand])),
  );
}

async function countInventory(db: Db, q: ListProductsWithStockQuery, where: SQL | undefined, productsOnly: SQL | undefined): Promise<number> {
  // No search, no level: the per-brand counters kept by a trigger (a few rows, not 50,000).
  if (!q.search && !q.inventory_level) {
    const [{ total }] = await db
      .select({ total: sql<number>`coalesce(sum(${productCounts.n}), 0)::int` })
      .from(productCounts)
      .where(q.fk_mark ? eq(productCounts.fkMark, q.fk_mark) : undefined);
    return Number(total);
  }
  // A level alone counts stock rows only (an index-only range scan of product_stock).
  if (!q.search && !q.fk_mark) {
    const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(productStock).where(levelFilter(q.inventory_level));
    return Number(total);
  }
  // A search without a level reads products' own columns only (every product has its stock row):
  // the same total product/list counts, cached under the products table's version.
  if (!q.inventory_level) {
    return cachedCount(db, 'products', whereKey(productsOnly), () =>
      trigramCount(db, q.search, async (exec) => {
        const [row] = await exec.select({ total: sql<number>`count(*)::int`, version: versionColumn('products') }).from(products).where(productsOnly);
        return { total: Number(row.total), version: row.version };
      }),
    );
  }
  const counted = await trigramCount(db, q.search, async (exec) => {
    const [row] = await exec
      .select({ total: sql<number>`count(*)::int` })
      .from(products)
      .innerJoin(productStock, eq(productStock.fkProduct, products.id))
      .where(where);
    return { total: Number(row.total), version: '' };
  });
  return counted.total;
}

/** The planner underestimates LIKE on long text and picks a slower sequential scan (paging.ts). */
function trigramCount<T>(db: Db, search: string, count: (exec: Executor) => Promise<T>): Promise<T> {
  if (!search || fold(search).length < TRIGRAM_MIN_TERM) return count(db);
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return count(tx);
  });
}
