import { sql } from 'drizzle-orm';
import type { ProductUnit } from '@lactea/contracts';
import { priceLists } from './wholesale.js';
import { type AnyPgColumn, check, index, integer, primaryKey, numeric, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * Master data. Each searchable table keeps `search_text`: the folded (lower-case, accent-free)
 * concatenation of its searchable fields, written by the service on every insert/update, so a
 * search is one trigram-indexed LIKE that behaves the same on PGlite and PostgreSQL.
 */
export const marks = pgTable(
  'marks',
  {
    id: serial('id').primaryKey(),
    mark: varchar('mark', { length: 30 }).notNull(),
    markKey: varchar('mark_key', { length: 30 }).notNull(),
    enabled: smallint('enabled').notNull().default(1),
    /** Row version: every write bumps it, an edit with an older one is refused (409). */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('marks_mark_key_uq').on(t.markKey)],
);

export const providers = pgTable('providers', {
  id: serial('id').primaryKey(),
  provider: varchar('provider', { length: 30 }).notNull(),
  description: varchar('description', { length: 100 }).notNull(),
  searchText: text('search_text').notNull(),
  enabled: smallint('enabled').notNull().default(1),
  /** Row version: every write bumps it, an edit with an older one is refused (409). */
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const clients = pgTable('clients', {
  id: serial('id').primaryKey(),
  businessName: varchar('business_name', { length: 50 }).notNull(),
  ciNit: varchar('ci_nit', { length: 30 }).notNull(),
  gloss: varchar('gloss', { length: 100 }),
  /** Credit control (decision 0035): most this client may owe in Bs.; null = no limit. */
  creditLimit: numeric('credit_limit', { precision: 12, scale: 2 }),
  /** Days after a credit sale when its debt is overdue; null = the setting's credit_overdue_days. */
  overdueDays: integer('overdue_days'),
  /** The client's price list (wholesale.ts); null = the counter's prices ('Precio de mostrador'). */
  fkPriceList: integer('fk_price_list').references((): AnyPgColumn => priceLists.id),
  searchText: text('search_text').notNull(),
  enabled: smallint('enabled').notNull().default(1),
  /** Row version: every write bumps it, an edit with an older one is refused (409). */
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 50 }).notNull(),
    codeKey: varchar('code_key', { length: 50 }).notNull(),
    product: varchar('product', { length: 50 }).notNull(),
    barcode: varchar('barcode', { length: 50 }),
    description: varchar('description', { length: 100 }).notNull(),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    cost: numeric('cost', { precision: 12, scale: 2 }).notNull(),
    fkMark: integer('fk_mark').notNull().references(() => marks.id),
    /** 'unidad' (whole quantities) or 'kg' (weighed, 3 decimals): docs/decisions/0034. */
    unit: varchar('unit', { length: 10 }).$type<ProductUnit>().notNull().default('unidad'),
    /** The code a scale prints in its labels; weighed products only, unique among them. */
    scaleCode: integer('scale_code'),
    /** SIAT's código de producto SIN and unidad de medida (siat_catalogue codes); an invoice's line needs both. */
    sinProductCode: varchar('sin_product_code', { length: 20 }),
    sinUnitCode: varchar('sin_unit_code', { length: 20 }),
    searchText: text('search_text').notNull(),
    enabled: smallint('enabled').notNull().default(1),
    /** Row version: every write bumps it, an edit with an older one is refused (409). */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('products_code_key_uq').on(t.codeKey),
    // The till ranks products whose code or barcode starts with the typed text first: prefix LIKE
    // needs pattern_ops in any collation but C.
    index('products_code_key_prefix_idx').on(t.codeKey.op('varchar_pattern_ops')),
    index('products_barcode_prefix_idx').on(t.barcode.op('varchar_pattern_ops')),
    index('products_mark_idx').on(t.fkMark, t.id),
    check('products_unit_known', sql`${t.unit} in ('unidad', 'kg')`),
    check('products_scale_code_weighed', sql`${t.scaleCode} is null or ${t.unit} = 'kg'`),
    uniqueIndex('products_scale_code_uq').on(t.scaleCode).where(sql`${t.scaleCode} is not null`),
  ],
);

/**
 * How many products each brand has, per state, kept by a trigger on products (migration 0004).
 * The product list's total without a search is a sum over these few rows instead of counting
 * 50,000 products on every page.
 */
export const productCounts = pgTable(
  'product_counts',
  {
    fkMark: integer('fk_mark').notNull(),
    enabled: smallint('enabled').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fkMark, t.enabled] })],
);
