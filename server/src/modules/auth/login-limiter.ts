import type { FailureStore } from './login-stores.js';
import { MemoryFailureStore } from './login-stores.js';

export interface LoginLimiterOptions {
  /**
   * Failures from one address, across usernames, after which its attempts are slowed down
   * (never refused). Default 20 × maxFailures: every till of a shop shares one address and
   * several people mistype there in a day.
   */
  maxFailuresPerAddress?: number;
  /** The first slowed attempt waits this long; each further failure doubles it, up to `slowdownCapMs`. */
  slowdownBaseMs?: number;
  slowdownCapMs?: number;
  /** A username that signed in from an address within this time is not slowed down there. */
  knownForMs?: number;
  /** How a slowed attempt waits (tests record instead of waiting). */
  pause?: (ms: number) => Promise<void>;
  /** Where failures are counted: this process's memory (default, PGlite) or a PostgreSQL table. */
  store?: FailureStore;
}

/**
 * Failed logins, counted per (username, address) and per address across usernames.
 *
 * - Per username: after `maxFailures` for one username from one address within `windowMs`,
 *   further attempts for it are refused (429) until the window passes, even with the right
 *   password: that user is the one under attack, and a refused attempt costs no scrypt.
 * - Per address: a block there locked out the whole shop (all tills share its address) for 15
 *   minutes after 20 failures. Now an address past `maxFailuresPerAddress` failures is only
 *   slowed down: each attempt waits `slowdownBaseMs` doubled per failure beyond the limit, at
 *   most `slowdownCapMs`, before its password is checked, so trying many usernames gets a try
 *   every few seconds at best, while a right password still signs in. A username that signed
 *   in from that address recently (a cashier of that till) is not slowed at all.
 *
 * The counts live in a store: in memory with PGlite (one process; a restart forgives), in a
 * PostgreSQL table with PostgreSQL, so the limit holds across processes and restarts (decision 0039).
 */
export class LoginLimiter {
  private readonly maxFailuresPerAddress: number;
  private readonly slowdownBaseMs: number;
  private readonly slowdownCapMs: number;
  readonly knownForMs: number;
  private readonly pause: (ms: number) => Promise<void>;
  readonly store: FailureStore;

  constructor(
    private readonly maxFailures: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
    opts: LoginLimiterOptions = {},
  ) {
    this.maxFailuresPerAddress = opts.maxFailuresPerAddress ?? 20 * maxFailures;
    this.slowdownBaseMs = opts.slowdownBaseMs ?? 500;
    this.slowdownCapMs = opts.slowdownCapMs ?? 16_000;
    this.knownForMs = opts.knownForMs ?? 12 * 60 * 60_000;
    this.pause = opts.pause ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    this.store = opts.store ?? new MemoryFailureStore();
  }

  /** Minutes this username must wait at this address, or 0 when it may try. `username` comes folded. */
  async blockedMinutes(username: string, address: string): Promise<number> {
    // The oldest failure that still keeps the count at the limit decides when the next try is allowed.
    const decisive = await this.store.nthNewest(userKey(username, address), this.since(), this.maxFailures);
    if (decisive === undefined) return 0;
    return Math.max(1, Math.ceil((decisive + this.windowMs - this.now()) / 60_000));
  }

  /** How long this attempt must wait before its password is checked (0 below the address limit). */
  async slowdownMs(username: string, address: string): Promise<number> {
    const beyond = (await this.store.count(addressKey(address), this.since())) - this.maxFailuresPerAddress;
    if (beyond < 0) return 0;
    const lastSignIn = await this.store.signedInAt(userKey(username, address));
    if (lastSignIn !== undefined && lastSignIn > this.now() - this.knownForMs) return 0;
    return Math.min(this.slowdownCapMs, this.slowdownBaseMs * 2 ** Math.min(beyond, 30));
  }

  /** Waits the attempt's slowdown, if any. */
  async slowDown(username: string, address: string): Promise<void> {
    const ms = await this.slowdownMs(username, address);
    if (ms > 0) await this.pause(ms);
  }

  fail(username: string, address: string): Promise<void> {
    return this.store.add([userKey(username, address), addressKey(address)], this.now(), this.since());
  }

  /**
   * Forgives this username's failures from this address and remembers it signed in there. The
   * address's count stays: one known password must not reset the budget for guessing the others.
   */
  succeed(username: string, address: string): Promise<void> {
    return this.store.signedIn(userKey(username, address), this.now());
  }

  /** Drops failures older than the window and sign-ins older than `knownForMs`. */
  prune(): Promise<void> {
    return this.store.prune(this.since(), this.now() - this.knownForMs);
  }

  private since(): number {
    return this.now() - this.windowMs;
  }
}

// An address never contains '|' and comes last, so a key names one (username, address) pair; the
// prefixes keep the per-user and per-address counts apart.
const userKey = (username: string, address: string) => `u|${username}|${address}`;
const addressKey = (address: string) => `a|${address}`;
