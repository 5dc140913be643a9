/**
 * Failed logins, counted twice: per (username, address) and per address across usernames. After
 * `maxFailures` for one username from one address within `windowMs`, further attempts for it are
 * refused until the window passes, even with the right password, so guessing is slow. After
 * `maxFailuresPerAddress` from one address, whatever the usernames, that address is refused too:
 * trying many usernames (each one costs a scrypt) gets no further than trying one. The service asks
 * before it verifies any password, so a refused attempt costs no scrypt.
 * In memory: one process serves a shop; a restart forgives, which is acceptable here.
 */
export class LoginLimiter {
  private failures = new Map<string, number[]>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
    /**
     * Several people sign in from one till and mistype: four accounts' worth of failures (20 by
     * default) before the whole address waits. Behind a proxy set TRUST_PROXY, or every device
     * shares the proxy's address.
     */
    private readonly maxFailuresPerAddress: number = 4 * maxFailures,
  ) {}

  /** Minutes to wait, or 0 when the attempt may go ahead. `username` comes folded. */
  blockedMinutes(username: string, address: string): number {
    return Math.max(this.wait(userKey(username, address), this.maxFailures), this.wait(addressKey(address), this.maxFailuresPerAddress));
  }

  fail(username: string, address: string): void {
    for (const key of [userKey(username, address), addressKey(address)]) {
      const recent = this.recent(key);
      recent.push(this.now());
      this.failures.set(key, recent);
    }
    if (this.failures.size > 10_000) this.prune();
  }

  /**
   * Forgives this username's failures from this address. The address's count stays: one known
   * password must not reset the budget for guessing the others.
   */
  succeed(username: string, address: string): void {
    this.failures.delete(userKey(username, address));
  }

  private wait(key: string, max: number): number {
    const recent = this.recent(key);
    if (recent.length < max) return 0;
    // The oldest failure that still keeps the count at `max` decides when the next try is allowed.
    const unblocksAt = recent[recent.length - max] + this.windowMs;
    return Math.max(1, Math.ceil((unblocksAt - this.now()) / 60_000));
  }

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    return (this.failures.get(key) ?? []).filter((t) => t > since);
  }

  private prune(): void {
    for (const key of [...this.failures.keys()]) {
      if (this.recent(key).length === 0) this.failures.delete(key);
    }
  }
}

// An address never contains '|' and comes last, so a key names one (username, address) pair; the
// prefixes keep the per-user and per-address counts apart.
const userKey = (username: string, address: string) => `u|${username}|${address}`;
const addressKey = (address: string) => `a|${address}`;
