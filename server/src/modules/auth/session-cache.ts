import type { SessionUser } from '@lactea/contracts';

interface Entry {
  user: SessionUser;
  sessionId: number;
  lastUsedAt: number;
  cachedAt: number;
}

/**
 * Valid sessions seen in the last few seconds, so a busy till's calls (a scan is one call) do not
 * each pay a database round trip to authenticate. Correct within this process: every revocation
 * (logout, disabling, new credentials, a category change) calls `forgetUser`/`forgetToken` after
 * its transaction commits, and a lookup that started before such a call may not store what it
 * read (generation check). Another process's changes are seen within TTL_MS at most.
 */
export class SessionCache {
  static readonly TTL_MS = 5_000;
  private entries = new Map<string, Entry>();
  private gen = 0;

  constructor(private readonly now: () => number = Date.now) {}

  get generation(): number {
    return this.gen;
  }

  get(hash: string): Entry | undefined {
    const e = this.entries.get(hash);
    if (e && this.now() - e.cachedAt > SessionCache.TTL_MS) {
      this.entries.delete(hash);
      return undefined;
    }
    return e;
  }

  set(hash: string, entry: Omit<Entry, 'cachedAt'>, readAtGeneration: number): void {
    if (readAtGeneration !== this.gen) return;
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
}
