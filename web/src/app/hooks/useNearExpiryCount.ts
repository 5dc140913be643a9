import { useQuery } from '@tanstack/react-query';
import { lotPage, nearExpiryCount, type Lot } from '@lactea/contracts';
import { api } from '../../lib/api';
import { isAdmin, useSession } from '../../lib/session';

/** Cache key of the bell (count and panel); the stock screens invalidate it after a change. */
export const NEAR_EXPIRY_KEY = ['near-expiry'] as const;
/** How often the bell asks again while the app stays open (expiry moves with the calendar). */
const REFRESH_MS = 5 * 60_000;

/** Failures of the bell are only logged: the bell stays as it was. */
export async function logged<T>(what: string, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    console.error(`No se pudo leer ${what}`, error);
    throw error;
  }
}

/**
 * Number of lots near expiry for the administrator's bell (lot/quantity-of-lots-near-expiration). Loaded only for the administrator.
 */
export function useNearExpiryCount(): number {
  const session = useSession();
  const query = useQuery({
    queryKey: [...NEAR_EXPIRY_KEY, 'count'],
    queryFn: ({ signal }) =>
      logged('las notificaciones', async () => nearExpiryCount.parse(await api.get<unknown>('lot/quantity-of-lots-near-expiration', undefined, signal)).quantity),
    enabled: session !== null && isAdmin(session),
    retry: false,
    refetchInterval: REFRESH_MS,
    refetchOnWindowFocus: true,
  });
  return query.data ?? 0;
}

/** The panel's list: the first page of lots near expiry (product and quantity), read when it opens. */
export function useNearExpiryLots(open: boolean): { lots: Lot[]; total: number; loading: boolean } {
  const session = useSession();
  const query = useQuery({
    queryKey: [...NEAR_EXPIRY_KEY, 'panel'],
    queryFn: ({ signal }) => logged('los lotes por vencer', async () => lotPage.parse(await api.get<unknown>('lot/lots-near-expiration', { page: 1, id_product: 0 }, signal))),
    enabled: open && session !== null && isAdmin(session),
    retry: false,
  });
  return { lots: query.data?.data ?? [], total: query.data?.total ?? 0, loading: query.isPending && open };
}
