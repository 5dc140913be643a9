import { z } from 'zod';
import { MSG } from './messages.js';
import { EDITS, editBody } from './edits.js';
import { enabledFlag, pagedOf, pageParam, positiveId, rowVersion, stateFilter, versionField } from './fields.js';
import { pricedProductSchema, productChoice, productFilter, wholeQuantity } from './discounts.js';

/** Take `quantity_promotion` (Cantidad Promo), pay `quantity_sale` (X Cantidad): "2x3" = pay 2 take 3. */
export const productPromotionSchema = z.object({
  id: z.number().int(),
  fk_product: z.number().int(),
  quantity_promotion: z.number().int(),
  quantity_sale: z.number().int(),
  enabled: enabledFlag,
  version: rowVersion,
  product: pricedProductSchema,
});
export type ProductPromotion = z.infer<typeof productPromotionSchema>;
export const productPromotionPage = pagedOf(productPromotionSchema);

export const listPromotionsQuery = z.object({ page: pageParam(), fk_product: productFilter(), enabled: stateFilter() });
export type ListPromotionsQuery = z.infer<typeof listPromotionsQuery>;

export const PROMOTION_MESSAGES = {
  notFound: 'No existe la promoción',
  oneEnabled: (product: string) => `Ya existe una promoción habilitada para el producto ${product}`,
  paidBelowTaken: 'Debe ser menor a Cantidad Promo',
} as const;

/** How a promotion reads in its list: pay `quantity_sale` x take `quantity_promotion`, e.g. "2x3" (the till's text too). */
export const promotionText = (p: { quantity_sale: number; quantity_promotion: number }) => `${p.quantity_sale}x${p.quantity_promotion}`;

/**
 * A promotion's quantities stay within 4 digits: its text ('2x3') goes on every sale line it prices
 * (20 characters) and an offline sale's line is read back by it (sales/pricing deviceTerms, 1–4 digits).
 */
export const PROMOTION_QUANTITY_MAX = 9999;
const promotionQuantity = (min: number) => wholeQuantity(min).refine((v) => v <= PROMOTION_QUANTITY_MAX, MSG.maxValue(PROMOTION_QUANTITY_MAX));
const quantities = {
  quantity_promotion: promotionQuantity(2),
  quantity_sale: promotionQuantity(1),
};
type Quantities = { quantity_promotion: number; quantity_sale: number };
/** The paid quantity is below the promoted one; the message sits on X Cantidad. */
const paidBelowTaken = <T extends Quantities>(v: T, ctx: z.RefinementCtx) => {
  if (v.quantity_sale >= v.quantity_promotion) {
    ctx.addIssue({ code: 'custom', path: ['quantity_sale'], message: PROMOTION_MESSAGES.paidBelowTaken });
  }
};

/** The form's own fields in both modes (the product is chosen only when registering). */
export const promotionQuantities = z.object(quantities).superRefine(paidBelowTaken);
export type PromotionQuantitiesInput = z.input<typeof promotionQuantities>;

export const createPromotionBody = z.object({ fk_product: productChoice(), ...quantities }).superRefine(paidBelowTaken);
export type CreatePromotionBody = z.infer<typeof createPromotionBody>;
export type PromotionFormInput = z.input<typeof createPromotionBody>;

/**
 * Edit: only the quantities; the product stays the one it was registered for (its `fk_product`
 * and `product` may come back as read, equal to the stored ones: contracts/edits.ts).
 */
export const updatePromotionBody = editBody(
  EDITS['PUT /api/product-promotion/edit'],
  { id: positiveId(), version: versionField(), ...quantities },
  productPromotionSchema,
).superRefine(paidBelowTaken);
export type UpdatePromotionBody = z.infer<typeof updatePromotionBody>;
