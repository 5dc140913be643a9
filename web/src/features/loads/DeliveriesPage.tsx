import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DELIVERY_NOTE_TITLE, fromCents, formatMoney, formatQuantity, lineCents, toCents, type LoadDetail, type LoadOrder } from '@lactea/contracts';
import { ListStatus } from '../../components/list/ListStatus';
import { useDialogs } from '../../components/dialogs/dialogsContext';
import { SaleReceipt, useReceiptPrinter, useReceiptWidth } from '../../components/receipt';
import { fetchSettings, SETTINGS_KEY } from '../../lib/useEnabledOptionsUser';
import { useSubmissionKey } from '../../lib/idempotencyKey';
import { formatDate } from '../../lib/format';
import { businessToday } from '../../lib/shopTime';
import { deliver, fetchLoad, fetchLoads } from './loadsApi';

/** 0 in the payment select: on credit (the credit rules apply). */
const CREDIT = 0;

/**
 * ENTREGAS on the driver's (or preventista's) phone: today's load sheets of their routes, each
 * client in visit order; a client's order with the quantities delivered (all by default) and the
 * payment, 'Confirmar entrega' → a sale (its NOTA DE ENTREGA) from the truck.
 */
export default function DeliveriesPage() {
  const today = businessToday();
  const sheets = useQuery({ queryKey: ['loads', today], queryFn: ({ signal }) => fetchLoads(today, signal) });
  const [loadId, setLoadId] = useState<number | null>(null);
  if (!sheets.data) return <ListStatus loading={sheets.isPending} failed={sheets.isError} onRetry={() => void sheets.refetch()} />;
  const open = loadId ?? (sheets.data.data.length === 1 ? sheets.data.data[0].id : null);
  return (
    <Box sx={{ maxWidth: 720 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
        ENTREGAS · {formatDate(today)}
      </Typography>
      {sheets.data.data.length === 0 && <Alert severity="info">Hoy no tiene hojas de carga</Alert>}
      {sheets.data.data.length > 1 && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1 }}>
          {sheets.data.data.map((s) => (
            <Chip key={s.id} label={`${s.route_name} · N° ${s.id}`} color={open === s.id ? 'primary' : 'default'} onClick={() => setLoadId(s.id)} />
          ))}
        </Box>
      )}
      {open !== null && <LoadDeliveries id={open} />}
    </Box>
  );
}

function LoadDeliveries({ id }: { id: number }) {
  const sheet = useQuery({ queryKey: ['load', id], queryFn: ({ signal }) => fetchLoad(id, signal) });
  const [orderId, setOrderId] = useState<number | null>(null);
  if (!sheet.data) return <ListStatus loading={sheet.isPending} failed={sheet.isError} onRetry={() => void sheet.refetch()} />;
  const order = sheet.data.clients.find((c) => c.order_id === orderId);
  if (order) return <DeliveryForm sheet={sheet.data} order={order} onBack={() => setOrderId(null)} />;
  return (
    <Paper variant="outlined" component="section" aria-label={`Clientes de la hoja de carga N° ${id}`}>
      <List>
        {sheet.data.clients.map((c) => (
          // Each button in its own item: a list holds only items (axe's 'list' rule).
          <ListItem key={c.order_id} disablePadding divider>
            <ListItemButton onClick={() => setOrderId(c.order_id)} disabled={sheet.data.state !== 'cargada'}>
              <ListItemText primary={`${c.position}. ${c.business_name}`} secondary={`${formatMoney(c.total)} · ${c.lines.length} ${c.lines.length === 1 ? 'línea' : 'líneas'}`} />
              <Chip size="small" label={c.state} color={c.state === 'cargado' ? 'default' : c.state === 'entregado' ? 'success' : 'warning'} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}

function DeliveryForm({ sheet, order, onBack }: { sheet: LoadDetail; order: LoadOrder; onBack: () => void }) {
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const submission = useSubmissionKey();
  const { print, printArea } = useReceiptPrinter();
  const width = useReceiptWidth();
  // The receipt's header from setting/list, which a preventista may read (the till's setup is the counter's).
  const settings = useQuery({ queryKey: SETTINGS_KEY, queryFn: ({ signal }) => fetchSettings(signal) });
  const header = { address: settings.data?.address ?? '', cellphone_number: settings.data?.cellphone_number ?? '' };
  const done = order.state !== 'cargado';
  const [given, setGiven] = useState<Record<number, string>>(() => Object.fromEntries(order.lines.map((l) => [l.line_id, String(l.delivered ?? l.quantity)])));
  const cashType = sheet.payment_types.find((t) => t.is_cash === 1);
  const [payment, setPayment] = useState<number>(cashType?.id ?? CREDIT);
  const totalCents = order.lines.reduce((sum, l) => sum + lineCents(toCents(l.unit_price), Number(given[l.line_id]) || 0), 0);
  const confirm = () =>
    void dialogs.runOperation({
      confirm: [`¿Confirmar la entrega a ${order.business_name} por ${formatMoney(fromCents(totalCents))}${payment === CREDIT ? ' a crédito' : ''}?`],
      action: () =>
        deliver(
          {
            load_id: sheet.id,
            order_id: order.order_id,
            lines: order.lines.map((l) => ({ line_id: l.line_id, quantity: Number(given[l.line_id]) || 0 })),
            cancelled: payment === CREDIT ? 0 : 1,
            id_type_payment: payment,
          },
          submission.get(),
        ),
      success: (a) => (a.sale_id ? `${DELIVERY_NOTE_TITLE} N° ${a.sale_id}: ${a.state}` : `Pedido ${a.state}`),
      onDone: (a) => {
        if (a.sale) void print(<SaleReceipt sale={a.sale} header={header} width={width} title={DELIVERY_NOTE_TITLE} />);
        submission.renew();
        // The form stays open (its print area with it) and reads 'Entrega confirmada' once the sheet is read again.
        void queryClient.invalidateQueries({ queryKey: ['load', sheet.id] });
      },
      onError: submission.renewAfterConflict,
    });
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={`Entrega a ${order.business_name}`}>
      {printArea}
      <Button onClick={onBack} sx={{ mb: 1 }}>
        ← Clientes
      </Button>
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        {order.position}. {order.business_name}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        CI/NIT {order.ci_nit} · pedido {formatMoney(order.total)}
      </Typography>
      {order.lines.map((l) => (
        <Box key={l.line_id} sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography sx={{ overflowWrap: 'anywhere' }}>{l.product}</Typography>
            <Typography variant="body2" color="text.secondary">
              Pedido: {l.presentation ? `${l.quantity} ${l.presentation}` : formatQuantity(l.quantity, l.unit)} × {formatMoney(l.unit_price)}
            </Typography>
          </Box>
          <TextField
            size="small"
            label="Entregado"
            value={given[l.line_id]}
            disabled={done}
            onChange={(e) => setGiven((g) => ({ ...g, [l.line_id]: e.target.value }))}
            slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': `Entregado de ${l.product}` } }}
            sx={{ width: 96, flexShrink: 0 }}
          />
        </Box>
      ))}
      <TextField select fullWidth size="small" label="Pago" value={payment} disabled={done} onChange={(e) => setPayment(Number(e.target.value))} sx={{ my: 1 }}>
        {sheet.payment_types.map((t) => (
          <MenuItem key={t.id} value={t.id}>
            {t.type_pay}
          </MenuItem>
        ))}
        <MenuItem value={CREDIT}>A crédito</MenuItem>
      </TextField>
      <Typography variant="h6" sx={{ fontWeight: 700, my: 1 }}>
        Total: {formatMoney(fromCents(totalCents))}
      </Typography>
      {done ? (
        <Alert severity="success">Entrega confirmada: {order.state}</Alert>
      ) : (
        <Button variant="contained" size="large" fullWidth onClick={confirm}>
          Confirmar entrega
        </Button>
      )}
    </Paper>
  );
}
