import Dexie, { type EntityTable } from 'dexie';

/**
 * A queue of requests kept on this device until the server receives them (the offline till's sales,
 * the phone's orders): an IndexedDB table whose key is the request's Idempotency-Key, made when the
 * request started, so one request is never queued twice and every resend carries the same key.
 */

/** 'pendiente' waits to be sent; 'con error' was refused by the server and waits for a person. */
export type QueueStatus = 'pendiente' | 'con error';

export interface QueuedItem<B> {
  /** The request's Idempotency-Key: the same on every resend. */
  key: string;
  /** The order of arrival in this queue: oldest first at sync. */
  seq: number;
  /** The request's body, sent as it was kept. */
  body: B;
  /** Who made it: only this user's session sends it. */
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

/** A database holding a queue: its items and a small key-value table (the queue's counter, the device). */
export type QueueDb<B> = Dexie & {
  queue: EntityTable<QueuedItem<B>, 'key'>;
  meta: EntityTable<MetaRow, 'key'>;
};

/** The two tables' Dexie schema, for a database's `stores()`. */
export const QUEUE_STORES = { queue: 'key, seq, status, user_id', meta: 'key' } as const;

const SEQ_KEY = 'queue-seq';

/** The next place in the queue, in the caller's read-write transaction on meta. */
export async function nextQueueSeq<B>(db: QueueDb<B>): Promise<number> {
  const row = await db.meta.get(SEQ_KEY);
  const next = (typeof row?.value === 'number' ? row.value : 0) + 1;
  await db.meta.put({ key: SEQ_KEY, value: next });
  return next;
}

export type NewQueuedItem<B> = Omit<QueuedItem<B>, 'seq' | 'status' | 'message' | 'created'>;

/** Keeps a request; a key already queued is left as it is (the first copy is the request). */
export function enqueue<B>(db: QueueDb<B>, item: NewQueuedItem<B>, now = new Date()): Promise<void> {
  return db.transaction('rw', db.queue, db.meta, async () => {
    if (await db.queue.get(item.key)) return;
    await db.queue.add({ ...item, seq: await nextQueueSeq(db), status: 'pendiente', message: null, created: now.toISOString() } as QueuedItem<B>);
  });
}

/** Every queued request, oldest first. */
export const listQueue = <B>(db: QueueDb<B>): Promise<QueuedItem<B>[]> => db.queue.orderBy('seq').toArray();

export const removeQueued = <B>(db: QueueDb<B>, key: string) => db.queue.delete(key);
/** Refused by the server: kept with its message, the requests after it go on. */
export const setAside = <B>(db: QueueDb<B>, key: string, message: string) => markQueued(db, key, 'con error', message);
/**
 * 'Reintentar': back in line, at its own place (its seq). `body`: the request amended by the person
 * (a credit confirmation): a refused request left nothing under its key, so the key stays.
 */
export const retryQueued = <B>(db: QueueDb<B>, key: string, body?: B) => markQueued(db, key, 'pendiente', null, body);

const markQueued = <B>(db: QueueDb<B>, key: string, status: QueueStatus, message: string | null, body?: B) =>
  db.queue.update(key, (item) => {
    item.status = status;
    item.message = message;
    if (body !== undefined) item.body = body;
  });
