import { eq } from 'drizzle-orm';
import { PRODUCT_RULE_MESSAGES as M, type PricedProduct } from '@lactea/contracts';
import { products } from '../../db/schema/index.js';
import type { Executor } from '../../db/types.js';
import { badRequest, notFound } from '../../lib/errors.js';

/** The product columns a discount or promotion row answers. */
export const pricedProductColumns = { id: products.id, code: products.code, product: products.product, price: products.price };
export type PricedProductRow = { id: number; code: string; product: string; price: string };
export const toPricedProduct = (p: PricedProductRow): PricedProduct => ({ ...p, price: Number(p.price) });

/** Whole cents of a numeric(12,2) text or a 2-decimal number: compared as integers, never floats. */
export const cents = (value: string | number) => Math.round(Number(value) * 100);

/**
 * The product a new discount or promotion is for (or an edit moves to): it must exist (404) and be
 * enabled (a disabled product is not sold). Read with a share lock so its price and state hold
 * until the rule is written.
 */
export async function productForRule(tx: Executor, id: number): Promise<PricedProductRow & { unit: string }> {
  const [row] = await tx
    .select({ ...pricedProductColumns, enabled: products.enabled, unit: products.unit })
    .from(products)
    .where(eq(products.id, id))
    .for('share');
  if (!row) throw notFound(M.noProduct);
  if (row.enabled !== 1) throw badRequest(M.productDisabled(row.product));
  return row;
}

export async function productName(db: Executor, id: number): Promise<string> {
  const [row] = await db.select({ product: products.product }).from(products).where(eq(products.id, id));
  return row?.product ?? String(id);
}
