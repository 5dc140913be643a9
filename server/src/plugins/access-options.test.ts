import Fastify from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { settings } from '../db/schema/index.js';
import { SessionCache } from '../modules/auth/session-cache.js';
import { readSettings } from '../modules/settings/settings.read.js';
import { registerAccess } from './access.js';
import { registerErrors } from './errors.js';

/** The 'options' level (Inventario, Compras): the administrator always, staff only while the setting is 1. */
describe("access 'options'", () => {
  let t: TestApp;
  let app: ReturnType<typeof Fastify>;
  let admin: string;
  let cashier: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.adminToken();
    cashier = await t.cashierToken();
    app = Fastify();
    registerErrors(app as never);
    registerAccess(app, t.db, new SessionCache());
    app.get('/api/inventory-like', { config: { access: 'options' } }, async () => ({ ok: true }));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });
  const call = (token?: string) =>
    app.inject({ method: 'GET', url: '/api/inventory-like', headers: token ? { authorization: `Bearer ${token}` } : {} });
  const setOptions = (v: 0 | 1) => t.db.update(settings).set({ enabledOptionsUser: v }).where(eq(settings.id, 1));

  it('the migration creates the one settings row with the options off', async () => {
    const row = await readSettings(t.db);
    expect(row).toMatchObject({ id: 1, enabledOptionsUser: 0, nearExpiryDays: 7 });
  });

  it('401 without a token; the administrator may; a cashier only while enabled_options_user = 1, at once', async () => {
    expect((await call()).statusCode).toBe(401);
    await setOptions(0);
    expect((await call(admin)).statusCode).toBe(200);
    const refused = await call(cashier);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ messages: ['No tiene permiso para realizar esta operación'] });
    await setOptions(1);
    expect((await call(cashier)).statusCode).toBe(200);
    await setOptions(0);
    expect((await call(cashier)).statusCode).toBe(403);
  });
});
