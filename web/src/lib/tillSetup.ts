import { useQuery } from '@tanstack/react-query';
import { tillSetupSchema, type TillSetup } from '@lactea/contracts';
import { api } from './api';
import { TILL_SETUP_KEY } from './queryKeys';

export const fetchTillSetup = async (signal?: AbortSignal): Promise<TillSetup> =>
  tillSetupSchema.parse(await api.get<unknown>('sale/till-setup', undefined, signal));

/**
 * The shop's till setup (payment types, receipt header, offers setting, business day), one cached
 * query for every screen that prints or sells (the till, VENTAS DIA, the reports' receipts, the
 * account statement, CIERRE DE CAJA); Configuraciones invalidates TILL_SETUP_KEY.
 */
export const useTillSetup = () => useQuery({ queryKey: TILL_SETUP_KEY, queryFn: ({ signal }) => fetchTillSetup(signal), staleTime: 60_000 });
