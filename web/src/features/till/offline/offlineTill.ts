import type { RecordSaleBody } from '@lactea/contracts';
import { api, onReachability } from '../../../lib/api';
import { RECORD_TIMEOUT_MS } from '../tillApi';
import { getSession } from '../../../lib/session';
import { offlineDb, type QueuedSale } from './db';
import { loadDevice, nextProvisionalNumber, type Device } from './device';
import { countsOf, enqueue, listQueue, soldQuantities } from './queue';
import { SnapshotIndex } from './snapshotIndex';
import { parseSnapshot } from './snapshotParse';
import { getOfflineStatus, patchOfflineStatus } from './status';
import { sendQueued, SyncRunner, type PassResult } from './sync';

/**
 * The offline till's one shared state for this tab (decision 0043): the device, the snapshot's
 * index, what the queue sold, the sync runner. The till and the layout call these functions; the
 * banner reads status.ts. Nothing listens on import: startSync (the signed-in layout) subscribes to
 * lib/api's reachability and to the other tabs' queue changes, and its stop unsubscribes.
 */


let index: SnapshotIndex | null = null;
let sold: ReadonlyMap<number, number> = new Map();
let runner: SyncRunner | null = null;

/** Whether the last call got an answer: told by lib/api after every call while the sync runs. */
let lastReachable = true;
function heardOfServer(reachable: boolean) {
  const was = lastReachable;
  lastReachable = reachable;
  patchOfflineStatus({ reachable });
  if (reachable && !was) runner?.kick();
}

export const device = (): Promise<Device> => loadDevice(offlineDb());

/** The snapshot's index (null until one was stored on this device). */
export const snapshotIndex = () => index;
/** What this device's queue sold of each product: taken off the snapshot's stock. */
export const queueSold = () => sold;

/**
 * The other tabs of this browser hear of every change of the queue (a sale queued, sent, set aside,
 * loaded): their banner and offline stock follow at once instead of at their next sync pass.
 */
let channel: BroadcastChannel | null = null;
function listenToOtherTabs(): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const mine = new BroadcastChannel('lactea-queue');
  mine.onmessage = () => void refreshQueueState().catch(() => undefined);
  channel = mine;
  return () => {
    mine.close();
    if (channel === mine) channel = null;
  };
}
export const announceQueueChange = () => channel?.postMessage('changed');

/** Reads the queue again: counts for the banner and the guard, sold quantities for the stock. */
export async function refreshQueueState(queue?: QueuedSale[]): Promise<QueuedSale[]> {
  const q = queue ?? (await listQueue(offlineDb()));
  const c = countsOf(q);
  const me = getSession()?.user.id;
  sold = soldQuantities(q);
  const keys = q.map((s) => s.key);
  const same = keys.length === getOfflineStatus().queuedKeys.length && keys.every((k, i) => k === getOfflineStatus().queuedKeys[i]);
  patchOfflineStatus({ pending: c.pending, failed: c.failed, mine: q.filter((s) => s.user_id === me).length, ...(same ? {} : { queuedKeys: keys }) });
  return q;
}

/** The stored snapshot, indexed once (a reload offline sells from it). */
export async function loadStoredSnapshot(): Promise<SnapshotIndex | null> {
  if (index) return index;
  try {
    const row = await offlineDb().snapshots.get('snapshot');
    if (row && !index) setIndex(new SnapshotIndex(row.snapshot));
  } catch {
    // IndexedDB unavailable (a private window): the till sells online only
  }
  return index;
}

function setIndex(next: SnapshotIndex) {
  index = next;
  patchOfflineStatus({ snapshotTakenAt: next.snapshot.taken_at });
}

/**
 * `GET sale/till-snapshot`, stored and indexed. Any failure keeps the stored one (no answer, or a
 * server without the route yet: a 404 changes nothing and the till sells online as before).
 */
export async function refreshSnapshot(): Promise<void> {
  try {
    const snapshot = await parseSnapshot(await api.get<unknown>('sale/till-snapshot'));
    await offlineDb().snapshots.put({ id: 'snapshot', snapshot });
    setIndex(new SnapshotIndex(snapshot));
  } catch {
    await loadStoredSnapshot();
  }
}

/**
 * Keeps a sale the server could not be reached for: its key, its body with `offline` (device,
 * moment, provisional number) and its cashier. Answers the provisional number for the receipt.
 */
export async function queueSale(body: RecordSaleBody, key: string, now = new Date()): Promise<string> {
  const db = offlineDb();
  const session = getSession();
  if (!session) throw new Error('Sin sesión');
  const dev = await loadDevice(db);
  const provisional = await nextProvisionalNumber(db, dev);
  const offline = { device_id: dev.id, device_name: dev.name, sold_at: isoWithOffset(now), provisional_number: provisional };
  await enqueue(db, { key, body: { ...body, offline }, user_id: session.user.id, user_name: session.user.name }, now);
  await refreshQueueState();
  announceQueueChange();
  runner?.kick();
  return provisional;
}

/** '2026-11-25T14:32:05.120-04:00': the device's local time with its offset (the contract's sold_at). */
export function isoWithOffset(d: Date): string {
  const pad = (n: number, w = 2) => String(Math.abs(n)).padStart(w, '0');
  const off = -d.getTimezoneOffset();
  const sign = off >= 0 ? '+' : '-';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}.${pad(d.getMilliseconds(), 3)}${sign}${pad(Math.floor(Math.abs(off) / 60))}:${pad(Math.abs(off) % 60)}`;
}

const postSale = (body: RecordSaleBody, key: string) => api.post('sale/record-sale', body, { 'Idempotency-Key': key }, RECORD_TIMEOUT_MS);

/** The sale numbers the server gave the kept sales this tab sent, by key: the till's panel shows it. */
const sentSaleIds = new Map<string, number>();
export const sentSaleId = (key: string): number | undefined => sentSaleIds.get(key);
const sendAndRemember = sendQueued(postSale);
const sendKept = async (sale: QueuedSale) => {
  const answer = await sendAndRemember(sale);
  const id = (answer as { id?: unknown } | null)?.id;
  if (typeof id === 'number') sentSaleIds.set(sale.key, id);
  return answer;
};

/** How often an unchanged device status is reported again (the server's 'last heard of'). */
export const REPORT_HEARTBEAT_MS = 5 * 60_000;
let lastReport: { text: string; at: number } | null = null;
/**
 * A status is sent when it changed (a sale queued, sent or set aside, a rename), when the heartbeat
 * is due, and while the server is thought unreachable: the report is then the probe that finds it
 * back (the till's lookups read the snapshot until a call gets an answer).
 */
const reportDue = (body: object) =>
  !lastReachable || !lastReport || lastReport.text !== JSON.stringify(body) || Date.now() - lastReport.at >= REPORT_HEARTBEAT_MS;

/** The sync of this tab: started by the signed-in layout, stopped at sign-out. */
export function startSync(): () => void {
  runner?.stop();
  const db = offlineDb();
  const mine = new SyncRunner(
    {
      db,
      userId: () => getSession()?.user.id ?? null,
      send: sendKept,
      report: async (counts) => {
        const dev = await loadDevice(db);
        const body = { device_id: dev.id, device_name: dev.name, ...counts };
        if (!reportDue(body)) return;
        await api.post('sale/device-status', body);
        lastReport = { text: JSON.stringify(body), at: Date.now() };
      },
      onProgress: (queue) => {
        void refreshQueueState(queue);
        announceQueueChange();
      },
    },
    (result: PassResult | null, running: boolean) => {
      if (running) return patchOfflineStatus({ syncing: true });
      patchOfflineStatus({ syncing: false, signInNeeded: result?.end === 'auth' });
    },
  );
  runner = mine;
  onReachability(heardOfServer);
  const stopListening = listenToOtherTabs();
  patchOfflineStatus({ signInNeeded: false });
  void refreshQueueState().catch(() => undefined);
  mine.start();
  return () => {
    mine.stop();
    stopListening();
    if (runner === mine) {
      runner = null;
      onReachability(null);
    }
  };
}

/** Another pass now ('Reintentar', a file loaded). */
export const kickSync = () => runner?.kick();

/** Sales of this user still in the queue (pending or set aside): the sign-out guard's count. */
export async function queuedSalesOf(userId: number): Promise<number> {
  try {
    return await offlineDb().queue.where('user_id').equals(userId).count();
  } catch {
    return 0; // IndexedDB unavailable: nothing could have been queued
  }
}
