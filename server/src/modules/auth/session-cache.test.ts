import { describe, expect, it } from 'vitest';
import { SessionCache } from './session-cache.js';

const user = (id: number) => ({ id, name: 'X', category: 'a' as const, username: `u${id}` });

describe('SessionCache', () => {
  it('serves an entry until its TTL passes', () => {
    let now = 1_000;
    const cache = new SessionCache(() => now);
    cache.set('h', { user: user(1), sessionId: 1, lastUsedAt: now }, cache.generation);
    expect(cache.get('h')?.user.id).toBe(1);
    now += SessionCache.TTL_MS + 1;
    expect(cache.get('h')).toBeUndefined();
  });

  it('forgets a token and every token of a user', () => {
    const cache = new SessionCache();
    cache.set('a', { user: user(1), sessionId: 1, lastUsedAt: 0 }, cache.generation);
    cache.set('b', { user: user(1), sessionId: 2, lastUsedAt: 0 }, cache.generation);
    cache.set('c', { user: user(2), sessionId: 3, lastUsedAt: 0 }, cache.generation);
    cache.forgetToken('c');
    expect(cache.get('c')).toBeUndefined();
    cache.forgetUser(1);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeUndefined();
  });

  it('does not store what a lookup read before a revocation (the revocation wins)', () => {
    const cache = new SessionCache();
    const readAt = cache.generation;
    cache.forgetUser(1);
    cache.set('a', { user: user(1), sessionId: 1, lastUsedAt: 0 }, readAt);
    expect(cache.get('a')).toBeUndefined();
  });

  it('is bypassed while the revocation listener is down, and starts empty when it is back', () => {
    const cache = new SessionCache(Date.now, { live: false });
    cache.set('a', { user: user(1), sessionId: 1, lastUsedAt: 0 }, cache.generation);
    expect(cache.get('a')).toBeUndefined();
    cache.connected(true);
    cache.set('a', { user: user(1), sessionId: 1, lastUsedAt: 0 }, cache.generation);
    expect(cache.get('a')?.user.id).toBe(1);
    const readAt = cache.generation;
    cache.connected(false);
    expect(cache.get('a')).toBeUndefined();
    cache.connected(true);
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', { user: user(1), sessionId: 1, lastUsedAt: 0 }, readAt);
    expect(cache.get('a')).toBeUndefined();
  });
});
