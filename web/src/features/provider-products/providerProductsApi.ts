import { providerProductPage, providerProductSchema, type CreateProviderProductBody, type ProviderProduct, type UpdateProviderProductBody } from '@lactea/contracts';
import { changeStateCall, pageCall, rowCall } from '../../lib/calls';
import type { StateValue } from '../../components/list/StateFilter';

export interface ProviderProductFilters {
  enabled: StateValue;
  provider_id: number;
  product_id: number;
}

export const listProviderProducts = pageCall<ProviderProductFilters, ProviderProduct>('provider-product/list', providerProductPage);
export const addProviderProduct = rowCall<CreateProviderProductBody, ProviderProduct>('post', 'provider-product/add', providerProductSchema);
export const updateProviderProduct = rowCall<UpdateProviderProductBody, ProviderProduct>('put', 'provider-product/update', providerProductSchema);
export const changeProviderProductState = changeStateCall('provider-product');
