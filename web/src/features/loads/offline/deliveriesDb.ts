import Dexie, { type EntityTable } from 'dexie';
import type { DeliverBody, LoadDetail, LoadRow, Paged } from '@lactea/contracts';
import { QUEUE_STORES, type QueueDb, type QueuedItem } from '../../../lib/offlineQueue/queue';

/**
 * ENTREGAS' IndexedDB on the phone (PEDIDOS' idea, its own database): the deliveries not yet
 * received by the server, keyed by their Idempotency-Key, and the day's load sheets as the server
 * last answered them, read with no network.
 */

/** A delivery kept on the phone: load/deliver's body exactly as it will be sent, under its key. */
export type QueuedDelivery = QueuedItem<DeliverBody>;

/** A kept answer: 'list:<date>' (load/list of that delivery date) or 'load:<id>' (load/detail). */
export interface StoredSheet {
  key: string;
  /** Whose answer it is: another user signed in on the phone does not read it. */
  user_id: number;
  /** The delivery date it is about: a new day's list drops the other days' answers. */
  day: string;
  value: Paged<LoadRow> | LoadDetail;
}

export type DeliveriesDb = QueueDb<DeliverBody> & {
  sheets: EntityTable<StoredSheet, 'key'>;
};

export const DELIVERIES_DB_NAME = 'lactea-deliveries';

export function openDeliveriesDb(name = DELIVERIES_DB_NAME): DeliveriesDb {
  const db = new Dexie(name) as DeliveriesDb;
  db.version(1).stores({ ...QUEUE_STORES, sheets: 'key' });
  return db;
}

let shared: DeliveriesDb | null = null;
/** The browser's one deliveries database (opened on first use). */
export const deliveriesDb = (): DeliveriesDb => (shared ??= openDeliveriesDb());
