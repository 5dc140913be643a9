import { index, integer, pgTable, serial, smallint, time, timestamp, uniqueIndex, varchar, date } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** TIPO GASTOS. `type_expense_key` = fold(type_expense): unique case- and accent-insensitively. */
export const typeExpenses = pgTable(
  'type_expenses',
  {
    id: serial('id').primaryKey(),
    typeExpense: varchar('type_expense', { length: 30 }).notNull(),
    typeExpenseKey: varchar('type_expense_key', { length: 30 }).notNull(),
    enabled: smallint('enabled').notNull().default(1),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('type_expenses_key_uq').on(t.typeExpenseKey)],
);

/**
 * GASTOS: cash-desk expenses, paid from the till (they lower the closing). `date`/`hour` are the
 * business time of registration; that date is the expense's day in the closing and the balance.
 * The amount is kept in integer cents (the closing adds them up exactly).
 */
export const expenses = pgTable(
  'expenses',
  {
    id: serial('id').primaryKey(),
    expenseCents: integer('expense_cents').notNull(),
    description: varchar('description', { length: 150 }).notNull(),
    descriptionKey: varchar('description_key', { length: 150 }).notNull(),
    fkUser: integer('fk_user').notNull().references(() => users.id),
    date: date('date', { mode: 'string' }).notNull(),
    hour: time('hour').notNull(),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('expenses_date_idx').on(t.date, t.expenseCents),
    index('expenses_user_date_idx').on(t.fkUser, t.date, t.id),
    // GASTOS lists newest day first, ties by id: a deep page steps over this index's entries.
    index('expenses_date_id_idx').on(t.date, t.id),
  ],
);

/**
 * GASTOS ADMIN: not paid from the till (never in the closing); in the balance on `date_expense`
 * (the day the money went), listed by registration date (F. Registro) or expense date (F. Gasto).
 */
export const expensesAdmin = pgTable(
  'expenses_admin',
  {
    id: serial('id').primaryKey(),
    expenseCents: integer('expense_cents').notNull(),
    description: varchar('description', { length: 150 }).notNull(),
    descriptionKey: varchar('description_key', { length: 150 }).notNull(),
    dateExpense: date('date_expense', { mode: 'string' }).notNull(),
    fkTypeExpense: integer('fk_type_expense').notNull().references(() => typeExpenses.id),
    fkUser: integer('fk_user').notNull().references(() => users.id),
    date: date('date', { mode: 'string' }).notNull(),
    hour: time('hour').notNull(),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('expenses_admin_date_expense_idx').on(t.dateExpense, t.expenseCents),
    index('expenses_admin_date_idx').on(t.date, t.id),
    // Listed by expense date (F. Gasto), ties by id: a deep page steps over this index's entries.
    index('expenses_admin_date_expense_id_idx').on(t.dateExpense, t.id),
    index('expenses_admin_type_idx').on(t.fkTypeExpense),
  ],
);
