import { listLabel, type PriceListTerms, type TillClientPrices, type TillProduct } from '@lactea/contracts';

/**
 * The client's list with a product's rows: those the scan answered (`list_rows`), or, for a product
 * found another way (search, scale label), read now. Answers the same list when nothing is new.
 * `checked`: the products whose rows of this list are known (read with the list when the client was
 * chosen, or since): a product the list has no rows for is not asked again on its next add.
 */
export async function withProductRows(list: PriceListTerms, product: TillProduct, read: (productIds: number[]) => Promise<TillClientPrices>, checked: Set<number>): Promise<PriceListTerms> {
  const known = checked.has(product.id) || list.rows.some((r) => r.product_id === product.id);
  if (known) return list;
  const rows = product.list_rows ?? (await read([product.id])).price_list?.rows.filter((r) => r.product_id === product.id) ?? [];
  checked.add(product.id);
  return rows.length ? { ...list, rows: [...list.rows, ...rows] } : list;
}

/** The chosen client's prices as the till says them: 'Lista Mayorista', or the counter's. */
export const clientPricesText = (list: PriceListTerms | null): string => (list?.enabled === 1 ? listLabel(list.name) : COUNTER_PRICES);
export const COUNTER_PRICES = 'Precio de mostrador';
