import { lazy, Suspense, useState } from 'react';
import { useReportDraft } from '../../components/report/useReportDraft';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { formatQuantity, type MarkProductPage, type MarkProductRow, type MarkSalesPage, type MarkSalesRow } from '@lactea/contracts';
import type { Column } from '../../components/list/DataTable';
import { DateFilter } from '../../components/list/DateFilter';
import { numberColumn } from '../../components/list/columns';
import { ActionButton } from '../../components/list/RowActions';
import { usePagedList } from '../../components/list/usePagedList';
import { ReportPane, useClearedNotice } from '../../components/report/ReportPane';
import type { Query } from '../../lib/api';
import { formatAmount } from '../../lib/format';
import { fetchSalesByProductMark, fetchSalesMark, REPORT_PATHS } from './reportsApi';
import { businessToday } from '../../lib/shopTime';
import { Gain } from './SaleParts';

const MarksChart = lazy(() => import('./MarksChart'));

interface Draft {
  date_from: string;
  date_to: string;
}
const fresh = (): Draft => ({ date_from: businessToday(), date_to: businessToday() });
const money = <R extends { sale: number; cost: number; gain: number }>(): Column<R>[] => [
  { id: 'sale', header: 'Venta', align: 'right', nowrap: true, cell: (r) => formatAmount(r.sale) },
  { id: 'cost', header: 'Costo', align: 'right', nowrap: true, cell: (r) => formatAmount(r.cost) },
  { id: 'gain', header: 'Ganancia', align: 'right', nowrap: true, cell: (r) => <Gain value={r.gain} /> },
];

/** The detail tab: the brand's products in the same period ('Volver a la lista'). */
function MarkDetail({ mark, period, onBack }: { mark: MarkSalesRow; period: Query; onBack: () => void }) {
  const list = usePagedList<MarkProductRow, Query, MarkProductPage>({ key: `${REPORT_PATHS.markProducts}-${mark.id}`, fetchPage: fetchSalesByProductMark as never, initialFilters: { ...period, id_mark: mark.id } });
  const answer = list.answer;
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1, mb: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button startIcon={<ArrowBackIcon />} onClick={onBack}>
          Volver a la lista
        </Button>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          Marca: {mark.mark}
        </Typography>
      </Box>
      <ReportPane
        title={`PRODUCTOS DE ${mark.mark}`}
        label={`Productos vendidos de la marca ${mark.mark}`}
        list={list}
        columns={[numberColumn(list.rowNumber), { id: 'code', header: 'Código', nowrap: true, cell: (r) => r.code }, { id: 'product', header: 'Producto', cell: (r) => r.product }, { id: 'quantity', header: 'Cant.', align: 'right', cell: (r) => formatQuantity(r.quantity, r.unit) }, ...money<MarkProductRow>()]}
        totals={[
          { label: 'Venta', value: answer?.total_sale },
          { label: 'Costo', value: answer?.total_cost },
          { label: 'Ganancia', value: answer?.total_gain },
        ]}
        filters={null}
        onSearch={() => list.refresh()}
        onClear={onBack}
        exportPath={`${REPORT_PATHS.markProducts}/export`}
        exportQuery={list.filters}
        exportName="ventas-marca-productos"
      />
    </Box>
  );
}

/** /sales-marks — VENTAS MARCAS: Marca, Venta, Costo, Ganancia; detail tab with the brand's products. */
export default function SalesMarksPage() {
  const cleared = useClearedNotice();
  const [shown, setShown] = useState<MarkSalesRow | null>(null);
  const list = usePagedList<MarkSalesRow, Query, MarkSalesPage>({ key: REPORT_PATHS.marks, fetchPage: fetchSalesMark as never, initialFilters: { ...fresh() } });
  const { draft, change, search, quickRange, clear } = useReportDraft(fresh, (d) => ({ ...d }), list.setFilters);
  const answer = list.answer;
  const { page: _page, ...period } = list.filters;
  return (
    <ReportPane
      onQuickRange={quickRange}
      title="VENTAS MARCAS"
      label="Ventas por marca"
      list={list}
      columns={[numberColumn(list.rowNumber), { id: 'mark', header: 'Marca', cell: (r) => r.mark }, ...money<MarkSalesRow>()]}
      totals={[
        { label: 'Venta', value: answer?.total_sale },
        { label: 'Costo', value: answer?.total_cost },
        { label: 'Ganancia', value: answer?.total_gain },
      ]}
      actions={(m) => <ActionButton label={`Ver productos de ${m.mark}`} tooltip="Productos" icon={<VisibilityIcon fontSize="small" />} onClick={() => setShown(m)} />}
      detail={shown && <MarkDetail mark={shown} period={period} onBack={() => setShown(null)} />}
      onSearch={search}
      onClear={() => {
        clear();
        cleared();
      }}
      exportPath={`${REPORT_PATHS.marks}/export`}
      exportQuery={list.filters}
      exportName="ventas-marcas"
      below={
        <Suspense fallback={null}>
          <MarksChart rows={list.rows} />
        </Suspense>
      }
      filters={
        <>
          <DateFilter label="Fecha Inicio" value={draft.date_from} onChange={(date_from) => change({ date_from })} />
          <DateFilter label="Fecha Final" value={draft.date_to} onChange={(date_to) => change({ date_to })} />
        </>
      }
    />
  );
}
