import type { ReactNode } from 'react';
import type { Paged } from '@lactea/contracts';
import { DataTable, type Column } from './DataTable';
import { ListHeader } from './ListHeader';
import { ListToolbar } from './ListToolbar';
import { PagingBar } from './PagingBar';
import type { PagedList } from './usePagedList';

export interface PagedListViewProps<Row, Filters extends object, Answer extends Paged<Row>> {
  /** Upper-case title; shown with the total, e.g. 'MARCAS (25)'. */
  title: string;
  list: PagedList<Row, Filters, Answer>;
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

const defaultRowId = (row: unknown) => (row as { id: string | number }).id;

/** A whole server-paged list screen body: heading with total, filters, table/cards, paging bar. */
export function PagedListView<Row, Filters extends object, Answer extends Paged<Row>>({
  title,
  list,
  columns,
  actions,
  headerActions,
  filters,
  label,
  getRowId = defaultRowId,
}: PagedListViewProps<Row, Filters, Answer>) {
  return (
    <>
      <ListHeader title={title} total={list.total} actions={headerActions} />
      {filters && <ListToolbar>{filters}</ListToolbar>}
      <DataTable
        label={label ?? title}
        columns={columns}
        rows={list.rows}
        getRowId={getRowId}
        loading={list.loading}
        refreshing={list.refreshing}
        actions={actions}
      />
      <PagingBar page={list.page} lastPage={list.lastPage} onPageChange={(page) => void list.goToPage(page)} />
    </>
  );
}
