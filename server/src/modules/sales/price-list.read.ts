import { sql, type SQL } from 'drizzle-orm';
import type { ListPriceRow, PriceListTerms } from '@lactea/contracts';
import { priceListPrices, priceLists } from '../../db/schema/index.js';
import type { Executor } from '../../db/types.js';
import { jsonRows } from '../../db/json-rows.js';
import { pgArray } from '../../db/prepared.js';

/**
 * A price list's rows as the pricing rule reads them (list-pricing.ts), read by record-sale, the
 * till's lookups and the offline snapshot.
 */

/** A JSON array of list rows `r` meeting `where`, in the pricing rule's order, as one SQL expression. */
const rowsJson = (where: SQL): SQL =>
  sql`(select coalesce(json_agg(json_build_object('product_id', r.fk_product, 'presentation_id', r.fk_presentation, 'min_quantity', r.min_quantity, 'price', r.price)
      order by r.fk_product, r.fk_presentation nulls first, r.min_quantity), '[]'::json)
    from ${priceListPrices} r where ${where})`;

/** A JSON array of the rows of list `listId` for `productIds` (all of its rows when null), as one SQL expression. */
export const listRowsJson = (listId: SQL, productIds: readonly number[] | null): SQL =>
  rowsJson(productIds ? sql`r.fk_price_list = ${listId} and r.fk_product = any(${pgArray(productIds)}::int[])` : sql`r.fk_price_list = ${listId}`);

/**
 * The rows of list `listId` for ONE product (`productId`, an outer query's column): two equalities
 * on the rows' index, whatever the plan. record-sale's read asks this per product instead of
 * `listRowsJson` with the sale's products as an array, so that its prepared statement keeps one
 * generic plan (an array of unknown length leaves the list's rows to a filter in that plan).
 */
export const productListRowsJson = (listId: SQL, productId: SQL): SQL => rowsJson(sql`r.fk_price_list = ${listId} and r.fk_product = ${productId}`);

/** A row as json_build_object gives it: numerics may come back as text on some drivers. */
export const listRowOf = (r: ListPriceRow): ListPriceRow => ({
  product_id: Number(r.product_id),
  presentation_id: r.presentation_id === null ? null : Number(r.presentation_id),
  min_quantity: Number(r.min_quantity),
  price: Number(r.price),
});

/** A list read with its rows: `rows` as listRowsJson gives them (JSON text or already parsed). */
export const listTermsOf = (l: { id: number; name: string; enabled: number; rows: unknown }): PriceListTerms => ({
  id: l.id,
  name: l.name,
  enabled: l.enabled === 1 ? 1 : 0,
  rows: ((typeof l.rows === 'string' ? JSON.parse(l.rows) : l.rows) as ListPriceRow[]).map(listRowOf),
});

/** List `id` (enabled or not) with its rows for `productIds` (null: all of them); null when there is no such list. */
export async function listWithRows(db: Executor, id: number, productIds: readonly number[] | null): Promise<PriceListTerms | null> {
  const [found] = await jsonRows<{ id: number; name: string; enabled: number; rows: unknown }>(
    db,
    sql`select l.id, l.name, l.enabled, ${listRowsJson(sql`l.id`, productIds)} as rows from ${priceLists} l where l.id = ${id}`,
  );
  return found ? listTermsOf(found) : null;
}
