import type { QueryClient } from '@tanstack/react-query';
import {
  reconciliationItemSchema,
  reconciliationPage,
  type ReconciliationItem,
  type ReconciliationQuery,
  type ReconciliationResolveBody,
} from '@lactea/contracts';
import { pageCall, rowCall } from '../../lib/calls';
import { RECONCILIATION_KEY } from '../../lib/queryKeys';

export { RECONCILIATION_KEY };

export type ReconciliationFilters = Omit<ReconciliationQuery, 'page'>;
export const listReconciliation = pageCall<ReconciliationFilters, ReconciliationItem>('sale/reconciliation', reconciliationPage);
export const resolveReconciliation = rowCall<ReconciliationResolveBody, ReconciliationItem>('patch', 'sale/reconciliation-resolve', reconciliationItemSchema);

export function invalidateReconciliation(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: RECONCILIATION_KEY });
}
