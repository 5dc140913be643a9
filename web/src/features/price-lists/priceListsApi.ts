import {
  priceListPage,
  priceListPricePage,
  priceListPriceSchema,
  priceListSchema,
  removedPriceAnswer,
  type CreatePriceListBody,
  type EditPriceListBody,
  type PriceList,
  type PriceListPrice,
  type SetPriceBody,
} from '@lactea/contracts';
import { api } from '../../lib/api';
import { changeStateCall, pageCall, rowCall } from '../../lib/calls';
import type { SearchStateFilters } from '../../components/list/StateFilter';

export const listPriceLists = pageCall<SearchStateFilters, PriceList>('price-list/list', priceListPage);
export const addPriceList = rowCall<CreatePriceListBody, PriceList>('post', 'price-list/add', priceListSchema);
export const editPriceList = rowCall<EditPriceListBody, PriceList>('put', 'price-list/edit', priceListSchema);
export const changePriceListState = changeStateCall('price-list');

export interface PriceFilters {
  price_list_id: number;
  search: string;
}
export const listPrices = pageCall<PriceFilters, PriceListPrice>('price-list/prices', priceListPricePage);
export const setPrice = rowCall<SetPriceBody, PriceListPrice>('put', 'price-list/set-price', priceListPriceSchema);
export const removePrice = async (id: number) => removedPriceAnswer.parse(await api.delete<unknown>('price-list/remove-price', { id }));
