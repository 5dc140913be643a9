import { and, eq } from 'drizzle-orm';
import type { DiscountTerms, PromotionTerms } from '@lactea/contracts';
import { productDiscounts, productPromotions } from '../../db/schema/index.js';
import type { Executor } from '../../db/types.js';
import { anyOf } from '../../db/prepared.js';
import { readTogether } from '../../db/reads.js';

/** Each product's enabled discount and promotion, by product id (a product has at most one of each enabled). */
export interface EnabledOffers {
  discount: Map<number, DiscountTerms>;
  promotion: Map<number, PromotionTerms>;
}

/**
 * The enabled discount and promotion of the products `ids` names, or of every product when it is
 * null (the till's snapshot): one query each, and only those `needs` asks for. With ids the texts are
 * fixed (one array parameter), so they run as prepared statements (decision 0049).
 */
export async function enabledOffers(tx: Executor, ids: number[] | null, needs = { discount: true, promotion: true }): Promise<EnabledOffers> {
  const discountsQuery = () =>
    tx
    .select({ fkProduct: productDiscounts.fkProduct, unitPrice: productDiscounts.unitPrice, quantity: productDiscounts.quantity })
    .from(productDiscounts)
    .where(and(ids ? anyOf(productDiscounts.fkProduct, ids) : undefined, eq(productDiscounts.enabled, 1)));
  const promotionsQuery = () =>
    tx
    .select({ fkProduct: productPromotions.fkProduct, quantityPromotion: productPromotions.quantityPromotion, quantitySale: productPromotions.quantitySale })
    .from(productPromotions)
    .where(and(ids ? anyOf(productPromotions.fkProduct, ids) : undefined, eq(productPromotions.enabled, 1)));
  const [discounts, promotions] = await readTogether(tx, [
    async () => (!needs.discount ? [] : ids ? discountsQuery().prepare('lactea_price_discounts').execute() : discountsQuery()),
    async () => (!needs.promotion ? [] : ids ? promotionsQuery().prepare('lactea_price_promotions').execute() : promotionsQuery()),
  ]);
  return {
    discount: new Map(discounts.map((d) => [d.fkProduct, { unit_price: Number(d.unitPrice), quantity: d.quantity }])),
    promotion: new Map(promotions.map((p) => [p.fkProduct, { quantity_promotion: p.quantityPromotion, quantity_sale: p.quantitySale }])),
  };
}
