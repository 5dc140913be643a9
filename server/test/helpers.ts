import crypto from 'node:crypto';
import fs from 'node:fs';
import { asc, desc, gt, sql } from 'drizzle-orm';
import { auditLog, users } from '../src/db/schema/index.js';
import { expect, inject } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { App } from '../src/app-types.js';
import { buildApp } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import { openDatabase } from '../src/db/open.js';
import type { Database, Db } from '../src/db/types.js';
import { md5Hex } from '../src/modules/auth/password.js';
import { ADMIN, CASHIER, TEMPLATE_DB, TEST_SCRYPT } from './fixtures.js';
import { clusterQuery } from './pg-cluster.js';
import { saleWorld, type SaleWorld } from '../src/modules/sales/sales.fixtures.js';

export { ADMIN, CASHIER };

export interface AuditEntry {
  userId: number | null;
  action: string;
  entity: string;
  entityId: number | null;
  before: unknown;
  after: unknown;
}

export interface TestApp {
  app: App;
  database: Database;
  db: Db;
  config: Config;
  kind: 'pglite' | 'postgres';
  login(username: string, password: string): Promise<LightMyRequestResponse>;
  adminToken(): Promise<string>;
  cashierToken(): Promise<string>;
  /** Calls the API: `call(token, 'POST', '/api/mark/add', { mark: 'X' })`. GET payloads become the query. */
  call(token: string | undefined, method: InjectOptions['method'], url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  /** POST sale/record-sale, with `key` as its Idempotency-Key when given (the tills always send one). */
  recordSale(token: string, body: unknown, key?: string): Promise<LightMyRequestResponse>;
  /** The newest audit row's id (0 when none): take it before a call, then read `auditSince`. */
  lastAuditId(): Promise<number>;
  /** The audit rows written after `id`, oldest first. */
  auditSince(id: number): Promise<AuditEntry[]>;
  /** Ids of the seeded administrator and cashier. */
  seededIds(): Promise<{ adminId: number; cashierId: number }>;
  /** Every answer `call` has received so far (for checks over all of them, e.g. no secrets). */
  answers: LightMyRequestResponse[];
  /** Count and checksum of every table: equal before and after proves a refused request changed nothing. */
  snapshot(): Promise<Record<string, string>>;
  /** Calls the API and expects the refusal `status` with `body`, and every table as it was: a refused request changes nothing. */
  refused(token: string | undefined, method: InjectOptions['method'], url: string, payload: unknown, status: number, body: unknown): Promise<void>;
  close(): Promise<void>;
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({}, []), webDir: undefined, scrypt: TEST_SCRYPT, pageSize: 10, logLevel: 'silent', ...overrides };
}

/** A fresh app on its own database cloned from the migrated, seeded template. */
export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const kind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
  let database: Database;
  let dropDb = async () => {};
  if (kind === 'postgres') {
    const base = inject('postgresUrl');
    const name = `t_${crypto.randomBytes(6).toString('hex')}`;
    await clusterQuery(base, `CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB}`);
    database = await openDatabase({ databaseUrl: `${base}/${name}`, migrate: false });
    dropDb = () => clusterQuery(base, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } else {
    const blob = new Blob([fs.readFileSync(inject('pgliteTemplate'))]);
    database = await openDatabase({ loadDataDir: blob, migrate: false });
  }
  const config = testConfig(overrides);
  const app = await buildApp({ config, database });
  await app.ready();

  const login = (username: string, password: string) =>
    app.inject({ method: 'POST', url: '/api/user/login', payload: { username, password: md5Hex(password) } });
  const tokenOf = async (u: { username: string; password: string }) => {
    const res = await login(u.username, u.password);
    if (res.statusCode !== 200) throw new Error(`login ${u.username}: ${res.statusCode} ${res.body}`);
    return res.json().token as string;
  };
  const tokens = new Map<string, string>();
  const cached = async (u: { username: string; password: string }) => {
    if (!tokens.has(u.username)) tokens.set(u.username, await tokenOf(u));
    return tokens.get(u.username)!;
  };

  const answers: LightMyRequestResponse[] = [];
  const testApp: TestApp = {
    answers,
    app,
    database,
    db: database.db,
    config,
    kind,
    login,
    adminToken: () => cached(ADMIN),
    cashierToken: () => cached(CASHIER),
    async call(token, method, url, payload) {
      const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
      const res =
        method === 'GET'
          ? await app.inject({ method, url, headers, query: payload as Record<string, string> | undefined })
          : await app.inject({ method, url, headers, payload: (payload ?? {}) as object });
      answers.push(res);
      return res;
    },
    async recordSale(token, body, key) {
      const headers = { authorization: `Bearer ${token}`, ...(key ? { 'idempotency-key': key } : {}) };
      const res = await app.inject({ method: 'POST', url: '/api/sale/record-sale', headers, payload: body as object });
      answers.push(res);
      return res;
    },
    async lastAuditId() {
      const [row] = await database.db.select({ id: auditLog.id }).from(auditLog).orderBy(desc(auditLog.id)).limit(1);
      return row?.id ?? 0;
    },
    auditSince(id) {
      return database.db
        .select({ userId: auditLog.userId, action: auditLog.action, entity: auditLog.entity, entityId: auditLog.entityId, before: auditLog.before, after: auditLog.after })
        .from(auditLog)
        .where(gt(auditLog.id, id))
        .orderBy(asc(auditLog.id));
    },
    async seededIds() {
      const rows = await database.db.select({ id: users.id, username: users.username }).from(users);
      const idOf = (username: string) => rows.find((r) => r.username === username)!.id;
      return { adminId: idOf(ADMIN.username), cashierId: idOf(CASHIER.username) };
    },
    async snapshot() {
      const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;
      // The login limiter's tables count attempts (in memory on PGlite), not data a request changes.
      const tables = rowsOf<{ name: string }>(
        await database.db.execute(
          sql`select relname as name from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace and relname not in ('login_failures', 'login_signins') order by relname`,
        ),
      );
      // One round trip for every table (the generated bad-input tests take one per request).
      // A session's `last_used_at` is the token's bookkeeping (touched once a minute by any
      // authenticated call, refused or not), not data a request may change.
      const perTable = tables.map(
        ({ name }) =>
          `select '${name}' as name, count(*)::int as n, coalesce(md5(string_agg((to_jsonb(x) - 'last_used_at')::text, '|' order by (to_jsonb(x) - 'last_used_at')::text)), '') as h from "${name}" x`,
      );
      const rows = perTable.length ? rowsOf<{ name: string; n: number; h: string }>(await database.db.execute(sql.raw(perTable.join(' union all ')))) : [];
      const out: Record<string, string> = {};
      for (const row of rows) out[row.name] = `${row.n}:${row.h}`;
      return out;
    },
    async refused(token, method, url, payload, status, body) {
      const before = await testApp.snapshot();
      const res = await testApp.call(token, method, url, payload);
      const what = `${method} ${url} ${JSON.stringify(payload)}`;
      expect(res.statusCode, `${what}: ${res.body}`).toBe(status);
      expect(res.json(), what).toEqual(body);
      expect(await testApp.snapshot(), what).toEqual(before);
    },
    async close() {
      // The test database is dropped even when closing the app or the pool failed.
      try {
        await app.close();
        await database.close();
      } finally {
        await dropDb();
      }
    },
  };
  return testApp;
}

export type RouteCall = [InjectOptions['method'], string, unknown];

/**
 * The access rule of an area: every route answers 401 without a token, the administrator's routes
 * answer 403 to a cashier, and none of these refusals changes anything.
 */
export async function expectGuarded(t: TestApp, routes: { adminOnly: RouteCall[]; staff?: RouteCall[] }): Promise<void> {
  const cashier = await t.cashierToken();
  const before = await t.snapshot();
  for (const [method, url, payload] of [...routes.adminOnly, ...(routes.staff ?? [])]) {
    expect((await t.call(undefined, method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
  }
  for (const [method, url, payload] of routes.adminOnly) {
    const denied = await t.call(cashier, method, url, payload);
    expect(denied.statusCode, `${method} ${url}`).toBe(403);
    expect(denied.json().messages).toEqual(['No tiene permiso para realizar esta operación']);
  }
  expect(await t.snapshot()).toEqual(before);
}

/** No answer of the run carries a password hash or a password field. */
export function expectNoSecretsIn(t: TestApp): void {
  for (const res of t.answers) {
    expect(res.body).not.toContain('scrypt$');
    expect(res.body).not.toContain('password');
  }
}

/** A test app and the sale tests' world (products, lots, payment types), made by its administrator. */
export async function createSaleTestApp(overrides: Partial<Config> = {}): Promise<{ t: TestApp; w: SaleWorld }> {
  const t = await createTestApp(overrides);
  return { t, w: await saleWorld(t.db, t.config, (await t.seededIds()).adminId) };
}
