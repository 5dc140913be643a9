import Fastify from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { sessions } from '../db/schema/index.js';
import type { Db } from '../db/types.js';
import { tokenHash } from '../modules/auth/tokens.js';
import { bearerToken, registerAccess } from './access.js';
import { SessionCache } from '../modules/auth/session-cache.js';

const NO_TOKEN = { messages: ['Falta el token de sesión. Inicie sesión'] };
const ANNULLED = { messages: ['Su sesión fue anulada o expiró. Inicie sesión nuevamente'] };
const FORBIDDEN = { messages: ['No tiene permiso para realizar esta operación'] };

/** Every admin-only route of this foundation, with a body that would be valid. */
const ADMIN_ROUTES = [
  ['GET', '/api/mark/list', { page: '1' }],
  ['POST', '/api/mark/add', { mark: 'Prohibida' }],
  ['PATCH', '/api/mark/update', { id: 1, mark: 'Prohibida' }],
  ['PATCH', '/api/mark/change-state', { id: 1 }],
  ['GET', '/api/user/list', undefined],
  ['POST', '/api/user/add', { name: 'X', category: 'a', username: 'x', password: '0192023a7bbd73250516f069df18b500' }],
  ['PATCH', '/api/user/update', { id: 2, name: 'X', category: 'a' }],
  ['PATCH', '/api/user/change-state', { id: 1 }],
  ['PUT', '/api/user/change-credentials', { id: 1, username: 'x', password: '0192023a7bbd73250516f069df18b500' }],
] as const;

describe('access', () => {
  let t: TestApp;
  let admin: string;
  let cashier: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.adminToken();
    cashier = await t.cashierToken();
    // one real mark so that id 1 exists for the 403 checks
    expect((await t.call(admin, 'POST', '/api/mark/add', { mark: 'PIL' })).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  it('401 without a token, with a malformed header or an unknown token, and nothing changes', async () => {
    const before = await t.snapshot();
    for (const [method, url, payload] of ADMIN_ROUTES) {
      const none = await t.call(undefined, method, url, payload);
      expect(none.statusCode, `${method} ${url}`).toBe(401);
      expect(none.json()).toEqual(NO_TOKEN);

      const unknown = await t.call('x'.repeat(43), method, url, payload);
      expect(unknown.statusCode, `${method} ${url}`).toBe(401);
      expect(unknown.json()).toEqual(ANNULLED);
    }
    for (const authorization of ['Token abc', 'Bearer', 'Bearer ', `Basic ${admin}`, `Bearer ${admin} extra`, admin]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/mark/list', headers: { authorization } });
      expect(res.statusCode, authorization).toBe(401);
      expect(res.json()).toEqual(NO_TOKEN);
    }
    expect(await t.snapshot()).toEqual(before);
  });

  it('403 for the cashier on every mark/* and user/* route, even with a bad body, and nothing changes', async () => {
    const before = await t.snapshot();
    for (const [method, url, payload] of ADMIN_ROUTES) {
      const res = await t.call(cashier, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toEqual(FORBIDDEN);
      if (method !== 'GET') {
        const bad = await t.call(cashier, method, url, {});
        expect(bad.statusCode, `${method} ${url} {}`).toBe(403);
      }
    }
    expect(await t.snapshot()).toEqual(before);
  });

  it('the administrator may call the same routes', async () => {
    expect((await t.call(admin, 'GET', '/api/mark/list')).statusCode).toBe(200);
    expect((await t.call(admin, 'GET', '/api/user/list')).statusCode).toBe(200);
  });

  it('the scheme is case-insensitive', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/mark/list', headers: { authorization: `bearer ${admin}` } });
    expect(res.statusCode).toBe(200);
  });

  it('a token idle for more than 12 hours is expired; one idle a few minutes is refreshed', async () => {
    const login = await t.login('cajero', 'cajero123');
    const token = login.json().token as string;
    const hash = tokenHash(token);

    await t.db.update(sessions).set({ lastUsedAt: sql`now() - interval '5 minutes'` }).where(eq(sessions.tokenHash, hash));
    expect((await t.call(token, 'POST', '/api/user/logout-nothing')).statusCode).toBe(404);
    const [stale] = await t.db.select({ at: sessions.lastUsedAt }).from(sessions).where(eq(sessions.tokenHash, hash));
    // the 404 above did not authenticate; a real call refreshes last_used_at
    expect(Date.now() - stale.at.getTime()).toBeGreaterThan(4 * 60_000);
    expect((await t.call(token, 'GET', '/api/mark/list')).statusCode).toBe(403);
    const [fresh] = await t.db.select({ at: sessions.lastUsedAt }).from(sessions).where(eq(sessions.tokenHash, hash));
    expect(Date.now() - fresh.at.getTime()).toBeLessThan(60_000);

    // A session the server has not seen in this process (authenticated sessions are cached
    // for a few seconds, so the database edit is made before its first use).
    const idle = (await t.login('cajero', 'cajero123')).json().token as string;
    await t.db.update(sessions).set({ lastUsedAt: sql`now() - interval '12 hours 1 minute'` }).where(eq(sessions.tokenHash, tokenHash(idle)));
    const res = await t.call(idle, 'POST', '/api/user/logout');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ messages: ['Su sesión expiró por inactividad. Inicie sesión nuevamente'] });
  });
});

describe('bearerToken', () => {
  const req = (authorization?: string) => ({ headers: { authorization } }) as Parameters<typeof bearerToken>[0];
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['Bearer', undefined],
    ['Bearer a b', undefined],
    ['Basic abc', undefined],
    ['Bearer abc', 'abc'],
    ['BEARER  abc', 'abc'],
  ])('%j → %j', (header, token) => {
    expect(bearerToken(req(header))).toBe(token);
  });
});

describe('registerAccess', () => {
  it('refuses to register an /api/ route that does not say who may call it', async () => {
    const app = Fastify();
    registerAccess(app, {} as Db, new SessionCache());
    expect(() => app.get('/api/open', async () => ({}))).toThrow('La ruta GET /api/open no declara quién puede llamarla (config.access)');
    app.get('/api/declared', { config: { access: 'public' } }, async () => ({ ok: true }));
    app.get('/outside', async () => ({ ok: true }));
    const res = await app.inject({ method: 'GET', url: '/api/declared' });
    expect(res.json()).toEqual({ ok: true });
    await app.close();
  });
});
