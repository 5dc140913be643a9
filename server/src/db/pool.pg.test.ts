import crypto from 'node:crypto';
import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { App } from '../app-types.js';
import { buildApp } from '../app.js';
import { DB_UNAVAILABLE } from '../lib/db-errors.js';
import { md5Hex } from '../modules/auth/password.js';
import { ADMIN, TEMPLATE_DB } from '../../test/fixtures.js';
import { testConfig } from '../../test/helpers.js';
import { openDatabase } from './open.js';
import type { Database } from './types.js';

/**
 * PostgreSQL only: the server must outlive its database connections. The app
 * reaches PostgreSQL through a small TCP relay that the test can cut and restore, which is what
 * a PostgreSQL restart looks like from the app's side, without stopping the cluster the other
 * test files share.
 */
class Relay {
  private server: net.Server | undefined;
  private sockets = new Set<net.Socket>();
  port = 0;
  constructor(private readonly target: { host: string; port: number }) {}

  async open(): Promise<void> {
    this.server = net.createServer((client) => {
      const upstream = net.connect(this.target);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('error', () => s.destroy());
        s.on('close', () => this.sockets.delete(s));
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as net.AddressInfo).port;
  }

  /** The database "goes away": open connections drop, new ones are refused. */
  async cut(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
  }
}

describe('the app on PostgreSQL survives losing its database', () => {
  const base = inject('postgresUrl');
  const name = `t_${crypto.randomBytes(6).toString('hex')}`;
  const url = new URL(base);
  const relay = new Relay({ host: url.hostname, port: Number(url.port) });
  const logged: string[] = [];
  let database: Database;
  let app: App;
  let token: string;

  const admin = async (sqlText: string, params: unknown[] = []) => {
    const c = new pg.Client({ connectionString: `${base}/postgres` });
    c.on('error', () => {});
    await c.connect();
    try {
      return await c.query(sqlText, params);
    } finally {
      await c.end();
    }
  };
  const get = (path: string) => app.inject({ method: 'GET', url: path, headers: { authorization: `Bearer ${token}` } });
  const eventually = async (check: () => Promise<boolean>, ms = 15_000) => {
    const end = Date.now() + ms;
    while (!(await check())) {
      if (Date.now() > end) throw new Error('no se recuperó a tiempo');
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB}`);
    await relay.open();
    database = await openDatabase({
      databaseUrl: `postgres://postgres@127.0.0.1:${relay.port}/${name}`,
      migrate: false,
      connectTimeoutMs: 1000,
      log: { error: (_o, m) => logged.push(m), warn: (_o, m) => logged.push(m) },
    });
    app = await buildApp({ config: testConfig(), database });
    await app.ready();
    const login = await app.inject({ method: 'POST', url: '/api/user/login', payload: { username: ADMIN.username, password: md5Hex(ADMIN.password) } });
    token = login.json().token;
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await relay.cut().catch(() => {});
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('a pooled connection killed by pg_terminate_backend is logged, and the next calls answer', async () => {
    // Fill the pool with a few idle connections first.
    await Promise.all([get('/api/mark/list'), get('/api/mark/list'), get('/api/health')]);
    // The pool's connections: the sessions' LISTEN connection (decision 0038) has its own
    // reconnect and its own test (modules/auth/revocations.pg.test.ts).
    const killed = await admin("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and application_name not like 'lactea-listen-%'", [name]);
    expect(killed.rowCount).toBeGreaterThan(0);
    // Every killed connection was idle in the pool: each one is reported (and dropped) on its own.
    await eventually(async () => logged.filter((m) => m === 'conexión con PostgreSQL perdida').length >= killed.rowCount!);
    // The process is alive (an unhandled 'error' would have ended the test run) and answers.
    expect((await get('/api/health')).statusCode).toBe(200);
    const list = await get('/api/mark/list');
    expect(list.statusCode, list.body).toBe(200);
  });

  it('answers 503 in Spanish while the database is unreachable, and recovers by itself', async () => {
    await relay.cut();
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ messages: [DB_UNAVAILABLE] });
    const add = await app.inject({ method: 'POST', url: '/api/mark/add', headers: { authorization: `Bearer ${token}` }, payload: { mark: 'Sin base' } });
    expect(add.statusCode).toBe(503);
    expect(add.json()).toEqual({ messages: [DB_UNAVAILABLE] });

    await relay.open(); // same port: the database is back
    await eventually(async () => (await app.inject({ method: 'GET', url: '/api/health' })).statusCode === 200);
    const again = await app.inject({ method: 'POST', url: '/api/mark/add', headers: { authorization: `Bearer ${token}` }, payload: { mark: 'Con base' } });
    expect(again.statusCode, again.body).toBe(200);
  });
});
