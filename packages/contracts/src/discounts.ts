import { z } from 'zod';
import { FIELD_LABELS, MSG } from './messages.js';
import { EDITS, editBody } from './edits.js';
import { decimalQuantity, enabledFlag, integer, money, pagedOf, pageParam, positiveId, rowVersion, stateFilter, versionField } from './fields.js';
import { formatMoney } from './numbers.js';
import { fitsUnit, QUANTITY_MAX, QUANTITY_MSG, UNIT_VALUES } from './quantity.js';

/** The product of a discount or promotion row: enough to show it and to check the price. */
export const pricedProductSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  product: z.string(),
  price: z.number(),
  /** 'kg': a discount's threshold is a weight ('0,500 kg'). */
  unit: z.enum(UNIT_VALUES),
});
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
  /** From `quantity` on, each unit (kilogram) costs this (Bs., 2 decimals). */
  unit_price: z.number(),
  /** Units, or kilograms with up to 3 decimals for a weighed product (from 0,5 kg). */
  quantity: z.number(),
  enabled: enabledFlag,
  version: rowVersion,
  product: pricedProductSchema,
});
export type ProductDiscount = z.infer<typeof productDiscountSchema>;
export const productDiscountPage = pagedOf(productDiscountSchema);

/** `enabled` is the administrator's filter; a cashier always gets the enabled ones (the till). */
export const listDiscountsQuery = z.object({ page: pageParam(), fk_product: productFilter(), enabled: stateFilter() });
export type ListDiscountsQuery = z.infer<typeof listDiscountsQuery>;

/**
 * A discount's threshold: above zero, kilograms with up to 3 decimals like every weighed quantity
 * ('0,5'); the server, which knows the product, refuses a decimal one for a product sold by the unit.
 */
export const discountThreshold = () =>
  decimalQuantity()
    .refine((v) => v > 0, 'Debe ser mayor a cero')
    .refine((v) => v <= QUANTITY_MAX, QUANTITY_MSG.max);

export const createDiscountBody = z.object({
  fk_product: productChoice(),
  // money() already refuses a negative price; zero is its own message.
  unit_price: money().refine((v) => v !== 0, MSG.notZero),
  quantity: discountThreshold(),
});
export type CreateDiscountBody = z.infer<typeof createDiscountBody>;
export type DiscountFormInput = z.input<typeof createDiscountBody>;

/**
 * The discount form: the body plus the chosen product's unit, so that a product sold by the unit is
 * refused a decimal threshold under the field, as the server refuses it (`wholeThreshold`).
 */
export const discountFormBody = createDiscountBody
  .extend({ unit: z.enum(UNIT_VALUES).optional() })
  .superRefine((v, ctx) => {
    if (!fitsUnit(v.quantity, v.unit ?? 'unidad')) ctx.addIssue({ code: 'custom', path: ['quantity'], message: MSG.integer });
  })
  .transform(({ unit: _unit, ...body }): CreateDiscountBody => body);

/** Edit: the spec's fields with the version; the product's own row and the state may come back as read (contracts/edits.ts). */
export const updateDiscountBody = editBody(
  EDITS['PUT /api/product-discount/edit'],
  { ...createDiscountBody.shape, id: positiveId(), version: versionField() },
  productDiscountSchema,
);
export type UpdateDiscountBody = z.infer<typeof updateDiscountBody>;

export const DISCOUNT_MESSAGES = {
  notFound: 'No existe el descuento',
  /** A decimal threshold for a product sold by the unit (the message the whole field gave). */
  wholeThreshold: `${FIELD_LABELS.quantity}: ${MSG.integer}`,
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
