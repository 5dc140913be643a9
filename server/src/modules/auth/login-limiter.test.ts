import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { loginFailures, loginSignIns } from '../../db/schema/index.js';
import { LoginLimiter } from './login-limiter.js';
import { MemoryFailureStore, TableFailureStore, type FailureStore } from './login-stores.js';

// The same rules whichever store counts: this process's memory (PGlite) or the table every
// PostgreSQL process shares (run here on the test database of both projects).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe.each([
  ['memoria', async (): Promise<FailureStore> => new MemoryFailureStore()],
  [
    'tabla',
    async (): Promise<FailureStore> => {
      await t.db.delete(loginFailures);
      await t.db.delete(loginSignIns);
      return new TableFailureStore(t.db);
    },
  ],
])('LoginLimiter (%s)', (_name, newStore) => {
  const make = async (maxFailuresPerAddress?: number) => {
    const clock = { now: 1_000_000 };
    const paused: number[] = [];
    const limiter = new LoginLimiter(3, 10 * 60_000, () => clock.now, {
      maxFailuresPerAddress,
      pause: async (ms) => void paused.push(ms),
      store: await newStore(),
    });
    return { clock, limiter, paused };
  };

  it('blocks after maxFailures within the window, and tells the minutes left (rounded up)', async () => {
    const { clock, limiter } = await make();
    await limiter.fail('ana', 'ip');
    await limiter.fail('ana', 'ip');
    expect(await limiter.blockedMinutes('ana', 'ip')).toBe(0);
    await limiter.fail('ana', 'ip');
    expect(await limiter.blockedMinutes('ana', 'ip')).toBe(10);
    clock.now += 4 * 60_000 + 1;
    expect(await limiter.blockedMinutes('ana', 'ip')).toBe(6);
    clock.now += 5 * 60_000 + 59_000;
    expect(await limiter.blockedMinutes('ana', 'ip')).toBe(1);
  });

  it('forgets failures older than the window', async () => {
    const { clock, limiter } = await make();
    await limiter.fail('ana', 'ip');
    clock.now += 6 * 60_000;
    await limiter.fail('ana', 'ip');
    await limiter.fail('ana', 'ip');
    expect(await limiter.blockedMinutes('ana', 'ip')).toBe(4);
    clock.now += 4 * 60_000;
    // the first failure left the window: 2 recent ones remain
    expect(await limiter.blockedMinutes('ana', 'ip')).toBe(0);
  });

  it('usernames and addresses are independent below the address limit, and a success clears its pair', async () => {
    const { limiter } = await make();
    for (let i = 0; i < 3; i++) await limiter.fail('ana', 'ip');
    await limiter.fail('beto', 'ip');
    expect(await limiter.blockedMinutes('ana', 'ip')).toBeGreaterThan(0);
    expect(await limiter.blockedMinutes('beto', 'ip')).toBe(0);
    expect(await limiter.blockedMinutes('ana', 'otra-ip')).toBe(0);
    await limiter.succeed('ana', 'ip');
    expect(await limiter.blockedMinutes('ana', 'ip')).toBe(0);
  });

  it('an address past its limit (20 × maxFailures by default) is slowed down, doubling, never blocked', async () => {
    const { clock, limiter, paused } = await make();
    for (let i = 0; i < 59; i++) await limiter.fail(`fantasma${i}`, 'ip');
    expect(await limiter.slowdownMs('otro', 'ip')).toBe(0);
    await limiter.fail('fantasma59', 'ip');
    // 60 failures: slowed from 0.5 s, doubling with each further failure, at most 16 s
    expect(await limiter.slowdownMs('otro', 'ip')).toBe(500);
    await limiter.fail('fantasma60', 'ip');
    expect(await limiter.slowdownMs('otro', 'ip')).toBe(1000);
    for (let i = 0; i < 10; i++) await limiter.fail(`fantasma-b${i}`, 'ip');
    expect(await limiter.slowdownMs('otro', 'ip')).toBe(16_000);
    // never a block: no username is refused because of the address
    expect(await limiter.blockedMinutes('otro', 'ip')).toBe(0);
    expect(await limiter.blockedMinutes('ana', 'ip')).toBe(0);
    // other addresses are not slowed
    expect(await limiter.slowdownMs('ana', 'otra-ip')).toBe(0);
    await limiter.slowDown('otro', 'ip');
    await limiter.slowDown('ana', 'otra-ip');
    expect(paused).toEqual([16_000]);
    clock.now += 10 * 60_000;
    expect(await limiter.slowdownMs('otro', 'ip')).toBe(0);
  });

  it('a username that signed in from the address is not slowed there; a success does not reset the address', async () => {
    const { clock, limiter } = await make(4);
    await limiter.succeed('ana', 'ip');
    for (let i = 0; i < 6; i++) await limiter.fail(`fantasma${i}`, 'ip');
    expect(await limiter.slowdownMs('ana', 'ip')).toBe(0);
    expect(await limiter.slowdownMs('beto', 'ip')).toBeGreaterThan(0);
    await limiter.succeed('beto', 'ip');
    expect(await limiter.slowdownMs('beto', 'ip')).toBe(0);
    expect(await limiter.slowdownMs('carla', 'ip')).toBeGreaterThan(0);
    // remembered for 12 hours
    clock.now += 12 * 60 * 60_000;
    for (let i = 0; i < 6; i++) await limiter.fail(`fantasma${i}`, 'ip');
    expect(await limiter.slowdownMs('ana', 'ip')).toBeGreaterThan(0);
  });

  it('prune drops what left the window and forgets old sign-ins', async () => {
    const { clock, limiter } = await make(1);
    await limiter.fail('ana', 'ip');
    await limiter.succeed('beto', 'ip');
    await limiter.prune();
    expect(await limiter.store.count('a|ip', 0)).toBe(1);
    clock.now += 10 * 60_000;
    await limiter.prune();
    expect(await limiter.store.count('a|ip', 0)).toBe(0);
    expect(await limiter.store.signedInAt('u|beto|ip')).toBe(1_000_000);
    clock.now += 12 * 60 * 60_000;
    await limiter.prune();
    expect(await limiter.store.signedInAt('u|beto|ip')).toBeUndefined();
  });
});
