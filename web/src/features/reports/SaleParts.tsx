import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { salePaymentText, userList, type ReportSale, type Sale } from '@lactea/contracts';
import { dialogPaper } from '../../components/dialogs/dialogSizes';
import { SaleLines } from '../../components/sale/SaleLines';
import type { Column } from '../../components/list/DataTable';
import { numberColumn, userColumn } from '../../components/list/columns';
import { OptionFilter } from '../../components/list/OptionFilter';
import { SaleReceipt, useReceiptHeader, useReceiptPrinter, useReceiptWidth } from '../../components/receipt';
import { api } from '../../lib/api';
import { formatAmount, formatDate, formatMoney } from '../../lib/format';
import { fetchPaymentTypes } from './reportsApi';

/** Profit: green when positive, otherwise red (the theme's AA colours). */
export function Gain({ value }: { value: number }) {
  return (
    <Box component="span" sx={{ color: value > 0 ? 'success.main' : 'error.main', fontWeight: 700 }}>
      {formatAmount(value)}
    </Box>
  );
}

/** The sale lists' columns (REPORTE VENTAS, Ventas Cliente, Ventas Anuladas). */
export function saleColumns(rowNumber: (i: number) => number): Column<ReportSale>[] {
  return [
    numberColumn(rowNumber),
    { id: 'sale', header: 'Venta N°', cell: (s) => s.id, nowrap: true },
    { id: 'date', header: 'Fecha', cell: (s) => formatDate(s.date), nowrap: true },
    { id: 'hour', header: 'Hora', cell: (s) => s.hour, nowrap: true },
    { id: 'client', header: 'Cliente', cell: (s) => s.client?.business_name ?? 'Sin cliente' },
    { id: 'pay', header: 'Tipo Pago', cell: (s) => salePaymentText(s), nowrap: true },
    userColumn((s) => s.user.name),
    { id: 'total', header: 'Total', cell: (s) => formatAmount(s.total_sale), align: 'right', nowrap: true },
    { id: 'cost', header: 'Costo', cell: (s) => formatAmount(s.total_cost), align: 'right', nowrap: true },
    { id: 'gain', header: 'Ganancia', cell: (s) => <Gain value={s.gain} />, align: 'right', nowrap: true },
  ];
}

/** The detail tab: the sale's lines and figures, 'Volver a la lista' (tab 1 → 0). */
export function SaleDetail({ sale, onBack }: { sale: ReportSale; onBack: () => void }) {
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1, mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button startIcon={<ArrowBackIcon />} onClick={onBack}>
          Volver a la lista
        </Button>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          Venta N° {sale.id}
        </Typography>
      </Box>
      <Paper variant="outlined" sx={{ p: 2, mb: 2, display: 'flex', gap: 3, flexWrap: 'wrap' }}>
        <span>Fecha: {formatDate(sale.date)} {sale.hour}</span>
        <span>Usuario: {sale.user.name}</span>
        <span>Pago: {salePaymentText(sale)}</span>
        <span>Cliente: {sale.client ? `${sale.client.business_name} (${sale.client.ci_nit})` : 'Sin cliente'}</span>
        {sale.enabled === 0 && <strong>ANULADA</strong>}
      </Paper>
      <SaleLines sale={sale} regionLabel={`Productos de la venta ${sale.id}`} />
      <Box sx={{ display: 'flex', gap: 3, mt: 2, flexWrap: 'wrap' }}>
        <span>Subtotal: {formatMoney(sale.subtotal)}</span>
        <span>Descuento: {formatMoney(sale.discount)}</span>
        <strong>Total: {formatMoney(sale.total_sale)}</strong>
        <span>Costo: {formatMoney(sale.total_cost)}</span>
        <span>
          Ganancia: <Gain value={sale.gain} />
        </span>
      </Box>
    </Box>
  );
}

/** The sold-inventory dialog (800 wide). */
export function SoldInventoryDialog({ sale, onClose }: { sale: Sale | null; onClose: () => void }) {
  return (
    <Dialog open={Boolean(sale)} onClose={onClose} slotProps={{ paper: dialogPaper(800) }} aria-labelledby="sold-inventory-title">
      <DialogTitle id="sold-inventory-title">Inventario vendido — Venta N° {sale?.id}</DialogTitle>
      <DialogContent>{sale && <SaleLines sale={sale} regionLabel={`Productos de la venta ${sale.id}`} />}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}

/** 'Margen de ganancia' (sale/calculate-gain): total sales, total cost, margin. */
export function GainDialog({ gain, onClose }: { gain: { total_sale: number; total_cost: number; total_gain: number } | null; onClose: () => void }) {
  return (
    <Dialog open={Boolean(gain)} onClose={onClose} slotProps={{ paper: dialogPaper(400) }} aria-labelledby="gain-title">
      <DialogTitle id="gain-title">Margen de ganancia</DialogTitle>
      <DialogContent>
        {gain && (
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr auto', gap: 1 }}>
            <span>Total Ventas</span>
            <strong>{formatMoney(gain.total_sale)}</strong>
            <span>Total Costo</span>
            <strong>{formatMoney(gain.total_cost)}</strong>
            <span>Margen</span>
            <strong>
              <Gain value={gain.total_gain} />
            </strong>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}

/** Print a sale note (the shared receipt layout) with the settings' cellphone and address. */
export function useSaleNote() {
  const { print, printArea } = useReceiptPrinter();
  const width = useReceiptWidth();
  const header = useReceiptHeader();
  const printNote = (sale: Sale) => void print(<SaleReceipt sale={sale} width={width} header={header} />);
  return { print, printNote, printArea };
}

/** 'Tipo Pago': Todos=-1, A crédito=0, then the payment types. */
export function PaymentFilter({ value, onChange }: { value: number; onChange: (v: number) => void }) {
  const types = useQuery({ queryKey: ['report-payment-types'], queryFn: ({ signal }) => fetchPaymentTypes(signal) });
  const options = [{ value: -1, label: 'Todos' }, { value: 0, label: 'A crédito' }, ...(types.data ?? []).map((t) => ({ value: t.id, label: t.type_pay }))];
  return <OptionFilter label="Tipo Pago" value={value} options={options} onChange={onChange} />;
}

/** 'Usuario': Todos plus the users. */
export function UserFilter({ value, onChange }: { value: number; onChange: (v: number) => void }) {
  const users = useQuery({ queryKey: ['report-users'], queryFn: async ({ signal }) => userList.parse(await api.get<unknown>('user/list', undefined, signal)) });
  const options = [{ value: 0, label: 'Todos' }, ...(users.data ?? []).map((u) => ({ value: u.id, label: u.name }))];
  return <OptionFilter label="Usuario" value={value} options={options} onChange={onChange} />;
}

export function useOpen<T>() {
  return useState<T | null>(null);
}
