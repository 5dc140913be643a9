import { z } from 'zod';
import { MSG } from './messages.js';
import { enabledFlag, integer, money, pagedOf, pageParam, positiveId, rowVersion, stateFilter, versionField } from './fields.js';
import { formatMoney } from './numbers.js';

/** The product of a discount or promotion row: enough to show it and to check the price. */
export const pricedProductSchema = z.object({ id: z.number().int(), code: z.string(), product: z.string(), price: z.number() });
export type PricedProduct = z.infer<typeof pricedProductSchema>;

const blankToZero = (v: unknown) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? 0 : v);

/** The product of a discount or promotion: must be chosen (0 or nothing = none chosen). */
export const productChoice = () => z.preprocess(blankToZero, integer().refine((v) => v >= 1, 'Elija un producto'));
/** A product filter: 0 or absent = all products. */
export const productFilter = () => z.preprocess(blankToZero, integer().refine((v) => v >= 0, 'Valor inválido'));

/** A whole quantity of units, at least `min`, at most int4. */
export const wholeQuantity = (min: number) => integer().refine((v) => v >= min, min === 1 ? 'Debe ser mayor a cero' : MSG.minValue(min));

export const productDiscountSchema = z.object({
  id: z.number().int(),
  fk_product: z.number().int(),
  /** From `quantity` units on, each costs this (Bs., 2 decimals). */
  unit_price: z.number(),
  quantity: z.number().int(),
  enabled: enabledFlag,
  version: rowVersion,
  product: pricedProductSchema,
});
export type ProductDiscount = z.infer<typeof productDiscountSchema>;
export const productDiscountPage = pagedOf(productDiscountSchema);

/** `enabled` is the administrator's filter; a cashier always gets the enabled ones (the till). */
export const listDiscountsQuery = z.object({ page: pageParam(), fk_product: productFilter(), enabled: stateFilter() });
export type ListDiscountsQuery = z.infer<typeof listDiscountsQuery>;

export const createDiscountBody = z.object({
  fk_product: productChoice(),
  // money() already refuses a negative price; zero is its own message.
  unit_price: money().refine((v) => v !== 0, MSG.notZero),
  quantity: wholeQuantity(1),
});
export type CreateDiscountBody = z.infer<typeof createDiscountBody>;
export type DiscountFormInput = z.input<typeof createDiscountBody>;

export const updateDiscountBody = createDiscountBody.extend({ id: positiveId(), version: versionField() });
export type UpdateDiscountBody = z.infer<typeof updateDiscountBody>;

export const DISCOUNT_MESSAGES = {
  notFound: 'No existe el descuento',
  oneEnabled: (product: string) => `Ya existe un descuento habilitado para el producto ${product}`,
  belowPrice: (product: string, price: string) => `El P.U. debe ser menor al precio de ${product} (${formatMoney(price)})`,
  /** The other side of belowPrice: a price lowered to or under its enabled discount would make the discount dearer. */
  priceNotAboveDiscount: (product: string, unitPrice: string) =>
    `${product} tiene un descuento habilitado con P.U. ${formatMoney(unitPrice)}: el precio debe ser mayor (edite o inhabilite el descuento primero)`,
} as const;

/** Shared by discounts and promotions. */
export const PRODUCT_RULE_MESSAGES = {
  noProduct: 'No existe el producto',
  productDisabled: (product: string) => `El producto ${product} está inhabilitado`,
} as const;
