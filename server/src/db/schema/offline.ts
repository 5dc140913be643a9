import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, serial, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { products } from './master.js';
import { sales } from './sales.js';
import { users } from './users.js';

/**
 * The offline till (decision 0043): the devices that sell, the prices in force at each
 * moment (an offline sale is priced as of its moment of sale) and the reconciliation list.
 */

/** A till device as it last reported its queue (sale/device-status) or last synced a sale. */
export const devices = pgTable('devices', {
  id: varchar('id', { length: 64 }).primaryKey(),
  name: varchar('name', { length: 60 }).notNull(),
  fkUser: integer('fk_user').notNull().references(() => users.id),
  pending: integer('pending').notNull().default(0),
  failed: integer('failed').notNull().default(0),
  oldestPendingAt: timestamp('oldest_pending_at', { withTimezone: true }),
  reportedAt: timestamp('reported_at', { withTimezone: true }).notNull().defaultNow(),
  lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
});

/**
 * A product's price and enabled terms from `valid_from` until the next row's: written by triggers
 * on products, product_discounts and product_promotions (each change writes the whole state).
 */
export const priceHistory = pgTable(
  'price_history',
  {
    id: serial('id').primaryKey(),
    fkProduct: integer('fk_product').notNull().references(() => products.id),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull().defaultNow(),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    /** The enabled discount (null = none). */
    discountUnitPrice: numeric('discount_unit_price', { precision: 12, scale: 2 }),
    discountQuantity: numeric('discount_quantity', { precision: 12, scale: 3, mode: 'number' }),
    /** The enabled promotion NxM (null = none). */
    promotionQuantityPromotion: integer('promotion_quantity_promotion'),
    promotionQuantitySale: integer('promotion_quantity_sale'),
  },
  (t) => [index('price_history_product_idx').on(t.fkProduct, t.validFrom)],
);

/** One case of an offline sale to review: a stale price, a shortfall or a credit over its terms. */
export const reconciliationItems = pgTable(
  'reconciliation_items',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 10 }).notNull(),
    fkSale: integer('fk_sale').notNull().references(() => sales.id),
    fkProduct: integer('fk_product').references(() => products.id),
    missingQuantity: numeric('missing_quantity', { precision: 12, scale: 3 }),
    chargedTotal: numeric('charged_total', { precision: 12, scale: 2 }),
    expectedTotal: numeric('expected_total', { precision: 12, scale: 2 }),
    detail: varchar('detail', { length: 300 }).notNull(),
    resolved: smallint('resolved').notNull().default(0),
    note: varchar('note', { length: 300 }),
    fkUserResolved: integer('fk_user_resolved').references(() => users.id),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The sale's moment (its created_at), copied by a trigger on insert whatever the insert says
     * (lactea_reconciliation_sold_at): the list's order, newest sale first, is then one table's
     * index, and a deep page walks that index instead of joining and sorting every case.
     */
    soldAt: timestamp('sold_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('reconciliation_items_kind', sql`${t.kind} in ('precio', 'faltante', 'credito')`),
    index('reconciliation_items_open_idx').on(t.fkSale, t.id).where(sql`${t.resolved} = 0`),
    index('reconciliation_items_sale_idx').on(t.fkSale),
    // VENTAS SIN CONEXIÓN's order: every case (Todos), and the cases of one state.
    index('reconciliation_items_sold_idx').on(t.soldAt, t.fkSale, t.id),
    index('reconciliation_items_state_sold_idx').on(t.resolved, t.soldAt, t.fkSale, t.id),
  ],
);
