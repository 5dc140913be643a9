import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, serial, smallint, time, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { clients, products } from './master.js';
import { routes } from './routes.js';
import { users } from './users.js';
import { presentations, priceLists } from './wholesale.js';

/**
 * An order taken at a shop (PEDIDOS, preventa) for a delivery day. `state` is one of contracts'
 * ORDER_STATES; while 'pendiente' its lines' `reserved` units are counted in product_stock.reserved
 * (the same transaction that writes them), so a till or another order may sell only stock − reserved.
 * `shortfall`: the units its lines could not reserve, summed (> 0: the administrator sees it).
 * `date`/`hour`: when it was taken, in the business time zone. `fk_route`: the client's route then.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    fkClient: integer('fk_client')
      .notNull()
      .references(() => clients.id),
    fkRoute: integer('fk_route').references(() => routes.id),
    fkUser: integer('fk_user')
      .notNull()
      .references(() => users.id),
    deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
    gloss: varchar('gloss', { length: 200 }).notNull().default(''),
    state: varchar('state', { length: 20 }).notNull().default('pendiente'),
    total: numeric('total', { precision: 12, scale: 2 }).notNull(),
    shortfall: numeric('shortfall', { precision: 14, scale: 3, mode: 'number' }).notNull().default(0),
    date: date('date', { mode: 'string' }).notNull(),
    hour: time('hour').notNull(),
    /** Row version: an edit, an annulment or a load with an older one is refused (409). */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('orders_state_known', sql`${t.state} in ('pendiente', 'cargado', 'entregado', 'entregado parcial', 'no entregado', 'anulado')`),
    check('orders_amounts_not_negative', sql`${t.total} >= 0 and ${t.shortfall} >= 0`),
    // The load sheet and the administrator's list: a route's orders of a delivery day.
    index('orders_route_day_idx').on(t.fkRoute, t.deliveryDate, t.id),
    index('orders_day_idx').on(t.deliveryDate, t.id),
    // A preventista's own orders.
    index('orders_user_idx').on(t.fkUser, t.id),
    index('orders_client_idx').on(t.fkClient, t.id),
  ],
);

/**
 * An order's line: `quantity` as ordered (units, kilograms or crates of `presentation_units`),
 * `units` the stock units it asks for, `reserved` how many of them the stock could hold for it
 * (units − reserved is the line's shortfall). Its price was fixed when the order was taken: the
 * client's list (`fk_price_list`) or the product's (presentation's) own price.
 */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    fkOrder: integer('fk_order')
      .notNull()
      .references(() => orders.id),
    line: smallint('line').notNull(),
    fkProduct: integer('fk_product')
      .notNull()
      .references(() => products.id),
    fkPresentation: integer('fk_presentation').references(() => presentations.id),
    presentationUnits: integer('presentation_units').notNull().default(1),
    quantity: numeric('quantity', { precision: 12, scale: 3, mode: 'number' }).notNull(),
    units: numeric('units', { precision: 14, scale: 3, mode: 'number' }).notNull(),
    reserved: numeric('reserved', { precision: 14, scale: 3, mode: 'number' }).notNull(),
    unitPrice: numeric('unit_price', { precision: 12, scale: 2 }).notNull(),
    total: numeric('total', { precision: 12, scale: 2 }).notNull(),
    fkPriceList: integer('fk_price_list').references(() => priceLists.id),
  },
  (t) => [
    check('order_lines_quantities_valid', sql`${t.quantity} > 0 and ${t.units} > 0 and ${t.reserved} >= 0 and ${t.reserved} <= ${t.units}`),
    uniqueIndex('order_lines_order_line_uq').on(t.fkOrder, t.line),
    index('order_lines_product_idx').on(t.fkProduct),
  ],
);
