import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  PRICE_LIST_MSG as M,
  quantityText,
  type ListPricesQuery,
  type Paged,
  type PriceListPrice,
  type RemovePriceBody,
  type SetPriceBody,
} from '@lactea/contracts';
import { presentations, priceListPrices, priceLists, products } from '../../db/schema/index.js';
import type { Executor } from '../../db/types.js';
import type { Ctx } from '../../lib/context.js';
import { audit } from '../../lib/audit.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { countRows, pageIds, pagedAnswer, pageWindow, wordsFilter, type PageWindow } from '../../lib/paging.js';
import { productForRule } from '../discounts/product-rules.js';

/**
 * A list's rows (`price-list/prices`), its `set-price` and `remove-price`. A row's fields are the
 * rule's (`ListPriceRow` in contracts/list-pricing.ts) with what the screen shows beside them.
 */
const rowColumns = {
  id: priceListPrices.id,
  price_list_id: priceListPrices.fkPriceList,
  product_id: priceListPrices.fkProduct,
  code: products.code,
  product: products.product,
  unit: products.unit,
  presentation_id: priceListPrices.fkPresentation,
  presentation: presentations.name,
  min_quantity: priceListPrices.minQuantity,
  price: priceListPrices.price,
  // What the counter charges for one of what the row prices: the presentation's price or the product's.
  product_price: sql<string>`coalesce(${presentations.price}, ${products.price})`,
};
type Row = {
  id: number;
  price_list_id: number;
  product_id: number;
  code: string;
  product: string;
  unit: string;
  presentation_id: number | null;
  presentation: string | null;
  min_quantity: number;
  price: string;
  product_price: string;
};
const toPrice = (r: Row): PriceListPrice => ({
  ...r,
  unit: r.unit === 'kg' ? 'kg' : 'unidad',
  min_quantity: Number(r.min_quantity),
  price: Number(r.price),
  product_price: Number(r.product_price),
});

/**
 * The rows of a product together, its unit before its presentations, breaks from the lowest: the
 * key of the rows' unique index after the list, so a deep page steps over index entries only
 * (decision 0061).
 */
const byBreak: SQL[] = [sql`${priceListPrices.fkProduct}`, sql`coalesce(${priceListPrices.fkPresentation}, 0)`, sql`${priceListPrices.minQuantity}`];

const withProduct = (db: Executor) =>
  db
    .select(rowColumns)
    .from(priceListPrices)
    .innerJoin(products, eq(products.id, priceListPrices.fkProduct))
    .leftJoin(presentations, eq(presentations.id, priceListPrices.fkPresentation));

/** One page of a list's rows: the page's ids first, the product and presentation joined to those only. */
export function pricesPage(db: Executor, where: SQL | undefined, window: PageWindow) {
  const page = pageIds(db, priceListPrices, priceListPrices.id, where, byBreak, window);
  return withProduct(db)
    .innerJoin(page, eq(page.id, priceListPrices.id))
    .orderBy(...byBreak);
}

async function listExists(db: Executor, id: number): Promise<void> {
  const [row] = await db.select({ id: priceLists.id }).from(priceLists).where(eq(priceLists.id, id));
  if (!row) throw notFound(M.notFound);
}

export async function listPrices(ctx: Ctx, q: ListPricesQuery): Promise<Paged<PriceListPrice>> {
  await listExists(ctx.db, q.price_list_id);
  const words = wordsFilter(q.search, products.searchText);
  const where = and(
    eq(priceListPrices.fkPriceList, q.price_list_id),
    words ? inArray(priceListPrices.fkProduct, ctx.db.select({ id: products.id }).from(products).where(words)) : undefined,
  );
  const [rows, total] = await Promise.all([pricesPage(ctx.db, where, pageWindow(q.page, ctx.config.pageSize)), countRows(ctx.db, priceListPrices, where)]);
  return pagedAnswer((rows as Row[]).map(toPrice), total, q.page, ctx.config.pageSize);
}

/**
 * The product (exists, enabled) and, when given, its presentation: a weighed product has none,
 * and the presentation must be that product's and enabled. A unit product's minimum, and a presentation's
 * (crates), is whole.
 */
async function checkWhat(tx: Executor, body: SetPriceBody): Promise<void> {
  const product = await productForRule(tx, body.product_id);
  if (body.presentation_id !== null) {
    if (product.unit === 'kg') throw badRequest(M.weighedNoPresentations);
    const [presentation] = await tx
      .select({ fkProduct: presentations.fkProduct, name: presentations.name, enabled: presentations.enabled })
      .from(presentations)
      .where(eq(presentations.id, body.presentation_id))
      .for('key share');
    if (!presentation) throw notFound(M.noPresentation);
    if (presentation.fkProduct !== product.id) throw badRequest(M.presentationOfAnother(product.product));
    if (presentation.enabled !== 1) throw badRequest(M.presentationDisabled(presentation.name));
  }
  if (product.unit !== 'kg' && !Number.isInteger(body.min_quantity)) throw badRequest(M.wholeMinimum);
}

const sameBreak = (body: SetPriceBody): SQL =>
  and(
    eq(priceListPrices.fkPriceList, body.price_list_id),
    eq(priceListPrices.fkProduct, body.product_id),
    sql`coalesce(${priceListPrices.fkPresentation}, 0) = ${body.presentation_id ?? 0}`,
    eq(priceListPrices.minQuantity, body.min_quantity),
  ) as SQL;

/**
 * Adds the row of the list, product, presentation and minimum, or replaces its price when the row
 * exists (one row per break: the unique index). The list may be disabled (prepared before it is
 * given to clients).
 */
export function setPrice(ctx: Ctx, body: SetPriceBody): Promise<PriceListPrice> {
  return ctx.db.transaction(async (tx) => {
    const [list] = await tx.select({ id: priceLists.id }).from(priceLists).where(eq(priceLists.id, body.price_list_id)).for('key share');
    if (!list) throw notFound(M.notFound);
    await checkWhat(tx, body);
    const price = body.price.toFixed(2);
    // Two administrators setting the same break at once: the second waits on the index and updates.
    const [saved] = await tx
      .insert(priceListPrices)
      .values({ fkPriceList: body.price_list_id, fkProduct: body.product_id, fkPresentation: body.presentation_id, minQuantity: body.min_quantity, price })
      .onConflictDoNothing()
      .returning({ id: priceListPrices.id });
    const after = { fk_price_list: body.price_list_id, fk_product: body.product_id, fk_presentation: body.presentation_id, min_quantity: quantityText(body.min_quantity), price };
    let id: number;
    if (saved) {
      id = saved.id;
      await audit(tx, ctx, { action: 'add', entity: 'price_list_price', entityId: id, after: { id, ...after } });
    } else {
      const [before] = await tx.select({ id: priceListPrices.id, price: priceListPrices.price }).from(priceListPrices).where(sameBreak(body)).for('no key update');
      id = before.id;
      await tx.update(priceListPrices).set({ price }).where(eq(priceListPrices.id, id));
      await audit(tx, ctx, { action: 'edit', entity: 'price_list_price', entityId: id, before: { id, ...after, price: before.price }, after: { id, ...after } });
    }
    const [row] = await withProduct(tx).where(eq(priceListPrices.id, id));
    return toPrice(row as Row);
  });
}

export function removePrice(ctx: Ctx, body: RemovePriceBody): Promise<{ id: number; deleted: true }> {
  return ctx.db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(priceListPrices)
      .where(eq(priceListPrices.id, body.id))
      .returning({
        id: priceListPrices.id,
        fk_price_list: priceListPrices.fkPriceList,
        fk_product: priceListPrices.fkProduct,
        fk_presentation: priceListPrices.fkPresentation,
        min_quantity: sql<string>`${priceListPrices.minQuantity}::text`,
        price: priceListPrices.price,
      });
    if (!gone) throw notFound(M.priceNotFound);
    await audit(tx, ctx, { action: 'delete', entity: 'price_list_price', entityId: gone.id, before: gone });
    return { id: gone.id, deleted: true as const };
  });
}
