import { sql } from 'drizzle-orm';
import { salesDailyPayment, salesDailyProduct } from '../../db/schema/index.js';
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

/**
 * The ONE function that changes the daily rollups (docs/decisions: sales rollups): +1 when a sale
 * is recorded, -1 when it is annulled; debt collection applies -1 with the sale as it was and +1
 * as it became. Always inside the caller's transaction. Products in ascending id (lock order).
 */
export async function applySaleToRollups(tx: Tx, sale: SaleForRollups, sign: 1 | -1): Promise<void> {
  const perProduct = new Map<string, { fkProduct: number; fkMark: number; quantity: number; totalCents: number; costCents: number; discountCents: number; lines: number }>();
  for (const l of sale.lines) {
    const key = `${l.fkProduct}:${l.fkMark}`;
    const row = perProduct.get(key) ?? { fkProduct: l.fkProduct, fkMark: l.fkMark, quantity: 0, totalCents: 0, costCents: 0, discountCents: 0, lines: 0 };
    row.quantity += l.quantity;
    row.totalCents += l.totalCents;
    row.costCents += l.costCents;
    row.discountCents += l.discountShareCents;
    row.lines += 1;
    perProduct.set(key, row);
  }
  const rows = [...perProduct.values()].sort((a, b) => a.fkProduct - b.fkProduct || a.fkMark - b.fkMark);
  // One statement for every product of the sale (their keys are distinct after the grouping).
  if (rows.length) {
    await tx
      .insert(salesDailyProduct)
      .values(
        rows.map((r) => ({
          day: sale.date,
          fkProduct: r.fkProduct,
          fkMark: r.fkMark,
          quantity: sign * r.quantity,
          totalCents: sign * r.totalCents,
          costCents: sign * r.costCents,
          discountCents: sign * r.discountCents,
          lines: sign * r.lines,
        })),
      )
      .onConflictDoUpdate({
        target: [salesDailyProduct.day, salesDailyProduct.fkProduct, salesDailyProduct.fkMark],
        set: {
          quantity: sql`${salesDailyProduct.quantity} + excluded.quantity`,
          totalCents: sql`${salesDailyProduct.totalCents} + excluded.total_cents`,
          costCents: sql`${salesDailyProduct.costCents} + excluded.cost_cents`,
          discountCents: sql`${salesDailyProduct.discountCents} + excluded.discount_cents`,
          lines: sql`${salesDailyProduct.lines} + excluded.lines`,
        },
      });
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
