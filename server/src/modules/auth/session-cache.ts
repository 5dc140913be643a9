import type { SessionUser } from '@lactea/contracts';

interface Entry {
  user: SessionUser;
  sessionId: number;
  lastUsedAt: number;
  cachedAt: number;
}

/**
 * Valid sessions seen in the last few seconds, so a busy till's calls (a scan is one call) do not
 * each pay a database round trip to authenticate. Every revocation (logout, disabling, new
 * credentials, a category change) calls `forgetUser`/`forgetToken` after its transaction commits,
 * and a lookup that started before such a call may not store what it read (generation check).
 *
 * Several processes on one PostgreSQL: the database announces every revocation (NOTIFY, decision
 * 0038) and each process's listener calls the same `forget…` methods, so a token revoked anywhere
 * is refused everywhere within milliseconds. The cache is trusted only while that listener is
 * connected (`connected(true)`): while it is down a revocation could go unheard, so every call
 * reads the database, and each (re)connection starts from an empty cache. PGlite has a single
 * process: there the cache is always on.
 */
export class SessionCache {
  static readonly TTL_MS = 5_000;
  private entries = new Map<string, Entry>();
  private gen = 0;
  private live: boolean;

  constructor(
    private readonly now: () => number = Date.now,
    opts: { live?: boolean } = {},
  ) {
    this.live = opts.live ?? true;
  }

  /** Whether the cache is in use (the revocation listener is connected, or PGlite). */
  get isLive(): boolean {
    return this.live;
  }

  get generation(): number {
    return this.gen;
  }

  get(hash: string): Entry | undefined {
    if (!this.live) return undefined;
    const e = this.entries.get(hash);
    if (e && this.now() - e.cachedAt > SessionCache.TTL_MS) {
      this.entries.delete(hash);
      return undefined;
    }
    return e;
  }

  set(hash: string, entry: Omit<Entry, 'cachedAt'>, readAtGeneration: number): void {
    if (!this.live || readAtGeneration !== this.gen) return;
    if (this.entries.size > 5_000) this.entries.clear();
    this.entries.set(hash, { ...entry, cachedAt: this.now() });
  }

  forgetToken(hash: string): void {
    this.gen++;
    this.entries.delete(hash);
  }

  forgetUser(userId: number): void {
    this.gen++;
    for (const [hash, e] of this.entries) if (e.user.id === userId) this.entries.delete(hash);
  }

  /** The revocation listener went up or down: either way nothing cached so far is trusted. */
  connected(live: boolean): void {
    this.gen++;
    this.entries.clear();
    this.live = live;
  }
}
