import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN, createTestApp, type TestApp } from '../../../test/helpers.js';
import * as password from './password.js';
import { md5Hex } from './password.js';

// Counts the password verifications (each one a scrypt) without changing what they answer.
vi.mock('./password.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./password.js')>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});

const BLOCKED = { messages: ['Demasiados intentos fallidos. Espere 15 minutos e intente de nuevo'] };

/** Issue 6 item 21: failed logins are limited per address across usernames, before the scrypt. */
describe('failed-login limit per address (20 = 4 × 5 per username, across usernames)', () => {
  let t: TestApp;
  const loginFrom = (remoteAddress: string, username: string, pass: string) =>
    t.app.inject({ method: 'POST', url: '/api/user/login', remoteAddress, payload: { username, password: md5Hex(pass) } });
  const verifications = () => vi.mocked(password.verifyPassword).mock.calls.length;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('30 unknown usernames from one address: the 21st and later answer 429 without verifying any password', async () => {
    const ip = '10.1.0.1';
    for (let i = 1; i <= 20; i++) {
      const res = await loginFrom(ip, `fantasma${i}`, 'x');
      expect(res.statusCode, `attempt ${i}`).toBe(400);
    }
    const before = verifications();
    const snapshot = await t.snapshot();
    for (let i = 21; i <= 30; i++) {
      const res = await loginFrom(ip, `fantasma${i}`, 'x');
      expect(res.statusCode, `attempt ${i}`).toBe(429);
      expect(res.json()).toEqual(BLOCKED);
    }
    // even the administrator's right password waits, from that address
    expect((await loginFrom(ip, ADMIN.username, ADMIN.password)).json()).toEqual(BLOCKED);
    expect(verifications()).toBe(before);
    expect(await t.snapshot()).toEqual(snapshot);
  });

  it('other addresses sign in as usual meanwhile', async () => {
    expect((await loginFrom('10.1.0.2', ADMIN.username, ADMIN.password)).statusCode).toBe(200);
    expect((await loginFrom('10.1.0.2', 'fantasma1', 'x')).statusCode).toBe(400);
  });

  it('a success does not reset the address: 19 misses, a right login, then one more miss blocks it', async () => {
    const ip = '10.1.0.3';
    for (let i = 0; i < 19; i++) expect((await loginFrom(ip, `nadie${i}`, 'x')).statusCode).toBe(400);
    expect((await loginFrom(ip, ADMIN.username, ADMIN.password)).statusCode).toBe(200);
    expect((await loginFrom(ip, 'nadie-mas', 'x')).statusCode).toBe(400);
    expect((await loginFrom(ip, ADMIN.username, ADMIN.password)).statusCode).toBe(429);
  });
});
