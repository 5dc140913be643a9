import { useSyncExternalStore } from 'react';
import { deliveredQuantityOf, deliveryStateOf, type DeliverBody, type DeliveryAnswer, type LoadDetail, type LoadRow, type Paged } from '@lactea/contracts';
import { OfflineOutbox, serverOrKept, type OutboxStatus, type Submitted } from '../../../lib/offlineQueue/outbox';
import { getSession } from '../../../lib/session';
import { deliver, fetchLoad, fetchLoads } from '../loadsApi';
import { deliveriesDb, type DeliveriesDb, type QueuedDelivery, type StoredSheet } from './deliveriesDb';

/** What ENTREGAS' banner reads about this phone: its kept deliveries. */
export type DeliveriesOfflineStatus = OutboxStatus<DeliverBody>;

/** A load sheet as the phone shows it: the server's (or the kept one), its kept deliveries marked. */
export type PhoneSheet = LoadDetail & {
  /** The orders whose delivery is kept on the phone, not yet received by the server. */
  kept: number[];
};

/** No answer within this time is taken as no network: the delivery is kept instead of waiting. */
export const DELIVERY_SEND_TIMEOUT_MS = 15_000;

/**
 * ENTREGAS with no network (PEDIDOS' way, its own data): the day's sheets are read from the
 * server and kept on the phone, and read from there when the server does not answer; 'Confirmar
 * entrega' with no answer keeps load/deliver's body in the phone's outbox under the key the form
 * made, and the sync (started by the signed-in layout, on every screen) sends it once the server
 * answers again: a resend under the same key is answered with the same sale, so a delivery is
 * recorded exactly once. Until then the sheet shows that client as delivered, from the kept body.
 */
export class OfflineDeliveries {
  readonly outbox: OfflineOutbox<DeliverBody, DeliveryAnswer>;

  constructor(private readonly db: () => DeliveriesDb = deliveriesDb) {
    this.outbox = new OfflineOutbox({ db, lock: 'lactea-deliveries-sync', send: (body, key) => deliver(body, key, DELIVERY_SEND_TIMEOUT_MS) });
  }

  getStatus = (): DeliveriesOfflineStatus => this.outbox.getStatus();
  subscribe = (listener: () => void): (() => void) => this.outbox.subscribe(listener);

  /** load/list of a delivery date; with no answer, the one kept on the phone. */
  sheets = (date: string, signal?: AbortSignal): Promise<Paged<LoadRow>> =>
    serverOrKept(
      this.outbox,
      async () => this.keep(`list:${date}`, date, await fetchLoads(date, signal)),
      () => this.kept<Paged<LoadRow>>(`list:${date}`),
    );

  /** load/detail; with no answer, the one kept on the phone; either with this phone's kept deliveries marked. */
  sheet = async (id: number, signal?: AbortSignal): Promise<PhoneSheet> => {
    const sheet = await serverOrKept(
      this.outbox,
      async () => {
        const detail = await fetchLoad(id, signal);
        return this.keep(`load:${id}`, detail.delivery_date, detail);
      },
      () => this.kept<LoadDetail>(`load:${id}`),
    );
    return withKeptDeliveries(sheet, await this.outbox.mine().catch(() => []));
  };

  /** load/deliver with its key; with no answer the delivery is kept on the phone, to be sent by the sync. */
  deliver = (body: DeliverBody, key: string, now = new Date()): Promise<Submitted<DeliveryAnswer>> => this.outbox.submit(body, key, now);

  retry = (key: string, body?: DeliverBody) => this.outbox.retry(key, body);
  discard = (key: string) => this.outbox.discard(key);

  /** The sync of the kept deliveries, from every signed-in screen (AppLayout): the answer stops it. */
  start = (): (() => void) => this.outbox.start();
  /** The running sync pass (the tests await it). */
  settled = (): Promise<void> => this.outbox.settled();

  /** Keeps a server's answer for this user (a new day's list drops the other days'); a failing IndexedDB only loses the copy. */
  private async keep<T extends StoredSheet['value']>(key: string, day: string, value: T): Promise<T> {
    const session = getSession();
    if (!session) return value;
    const db = this.db();
    await db
      .transaction('rw', db.sheets, async () => {
        if (key.startsWith('list:')) await db.sheets.filter((s) => s.day !== day).delete();
        await db.sheets.put({ key, user_id: session.user.id, day, value });
      })
      .catch(() => undefined);
    return value;
  }

  private async kept<T extends StoredSheet['value']>(key: string): Promise<T | undefined> {
    const row = await this.db().sheets.get(key).catch(() => undefined);
    return row && row.user_id === getSession()?.user.id ? (row.value as T) : undefined;
  }
}

/**
 * The sheet with the deliveries kept on the phone applied: an order the server still has 'cargado'
 * whose delivery waits in the queue reads as the phone confirmed it (its state by the quantities
 * kept, a line left out delivered whole, as the server will do).
 */
export function withKeptDeliveries(sheet: LoadDetail, queue: readonly QueuedDelivery[]): PhoneSheet {
  const waiting = new Map(queue.filter((d) => d.status === 'pendiente' && d.body.load_id === sheet.id).map((d) => [d.body.order_id, d.body]));
  const kept: number[] = [];
  const clients = sheet.clients.map((order) => {
    const body = waiting.get(order.order_id);
    if (!body || order.state !== 'cargado') return order;
    kept.push(order.order_id);
    const delivered = deliveredQuantityOf(body);
    const lines = order.lines.map((l) => ({ ...l, delivered: delivered(l.line_id, l.quantity) }));
    return { ...order, lines, state: deliveryStateOf(lines.map((l) => ({ quantity: l.quantity, delivered: l.delivered }))) };
  });
  return { ...sheet, clients, kept };
}

let current: OfflineDeliveries | null = null;
/** This tab's ENTREGAS offline state (made on first use): the page, its form and the banner share it. */
export const offlineDeliveries = (): OfflineDeliveries => (current ??= new OfflineDeliveries());

/** The phone's kept deliveries sent from any signed-in screen (the layout's effect; its answer stops it). */
export const startDeliveriesSync = (): (() => void) => offlineDeliveries().start();

export const useDeliveriesOffline = (): DeliveriesOfflineStatus => {
  const d = offlineDeliveries();
  return useSyncExternalStore(d.subscribe, d.getStatus);
};
