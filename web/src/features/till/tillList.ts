import { listLabel, type PriceListTerms, type TillClientPrices, type TillProduct } from '@lactea/contracts';

/**
 * The client's list with a product's rows: those the scan answered (`list_rows`), or, for a product
 * found another way (search, scale label), read now. Answers the same list when nothing is new.
 */
export async function withProductRows(list: PriceListTerms, product: TillProduct, read: (productIds: number[]) => Promise<TillClientPrices>): Promise<PriceListTerms> {
  const known = list.rows.some((r) => r.product_id === product.id);
  if (known) return list;
  const rows = product.list_rows ?? (await read([product.id])).price_list?.rows.filter((r) => r.product_id === product.id) ?? [];
  return rows.length ? { ...list, rows: [...list.rows, ...rows] } : list;
}

/** The chosen client's prices as the till says them: 'Lista Mayorista', or the counter's. */
export const clientPricesText = (list: PriceListTerms | null): string => (list?.enabled === 1 ? listLabel(list.name) : COUNTER_PRICES);
export const COUNTER_PRICES = 'Precio de mostrador';
