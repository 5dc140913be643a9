import { useQuery } from '@tanstack/react-query';
import { reconciliationCount } from '@lactea/contracts';
import { api } from '../../lib/api';
import { RECONCILIATION_KEY } from '../../lib/queryKeys';
import { isAdmin, useSession } from '../../lib/session';
import { logged } from './useNearExpiryCount';

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
