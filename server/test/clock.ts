import { vi } from 'vitest';
import { ADMIN, CASHIER, type TestApp } from './helpers.js';

/**
 * Moves the faked clock (vi.useFakeTimers({ toFake: ['Date'] })) to `iso`. Sessions idle since the
 * last move expire, so with an app it logs the administrator and the cashier in again and answers
 * their new tokens.
 */
export async function moveClock(t: TestApp | undefined, iso: string): Promise<{ admin: string; cashier: string } | null> {
  vi.setSystemTime(new Date(iso));
  if (!t) return null;
  const token = async (u: typeof ADMIN) => (await t.login(u.username, u.password)).json().token as string;
  return { admin: await token(ADMIN), cashier: await token(CASHIER) };
}
