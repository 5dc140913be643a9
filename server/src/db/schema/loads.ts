import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, numeric, pgTable, primaryKey, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { products } from './master.js';
import { orderLines, orders } from './orders.js';
import { routes } from './routes.js';
import { sales } from './sales.js';
import { typePayments } from './setup.js';
import { users } from './users.js';

/**
 * A load sheet (HOJA DE CARGA): a route's pending orders of one delivery date, loaded on its truck.
 * The truck's stock is lots of their own (`lots.fk_load`), moved out of the warehouse's lots by
 * ledger rows, so stock = Σ ledger still holds and no till can sell them. 'cargada' until the
 * route is closed ('cerrada'), when what is left goes back to the lots it came from.
 */
export const loads = pgTable(
  'loads',
  {
    id: serial('id').primaryKey(),
    fkRoute: integer('fk_route')
      .notNull()
      .references(() => routes.id),
    deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
    state: varchar('state', { length: 8 }).notNull().default('cargada'),
    fkUser: integer('fk_user')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Row version: a delivery or the closing bumps it; a closing with an older one is refused (409). */
    version: integer('version').notNull().default(1),
    // The closing (CIERRE DE RUTA), null while loaded.
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** The business day of the closing: the day's closing and BALANCE read it. */
    closedDay: date('closed_day', { mode: 'string' }),
    fkClosedBy: integer('fk_closed_by').references(() => users.id),
    /** Counted cash − the deliveries' cash, in cents; non-zero only with a reason. */
    differenceCents: bigint('difference_cents', { mode: 'number' }),
    creditCents: bigint('credit_cents', { mode: 'number' }),
    closeReason: varchar('close_reason', { length: 200 }),
  },
  (t) => [
    check('loads_state_known', sql`${t.state} in ('cargada', 'cerrada')`),
    index('loads_date_idx').on(t.deliveryDate, t.id),
    index('loads_closed_day_idx').on(t.closedDay).where(sql`${t.closedDay} is not null`),
    index('loads_route_idx').on(t.fkRoute, t.deliveryDate),
  ],
);

/**
 * An order on a load, in the route's visit order, and what became of it: 'cargado' until its
 * delivery is confirmed ('entregado', 'entregado parcial', 'no entregado'), with the sale that
 * delivered it. An order is on one load only.
 */
export const loadOrders = pgTable(
  'load_orders',
  {
    fkLoad: integer('fk_load')
      .notNull()
      .references(() => loads.id),
    fkOrder: integer('fk_order')
      .notNull()
      .references(() => orders.id),
    position: smallint('position').notNull(),
    state: varchar('state', { length: 20 }).notNull().default('cargado'),
    fkSale: integer('fk_sale').references(() => sales.id),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    fkDeliveredBy: integer('fk_delivered_by').references(() => users.id),
  },
  (t) => [
    primaryKey({ columns: [t.fkLoad, t.fkOrder] }),
    uniqueIndex('load_orders_order_uq').on(t.fkOrder),
    check('load_orders_state_known', sql`${t.state} in ('cargado', 'entregado', 'entregado parcial', 'no entregado')`),
  ],
);

/** Per order line, the units delivered (in the line's presentations), once its delivery is confirmed. */
export const loadDeliveredLines = pgTable(
  'load_delivered_lines',
  {
    fkLoad: integer('fk_load')
      .notNull()
      .references(() => loads.id),
    fkOrderLine: integer('fk_order_line')
      .notNull()
      .references(() => orderLines.id),
    quantity: numeric('quantity', { precision: 12, scale: 3, mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.fkLoad, t.fkOrderLine] }), check('load_delivered_lines_not_negative', sql`${t.quantity} >= 0`)],
);

/** What was ordered of a product but not in the warehouse when the truck was loaded. */
export const loadShortfalls = pgTable(
  'load_shortfalls',
  {
    fkLoad: integer('fk_load')
      .notNull()
      .references(() => loads.id),
    fkProduct: integer('fk_product')
      .notNull()
      .references(() => products.id),
    quantity: numeric('quantity', { precision: 12, scale: 3, mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.fkLoad, t.fkProduct] })],
);

/** CIERRE DE RUTA per product: loaded = delivered + returned + merma (the closing refuses any other). */
export const loadClosingProducts = pgTable(
  'load_closing_products',
  {
    fkLoad: integer('fk_load')
      .notNull()
      .references(() => loads.id),
    fkProduct: integer('fk_product')
      .notNull()
      .references(() => products.id),
    loaded: numeric('loaded', { precision: 12, scale: 3, mode: 'number' }).notNull(),
    delivered: numeric('delivered', { precision: 12, scale: 3, mode: 'number' }).notNull(),
    returned: numeric('returned', { precision: 12, scale: 3, mode: 'number' }).notNull(),
    merma: numeric('merma', { precision: 12, scale: 3, mode: 'number' }).notNull(),
    /** The cost of the merma at its lots' cost: a loss in BALANCE. */
    mermaCost: numeric('merma_cost', { precision: 12, scale: 2 }).notNull().default('0'),
    mermaReason: varchar('merma_reason', { length: 200 }),
  },
  (t) => [primaryKey({ columns: [t.fkLoad, t.fkProduct] }), check('load_closing_products_balanced', sql`${t.loaded} = ${t.delivered} + ${t.returned} + ${t.merma}`)],
);

/** CIERRE DE RUTA per payment type: the deliveries' money against what the driver handed in. */
export const loadClosingPayments = pgTable(
  'load_closing_payments',
  {
    fkLoad: integer('fk_load')
      .notNull()
      .references(() => loads.id),
    fkTypePayment: integer('fk_type_payment')
      .notNull()
      .references(() => typePayments.id),
    expectedCents: bigint('expected_cents', { mode: 'number' }).notNull(),
    countedCents: bigint('counted_cents', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.fkLoad, t.fkTypePayment] })],
);
