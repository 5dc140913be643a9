import { eq } from 'drizzle-orm';
import {
  EDITS,
  PROMOTION_MESSAGES as M,
  QUANTITY_MSG,
  type CreatePromotionBody,
  type ListPromotionsQuery,
  type Paged,
  type ProductPromotion,
  type UpdatePromotionBody,
  type VersionedIdBody,
} from '@lactea/contracts';
import { productPromotions, products } from '../../db/schema/index.js';
import type { Executor } from '../../db/types.js';
import type { Ctx } from '../../lib/context.js';
import { audit } from '../../lib/audit.js';
import { badRequest, refuseDuplicate } from '../../lib/errors.js';
import { toggleEnabled } from '../../lib/state.js';
import { bumpVersion, checkVersion } from '../../lib/version.js';
import { completeEdit } from '../../lib/edit-body.js';
import { listRules, pricedProductColumns, productForRule, productName, toPricedProduct, type PricedProductRow } from '../discounts/product-rules.js';

const own = {
  id: productPromotions.id,
  fk_product: productPromotions.fkProduct,
  quantity_promotion: productPromotions.quantityPromotion,
  quantity_sale: productPromotions.quantitySale,
  enabled: productPromotions.enabled,
  version: productPromotions.version,
};
type OwnRow = { id: number; fk_product: number; quantity_promotion: number; quantity_sale: number; enabled: number; version: number };
const toPromotion = (r: OwnRow, product: PricedProductRow): ProductPromotion => ({ ...r, enabled: r.enabled as 0 | 1, product: toPricedProduct(product) });

export const listPromotions = (ctx: Ctx, q: ListPromotionsQuery): Promise<Paged<ProductPromotion>> => listRules(ctx, productPromotions, own, q, toPromotion);

const oneEnabled = (db: Executor, productId: number) => async () => M.oneEnabled(await productName(db, productId));

export function addPromotion(ctx: Ctx, body: CreatePromotionBody): Promise<ProductPromotion> {
  return refuseDuplicate(oneEnabled(ctx.db, body.fk_product), () =>
    ctx.db.transaction(async (tx) => {
      const product = await productForRule(tx, body.fk_product);
      // 'Take 3, pay 2' counts whole units; a weighed product's quantity is a weight (decision 0034).
      if (product.unit === 'kg') throw badRequest(QUANTITY_MSG.nxmOnWeight);
      const [row] = await tx
        .insert(productPromotions)
        .values({ fkProduct: body.fk_product, quantityPromotion: body.quantity_promotion, quantitySale: body.quantity_sale })
        .returning(own);
      await audit(tx, ctx, { action: 'add', entity: 'product_promotion', entityId: row.id, after: row });
      return toPromotion(row, product);
    }),
  );
}

/** Only the quantities change: a promotion stays with the product it was registered for. */
export function editPromotion(ctx: Ctx, body: UpdatePromotionBody): Promise<ProductPromotion> {
  return ctx.db.transaction(async (tx) => {
    const [found] = await tx.select(own).from(productPromotions).where(eq(productPromotions.id, body.id)).for('update');
    const before = checkVersion(found, body, M.notFound);
    const [product] = await tx.select(pricedProductColumns).from(products).where(eq(products.id, before.fk_product));
    // The product and the state come back as read, or not at all: never changed here.
    completeEdit(EDITS['PUT /api/product-promotion/edit'], body, toPromotion(before, product));
    const [row] = await tx
      .update(productPromotions)
      .set({ quantityPromotion: body.quantity_promotion, quantitySale: body.quantity_sale, ...bumpVersion(productPromotions) })
      .where(eq(productPromotions.id, body.id))
      .returning(own);
    await audit(tx, ctx, { action: 'edit', entity: 'product_promotion', entityId: body.id, before, after: row });
    return toPromotion(row, product);
  });
}

export async function changePromotionState(ctx: Ctx, ref: VersionedIdBody) {
  const [target] = await ctx.db.select({ fk: productPromotions.fkProduct }).from(productPromotions).where(eq(productPromotions.id, ref.id));
  return refuseDuplicate(oneEnabled(ctx.db, target?.fk ?? 0), () => toggleEnabled(ctx, productPromotions, 'product_promotion', ref, M.notFound));
}
