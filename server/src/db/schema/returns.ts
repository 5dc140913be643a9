import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, numeric, pgTable, primaryKey, serial, time, timestamp, varchar } from 'drizzle-orm/pg-core';
import { clients, products } from './master.js';
import { lots } from './stock.js';
import { saleDetails, sales } from './sales.js';
import { users } from './users.js';

/**
 * A client's return against one sale (sale/return): a NOTA DE DEVOLUCIÓN, numbered by its own id.
 * It counts on its own business `date` (a past closing never changes): the closing reads the cash
 * refunds of its days, BALANCE the money and costs. `stock_cost` is the cost of the units put back
 * into their lots (a sale's cost reversed), `merma_cost` the cost of the units written off (a loss).
 */
export const saleReturns = pgTable(
  'sale_returns',
  {
    id: serial('id').primaryKey(),
    fkSale: integer('fk_sale').notNull().references(() => sales.id),
    fkClient: integer('fk_client').references(() => clients.id),
    fkUser: integer('fk_user').notNull().references(() => users.id),
    reason: varchar('reason', { length: 100 }).notNull(),
    /** 'efectivo', 'deuda' or 'saldo' (contracts' RETURN_REFUNDS). */
    refund: varchar('refund', { length: 8 }).notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    stockCost: numeric('stock_cost', { precision: 12, scale: 2 }).notNull(),
    mermaCost: numeric('merma_cost', { precision: 12, scale: 2 }).notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    hour: time('hour').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('sale_returns_amounts_not_negative', sql`${t.amount} >= 0 and ${t.stockCost} >= 0 and ${t.mermaCost} >= 0`),
    check('sale_returns_refund_known', sql`${t.refund} in ('efectivo', 'deuda', 'saldo')`),
    // The closing's and BALANCE's sums of a period, read from the index alone.
    index('sale_returns_day_idx').on(t.date, t.refund, t.amount, t.stockCost, t.mermaCost),
    index('sale_returns_sale_idx').on(t.fkSale),
  ],
);

/**
 * A returned line: `quantity` in the product's unit (a crate line's units), `amount` its money
 * (contracts' `returnAmountCents`), `cost` the cost of those units at the lots they came from.
 */
export const saleReturnLines = pgTable(
  'sale_return_lines',
  {
    id: serial('id').primaryKey(),
    fkReturn: integer('fk_return').notNull().references(() => saleReturns.id),
    fkSaleDetail: integer('fk_sale_detail').notNull().references(() => saleDetails.id),
    fkProduct: integer('fk_product').notNull().references(() => products.id),
    quantity: numeric('quantity', { precision: 12, scale: 3, mode: 'number' }).notNull(),
    /** 'stock' or 'merma'. */
    disposition: varchar('disposition', { length: 5 }).notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    cost: numeric('cost', { precision: 12, scale: 2 }).notNull(),
  },
  (t) => [
    check('sale_return_lines_quantity_positive', sql`${t.quantity} > 0`),
    check('sale_return_lines_disposition_known', sql`${t.disposition} in ('stock', 'merma')`),
    index('sale_return_lines_return_idx').on(t.fkReturn),
    index('sale_return_lines_detail_idx').on(t.fkSaleDetail),
  ],
);

/**
 * The lots a returned line went back to (stock) or was written off against (merma), by the lots its
 * sale line took (sale_detail_lots): what a lot got back of a line never passes what it gave.
 */
export const saleReturnLots = pgTable(
  'sale_return_lots',
  {
    id: serial('id').primaryKey(),
    fkReturnLine: integer('fk_return_line').notNull().references(() => saleReturnLines.id),
    fkSaleDetail: integer('fk_sale_detail').notNull().references(() => saleDetails.id),
    fkLot: integer('fk_lot').notNull().references(() => lots.id),
    quantity: numeric('quantity', { precision: 12, scale: 3, mode: 'number' }).notNull(),
    unitCost: numeric('unit_cost', { precision: 12, scale: 2 }).notNull(),
  },
  (t) => [check('sale_return_lots_quantity_positive', sql`${t.quantity} > 0`), index('sale_return_lots_detail_idx').on(t.fkSaleDetail, t.fkLot)],
);

/**
 * A client's saldo a favor as its movements: a return refunded as saldo adds, a sale paid with it
 * takes. The saldo is Σ amount (read from client_credits_client_idx alone).
 */
export const clientCredits = pgTable(
  'client_credits',
  {
    id: serial('id').primaryKey(),
    fkClient: integer('fk_client').notNull().references(() => clients.id),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    fkReturn: integer('fk_return').references(() => saleReturns.id),
    fkSale: integer('fk_sale').references(() => sales.id),
    fkUser: integer('fk_user').notNull().references(() => users.id),
    date: date('date', { mode: 'string' }).notNull(),
    hour: time('hour').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('client_credits_amount_not_zero', sql`${t.amount} <> 0`), index('client_credits_client_idx').on(t.fkClient, t.id, t.amount)],
);

/**
 * The returns of a day per refund kind, in cents, kept by a trigger on sale_returns (migration 0060) in
 * the return's own transaction: the closing and BALANCE sum a few rows here instead of a month of
 * notes (10,000 notes summed as numeric cost ~10 ms on PostgreSQL; these ≤ 93 rows well under 1 ms).
 * A note is never edited nor deleted, so the trigger only adds.
 */
export const saleReturnsDaily = pgTable(
  'sale_returns_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    refund: varchar('refund', { length: 8 }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    stockCostCents: bigint('stock_cost_cents', { mode: 'number' }).notNull(),
    mermaCostCents: bigint('merma_cost_cents', { mode: 'number' }).notNull(),
    returns: integer('returns').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.refund] })],
);
