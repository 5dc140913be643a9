import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../api';
import { enqueue, listQueue, QUEUE_STORES, retryQueued, type QueueDb, type QueuedItem } from './queue';
import { syncQueuePass } from './sync';
import { fakeLock } from './testLock';

/** Any body: the queue does not look inside it (the till keeps sales, the phone orders). */
type Body = { n: number };
let made = 0;
const dbs: QueueDb<Body>[] = [];
afterEach(async () => {
  for (const db of dbs.splice(0)) await db.delete();
});
function freshDb(): QueueDb<Body> {
  const db = new Dexie(`offline-queue-test-${++made}`) as QueueDb<Body>;
  db.version(1).stores(QUEUE_STORES);
  dbs.push(db);
  return db;
}
const item = (key: string, n: number, user = 7) => ({ key, body: { n }, user_id: user, user_name: 'Ana' });
const keys = (q: QueuedItem<Body>[]) => q.map((i) => `${i.key}:${i.status}`);


describe('lib/offlineQueue', () => {
  it('keeps one copy per key (the first), oldest first', async () => {
    const db = freshDb();
    await enqueue(db, item('a', 1));
    await enqueue(db, item('b', 2));
    await enqueue(db, item('a', 99));
    expect((await listQueue(db)).map((i) => [i.key, i.body.n, i.status])).toEqual([
      ['a', 1, 'pendiente'],
      ['b', 2, 'pendiente'],
    ]);
  });

  it("sends this user's items once each with their key; a 4xx is set aside and the next go on; no answer stops the pass and keeps the rest", async () => {
    const db = freshDb();
    for (const [k, n, user] of [['a', 1, 7], ['other', 2, 8], ['bad', 3, 7], ['c', 4, 7], ['d', 5, 7]] as const) await enqueue(db, item(k, n, user));
    const sent: string[] = [];
    let reachable = true;
    const send = async (i: QueuedItem<Body>) => {
      if (!reachable) throw new NetworkError();
      if (i.key === 'bad') throw new ApiError(400, ['No existe el cliente']);
      sent.push(i.key);
      if (i.key === 'c') reachable = false;
    };
    const deps = { db, userId: () => 7, send, withLock: fakeLock() };
    expect(await syncQueuePass(deps)).toEqual({ end: 'offline', sent: 2, setAside: 1 });
    expect(sent).toEqual(['a', 'c']);
    const left = await listQueue(db);
    expect(keys(left)).toEqual(['other:pendiente', 'bad:con error', 'd:pendiente']);
    expect(left[1].message).toBe('No existe el cliente');
    // Back online, two passes at once (two tabs) under the lock: 'd' is sent once; 'bad' waits for a person.
    reachable = true;
    await Promise.all([syncQueuePass(deps), syncQueuePass(deps)]);
    expect(sent).toEqual(['a', 'c', 'd']);
    await retryQueued(db, 'bad');
    expect(keys(await listQueue(db))).toEqual(['other:pendiente', 'bad:pendiente']);
  });
});
