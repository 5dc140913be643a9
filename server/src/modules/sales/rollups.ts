import { sql, type SQL } from 'drizzle-orm';
import { fromMilli, quantityText, toMilli } from '@lactea/contracts';
import type { Db, Tx } from '../../db/types.js';
import { executePrepared, pgArray } from '../../db/prepared.js';

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

/** The figures the product and brand rollups add up; quantity in thousandths (exact sums). */
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

/**
 * Signed figures of `rows`, as one array parameter per column in the rollups' column order
 * (quantity, total, cost, discount, lines): the same text for any number of rows (decision 0049).
 */
const signedArrays = (rows: Figures[], sign: 1 | -1): SQL => {
  const column = (pick: (f: Figures) => string | number) => pgArray(rows.map(pick));
  return sql`${column((f) => quantityText(fromMilli(sign * f.quantity)))}::numeric[], ${column((f) => sign * f.totalCents)}::bigint[], ${column((f) => sign * f.costCents)}::bigint[], ${column((f) => sign * f.discountCents)}::bigint[], ${column((f) => sign * f.lines)}::int[]`;
};
/** On conflict, the figures add up (same column names in the product and brand rollups). */
const addUp = (table: string) =>
  sql.raw(`quantity = ${table}.quantity + excluded.quantity, total_cents = ${table}.total_cents + excluded.total_cents, cost_cents = ${table}.cost_cents + excluded.cost_cents, discount_cents = ${table}.discount_cents + excluded.discount_cents, lines = ${table}.lines + excluded.lines`);

/**
 * The brand and payment rollups are shared by every sale of the day (one brand, one payment type:
 * one row), so they are split into ROLLUP_SLOTS rows per key and readers sum over the slots
 * (decision 0040). A sale writes the slot of its transaction id: transactions running at the same
 * time have nearby ids, hence different slots. Past days are folded back into slot 0
 * (`foldRollupSlots`), so reports over months read one row per key and day, as before.
 */
export const ROLLUP_SLOTS = 16;
const SLOT = sql.raw(`(txid_current() % ${ROLLUP_SLOTS})::smallint`);

/** The payment rollup's figures add up the same way. */
const paymentAddUp = sql.raw(
  'total_cents = sales_daily_payment.total_cents + excluded.total_cents, cost_cents = sales_daily_payment.cost_cents + excluded.cost_cents, discount_cents = sales_daily_payment.discount_cents + excluded.discount_cents, sales = sales_daily_payment.sales + excluded.sales',
);

/** Zero-padded so that text order is numeric order (ids are 32-bit). */
const pad = (id: number) => String(id).padStart(10, '0');

/**
 * The ONE builder of changes to the daily rollups (docs/decisions: sales rollups): +1 when a sale
 * is recorded, -1 when it is annulled; debt collection applies -1 with the sale as it was and +1
 * as it became. Always inside the caller's transaction. Rows in ascending key (lock order):
 * products, then brands (sales_daily_mark = Σ sales_daily_product per brand), then the payment row.
 *
 * Answers the CTEs `ru_p, ru_m, ru_pay` for one statement, so a sale writes them in the same round
 * trip as its stock and lines. Each step reads a count of the one before it, which makes PostgreSQL
 * finish it first; `after` (a condition on the caller's earlier CTEs) holds back the first step the
 * same way, e.g. until the sale's stock rows are updated, the ledger's lock order.
 */
export function saleRollupCtes(sale: SaleForRollups, sign: 1 | -1, after: SQL = sql`true`): SQL {
  const lines = sale.lines.map((l) => ({ fkProduct: l.fkProduct, fkMark: l.fkMark, quantity: toMilli(l.quantity), totalCents: l.totalCents, costCents: l.costCents, discountCents: l.discountShareCents, lines: 1 }));
  const perProduct = sumBy(lines, (l) => `${pad(l.fkProduct)}:${pad(l.fkMark)}`, (l) => ({ fkProduct: l.fkProduct, fkMark: l.fkMark }));
  const perMark = sumBy(perProduct, (p) => pad(p.fkMark), (p) => ({ fkMark: p.fkMark }));
  const payment = sql`(${sale.date}::date, ${sale.fkTypePayment ?? 0}::int, ${sale.fkUser}::int, ${sale.cancelled}::smallint, ${SLOT}, ${sign * sale.totalCents}::bigint, ${sign * sale.costCents}::bigint, ${sign * sale.discountCents}::bigint, ${sign}::int)`;
  const pay = (gate: SQL) => sql`ru_pay as (
      insert into sales_daily_payment (day, fk_type_payment, fk_user, cancelled, slot, total_cents, cost_cents, discount_cents, sales)
      select * from (values ${payment}) v where ${gate}
      on conflict (day, fk_type_payment, fk_user, cancelled, slot) do update set ${paymentAddUp}
      returning 1
    )`;
  // No lines (not a real sale; kept so that any figures still reach the payment row): payment only.
  if (perProduct.length === 0) return pay(after);
  return sql`ru_p as (
      insert into sales_daily_product (day, fk_product, fk_mark, quantity, total_cents, cost_cents, discount_cents, lines)
      select ${sale.date}::date, v.* from unnest(${pgArray(perProduct.map((r) => r.fkProduct))}::int[], ${pgArray(perProduct.map((r) => r.fkMark))}::int[], ${signedArrays(perProduct, sign)}) v where ${after}
      on conflict (day, fk_product, fk_mark) do update set ${addUp('sales_daily_product')}
      returning 1
    ), ru_m as (
      insert into sales_daily_mark (day, fk_mark, slot, quantity, total_cents, cost_cents, discount_cents, lines)
      select ${sale.date}::date, v.fk_mark, ${SLOT}, v.quantity, v.total_cents, v.cost_cents, v.discount_cents, v.lines
      from unnest(${pgArray(perMark.map((m) => m.fkMark))}::int[], ${signedArrays(perMark, sign)}) v(fk_mark, quantity, total_cents, cost_cents, discount_cents, lines)
      where (select count(*) from ru_p) > 0
      on conflict (day, fk_mark, slot) do update set ${addUp('sales_daily_mark')}
      returning 1
    ), ${pay(sql`(select count(*) from ru_m) > 0`)}`;
}

/** The rollup change of `saleRollupCtes` as a statement of its own (annulment, debt collection), prepared like the sale's. */
export async function applySaleToRollups(tx: Tx, sale: SaleForRollups, sign: 1 | -1): Promise<void> {
  await executePrepared(tx, sql`with ${saleRollupCtes(sale, sign)} select count(*) from ru_pay`);
}

/**
 * Folds the slots of days before `beforeDay` into slot 0, one statement per rollup (atomic: a
 * report reading meanwhile sees the old rows or the folded ones, the same sums to the cent). A late
 * write to an old day (annulling, collecting a debt) lands in some slot and is folded next time.
 * Run every few minutes by one process at a time (app.ts, `periodic`).
 */
export async function foldRollupSlots(db: Db, beforeDay: string): Promise<void> {
  await db.execute(sql`
    with moved as (delete from sales_daily_mark where day < ${beforeDay}::date and slot <> 0 returning *)
    insert into sales_daily_mark (day, fk_mark, slot, quantity, total_cents, cost_cents, discount_cents, lines)
    select day, fk_mark, 0, sum(quantity), sum(total_cents)::bigint, sum(cost_cents)::bigint, sum(discount_cents)::bigint, sum(lines)::int
      from moved group by day, fk_mark
    on conflict (day, fk_mark, slot) do update set ${addUp('sales_daily_mark')}`);
  await db.execute(sql`
    with moved as (delete from sales_daily_payment where day < ${beforeDay}::date and slot <> 0 returning *)
    insert into sales_daily_payment (day, fk_type_payment, fk_user, cancelled, slot, total_cents, cost_cents, discount_cents, sales)
    select day, fk_type_payment, fk_user, cancelled, 0, sum(total_cents)::bigint, sum(cost_cents)::bigint, sum(discount_cents)::bigint, sum(sales)::int
      from moved group by day, fk_type_payment, fk_user, cancelled
    on conflict (day, fk_type_payment, fk_user, cancelled, slot) do update set ${paymentAddUp}`);
}
