import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_UNAVAILABLE } from '../lib/db-errors.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { MIGRATING_MSG } from './health.js';

/** `GET /api/health` reports the database, not only the process (both databases). */
describe('health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('/api/ready: 200 with every migration applied, 503 in Spanish while one is missing', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok' });

    // As a process would see the database while another one is still migrating it.
    await t.db.execute(sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`);
    const behind = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(behind.statusCode).toBe(503);
    expect(behind.json()).toEqual({ messages: [MIGRATING_MSG] });
  });

  it('is 200 while the database answers, and 503 in Spanish once it cannot be reached', async () => {
    const up = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(up.statusCode).toBe(200);
    expect(up.json()).toEqual({ status: 'ok' });

    await t.database.close();
    const down = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ messages: [DB_UNAVAILABLE] });
    const login = await t.app.inject({ method: 'POST', url: '/api/user/login', payload: { username: 'admin', password: 'a'.repeat(32) } });
    expect(login.statusCode).toBe(503);
    expect(login.json()).toEqual({ messages: [DB_UNAVAILABLE] });
  });
});
