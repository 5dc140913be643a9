import { and, count, desc, eq, gt, inArray, lte } from 'drizzle-orm';
import { loginFailures, loginSignIns } from '../../db/schema/index.js';
import type { Db } from '../../db/types.js';

/** Where the login limiter keeps its failures and sign-ins; times are epoch milliseconds. */
export interface FailureStore {
  /** Failures of `key` after `since`. */
  count(key: string, since: number): Promise<number>;
  /** The time of the n-th newest failure of `key` after `since`, if there are that many. */
  nthNewest(key: string, since: number, n: number): Promise<number | undefined>;
  /** One failure at `at` for each key; failures of these keys up to `since` may be dropped. */
  add(keys: string[], at: number, since: number): Promise<void>;
  /** `key` signed in at `at`: its failures are forgiven. */
  signedIn(key: string, at: number): Promise<void>;
  signedInAt(key: string): Promise<number | undefined>;
  prune(failuresSince: number, signInsSince: number): Promise<void>;
}

/** One process's memory: PGlite (one process per data folder). */
export class MemoryFailureStore implements FailureStore {
  private failures = new Map<string, number[]>();
  private signIns = new Map<string, number>();

  async count(key: string, since: number): Promise<number> {
    return this.recent(key, since).length;
  }

  async nthNewest(key: string, since: number, n: number): Promise<number | undefined> {
    const recent = this.recent(key, since);
    return recent.length >= n ? recent[recent.length - n] : undefined;
  }

  async add(keys: string[], at: number, since: number): Promise<void> {
    for (const key of keys) this.failures.set(key, [...this.recent(key, since), at]);
    if (this.failures.size > 10_000) await this.prune(since, -Infinity);
  }

  async signedIn(key: string, at: number): Promise<void> {
    this.failures.delete(key);
    this.signIns.set(key, at);
    if (this.signIns.size > 10_000) await this.prune(-Infinity, at - 12 * 60 * 60_000);
  }

  async signedInAt(key: string): Promise<number | undefined> {
    return this.signIns.get(key);
  }

  async prune(failuresSince: number, signInsSince: number): Promise<void> {
    for (const key of [...this.failures.keys()]) if (this.recent(key, failuresSince).length === 0) this.failures.delete(key);
    for (const [key, at] of [...this.signIns]) if (at <= signInsSince) this.signIns.delete(key);
  }

  private recent(key: string, since: number): number[] {
    return (this.failures.get(key) ?? []).filter((t) => t > since);
  }
}

/**
 * Tables shared by every process on one PostgreSQL (decision 0039): five failures spread over
 * three processes are five, and a restart forgives nothing. Times come from the processes' clock
 * (the same machine or NTP-synchronised ones), as with the memory store.
 */
export class TableFailureStore implements FailureStore {
  constructor(private readonly db: Db) {}

  async count(key: string, since: number): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(loginFailures).where(and(eq(loginFailures.key, key), gt(loginFailures.at, new Date(since))));
    return Number(row.n);
  }

  async nthNewest(key: string, since: number, n: number): Promise<number | undefined> {
    const [row] = await this.db
      .select({ at: loginFailures.at })
      .from(loginFailures)
      .where(and(eq(loginFailures.key, key), gt(loginFailures.at, new Date(since))))
      .orderBy(desc(loginFailures.at))
      .offset(n - 1)
      .limit(1);
    return row?.at.getTime();
  }

  async add(keys: string[], at: number, since: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.delete(loginFailures).where(and(inArray(loginFailures.key, keys), lte(loginFailures.at, new Date(since))));
      await tx.insert(loginFailures).values(keys.map((key) => ({ key, at: new Date(at) })));
    });
  }

  async signedIn(key: string, at: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.delete(loginFailures).where(eq(loginFailures.key, key));
      await tx
        .insert(loginSignIns)
        .values({ key, at: new Date(at) })
        .onConflictDoUpdate({ target: loginSignIns.key, set: { at: new Date(at) } });
    });
  }

  async signedInAt(key: string): Promise<number | undefined> {
    const [row] = await this.db.select({ at: loginSignIns.at }).from(loginSignIns).where(eq(loginSignIns.key, key));
    return row?.at.getTime();
  }

  async prune(failuresSince: number, signInsSince: number): Promise<void> {
    await this.db.delete(loginFailures).where(lte(loginFailures.at, new Date(failuresSince)));
    await this.db.delete(loginSignIns).where(lte(loginSignIns.at, new Date(signInsSince)));
  }
}
