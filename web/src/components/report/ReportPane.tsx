import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ClearAllIcon from '@mui/icons-material/ClearAll';
import SearchIcon from '@mui/icons-material/Search';
import { formatQuantity, type Paged } from '@lactea/contracts';
import { useDialogs } from '../dialogs/dialogsContext';
import type { Column } from '../list/DataTable';
import { NoDataBanner } from '../list/ListStatus';
import { PagedListView } from '../list/PagedListView';
import type { PagedList } from '../list/usePagedList';
import { ExportButton } from '../export/ExportButton';
import { QuickRanges } from '../list/QuickRanges';
import type { Query } from '../../lib/api';
import { formatMoney } from '../../lib/format';

export interface ReportTotal {
  label: string;
  /** Bs. (shown with 2 decimals) or undefined while loading. */
  value: number | undefined;
}

export interface ReportPaneProps<Row> {
  title: string;
  label: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  list: PagedList<Row, any, Paged<Row>>;
  columns: Column<Row>[];
  actions?: (row: Row) => ReactNode;
  filters: ReactNode;
  /** Fills the report's Desde and Hasta from Hoy, Ayer, Esta semana, Este mes or Mes anterior. */
  onQuickRange?: (range: { date_from: string; date_to: string }) => void;
  onSearch: () => void;
  onClear: () => void;
  exportPath: string;
  exportQuery: Query;
  exportName: string;
  /** The money totals over the whole filter (not only the page). */
  totals: ReportTotal[];
  /** 'Cantidad' (defaults to the list's total rows). */
  quantity?: number;
  /** What replaces the list while a row is open (the detail tab). */
  detail?: ReactNode;
  /** Anything under the list (a chart). */
  below?: ReactNode;
}

/**
 * The shared report pane of the sales reports: filters with 'Buscar' and 'Limpiar
 * filtros', 'Exportar', the totals header ('Expresado en Bs.', the totals, Cantidad), the paged
 * list ('SIN DATOS' under it when the filters find nothing) and the detail tab. Used by the sales reports and, through PurchaseReportView, the purchase
 * reports.
 */
export function ReportPane<Row>(props: ReportPaneProps<Row>) {
  const { list, detail } = props;
  if (detail) return <>{detail}</>;
  const loaded = Boolean(list.answer);
  return (
    <>
      <PagedListView
        title={props.title}
        label={props.label}
        list={list}
        columns={props.columns}
        actions={props.actions}
        filters={
          <>
            {props.filters}
            {props.onQuickRange && <QuickRanges onPick={props.onQuickRange} />}
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
              <Button variant="contained" startIcon={<SearchIcon />} onClick={props.onSearch}>
                Buscar
              </Button>
              <Button variant="outlined" color="secondary" startIcon={<ClearAllIcon />} onClick={props.onClear}>
                Limpiar filtros
              </Button>
              <ExportButton path={props.exportPath} query={props.exportQuery} fallbackName={props.exportName} />
            </Box>
          </>
        }
        headerActions={<ReportTotals loaded={loaded} totals={props.totals} quantity={props.quantity ?? list.total} />}
      />
      {/* Nothing for these filters (a day without sales): the spec's 'SIN DATOS' instead of an empty chart. */}
      {loaded && list.total === 0 ? <NoDataBanner /> : props.below}
    </>
  );
}

/**
 * The totals header of a report or a money list: 'Expresado en Bs.', each total over the whole
 * filter (not only the page) and, when given, 'Cantidad'; '—' until the first answer. Announced
 * politely when the filter changes it.
 */
export function ReportTotals({ loaded, totals, quantity }: { loaded: boolean; totals: ReportTotal[]; quantity?: number }) {
  return (
    <Paper variant="outlined" sx={{ px: 2, py: 1, display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'baseline' }} aria-label="Totales" aria-live="polite">
      <Typography variant="caption" color="text.secondary">
        Expresado en Bs.
      </Typography>
      {totals.map((t) => (
        <Typography key={t.label}>
          {t.label}: <strong>{loaded && t.value !== undefined ? formatMoney(t.value) : '—'}</strong>
        </Typography>
      ))}
      {quantity !== undefined && (
        <Typography>
          Cantidad: <strong>{loaded ? formatQuantity(quantity) : '—'}</strong>
        </Typography>
      )}
    </Paper>
  );
}

/** 'Filtros limpiados' (title 'Operación Realizada'). */
export function useClearedNotice() {
  const dialogs = useDialogs();
  return () => dialogs.notify('Filtros limpiados');
}
