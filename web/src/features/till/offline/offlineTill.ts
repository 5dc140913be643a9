import type { RecordSaleBody } from '@lactea/contracts';
import { api, onReachability } from '../../../lib/api';
import { RECORD_TIMEOUT_MS } from '../tillApi';
import { getSession } from '../../../lib/session';
import { offlineDb, type OfflineDb, type QueuedSale } from './db';
import { loadDevice, nextProvisionalNumber, type Device } from './device';
import { countsOf, enqueue, listQueue, soldQuantities } from './queue';
import { SnapshotIndex } from './snapshotIndex';
import { parseSnapshot } from './snapshotParse';
import { followBrowserOnline, getOfflineStatus, patchOfflineStatus } from './status';
import { sendQueued, SyncRunner, type PassResult } from './sync';

/** How often an unchanged device status is reported again (the server's 'last heard of'). */
export const REPORT_HEARTBEAT_MS = 5 * 60_000;

const postSale = (body: RecordSaleBody, key: string) => api.post('sale/record-sale', body, { 'Idempotency-Key': key }, RECORD_TIMEOUT_MS);
const sendAndRemember = sendQueued(postSale);

/**
 * The offline till of one tab (decision 0043): the snapshot's index, what the queue sold, the sale
 * numbers of the kept sales it sent, the sync runner. Making one does nothing; `start()` (the
 * signed-in layout, through startSync) subscribes to lib/api's reachability, the browser's
 * online/offline events and the other tabs' queue changes, and starts the sync; its stop lets go
 * of all of them. The banner reads status.ts, which it keeps up to date.
 */
export class OfflineTill {
  private index: SnapshotIndex | null = null;
  /** The one read of the stored snapshot (`loadStoredSnapshot`). */
  private storedRead: Promise<void> | null = null;
  private queued: QueuedSale[] = [];
  /** What the queue sold, worked out again when the queue or the snapshot (a crate's units) changes. */
  private sold: ReadonlyMap<number, number> | null = null;
  private runner: SyncRunner | null = null;
  private channel: BroadcastChannel | null = null;
  /** Whether the last call got an answer: told by lib/api after every call while the sync runs. */
  private lastReachable = true;
  private lastReport: { text: string; at: number } | null = null;
  private readonly sentSaleIds = new Map<string, number>();

  constructor(private readonly db: () => OfflineDb = offlineDb) {}

  device = (): Promise<Device> => loadDevice(this.db());
  /** The snapshot's index (null until one was stored on this device). */
  snapshotIndex = (): SnapshotIndex | null => this.index;
  /** What this device's queue sold of each product (in its unit, a crate's units counted): taken off the snapshot's stock. */
  queueSold = (): ReadonlyMap<number, number> => (this.sold ??= soldQuantities(this.queued, (id) => this.index?.presentationUnits(id)));
  /** The sale number the server gave a kept sale this tab sent: the till's panel shows it. */
  sentSaleId = (key: string): number | undefined => this.sentSaleIds.get(key);
  /**
   * After this tab changed the queue (a sale queued, retried, a file loaded): its banner and stock
   * follow, the other tabs hear of it (theirs follow at once), and a sync pass starts now.
   */
  queueChanged = async (): Promise<void> => {
    await this.refreshQueueState();
    this.announceQueueChange();
    this.runner?.kick();
  };

  /** Reads the queue again: counts for the banner and the guard, sold quantities for the stock. */
  refreshQueueState = async (queue?: QueuedSale[]): Promise<QueuedSale[]> => {
    const q = queue ?? (await listQueue(this.db()));
    const c = countsOf(q);
    const me = getSession()?.user.id;
    this.queued = q;
    this.sold = null;
    const keys = q.map((s) => s.key);
    const known = getOfflineStatus().queuedKeys;
    const same = keys.length === known.length && keys.every((k, i) => k === known[i]);
    patchOfflineStatus({ pending: c.pending, failed: c.failed, mine: q.filter((s) => s.user_id === me).length, ...(same ? {} : { queuedKeys: keys }) });
    return q;
  };

  /**
   * The stored snapshot, indexed once (a reload offline sells from it). Read from IndexedDB once per
   * tab: every scan asks for it, and a device with none stored yet would read the store at each scan
   * (~10 ms) until its first refresh.
   */
  loadStoredSnapshot = async (): Promise<SnapshotIndex | null> => {
    if (this.index) return this.index;
    this.storedRead ??= (async () => {
      try {
        const row = await this.db().snapshots.get('snapshot');
        if (row && !this.index) this.setIndex(new SnapshotIndex(row.snapshot));
      } catch {
        // IndexedDB unavailable (a private window): the till sells online only
      }
    })();
    await this.storedRead;
    return this.index;
  };

  /**
   * `GET sale/till-snapshot`, stored and indexed. Any failure keeps the stored one (no answer, or a
   * server without the route yet: a 404 changes nothing and the till sells online as before).
   */
  refreshSnapshot = async (): Promise<void> => {
    try {
      const snapshot = await parseSnapshot(await api.get<unknown>('sale/till-snapshot'));
      await this.db().snapshots.put({ id: 'snapshot', snapshot });
      this.setIndex(new SnapshotIndex(snapshot));
    } catch {
      await this.loadStoredSnapshot();
    }
  };

  /**
   * Keeps a sale the server could not be reached for: its key, its body with `offline` (device,
   * moment, provisional number) and its cashier. Answers the provisional number for the receipt.
   */
  queueSale = async (body: RecordSaleBody, key: string, now = new Date()): Promise<string> => {
    const db = this.db();
    const session = getSession();
    if (!session) throw new Error('Sin sesión');
    const dev = await loadDevice(db);
    const provisional = await nextProvisionalNumber(db, dev);
    const offline = { device_id: dev.id, device_name: dev.name, sold_at: isoWithOffset(now), provisional_number: provisional };
    await enqueue(db, { key, body: { ...body, offline }, user_id: session.user.id, user_name: session.user.name }, now);
    await this.queueChanged();
    return provisional;
  };

  /** The sync of this tab: started by the signed-in layout, stopped at sign-out. */
  start(): () => void {
    this.runner?.stop();
    const db = this.db();
    const mine = new SyncRunner(
      {
        db,
        userId: () => getSession()?.user.id ?? null,
        send: this.sendKept,
        report: async (counts) => {
          const dev = await loadDevice(db);
          const body = { device_id: dev.id, device_name: dev.name, ...counts };
          if (!this.reportDue(body)) return;
          await api.post('sale/device-status', body);
          this.lastReport = { text: JSON.stringify(body), at: Date.now() };
        },
        onProgress: (queue) => {
          void this.refreshQueueState(queue);
          this.announceQueueChange();
        },
      },
      (result: PassResult | null, running: boolean) => {
        if (running) return patchOfflineStatus({ syncing: true });
        patchOfflineStatus({ syncing: false, signInNeeded: result?.end === 'auth' });
      },
    );
    this.runner = mine;
    onReachability(this.heardOfServer);
    const stopFollowing = followBrowserOnline();
    const stopListening = this.listenToOtherTabs();
    patchOfflineStatus({ signInNeeded: false });
    void this.refreshQueueState().catch(() => undefined);
    mine.start();
    return () => {
      mine.stop();
      stopListening();
      stopFollowing();
      if (this.runner === mine) {
        this.runner = null;
        onReachability(null);
      }
    };
  }

  private announceQueueChange(): void {
    this.channel?.postMessage('changed');
  }

  private setIndex(next: SnapshotIndex) {
    this.index = next;
    this.sold = null;
    patchOfflineStatus({ snapshotTakenAt: next.snapshot.taken_at });
  }

  private heardOfServer = (reachable: boolean) => {
    const was = this.lastReachable;
    this.lastReachable = reachable;
    patchOfflineStatus({ reachable });
    if (reachable && !was) this.runner?.kick();
  };

  private listenToOtherTabs(): () => void {
    if (typeof BroadcastChannel === 'undefined') return () => undefined;
    const mine = new BroadcastChannel('lactea-queue');
    mine.onmessage = () => void this.refreshQueueState().catch(() => undefined);
    this.channel = mine;
    return () => {
      mine.close();
      if (this.channel === mine) this.channel = null;
    };
  }

  private sendKept = async (sale: QueuedSale) => {
    const answer = await sendAndRemember(sale);
    const id = (answer as { id?: unknown } | null)?.id;
    if (typeof id === 'number') this.sentSaleIds.set(sale.key, id);
    return answer;
  };

  /**
   * A status is sent when it changed (a sale queued, sent or set aside, a rename), when the heartbeat
   * is due, and while the server is thought unreachable: the report is then the probe that finds it
   * back (the till's lookups read the snapshot until a call gets an answer).
   */
  private reportDue(body: object): boolean {
    const last = this.lastReport;
    return !this.lastReachable || !last || last.text !== JSON.stringify(body) || Date.now() - last.at >= REPORT_HEARTBEAT_MS;
  }
}

/** A fresh offline till (tests make their own, on their own database). */
export const createOfflineTill = (db?: () => OfflineDb): OfflineTill => new OfflineTill(db);

let current: OfflineTill | null = null;
/** This tab's offline till, made on first use: the till, its lookups and the layout share it. */
export const offlineTill = (): OfflineTill => (current ??= createOfflineTill());

/** The sync of this tab: the signed-in layout starts it and stops it at sign-out. */
export const startSync = (): (() => void) => offlineTill().start();

/** '2026-11-25T14:32:05.120-04:00': the device's local time with its offset (the contract's sold_at). */
export function isoWithOffset(d: Date): string {
  const pad = (n: number, w = 2) => String(Math.abs(n)).padStart(w, '0');
  const off = -d.getTimezoneOffset();
  const sign = off >= 0 ? '+' : '-';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}.${pad(d.getMilliseconds(), 3)}${sign}${pad(Math.floor(Math.abs(off) / 60))}:${pad(Math.abs(off) % 60)}`;
}

/** Sales of this user still in the queue (pending or set aside): the sign-out guard's count. */
export async function queuedSalesOf(userId: number): Promise<number> {
  try {
    return await offlineDb().queue.where('user_id').equals(userId).count();
  } catch {
    return 0; // IndexedDB unavailable: nothing could have been queued
  }
}
