import { and, desc, eq, lt, or, sql, type SQL } from 'drizzle-orm';
import type {
  CanceledPurchasesQuery,
  PurchaseByProductPage,
  PurchaseByProductRow,
  PurchasePage,
  PurchasesByProductQuery,
  PurchasesReportQuery,
} from '@lactea/contracts';
import { products, providers, purchaseDetails, purchases } from '../../db/schema/index.js';
import type { Executor } from '../../db/types.js';
import type { Ctx } from '../../lib/context.js';
import { keysetRows } from '../../lib/export/index.js';
import { pagedAnswer, pageWindow } from '../../lib/paging.js';
import { byProductWhere, canceledWhere, reportWhere, type ReportKind } from './purchases.filters.js';
import { selectPurchases, withLines, type PurchaseHead } from './purchases.read.js';

/** Newest first: by registration (created_at) or by purchase date, id breaking ties. */
const orderOf = (kind: ReportKind) => (kind === 'register' ? [desc(purchases.createdAt), desc(purchases.id)] : [desc(purchases.datePurchase), desc(purchases.id)]);

async function purchaseTotals(db: Executor, where: SQL) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int`, sum: sql<string>`coalesce(sum(${purchases.totalPurchase}), 0)::text` })
    .from(purchases)
    .where(where);
  return { total: Number(row.n), total_purchases: Number(row.sum) };
}

async function purchasePage(ctx: Ctx, page: number, kind: ReportKind, where: SQL): Promise<PurchasePage> {
  const { limit, offset } = pageWindow(page, ctx.config.pageSize);
  const [heads, totals] = await Promise.all([
    selectPurchases(ctx.db, ctx.config.tzBusiness, where)
      .orderBy(...orderOf(kind))
      .limit(limit)
      .offset(offset),
    purchaseTotals(ctx.db, where),
  ]);
  const data = await withLines(ctx.db, heads);
  return { ...pagedAnswer(data, totals.total, page, ctx.config.pageSize), total_purchases: totals.total_purchases };
}

export const purchasesReportRegister = (ctx: Ctx, q: PurchasesReportQuery) => purchasePage(ctx, q.page, 'register', reportWhere('register', q, ctx.config.tzBusiness));
export const purchasesReport = (ctx: Ctx, q: PurchasesReportQuery) => purchasePage(ctx, q.page, 'purchase', reportWhere('purchase', q, ctx.config.tzBusiness));
export const canceledPurchases = (ctx: Ctx, q: CanceledPurchasesQuery) => purchasePage(ctx, q.page, 'register', canceledWhere(q, ctx.config.tzBusiness));

/**
 * Every purchase head under `where` in the list's order, read in keyset batches (exports): the key
 * is the order column (created_at as exact text, or the purchase date) and the id.
 */
export function purchaseHeadsToExport(ctx: Ctx, kind: ReportKind, where: SQL): AsyncGenerator<PurchaseHead> {
  const register = kind === 'register';
  const column = register ? purchases.createdAt : purchases.datePurchase;
  const typed = (at: string) => (register ? sql`${at}::timestamptz` : sql`${at}::date`);
  return keysetRows(
    (after: { at: string; id: number } | null, limit) => {
      const past = after ? or(lt(column, typed(after.at)), and(eq(column, typed(after.at)), lt(purchases.id, after.id))) : undefined;
      return selectPurchases(ctx.db, ctx.config.tzBusiness, past ? and(where, past) : where)
        .orderBy(...orderOf(kind))
        .limit(limit);
    },
    (h) => ({ at: register ? h.createdAt : h.date_purchase, id: h.id }),
  );
}

const lineColumns = {
  id: purchaseDetails.id,
  fk_purchase: purchaseDetails.fkPurchase,
  product_id: purchaseDetails.fkProduct,
  product: products.product,
  unit: products.unit,
  provider: providers.provider,
  unit_price: purchaseDetails.unitPrice,
  quantity: purchaseDetails.quantity,
  subtotal: purchaseDetails.subtotal,
  discount: purchaseDetails.discount,
  total: purchaseDetails.total,
  date_purchase: purchaseDetails.datePurchase,
};

function selectLines(db: Executor, where: SQL) {
  return db
    .select(lineColumns)
    .from(purchaseDetails)
    .innerJoin(products, eq(products.id, purchaseDetails.fkProduct))
    .innerJoin(providers, eq(providers.id, purchaseDetails.fkProvider))
    .where(where)
    .orderBy(desc(purchaseDetails.datePurchase), desc(purchaseDetails.id));
}

const toLine = (r: Awaited<ReturnType<typeof selectLines>>[number]): PurchaseByProductRow => ({
  ...r,
  unit_price: Number(r.unit_price),
  subtotal: Number(r.subtotal),
  discount: Number(r.discount),
  total: Number(r.total),
});

export async function purchasesByProduct(ctx: Ctx, q: PurchasesByProductQuery): Promise<PurchaseByProductPage> {
  const where = byProductWhere(q);
  const { limit, offset } = pageWindow(q.page, ctx.config.pageSize);
  const [rows, [totals]] = await Promise.all([
    selectLines(ctx.db, where).limit(limit).offset(offset),
    ctx.db
      .select({
        n: sql<number>`count(*)::int`,
        sum: sql<string>`coalesce(sum(${purchaseDetails.total}), 0)::text`,
        quantity: sql<string>`coalesce(sum(${purchaseDetails.quantity}), 0)::text`,
      })
      .from(purchaseDetails)
      .where(where),
  ]);
  return {
    ...pagedAnswer(rows.map(toLine), Number(totals.n), q.page, ctx.config.pageSize),
    total_purchases: Number(totals.sum),
    total_quantity: Number(totals.quantity),
  };
}

/** Every line under the filter in keyset batches (for the export). */
export function linesToExport(ctx: Ctx, q: Omit<PurchasesByProductQuery, 'page'>): AsyncGenerator<PurchaseByProductRow> {
  const where = byProductWhere(q);
  return keysetRows(
    async (after: { at: string; id: number } | null, limit) => {
      const past = after
        ? or(lt(purchaseDetails.datePurchase, after.at), and(eq(purchaseDetails.datePurchase, after.at), lt(purchaseDetails.id, after.id)))
        : undefined;
      const rows = await selectLines(ctx.db, past ? and(where, past)! : where).limit(limit);
      return rows.map(toLine);
    },
    (r) => ({ at: r.date_purchase, id: r.id }),
  );
}
