import type { ReactNode } from 'react';
import { numberColumn, stateColumn } from '../list/columns';
import type { Column } from '../list/DataTable';
import { RegisterButton } from '../list/ListHeader';
import { PagedListView } from '../list/PagedListView';
import { SearchField } from '../list/SearchField';
import { StateFilter, type SearchStateFilters } from '../list/StateFilter';
import type { PagedList } from '../list/usePagedList';
import type { MasterDataFlow, MasterRow } from './useMasterDataFlow';

export interface MasterDataListViewProps<Row extends MasterRow, Filters extends SearchStateFilters> {
  title: string;
  /** Accessible name of the table/cards. */
  label: string;
  list: PagedList<Row, Filters>;
  // Only the list pane's pieces of the flow are used, whatever the screen's form values and modes.
  flow: Pick<MasterDataFlow<Row>, 'openRegister' | 'rowActions'>;
  /** The screen's own columns; 'N°' goes before them and 'Estado' after. */
  columns: Column<Row>[];
  /** 'Registrar' beside the title (Clients has none). */
  canRegister?: boolean;
  /** Filters after 'Buscar' and 'Estado', e.g. the brand picker. */
  moreFilters?: ReactNode;
  /** Row buttons between edit and enable/disable. */
  moreActions?: (row: Row) => ReactNode;
}

/**
 * The list pane of a paged master-data screen: title, 'Registrar', search, 'Estado', rows (N°,
 * the screen's columns, Estado, the row actions) and paging.
 */
export function MasterDataListView<Row extends MasterRow, Filters extends SearchStateFilters>({
  title,
  label,
  list,
  flow,
  columns,
  canRegister = true,
  moreFilters,
  moreActions,
}: MasterDataListViewProps<Row, Filters>) {
  const { filters } = list;
  return (
    <PagedListView
      title={title}
      label={label}
      list={list}
      columns={[numberColumn<Row>(list.rowNumber), ...columns, stateColumn<Row>()]}
      headerActions={canRegister ? <RegisterButton onClick={flow.openRegister} /> : undefined}
      filters={
        <>
          <SearchField value={filters.search} onSearch={(search) => list.setFilters({ search } as Partial<Filters>)} />
          <StateFilter value={filters.enabled} onChange={(enabled) => list.setFilters({ enabled } as Partial<Filters>)} />
          {moreFilters}
        </>
      }
      actions={(row) => flow.rowActions(row, moreActions?.(row))}
    />
  );
}
