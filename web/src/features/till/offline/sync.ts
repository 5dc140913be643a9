import type { DeviceStatusBody, RecordSaleBody } from '@lactea/contracts';
import { ApiError } from '../../../lib/api';
import type { OfflineDb, QueuedSale } from './db';
import { countsOf, listQueue, removeQueued, setAside } from './queue';

/**
 * Sends the queue (decision 0043): one pass at a time per device whatever the number of tabs (the
 * Web Locks API), oldest first, one sale after the other, each with its own Idempotency-Key — a
 * resend after a lost answer is answered with the first sale. A 4xx sets the sale aside with the
 * server's message and the next ones go on; a 401 stops the pass and keeps the queue until the
 * cashier signs in again; no answer (or a 5xx) stops the pass: the runner tries again later.
 */

export const SYNC_LOCK = 'lactea-sync';
export const BACKOFF_FIRST_MS = 1000;
export const BACKOFF_MAX_MS = 60_000;
/** With nothing failing, the queue is looked at this often (a sale queued by another tab). */
export const IDLE_CHECK_MS = 30_000;

export interface SyncDeps {
  db: OfflineDb;
  /** The signed-in user, or null: a sale is sent only while its own cashier is signed in. */
  userId: () => number | null;
  /** record-sale with the sale's key; throws ApiError on an error status, NetworkError on none. */
  send: (sale: QueuedSale) => Promise<unknown>;
  /** POST sale/device-status after each pass (its failure is ignored). */
  report: (status: Omit<DeviceStatusBody, 'device_id' | 'device_name'>) => Promise<unknown>;
  /** Runs `fn` holding the device's sync lock (navigator.locks; the tests pass their own). */
  withLock?: <T>(fn: () => Promise<T>) => Promise<T>;
  /** After each sale sent or set aside: the banner's counts follow. */
  onProgress?: (queue: QueuedSale[]) => void;
}

/** How a pass ended: 'done' (nothing of this user left to send), 'offline' (no answer / 5xx), 'auth' (401). */
export type PassEnd = 'done' | 'offline' | 'auth';
export interface PassResult {
  end: PassEnd;
  sent: number;
  setAside: number;
}

/** The Web Locks API where the browser has it (every current one in a secure context). */
export function deviceLock<T>(fn: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? (locks.request(SYNC_LOCK, fn) as Promise<T>) : fn();
}

export async function syncPass(deps: SyncDeps): Promise<PassResult> {
  const result = await (deps.withLock ?? deviceLock)(() => sendQueue(deps));
  const queue = await listQueue(deps.db);
  deps.onProgress?.(queue);
  const c = countsOf(queue);
  await deps.report({ pending: c.pending, failed: c.failed, oldest_pending_at: c.oldestPendingAt }).catch(() => undefined);
  return result;
}

async function sendQueue(deps: SyncDeps): Promise<PassResult> {
  const result: PassResult = { end: 'done', sent: 0, setAside: 0 };
  // Read inside the lock: a pass another tab just ended removed what it sent.
  for (const sale of await listQueue(deps.db)) {
    if (sale.status !== 'pendiente' || sale.user_id !== deps.userId()) continue;
    try {
      await deps.send(sale);
      await removeQueued(deps.db, sale.key);
      result.sent += 1;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return { ...result, end: 'auth' };
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
        await setAside(deps.db, sale.key, error.messages.join(' · ') || `Error ${error.status}`);
        result.setAside += 1;
      } else {
        return { ...result, end: 'offline' };
      }
    }
    deps.onProgress?.(await listQueue(deps.db));
  }
  return result;
}

/**
 * A queued sale sent with its key. A 409 ('this key recorded another body') is what a sale whose
 * first, online attempt reached the server gets (its answer was lost): that body had no `offline`.
 * Sent again exactly as then, the server answers the first sale; it cannot record a new one, the
 * key being taken (a real clash answers 409 again and the sale is set aside).
 */
export const sendQueued =
  (post: (body: RecordSaleBody, key: string) => Promise<unknown>) =>
  async (sale: QueuedSale): Promise<unknown> => {
    try {
      return await post(sale.body, sale.key);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 409)) throw error;
      const { offline: _offline, ...firstAttempt } = sale.body;
      return post(firstAttempt, sale.key);
    }
  };

/** The next wait after a pass: 1 s doubling to 60 s while the server does not answer. */
export const nextBackoff = (current: number) => Math.min(BACKOFF_MAX_MS, current * 2);

/**
 * Runs passes: at start (page load), on the browser's `online` event, on `kick()` (a sale queued,
 * a sign-in) and on a timer — the back-off while the server does not answer, IDLE_CHECK_MS
 * otherwise. A 401 waits for `kick()` (the cashier signed in again).
 */
export class SyncRunner {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private backoff = BACKOFF_FIRST_MS;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private readonly onOnline = () => this.kick();

  constructor(
    private readonly deps: SyncDeps,
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
      result = await syncPass(this.deps);
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
