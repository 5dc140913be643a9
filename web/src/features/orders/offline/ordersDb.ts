import Dexie, { type EntityTable } from 'dexie';
import type { AddOrderBody, OrderCatalogue } from '@lactea/contracts';
import { QUEUE_STORES, type QueueDb, type QueuedItem } from '../../../lib/offlineQueue/queue';

/**
 * PEDIDOS' IndexedDB on the phone (the offline till's idea, its own database): the orders not yet
 * received by the server, keyed by their Idempotency-Key, and the last order/catalogue answer the
 * preventista takes orders from with no network.
 */

/** An order kept on the phone: order/add's body exactly as it will be sent, under its key. */
export type QueuedOrder = QueuedItem<AddOrderBody>;

export interface StoredCatalogue {
  id: 'catalogue';
  /** Whose catalogue it is: another user signed in on the phone does not read it. */
  user_id: number;
  catalogue: OrderCatalogue;
}

export type OrdersDb = QueueDb<AddOrderBody> & {
  catalogue: EntityTable<StoredCatalogue, 'id'>;
};

export const ORDERS_DB_NAME = 'lactea-orders';

export function openOrdersDb(name = ORDERS_DB_NAME): OrdersDb {
  const db = new Dexie(name) as OrdersDb;
  db.version(1).stores({ ...QUEUE_STORES, catalogue: 'id' });
  return db;
}

let shared: OrdersDb | null = null;
/** The browser's one orders database (opened on first use). */
export const ordersDb = (): OrdersDb => (shared ??= openOrdersDb());
