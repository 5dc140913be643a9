import { bigint, date, integer, jsonb, pgTable, serial, time, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * The cash counted at a day's closing (arqueo): one row per business day, replaced when
 * counted again (the audit log keeps every count). Money in integer cents; bigint because 100,000
 * notes of Bs. 200 already pass int4.
 */
export const cashCounts = pgTable(
  'cash_counts',
  {
    id: serial('id').primaryKey(),
    day: date('day', { mode: 'string' }).notNull(),
    /** Pieces per denomination ('200' … '0.10'); null when one total was entered. */
    counts: jsonb('counts').$type<Record<string, number>>(),
    countedCents: bigint('counted_cents', { mode: 'number' }).notNull(),
    /** The closing's expected cash ('Diferencia caja') when the count was saved. */
    expectedCents: bigint('expected_cents', { mode: 'number' }).notNull(),
    fkUser: integer('fk_user').notNull().references(() => users.id),
    date: date('date', { mode: 'string' }).notNull(),
    hour: time('hour').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cash_counts_day_uq').on(t.day)],
);
