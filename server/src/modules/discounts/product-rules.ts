import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { PRODUCT_RULE_MESSAGES as M, type Paged, type PricedProduct } from '@lactea/contracts';
import { productDiscounts, productPromotions, products } from '../../db/schema/index.js';
import type { Executor } from '../../db/types.js';
import type { Ctx } from '../../lib/context.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { countRows, paged } from '../../lib/paging.js';

/** The product columns a discount or promotion row answers. */
export const pricedProductColumns = { id: products.id, code: products.code, product: products.product, price: products.price, unit: products.unit };
export type PricedProductRow = { id: number; code: string; product: string; price: string; unit: string };
export const toPricedProduct = (p: PricedProductRow): PricedProduct => ({ id: p.id, code: p.code, product: p.product, price: Number(p.price), unit: p.unit === 'kg' ? 'kg' : 'unidad' });


/**
 * The product a new discount or promotion is for (or an edit moves to): it must exist (404) and be
 * enabled (a disabled product is not sold). Read with a share lock so its price and state hold
 * until the rule is written.
 */
export async function productForRule(tx: Executor, id: number): Promise<PricedProductRow> {
  const [row] = await tx
    .select({ ...pricedProductColumns, enabled: products.enabled })
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

/** The two kinds of rule a product can have: a discount from a quantity, a promotion NxM. */
type RuleTable = typeof productDiscounts | typeof productPromotions;
/** A rule list's query (discount/list, promotion/list): both are alike. */
type RuleListQuery = { page: number; fk_product?: number | null; enabled: 0 | 1 | 2 };

/** A cashier (the till) sees only enabled rules; the administrator filters by state. */
function ruleFilters(ctx: Ctx, table: RuleTable, q: RuleListQuery): SQL | undefined {
  const state = ctx.user?.category === 'a' ? q.enabled : 1;
  const where: SQL[] = [];
  if (q.fk_product) where.push(eq(table.fkProduct, q.fk_product));
  if (state !== 2) where.push(eq(table.enabled, state));
  return where.length ? and(...where) : undefined;
}

/**
 * A page of discounts or of promotions, newest first, each with its product: the lists of both
 * screens, one query shape. `own` picks the rule's columns and `toRule` answers the contract's row.
 */
export function listRules<OwnRow, Rule>(
  ctx: Ctx,
  table: RuleTable,
  own: Record<keyof OwnRow, AnyPgColumn>,
  q: RuleListQuery,
  toRule: (own: OwnRow, product: PricedProductRow) => Rule,
): Promise<Paged<Rule>> {
  const where = ruleFilters(ctx, table, q);
  return paged(
    q.page,
    ctx.config.pageSize,
    ({ limit, offset }) =>
      ctx.db
        .select({ own: own as Record<string, AnyPgColumn>, product: pricedProductColumns })
        .from(table as typeof productDiscounts)
        .innerJoin(products, eq(products.id, table.fkProduct))
        .where(where)
        .orderBy(desc(table.id))
        .limit(limit)
        .offset(offset)
        .then((rows) => rows.map((r) => toRule(r.own as OwnRow, r.product))),
    () => countRows(ctx.db, table, where),
  );
}
