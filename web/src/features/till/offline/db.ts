import Dexie, { type EntityTable } from 'dexie';
import type { RecordSaleBody, TillSnapshot } from '@lactea/contracts';

/**
 * The offline till's IndexedDB (decision 0043, Dexie): the device, the snapshot it sells from and
 * the queue of sales not yet received by the server. One database per browser profile, shared by
 * every tab; the queue's key is the sale's Idempotency-Key, so a sale is never queued twice.
 */

/** 'pendiente' waits to be sent; 'con error' was refused by the server and waits for a person. */
export type QueueStatus = 'pendiente' | 'con error';

export interface QueuedSale {
  /** The sale's Idempotency-Key, made when the sale started: the same on every resend. */
  key: string;
  /** The order of arrival in this queue: oldest first at sync. */
  seq: number;
  /** The record-sale body, its `offline` field included. */
  body: RecordSaleBody & { offline: NonNullable<RecordSaleBody['offline']> };
  /** The cashier who made it: only this user's session sends it. */
  user_id: number;
  user_name: string;
  /** When it was queued (ISO 8601). */
  created: string;
  status: QueueStatus;
  /** The server's Spanish message when it was set aside. */
  message: string | null;
}

export interface MetaRow {
  key: string;
  value: unknown;
}

export interface StoredSnapshot {
  id: 'snapshot';
  snapshot: TillSnapshot;
}

export type OfflineDb = Dexie & {
  queue: EntityTable<QueuedSale, 'key'>;
  meta: EntityTable<MetaRow, 'key'>;
  snapshots: EntityTable<StoredSnapshot, 'id'>;
};

export const OFFLINE_DB_NAME = 'lactea-offline';

export function openOfflineDb(name = OFFLINE_DB_NAME): OfflineDb {
  const db = new Dexie(name) as OfflineDb;
  db.version(1).stores({ queue: 'key, seq, status, user_id', meta: 'key', snapshots: 'id' });
  return db;
}

let shared: OfflineDb | null = null;
/** The browser's one database (opened on first use). */
export const offlineDb = (): OfflineDb => (shared ??= openOfflineDb());
