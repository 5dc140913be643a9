import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { products } from './master.js';

/**
 * Payment types (TIPO PAGOS). `type_pay_key` = fold(type_pay): unique case- and accent-insensitively.
 * `code` is the sale's type_pay code: 'e' cash, 'c' card, 'q' QR/other (see the till set-up decision).
 */
export const typePayments = pgTable(
  'type_payments',
  {
    id: serial('id').primaryKey(),
    typePay: varchar('type_pay', { length: 30 }).notNull(),
    typePayKey: varchar('type_pay_key', { length: 30 }).notNull(),
    isCash: smallint('is_cash').notNull(),
    code: varchar('code', { length: 1 }).notNull().default('q'),
    enabled: smallint('enabled').notNull().default(1),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('type_payments_key_uq').on(t.typePayKey)],
);

/**
 * A product's quantity discount: from `quantity` units on (kilograms with 3 decimals for a weighed
 * product: from 0,5 kg), each costs `unit_price`. One enabled per product.
 */
export const productDiscounts = pgTable(
  'product_discounts',
  {
    id: serial('id').primaryKey(),
    fkProduct: integer('fk_product').notNull().references(() => products.id),
    unitPrice: numeric('unit_price', { precision: 12, scale: 2 }).notNull(),
    quantity: numeric('quantity', { precision: 12, scale: 3, mode: 'number' }).notNull(),
    enabled: smallint('enabled').notNull().default(1),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('product_discounts_quantity_positive', sql`${t.quantity} > 0`),
    uniqueIndex('product_discounts_one_enabled_uq').on(t.fkProduct).where(sql`${t.enabled} = 1`),
    index('product_discounts_product_idx').on(t.fkProduct, t.id),
  ],
);

/** NxM promotion: take `quantity_promotion`, pay `quantity_sale` (shown "2x3" = pay 2 take 3). One enabled per product. */
export const productPromotions = pgTable(
  'product_promotions',
  {
    id: serial('id').primaryKey(),
    fkProduct: integer('fk_product').notNull().references(() => products.id),
    quantityPromotion: integer('quantity_promotion').notNull(),
    quantitySale: integer('quantity_sale').notNull(),
    enabled: smallint('enabled').notNull().default(1),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('product_promotions_quantities', sql`${t.quantitySale} >= 1 AND ${t.quantitySale} < ${t.quantityPromotion}`),
    uniqueIndex('product_promotions_one_enabled_uq').on(t.fkProduct).where(sql`${t.enabled} = 1`),
    index('product_promotions_product_idx').on(t.fkProduct, t.id),
  ],
);
