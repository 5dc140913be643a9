import { z } from 'zod';
import { DATE_MSG, withRange } from './dates.js';
import { exportQueryOf } from './export.js';
import { integer, pagedOf, pageParam } from './fields.js';
import { idFilter } from './provider-products.js';
import { dateFilter } from './purchases.js';
import { salePresentationSchema, saleSchema } from './sales.js';
import { UNIT_VALUES } from './quantity.js';

/**
 * Sales reports (docs/decisions 0020): one definition of each figure, computed by
 * the server's reports/figures.ts. Money in Bs. with 2 decimals (summed in integer cents).
 */
export const REPORT_MSG = {
  rangeReversed: DATE_MSG.rangeReversed,
  chooseClient: 'Elija un cliente',
  invalidValue: 'Valor inválido',
} as const;

/** Sales by client state: Todos=2, Realizado=1, Anulados=0. */
export const SALE_STATE_FILTER = { 2: 'Todos', 1: 'Realizado', 0: 'Anulados' } as const;
/** Payment type filter: Todos=-1, A crédito=0, otherwise a payment type's id. */
export const ALL_PAYMENTS = -1;

/** -1 (all, also when empty), 0 (on credit) or a payment type id. */
const typePayFilter = () =>
  z.preprocess(
    (v) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? ALL_PAYMENTS : v),
    integer().refine((v) => v >= ALL_PAYMENTS, REPORT_MSG.invalidValue),
  );
const saleStateFilter = () =>
  z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? 2 : Number(v)),
    z.union([z.literal(0), z.literal(1), z.literal(2)], { error: 'Estado inválido' }),
  );

const range = { page: pageParam(), date_from: dateFilter(), date_to: dateFilter() };

export const salesReportShape = z.object({ ...range, type_pay: typePayFilter(), fk_user: idFilter() });
export const salesReportQuery = withRange(salesReportShape);
export type SalesReportQuery = z.infer<typeof salesReportShape>;

export const gainQueryShape = salesReportShape.omit({ page: true });
export const gainQuery = withRange(gainQueryShape);

export const salesToClientShape = z.object({ ...range, type_pay: typePayFilter(), fk_client: idFilter(), enabled: saleStateFilter() });
export const salesToClientQuery = withRange(salesToClientShape);
export type SalesToClientQuery = z.infer<typeof salesToClientShape>;

export const canceledSalesShape = z.object({ ...range, fk_client: idFilter(), fk_user: idFilter() });
export const canceledSalesQuery = withRange(canceledSalesShape);
export type CanceledSalesQuery = z.infer<typeof canceledSalesShape>;

export const salesByProductShape = z.object({ ...range, client_id: idFilter(), product_id: idFilter() });
export const salesByProductQuery = withRange(salesByProductShape);
export type SalesByProductQuery = z.infer<typeof salesByProductShape>;

export const salesMarkShape = z.object({ ...range });
export const salesMarkQuery = withRange(salesMarkShape);
export type SalesMarkQuery = z.infer<typeof salesMarkShape>;

export const salesByProductMarkShape = z.object({ ...range, id_mark: idFilter() });
export const salesByProductMarkQuery = withRange(salesByProductMarkShape);
export type SalesByProductMarkQuery = z.infer<typeof salesByProductMarkShape>;

/** The `/export` twins: the same filters plus `format`. */
export const salesReportExportQuery = withRange(exportQueryOf(salesReportShape));
export const salesToClientExportQuery = withRange(exportQueryOf(salesToClientShape));
export const canceledSalesExportQuery = withRange(exportQueryOf(canceledSalesShape));
export const salesByProductExportQuery = withRange(exportQueryOf(salesByProductShape));
export const salesMarkExportQuery = withRange(exportQueryOf(salesMarkShape));
export const salesByProductMarkExportQuery = withRange(exportQueryOf(salesByProductMarkShape));

/** A sale as the reports list it: the receipt's sale plus its cost and profit (total_sale − total_cost). */
export const reportSaleSchema = saleSchema.extend({ total_cost: z.number(), gain: z.number() });
export type ReportSale = z.infer<typeof reportSaleSchema>;

const totals = { total_sale: z.number(), total_cost: z.number(), total_gain: z.number() };

/** sales-report and sales-to-client: the page plus totals over the whole filter. */
export const reportSalePage = pagedOf(reportSaleSchema).extend(totals);
export type ReportSalePage = z.infer<typeof reportSalePage>;

/** calculate-gain: the profit summary. */
export const gainSummary = z.object(totals);
export type GainSummary = z.infer<typeof gainSummary>;

/**
 * A line of products-sold. `subtotal` = quantity × unit price; `discount` = the line's share of the
 * sale's discount; `total` = subtotal − discount (so the lines add up to total_sale); profit = total − cost.
 */
export const soldLineSchema = z.object({
  id: z.number().int(),
  fk_sale: z.number().int(),
  product_id: z.number().int(),
  product: z.string(),
  code: z.string(),
  /** The product's unit: a 'kg' line's quantity is a weight ('0,480 kg'). */
  unit: z.enum(UNIT_VALUES),
  unit_price: z.number(),
  /** As sold: crates for a presentation's line (its P.U. is the crate's price). */
  quantity: z.number(),
  /** The product's units (or kilos) the line took: quantity × the crate's units at the sale. */
  units: z.number(),
  /** The crate sold ('Caja x12', its units then), null for the unit: the screen reads '24 u: 2 Caja x12'. */
  presentation: salePresentationSchema.nullable(),
  subtotal: z.number(),
  discount: z.number(),
  total: z.number(),
  cost: z.number(),
  gain: z.number(),
  hour: z.string(),
  date: z.string(),
  client: z.string().nullable(),
});
export type SoldLine = z.infer<typeof soldLineSchema>;
/** `total_quantity` counts units (or kilos): a crate line adds crates × its units. */
export const soldLinePage = pagedOf(soldLineSchema).extend({ ...totals, total_quantity: z.number() });
export type SoldLinePage = z.infer<typeof soldLinePage>;

/** Sales by brand row (id, mark, sale, cost) plus gain = sale − cost. */
export const markSalesRow = z.object({ id: z.number().int(), mark: z.string(), sale: z.number(), cost: z.number(), gain: z.number(), quantity: z.number() });
export type MarkSalesRow = z.infer<typeof markSalesRow>;
export const markSalesPage = pagedOf(markSalesRow).extend(totals);
export type MarkSalesPage = z.infer<typeof markSalesPage>;

/** A product of one brand in sales-by-product-mark. */
export const markProductRow = z.object({ id: z.number().int(), code: z.string(), product: z.string(), unit: z.enum(UNIT_VALUES), quantity: z.number(), sale: z.number(), cost: z.number(), gain: z.number() });
export type MarkProductRow = z.infer<typeof markProductRow>;
export const markProductPage = pagedOf(markProductRow).extend(totals);
export type MarkProductPage = z.infer<typeof markProductPage>;

