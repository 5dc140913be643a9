import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN, CASHIER, createTestApp, type TestApp } from '../../../test/helpers.js';
import * as password from './password.js';
import { md5Hex } from './password.js';

// Counts the password verifications (each one a scrypt) without changing what they answer.
vi.mock('./password.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./password.js')>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});

const BLOCKED = { messages: ['Demasiados intentos fallidos. Espere 15 minutos e intente de nuevo'] };

/**
 * 20 failed logins from one address blocked every user behind it (all tills
 * share the shop's address). The per-username limit stays; the address is only slowed down
 * (1 ms doubling here, 0.5 s in production) and a right password always signs in.
 */
describe('failed logins from one address slow it down, never lock the shop out', () => {
  let t: TestApp;
  const loginFrom = (remoteAddress: string, username: string, pass: string) =>
    t.app.inject({ method: 'POST', url: '/api/user/login', remoteAddress, payload: { username, password: md5Hex(pass) } });
  const verifications = () => vi.mocked(password.verifyPassword).mock.calls.length;

  beforeAll(async () => {
    t = await createTestApp({ login: { maxFailures: 5, windowMs: 15 * 60_000, slowdownBaseMs: 1 } });
  });
  afterAll(() => t?.close());

  it('105 unknown usernames from the shop address: all answer 400, none 429; both users then sign in there', async () => {
    const shop = '10.1.0.1';
    expect((await loginFrom(shop, CASHIER.username, CASHIER.password)).statusCode).toBe(200);
    for (let i = 1; i <= 105; i++) {
      const res = await loginFrom(shop, `fantasma${i}`, 'x');
      expect(res.statusCode, `attempt ${i}`).toBe(400);
    }
    // the cashier signed in there before; the administrator never did: both get in
    expect((await loginFrom(shop, CASHIER.username, CASHIER.password)).statusCode).toBe(200);
    expect((await loginFrom(shop, ADMIN.username, ADMIN.password)).statusCode).toBe(200);
  });

  it('the user under attack waits (429 before any scrypt), the others behind the same address do not', async () => {
    const shop = '10.1.0.2';
    for (let i = 0; i < 5; i++) expect((await loginFrom(shop, CASHIER.username, 'mal')).statusCode).toBe(400);
    const before = verifications();
    const snapshot = await t.snapshot();
    const refused = await loginFrom(shop, CASHIER.username, CASHIER.password);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(BLOCKED);
    expect(verifications()).toBe(before);
    expect(await t.snapshot()).toEqual(snapshot);
    expect((await loginFrom(shop, ADMIN.username, ADMIN.password)).statusCode).toBe(200);
    // and the cashier from another address is not blocked
    expect((await loginFrom('10.1.0.3', CASHIER.username, CASHIER.password)).statusCode).toBe(200);
  });
});
