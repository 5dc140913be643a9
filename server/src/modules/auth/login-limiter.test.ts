import { describe, expect, it } from 'vitest';
import { LoginLimiter } from './login-limiter.js';

describe('LoginLimiter', () => {
  const make = () => {
    const clock = { now: 1_000_000 };
    return { clock, limiter: new LoginLimiter(3, 10 * 60_000, () => clock.now) };
  };

  it('blocks after maxFailures within the window, and tells the minutes left (rounded up)', () => {
    const { clock, limiter } = make();
    limiter.fail('k');
    limiter.fail('k');
    expect(limiter.blockedMinutes('k')).toBe(0);
    limiter.fail('k');
    expect(limiter.blockedMinutes('k')).toBe(10);
    clock.now += 4 * 60_000 + 1;
    expect(limiter.blockedMinutes('k')).toBe(6);
    clock.now += 5 * 60_000 + 59_000;
    expect(limiter.blockedMinutes('k')).toBe(1);
  });

  it('forgets failures older than the window', () => {
    const { clock, limiter } = make();
    limiter.fail('k');
    clock.now += 6 * 60_000;
    limiter.fail('k');
    limiter.fail('k');
    expect(limiter.blockedMinutes('k')).toBe(4);
    clock.now += 4 * 60_000;
    // the first failure left the window: 2 recent ones remain
    expect(limiter.blockedMinutes('k')).toBe(0);
  });

  it('keys are independent and a success clears its key', () => {
    const { limiter } = make();
    for (let i = 0; i < 3; i++) limiter.fail('a');
    limiter.fail('b');
    expect(limiter.blockedMinutes('a')).toBeGreaterThan(0);
    expect(limiter.blockedMinutes('b')).toBe(0);
    limiter.succeed('a');
    expect(limiter.blockedMinutes('a')).toBe(0);
  });
});
