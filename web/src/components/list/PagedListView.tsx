import type { ReactNode } from 'react';
import { DataTable, type Column } from './DataTable';
import { ListHeader } from './ListHeader';
import { ListToolbar } from './ListToolbar';
import { PagingBar } from './PagingBar';
import { defaultRowId } from './rowUpdates';

/** What the view needs of a list: usePagedList's answer (with its paging bar) or useFullList's (without). */
export interface ShownList<Row> {
  rows: Row[];
  total: number;
  loading: boolean;
  refreshing: boolean;
  /** The load failed: the title shows no total and the table offers 'Reintentar' (refresh). */
  failed?: boolean;
  refresh?: () => void;
  /** Present on a paged list: the paging bar is shown. */
  page?: number;
  lastPage?: number;
  goToPage?: (page: number) => unknown;
}

export interface PagedListViewProps<Row> {
  /** Upper-case title; shown with the total, e.g. 'MARCAS (25)'. */
  title: string;
  list: ShownList<Row>;
  columns: Column<Row>[];
  /** Row buttons (EditButton, StateToggleButton...). */
  actions?: (row: Row, index: number) => ReactNode;
  /** Buttons beside the title, e.g. 'Registrar'. */
  headerActions?: ReactNode;
  /** Filters above the list: SearchField, StateFilter, pickers. */
  filters?: ReactNode;
  /** Accessible name of the table/card list; defaults to the title. */
  label?: string;
  /** Row identity; defaults to `row.id`. */
  getRowId?: (row: Row) => string | number;
}

/**
 * A whole list screen body: heading with total, filters, table/cards and, for a paged list, the
 * paging bar.
 */
export function PagedListView<Row>({
  title,
  list,
  columns,
  actions,
  headerActions,
  filters,
  label,
  getRowId = defaultRowId,
}: PagedListViewProps<Row>) {
  const { goToPage } = list;
  return (
    <>
      {/* No '(0)' while the total is unknown: loading, or after a failed load. */}
      <ListHeader title={title} total={list.loading || list.failed ? undefined : list.total} actions={headerActions} />
      {filters && <ListToolbar>{filters}</ListToolbar>}
      <DataTable
        label={label ?? title}
        columns={columns}
        rows={list.rows}
        getRowId={getRowId}
        loading={list.loading}
        refreshing={list.refreshing}
        failed={list.failed}
        onRetry={list.refresh}
        actions={actions}
      />
      {goToPage && (
        <PagingBar page={list.page ?? 1} lastPage={list.lastPage ?? 1} onPageChange={(page) => void goToPage(page)} />
      )}
    </>
  );
}
