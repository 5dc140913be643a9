import { fold, SCALE_MSG, searchTerms, type Paged, type SnapshotClient, type TillProduct, type TillScaleLine } from '@lactea/contracts';
import { listClients } from '../clients/clientsApi';
import { ApiError, NetworkError } from '../../lib/api';
import { tillApi } from '../till/tillApi';
import { loadStoredSnapshot, queueSold } from './offlineTill';
import type { SnapshotIndex } from './snapshotIndex';
import { getOfflineStatus, isOffline } from './status';

/**
 * The till's product lookups, from the server while it answers and from the snapshot when it does
 * not (decision 0043): offline already known → the snapshot at once, no waiting for a failure; a
 * network error → the snapshot. With no snapshot stored the server's error shows as before.
 */
export async function serverOrSnapshot<T>(online: () => Promise<T>, local: (index: SnapshotIndex) => T): Promise<T> {
  const index = await loadStoredSnapshot();
  if (index && isOffline(getOfflineStatus())) return local(index);
  try {
    return await online();
  } catch (error) {
    if (error instanceof NetworkError && index) return local(index);
    throw error;
  }
}

export const tillLookups = {
  byBarcode: (code: string): Promise<TillProduct[]> => serverOrSnapshot(() => tillApi.byBarcode(code), (i) => i.byBarcode(code, queueSold())),
  search: (text: string, signal?: AbortSignal): Promise<TillProduct[]> => serverOrSnapshot(() => tillApi.search(text, signal), (i) => i.search(text, queueSold())),
  /** A refused label reads like the server's 400: the same dialog, the same Spanish text. */
  scaleLabel: (code: string): Promise<TillScaleLine> =>
    serverOrSnapshot(
      () => tillApi.scaleLabel(code),
      (i) => {
        const read = i.scaleLabel(code, queueSold());
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
