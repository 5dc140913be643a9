import { and, eq, gte, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { CanceledSalesQuery, SalesByProductQuery, SalesReportQuery, SalesToClientQuery } from '@lactea/contracts';
import { saleDetails, sales, salesDailyPayment, salesDailyProduct } from '../../db/schema/index.js';

type Range = { date_from?: string; date_to?: string };

/** Business dates compared directly: the ranges ride sales_date_idx and the rollups' keys. */
function between(column: typeof sales.date | typeof salesDailyPayment.day | typeof salesDailyProduct.day, q: Range): SQL[] {
  const out: SQL[] = [];
  if (q.date_from) out.push(gte(column, q.date_from));
  if (q.date_to) out.push(lte(column, q.date_to));
  return out;
}

/** type_pay: -1 all, 0 sold on credit (no payment type), otherwise that payment type. */
function salePayment(typePay: number): SQL[] {
  if (typePay === -1) return [];
  return [typePay === 0 ? isNull(sales.fkTypePayment) : eq(sales.fkTypePayment, typePay)];
}

/** sales-report and calculate-gain over sales (the list). */
export function salesReportWhere(q: Omit<SalesReportQuery, 'page'>): SQL {
  const f: SQL[] = [eq(sales.enabled, 1), ...between(sales.date, q), ...salePayment(q.type_pay)];
  if (q.fk_user) f.push(eq(sales.fkUser, q.fk_user));
  return and(...f)!;
}

/** The same filter over the payment rollup (its fk_type_payment 0 = sold on credit). */
export function paymentRollupWhere(q: Omit<SalesReportQuery, 'page'>): SQL {
  const f: SQL[] = [...between(salesDailyPayment.day, q)];
  if (q.type_pay !== -1) f.push(eq(salesDailyPayment.fkTypePayment, q.type_pay));
  if (q.fk_user) f.push(eq(salesDailyPayment.fkUser, q.fk_user));
  return f.length ? and(...f)! : sql`true`;
}

/** Without a client (id 0) nothing matches: the screen refuses the search with 'Elija un cliente'. */
export function salesToClientWhere(q: Omit<SalesToClientQuery, 'page'>): SQL {
  if (!q.fk_client) return sql`false`;
  const f: SQL[] = [eq(sales.fkClient, q.fk_client), ...between(sales.date, q), ...salePayment(q.type_pay)];
  if (q.enabled !== 2) f.push(eq(sales.enabled, q.enabled));
  return and(...f)!;
}

export function canceledSalesWhere(q: Omit<CanceledSalesQuery, 'page'>): SQL {
  const f: SQL[] = [eq(sales.enabled, 0), ...between(sales.date, q)];
  if (q.fk_client) f.push(eq(sales.fkClient, q.fk_client));
  if (q.fk_user) f.push(eq(sales.fkUser, q.fk_user));
  return and(...f)!;
}

/** products-sold lines (sale_details joined to their enabled sale). */
export function soldLinesWhere(q: Omit<SalesByProductQuery, 'page'>): SQL {
  const f: SQL[] = [eq(sales.enabled, 1), ...between(sales.date, q)];
  if (q.client_id) f.push(eq(sales.fkClient, q.client_id));
  if (q.product_id) f.push(eq(saleDetails.fkProduct, q.product_id));
  return and(...f)!;
}

/**
 * The same filter on the lines' own copies of their sale's date and state (`sale_date`,
 * `sale_enabled`): the products-sold page walks `sale_details_sold_idx` or, for one product,
 * `sale_details_product_idx` (decision 0061). A client's lines are few: they are found through the
 * client's sales.
 */
export function soldLinesPageWhere(q: Omit<SalesByProductQuery, 'page'>): SQL {
  const f: SQL[] = [eq(saleDetails.saleEnabled, 1)];
  if (q.date_from) f.push(gte(saleDetails.saleDate, q.date_from));
  if (q.date_to) f.push(lte(saleDetails.saleDate, q.date_to));
  if (q.product_id) f.push(eq(saleDetails.fkProduct, q.product_id));
  if (q.client_id) f.push(sql`${saleDetails.fkSale} in (select ${sales.id} from ${sales} where ${sales.fkClient} = ${q.client_id})`);
  return and(...f)!;
}

/** The product rollup over a period (and a product, a brand). */
export function productRollupWhere(q: Range & { product_id?: number; id_mark?: number }): SQL {
  const f: SQL[] = [...between(salesDailyProduct.day, q)];
  if (q.product_id) f.push(eq(salesDailyProduct.fkProduct, q.product_id));
  if (q.id_mark) f.push(eq(salesDailyProduct.fkMark, q.id_mark));
  return f.length ? and(...f)! : sql`true`;
}
