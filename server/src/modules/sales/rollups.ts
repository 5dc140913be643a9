import { sql } from 'drizzle-orm';
import { salesDailyMark, salesDailyPayment, salesDailyProduct } from '../../db/schema/index.js';
import type { Tx } from '../../db/types.js';

/** What the rollups need of a sale; money in integer cents. */
export interface SaleForRollups {
  date: string;
  fkTypePayment: number | null;
  fkUser: number;
  cancelled: number;
  totalCents: number;
  costCents: number;
  discountCents: number;
  lines: { fkProduct: number; fkMark: number; quantity: number; totalCents: number; costCents: number; discountShareCents: number }[];
}

/** The figures the product and brand rollups add up. */
interface Figures {
  quantity: number;
  totalCents: number;
  costCents: number;
  discountCents: number;
  lines: number;
}

/** Adds `items`' figures per key, in ascending key order (the order rows are locked in). */
function sumBy<T extends Figures, S>(items: T[], keyOf: (item: T) => string, seed: (item: T) => S): (S & Figures)[] {
  const sums = new Map<string, S & Figures>();
  for (const item of items) {
    const key = keyOf(item);
    const sum = sums.get(key) ?? { ...seed(item), quantity: 0, totalCents: 0, costCents: 0, discountCents: 0, lines: 0 };
    sum.quantity += item.quantity;
    sum.totalCents += item.totalCents;
    sum.costCents += item.costCents;
    sum.discountCents += item.discountCents;
    sum.lines += item.lines;
    sums.set(key, sum);
  }
  return [...sums.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, sum]) => sum);
}

/** Signed figures for an insert, and their addition on conflict (same column names in both rollups). */
const signed = (f: Figures, sign: 1 | -1): Figures => ({
  quantity: sign * f.quantity,
  totalCents: sign * f.totalCents,
  costCents: sign * f.costCents,
  discountCents: sign * f.discountCents,
  lines: sign * f.lines,
});
const addExcluded = (t: typeof salesDailyProduct | typeof salesDailyMark) => ({
  quantity: sql`${t.quantity} + excluded.quantity`,
  totalCents: sql`${t.totalCents} + excluded.total_cents`,
  costCents: sql`${t.costCents} + excluded.cost_cents`,
  discountCents: sql`${t.discountCents} + excluded.discount_cents`,
  lines: sql`${t.lines} + excluded.lines`,
});

/** Zero-padded so that text order is numeric order (ids are 32-bit). */
const pad = (id: number) => String(id).padStart(10, '0');

/**
 * The ONE function that changes the daily rollups (docs/decisions: sales rollups): +1 when a sale
 * is recorded, -1 when it is annulled; debt collection applies -1 with the sale as it was and +1
 * as it became. Always inside the caller's transaction. Rows in ascending key (lock order):
 * products, then brands (sales_daily_mark = Σ sales_daily_product per brand), then the payment row.
 */
export async function applySaleToRollups(tx: Tx, sale: SaleForRollups, sign: 1 | -1): Promise<void> {
  const lines = sale.lines.map((l) => ({ fkProduct: l.fkProduct, fkMark: l.fkMark, quantity: l.quantity, totalCents: l.totalCents, costCents: l.costCents, discountCents: l.discountShareCents, lines: 1 }));
  const perProduct = sumBy(lines, (l) => `${pad(l.fkProduct)}:${pad(l.fkMark)}`, (l) => ({ fkProduct: l.fkProduct, fkMark: l.fkMark }));
  const perMark = sumBy(perProduct, (p) => pad(p.fkMark), (p) => ({ fkMark: p.fkMark }));
  // One statement per rollup for every product (brand) of the sale: their keys are distinct after the grouping.
  if (perProduct.length) {
    await tx
      .insert(salesDailyProduct)
      .values(perProduct.map((r) => ({ day: sale.date, fkProduct: r.fkProduct, fkMark: r.fkMark, ...signed(r, sign) })))
      .onConflictDoUpdate({ target: [salesDailyProduct.day, salesDailyProduct.fkProduct, salesDailyProduct.fkMark], set: addExcluded(salesDailyProduct) });
    await tx
      .insert(salesDailyMark)
      .values(perMark.map((m) => ({ day: sale.date, fkMark: m.fkMark, ...signed(m, sign) })))
      .onConflictDoUpdate({ target: [salesDailyMark.day, salesDailyMark.fkMark], set: addExcluded(salesDailyMark) });
  }
  await tx
    .insert(salesDailyPayment)
    .values({
      day: sale.date,
      fkTypePayment: sale.fkTypePayment ?? 0,
      fkUser: sale.fkUser,
      cancelled: sale.cancelled,
      totalCents: sign * sale.totalCents,
      costCents: sign * sale.costCents,
      discountCents: sign * sale.discountCents,
      sales: sign,
    })
    .onConflictDoUpdate({
      target: [salesDailyPayment.day, salesDailyPayment.fkTypePayment, salesDailyPayment.fkUser, salesDailyPayment.cancelled],
      set: {
        totalCents: sql`${salesDailyPayment.totalCents} + excluded.total_cents`,
        costCents: sql`${salesDailyPayment.costCents} + excluded.cost_cents`,
        discountCents: sql`${salesDailyPayment.discountCents} + excluded.discount_cents`,
        sales: sql`${salesDailyPayment.sales} + excluded.sales`,
      },
    });
}
