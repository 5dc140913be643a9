import { toCents } from './money.js';
import { offerLines, type OfferLine, type OfferTerms } from './offers.js';
import { lineCents, toMilli } from './quantity.js';

/**
 * How a line is priced when the client has a price list: one rule for the server's record-sale,
 * the web's till and the offline till, so the three agree to the cent.
 *
 * 1. The client's list (enabled) has rows for the product, or for the presentation sold: the row
 *    with the highest `min_quantity` the line's quantity reaches gives the unit price of the whole
 *    line (not tier by tier). The line takes no discount and no promotion: the list is that
 *    client's deal.
 * 2. Otherwise (no list, list disabled, no row, no minimum reached) the counter's rules: the
 *    product's (or presentation's) price with its quantity discount and NxM promotion.
 */

/** One price of a list as the rule reads it (`price-list/prices` answers these fields). */
export interface ListPriceRow {
  product_id: number;
  /** null = the product's unit. */
  presentation_id: number | null;
  /** Units, crates or kilograms (3 decimals) from which the price applies. */
  min_quantity: number;
  /** Bs. per unit, crate or kilogram. */
  price: number;
}

/** A client's price list with the rows that matter for a sale (all of them, or the cart's products). */
export interface PriceListTerms {
  id: number;
  name: string;
  enabled: 0 | 1;
  rows: readonly ListPriceRow[];
}

/** What a list gives a line: the list and the unit price in cents. */
export interface ListPrice {
  price_list_id: number;
  /** What the receipt prints on the line: 'Lista Mayorista'. */
  label: string;
  priceCents: number;
}

/** The receipt's and the till's words for a line priced by a list. */
export const listLabel = (name: string): string => `Lista ${name}`;

/**
 * The list's price for `quantity` of a product (or one of its presentations), or null when the
 * counter's rules apply. Quantities compare in thousandths: 0.5 kg reaches a 0,500 break exactly.
 */
export function listPriceFor(list: PriceListTerms | null | undefined, productId: number, presentationId: number | null, quantity: number): ListPrice | null {
  if (!list || list.enabled !== 1) return null;
  const q = toMilli(quantity);
  let best: ListPriceRow | null = null;
  for (const row of list.rows) {
    if (row.product_id !== productId || (row.presentation_id ?? null) !== (presentationId ?? null)) continue;
    const min = toMilli(row.min_quantity);
    if (min <= q && (!best || min > toMilli(best.min_quantity))) best = row;
  }
  return best && { price_list_id: list.id, label: listLabel(list.name), priceCents: toCents(best.price) };
}

/** A line as the rule prices it: the counter's offer lines, or one line at the list's price. */
export type PricedLine = (OfferLine & { list: null }) | { quantity: number; mode: 'list'; list: ListPrice; totalCents: number };

/**
 * A product's (or presentation's) whole quantity in a sale, priced: one list line when the list
 * covers it, else the counter's lines (`offerLines`: a 2x3 multiple and its rest).
 */
export function priceQuantity(
  list: PriceListTerms | null | undefined,
  item: { productId: number; presentationId: number | null; priceCents: number; terms: OfferTerms },
  quantity: number,
): PricedLine[] {
  const fromList = listPriceFor(list, item.productId, item.presentationId, quantity);
  if (fromList) return [{ quantity, mode: 'list', list: fromList, totalCents: lineCents(fromList.priceCents, quantity) }];
  return offerLines(item.priceCents, quantity, item.terms).map((l) => ({ ...l, list: null }));
}
