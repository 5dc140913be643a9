import type { QueryClient } from '@tanstack/react-query';
import {
  deviceStatusList,
  reconciliationItemSchema,
  reconciliationPage,
  type DeviceStatus,
  type ReconciliationItem,
  type ReconciliationQuery,
  type ReconciliationResolveBody,
} from '@lactea/contracts';
import { api } from '../../lib/api';
import { pageCall, rowCall } from '../../lib/calls';
import { RECONCILIATION_KEY } from '../../lib/queryKeys';

export { RECONCILIATION_KEY };

export type ReconciliationFilters = Omit<ReconciliationQuery, 'page'>;
export const listReconciliation = pageCall<ReconciliationFilters, ReconciliationItem>('sale/reconciliation', reconciliationPage);
export const resolveReconciliation = rowCall<ReconciliationResolveBody, ReconciliationItem>('patch', 'sale/reconciliation-resolve', reconciliationItemSchema);

/** GET sale/devices (administrator): every till heard of in the last 30 days, those holding sales first. */
export const fetchDevices = async (signal?: AbortSignal): Promise<DeviceStatus[]> => deviceStatusList.parse(await api.get<unknown>('sale/devices', undefined, signal));

export function invalidateReconciliation(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: RECONCILIATION_KEY });
}
