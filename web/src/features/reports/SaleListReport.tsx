import { useState, type ReactNode } from 'react';
import { useReportDraft } from '../../components/report/useReportDraft';
import BlockIcon from '@mui/icons-material/Block';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import PrintIcon from '@mui/icons-material/Print';
import UndoIcon from '@mui/icons-material/Undo';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { cancelSaleAnswer, SALE_MSG, type ReportSale, type ReportSalePage } from '@lactea/contracts';
import { useDialogs } from '../../components/dialogs/dialogsContext';
import { ActionButton } from '../../components/list/RowActions';
import { usePagedList } from '../../components/list/usePagedList';
import { useSaleReturn } from '../../components/sale/useSaleReturn';
import { ReportPane, useClearedNotice } from '../../components/report/ReportPane';
import { api, type Query } from '../../lib/api';
import { formatMoney } from '../../lib/format';
import { SaleDetail, saleColumns, SoldInventoryDialog, useSaleNote } from './SaleParts';

/** Every sale report's draft has its two dates (quick ranges fill them). */
type Dated = { date_from: string; date_to: string };

export interface SaleListReportProps<Draft extends Dated> {
  title: string;
  label: string;
  path: string;
  exportName: string;
  fetchPage: (params: Query, signal: AbortSignal) => Promise<ReportSalePage>;
  fresh: () => Draft;
  applied: (d: Draft) => Query;
  /** Checked on 'Buscar': a message refuses the search (e.g. 'Elija un cliente'). */
  refuse?: (d: Draft) => string | null;
  filters: (draft: Draft, change: (patch: Partial<Draft>) => void) => ReactNode;
  /** Extra buttons beside the filters (the profit-margin dialog). */
  extra?: (applied: Query) => ReactNode;
}

const annul = async (id: number) => cancelSaleAnswer.parse(await api.patch<unknown>('sale/cancel-sale', { id }));

/**
 * REPORTE VENTAS, Ventas Cliente and Ventas Anuladas: sales over the shared report pane, each sale
 * with its detail tab, the sold-inventory dialog, the sale note and (enabled sales) 'Devolver' and the annulment.
 */
export function SaleListReport<Draft extends Dated>(props: SaleListReportProps<Draft>) {
  const dialogs = useDialogs();
  const cleared = useClearedNotice();
  const [shown, setShown] = useState<ReportSale | null>(null);
  const [inventory, setInventory] = useState<ReportSale | null>(null);
  const { print, printNote, printArea } = useSaleNote();
  const list = usePagedList<ReportSale, Query, ReportSalePage>({ key: props.path, fetchPage: props.fetchPage as never, initialFilters: props.applied(props.fresh()) });
  // Ventas Cliente waits for its client: a quick range only sets the dates then.
  const { draft, change, quickRange, clear } = useReportDraft(props.fresh, props.applied, list.setFilters, (d) => !props.refuse?.(d));
  const cancel = (sale: ReportSale) =>
    void dialogs.runOperation({
      confirm: [`¿Está seguro de anular la venta N° ${sale.id} de ${formatMoney(sale.total_sale)}?`],
      action: () => annul(sale.id),
      success: SALE_MSG.annulled,
      onDone: () => {
        setShown(null);
        list.refresh();
      },
    });
  const { open: openReturn, dialog: returnDialog } = useSaleReturn({
    print,
    onReturned: () => {
      setShown(null);
      list.refresh();
    },
  });
  const answer = list.answer;
  return (
    <>
      <ReportPane
        onQuickRange={quickRange}
        title={props.title}
        label={props.label}
        list={list}
        columns={saleColumns(list.rowNumber)}
        totals={[
          { label: 'Total Venta', value: answer?.total_sale },
          { label: 'Costo', value: answer?.total_cost },
          { label: 'Ganancia', value: answer?.total_gain },
        ]}
        actions={(s) => (
          <>
            <ActionButton label={`Ver detalle de la venta ${s.id}`} tooltip="Detalle" icon={<VisibilityIcon fontSize="small" />} onClick={() => setShown(s)} />
            <ActionButton label={`Inventario vendido de la venta ${s.id}`} tooltip="Inventario vendido" icon={<Inventory2Icon fontSize="small" />} onClick={() => setInventory(s)} />
            <ActionButton label={`Imprimir nota de la venta ${s.id}`} tooltip="Imprimir nota" icon={<PrintIcon fontSize="small" />} onClick={() => printNote(s)} />
            {s.enabled === 1 && <ActionButton label={`Devolver productos de la venta ${s.id}`} tooltip="Devolver" icon={<UndoIcon fontSize="small" />} onClick={() => openReturn(s)} />}
            {s.enabled === 1 && <ActionButton label={`Anular la venta ${s.id}`} tooltip="Anular" color="error" icon={<BlockIcon fontSize="small" />} onClick={() => cancel(s)} />}
          </>
        )}
        detail={shown && <SaleDetail sale={shown} onBack={() => setShown(null)} />}
        onSearch={() => {
          const refused = props.refuse?.(draft);
          if (refused) void dialogs.alert('Operación Cancelada', [refused]);
          else list.setFilters(props.applied(draft));
        }}
        onClear={() => {
          clear();
          cleared();
        }}
        exportPath={`${props.path}/export`}
        exportQuery={list.filters}
        exportName={props.exportName}
        filters={
          <>
            {props.filters(draft, change)}
            {props.extra?.(list.filters)}
          </>
        }
      />
      <SoldInventoryDialog sale={inventory} onClose={() => setInventory(null)} />
      {returnDialog}
      {printArea}
    </>
  );
}
