import { clientPage, clientSchema, type Client, type EditClientBody } from '@lactea/contracts';
import { changeStateCall, pageCall, rowCall } from '../../lib/calls';
import type { SearchStateFilters } from '../../components/list/StateFilter';

export const listClients = pageCall<SearchStateFilters, Client>('client/list', clientPage);
export const editClient = rowCall<EditClientBody, Client>('put', 'client/edit', clientSchema);
export const changeClientState = changeStateCall('client');
