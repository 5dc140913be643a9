import type { DeviceStatusBody, RecordSaleBody } from '@lactea/contracts';
import { ApiError } from '../../../lib/api';
import { namedLock, QueueRunner, syncQueuePass, type PassResult } from '../../../lib/offlineQueue/sync';
import type { OfflineDb, QueuedSale } from './db';
import { countsOf } from './queue';

/**
 * Sends the till's sales (decision 0043) through lib/offlineQueue's pass (oldest first, each with
 * its own Idempotency-Key, a 4xx set aside, no answer tried again later) and reports the device's
 * queue to the server after each pass.
 */

export const SYNC_LOCK = 'lactea-sync';
export { BACKOFF_FIRST_MS, BACKOFF_MAX_MS, IDLE_CHECK_MS, nextBackoff, type PassEnd, type PassResult } from '../../../lib/offlineQueue/sync';

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

/** The till's lock: one pass at a time on this device, whatever the number of tabs. */
export const deviceLock = namedLock(SYNC_LOCK);

/** A pass over the sales' queue, then the device's status reported (its failure is ignored). */
export function syncPass(deps: SyncDeps): Promise<PassResult> {
  return syncQueuePass({
    ...deps,
    withLock: deps.withLock ?? deviceLock,
    afterPass: (queue) => {
      const c = countsOf(queue);
      return deps.report({ pending: c.pending, failed: c.failed, oldest_pending_at: c.oldestPendingAt });
    },
  });
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

/** Runs the till's passes (lib/offlineQueue's runner: at start, on `online`, on `kick()`, on a timer). */
export class SyncRunner extends QueueRunner {
  constructor(deps: SyncDeps, onEnd?: (result: PassResult | null, running: boolean) => void) {
    super(() => syncPass(deps), onEnd);
  }
}
