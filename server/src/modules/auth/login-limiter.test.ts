import { describe, expect, it } from 'vitest';
import { LoginLimiter } from './login-limiter.js';

describe('LoginLimiter', () => {
  const make = (perAddress?: number) => {
    const clock = { now: 1_000_000 };
    return { clock, limiter: new LoginLimiter(3, 10 * 60_000, () => clock.now, perAddress) };
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

  it('blocks an address trying many usernames once it reaches the per-address limit (4 × maxFailures by default)', () => {
    const { clock, limiter } = make();
    for (let i = 0; i < 11; i++) limiter.fail(`fantasma${i}`, 'ip');
    expect(limiter.blockedMinutes('otro', 'ip')).toBe(0);
    limiter.fail('fantasma11', 'ip');
    // every username from that address waits, a known one included; other addresses do not
    expect(limiter.blockedMinutes('otro', 'ip')).toBe(10);
    expect(limiter.blockedMinutes('ana', 'ip')).toBe(10);
    expect(limiter.blockedMinutes('ana', 'otra-ip')).toBe(0);
    // a success does not reset the address's count
    limiter.succeed('ana', 'ip');
    expect(limiter.blockedMinutes('ana', 'ip')).toBe(10);
    clock.now += 10 * 60_000;
    expect(limiter.blockedMinutes('ana', 'ip')).toBe(0);
  });

  it('takes an explicit per-address limit', () => {
    const { limiter } = make(2);
    limiter.fail('a', 'ip');
    limiter.fail('b', 'ip');
    expect(limiter.blockedMinutes('c', 'ip')).toBe(10);
  });
});
