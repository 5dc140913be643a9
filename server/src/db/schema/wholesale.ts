import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { products } from './master.js';

/**
 * A client's price list ('Mayorista', 'Tiendas de barrio'): master data like a brand (folded name
 * unique, enabled/disabled, row version). A client with one (`clients.fk_price_list`) pays its
 * rows' prices instead of the counter's.
 */
export const priceLists = pgTable(
  'price_lists',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 40 }).notNull(),
    nameKey: varchar('name_key', { length: 40 }).notNull(),
    enabled: smallint('enabled').notNull().default(1),
    /** Row version: every write bumps it, an edit with an older one is refused (409). */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('price_lists_name_key_uq').on(t.nameKey)],
);

/**
 * A product sold by the crate or the pack: `units` of the product under its own barcode and price.
 * Stock stays in the product's unit; a line of a presentation takes units × quantity.
 */
export const presentations = pgTable(
  'presentations',
  {
    id: serial('id').primaryKey(),
    fkProduct: integer('fk_product').notNull().references(() => products.id),
    name: varchar('name', { length: 40 }).notNull(),
    units: integer('units').notNull(),
    barcode: varchar('barcode', { length: 50 }).notNull(),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    enabled: smallint('enabled').notNull().default(1),
    /** Row version: every write bumps it, an edit with an older one is refused (409). */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('presentations_product_idx').on(t.fkProduct, t.id),
    uniqueIndex('presentations_barcode_uq').on(t.barcode),
    check('presentations_units_min', sql`${t.units} >= 2`),
    check('presentations_price_positive', sql`${t.price} > 0`),
  ],
);

/**
 * One price of a list: for a product (or one of its presentations, `fk_presentation`; null = the
 * unit) from `min_quantity` on. Several rows of one product are quantity breaks: the row with the
 * highest minimum a line reaches prices the whole line.
 */
export const priceListPrices = pgTable(
  'price_list_prices',
  {
    id: serial('id').primaryKey(),
    fkPriceList: integer('fk_price_list').notNull().references(() => priceLists.id),
    fkProduct: integer('fk_product').notNull().references(() => products.id),
    fkPresentation: integer('fk_presentation').references(() => presentations.id),
    /** Units, crates or kilograms (3 decimals for a weighed product), ≥ 1. */
    minQuantity: numeric('min_quantity', { precision: 12, scale: 3, mode: 'number' }).notNull(),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One row per list, product, presentation (0 = the unit) and minimum: set-price replaces it.
    uniqueIndex('price_list_prices_break_uq').on(t.fkPriceList, t.fkProduct, sql`coalesce(${t.fkPresentation}, 0)`, t.minQuantity),
    index('price_list_prices_product_idx').on(t.fkProduct),
    check('price_list_prices_min_quantity', sql`${t.minQuantity} >= 1`),
    check('price_list_prices_price_positive', sql`${t.price} > 0`),
  ],
);
