import { asc, desc, inArray, sql } from 'drizzle-orm';
import { DASHBOARD_TOP, SLOW_MOVER_DAYS, type ProductUnit } from '@lactea/contracts';
import { products, salesDailyProduct } from '../../db/schema/index.js';
import { rowsOf, type Executor } from '../../db/types.js';
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
  return groups.map((g) => ({ id: g.id, code: byId.get(g.id)?.code ?? '', product: byId.get(g.id)?.product ?? '', unit: (byId.get(g.id)?.unit ?? 'unidad') as ProductUnit, quantity: Number(g.quantity), sale: F.bs(g.sale) }));
}

/**
 * Slow movers: products holding stock (INVENTARIO's figure, product_stock) with no sale line in the
 * last SLOW_MOVER_DAYS days, today included (no rollup row with lines, as Productos Vendidos counts
 * them). Their number and the ones holding most units, in one statement.
 */
export async function slowMovers(db: Executor, today: string) {
  const from = addDays(today, -(SLOW_MOVER_DAYS - 1));
  type Row = { id: number | null; code: string; product: string; unit: ProductUnit; quantity: number; n: number };
  // The count reads product_stock alone; products are joined only for the five shown.
  const rows = rowsOf<Row>(
    await db.execute(sql`
      with s as (
        select ps.fk_product, ps.quantity from product_stock ps
         where ps.quantity > 0
           and not exists (select 1 from ${salesDailyProduct} where ${salesDailyProduct.fkProduct} = ps.fk_product and ${productRollupWhere({ date_from: from, date_to: today })} and ${salesDailyProduct.lines} > 0)),
      n as (select count(*)::int as n from s),
      t as (select * from s order by quantity desc, fk_product limit ${DASHBOARD_TOP})
      select t.fk_product as id, p.code, p.product, p.unit, t.quantity, n.n
        from n left join t on true left join ${products} p on p.id = t.fk_product
       order by t.quantity desc, t.fk_product`),
  );
  const list = rows.filter((r): r is Row & { id: number } => r.id !== null);
  return { count: Number(rows[0].n), list: list.map((r) => ({ id: Number(r.id), code: r.code, product: r.product, unit: r.unit, quantity: Number(r.quantity) })) };
}
