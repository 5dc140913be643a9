import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import BlockIcon from '@mui/icons-material/Block';
import PrintIcon from '@mui/icons-material/Print';
import UndoIcon from '@mui/icons-material/Undo';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { cancelSaleAnswer, SALE_MSG, salePaymentText, salesDayPage, type Sale, type SalesDayPage } from '@lactea/contracts';
import { useDialogs } from '../../components/dialogs/dialogsContext';
import { numberColumn } from '../../components/list/columns';
import { PagedListView } from '../../components/list/PagedListView';
import { ActionButton } from '../../components/list/RowActions';
import { usePagedList } from '../../components/list/usePagedList';
import { ReceiptWidthSelect, SaleReceipt, useReceiptHeader, useReceiptPrinter, useReceiptWidth } from '../../components/receipt';
import { SaleLines } from '../../components/sale/SaleLines';
import { useSaleReturn } from '../../components/sale/useSaleReturn';
import { api } from '../../lib/api';
import { formatAmount, formatMoney } from '../../lib/format';
import { isAdmin, useSession } from '../../lib/session';

const fetchDay = async (params: { page: number }, signal: AbortSignal): Promise<SalesDayPage> =>
  salesDayPage.parse(await api.get<unknown>('sale/sales-day', params, signal));
const annul = async (id: number) => cancelSaleAnswer.parse(await api.patch<unknown>('sale/cancel-sale', { id }));

/** The detail tab: the sale's lines and figures, with 'Volver'. */
function SaleDetail({ sale, onBack, onPrint, onReturn }: { sale: Sale; onBack: () => void; onPrint: () => void; onReturn: () => void }) {
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1, mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button startIcon={<ArrowBackIcon />} onClick={onBack}>
          Volver a la lista
        </Button>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1, fontWeight: 700 }}>
          Venta N° {sale.id}
        </Typography>
        <Button startIcon={<UndoIcon />} onClick={onReturn}>
          Devolver
        </Button>
        <Button variant="contained" startIcon={<PrintIcon />} onClick={onPrint}>
          Reimprimir
        </Button>
      </Box>
      <Paper variant="outlined" sx={{ p: 2, mb: 2, display: 'flex', gap: 3, flexWrap: 'wrap' }}>
        <span>Hora: {sale.hour}</span>
        <span>Cajero: {sale.user.name}</span>
        <span>Pago: {salePaymentText(sale)}</span>
        <span>Cliente: {sale.client ? `${sale.client.business_name} (${sale.client.ci_nit})` : 'Sin cliente'}</span>
      </Paper>
      <SaleLines sale={sale} label="Detalle de la venta" />
      <Box sx={{ display: 'flex', gap: 3, mt: 2, flexWrap: 'wrap' }}>
        <span>Subtotal: {formatMoney(sale.subtotal)}</span>
        <span>Descuento: {formatMoney(sale.discount)}</span>
        <strong>Total: {formatMoney(sale.total_sale)}</strong>
        {sale.cancelled === 1 && <span>Cancelado: {formatMoney(sale.money_paid)}</span>}
        {sale.cancelled === 1 && <span>Cambio: {formatMoney(sale.change_box)}</span>}
      </Box>
    </Box>
  );
}

/**
 * /sales-day — VENTAS DIA: today's sales, paged (a cashier sees only their own),
 * a detail tab, reprint of the sale note, and the administrator's annulment.
 */
export default function SalesDayPage() {
  const dialogs = useDialogs();
  const admin = isAdmin(useSession());
  const list = usePagedList<Sale, object, SalesDayPage>({ key: 'sales-day', fetchPage: fetchDay, initialFilters: {} });
  const header = useReceiptHeader();
  const [detail, setDetail] = useState<Sale | null>(null);
  const { print, printArea } = useReceiptPrinter();
  const width = useReceiptWidth();
  const reprint = (sale: Sale) =>
    void print(<SaleReceipt sale={sale} width={width} header={header} />);
  const cancel = (sale: Sale) =>
    void dialogs.runOperation({
      confirm: [`¿Está seguro de anular la venta N° ${sale.id} de ${formatMoney(sale.total_sale)}?`],
      action: () => annul(sale.id),
      success: SALE_MSG.annulled,
      onDone: () => {
        list.removeRow(sale.id);
        setDetail(null);
        list.refresh();
      },
    });

  const { open: openReturn, dialog: returnDialog } = useSaleReturn({
    print,
    onReturned: () => {
      setDetail(null);
      list.refresh();
    },
  });

  if (detail) {
    return (
      <>
        <SaleDetail sale={detail} onBack={() => setDetail(null)} onPrint={() => reprint(detail)} onReturn={() => openReturn(detail)} />
        {returnDialog}
        {printArea}
      </>
    );
  }
  return (
    <>
      <PagedListView
        title="VENTAS DIA"
        list={list}
        label="Ventas del día"
        headerActions={<ReceiptWidthSelect />}
        filters={
          <Typography sx={{ fontWeight: 700 }} aria-live="polite">
            Expresado en Bs. · Total del día: {formatMoney(list.answer?.total_sale ?? 0)}
          </Typography>
        }
        columns={[
          numberColumn(list.rowNumber),
          { id: 'sale', header: 'Venta N°', cell: (s) => s.id, nowrap: true },
          { id: 'hour', header: 'Hora', cell: (s) => s.hour, nowrap: true },
          { id: 'client', header: 'Cliente', cell: (s) => s.client?.business_name ?? 'Sin cliente' },
          { id: 'pay', header: 'Tipo Pago', cell: (s) => salePaymentText(s), nowrap: true },
          { id: 'total', header: 'Total', cell: (s) => formatAmount(s.total_sale), align: 'right', nowrap: true },
          { id: 'user', header: 'Cajero', cell: (s) => s.user.name },
        ]}
        actions={(s) => (
          <>
            <ActionButton label={`Ver detalle de la venta ${s.id}`} tooltip="Detalle" icon={<VisibilityIcon fontSize="small" />} onClick={() => setDetail(s)} />
            <ActionButton label={`Reimprimir la venta ${s.id}`} tooltip="Reimprimir" icon={<PrintIcon fontSize="small" />} onClick={() => reprint(s)} />
            <ActionButton label={`Devolver productos de la venta ${s.id}`} tooltip="Devolver" icon={<UndoIcon fontSize="small" />} onClick={() => openReturn(s)} />
            {admin && <ActionButton label={`Anular la venta ${s.id}`} tooltip="Anular" color="error" icon={<BlockIcon fontSize="small" />} onClick={() => cancel(s)} />}
          </>
        )}
      />
      {returnDialog}
      {printArea}
    </>
  );
}
