import { and, desc, eq, lt, or, sql, type SQL } from 'drizzle-orm';
import type {
  CanceledPurchasesQuery,
  PurchaseByProductPage,
  PurchaseByProductRow,
  PurchasePage,
  PurchasesByProductQuery,
  PurchasesReportQuery,
} from '@lactea/contracts';
import { presentations, products, providerReturns, providers, purchaseDetails, purchases } from '../../db/schema/index.js';
import type { Executor } from '../../db/types.js';
import type { Ctx } from '../../lib/context.js';
import { keysetRows } from '../../lib/export/index.js';
import { pagedAnswer, pageIds, pageWindow, type PageWindow } from '../../lib/paging.js';
import { byProductWhere, canceledWhere, reportWhere, type ReportKind } from './purchases.filters.js';
import { crateOf, selectPurchases, withLines, type PurchaseHead } from './purchases.read.js';

/** Newest first: by registration (created_at) or by purchase date, id breaking ties. */
const orderOf = (kind: ReportKind) => (kind === 'register' ? [desc(purchases.createdAt), desc(purchases.id)] : [desc(purchases.datePurchase), desc(purchases.id)]);

async function purchaseTotals(db: Executor, where: SQL) {
  const [[row], [returned]] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)::int`, sum: sql<string>`coalesce(sum(${purchases.totalPurchase}), 0)::text` })
      .from(purchases)
      .where(where),
    // What went back to the providers of the listed purchases (few rows beside the purchases: read from the returns' side).
    db
      .select({ sum: sql<string>`coalesce(sum(${providerReturns.amount}), 0)::text` })
      .from(providerReturns)
      .innerJoin(purchases, eq(purchases.id, providerReturns.fkPurchase))
      .where(where),
  ]);
  return { total: Number(row.n), total_purchases: Number(row.sum), total_returned: Number(returned.sum) };
}

/**
 * One page of purchase heads in the list's order: the page's ids first, from the purchases' index
 * for that order (the OFFSET steps over index entries), then provider and user for those alone.
 */
export function purchaseHeadsPage(db: Executor, tz: string, kind: ReportKind, where: SQL, window: PageWindow) {
  const page = pageIds(db, purchases, purchases.id, where, orderOf(kind), window);
  return selectPurchases(db, tz, undefined)
    .innerJoin(page, eq(page.id, purchases.id))
    .orderBy(...orderOf(kind));
}

async function purchasePage(ctx: Ctx, page: number, kind: ReportKind, where: SQL): Promise<PurchasePage> {
  const [heads, totals] = await Promise.all([
    purchaseHeadsPage(ctx.db, ctx.config.tzBusiness, kind, where, pageWindow(page, ctx.config.pageSize)),
    purchaseTotals(ctx.db, where),
  ]);
  const data = await withLines(ctx.db, heads);
  return { ...pagedAnswer(data, totals.total, page, ctx.config.pageSize), total_purchases: totals.total_purchases, total_returned: totals.total_returned };
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
  presentationId: purchaseDetails.fkPresentation,
  presentationName: presentations.name,
  presentationUnits: purchaseDetails.presentationUnits,
};

const linesNewestFirst = [desc(purchaseDetails.datePurchase), desc(purchaseDetails.id)];

/**
 * One page of purchase lines, newest purchase date first: the page's ids first, from the lines'
 * date indexes (the OFFSET steps over index entries), then product and provider for those alone.
 */
export function selectLines(db: Executor, where: SQL, window: PageWindow) {
  const page = pageIds(db, purchaseDetails, purchaseDetails.id, where, linesNewestFirst, window);
  return db
    .select(lineColumns)
    .from(purchaseDetails)
    .innerJoin(page, eq(page.id, purchaseDetails.id))
    .innerJoin(products, eq(products.id, purchaseDetails.fkProduct))
    .innerJoin(providers, eq(providers.id, purchaseDetails.fkProvider))
    .leftJoin(presentations, eq(presentations.id, purchaseDetails.fkPresentation))
    .orderBy(...linesNewestFirst);
}

const toLine = ({ presentationId, presentationName, presentationUnits, ...r }: Awaited<ReturnType<typeof selectLines>>[number]): PurchaseByProductRow => ({
  ...r,
  presentation: crateOf({ presentationId, presentationName, presentationUnits }),
  unit_price: Number(r.unit_price),
  subtotal: Number(r.subtotal),
  discount: Number(r.discount),
  total: Number(r.total),
});

export async function purchasesByProduct(ctx: Ctx, q: PurchasesByProductQuery): Promise<PurchaseByProductPage> {
  const where = byProductWhere(q);
  const [rows, [totals]] = await Promise.all([
    selectLines(ctx.db, where, pageWindow(q.page, ctx.config.pageSize)),
    ctx.db
      .select({
        n: sql<number>`count(*)::int`,
        sum: sql<string>`coalesce(sum(${purchaseDetails.total}), 0)::text`,
        // Units: a line of crates bought crates × the units a crate had then.
        quantity: sql<string>`coalesce(sum(${purchaseDetails.quantity} * coalesce(${purchaseDetails.presentationUnits}, 1)), 0)::text`,
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
      const rows = await selectLines(ctx.db, past ? and(where, past)! : where, { limit, offset: 0 });
      return rows.map(toLine);
    },
    (r) => ({ at: r.date_purchase, id: r.id }),
  );
}
