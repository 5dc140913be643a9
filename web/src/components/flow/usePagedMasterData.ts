import type { Paged } from '@lactea/contracts';
import { usePagedList, type PagedListOptions } from '../list/usePagedList';
import type { SearchStateFilters } from '../list/StateFilter';
import { useMasterDataFlow, type MasterDataFlowOptions, type MasterRow } from './useMasterDataFlow';

export type PagedMasterDataOptions<Row, Values, Filters extends object> = Omit<PagedListOptions<Row, Filters, Paged<Row>>, 'initialFilters'> &
  Omit<MasterDataFlowOptions<Row, Values>, 'list'> & {
    /** Defaults to no search and 'Estado' Todos; a screen with more filters gives them all. */
    initialFilters?: Filters;
  };

/** A paged master-data screen's list and flow together (Marks, Providers, Clients, Products). */
export function usePagedMasterData<
  Row extends MasterRow,
  Values = never,
  Extra extends string = never,
  Filters extends SearchStateFilters = SearchStateFilters,
>(options: PagedMasterDataOptions<Row, Values, Filters>) {
  const { key, fetchPage, getRowId, initialFilters = { search: '', enabled: 2 } as Filters } = options;
  const list = usePagedList<Row, Filters>({ key, fetchPage, getRowId, initialFilters });
  const flow = useMasterDataFlow<Row, Values, Extra>({ ...options, list });
  return { list, flow };
}
