import { describe, expect, it } from 'vitest';
import { LoginLimiter } from './login-limiter.js';

describe('LoginLimiter', () => {
  const make = (maxFailuresPerAddress?: number) => {
    const clock = { now: 1_000_000 };
    const paused: number[] = [];
    const limiter = new LoginLimiter(3, 10 * 60_000, () => clock.now, {
      maxFailuresPerAddress,
      pause: async (ms) => void paused.push(ms),
    });
    return { clock, limiter, paused };
  };

  it('blocks after maxFailures within the window, and tells the minutes left (rounded up)', () => {
    const { clock, limiter } = make();
    limiter.fail('ana', 'ip');
    limiter.fail('ana', 'ip');
    expect(limiter.blockedMinutes('ana', 'ip')).toBe(0);
    limiter.fail('ana', 'ip');
    expect(limiter.blockedMinutes('ana', 'ip')).toBe(10);
    clock.now += 4 * 60_000 + 1;
    expect(limiter.blockedMinutes('ana', 'ip')).toBe(6);
    clock.now += 5 * 60_000 + 59_000;
    expect(limiter.blockedMinutes('ana', 'ip')).toBe(1);
  });

  it('forgets failures older than the window', () => {
    const { clock, limiter } = make();
    limiter.fail('ana', 'ip');
    clock.now += 6 * 60_000;
    limiter.fail('ana', 'ip');
    limiter.fail('ana', 'ip');
    expect(limiter.blockedMinutes('ana', 'ip')).toBe(4);
    clock.now += 4 * 60_000;
    // the first failure left the window: 2 recent ones remain
    expect(limiter.blockedMinutes('ana', 'ip')).toBe(0);
  });

  it('usernames and addresses are independent below the address limit, and a success clears its pair', () => {
    const { limiter } = make();
    for (let i = 0; i < 3; i++) limiter.fail('ana', 'ip');
    limiter.fail('beto', 'ip');
    expect(limiter.blockedMinutes('ana', 'ip')).toBeGreaterThan(0);
    expect(limiter.blockedMinutes('beto', 'ip')).toBe(0);
    expect(limiter.blockedMinutes('ana', 'otra-ip')).toBe(0);
    limiter.succeed('ana', 'ip');
    expect(limiter.blockedMinutes('ana', 'ip')).toBe(0);
  });

  it('an address past its limit (20 × maxFailures by default) is slowed down, doubling, never blocked', async () => {
    const { clock, limiter, paused } = make();
    for (let i = 0; i < 59; i++) limiter.fail(`fantasma${i}`, 'ip');
    expect(limiter.slowdownMs('otro', 'ip')).toBe(0);
    limiter.fail('fantasma59', 'ip');
    // 60 failures: slowed from 0.5 s, doubling with each further failure, at most 16 s
    expect(limiter.slowdownMs('otro', 'ip')).toBe(500);
    limiter.fail('fantasma60', 'ip');
    expect(limiter.slowdownMs('otro', 'ip')).toBe(1000);
    for (let i = 0; i < 10; i++) limiter.fail(`fantasma-b${i}`, 'ip');
    expect(limiter.slowdownMs('otro', 'ip')).toBe(16_000);
    // never a block: no username is refused because of the address
    expect(limiter.blockedMinutes('otro', 'ip')).toBe(0);
    expect(limiter.blockedMinutes('ana', 'ip')).toBe(0);
    // other addresses are not slowed
    expect(limiter.slowdownMs('ana', 'otra-ip')).toBe(0);
    await limiter.slowDown('otro', 'ip');
    await limiter.slowDown('ana', 'otra-ip');
    expect(paused).toEqual([16_000]);
    clock.now += 10 * 60_000;
    expect(limiter.slowdownMs('otro', 'ip')).toBe(0);
  });

  it('a username that signed in from the address is not slowed there; a success does not reset the address', () => {
    const { clock, limiter } = make(4);
    limiter.succeed('ana', 'ip');
    for (let i = 0; i < 6; i++) limiter.fail(`fantasma${i}`, 'ip');
    expect(limiter.slowdownMs('ana', 'ip')).toBe(0);
    expect(limiter.slowdownMs('beto', 'ip')).toBeGreaterThan(0);
    limiter.succeed('beto', 'ip');
    expect(limiter.slowdownMs('beto', 'ip')).toBe(0);
    expect(limiter.slowdownMs('carla', 'ip')).toBeGreaterThan(0);
    // remembered for 12 hours
    clock.now += 12 * 60 * 60_000;
    for (let i = 0; i < 6; i++) limiter.fail(`fantasma${i}`, 'ip');
    expect(limiter.slowdownMs('ana', 'ip')).toBeGreaterThan(0);
  });
});
