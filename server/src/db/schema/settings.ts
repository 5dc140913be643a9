import { check, integer, numeric, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * The shop's settings: one row (id = 1), created by the migration. `enabled_options_user` = 1 lets
 * category 'u' users use Inventario and Compras (routes declared `access: 'options'`).
 */
export const settings = pgTable(
  'settings',
  {
    id: smallint('id').primaryKey().default(1),
    initialCash: numeric('initial_cash', { precision: 12, scale: 2 }).notNull().default('0'),
    address: varchar('address', { length: 50 }).notNull().default(''),
    cellphoneNumber: varchar('cellphone_number', { length: 20 }).notNull().default(''),
    enabledOptionsUser: smallint('enabled_options_user').notNull().default(0),
    nearExpiryDays: integer('near_expiry_days').notNull().default(7),
    /** 1: the till applies the best enabled discount or promotion by itself. */
    autoOffers: smallint('auto_offers').notNull().default(1),
    /** Scale labels: EAN-13 prefixes from–to, digits of the scale code, value kind 'w' grams | 'p' cents. */
    scalePrefixFrom: smallint('scale_prefix_from').notNull().default(20),
    scalePrefixTo: smallint('scale_prefix_to').notNull().default(29),
    scaleCodeDigits: smallint('scale_code_digits').notNull().default(5),
    scaleValue: varchar('scale_value', { length: 1 }).notNull().default('w'),
    /** Days after a credit sale when its debt is overdue, unless the client sets its own (decision 0035). */
    creditOverdueDays: integer('credit_overdue_days').notNull().default(30),
    /** 'Control de crédito': 'bloquear' refuses a credit sale over the limit or with overdue debts, 'advertir' asks the cashier. */
    creditControl: varchar('credit_control', { length: 10 }).notNull().default('bloquear'),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('settings_single_row', sql`${t.id} = 1`), check('settings_credit_control', sql`${t.creditControl} in ('bloquear', 'advertir')`)],
);
