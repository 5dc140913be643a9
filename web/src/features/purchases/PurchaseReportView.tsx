import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ClearAllIcon from '@mui/icons-material/ClearAll';
import SearchIcon from '@mui/icons-material/Search';
import type { Paged } from '@lactea/contracts';
import { useDialogs } from '../../components/dialogs/dialogsContext';
import type { Column } from '../../components/list/DataTable';
import { PagedListView } from '../../components/list/PagedListView';
import type { PagedList } from '../../components/list/usePagedList';
import { ExportButton } from '../../components/export/ExportButton';
import type { Query } from '../../lib/api';
import { formatMoney } from '../../lib/format';

/** The report's default period: the current month up to today. */
export function thisMonth(now = new Date()): { date_from: string; date_to: string } {
  const pad = (n: number) => String(n).padStart(2, '0');
  const ym = `${now.getFullYear()}-${pad(now.getMonth() + 1)}`;
  return { date_from: `${ym}-01`, date_to: `${ym}-${pad(now.getDate())}` };
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
  onSearch: () => void;
  onClear: () => void;
  exportPath: string;
  exportQuery: Query;
  exportName: string;
  /** 'Cantidad' in the header: the number of purchases (default) or what the screen says. */
  quantity?: number;
  /** The detail view replacing the list while a row is open. */
  detail?: ReactNode;
}

/**
 * The purchase reports' shared pane (DESIGN §7): filters with 'Buscar' and 'Limpiar filtros', the
 * totals header ('Expresado en Bs.', Total Compras, Cantidad) over the whole filter, 'Exportar',
 * the paged list, and a detail view with 'Volver a la lista'.
 */
export function PurchaseReportView<Row>(props: PurchaseReportViewProps<Row>) {
  const { list, detail } = props;
  if (detail) return <>{detail}</>;
  const answer = list.answer;
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
        headerActions={
          <Paper variant="outlined" sx={{ px: 2, py: 1, display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'baseline' }} aria-label="Totales">
            <Typography variant="caption" color="text.secondary">
              Expresado en Bs.
            </Typography>
            <Typography>
              Total Compras: <strong>{answer ? formatMoney(answer.total_purchases) : '—'}</strong>
            </Typography>
            <Typography>
              Cantidad: <strong>{answer ? (props.quantity ?? list.total) : '—'}</strong>
            </Typography>
          </Paper>
        }
      />
    </>
  );
}

/** 'Filtros limpiados' (title 'Operación Realizada', spec 02 §8). */
export function useClearedNotice() {
  const dialogs = useDialogs();
  return () => dialogs.notify('Filtros limpiados');
}
