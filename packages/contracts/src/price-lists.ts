import { z } from 'zod';
import { EDITS, editBody } from './edits.js';
import { FIELD_LABELS, MSG } from './messages.js';
import { productChoice } from './discounts.js';
import { decimalQuantity, enabledFlag, integer, money, pagedOf, pageParam, positiveId, presentationChoice, requiredText, rowVersion, searchParam, stateFilter, versionField } from './fields.js';
import { toCents } from './money.js';
import { listPriceRowSchema } from './till-price-lists.js';
import { formatMoney } from './numbers.js';
import { fitsUnit, QUANTITY_MAX, QUANTITY_MSG, UNIT_VALUES } from './quantity.js';

/**
 * LISTAS DE PRECIOS: a client's price list ('Mayorista') is master data like a brand, and its rows
 * are the prices a client with the list pays (list-pricing.ts is the rule that reads them).
 */
export const PRICE_LIST_NAME_MAX = 40;

export const PRICE_LIST_MSG = {
  duplicate: 'La lista de precios ya existe',
  notFound: 'No existe la lista de precios',
  priceNotFound: 'No existe el precio',
  disabled: (name: string) => `La lista de precios ${name} está inhabilitada`,
  noPresentation: 'No existe la presentación',
  presentationOfAnother: (product: string) => `La presentación no es del producto ${product}`,
  /** A disabled presentation is sold at no till, so no list prices it. */
  presentationDisabled: (name: string) => `La presentación ${name} está inhabilitada`,
  weighedNoPresentations: 'Los productos por peso no tienen presentaciones',
  /** A decimal minimum for a product sold by the unit. */
  wholeMinimum: `${FIELD_LABELS.min_quantity}: ${MSG.integer}`,
  minimumAtLeastOne: 'Debe ser 1 o mayor',
  /** client/add is the till's too: a cashier registers a client, only the administrator gives it a list. */
  onlyAdminGives: 'Solo el administrador asigna listas de precios',
  /** The screen's warning (allowed: the list may be dearer than the counter). */
  aboveCounterPrice: (price: number) => `Mayor que el precio del producto (${formatMoney(price)})`,
} as const;

/**
 * Whether a row's price is above the counter's price of what it prices: allowed (a list may be
 * dearer for a product), but the screen warns with `aboveCounterPrice`.
 */
export const isAboveCounterPrice = (priceCents: number, counterPrice: number): boolean => priceCents > toCents(counterPrice);

/** What a client without a list pays: the counter's prices (the picker's empty choice). */
export const COUNTER_PRICE_LABEL = 'Precio de mostrador';

export const priceListSchema = z.object({ id: z.number().int(), name: z.string(), enabled: enabledFlag, version: rowVersion });
export type PriceList = z.infer<typeof priceListSchema>;
export const priceListPage = pagedOf(priceListSchema);

/** `order`: newest first (the screen) or by name (the client form's picker). */
export const PRICE_LIST_ORDERS = ['recent', 'name'] as const;
export const listPriceListsQuery = z.object({
  page: pageParam(),
  search: searchParam(),
  enabled: stateFilter(),
  order: z.enum(PRICE_LIST_ORDERS, { error: 'Orden inválido' }).default('recent'),
});
export type ListPriceListsQuery = z.infer<typeof listPriceListsQuery>;

export const createPriceListBody = z.object({ name: requiredText(PRICE_LIST_NAME_MAX) });
export type CreatePriceListBody = z.infer<typeof createPriceListBody>;

/** Edit: the name with the id and version; the state may come back as read (contracts/edits.ts). */
export const editPriceListBody = editBody(
  EDITS['PUT /api/price-list/edit'],
  { id: positiveId(), version: versionField(), name: requiredText(PRICE_LIST_NAME_MAX) },
  priceListSchema,
);
export type EditPriceListBody = z.infer<typeof editPriceListBody>;

/**
 * One price of a list as `price-list/prices` answers it: the rule's fields (`ListPriceRow`:
 * product_id, presentation_id, min_quantity, price) with what the screen shows.
 */
export const priceListPriceSchema = listPriceRowSchema.extend({
  id: z.number().int(),
  price_list_id: z.number().int(),
  code: z.string(),
  product: z.string(),
  /** 'kg': the minimum is a weight ('0,500 kg'). */
  unit: z.enum(UNIT_VALUES),
  /** The presentation's name ('Caja x12'), null for the unit. */
  presentation: z.string().nullable(),
  /** The counter's price of what the row prices (the product's, or the presentation's): the screen warns when the row is dearer. */
  product_price: z.number(),
});
export type PriceListPrice = z.infer<typeof priceListPriceSchema>;
export const priceListPricePage = pagedOf(priceListPriceSchema);

/** A list's rows, by product name then presentation and minimum; `search` finds products by name or code. */
export const listPricesQuery = z.object({ price_list_id: positiveId(), page: pageParam(), search: searchParam() });
export type ListPricesQuery = z.infer<typeof listPricesQuery>;

/** A row's minimum: ≥ 1, 3 decimals at most (kg); whole for a unit product (the server knows the unit). */
export const minQuantityField = () =>
  decimalQuantity()
    .refine((v) => v >= 1, PRICE_LIST_MSG.minimumAtLeastOne)
    .refine((v) => v <= QUANTITY_MAX, QUANTITY_MSG.max);

export const setPriceBody = z.object({
  price_list_id: positiveId(),
  product_id: productChoice(),
  presentation_id: presentationChoice(),
  min_quantity: minQuantityField(),
  // money() already refuses a negative price; zero is its own message.
  price: money().refine((v) => v !== 0, MSG.notZero),
});
export type SetPriceBody = z.infer<typeof setPriceBody>;
export type SetPriceFormInput = z.input<typeof setPriceBody>;

/**
 * The price form: the body plus the chosen product's unit, so a unit product's decimal minimum is
 * refused under the field as the server refuses it.
 */
export const setPriceFormBody = setPriceBody
  .extend({ unit: z.enum(UNIT_VALUES).optional() })
  .superRefine((v, ctx) => {
    if (!fitsUnit(v.min_quantity, v.unit ?? 'unidad')) ctx.addIssue({ code: 'custom', path: ['min_quantity'], message: MSG.integer });
  })
  .transform(({ unit: _unit, ...body }): SetPriceBody => body);

export const removePriceBody = z.object({ id: positiveId() });
export type RemovePriceBody = z.infer<typeof removePriceBody>;
export const removedPriceAnswer = z.object({ id: z.number().int(), deleted: z.literal(true) });

/**
 * A client's list as a body sends it: 0, '' or null = the counter's prices. `absent`: what a
 * missing key means, null when registering; in an edit the field is an added one (kept when absent).
 */
export const priceListChoice = (absent: 'null' | 'required') =>
  z.preprocess(
    (v) => (v === undefined ? (absent === 'null' ? null : undefined) : v === null || v === 0 || v === '' || v === '0' ? null : v),
    integer().refine((v) => v >= 1, MSG.required).nullable(),
  );
