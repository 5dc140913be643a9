import { and, desc, eq, like, or, sql, type SQL } from 'drizzle-orm';
import {
  FIRST_PRODUCTS_LIMIT,
  fold,
  MSG,
  type CreateProductBody,
  type FirstProductsBody,
  type ListProductsQuery,
  type Paged,
  type Product,
  type ProductStock,
  type UpdateProductBody,
  EDITS,
  type ProductUnit,
  type VersionedIdBody,
} from '@lactea/contracts';
import { checkWeighing, duplicateMessage } from './product-unit.js';
import { checkSinCodes } from './product-sin.js';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { marks, productCounts, products, productStock } from '../../db/schema/index.js';
import type { Db, Executor } from '../../db/types.js';
import { jsonRows } from '../../db/json-rows.js';
import type { Ctx } from '../../lib/context.js';
import { audit } from '../../lib/audit.js';
import { badRequest, refuseDuplicate } from '../../lib/errors.js';
import { likePattern, paged, pagedAnswer, pageWindow, trigramCount, type PageWindow } from '../../lib/paging.js';
import { toggleEnabled } from '../../lib/state.js';
import { bumpVersion, checkVersion } from '../../lib/version.js';
import { completeEdit } from '../../lib/edit-body.js';
import { cachedCount, tableVersion, versionColumn, whereKey } from '../../lib/search-counts.js';
import { longestTerm, productSearchText, searchFilter } from './product-search.js';
import { refusePriceNotAboveDiscount } from '../discounts/discounts.service.js';
import { refuseTakenBarcode } from '../presentations/barcodes.js';

export { productSearchText, searchFilter };

const NOT_FOUND = 'No existe el producto';
const MARK_MISSING = 'No existe la marca';
/** The till's barcode lookup is exact; a barcode repeated on many products is still bounded. */
const BARCODE_MATCHES_MAX = 50;

/** The product's own columns (what insert/update return and the audit keeps). */
const own = {
  id: products.id,
  code: products.code,
  product: products.product,
  barcode: products.barcode,
  description: products.description,
  price: products.price,
  cost: products.cost,
  fk_mark: products.fkMark,
  unit: products.unit,
  scale_code: products.scaleCode,
  sin_product_code: products.sinProductCode,
  sin_unit_code: products.sinUnitCode,
  enabled: products.enabled,
  version: products.version,
};
/** A list row: the product with its brand's name. */
/**
 * The brand's name as a scalar subquery rather than a join: fk_mark always names a brand (foreign
 * key), and PGlite plans the join with its memoize node in ~0.6 ms, a third of a search page's cost.
 */
const markName = sql<string>`(select ${marks.mark} from ${marks} where ${marks.id} = ${products.fkMark})`;
export const listColumns = { ...own, mark: markName };
/**
 * Stock of a product: product_stock.quantity, kept by the stock ledger (modules/stock/ledger.ts) in
 * the same transaction as every lot movement, so the till's searches never sum lots (a primary-key
 * lookup per row; every product has its row from a trigger).
 */
const totalQuantity: SQL<number> = sql<number>`(select ${productStock.quantity} from ${productStock} where ${productStock.fkProduct} = ${products.id})`;
const stockColumns = { ...listColumns, total_quantity: totalQuantity.mapWith(Number) };

type OwnRow = {
  id: number;
  code: string;
  product: string;
  barcode: string | null;
  description: string;
  price: string;
  cost: string;
  fk_mark: number;
  unit: string;
  scale_code: number | null;
  sin_product_code: string | null;
  sin_unit_code: string | null;
  enabled: number;
  version: number;
};

/** numeric(12,2) arrives as text: parse it, never compute with floats. */
const fromNumeric = (value: string) => Number(value);
/** money() allows at most 2 decimals, so this text is exact. */
const toNumeric = (value: number) => value.toFixed(2);

/** The row with money as numbers: what answers and the audit carry. */
const withMoney = (r: OwnRow) => ({ ...r, price: fromNumeric(r.price), cost: fromNumeric(r.cost), unit: r.unit as ProductUnit, enabled: r.enabled as 0 | 1 });
const toProduct = (r: OwnRow, mark: string): Product => ({ ...withMoney(r), mark });
const toListed = (r: OwnRow & { mark: string }): Product => toProduct(r, r.mark);
export const toStock = (r: OwnRow & { mark: string; total_quantity: number }): ProductStock => ({
  ...toListed(r),
  total_quantity: r.total_quantity,
});

export const productCodeKey = (code: string) => fold(code);

/** The row's fields; `mark` is the brand's name, which the search text carries (product-search.ts). */
const fieldsOf = (p: CreateProductBody, mark: string) => ({
  code: p.code,
  codeKey: productCodeKey(p.code),
  product: p.product,
  barcode: p.barcode,
  description: p.description,
  price: toNumeric(p.price),
  cost: toNumeric(p.cost),
  fkMark: p.fk_mark,
  unit: p.unit,
  scaleCode: p.scale_code,
  sinProductCode: p.sin_product_code,
  sinUnitCode: p.sin_unit_code,
  searchText: productSearchText(p, mark),
});

const whereOf = (filters: (SQL | undefined)[]) => {
  const present = filters.filter((f): f is SQL => f !== undefined);
  return present.length ? and(...present) : undefined;
};

export function listProducts(ctx: Ctx, q: ListProductsQuery): Promise<Paged<Product>> {
  const where = whereOf([
    q.search ? searchFilter(q.search) : undefined,
    q.enabled !== 2 ? eq(products.enabled, q.enabled) : undefined,
    q.fk_mark ? eq(products.fkMark, q.fk_mark) : undefined,
  ]);
  if (q.search) return searchPage(ctx, q.search, q.page, where);
  return paged(
    q.page,
    ctx.config.pageSize,
    (window) => newestPage(ctx.db.select(listColumns).from(products).$dynamic(), where, window).then((r) => r.map(toListed)),
    () => countFromCounters(ctx.db, q.enabled, q.fk_mark),
  );
}

/**
 * A search's page, then its total: the page reads the products table's version in its own
 * statement, so a cached total (the usual case) costs no second query. On PGlite, which runs one
 * query at a time, that is one queue pass per search instead of two. Only an
 * empty page (nothing matched, or past the last page) asks for the version on its own.
 */
async function searchPage(ctx: Ctx, search: string, page: number, where: SQL | undefined): Promise<Paged<Product>> {
  const window = pageWindow(page, ctx.config.pageSize);
  const rows = await newestPage(ctx.db.select({ ...listColumns, tableVersion: versionColumn('products') }).from(products).$dynamic(), where, window);
  const version = rows[0]?.tableVersion ?? (await tableVersion(ctx.db, 'products'));
  const total = await countMatches(ctx.db, search, where, version);
  return pagedAnswer(
    rows.map(({ tableVersion: _, ...r }) => toListed(r)),
    total,
    page,
    ctx.config.pageSize,
  );
}

/** A page of products (with their brand's name), newest first. */
function newestPage<Q extends PgSelect>(query: Q, where: SQL | undefined, { limit, offset }: PageWindow) {
  return query.where(where).orderBy(desc(products.id)).limit(limit).offset(offset);
}

/** Without a search the total comes from product_counts (kept by a trigger): a few rows, not 50,000. */
export async function countFromCounters(db: Db, enabled: 0 | 1 | 2, fkMark: number | undefined): Promise<number> {
  const [{ total }] = await db
    .select({ total: sql<number>`coalesce(sum(${productCounts.n}), 0)::int` })
    .from(productCounts)
    .where(whereOf([enabled !== 2 ? eq(productCounts.enabled, enabled) : undefined, fkMark ? eq(productCounts.fkMark, fkMark) : undefined]));
  return Number(total);
}

/**
 * Counting a search's matches through the trigram index (see TRIGRAM_MIN_TERM), cached under the
 * products table's version (lib/search-counts.ts): `where` must read only products' own columns.
 */
export function countMatches(db: Db, search: string, where: SQL | undefined, knownVersion?: string): Promise<number> {
  return cachedCount(
    db,
    'products',
    whereKey(where),
    () =>
      trigramCount(db, longestTerm(search), async (exec) => {
        const [row] = await exec.select({ total: sql<number>`count(*)::int`, version: versionColumn('products') }).from(products).where(where);
        return { total: Number(row.total), version: row.version };
      }),
    knownVersion,
  );
}

/**
 * The till's text search: enabled products only, at most FIRST_PRODUCTS_LIMIT. Products whose
 * code or barcode starts with the text come first (what a cashier types is usually a code).
 * Two bounded queries (prefix matches, then any match), each newest first with its own limit,
 * instead of ranking every match: a common word may match most of the catalogue.
 */
export async function firstProducts(ctx: Ctx, body: FirstProductsBody): Promise<ProductStock[]> {
  const select = () => ctx.db.select(stockColumns).from(products);
  const newest = (where: SQL | undefined) => select().where(where).orderBy(desc(products.id)).limit(FIRST_PRODUCTS_LIMIT);
  const base = [eq(products.enabled, 1), body.id_mark ? eq(products.fkMark, body.id_mark) : undefined];
  if (!body.search) return (await newest(whereOf(base))).map(toStock);

  // likePattern gives '%term%'; without its leading '%' it is the escaped prefix pattern.
  const startsWith = (term: string) => likePattern(term).slice(1);
  const prefix = or(like(products.codeKey, startsWith(fold(body.search))), like(products.barcode, startsWith(body.search)));
  const [first, rest] = await Promise.all([newest(whereOf([...base, prefix])), newest(whereOf([...base, searchFilter(body.search)]))]);
  const seen = new Set<number>();
  return [...first, ...rest]
    .filter((r) => !seen.has(r.id) && seen.add(r.id))
    .slice(0, FIRST_PRODUCTS_LIMIT)
    .map(toStock);
}

/** A product as the till sells it: what TillProduct carries besides stock and terms. */
export type TillListed = Pick<ProductStock, 'id' | 'code' | 'product' | 'barcode' | 'price' | 'cost' | 'mark' | 'unit' | 'scale_code'>;

/**
 * Every enabled product, by id (the offline till's snapshot, sale/till-snapshot): only what the
 * till sells with, the brand joined (one hash join over the catalogue, not 50,000 subqueries), read
 * as one JSON array (jsonRows: a quarter of the time of the rows one by one).
 */
export function allEnabledProducts(ctx: Ctx): Promise<TillListed[]> {
  return jsonRows<TillListed>(
    ctx.db,
    sql`select p.id, p.code, p.product, p.barcode, p.price, p.cost, m.mark, p.unit, p.scale_code from ${products} p join ${marks} m on m.id = p.fk_mark where p.enabled = 1`,
    sql`q.id`,
  );
}

/** Exact barcode lookup (indexed by products_barcode_idx); several products may share one. */
export async function searchByBarcode(ctx: Ctx, barcode: string): Promise<ProductStock[]> {
  const rows = await ctx.db
    .select(stockColumns)
    .from(products)
    .where(and(eq(products.barcode, barcode), eq(products.enabled, 1)))
    .orderBy(desc(products.id))
    .limit(BARCODE_MATCHES_MAX);
  return rows.map(toStock);
}

/** The enabled product `id` as the till's searches answer it (the product of a scanned presentation). */
export async function enabledProductById(ctx: Ctx, id: number): Promise<ProductStock[]> {
  const rows = await ctx.db.select(stockColumns).from(products).where(and(eq(products.id, id), eq(products.enabled, 1)));
  return rows.map(toStock);
}

/** The enabled weighed product a scale label names (products_scale_code_uq: at most one). */
export async function searchByScaleCode(ctx: Ctx, scaleCode: number): Promise<ProductStock[]> {
  const rows = await ctx.db
    .select(stockColumns)
    .from(products)
    .where(and(eq(products.scaleCode, scaleCode), eq(products.unit, 'kg'), eq(products.enabled, 1)));
  return rows.map(toStock);
}

/**
 * The brand must exist and be enabled. Locked FOR SHARE so it cannot be disabled halfway through.
 * A product may keep a brand disabled after it was assigned (its price can still be updated).
 */
async function usableMark(tx: Executor, fkMark: number, current?: number): Promise<string> {
  const [m] = await tx.select({ mark: marks.mark, enabled: marks.enabled }).from(marks).where(eq(marks.id, fkMark)).for('share');
  if (!m) throw badRequest(MARK_MISSING);
  if (m.enabled !== 1 && fkMark !== current) throw badRequest(`La marca ${m.mark} está inhabilitada`);
  return m.mark;
}

async function brandName(tx: Executor, fkMark: number): Promise<string> {
  const [m] = await tx.select({ mark: marks.mark }).from(marks).where(eq(marks.id, fkMark));
  return m?.mark ?? '';
}

const duplicateCode = (code: string) => MSG.duplicate('el producto con código', code);

export function addProduct(ctx: Ctx, body: CreateProductBody): Promise<Product> {
  return refuseDuplicate(duplicateMessage(ctx.db, body, duplicateCode(body.code)), () =>
    ctx.db.transaction(async (tx) => {
      const mark = await usableMark(tx, body.fk_mark);
      await checkWeighing(tx, body, null);
      await checkSinCodes(tx, body, null);
      await refuseTakenBarcode(tx, body.barcode, 'product');
      const [row] = await tx.insert(products).values(fieldsOf(body, mark)).returning(own);
      await audit(tx, ctx, { action: 'add', entity: 'product', entityId: row.id, after: withMoney(row) });
      return toProduct(row, mark);
    }),
  );
}

/**
 * A full edit writes every field; a price update ('Actualizar precio') only price, cost and brand,
 * so a description another administrator changed meanwhile stays. Both need the version the form
 * was loaded with (409 when stale).
 */
export function updateProduct(ctx: Ctx, sent: UpdateProductBody): Promise<Product> {
  const write = async () =>
    ctx.db.transaction(async (tx) => {
      const [found] = await tx.select(own).from(products).where(eq(products.id, sent.id)).for('update');
      const before = checkVersion(found, sent, NOT_FOUND);
      const mark = await usableMark(tx, sent.fk_mark, before.fk_mark);
      const storedMark = sent.fk_mark === before.fk_mark ? mark : await brandName(tx, before.fk_mark);
      const body = sent.kind === 'full' ? { ...completeEdit(EDITS['PUT /api/product/update'], sent, toProduct(before, storedMark)), kind: sent.kind } : sent;
      if (body.kind === 'full') {
        await checkWeighing(tx, body, before);
        await checkSinCodes(tx, body, before);
        await refuseTakenBarcode(tx, body.barcode, 'product');
      }
      const changes =
        body.kind === 'full'
          ? fieldsOf(body, mark)
          : { price: toNumeric(body.price), cost: toNumeric(body.cost), fkMark: body.fk_mark, searchText: productSearchText(before, mark) };
      await refusePriceNotAboveDiscount(tx, { id: body.id, product: before.product }, changes.price);
      const [row] = await tx
        .update(products)
        .set({ ...changes, ...bumpVersion(products) })
        .where(eq(products.id, body.id))
        .returning(own);
      await audit(tx, ctx, { action: 'edit', entity: 'product', entityId: body.id, before: withMoney(before), after: withMoney(row) });
      return toProduct(row, mark);
    });
  return sent.kind === 'full' ? refuseDuplicate(duplicateMessage(ctx.db, { scale_code: sent.scale_code ?? null }, duplicateCode(sent.code)), write) : write();
}

export function changeProductState(ctx: Ctx, ref: VersionedIdBody) {
  return toggleEnabled(ctx, products, 'product', ref, NOT_FOUND);
}
