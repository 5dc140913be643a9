import { useQuery, useQueryClient } from '@tanstack/react-query';
import { defaultRowId, rowUpdates, useQueryErrorDialog, type RowId, type RowUpdates } from './rowUpdates';

export interface FullListOptions<Row> {
  /** Cache key of the list, e.g. 'users'. */
  key: string;
  /** Reads every row at once (an unpaged list such as user/list). */
  fetchAll: (signal: AbortSignal) => Promise<Row[]>;
  /** Row identity for merges; defaults to `row.id`. */
  getRowId?: (row: Row) => RowId;
}

/** What useFullList gives a screen: the same shape as a paged list, without pages. */
export interface FullList<Row> extends RowUpdates<Row> {
  rows: Row[];
  total: number;
  loading: boolean;
  /** The load failed: nothing to show, and the total is unknown (not 0). */
  failed: boolean;
  refreshing: boolean;
  refresh: () => void;
}

/**
 * An unpaged list read whole from the server (the users list). Filters run on the client over
 * `rows`; failures open the error dialog; local updates as in usePagedList.
 */
export function useFullList<Row>({ key, fetchAll, getRowId = defaultRowId }: FullListOptions<Row>): FullList<Row> {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: [key], queryFn: ({ signal }) => fetchAll(signal) });
  useQueryErrorDialog(query);
  const rows = query.data ?? [];
  return {
    rows,
    total: rows.length,
    loading: query.isPending || (!query.data && query.isFetching),
    failed: query.isError && !query.data && !query.isFetching,
    refreshing: query.isFetching && !query.isPending,
    refresh: () => void query.refetch(),
    ...rowUpdates<Row>(getRowId, (change) => queryClient.setQueryData<Row[]>([key], (old) => (old ? change(old) : old))),
  };
}
