import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, serial, time, timestamp, varchar } from 'drizzle-orm/pg-core';
import { products, providers } from './master.js';
import { lots } from './stock.js';
import { purchases } from './purchases.js';
import { users } from './users.js';

/**
 * A return to the provider (purchase/return): `quantity` units of one lot sent back to the provider
 * of the purchase that brought it, at the lot's `unit_cost`; `amount` = quantity × unit cost to the
 * cent. It counts on its own business `date`.
 */
export const providerReturns = pgTable(
  'provider_returns',
  {
    id: serial('id').primaryKey(),
    fkLot: integer('fk_lot').notNull().references(() => lots.id),
    fkProduct: integer('fk_product').notNull().references(() => products.id),
    fkPurchase: integer('fk_purchase').notNull().references(() => purchases.id),
    fkProvider: integer('fk_provider').notNull().references(() => providers.id),
    fkUser: integer('fk_user').notNull().references(() => users.id),
    quantity: numeric('quantity', { precision: 12, scale: 3, mode: 'number' }).notNull(),
    unitCost: numeric('unit_cost', { precision: 12, scale: 2 }).notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    reason: varchar('reason', { length: 100 }).notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    hour: time('hour').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('provider_returns_quantity_positive', sql`${t.quantity} > 0`),
    check('provider_returns_amount_not_negative', sql`${t.amount} >= 0`),
    index('provider_returns_date_idx').on(t.date, t.id),
    // A purchase's returns (the purchases reports' 'Devuelto'), summed from the index alone.
    index('provider_returns_purchase_idx').on(t.fkPurchase, t.amount),
  ],
);

/**
 * A provider's account as its movements besides the purchases: a return adds what the provider now
 * owes us (`amount` > 0). What they owe us is Σ amount (read from provider_credits_provider_idx
 * alone); what we owe them are the purchases not yet paid.
 */
export const providerCredits = pgTable(
  'provider_credits',
  {
    id: serial('id').primaryKey(),
    fkProvider: integer('fk_provider').notNull().references(() => providers.id),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    fkReturn: integer('fk_return').references(() => providerReturns.id),
    fkUser: integer('fk_user').notNull().references(() => users.id),
    date: date('date', { mode: 'string' }).notNull(),
    hour: time('hour').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('provider_credits_amount_not_zero', sql`${t.amount} <> 0`), index('provider_credits_provider_idx').on(t.fkProvider, t.id, t.amount)],
);
