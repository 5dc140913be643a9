import { and, eq } from 'drizzle-orm';
import {
  DISCOUNT_MESSAGES as M,
  EDITS,
  type CreateDiscountBody,
  type ListDiscountsQuery,
  type Paged,
  type ProductDiscount,
  type UpdateDiscountBody,
  type VersionedIdBody,
  toCents,
} from '@lactea/contracts';
import { productDiscounts, products } from '../../db/schema/index.js';
import type { Executor } from '../../db/types.js';
import type { Ctx } from '../../lib/context.js';
import { audit } from '../../lib/audit.js';
import { badRequest, refuseDuplicate } from '../../lib/errors.js';
import { toggleEnabled } from '../../lib/state.js';
import { bumpVersion, checkVersion } from '../../lib/version.js';
import { completeEdit } from '../../lib/edit-body.js';
import { listRules, pricedProductColumns, productForRule, productName, toPricedProduct, type PricedProductRow } from './product-rules.js';

const own = {
  id: productDiscounts.id,
  fk_product: productDiscounts.fkProduct,
  unit_price: productDiscounts.unitPrice,
  quantity: productDiscounts.quantity,
  enabled: productDiscounts.enabled,
  version: productDiscounts.version,
};
type OwnRow = { id: number; fk_product: number; unit_price: string; quantity: number; enabled: number; version: number };
const toDiscount = (r: OwnRow, product: PricedProductRow): ProductDiscount => ({
  ...r,
  unit_price: Number(r.unit_price),
  enabled: r.enabled as 0 | 1,
  product: toPricedProduct(product),
});

export const listDiscounts = (ctx: Ctx, q: ListDiscountsQuery): Promise<Paged<ProductDiscount>> => listRules(ctx, productDiscounts, own, q, toDiscount);

/** A discount is a lower price: above 0 (the contract) and below the product's own price. */
function checkBelowPrice(unitPrice: string | number, product: PricedProductRow): void {
  if (toCents(unitPrice) >= toCents(product.price)) throw badRequest(M.belowPrice(product.product, product.price));
}

/**
 * A product's new price must stay above its enabled discount's P.U. (checkBelowPrice's other side):
 * else the till would offer a "discount" dearer than the price. Run in the transaction holding the
 * product's row for update, which a discount's add or edit reads for share.
 */
export async function refusePriceNotAboveDiscount(tx: Executor, product: { id: number; product: string }, price: string): Promise<void> {
  const [discount] = await tx
    .select({ unitPrice: productDiscounts.unitPrice })
    .from(productDiscounts)
    .where(and(eq(productDiscounts.fkProduct, product.id), eq(productDiscounts.enabled, 1)));
  if (discount && toCents(discount.unitPrice) >= toCents(price)) throw badRequest(M.priceNotAboveDiscount(product.product, discount.unitPrice));
}

/** A product sold by the unit takes a whole threshold; a weighed one kilograms with 3 decimals (from 0,5 kg). */
function checkThreshold(quantity: number, product: { unit: string }): void {
  if (product.unit !== 'kg' && !Number.isInteger(quantity)) throw badRequest(M.wholeThreshold);
}

const oneEnabled = (db: Executor, productId: number) => async () => M.oneEnabled(await productName(db, productId));

export function addDiscount(ctx: Ctx, body: CreateDiscountBody): Promise<ProductDiscount> {
  return refuseDuplicate(oneEnabled(ctx.db, body.fk_product), () =>
    ctx.db.transaction(async (tx) => {
      const product = await productForRule(tx, body.fk_product);
      checkBelowPrice(body.unit_price, product);
      checkThreshold(body.quantity, product);
      const [row] = await tx
        .insert(productDiscounts)
        .values({ fkProduct: body.fk_product, unitPrice: body.unit_price.toFixed(2), quantity: body.quantity })
        .returning(own);
      await audit(tx, ctx, { action: 'add', entity: 'product_discount', entityId: row.id, after: row });
      return toDiscount(row, product);
    }),
  );
}

export function editDiscount(ctx: Ctx, body: UpdateDiscountBody): Promise<ProductDiscount> {
  return refuseDuplicate(oneEnabled(ctx.db, body.fk_product), () =>
    ctx.db.transaction(async (tx) => {
      const [found] = await tx.select(own).from(productDiscounts).where(eq(productDiscounts.id, body.id)).for('update');
      const before = checkVersion(found, body, M.notFound);
      // Moving the discount to another product needs that one enabled; keeping it, the product
      // may have been disabled since (its discount can still be corrected).
      const product =
        before.fk_product === body.fk_product
          ? (await tx.select(pricedProductColumns).from(products).where(eq(products.id, body.fk_product)).for('share'))[0]
          : await productForRule(tx, body.fk_product);
      const storedProduct =
        before.fk_product === body.fk_product ? product : (await tx.select(pricedProductColumns).from(products).where(eq(products.id, before.fk_product)))[0];
      // The product's own row and the state come back as read, or not at all: never changed here.
      completeEdit(EDITS['PUT /api/product-discount/edit'], body, toDiscount(before, storedProduct));
      checkBelowPrice(body.unit_price, product);
      checkThreshold(body.quantity, product);
      const [row] = await tx
        .update(productDiscounts)
        .set({ fkProduct: body.fk_product, unitPrice: body.unit_price.toFixed(2), quantity: body.quantity, ...bumpVersion(productDiscounts) })
        .where(eq(productDiscounts.id, body.id))
        .returning(own);
      await audit(tx, ctx, { action: 'edit', entity: 'product_discount', entityId: body.id, before, after: row });
      return toDiscount(row, product);
    }),
  );
}

/** Enabling checks the price again: the product's price may have dropped below the discount meanwhile. */
export async function changeDiscountState(ctx: Ctx, ref: VersionedIdBody) {
  const [target] = await ctx.db.select({ fk: productDiscounts.fkProduct }).from(productDiscounts).where(eq(productDiscounts.id, ref.id));
  return refuseDuplicate(oneEnabled(ctx.db, target?.fk ?? 0), () =>
    toggleEnabled(ctx, productDiscounts, 'product_discount', ref, M.notFound, async (tx, enabled) => {
      if (enabled !== 1) return;
      const [row] = await tx
        .select({ unitPrice: productDiscounts.unitPrice, product: pricedProductColumns })
        .from(productDiscounts)
        .innerJoin(products, eq(products.id, productDiscounts.fkProduct))
        .where(eq(productDiscounts.id, ref.id))
        .for('share', { of: products });
      checkBelowPrice(row.unitPrice, row.product);
    }),
  );
}
