import { sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../db/types.js';

/** Test support (not used by the app): the ledger invariant of every product, read in one query. */
export interface ProductBooks {
  fkProduct: number;
  /** sum of its kardex deltas */
  ledger: number;
  /** product_stock.quantity */
  stock: number;
  /** sum of its lots' remaining quantities */
  lots: number;
  /** the balance of its newest kardex row (its stock after the last movement) */
  lastBalance: number | null;
}


export async function booksOf(db: Executor, productIds: number[]): Promise<ProductBooks[]> {
  if (productIds.length === 0) return [];
  const res = await db.execute(sql`
    select ps.fk_product as "fkProduct",
      ps.quantity as stock,
      (select coalesce(sum(k.delta), 0) from kardex k where k.fk_product = ps.fk_product) as ledger,
      (select coalesce(sum(l.quantity), 0) from lots l where l.fk_product = ps.fk_product) as lots,
      (select k.balance from kardex k where k.fk_product = ps.fk_product order by k.id desc limit 1) as "lastBalance"
    from product_stock ps
    where ps.fk_product in (${sql.join(productIds.map((id) => sql`${id}`), sql`, `)})
    order by ps.fk_product`);
  return rowsOf<ProductBooks>(res).map((r) => ({
    fkProduct: Number(r.fkProduct),
    ledger: Number(r.ledger),
    stock: Number(r.stock),
    lots: Number(r.lots),
    lastBalance: r.lastBalance === null ? null : Number(r.lastBalance),
  }));
}

export { addDays } from './stock-sql.js';
