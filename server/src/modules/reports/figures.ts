import { fromCents } from '@lactea/contracts';
import { sql } from 'drizzle-orm';
import { saleDetails, sales, salesDailyPayment, salesDailyProduct } from '../../db/schema/index.js';

/**
 * The ONE definition of each sales figure (docs/decisions 0020), in integer cents, used by every
 * report (and meant for the balance/closing too):
 * - a sale's total = total_sale (its lines' totals minus the sale's discount);
 * - a line's total = quantity × unit price; its net = total − discount_share (its part of the
 *   sale's discount, largest remainder), so the nets of a sale add up to its total_sale;
 * - cost = quantity × unit cost at the time of sale; profit = net − cost.
 * Annulled sales (enabled 0) count nowhere but Ventas Anuladas: the rollups are lowered when a
 * sale is annulled, and the per-sale queries filter enabled = 1.
 */

/** Sale level (sales table): total, cost. */
export const saleTotalCents = sql<string>`coalesce(sum(${sales.totalSale}) * 100, 0)::bigint`;
export const saleCostCents = sql<string>`coalesce(sum(${sales.totalCost}) * 100, 0)::bigint`;

/** Line level (sale_details): net sale and cost. */
export const lineNetCents = sql<string>`coalesce(sum(${saleDetails.total} - ${saleDetails.discountShare}) * 100, 0)::bigint`;
export const lineCostCents = sql<string>`coalesce(sum(${saleDetails.cost}) * 100, 0)::bigint`;
/** Units (or kilos) sold: a crate line's quantity counts crates of the units it had then (1 for the unit). */
export const lineUnits = sql<string>`coalesce(sum(${saleDetails.quantity} * ${saleDetails.presentationUnits}), 0)`;

/**
 * Rollup money is summed with sum_cents (migration 0020): exact bigint cents with a by-value state,
 * twice as fast as sum(bigint)'s numeric state when a report groups thousands of products.
 */

/** Product rollup (day × product × mark): net = total_cents − discount_cents. */
export const productRollupNet = sql<string>`sum_cents(${salesDailyProduct.totalCents} - ${salesDailyProduct.discountCents})`;
export const productRollupCost = sql<string>`sum_cents(${salesDailyProduct.costCents})`;
export const productRollupQuantity = sql<string>`coalesce(sum(${salesDailyProduct.quantity}), 0)`;
export const productRollupLines = sql<string>`coalesce(sum(${salesDailyProduct.lines}), 0)::bigint`;

/**
 * The same four figures over rollup rows aliased `r` (reports/periods.ts: a range's summed months
 * and years and its days, of the product or the brand rollup).
 */
export const rollupNet = sql<string>`sum_cents(r.total_cents - r.discount_cents)`;
export const rollupCost = sql<string>`sum_cents(r.cost_cents)`;
// Numeric: kilos of weighed products to the gram (decision 0034).
export const rollupQuantity = sql<string>`coalesce(sum(r.quantity), 0)`;
// By-value bigint sum (sum_cents): sum() of the summed periods' bigint lines keeps a numeric state.
export const rollupLines = sql<string>`sum_cents(r.lines::bigint)`;

/** Payment rollup (day × payment × user × cancelled): total_cents is already the sale's total. */
export const paymentRollupTotal = sql<string>`sum_cents(${salesDailyPayment.totalCents})`;
export const paymentRollupCost = sql<string>`sum_cents(${salesDailyPayment.costCents})`;
export const paymentRollupSales = sql<string>`coalesce(sum(${salesDailyPayment.sales}), 0)::bigint`;


/** The totals every report answers, from cents. */
export function reportTotals(saleCents: number | string, costCents: number | string) {
  const s = Number(saleCents);
  const c = Number(costCents);
  return { total_sale: fromCents(s), total_cost: fromCents(c), total_gain: fromCents(s - c) };
}
