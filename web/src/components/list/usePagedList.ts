import { useCallback, useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { Paged } from '@lactea/contracts';
import { scrollToTop } from '../../lib/scroll';
import { useDialogs } from '../dialogs/dialogsContext';
import { defaultRowId, rowUpdates, useQueryErrorDialog, type RowId, type RowUpdates } from './rowUpdates';

export type { RowId } from './rowUpdates';

export interface PagedListOptions<Row, Filters extends object, Answer extends Paged<Row>> {
  /** Cache key of the list, e.g. 'marks'. */
  key: string;
  /** Reads one page; `params` holds the filters plus `page` (from 1). */
  fetchPage: (params: Filters & { page: number }, signal: AbortSignal) => Promise<Answer>;
  /** Filters sent with every page (search, enabled, fk_mark...). */
  initialFilters: Filters;
  /** Row identity for merges; defaults to `row.id`. */
  getRowId?: (row: Row) => RowId;
}

/** How long a page just fetched counts as fresh (it is not asked for again when shown). */
const JUST_LOADED_MS = 1000;

/** The server's answer plus the position of its first row in the whole list. */
type CachedPage<Answer> = Answer & { offset: number };

/**
 * The first row's position in the whole list, learned from the answer itself (the page size is
 * the server's): a full page p starts at (p-1)·size; the last page holds the final rows.
 */
function offsetOf(answer: Paged<unknown>): number {
  if (answer.current_page < answer.last_page) return (answer.current_page - 1) * answer.data.length;
  return Math.max(0, answer.total - answer.data.length);
}

/** What usePagedList gives a screen. */
export interface PagedList<Row, Filters extends object = object, Answer extends Paged<Row> = Paged<Row>>
  extends RowUpdates<Row> {
  rows: Row[];
  total: number;
  page: number;
  lastPage: number;
  filters: Filters;
  /** The raw answer of the page on screen, for extra fields such as total_sale. */
  answer: (Answer & { offset: number }) | undefined;
  /** N° of the row at `index` of this page in the whole list. */
  rowNumber: (index: number) => number;
  /** First load: nothing to show yet ('Obteniendo Datos'). */
  loading: boolean;
  /** The first load failed: nothing to show, and the total is unknown (not 0). */
  failed: boolean;
  /** Another page or filter is loading while the previous rows stay on screen. */
  refreshing: boolean;
  /** Scrolls to the top (animated), then loads `page`. */
  goToPage: (page: number) => Promise<void>;
  /** Changes some filters and goes back to page 1. */
  setFilters: (patch: Partial<Filters>) => void;
  refresh: () => void;
}

/**
 * State and data of a server-paged list: page, filters, rows (previous page kept on screen while
 * the next loads), failures to the error dialog, and local updates after a change.
 */
export function usePagedList<Row, Filters extends object, Answer extends Paged<Row> = Paged<Row>>(
  options: PagedListOptions<Row, Filters, Answer>,
): PagedList<Row, Filters, Answer> {
  const { key, fetchPage, initialFilters, getRowId = defaultRowId } = options;
  const queryClient = useQueryClient();
  const { showError } = useDialogs();
  const [state, setState] = useState({ page: 1, filters: initialFilters });
  const [turning, setTurning] = useState(false);
  const keyOf = (filters: Filters, page: number): QueryKey => [key, filters, page];
  const queryKey = keyOf(state.filters, state.page);
  const load = (filters: Filters, page: number) => async ({ signal }: { signal: AbortSignal }): Promise<CachedPage<Answer>> => {
    const answer = await fetchPage({ ...filters, page }, signal);
    return { ...answer, offset: offsetOf(answer) };
  };

  const query = useQuery({
    queryKey,
    queryFn: load(state.filters, state.page),
    placeholderData: keepPreviousData,
    // goToPage has just fetched the page it moves to: without this the query would fetch it again
    // the moment it switches to that page (one request per page change, not two).
    staleTime: JUST_LOADED_MS,
  });

  useQueryErrorDialog(query);

  const data = query.data;
  /** Applies a change to the page on screen (the cache entry of the current page and filters). */
  const updatePage = (change: (page: CachedPage<Answer>) => CachedPage<Answer>) => {
    queryClient.setQueryData<CachedPage<Answer>>(queryKey, (old) => (old ? change(old) : old));
  };

  // The page number moves only once its page has loaded: a failed load leaves the page on screen
  // as it was (with the error dialog), never an empty list numbered past its end.
  const goToPage = async (page: number) => {
    if (page === state.page) return;
    await scrollToTop(); // the spec scrolls up before the new page loads
    setTurning(true);
    try {
      await queryClient.fetchQuery({ queryKey: keyOf(state.filters, page), queryFn: load(state.filters, page) });
      setState((current) => ({ ...current, page }));
    } catch (error) {
      void showError(error);
    } finally {
      setTurning(false);
    }
  };

  const updates = rowUpdates<Row>(getRowId, (change, totalDelta) =>
    updatePage((page) => ({ ...page, data: change(page.data), total: Math.max(0, page.total + totalDelta) })),
  );

  /**
   * A new row goes on top of page 1 with the total + 1 (every paged list is newest
   * first). Registered while on another page, the list goes to page 1, read again, so the row is
   * shown where it really is rather than on top of page N. Every other cached page has shifted.
   */
  const prependRow = (row: Row) => {
    void queryClient.invalidateQueries({ queryKey: [key], refetchType: 'none' });
    if (state.page === 1) {
      // The page size is the server's: page 1 followed by more pages tells it (its row count). A
      // list of one page has room for the new row (unless it was exactly full: then the next read
      // of the list moves its last row to page 2).
      const size = data && data.last_page > 1 ? data.data.length : undefined;
      if (size === undefined) {
        updates.prependRow(row);
        return;
      }
      // A full page stays full: the new row on top pushes the last one to the next page.
      updatePage((page) => {
        const total = page.total + 1;
        return { ...page, data: [row, ...page.data].slice(0, size), total, last_page: Math.max(1, Math.ceil(total / size)) };
      });
      return;
    }
    queryClient.removeQueries({ queryKey: keyOf(state.filters, 1), exact: true });
    setState((current) => ({ ...current, page: 1 }));
  };

  const setFilters = useCallback((patch: Partial<Filters>) => {
    setState((current) => ({ page: 1, filters: { ...current.filters, ...patch } }));
  }, []);

  return {
    rows: data?.data ?? [],
    total: data?.total ?? 0,
    page: state.page,
    lastPage: Math.max(1, data?.last_page ?? 1),
    filters: state.filters,
    answer: data,
    rowNumber: (index: number) => (data?.offset ?? 0) + index + 1,
    // A retry after a failed first load shows 'Obteniendo Datos' again, not the failure.
    loading: query.isPending || (!data && query.isFetching),
    failed: query.isError && !data && !query.isFetching,
    refreshing: turning || (query.isFetching && !query.isPending),
    goToPage,
    setFilters,
    refresh: () => void query.refetch(),
    ...updates,
    prependRow,
  };
}
