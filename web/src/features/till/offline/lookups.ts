import { creditWarnings, fold, OFFLINE_MSG, SCALE_MSG, searchTerms, type ClientCredit, type Paged, type SnapshotClient, type TillClientPrices, type TillProduct, type TillScaleLine, toCents } from '@lactea/contracts';
import { listClients } from '../../../lib/sharedLists';
import { ApiError, NetworkError } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { tillApi } from '../tillApi';
import type { TillItem } from '../cart';
import { offlineDb } from './db';
import { offlineTill } from './offlineTill';
import { listQueue, queuedCreditCents } from './queue';
import type { SnapshotIndex } from './snapshotIndex';
import { getOfflineStatus, isOffline } from './status';

/**
 * The till's product lookups, from the server while it answers and from the snapshot when it does
 * not (decision 0043): offline already known → the snapshot at once, no waiting for a failure; a
 * network error → the snapshot. With no snapshot stored the server's error shows as before.
 */
export async function serverOrSnapshot<T>(online: () => Promise<T>, local: (index: SnapshotIndex) => T | Promise<T>): Promise<T> {
  const index = await offlineTill().loadStoredSnapshot();
  if (index && isOffline(getOfflineStatus())) return local(index);
  try {
    return await online();
  } catch (error) {
    if (error instanceof NetworkError && index) return local(index);
    throw error;
  }
}

export const tillLookups = {
  /** `listId`: the chosen client's price list, so the product comes with its rows of it. */
  byBarcode: (code: string, listId?: number): Promise<TillItem[]> => serverOrSnapshot(() => tillApi.byBarcode(code, listId), (i) => i.byBarcode(code, offlineTill().queueSold(), listId)),
  search: (text: string, signal?: AbortSignal, listId?: number): Promise<TillProduct[]> =>
    serverOrSnapshot(() => tillApi.search(text, signal, listId), (i) => i.search(text, offlineTill().queueSold(), listId)),
  /** The client's price list with its rows for the cart's products (the snapshot's offline). */
  clientPrices: (clientId: number, productIds: number[]): Promise<TillClientPrices> =>
    serverOrSnapshot(() => tillApi.clientPrices(clientId, productIds), (i) => i.clientPrices(clientId, productIds)),
  /** A refused label reads like the server's 400: the same dialog, the same Spanish text. */
  scaleLabel: (code: string): Promise<TillScaleLine> =>
    serverOrSnapshot(
      () => tillApi.scaleLabel(code),
      (i) => {
        const read = i.scaleLabel(code, offlineTill().queueSold());
        if (!read) throw new ApiError(400, [SCALE_MSG.invalid]);
        if (!read.ok) throw new ApiError(400, [read.message]);
        return read.line;
      },
    ),
};

/** Clients matching every word of the search in their name or CI/NIT, as the picker's page 1. */
export function snapshotClients(clients: SnapshotClient[], search: string, limit = 20): Paged<SnapshotClient> {
  const terms = searchTerms(search);
  const found = terms.length ? clients.filter((c) => terms.every((t) => fold(`${c.business_name} ${c.ci_nit}`).includes(t))) : clients;
  return { data: found.slice(0, limit), current_page: 1, last_page: 1, total: found.length };
}

/** The till's client search: the server's, or the snapshot's clients offline. */
export const searchTillClients = (search: string, signal: AbortSignal): Promise<Paged<SnapshotClient>> =>
  serverOrSnapshot(
    async () => {
      const page = await listClients({ page: 1, search, enabled: 1 }, signal);
      return { ...page, data: page.data.map(({ id, business_name, ci_nit }) => ({ id, business_name, ci_nit })) };
    },
    (i) => snapshotClients(i.snapshot.clients, search),
  );

/** A client's credit for the till; `offline_as_of` (the snapshot's instant) when it was worked out without the server. */
export type TillClientCredit = ClientCredit & { offline_as_of?: string };

/**
 * A client's credit from the snapshot: its limit and debt then, plus what this device's queue sold
 * it on credit since (not in the snapshot's debt). Null for a client the snapshot does not hold.
 */
export function snapshotCredit(index: SnapshotIndex, clientId: number, queuedCents: number): TillClientCredit | null {
  const c = index.client(clientId);
  if (!c) return null;
  const debtCents = toCents(c.debt) + queuedCents;
  const limitCents = c.credit_limit === null ? null : toCents(c.credit_limit);
  return {
    id: c.id,
    credit_limit: c.credit_limit,
    overdue_days: 0, // not in the snapshot; overdue_since already says whether a debt is overdue
    debt: debtCents / 100,
    available: limitCents === null ? null : Math.max(0, limitCents - debtCents) / 100,
    overdue_since: c.overdue_since,
    control: index.snapshot.credit_control,
    offline_as_of: index.snapshot.taken_at,
  };
}

/**
 * The till's client credit: the server's (client/credit), or offline the snapshot's with this
 * device's queued credit sales (the queue is read only then: online the server's figure is all).
 */
export const tillClientCredit = (clientId: number, signal?: AbortSignal): Promise<TillClientCredit> =>
  serverOrSnapshot<TillClientCredit>(
    () => tillApi.clientCredit(clientId, signal),
    async (i) => {
      const queue = await listQueue(offlineDb()).catch(() => []);
      const credit = snapshotCredit(i, clientId, queuedCreditCents(queue, clientId));
      // A client registered after the snapshot: nothing known to warn of.
      if (!credit) throw new NetworkError();
      return credit;
    },
  );

/**
 * What the credit control says of a credit sale of `saleCents` (decision 0035's texts); offline,
 * followed by where the debt figure comes from.
 */
export function creditNotice(credit: TillClientCredit, saleCents: number): string[] {
  const found = creditWarnings(credit, saleCents);
  return found.length && credit.offline_as_of ? [...found, OFFLINE_MSG.creditAsOf(formatDateTime(credit.offline_as_of))] : found;
}
