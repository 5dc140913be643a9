import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { products, providers } from './master.js';
import { lots } from './stock.js';
import { presentations } from './wholesale.js';
import { users } from './users.js';

/** Which provider sells which product (PROVEEDOR - PROD.): one row per pair, never deleted. */
export const providerProducts = pgTable(
  'provider_products',
  {
    id: serial('id').primaryKey(),
    fkProvider: integer('fk_provider').notNull().references(() => providers.id),
    fkProduct: integer('fk_product').notNull().references(() => products.id),
    enabled: smallint('enabled').notNull().default(1),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('provider_products_pair_uq').on(t.fkProvider, t.fkProduct), index('provider_products_product_idx').on(t.fkProduct)],
);

/**
 * A purchase (COMPRAS). `enabled` 0 = annulled (kept, shown in canceled-purchases); `cancelled`
 * 1 = paid, 0 = not yet paid. Amounts are numeric: the service sums integer cents.
 * Indexes: one per report's date column (registration date = created_at, purchase date =
 * date_purchase), led by enabled and optionally by the provider, so a month's first page and its
 * total read a narrow index range at 100,000 purchases.
 */
export const purchases = pgTable(
  'purchases',
  {
    id: serial('id').primaryKey(),
    totalPurchase: numeric('total_purchase', { precision: 14, scale: 2 }).notNull(),
    discount: numeric('discount', { precision: 14, scale: 2 }).notNull().default('0'),
    cancelled: smallint('cancelled').notNull(),
    gloss: varchar('gloss', { length: 200 }),
    datePurchase: date('date_purchase', { mode: 'string' }).notNull(),
    fkProvider: integer('fk_provider').notNull().references(() => providers.id),
    fkUser: integer('fk_user').notNull().references(() => users.id),
    enabled: smallint('enabled').notNull().default(1),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('purchases_total_not_negative', sql`${t.totalPurchase} >= 0`),
    check('purchases_discount_not_negative', sql`${t.discount} >= 0`),
    // Trailing total/cancelled: a month's totals are an index-only scan (no heap visit per row).
    index('purchases_created_cover_idx').on(t.enabled, t.createdAt, t.id, t.cancelled, t.totalPurchase),
    index('purchases_provider_created_cover_idx').on(t.fkProvider, t.enabled, t.createdAt, t.id, t.cancelled, t.totalPurchase),
    index('purchases_date_cover_idx').on(t.enabled, t.datePurchase, t.id, t.cancelled, t.totalPurchase),
    index('purchases_provider_date_cover_idx').on(t.fkProvider, t.enabled, t.datePurchase, t.id, t.cancelled, t.totalPurchase),
    index('purchases_user_created_cover_idx').on(t.fkUser, t.enabled, t.createdAt, t.id, t.totalPurchase),
  ],
);

/**
 * A purchase line; its lot is `fk_lot`. A line of crates (`fk_presentation`, with the units a crate
 * had then in `presentation_units`) counts crates in `quantity`, its price and cost per crate; its
 * units may make two lots of one expiry when the crate's cost does not divide evenly (both carry the
 * purchase in `lots.fk_purchase`; `fk_lot` is the first). `date_purchase`, `fk_provider` and `enabled` copy the
 * purchase's (kept in step by edit and annul, in the same transaction) so purchases-by-product
 * reads one index range instead of joining 400,000 lines to their purchases.
 */
export const purchaseDetails = pgTable(
  'purchase_details',
  {
    id: serial('id').primaryKey(),
    fkPurchase: integer('fk_purchase').notNull().references(() => purchases.id),
    fkProduct: integer('fk_product').notNull().references(() => products.id),
    quantity: numeric('quantity', { precision: 12, scale: 3, mode: 'number' }).notNull(),
    unitPrice: numeric('unit_price', { precision: 12, scale: 2 }).notNull(),
    unitCost: numeric('unit_cost', { precision: 12, scale: 2 }).notNull(),
    discount: numeric('discount', { precision: 14, scale: 2 }).notNull(),
    subtotal: numeric('subtotal', { precision: 14, scale: 2 }).notNull(),
    total: numeric('total', { precision: 14, scale: 2 }).notNull(),
    expirationDate: date('expiration_date', { mode: 'string' }).notNull(),
    fkLot: integer('fk_lot').references(() => lots.id),
    fkPresentation: integer('fk_presentation').references(() => presentations.id),
    presentationUnits: integer('presentation_units'),
    datePurchase: date('date_purchase', { mode: 'string' }).notNull(),
    fkProvider: integer('fk_provider').notNull(),
    enabled: smallint('enabled').notNull().default(1),
  },
  (t) => [
    check('purchase_details_quantity_positive', sql`${t.quantity} > 0`),
    check('purchase_details_discount_within', sql`${t.discount} >= 0 and ${t.discount} <= ${t.subtotal}`),
    check('purchase_details_presentation_units', sql`(${t.fkPresentation} is null and ${t.presentationUnits} is null) or (${t.fkPresentation} is not null and ${t.presentationUnits} >= 2)`),
    index('purchase_details_purchase_idx').on(t.fkPurchase, t.id),
    // Trailing presentation_units: the units a filter bought (quantity × units) stay an index-only sum.
    index('purchase_details_date_cover_idx').on(t.enabled, t.datePurchase, t.id, t.total, t.quantity, t.presentationUnits),
    index('purchase_details_product_date_cover_idx').on(t.fkProduct, t.enabled, t.datePurchase, t.id, t.total, t.quantity, t.presentationUnits),
    index('purchase_details_provider_date_cover_idx').on(t.fkProvider, t.enabled, t.datePurchase, t.id, t.total, t.quantity, t.presentationUnits),
  ],
);
