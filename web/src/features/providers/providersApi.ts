import { providerPage, providerSchema, type CreateProviderBody, type Provider, type UpdateProviderBody } from '@lactea/contracts';
import { changeStateCall, pageCall, rowCall } from '../../lib/calls';
import type { SearchStateFilters } from '../../components/list/StateFilter';

export const listProviders = pageCall<SearchStateFilters, Provider>('provider/list', providerPage);
export const addProvider = rowCall<CreateProviderBody, Provider>('post', 'provider/add', providerSchema);
export const updateProvider = rowCall<UpdateProviderBody, Provider>('patch', 'provider/update', providerSchema);
/** Sends the provider's id (the spec's known defect, sending the state, is fixed). */
export const changeProviderState = changeStateCall('provider');
