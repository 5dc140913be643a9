import { useSyncExternalStore } from 'react';
import { orderCatalogueSchema, type AddOrderBody, type Order, type OrderCatalogue, type OrderClient, type OrderProduct, type OrderVisited, type RouteDay } from '@lactea/contracts';
import { api, NetworkError } from '../../../lib/api';
import { enqueue, listQueue, removeQueued, retryQueued } from '../../../lib/offlineQueue/queue';
import { namedLock, QueueRunner, syncQueuePass, type PassResult } from '../../../lib/offlineQueue/sync';
import { getSession } from '../../../lib/session';
import { addOrder, fetchOrderClient, fetchRouteDay, fetchVisited, findOrderProducts } from '../ordersApi';
import { findInCatalogue } from './catalogueSearch';
import { ordersDb, type OrdersDb, type QueuedOrder } from './ordersDb';

/** What PEDIDOS' banner reads about this phone. */
export interface OrdersOfflineStatus {
  /** The browser says it has no network, or the last call got no answer. */
  offline: boolean;
  /** Orders waiting on the phone to be sent. */
  pending: number;
  /** Orders the server refused at sync, with its message: they wait for the preventista. */
  setAside: readonly QueuedOrder[];
  /** Orders sent by the sync so far (PEDIDOS reads the visited clients again when it grows). */
  sent: number;
}

/** The save's answer: the server's order, or kept on the phone (no network). */
export type SaveResult = { order: Order } | { queued: true };

/** No answer within this time is taken as no network: the order is kept instead of waiting. */
export const ORDER_SEND_TIMEOUT_MS = 15_000;

/**
 * PEDIDOS with no network (the offline till's way, its own data): every read goes to the server
 * first and, when it does not answer, to the order catalogue kept on the phone (the last
 * order/catalogue answer); 'Guardar pedido' with no answer keeps the order in lib/offlineQueue's
 * queue under the key it was sent with, and the sync sends it once the server answers again — the
 * server answers a resend under the same key with the same order, so it is taken exactly once.
 */
export class OfflineOrders {
  private status: OrdersOfflineStatus = { offline: false, pending: 0, setAside: [], sent: 0 };
  private readonly listeners = new Set<() => void>();
  private reachable = true;
  private browserOnline = true;
  private runner: QueueRunner | null = null;
  private kept: OrderCatalogue | null = null;

  constructor(private readonly db: () => OrdersDb = ordersDb) {}

  getStatus = (): OrdersOfflineStatus => this.status;
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  routeDay = (signal?: AbortSignal): Promise<RouteDay> => this.orKept(() => fetchRouteDay(signal), (c) => c.day);
  /** Offline: the clients of the orders kept on the phone (those sent before are not known). */
  visited = (signal?: AbortSignal): Promise<OrderVisited> =>
    this.orKept(
      () => fetchVisited(signal),
      async (c) => ({ date: c.day.date, client_ids: [...new Set((await listQueue(this.db())).map((o) => o.body.client_id))] }),
    );
  client = (clientId: number, signal?: AbortSignal): Promise<OrderClient> => this.orKept(() => fetchOrderClient(clientId, signal), (c) => c.clients.find((x) => x.id === clientId));
  products = (q: { search?: string; barcode?: string }, signal?: AbortSignal): Promise<OrderProduct[]> => this.orKept(() => findOrderProducts(q, signal), (c) => findInCatalogue(c, q));

  /** order/add with its key; with no answer the order is kept on the phone, to be sent by the sync. */
  save = async (body: AddOrderBody, key: string, now = new Date()): Promise<SaveResult> => {
    try {
      const order = await addOrder(body, key, ORDER_SEND_TIMEOUT_MS);
      this.heard(true);
      return { order };
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
      this.heard(false);
      const session = getSession();
      if (!session) throw error;
      await enqueue(this.db(), { key, body, user_id: session.user.id, user_name: session.user.name }, now);
      await this.readQueue();
      this.runner?.kick();
      return { queued: true };
    }
  };

  /** 'Reintentar' a refused order (after the client or the product was fixed), or 'Descartar' it. */
  retry = async (key: string) => {
    await retryQueued(this.db(), key);
    await this.readQueue();
    this.runner?.kick();
  };
  discard = async (key: string) => {
    await removeQueued(this.db(), key);
    await this.readQueue();
  };

  /** order/catalogue kept on the phone for this user (any failure keeps the one kept before). */
  refreshCatalogue = async (): Promise<void> => {
    const session = getSession();
    if (!session) return;
    try {
      const catalogue = orderCatalogueSchema.parse(await api.get<unknown>('order/catalogue'));
      this.heard(true);
      this.kept = catalogue;
      await this.db().catalogue.put({ id: 'catalogue', user_id: session.user.id, catalogue });
    } catch (error) {
      if (error instanceof NetworkError) this.heard(false);
    }
  };

  /** The sync while PEDIDOS is open: the queue sent at once, on `online` and on a timer; the answer stops it. */
  start(): () => void {
    this.runner?.stop();
    const db = this.db();
    const runner = new QueueRunner(
      () =>
        syncQueuePass({
          db,
          userId: () => getSession()?.user.id ?? null,
          send: (o) => addOrder(o.body, o.key, ORDER_SEND_TIMEOUT_MS),
          withLock: namedLock('lactea-orders-sync'),
          onProgress: (queue) => this.showQueue(queue),
        }),
      (result) => this.afterPass(result),
    );
    this.runner = runner;
    const follow = () => {
      this.browserOnline = typeof navigator === 'undefined' || navigator.onLine !== false;
      if (this.browserOnline) void this.refreshCatalogue();
      this.publish({});
    };
    follow();
    window.addEventListener('online', follow);
    window.addEventListener('offline', follow);
    void this.readQueue().catch(() => undefined);
    runner.start();
    return () => {
      runner.stop();
      window.removeEventListener('online', follow);
      window.removeEventListener('offline', follow);
      if (this.runner === runner) this.runner = null;
    };
  }

  /** The running sync pass (the tests await it). */
  settled = (): Promise<void> => this.runner?.settled() ?? Promise.resolve();

  private afterPass(result: PassResult | null) {
    if (!result) return;
    if (result.end === 'offline') this.heard(false);
    else if (result.sent + result.setAside > 0) this.heard(true);
    if (result.sent > 0) this.publish({ sent: this.status.sent + result.sent });
  }

  /** The server first; with no answer, the kept catalogue's (none kept: the network's error). */
  private async orKept<T>(call: () => Promise<T>, kept: (c: OrderCatalogue) => T | undefined | Promise<T | undefined>): Promise<T> {
    try {
      const answer = await call();
      this.heard(true);
      return answer;
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
      this.heard(false);
      const catalogue = await this.catalogue();
      const found = catalogue ? await kept(catalogue) : undefined;
      if (found === undefined) throw error;
      return found;
    }
  }

  private async catalogue(): Promise<OrderCatalogue | null> {
    const me = getSession()?.user.id;
    if (this.kept) return this.kept;
    const row = await this.db().catalogue.get('catalogue').catch(() => undefined);
    return row && row.user_id === me ? (this.kept = row.catalogue) : null;
  }

  private heard(reachable: boolean) {
    this.reachable = reachable;
    this.publish({});
  }

  private async readQueue() {
    this.showQueue(await listQueue(this.db()));
  }

  private showQueue(queue: QueuedOrder[]) {
    const me = getSession()?.user.id;
    const mine = queue.filter((o) => o.user_id === me);
    this.publish({ pending: mine.filter((o) => o.status === 'pendiente').length, setAside: mine.filter((o) => o.status === 'con error') });
  }

  private publish(patch: Partial<OrdersOfflineStatus>) {
    const next = { ...this.status, ...patch, offline: !this.reachable || !this.browserOnline };
    const same = (Object.keys(next) as (keyof OrdersOfflineStatus)[]).every((k) => next[k] === this.status[k]);
    if (same) return;
    this.status = next;
    this.listeners.forEach((l) => l());
  }
}

let current: OfflineOrders | null = null;
/** This tab's PEDIDOS offline state (made on first use): the page, the sheet and the banner share it. */
export const offlineOrders = (): OfflineOrders => (current ??= new OfflineOrders());

export const useOrdersOffline = (): OrdersOfflineStatus => {
  const o = offlineOrders();
  return useSyncExternalStore(o.subscribe, o.getStatus);
};
