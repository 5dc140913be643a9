import { useSyncExternalStore } from 'react';
import { orderCatalogueSchema, type AddOrderBody, type Order, type OrderCatalogue, type OrderClient, type OrderProduct, type OrderVisited, type RouteDay } from '@lactea/contracts';
import { api, NetworkError } from '../../../lib/api';
import { OfflineOutbox, serverOrKept, type OutboxStatus } from '../../../lib/offlineQueue/outbox';
import { getSession } from '../../../lib/session';
import { addOrder, fetchOrderClient, fetchRouteDay, fetchVisited, findOrderProducts } from '../ordersApi';
import { findInCatalogue } from './catalogueSearch';
import { ordersDb, type OrdersDb } from './ordersDb';

/** What PEDIDOS' banner reads about this phone: its kept orders (lib/offlineQueue's outbox). */
export type OrdersOfflineStatus = OutboxStatus<AddOrderBody>;

/** The save's answer: the server's order, or kept on the phone (no network). */
export type SaveResult = { order: Order } | { queued: true };

/** No answer within this time is taken as no network: the order is kept instead of waiting. */
export const ORDER_SEND_TIMEOUT_MS = 15_000;

/**
 * PEDIDOS with no network (the offline till's way, its own data): every read goes to the server
 * first and, when it does not answer, to the order catalogue kept on the phone (the last
 * order/catalogue answer); 'Guardar pedido' with no answer keeps the order in the phone's outbox
 * under the key it was sent with, and the sync (started by the signed-in layout, on every screen)
 * sends it once the server answers again — the server answers a resend under the same key with
 * the same order, so it is taken exactly once.
 */
export class OfflineOrders {
  readonly outbox: OfflineOutbox<AddOrderBody, Order>;
  private kept: OrderCatalogue | null = null;

  constructor(private readonly db: () => OrdersDb = ordersDb) {
    this.outbox = new OfflineOutbox({ db, lock: 'lactea-orders-sync', send: (body, key) => addOrder(body, key, ORDER_SEND_TIMEOUT_MS) });
  }

  getStatus = (): OrdersOfflineStatus => this.outbox.getStatus();
  subscribe = (listener: () => void): (() => void) => this.outbox.subscribe(listener);

  routeDay = (signal?: AbortSignal): Promise<RouteDay> => this.orKept(() => fetchRouteDay(signal), (c) => c.day);
  /** Offline: the clients of the orders kept on the phone (those sent before are not known). */
  visited = (signal?: AbortSignal): Promise<OrderVisited> =>
    this.orKept(
      () => fetchVisited(signal),
      async (c) => ({ date: c.day.date, client_ids: [...new Set((await this.outbox.mine()).map((o) => o.body.client_id))] }),
    );
  client = (clientId: number, signal?: AbortSignal): Promise<OrderClient> => this.orKept(() => fetchOrderClient(clientId, signal), (c) => c.clients.find((x) => x.id === clientId));
  products = (q: { search?: string; barcode?: string }, signal?: AbortSignal): Promise<OrderProduct[]> => this.orKept(() => findOrderProducts(q, signal), (c) => findInCatalogue(c, q));

  /** order/add with its key; with no answer the order is kept on the phone, to be sent by the sync. */
  save = async (body: AddOrderBody, key: string, now = new Date()): Promise<SaveResult> => {
    const result = await this.outbox.submit(body, key, now);
    return 'answer' in result ? { order: result.answer } : result;
  };

  /** 'Reintentar' a refused order (after the client or the product was fixed), or 'Descartar' it. */
  retry = (key: string) => this.outbox.retry(key);
  discard = (key: string) => this.outbox.discard(key);

  /** order/catalogue kept on the phone for this user (any failure keeps the one kept before). */
  refreshCatalogue = async (): Promise<void> => {
    const session = getSession();
    if (!session) return;
    try {
      const catalogue = orderCatalogueSchema.parse(await api.get<unknown>('order/catalogue'));
      this.outbox.heard(true);
      this.kept = catalogue;
      await this.db().catalogue.put({ id: 'catalogue', user_id: session.user.id, catalogue });
    } catch (error) {
      if (error instanceof NetworkError) this.outbox.heard(false);
    }
  };

  /** The sync of the kept orders, from every signed-in screen (AppLayout): the answer stops it. */
  start = (): (() => void) => this.outbox.start();

  /** While PEDIDOS is open: the catalogue read now and whenever the browser says the network is back. */
  keepCatalogue(): () => void {
    const refresh = () => {
      if (typeof navigator === 'undefined' || navigator.onLine !== false) void this.refreshCatalogue();
    };
    refresh();
    window.addEventListener('online', refresh);
    return () => window.removeEventListener('online', refresh);
  }

  /** The running sync pass (the tests await it). */
  settled = (): Promise<void> => this.outbox.settled();

  /** The server first; with no answer, the kept catalogue's (none kept: the network's error). */
  private orKept<T>(call: () => Promise<T>, kept: (c: OrderCatalogue) => T | undefined | Promise<T | undefined>): Promise<T> {
    return serverOrKept(this.outbox, call, async () => {
      const catalogue = await this.catalogue();
      return catalogue ? kept(catalogue) : undefined;
    });
  }

  private async catalogue(): Promise<OrderCatalogue | null> {
    const me = getSession()?.user.id;
    if (this.kept) return this.kept;
    const row = await this.db().catalogue.get('catalogue').catch(() => undefined);
    return row && row.user_id === me ? (this.kept = row.catalogue) : null;
  }
}

let current: OfflineOrders | null = null;
/** This tab's PEDIDOS offline state (made on first use): the page, the sheet and the banner share it. */
export const offlineOrders = (): OfflineOrders => (current ??= new OfflineOrders());

/** The phone's kept orders sent from any signed-in screen (the layout's effect; its answer stops it). */
export const startOrdersSync = (): (() => void) => offlineOrders().start();

export const useOrdersOffline = (): OrdersOfflineStatus => {
  const o = offlineOrders();
  return useSyncExternalStore(o.subscribe, o.getStatus);
};
