import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { clients } from './master.js';
import { users } from './users.js';

/**
 * A salesperson's route (RUTAS, preventa): master data like a brand (folded name unique, state, row
 * version), with its preventista and the days it is visited, `visit_days` as ISO weekdays
 * (1 Monday … 6 Saturday), ascending.
 */
export const routes = pgTable(
  'routes',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 40 }).notNull(),
    nameKey: varchar('name_key', { length: 40 }).notNull(),
    fkUser: integer('fk_user')
      .notNull()
      .references(() => users.id),
    visitDays: smallint('visit_days').array().notNull(),
    enabled: smallint('enabled').notNull().default(1),
    /** Row version: every write bumps it (its client list too), an edit with an older one is refused (409). */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('routes_name_key_uq').on(t.nameKey),
    index('routes_user_idx').on(t.fkUser),
    check('routes_visit_days_valid', sql`cardinality(${t.visitDays}) between 1 and 6 and ${t.visitDays} <@ array[1,2,3,4,5,6]::smallint[]`),
  ],
);

/** A route's clients in visit order; a client belongs to at most one route (the unique index says so). */
export const routeClients = pgTable(
  'route_clients',
  {
    id: serial('id').primaryKey(),
    fkRoute: integer('fk_route')
      .notNull()
      .references(() => routes.id),
    fkClient: integer('fk_client')
      .notNull()
      .references(() => clients.id),
    position: smallint('position').notNull(),
  },
  (t) => [uniqueIndex('route_clients_client_uq').on(t.fkClient), uniqueIndex('route_clients_order_uq').on(t.fkRoute, t.position)],
);
