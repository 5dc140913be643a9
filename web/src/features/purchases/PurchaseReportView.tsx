import type { Paged } from '@lactea/contracts';
import type { PagedList } from '../../components/list/usePagedList';
import { businessToday } from '../../lib/shopTime';
import { ReportPane, type ReportPaneProps } from '../../components/report/ReportPane';

/** The report's default period: the shop's current month up to today. */
export function thisMonth(now = new Date()): { date_from: string; date_to: string } {
  const today = businessToday(now);
  return { date_from: `${today.slice(0, 8)}01`, date_to: today };
}

/** The shared pane's props, but its one total: what the list's answer says was bought. */
export type PurchaseReportViewProps<Row> = Omit<ReportPaneProps<Row>, 'list' | 'totals'> & {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  list: PagedList<Row, any, { total_purchases: number; total_returned?: number } & Paged<Row>>;
  /** The total's label: 'Total Compras' (default), or what the rows add up to. */
  totalLabel?: string;
};

/**
 * The purchase reports on the shared report pane (components/report/ReportPane): 'Total Compras'
 * (COMPRAS PRODUCTO: 'Total líneas', see there) and, where the answer has it, what went back to the
 * providers from those purchases ('Devuelto al proveedor').
 */
export function PurchaseReportView<Row>(props: PurchaseReportViewProps<Row>) {
  const { list, totalLabel = 'Total Compras', ...rest } = props;
  const returned = list.answer?.total_returned;
  const totals = [{ label: totalLabel, value: list.answer?.total_purchases }, ...(returned === undefined ? [] : [{ label: 'Devuelto al proveedor', value: returned }])];
  return <ReportPane {...rest} list={list} totals={totals} />;
}

/** 'Filtros limpiados': the shared pane's notice. */
export { useClearedNotice } from '../../components/report/ReportPane';
