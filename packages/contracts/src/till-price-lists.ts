import { z } from 'zod';
import { positiveId } from './fields.js';
import type { ListPriceRow, PriceListTerms } from './list-pricing.js';

/**
 * What the till reads to price a sale with the client's price list (list-pricing.ts's rule): the
 * client's list with the rows of the cart's products, a scanned product's rows of that list, and
 * (offline) every enabled list in the snapshot.
 */

export const TILL_LIST_MSG = {
  productIds: 'Los productos deben ser identificadores separados por comas (hasta 200)',
  /** A line priced by the client's list takes no discount and no promotion. */
  noOffers: (label: string) => `La línea tiene el precio de la ${label}: no lleva descuento ni promoción`,
  /** The till's 'Cliente' key: the sale's client chosen before scanning. */
  chooseClient: 'Cliente',
  noClient: 'Sin cliente (precio de mostrador)',
} as const;

/** Most products one call asks the rows of: a sale's lines. */
const PRODUCT_IDS_MAX = 200;

/** One row of a list as the till prices with it (`ListPriceRow`). */
export const listPriceRowSchema = z.object({
  product_id: z.number().int(),
  /** null = the product's unit. */
  presentation_id: z.number().int().nullable(),
  min_quantity: z.number(),
  price: z.number(),
});

/** A list with the rows that matter (`PriceListTerms`); `enabled` 0: the counter's prices apply. */
export const priceListTermsSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  enabled: z.union([z.literal(0), z.literal(1)]),
  rows: z.array(listPriceRowSchema).readonly(),
});

/** '1,2,3' (or one id): the products whose rows are asked. */
const productIdsParam = () =>
  z.preprocess(
    (v) => (v === undefined || v === null ? '' : String(v)),
    z
      .string()
      .regex(/^(?:\d{1,9}(?:,\d{1,9}){0,199})?$/, TILL_LIST_MSG.productIds)
      .transform((t) => (t === '' ? [] : [...new Set(t.split(',').map(Number))]))
      .refine((ids) => ids.length <= PRODUCT_IDS_MAX && ids.every((id) => id >= 1), TILL_LIST_MSG.productIds),
  ).meta({ type: 'string', description: 'Ids de productos separados por comas, p. ej. "1,2,3"' });

/**
 * `GET sale/till-client-prices?client_id=&product_ids=`: the client's price list with its rows for
 * those products (the cart's), or null when the client has none (or does not exist): choosing the
 * client at the till prices the cart again with this one answer.
 */
export const tillClientPricesQuery = z.object({ client_id: positiveId(), product_ids: productIdsParam() });
export type TillClientPricesQuery = z.infer<typeof tillClientPricesQuery>;
export const tillClientPricesSchema = z.object({ price_list: priceListTermsSchema.nullable() });
export type TillClientPrices = z.infer<typeof tillClientPricesSchema>;

/** `price_list_id` on sale/till-barcode and sale/till-search: each product answered with its rows of that list. */
export const tillPriceListParam = () => positiveId().optional();

/**
 * A list in the till's snapshot: every row as a tuple [product_id, presentation_id, min_quantity,
 * price] (a quarter of the bytes of an object per row; 5 lists × 50,000 rows are 250,000 of them).
 */
export const snapshotPriceListSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  rows: z.array(z.tuple([z.number().int(), z.number().int().nullable(), z.number(), z.number()])),
});
export type SnapshotPriceList = z.infer<typeof snapshotPriceListSchema>;

/** A snapshot's list as the rule reads it (every list in the snapshot is enabled). */
export const snapshotListTerms = (l: SnapshotPriceList): PriceListTerms => ({
  id: l.id,
  name: l.name,
  enabled: 1,
  rows: l.rows.map(([product_id, presentation_id, min_quantity, price]): ListPriceRow => ({ product_id, presentation_id, min_quantity, price })),
});
