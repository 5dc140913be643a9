import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, getSession, saveSession, SESSION_KEY } from './session';

const user = { id: 1, name: 'Ana', category: 'a' as const, username: 'admin' };

describe('the saved session (checked without zod, so zod stays out of the login bundle)', () => {
  afterEach(() => clearSession());

  it('reads back what sign-in saved, keeping only the known user fields', () => {
    localStorage.setItem(SESSION_KEY, JSON.stringify({ token: 'abc', user: { ...user, extra: 'x' } }));
    expect(getSession()).toEqual({ token: 'abc', user });
    saveSession({ token: 'def', user });
    expect(getSession()).toEqual({ token: 'def', user });
  });

  it.each(['a', 'u', 'v'] as const)('a session of category %s is read back', (category) => {
    localStorage.setItem(SESSION_KEY, JSON.stringify({ token: 'abc', user: { ...user, category } }));
    expect(getSession()?.user.category).toBe(category);
  });

  it.each([
    ['not JSON', '{oops'],
    ['an inherited key as category', JSON.stringify({ token: 'abc', user: { ...user, category: 'toString' } })],
    ['no token', JSON.stringify({ user })],
    ['empty token', JSON.stringify({ token: '', user })],
    ['no user', JSON.stringify({ token: 'abc' })],
    ['unknown category', JSON.stringify({ token: 'abc', user: { ...user, category: 'x' } })],
    ['id as text', JSON.stringify({ token: 'abc', user: { ...user, id: '1' } })],
    ['null', 'null'],
  ])('a damaged entry (%s) is no session', (_case, raw) => {
    localStorage.setItem(SESSION_KEY, raw);
    expect(getSession()).toBeNull();
  });
});
