import { asc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, CASHIER, createTestApp, type TestApp } from '../../../test/helpers.js';
import { auditLog, sessions } from '../../db/schema/index.js';
import { md5Hex } from './password.js';
import { tokenHash } from './tokens.js';

const WRONG = { messages: ['Usuario o contraseña incorrectos'] };
const DISABLED = { messages: ['Su cuenta fue inhabilitada. Comuníquese con el administrador'] };
const ANNULLED = { messages: ['Su sesión fue anulada o expiró. Inicie sesión nuevamente'] };
const BLOCKED = { messages: ['Demasiados intentos fallidos. Espere 15 minutos e intente de nuevo'] };

describe('user/login, user/logout', () => {
  let t: TestApp;
  let admin: string;
  let adminId: number;
  let cashierId: number;

  const lastAuditId = async () => {
    const rows = await t.db.select({ id: auditLog.id }).from(auditLog).orderBy(asc(auditLog.id));
    return rows.at(-1)?.id ?? 0;
  };
  const auditSince = (id: number) =>
    t.db
      .select({ userId: auditLog.userId, action: auditLog.action, entity: auditLog.entity, entityId: auditLog.entityId, address: auditLog.address })
      .from(auditLog)
      .where(gt(auditLog.id, id))
      .orderBy(asc(auditLog.id));
  const loginFrom = (remoteAddress: string, username: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/user/login', remoteAddress, payload: { username, password: md5Hex(password) } });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.adminToken();
    ({ adminId, cashierId } = await t.seededIds());
  });
  afterAll(() => t.close());

  it('right credentials answer the token and the session user, never the password', async () => {
    const mark = await lastAuditId();
    const res = await t.login(CASHIER.username, CASHIER.password);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { token: string; user: Record<string, unknown>; business_zone: string };
    expect(Object.keys(body).sort()).toEqual(['business_zone', 'token', 'user']);
    // The shop's time zone: the web takes every screen's today in it (decision 0057).
    expect(body.business_zone).toBe(t.config.tzBusiness);
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user).toEqual({ id: cashierId, name: CASHIER.name, category: 'u', username: CASHIER.username });
    expect(res.body).not.toMatch(/password|scrypt|hash/i);
    expect(res.body).not.toContain(md5Hex(CASHIER.password));

    // the database keeps only the SHA-256 of the token
    const [session] = await t.db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash(body.token)));
    expect(session.userId).toBe(cashierId);
    expect(session.revokedAt).toBeNull();
    expect(await t.db.select().from(sessions).where(eq(sessions.tokenHash, body.token))).toEqual([]);

    expect(await auditSince(mark)).toEqual([{ userId: cashierId, action: 'login', entity: 'user', entityId: cashierId, address: '127.0.0.1' }]);
  });

  it('the username is matched without case or accents, the password exactly', async () => {
    expect((await t.login('ADMIN', ADMIN.password)).statusCode).toBe(200);
    expect((await t.login(' Cajéro ', CASHIER.password)).statusCode).toBe(200);
    expect((await t.login(ADMIN.username, ADMIN.password.toUpperCase())).statusCode).toBe(400);
  });

  it('a wrong password and an unknown user get the same 400 and write nothing', async () => {
    const before = await t.snapshot();
    for (const [username, password] of [
      [ADMIN.username, 'wrong'],
      ['nadie', ADMIN.password],
      [CASHIER.username, ADMIN.password],
    ]) {
      const res = await t.login(username, password);
      expect(res.statusCode, username).toBe(400);
      expect(res.json()).toEqual(WRONG);
    }
    expect(await t.snapshot()).toEqual(before);
  });

  it('the password must arrive as MD5 hex; fields are required', async () => {
    const before = await t.snapshot();
    const plain = await t.app.inject({ method: 'POST', url: '/api/user/login', payload: { username: ADMIN.username, password: ADMIN.password } });
    expect(plain.statusCode).toBe(400);
    expect(plain.json()).toEqual({ messages: ['Contraseña: La contraseña debe enviarse cifrada (MD5)'] });

    const empty = await t.app.inject({ method: 'POST', url: '/api/user/login', payload: { username: '  ', password: null } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ messages: ['Username: Es requerido', 'Contraseña: Es requerido'] });

    const long = await t.app.inject({ method: 'POST', url: '/api/user/login', payload: { username: 'a'.repeat(16), password: md5Hex('x') } });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ messages: ['Username: No puede exceder los 15 dígitos'] });
    expect(await t.snapshot()).toEqual(before);
  });

  it('logout revokes only that token, writes an audit row, and the token is then refused', async () => {
    const first = (await t.login(CASHIER.username, CASHIER.password)).json().token as string;
    const second = (await t.login(CASHIER.username, CASHIER.password)).json().token as string;
    const mark = await lastAuditId();

    const out = await t.call(first, 'POST', '/api/user/logout');
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ messages: ['Sesión cerrada'] });
    expect(await auditSince(mark)).toEqual([{ userId: cashierId, action: 'logout', entity: 'user', entityId: cashierId, address: '127.0.0.1' }]);

    const [revoked] = await t.db.select({ revokedAt: sessions.revokedAt }).from(sessions).where(eq(sessions.tokenHash, tokenHash(first)));
    expect(revoked.revokedAt).toBeInstanceOf(Date);

    const before = await t.snapshot();
    const again = await t.call(first, 'POST', '/api/user/logout');
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual(ANNULLED);
    expect(await t.snapshot()).toEqual(before);

    // the other session of the same user is untouched
    expect((await t.call(second, 'POST', '/api/user/logout')).statusCode).toBe(200);
  });

  it('logout without a token is a 401', async () => {
    const before = await t.snapshot();
    const res = await t.call(undefined, 'POST', '/api/user/logout');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ messages: ['Falta el token de sesión. Inicie sesión'] });
    expect(await t.snapshot()).toEqual(before);
  });

  it('a user disabled afterwards gets 402 on calls and logins until re-enabled; old tokens stay revoked', async () => {
    const token = (await t.login(CASHIER.username, CASHIER.password)).json().token as string;
    const off = await t.call(admin, 'PATCH', '/api/user/change-state', { id: cashierId, version: 1 });
    expect(off.json()).toEqual({ enabled: 0, version: 2 });

    const before = await t.snapshot();
    const call = await t.call(token, 'POST', '/api/user/logout');
    expect(call.statusCode).toBe(402);
    expect(call.json()).toEqual(DISABLED);

    const login = await t.login(CASHIER.username, CASHIER.password);
    expect(login.statusCode).toBe(402);
    expect(login.json()).toEqual(DISABLED);
    // a wrong password still says only that the credentials are wrong
    expect((await t.login(CASHIER.username, 'nope')).json()).toEqual(WRONG);
    expect(await t.snapshot()).toEqual(before);

    expect((await t.call(admin, 'PATCH', '/api/user/change-state', { id: cashierId, version: 2 })).json()).toEqual({ enabled: 1, version: 3 });
    const stale = await t.call(token, 'POST', '/api/user/logout');
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toEqual(ANNULLED);
    expect((await t.login(CASHIER.username, CASHIER.password)).statusCode).toBe(200);
  });

  describe('failed-login limit (5 per username and address)', () => {
    it('the 6th attempt is refused with 429 even with the right password', async () => {
      for (let i = 1; i <= 5; i++) {
        const res = await t.login(CASHIER.username, `wrong${i}`);
        expect(res.statusCode, `attempt ${i}`).toBe(400);
      }
      const before = await t.snapshot();
      const sixth = await t.login(CASHIER.username, CASHIER.password);
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json()).toEqual(BLOCKED);
      // the same username in other spellings is the same account
      expect((await t.login('CAJERO', CASHIER.password)).statusCode).toBe(429);
      expect(await t.snapshot()).toEqual(before);
    });

    it('another username, or the same one from another address, is not affected', async () => {
      expect((await t.login(ADMIN.username, ADMIN.password)).statusCode).toBe(200);
      expect((await loginFrom('10.0.0.9', CASHIER.username, CASHIER.password)).statusCode).toBe(200);
      expect((await t.login(CASHIER.username, CASHIER.password)).statusCode).toBe(429);
    });

    it('unknown usernames are limited the same way', async () => {
      for (let i = 0; i < 5; i++) expect((await loginFrom('10.0.0.7', 'fantasma', 'x')).statusCode).toBe(400);
      expect((await loginFrom('10.0.0.7', 'fantasma', 'x')).json()).toEqual(BLOCKED);
    });

    it('a success before the limit forgives the earlier failures', async () => {
      const ip = '10.0.0.8';
      for (let i = 0; i < 4; i++) expect((await loginFrom(ip, ADMIN.username, 'bad')).statusCode).toBe(400);
      expect((await loginFrom(ip, ADMIN.username, ADMIN.password)).statusCode).toBe(200);
      for (let i = 0; i < 4; i++) expect((await loginFrom(ip, ADMIN.username, 'bad')).statusCode).toBe(400);
      expect((await loginFrom(ip, ADMIN.username, ADMIN.password)).statusCode).toBe(200);
      expect(adminId).toBeGreaterThan(0);
    });
  });
});

describe('failed-login limit from the configuration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ login: { maxFailures: 2, windowMs: 90_000, slowdownBaseMs: 500 } });
  });
  afterAll(() => t.close());

  it('uses maxFailures and tells the minutes left of windowMs', async () => {
    expect((await t.login(ADMIN.username, 'x')).statusCode).toBe(400);
    expect((await t.login(ADMIN.username, 'y')).statusCode).toBe(400);
    const res = await t.login(ADMIN.username, ADMIN.password);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ messages: ['Demasiados intentos fallidos. Espere 2 minutos e intente de nuevo'] });
  });
});
