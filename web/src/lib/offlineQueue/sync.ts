import { ApiError } from '../api';
import { listQueue, removeQueued, setAside, type QueueDb, type QueuedItem } from './queue';

/**
 * Sends a device's queue (decision 0043): one pass at a time per device whatever the number of tabs
 * (the Web Locks API), oldest first, one request after the other, each with its own Idempotency-Key
 * — a resend after a lost answer is answered with the first result. A 4xx sets the request aside
 * with the server's message and the next ones go on; a 401 stops the pass and keeps the queue until
 * the user signs in again; no answer (or a 5xx) stops the pass: the runner tries again later.
 */

export const BACKOFF_FIRST_MS = 1000;
export const BACKOFF_MAX_MS = 60_000;
/** With nothing failing, the queue is looked at this often (a request queued by another tab). */
export const IDLE_CHECK_MS = 30_000;

export interface QueueSyncDeps<B> {
  db: QueueDb<B>;
  /** The signed-in user, or null: a request is sent only while its own user is signed in. */
  userId: () => number | null;
  /** The request with its key; throws ApiError on an error status, NetworkError on none. */
  send: (item: QueuedItem<B>) => Promise<unknown>;
  /** Runs `fn` holding the device's lock for this queue (navigator.locks; the tests pass their own). */
  withLock: <T>(fn: () => Promise<T>) => Promise<T>;
  /** After each request sent or set aside, and after the pass: the banner's counts follow. */
  onProgress?: (queue: QueuedItem<B>[]) => void;
  /** After the pass, with the queue left (the till reports it; a failure is ignored). */
  afterPass?: (queue: QueuedItem<B>[]) => Promise<unknown>;
}

/** How a pass ended: 'done' (nothing of this user left to send), 'offline' (no answer / 5xx), 'auth' (401). */
export type PassEnd = 'done' | 'offline' | 'auth';
export interface PassResult {
  end: PassEnd;
  sent: number;
  setAside: number;
}

/** Runs `fn` holding the named lock, through the Web Locks API where the browser has it (every current one in a secure context). */
export const namedLock =
  (name: string) =>
  <T>(fn: () => Promise<T>): Promise<T> => {
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    return locks ? (locks.request(name, fn) as Promise<T>) : fn();
  };

export async function syncQueuePass<B>(deps: QueueSyncDeps<B>): Promise<PassResult> {
  const result = await deps.withLock(() => sendQueue(deps));
  const queue = await listQueue(deps.db);
  deps.onProgress?.(queue);
  await deps.afterPass?.(queue).catch(() => undefined);
  return result;
}

async function sendQueue<B>(deps: QueueSyncDeps<B>): Promise<PassResult> {
  const result: PassResult = { end: 'done', sent: 0, setAside: 0 };
  // Read inside the lock: a pass another tab just ended removed what it sent.
  for (const item of await listQueue(deps.db)) {
    if (item.status !== 'pendiente' || item.user_id !== deps.userId()) continue;
    try {
      await deps.send(item);
      await removeQueued(deps.db, item.key);
      result.sent += 1;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return { ...result, end: 'auth' };
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
        await setAside(deps.db, item.key, error.messages.join(' · ') || `Error ${error.status}`);
        result.setAside += 1;
      } else {
        return { ...result, end: 'offline' };
      }
    }
    deps.onProgress?.(await listQueue(deps.db));
  }
  return result;
}

/** The next wait after a pass: 1 s doubling to 60 s while the server does not answer. */
export const nextBackoff = (current: number) => Math.min(BACKOFF_MAX_MS, current * 2);

/**
 * Runs passes: at start (page load), on the browser's `online` event, on `kick()` (a request
 * queued, a sign-in) and on a timer — the back-off while the server does not answer, IDLE_CHECK_MS
 * otherwise. A 401 waits for `kick()` (the user signed in again).
 */
export class QueueRunner {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private backoff = BACKOFF_FIRST_MS;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private readonly onOnline = () => this.kick();

  constructor(
    private readonly pass: () => Promise<PassResult>,
    private readonly onEnd: (result: PassResult | null, running: boolean) => void = () => undefined,
  ) {}

  start(): void {
    window.addEventListener('online', this.onOnline);
    this.kick();
  }

  stop(): void {
    this.stopped = true;
    window.removeEventListener('online', this.onOnline);
    if (this.timer) clearTimeout(this.timer);
  }

  /** A pass now (the back-off starts again unless the timer calls); while one runs, one more right after it. */
  kick(fresh = true): void {
    if (fresh) this.backoff = BACKOFF_FIRST_MS;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.run().finally(() => {
      this.running = null;
      if (this.again && !this.stopped) {
        this.again = false;
        this.kick();
      }
    });
  }

  /** The running pass (the tests await it). */
  settled(): Promise<void> {
    return this.running ?? Promise.resolve();
  }

  private async run(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.onEnd(null, true);
    let result: PassResult | null = null;
    try {
      result = await this.pass();
    } catch {
      result = { end: 'offline', sent: 0, setAside: 0 }; // IndexedDB unavailable for a moment: later
    }
    this.onEnd(result, false);
    if (this.stopped || result.end === 'auth') return;
    const wait = result.end === 'offline' ? this.backoff : IDLE_CHECK_MS;
    if (result.end === 'offline') this.backoff = nextBackoff(this.backoff);
    else this.backoff = BACKOFF_FIRST_MS;
    this.timer = setTimeout(() => this.kick(false), wait);
  }
}
