import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, jsonb, numeric, pgTable, primaryKey, serial, smallint, time, timestamp, varchar } from 'drizzle-orm/pg-core';
import { clients, products } from './master.js';
import { lots } from './stock.js';
import { typePayments } from './setup.js';
import { users } from './users.js';
import { presentations, priceLists } from './wholesale.js';

/**
 * A sale. Money columns hold exactly what the server computed (integer cents written
 * as numeric). `date`/`hour` are the business time zone's (TZ_BUSINESS), `created_at` the instant.
 * `cancelled` 1 paid, 0 on credit; `enabled` 0 = annulled (counts nowhere).
 */
export const sales = pgTable(
  'sales',
  {
    id: serial('id').primaryKey(),
    subtotal: numeric('subtotal', { precision: 12, scale: 2 }).notNull(),
    discount: numeric('discount', { precision: 12, scale: 2 }).notNull(),
    totalSale: numeric('total_sale', { precision: 12, scale: 2 }).notNull(),
    moneyPaid: numeric('money_paid', { precision: 12, scale: 2 }).notNull(),
    changeBox: numeric('change_box', { precision: 12, scale: 2 }).notNull(),
    /** Sum of the lines' costs (lots' unit costs × quantities taken). */
    totalCost: numeric('total_cost', { precision: 12, scale: 2 }).notNull(),
    cancelled: smallint('cancelled').notNull(),
    fkTypePayment: integer('fk_type_payment').references(() => typePayments.id),
    /** 'e' cash, 'c' card, 'q' QR/other; null on credit. */
    typePay: varchar('type_pay', { length: 1 }),
    fkClient: integer('fk_client').references(() => clients.id),
    fkUser: integer('fk_user').notNull().references(() => users.id),
    enabled: smallint('enabled').notNull().default(1),
    date: date('date', { mode: 'string' }).notNull(),
    hour: time('hour').notNull(),
    /** Debt collection (later work): when and with which payment type a credit sale was paid. */
    dateDebt: date('date_debt', { mode: 'string' }),
    fkTypePaymentDebt: integer('fk_type_payment_debt').references(() => typePayments.id),
    /**
     * Σ of the credit sale's debt payments (debt_payments), kept with them under the sale's row lock:
     * balance = total_sale − debt_paid. date_debt / fk_type_payment_debt are set by the payment that
     * brings the balance to 0 (decision 0036).
     */
    debtPaid: numeric('debt_paid', { precision: 12, scale: 2 }).notNull().default('0'),
    version: integer('version').notNull().default(1),
    /** Online: the instant it was recorded. Offline (decision 0043): the moment of sale on the device. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** 1 = made while the till could not reach the server and sent at sync. */
    offline: smallint('offline').notNull().default(0),
    /** The device that sold it offline (devices.id), and when it arrived at the server. */
    deviceId: varchar('device_id', { length: 64 }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    /** The receipt's provisional number printed offline ('D3F2-0007'). */
    provisionalNumber: varchar('provisional_number', { length: 30 }),
    /**
     * An offline sale's number of reconciliation cases, kept by triggers on the cases' insert and
     * delete whatever the writer says (lactea_sales_reconciliation_cases): VENTAS SIN CONEXIÓN lists
     * a sale with n cases as n rows (none: one row), so its count and where page N starts are read
     * from the sales' index alone, without looking up any case (decision 0061).
     */
    reconciliationCases: integer('reconciliation_cases').notNull().default(0),
  },
  (t) => [
    // A credit sale needs a client (a paid one needs a payment type: checked by the service, and a
    // collected credit sale keeps its own payment type in fk_type_payment_debt).
    check('sales_credit_needs_client', sql`${t.cancelled} = 1 or ${t.fkClient} is not null`),
    check('sales_debt_paid_within_total', sql`${t.debtPaid} >= 0 and ${t.debtPaid} <= ${t.totalSale}`),
    index('sales_date_idx').on(t.date, t.id),
    index('sales_user_date_idx').on(t.fkUser, t.date, t.id),
    index('sales_client_idx').on(t.fkClient, t.date),
    // Debt collection (modules/cash): collected debts by collection day and payment type, total
    // carried so a day's or a month's sum is an index-only scan; open credit sales by day.
    index('sales_debt_collected_idx').on(t.dateDebt, t.fkTypePaymentDebt, t.totalSale).where(sql`${t.dateDebt} is not null`),
    index('sales_debt_open_idx').on(t.date, t.id).where(sql`${t.cancelled} = 0 and ${t.enabled} = 1`),
    // VENTAS SIN CONEXIÓN, every offline sale newest first with its number of listed rows: the
    // count is a sum over this index and a deep page steps over its entries alone (decision 0061);
    // the sales without a case (its filter 'Sincronizadas sin observaciones') have their own.
    index('sales_offline_sold_idx').on(t.createdAt, t.id, t.reconciliationCases).where(sql`${t.offline} = 1`),
    index('sales_offline_clean_idx').on(t.createdAt, t.id).where(sql`${t.offline} = 1 and ${t.reconciliationCases} = 0`),
    // The owner's home: the recent open debts by client with what they owe, read from the index alone.
    index('sales_debt_open_client_idx').on(t.date, t.fkClient, t.totalSale, t.debtPaid).where(sql`${t.cancelled} = 0 and ${t.enabled} = 1`),
  ],
);

/**
 * A sale line. `unit_price` is the effective price (4 decimals for a promotion), `total` the exact
 * line total, `unit_cost` the weighted cost of the lots taken (exact per lot in sale_detail_lots),
 * `discount_share` the line's part of the sale's discount (largest remainder), so
 * sum(total - discount_share) = total_sale.
 */
export const saleDetails = pgTable(
  'sale_details',
  {
    id: serial('id').primaryKey(),
    fkSale: integer('fk_sale').notNull().references(() => sales.id),
    line: smallint('line').notNull(),
    fkProduct: integer('fk_product').notNull().references(() => products.id),
    fkMark: integer('fk_mark').notNull(),
    quantity: numeric('quantity', { precision: 12, scale: 3, mode: 'number' }).notNull(),
    unitPriceSystem: numeric('unit_price_system', { precision: 12, scale: 2 }).notNull(),
    unitPrice: numeric('unit_price', { precision: 14, scale: 4 }).notNull(),
    discount: numeric('discount', { precision: 14, scale: 4 }).notNull(),
    promotion: varchar('promotion', { length: 20 }),
    total: numeric('total', { precision: 12, scale: 2 }).notNull(),
    unitCost: numeric('unit_cost', { precision: 14, scale: 4 }).notNull(),
    cost: numeric('cost', { precision: 12, scale: 2 }).notNull(),
    discountShare: numeric('discount_share', { precision: 12, scale: 2 }).notNull(),
    /** The presentation sold ('Caja x12'), null = the unit: `quantity` then counts crates. */
    fkPresentation: integer('fk_presentation').references(() => presentations.id),
    /** Units per presentation at the moment of the sale (a later edit changes no past sale); 1 for the unit. */
    presentationUnits: integer('presentation_units').notNull().default(1),
    /** The price list that priced the line, kept forever with the price it gave; null = the counter's. */
    fkPriceList: integer('fk_price_list').references(() => priceLists.id),
    /**
     * Its sale's business date and state (`sales.date`, `sales.enabled`), copied by triggers
     * (`lactea_sale_details_sale`: on insert, whatever the insert says; `lactea_sales_enabled_lines`:
     * when the sale is annulled). The products-sold list's order, newest sale first and its lines in
     * order, is then one index of this table, and a deep page walks it (decision 0061). The
     * defaults are only there so that a writer need not name them: the triggers overwrite them.
     */
    saleDate: date('sale_date', { mode: 'string' }).notNull().default(sql`current_date`),
    saleEnabled: smallint('sale_enabled').notNull().default(1),
    /**
     * What client returns took back of the line (sale/return), in the product's unit (a crate
     * line's units), and the money they refunded: the line's returnable rest is
     * quantity × presentation_units − returned_quantity, never below zero (the check, under the
     * sale's row lock every return takes).
     */
    returnedQuantity: numeric('returned_quantity', { precision: 12, scale: 3, mode: 'number' }).notNull().default(0),
    returnedAmount: numeric('returned_amount', { precision: 12, scale: 2 }).notNull().default('0'),
  },
  (t) => [
    check('sale_details_quantity_positive', sql`${t.quantity} > 0`),
    check('sale_details_returned_within_sold', sql`${t.returnedQuantity} >= 0 and ${t.returnedQuantity} <= ${t.quantity} * ${t.presentationUnits}`),
    index('sale_details_sale_idx').on(t.fkSale, t.line),
    // Walked backwards: newest day, newest sale, its lines in order (the products-sold list); the id
    // last, so that a deep page steps over index entries alone (an index-only scan).
    index('sale_details_sold_idx').on(t.saleEnabled, t.saleDate, t.fkSale, t.line.desc().nullsFirst(), t.id),
    index('sale_details_product_idx').on(t.fkProduct, t.saleEnabled, t.saleDate, t.fkSale, t.line.desc().nullsFirst(), t.id),
  ],
);

/** Which lots a line took and at what unit cost: an annulment puts each quantity back there. */
export const saleDetailLots = pgTable(
  'sale_detail_lots',
  {
    id: serial('id').primaryKey(),
    fkSaleDetail: integer('fk_sale_detail').notNull().references(() => saleDetails.id),
    fkSale: integer('fk_sale').notNull().references(() => sales.id),
    fkLot: integer('fk_lot').notNull().references(() => lots.id),
    quantity: numeric('quantity', { precision: 12, scale: 3, mode: 'number' }).notNull(),
    unitCost: numeric('unit_cost', { precision: 12, scale: 2 }).notNull(),
  },
  (t) => [index('sale_detail_lots_sale_idx').on(t.fkSale), index('sale_detail_lots_lot_idx').on(t.fkLot)],
);

/**
 * A payment towards a credit sale's debt (COBRO DEUDAS, decision 0036): any amount up to
 * the balance, several times, each with its payment type and moment. The closing counts each
 * payment on its own `date` and type (index debt_payments_day_idx). `fk_user` null: a debt
 * collected whole before payments were recorded (backfilled by the migration, collector unknown).
 */
export const debtPayments = pgTable(
  'debt_payments',
  {
    id: serial('id').primaryKey(),
    fkSale: integer('fk_sale').notNull().references(() => sales.id),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    fkTypePayment: integer('fk_type_payment').notNull().references(() => typePayments.id),
    fkUser: integer('fk_user').references(() => users.id),
    date: date('date', { mode: 'string' }).notNull(),
    hour: time('hour').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('debt_payments_amount_positive', sql`${t.amount} > 0`),
    index('debt_payments_day_idx').on(t.date, t.fkTypePayment, t.amount),
    index('debt_payments_sale_idx').on(t.fkSale, t.id),
  ],
);

/**
 * `Idempotency-Key` of the writes a retry could repeat (record-sale, record-purchase, expenses,
 * debt collection, write-off; `lib/idempotency.ts`): claimed first in the write's own
 * transaction, its first answer stored at the end. The same key with the same route and body
 * (request_hash) answers `answer`; another body or user is a 409.
 */
export const idempotencyKeys = pgTable('idempotency_keys', {
  key: varchar('key', { length: 100 }).primaryKey(),
  fkUser: integer('fk_user').notNull().references(() => users.id),
  requestHash: varchar('request_hash', { length: 64 }).notNull(),
  answer: jsonb('answer'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Daily rollups, changed only by
 * modules/sales/rollups.ts in the same transaction as the sale, its annulment, its collection.
 * Money in integer cents. net = total_cents - discount_cents.
 */
export const salesDailyProduct = pgTable(
  'sales_daily_product',
  {
    day: date('day', { mode: 'string' }).notNull(),
    fkProduct: integer('fk_product').notNull(),
    fkMark: integer('fk_mark').notNull(),
    quantity: numeric('quantity', { precision: 14, scale: 3, mode: 'number' }).notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    costCents: bigint('cost_cents', { mode: 'number' }).notNull(),
    discountCents: bigint('discount_cents', { mode: 'number' }).notNull(),
    lines: integer('lines').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.fkProduct, t.fkMark] }), index('sales_daily_product_mark_idx').on(t.fkMark, t.day)],
);

/**
 * Per day × brand: the product rollup summed per brand, kept by the same function in the sale's
 * transaction. VENTAS MARCAS and the products-sold totals read it: 150 brands a day instead of a
 * thousand products, so a year is ~55,000 rows, not ~500,000 (a year's report under 500 ms).
 */
export const salesDailyMark = pgTable(
  'sales_daily_mark',
  {
    day: date('day', { mode: 'string' }).notNull(),
    fkMark: integer('fk_mark').notNull(),
    quantity: numeric('quantity', { precision: 14, scale: 3, mode: 'number' }).notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    costCents: bigint('cost_cents', { mode: 'number' }).notNull(),
    discountCents: bigint('discount_cents', { mode: 'number' }).notNull(),
    lines: integer('lines').notNull(),
    /** One of ROLLUP_SLOTS rows per day × brand, so concurrent sales do not queue on one row (decision 0040). */
    slot: smallint('slot').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'sales_daily_mark_slot_pk', columns: [t.day, t.fkMark, t.slot] })],
);

/** Per day × payment (fk_type_payment 0 = on credit) × user × cancelled. */
export const salesDailyPayment = pgTable(
  'sales_daily_payment',
  {
    day: date('day', { mode: 'string' }).notNull(),
    fkTypePayment: integer('fk_type_payment').notNull(),
    fkUser: integer('fk_user').notNull(),
    cancelled: smallint('cancelled').notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    costCents: bigint('cost_cents', { mode: 'number' }).notNull(),
    discountCents: bigint('discount_cents', { mode: 'number' }).notNull(),
    sales: integer('sales').notNull(),
    /** As in sales_daily_mark: readers always sum over the slots. */
    slot: smallint('slot').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'sales_daily_payment_slot_pk', columns: [t.day, t.fkTypePayment, t.fkUser, t.cancelled, t.slot] })],
);

/**
 * What each client still owes (decision 0044): Σ (total_sale − debt_paid) and the number of its
 * open credit sales (cancelled 0, enabled 1), kept by the trigger `sales_open_debt` on every
 * change of a sale that is or was open, in the writer's transaction. The owner's home reads the
 * debts older than 30 days as this total minus the recent ones, instead of every open sale.
 */
export const clientOpenDebts = pgTable(
  'client_open_debts',
  {
    fkClient: integer('fk_client').primaryKey(),
    owedCents: bigint('owed_cents', { mode: 'number' }).notNull(),
    debts: integer('debts').notNull(),
  },
  (t) => [check('client_open_debts_not_negative', sql`${t.owedCents} >= 0 and ${t.debts} >= 0`)],
);
