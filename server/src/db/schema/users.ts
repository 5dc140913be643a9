import { sql } from 'drizzle-orm';
import { bigserial, char, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 30 }).notNull(),
    category: char('category', { length: 1 }).notNull(),
    username: varchar('username', { length: 15 }).notNull(),
    /** fold(username): usernames are unique case- and accent-insensitively. */
    usernameKey: varchar('username_key', { length: 15 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    enabled: smallint('enabled').notNull().default(1),
    /** Row version: every write bumps it, an edit with an older one is refused (409). */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_username_key_uq').on(t.usernameKey)],
);

/** Only the SHA-256 of a token is kept: a stolen database does not give working tokens. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id),
    tokenHash: char('token_hash', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sessions_token_hash_uq').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').references(() => users.id),
    action: varchar('action', { length: 30 }).notNull(),
    entity: varchar('entity', { length: 30 }).notNull(),
    entityId: integer('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    address: varchar('address', { length: 64 }),
    at: timestamp('at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    index('audit_entity_idx').on(t.entity, t.entityId),
    // The audit screen: a day's page, newest first (range and order from one index), and per user.
    index('audit_at_idx').on(t.at, t.id),
    index('audit_user_at_idx').on(t.userId, t.at),
  ],
);

/**
 * The login limiter's failed attempts on PostgreSQL, shared by every process (decision 0039);
 * `key` is 'u|username|address' or 'a|address'. PGlite counts in memory and leaves these empty.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_failures_key_at_idx').on(t.key, t.at), index('login_failures_at_idx').on(t.at)],
);

/** When a username last signed in from an address ('u|username|address'): not slowed down there. */
export const loginSignIns = pgTable('login_signins', {
  key: text('key').primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull(),
});
