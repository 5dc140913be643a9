import { useQuery } from '@tanstack/react-query';
import { reconciliationCount } from '@lactea/contracts';
import { api } from '../../lib/api';
import { isAdmin, useSession } from '../../lib/session';
import { logged } from './useNearExpiryCount';

/**
 * Cache key of the offline sales to review (issue 21): the bell's count and the 'Ventas sin
 * conexión' list both start with it, so resolving a case refreshes both.
 */
export const RECONCILIATION_KEY = ['reconciliation'] as const;
/** Synced sales arrive whenever a till comes back online: asked again like the near-expiry count. */
const REFRESH_MS = 5 * 60_000;

/** Unresolved reconciliation cases for the administrator's bell (sale/reconciliation-count). */
export function useReconciliationCount(): number {
  const session = useSession();
  const query = useQuery({
    queryKey: [...RECONCILIATION_KEY, 'count'],
    queryFn: ({ signal }) =>
      logged('las ventas sin conexión por revisar', async () => reconciliationCount.parse(await api.get<unknown>('sale/reconciliation-count', undefined, signal)).quantity),
    enabled: session !== null && isAdmin(session),
    retry: false,
    refetchInterval: REFRESH_MS,
    refetchOnWindowFocus: true,
  });
  return query.data ?? 0;
}
