import { fromCents, soldUnits, toCents } from '@lactea/contracts';
import { asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type {
  CanceledSalesQuery,
  GainSummary,
  MarkProductPage,
  MarkProductRow,
  MarkSalesPage,
  ProductUnit,
  ReportSale,
  ReportSalePage,
  SalesByProductMarkQuery,
  SalesByProductQuery,
  SalesMarkQuery,
  SalesReportQuery,
  SalesToClientQuery,
  SoldLine,
  SoldLinePage,
} from '@lactea/contracts';
import { clients, marks, presentations, products, saleDetails, sales, salesDailyPayment, salesDailyProduct } from '../../db/schema/index.js';
import { rowsOf, type Executor } from '../../db/types.js';
import type { Ctx } from '../../lib/context.js';
import { pageIds, pagedAnswer, pageWindow, type PageWindow } from '../../lib/paging.js';
import { readSales } from '../sales/sale-view.js';
import * as F from './figures.js';
import { rangeRollup, rangeRollups, rollupRows, summedRows, unsummedDays, type RangeRows } from './periods.js';
import { canceledSalesWhere, paymentRollupWhere, productRollupWhere, salesReportWhere, salesToClientWhere, soldLinesPageWhere, soldLinesWhere } from './filters.js';

const newestFirst = [desc(sales.date), desc(sales.id)];

/** Sales by id with their cost and profit (the list rows of the sale reports), in the ids' order. */
export async function reportSales(db: Executor, heads: { id: number; totalCost: string }[], options?: { withLines: boolean }): Promise<ReportSale[]> {
  const read = await readSales(db, heads.map((h) => h.id), options);
  return read.map((s, i) => {
    const costCents = toCents(heads[i].totalCost);
    return { ...s, total_cost: fromCents(costCents), gain: fromCents(toCents(s.total_sale) - costCents) };
  });
}

async function salesPage(ctx: Ctx, where: SQL, page: number, totals: () => Promise<{ sale: string; cost: string; n: string | number }>): Promise<ReportSalePage> {
  const { limit, offset } = pageWindow(page, ctx.config.pageSize);
  const [heads, sum] = await Promise.all([
    ctx.db.select({ id: sales.id, totalCost: sales.totalCost }).from(sales).where(where).orderBy(...newestFirst).limit(limit).offset(offset),
    totals(),
  ]);
  const data = await reportSales(ctx.db, heads);
  return { ...pagedAnswer(data, Number(sum.n), page, ctx.config.pageSize), ...F.reportTotals(sum.sale, sum.cost) };
}

/** Totals of a filter straight from the sales (a client's or the annulled: few rows, indexed). */
const saleTotals = (db: Executor, where: SQL) => async () => {
  const [r] = await db.select({ sale: F.saleTotalCents, cost: F.saleCostCents, n: sql<string>`count(*)` }).from(sales).where(where);
  return r;
};

/** The payment rollup's totals for the sales-report filters (totals read the daily rollups, never the sale lines). */
async function paymentTotals(db: Executor, q: Omit<SalesReportQuery, 'page'>) {
  const [r] = await db
    .select({ sale: F.paymentRollupTotal, cost: F.paymentRollupCost, n: F.paymentRollupSales })
    .from(salesDailyPayment)
    .where(paymentRollupWhere(q));
  return r;
}

/** GET sale/sales-report: enabled sales, newest first, with total_sale over the whole filter. */
export function salesReport(ctx: Ctx, q: SalesReportQuery): Promise<ReportSalePage> {
  return salesPage(ctx, salesReportWhere(q), q.page, () => paymentTotals(ctx.db, q));
}

/** GET sale/calculate-gain: total sales, total cost and the margin of the sales-report filters. */
export async function calculateGain(ctx: Ctx, q: Omit<SalesReportQuery, 'page'>): Promise<GainSummary> {
  const r = await paymentTotals(ctx.db, q);
  return F.reportTotals(r.sale, r.cost);
}

/** GET sale/sales-to-client: one client's sales (state Todos/Realizado/Anulados, payment type). */
export function salesToClient(ctx: Ctx, q: SalesToClientQuery): Promise<ReportSalePage> {
  const where = salesToClientWhere(q);
  return salesPage(ctx, where, q.page, saleTotals(ctx.db, where));
}

/** GET sale/canceled-sales: annulled sales only. */
export function canceledSales(ctx: Ctx, q: CanceledSalesQuery): Promise<ReportSalePage> {
  const where = canceledSalesWhere(q);
  return salesPage(ctx, where, q.page, saleTotals(ctx.db, where));
}

/** A products-sold line from its row. */
export const soldLineSelect = {
  id: saleDetails.id,
  fkSale: saleDetails.fkSale,
  line: saleDetails.line,
  productId: saleDetails.fkProduct,
  product: products.product,
  code: products.code,
  unit: products.unit,
  unitPrice: saleDetails.unitPrice,
  quantity: saleDetails.quantity,
  presentationId: saleDetails.fkPresentation,
  presentationName: presentations.name,
  presentationUnits: saleDetails.presentationUnits,
  total: saleDetails.total,
  share: saleDetails.discountShare,
  cost: saleDetails.cost,
  hour: sales.hour,
  date: sales.date,
  client: clients.businessName,
};
type SoldRow = {
  id: number;
  fkSale: number;
  line: number;
  productId: number;
  product: string;
  code: string;
  unit: ProductUnit;
  unitPrice: string;
  quantity: number;
  presentationId: number | null;
  presentationName: string | null;
  presentationUnits: number;
  total: string; share: string; cost: string; hour: string; date: string; client: string | null };

export function toSoldLine(r: SoldRow): SoldLine {
  const sub = toCents(r.total);
  const share = toCents(r.share);
  const cost = toCents(r.cost);
  return {
    id: r.id,
    fk_sale: r.fkSale,
    product_id: r.productId,
    product: r.product,
    code: r.code,
    unit: r.unit,
    unit_price: Number(r.unitPrice),
    quantity: r.quantity,
    units: soldUnits(r.quantity, r.presentationUnits),
    presentation: r.presentationId === null ? null : { id: r.presentationId, name: r.presentationName ?? '', units: r.presentationUnits },
    subtotal: fromCents(sub),
    discount: fromCents(share),
    total: fromCents(sub - share),
    cost: fromCents(cost),
    gain: fromCents(sub - share - cost),
    hour: r.hour.slice(0, 8),
    date: r.date,
    client: r.client,
  };
}

export const soldLinesFrom = (db: Executor) =>
  db
    .select(soldLineSelect)
    .from(saleDetails)
    .innerJoin(sales, eq(sales.id, saleDetails.fkSale))
    .innerJoin(products, eq(products.id, saleDetails.fkProduct))
    .leftJoin(presentations, eq(presentations.id, saleDetails.fkPresentation))
    .leftJoin(clients, eq(clients.id, sales.fkClient));

/** The lines' own order (their copied sale date, the sale, the line): an index of sale_details. */
const soldLinesOrder = [desc(saleDetails.saleDate), desc(saleDetails.fkSale), asc(saleDetails.line)];

/**
 * One page of products-sold lines (decision 0061): the page's ids from the lines alone, walking
 * the index in the list's order, then sale, product and client for those ten lines only.
 */
export function soldLinesPage(db: Executor, q: Omit<SalesByProductQuery, 'page'>, window: PageWindow) {
  const page = pageIds(db, saleDetails, saleDetails.id, soldLinesPageWhere(q), soldLinesOrder, window);
  return soldLinesFrom(db).innerJoin(page, eq(page.id, saleDetails.id)).orderBy(...soldLinesOrder);
}

/**
 * GET sale/sales-by-product: lines of enabled sales. Totals: a client's lines are few and summed
 * from the lines; one product's from the product rollup; every product's from the brand rollup
 * (a year is ~55,000 day × brand rows, against ~500,000 day × product).
 */
export async function salesByProduct(ctx: Ctx, q: SalesByProductQuery): Promise<SoldLinePage> {
  const where = soldLinesWhere(q);
  const totals = async () => {
    if (q.client_id) {
      const [r] = await ctx.db
        .select({ sale: F.lineNetCents, cost: F.lineCostCents, quantity: F.lineUnits, n: sql<string>`count(*)` })
        .from(saleDetails)
        .innerJoin(sales, eq(sales.id, saleDetails.fkSale))
        .where(where);
      return r;
    }
    if (q.product_id) {
      const [r] = await ctx.db
        .select({ sale: F.productRollupNet, cost: F.productRollupCost, quantity: F.productRollupQuantity, n: F.productRollupLines })
        .from(salesDailyProduct)
        .where(productRollupWhere(q));
      return r;
    }
    const [r] = rowsOf<{ sale: string; cost: string; quantity: string; n: string }>(
      await ctx.db.execute(sql`select ${F.rollupNet} as sale, ${F.rollupCost} as cost, ${F.rollupQuantity} as quantity, ${F.rollupLines} as n from (${await rangeRollup(ctx, 'mark', q)}) r`),
    );
    return r;
  };
  const [rows, sum] = await Promise.all([
    soldLinesPage(ctx.db, q, pageWindow(q.page, ctx.config.pageSize)),
    totals(),
  ]);
  return {
    ...pagedAnswer(rows.map(toSoldLine), Number(sum.n), q.page, ctx.config.pageSize),
    ...F.reportTotals(sum.sale, sum.cost),
    total_quantity: Number(sum.quantity),
  };
}

/** Every brand with sales in the period (few: paged here), biggest sale first, from the brand rollup. */
export async function markRows(ctx: Pick<Ctx, 'db' | 'config'>, q: Omit<SalesMarkQuery, 'page'>) {
  const rows = rowsOf<{ id: number; mark: string; sale: string; cost: string; quantity: string }>(
    await ctx.db.execute(sql`
      select r.fk_mark as id, m.mark, ${F.rollupNet} as sale, ${F.rollupCost} as cost, ${F.rollupQuantity} as quantity
      from (${await rangeRollup(ctx, 'mark', q)}) r join ${marks} m on m.id = r.fk_mark
      group by r.fk_mark, m.mark having ${F.rollupLines} <> 0
      order by sale desc, m.mark asc`),
  );
  return rows.map((r) => ({ id: Number(r.id), mark: r.mark, sale: fromCents(r.sale), cost: fromCents(r.cost), gain: fromCents(Number(r.sale) - Number(r.cost)), quantity: Number(r.quantity), cents: [Number(r.sale), Number(r.cost)] as const }));
}

function pageOfAll<T extends { cents: readonly [number, number] }>(all: T[], page: number, pageSize: number) {
  const { limit, offset } = pageWindow(page, pageSize);
  const sale = all.reduce((a, r) => a + r.cents[0], 0);
  const cost = all.reduce((a, r) => a + r.cents[1], 0);
  const data = all.slice(offset, offset + limit).map(({ cents: _c, ...r }) => r);
  return { ...pagedAnswer(data, all.length, page, pageSize), ...F.reportTotals(sale, cost) };
}

/** GET sale/sales-mark: Marca, Venta, Costo, Ganancia from the product rollup. */
export async function salesMark(ctx: Ctx, q: SalesMarkQuery): Promise<MarkSalesPage> {
  return pageOfAll(await markRows(ctx, q), q.page, ctx.config.pageSize);
}

/**
 * The products of one brand in the period: grouped on the rollup alone (its (fk_mark, day) index),
 * unordered (the caller orders: biggest sale first); product names are joined only for the rows
 * asked for.
 */
/** The brand's products over the period, one group per product (its id aliased `id`, so a CTE can name it). */
async function markProductGroups(ctx: Pick<Ctx, 'db' | 'config'>, q: Omit<SalesByProductMarkQuery, 'page'>): Promise<SQL> {
  const rows = await rangeRollup(ctx, 'product', q, sql`fk_mark = ${q.id_mark}`);
  return sql`select r.fk_product as id, ${F.rollupNet} as sale, ${F.rollupCost} as cost, ${F.rollupQuantity} as quantity
    from (${rows}) r group by r.fk_product having ${F.rollupLines} <> 0`;
}

type Group = { id: number; sale: string; cost: string; quantity: string };

const toMarkProductRow = (r: Group & { code: string; product: string; unit: ProductUnit }): MarkProductRow => ({
  id: Number(r.id),
  code: r.code,
  product: r.product,
  unit: r.unit,
  quantity: Number(r.quantity),
  sale: fromCents(r.sale),
  cost: fromCents(r.cost),
  gain: fromCents(Number(r.sale) - Number(r.cost)),
});

/** Every product of the brand (the export). */
export async function markProductRows(ctx: Pick<Ctx, 'db' | 'config'>, q: Omit<SalesByProductMarkQuery, 'page'>): Promise<MarkProductRow[]> {
  if (!q.id_mark) return [];
  const rows = rowsOf<Group & { code: string; product: string; unit: ProductUnit }>(
    await ctx.db.execute(sql`with g as (${await markProductGroups(ctx, q)})
      select g.id, g.sale::text as sale, g.cost::text as cost, g.quantity::text as quantity, pr.code, pr.product, pr.unit
      from g left join ${products} pr on pr.id = g.id order by g.sale desc, g.id asc`),
  );
  return rows.map(toMarkProductRow);
}

/**
 * A brand's products over a range with their net sale (`id`, `sale`; the detail's order and count),
 * products whose every line was annulled left out. The range's first summed period (the running
 * year up to its last closed day, or the first closed month) holds one row per product of the
 * brand: it is joined as it is, and only the rest (other periods, the days) is grouped. Grouping a
 * brand's thousands of summed products took most of a year's detail. Exact as
 * rollupRows: the first period's sums count only when filled, and its days are in the rest if not.
 */
function brandProductSales({ cut, rows }: RangeRows, brand: SQL): SQL {
  const grouped = (from: SQL) => sql`select r.fk_product as id, ${F.rollupNet} as sale, ${F.rollupLines} as lines from (${from}) r group by r.fk_product`;
  const [first, ...others] = cut?.periods ?? [];
  if (!cut || !first) return sql`select id, sale from (${grouped(rows('product', brand))}) g where lines <> 0`;
  const rest = [unsummedDays('product', [first], brand), ...(others.length || cut.days.length ? [rollupRows('product', { periods: others, days: cut.days }, brand)] : [])];
  return sql`select coalesce(y.id, d.id) as id, coalesce(y.sale, 0) + coalesce(d.sale, 0) as sale
    from (select fk_product as id, total_cents - discount_cents as sale, lines from (${summedRows('product', [first], brand)}) s) y
    full join (${grouped(sql.join(rest, sql` union all `))}) d on d.id = y.id
    where coalesce(y.lines, 0) + coalesce(d.lines, 0) <> 0`;
}

/**
 * The brand detail's one statement (also the bench's SQL floor). Every product of the brand is
 * grouped by its sale alone (the order and the count); cost and quantity are summed only for the
 * page's products; the totals are the brand's own rollup (the brand rollup is the sum of its
 * products' rows, so VENTAS MARCAS shows the same figures). A brand's year groups thousands of
 * products: each figure left out of that grouping is time saved on PGlite, where ten people asking
 * queue behind each other. `t left join p` answers one row even past the last
 * page, so the totals never need a second query.
 */
export function brandDetailSql(range: RangeRows, markId: number, limit: number, offset: number): SQL {
  const brand = sql`fk_mark = ${markId}`;
  return sql`
      with g as (${brandProductSales(range, brand)}),
      t as (select count(*)::int as n from g),
      p as (select g.id, g.sale from g order by g.sale desc, g.id asc limit ${limit} offset ${offset}),
      f as (select r.fk_product as id, ${F.rollupCost} as cost, ${F.rollupQuantity} as quantity
              from (${range.rows('product', sql`${brand} and fk_product in (select id from p)`)}) r group by r.fk_product),
      m as (select ${F.rollupNet}::text as total_sale, ${F.rollupCost}::text as total_cost from (${range.rows('mark', brand)}) r)
      select p.id, p.sale::text as sale, f.cost::text as cost, f.quantity::text as quantity, pr.code, pr.product, pr.unit, t.n, m.total_sale, m.total_cost
      from t cross join m left join p on true left join f on f.id = p.id left join ${products} pr on pr.id = p.id
      order by p.sale desc, p.id asc`;
}

/** GET sale/sales-by-product-mark: the detail tab of VENTAS MARCAS (brandDetailSql). */
export async function salesByProductMark(ctx: Ctx, q: SalesByProductMarkQuery): Promise<MarkProductPage> {
  const size = ctx.config.pageSize;
  if (!q.id_mark) return { ...pagedAnswer([], 0, q.page, size), ...F.reportTotals(0, 0) };
  const { limit, offset } = pageWindow(q.page, size);
  type Row = { id: number | null; sale: string; cost: string; quantity: string; code: string; product: string; unit: ProductUnit; n: number; total_sale: string; total_cost: string };
  const answer = rowsOf<Row>(await ctx.db.execute(brandDetailSql(await rangeRollups(ctx, q), q.id_mark, limit, offset)));
  const [{ n, total_sale, total_cost }] = answer;
  const page = answer.filter((r): r is Row & { id: number } => r.id !== null).map(toMarkProductRow);
  return { ...pagedAnswer(page, Number(n), q.page, size), ...F.reportTotals(total_sale, total_cost) };
}
