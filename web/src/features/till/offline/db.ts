import Dexie, { type EntityTable } from 'dexie';
import type { RecordSaleBody, TillSnapshot } from '@lactea/contracts';
import { QUEUE_STORES, type QueueDb, type QueuedItem } from '../../../lib/offlineQueue/queue';

export type { QueueStatus } from '../../../lib/offlineQueue/queue';

/**
 * The offline till's IndexedDB (decision 0043, Dexie): the device, the snapshot it sells from and
 * the queue of sales not yet received by the server. One database per browser profile, shared by
 * every tab; the queue's key is the sale's Idempotency-Key, so a sale is never queued twice.
 */

/** A sale kept on this device: its body carries `offline` (device, moment, provisional number). */
export type QueuedSale = QueuedItem<RecordSaleBody & { offline: NonNullable<RecordSaleBody['offline']> }>;

export interface StoredSnapshot {
  id: 'snapshot';
  snapshot: TillSnapshot;
}

export type OfflineDb = QueueDb<QueuedSale['body']> & {
  snapshots: EntityTable<StoredSnapshot, 'id'>;
};

export const OFFLINE_DB_NAME = 'lactea-offline';

export function openOfflineDb(name = OFFLINE_DB_NAME): OfflineDb {
  const db = new Dexie(name) as OfflineDb;
  db.version(1).stores({ ...QUEUE_STORES, snapshots: 'id' });
  return db;
}

let shared: OfflineDb | null = null;
/** The browser's one database (opened on first use). */
export const offlineDb = (): OfflineDb => (shared ??= openOfflineDb());
