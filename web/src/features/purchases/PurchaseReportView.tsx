import type { ReactNode } from 'react';
import type { Paged } from '@lactea/contracts';
import type { Column } from '../../components/list/DataTable';
import type { PagedList } from '../../components/list/usePagedList';
import type { Query } from '../../lib/api';
import { businessToday } from '../../lib/shopTime';
import { ReportPane } from '../../components/report/ReportPane';

/** The report's default period: the shop's current month up to today. */
export function thisMonth(now = new Date()): { date_from: string; date_to: string } {
  const today = businessToday(now);
  return { date_from: `${today.slice(0, 8)}01`, date_to: today };
}

export interface PurchaseReportViewProps<Row> {
  title: string;
  label: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  list: PagedList<Row, any, { total_purchases: number } & Paged<Row>>;
  columns: Column<Row>[];
  actions?: (row: Row) => ReactNode;
  /** The filter fields (their values are the screen's draft). */
  filters: ReactNode;
  /** Hoy, Ayer, Esta semana…: fills the report's two dates. */
  onQuickRange?: (range: { date_from: string; date_to: string }) => void;
  onSearch: () => void;
  onClear: () => void;
  exportPath: string;
  exportQuery: Query;
  exportName: string;
  /** 'Cantidad' in the header: the number of purchases (default) or what the screen says. */
  quantity?: number;
  /** The detail view replacing the list while a row is open. */
  detail?: ReactNode;
  /** The total's label: 'Total Compras' (default), or what the rows add up to. */
  totalLabel?: string;
}

/**
 * The purchase reports on the shared report pane (components/report/ReportPane):
 * their one total is 'Total Compras' (COMPRAS PRODUCTO: 'Total líneas', see there).
 */
export function PurchaseReportView<Row>(props: PurchaseReportViewProps<Row>) {
  const { list, quantity, totalLabel = 'Total Compras', ...rest } = props;
  return <ReportPane {...rest} list={list} quantity={quantity} totals={[{ label: totalLabel, value: list.answer?.total_purchases }]} />;
}

/** 'Filtros limpiados': the shared pane's notice. */
export { useClearedNotice } from '../../components/report/ReportPane';
