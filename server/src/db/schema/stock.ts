import { sql } from 'drizzle-orm';
import { STOCK_LOW_MAX } from '@lactea/contracts';
import { type AnyPgColumn, bigserial, check, date, index, integer, numeric, pgTable, primaryKey, serial, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { loads } from './loads.js';
import { products } from './master.js';
import { users } from './users.js';

/**
 * Lots are the only holders of stock. `quantity` is what remains in the lot now;
 * `initial_quantity` is what entered (editable: a lot edit changes it, and the remaining quantity
 * by the same difference, never below what already left). `unit_cost` is the lot's cost per unit
 * (a purchase line's unit cost, or the product's cost for a lot entered by hand): the cost a sale
 * line records. Change quantities only through modules/stock/ledger.ts, which writes the kardex.
 */
export const lots = pgTable(
  'lots',
  {
    id: serial('id').primaryKey(),
    fkProduct: integer('fk_product').notNull().references(() => products.id),
    initialQuantity: numeric('initial_quantity', { precision: 12, scale: 3, mode: 'number' }).notNull(),
    quantity: numeric('quantity', { precision: 12, scale: 3, mode: 'number' }).notNull(),
    expirationDate: date('expiration_date', { mode: 'string' }).notNull(),
    unitCost: numeric('unit_cost', { precision: 12, scale: 2 }).notNull(),
    /** The purchase line that brought it, when it came from a purchase (purchases module). */
    fkPurchase: integer('fk_purchase'),
    /**
     * A truck's lot: the load sheet it went out on (null = the warehouse's, the only lots a till
     * sells), and the warehouse lot it came from, where what comes back at the route's closing goes.
     */
    fkLoad: integer('fk_load').references((): AnyPgColumn => loads.id),
    fkSourceLot: integer('fk_source_lot').references((): AnyPgColumn => lots.id),
    fkUser: integer('fk_user').notNull().references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('lots_quantity_not_negative', sql`${t.quantity} >= 0`),
    // FEFO at the till and the near-expiry/expired lists read a product's lots with stock by date.
    index('lots_product_expiry_idx').on(t.fkProduct, t.expirationDate, t.id),
    index('lots_expiry_idx').on(t.expirationDate),
    index('lots_created_idx').on(t.createdAt),
    index('lots_purchase_idx').on(t.fkPurchase),
    index('lots_load_idx').on(t.fkLoad, t.fkProduct).where(sql`${t.fkLoad} is not null`),
    // The lot lists show lots with stock only (most old lots are emptied): near-expiry and expired
    // by date, lot/list by registration date, each an index range over lots that still hold stock.
    index('lots_stock_expiry_idx').on(t.expirationDate, t.id).where(sql`${t.quantity} > 0`),
    // The owner's home: stock expiring or expired at cost, summed from the index alone.
    index('lots_stock_expiry_value_idx').on(t.expirationDate, t.quantity, t.unitCost).where(sql`${t.quantity} > 0`),
    index('lots_stock_created_idx').on(t.createdAt).where(sql`${t.quantity} > 0`),
  ],
);

/** A write-off (dar de baja): quantity taken out of a lot; a revert puts it back and removes the row. */
export const lowLots = pgTable(
  'low_lots',
  {
    id: serial('id').primaryKey(),
    fkLot: integer('fk_lot').notNull().references(() => lots.id),
    fkProduct: integer('fk_product').notNull().references(() => products.id),
    quantity: numeric('quantity', { precision: 12, scale: 3, mode: 'number' }).notNull(),
    fkUser: integer('fk_user').notNull().references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('low_lots_quantity_positive', sql`${t.quantity} > 0`),
    index('low_lots_created_idx').on(t.createdAt),
    index('low_lots_product_idx').on(t.fkProduct, t.createdAt),
  ],
);

/**
 * A product's stock (sum of its lots' remaining quantities), kept in the same transaction as every
 * movement so lists never sum lots at read time. One row per product (a trigger adds it).
 */
export const productStock = pgTable(
  'product_stock',
  {
    fkProduct: integer('fk_product').primaryKey().references(() => products.id),
    quantity: numeric('quantity', { precision: 14, scale: 3, mode: 'number' }).notNull().default(0),
    /**
     * Units held for pending orders (PEDIDOS): the sum of their lines' `reserved`, written in the
     * same transaction as the order. A till or another order may take only quantity − reserved
     * (none when reserved ≥ quantity); a sale that goes offline or a write-off may leave quantity
     * below it. Its own column of the row the sale already updates, so record-sale's one statement
     * checks it at no extra read (decision 0073).
     */
    reserved: numeric('reserved', { precision: 14, scale: 3, mode: 'number' }).notNull().default(0),
    /**
     * The last day with a sale line of the product still standing (a product rollup row with
     * lines > 0), kept by a trigger on sales_daily_product (migration 0038); null = never sold.
     * Read by the owner's home for its slow movers, so it need not read a month of rollup rows.
     */
    lastSold: date('last_sold', { mode: 'string' }),
  },
  (t) => [
    check('product_stock_not_negative', sql`${t.quantity} >= 0`),
    check('product_stock_reserved_not_negative', sql`${t.reserved} >= 0`),
    index('product_stock_quantity_idx').on(t.quantity, t.fkProduct),
    // INVENTARIO's 'Bajo' level and the home's low-stock count: a small index to count from. Its
    // predicate is the level's bound, so changing STOCK_LOW_MAX makes drizzle-kit write a migration.
    index('product_stock_low_idx').on(t.fkProduct).where(sql`${t.quantity} <= ${sql.raw(String(STOCK_LOW_MAX))}`),
    // Slow movers (dashboard/products-tile.ts): in stock, by last sale day; never sold first.
    index('product_stock_slow_idx').on(sql`coalesce(${t.lastSold}, '-infinity'::date)`, t.quantity, t.fkProduct).where(sql`${t.quantity} > 0`),
  ],
);

/**
 * How many products stand at each stock level ('b', 'm', 'a': contracts' `stockLevel`), kept by a trigger on
 * product_stock (migration 0040) in the transaction that moves the stock. INVENTARIO's level filter
 * and the home's low-stock figure sum a few rows here instead of counting 50,000 stock rows (most
 * products of a dairy shop sit at 'Bajo', so that count read nearly the whole table). Split into
 * slots like the sales rollups (decision 0040): a sale that takes a product across a level bound
 * writes the slot of its transaction id, so two tills crossing at once do not queue on one row.
 */
export const stockLevelCounts = pgTable(
  'stock_level_counts',
  {
    level: varchar('level', { length: 1 }).notNull(),
    slot: smallint('slot').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.level, t.slot] })],
);

/**
 * The stock ledger (kardex): one row per lot movement. For every product at every moment:
 * sum(delta) = product_stock.quantity = sum(lots.quantity). `balance` is the product's stock
 * right after the movement. `doc_kind`/`doc_id` point at the document that moved it.
 */
export const kardex = pgTable(
  'kardex',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    fkProduct: integer('fk_product').notNull().references(() => products.id),
    fkLot: integer('fk_lot').references(() => lots.id),
    delta: numeric('delta', { precision: 12, scale: 3, mode: 'number' }).notNull(),
    balance: numeric('balance', { precision: 14, scale: 3, mode: 'number' }).notNull(),
    reason: varchar('reason', { length: 40 }).notNull(),
    docKind: varchar('doc_kind', { length: 20 }).notNull(),
    docId: integer('doc_id'),
    fkUser: integer('fk_user').notNull().references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('kardex_product_idx').on(t.fkProduct, t.id), index('kardex_lot_idx').on(t.fkLot)],
);
