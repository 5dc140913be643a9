import { useEffect, useState } from 'react';
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
import { DELIVERY_NOTE_TITLE, fromCents, formatMoney, formatQuantity, LOAD_MSG, type DeliverBody, type LoadOrder } from '@lactea/contracts';
import { ListStatus } from '../../components/list/ListStatus';
import { useDialogs } from '../../components/dialogs/dialogsContext';
import { SaleReceipt, useReceiptPrinter, useReceiptWidth } from '../../components/receipt';
import { fetchSettings, SETTINGS_KEY } from '../../lib/useEnabledOptionsUser';
import { useSubmissionKey } from '../../lib/idempotencyKey';
import { formatDate } from '../../lib/format';
import { businessToday } from '../../lib/shopTime';
import { creditQuestion } from './deliveryCredit';
import { getSession } from '../../lib/session';
import { deliveredLines, keptDeliveryNumber, keptDeliverySale } from './offline/keptDeliveryNote';
import { DeliveriesOfflineBar } from './offline/DeliveriesOfflineBar';
import { offlineDeliveries, useDeliveriesOffline, type PhoneSheet } from './offline/offlineDeliveries';

/** 0 in the payment select: on credit (the credit rules apply). */
const CREDIT = 0;

/**
 * ENTREGAS on the driver's (or preventista's) phone: today's load sheets of their routes, each
 * client in visit order; a client's order with the quantities delivered (all by default) and the
 * payment, 'Confirmar entrega' → a sale (its NOTA DE ENTREGA) from the truck. Offline first: the
 * sheets read with network are kept on the phone, and a delivery confirmed with none is kept
 * there and sent by the sync (offline/offlineDeliveries).
 */
export default function DeliveriesPage() {
  const today = businessToday();
  const queryClient = useQueryClient();
  // networkMode 'always': with the browser offline React Query would not even ask, and the kept sheets answer.
  const sheets = useQuery({ queryKey: ['loads', today], queryFn: ({ signal }) => offlineDeliveries().sheets(today, signal), networkMode: 'always' });
  const [loadId, setLoadId] = useState<number | null>(null);
  // A kept delivery the sync sent or the server refused: the sheets are read again (the server's state replaces the phone's mark).
  const { sent, setAside } = useDeliveriesOffline();
  useEffect(() => {
    if (sent > 0 || setAside.length > 0) void queryClient.invalidateQueries({ queryKey: ['load'] });
  }, [sent, setAside.length, queryClient]);
  if (!sheets.data) return <ListStatus loading={sheets.isPending} failed={sheets.isError} onRetry={() => void sheets.refetch()} />;
  const open = loadId ?? (sheets.data.data.length === 1 ? sheets.data.data[0].id : null);
  return (
    <Box sx={{ maxWidth: 720 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
        ENTREGAS · {formatDate(today)}
      </Typography>
      <DeliveriesOfflineBar />
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
  const sheet = useQuery({ queryKey: ['load', id, 'phone'], queryFn: ({ signal }) => offlineDeliveries().sheet(id, signal), networkMode: 'always' });
  const [orderId, setOrderId] = useState<number | null>(null);
  if (!sheet.data) return <ListStatus loading={sheet.isPending} failed={sheet.isError} onRetry={() => void sheet.refetch()} />;
  const order = sheet.data.clients.find((c) => c.order_id === orderId);
  if (order) return <DeliveryForm sheet={sheet.data} order={order} kept={sheet.data.kept.includes(order.order_id)} onBack={() => setOrderId(null)} />;
  return (
    <Paper variant="outlined" component="section" aria-label={`Clientes de la hoja de carga N° ${id}`}>
      <List>
        {sheet.data.clients.map((c) => (
          // Each button in its own item: a list holds only items (axe's 'list' rule).
          <ListItem key={c.order_id} disablePadding divider>
            <ListItemButton onClick={() => setOrderId(c.order_id)} disabled={sheet.data.state !== 'cargada'}>
              <ListItemText primary={`${c.position}. ${c.business_name}`} secondary={`${formatMoney(c.total)} · ${c.lines.length} ${c.lines.length === 1 ? 'línea' : 'líneas'}`} />
              <Chip
                size="small"
                label={sheet.data.kept.includes(c.order_id) ? LOAD_MSG.keptMark(c.state) : c.state}
                color={c.state === 'cargado' ? 'default' : c.state === 'entregado' ? 'success' : 'warning'}
                variant={sheet.data.kept.includes(c.order_id) ? 'outlined' : 'filled'}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}

function DeliveryForm({ sheet, order, kept, onBack }: { sheet: PhoneSheet; order: LoadOrder; kept: boolean; onBack: () => void }) {
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
  const givenLines = order.lines.map((l) => ({ line_id: l.line_id, quantity: Number(given[l.line_id]) || 0 }));
  const { totalCents } = deliveredLines(order, { lines: givenLines });
  // With no network the delivery is kept on the phone under the same key (offlineDeliveries), sent by the sync.
  // On credit with 'advertir' over the terms, the credit control's question replaces the plain one and its yes is sent along.
  const confirm = async () => {
    const creditAsked = payment === CREDIT ? await creditQuestion(order.client_id, order.business_name, totalCents) : null;
    const body: DeliverBody = {
      load_id: sheet.id,
      order_id: order.order_id,
      lines: givenLines,
      cancelled: payment === CREDIT ? 0 : 1,
      id_type_payment: payment,
      ...(creditAsked ? { credit_confirmed: 1 } : {}),
    };
    await dialogs.runOperation({
      confirm: creditAsked ?? [`¿Confirmar la entrega a ${order.business_name} por ${formatMoney(fromCents(totalCents))}${payment === CREDIT ? ' a crédito' : ''}?`],
      action: () => offlineDeliveries().deliver(body, submission.get()),
      success: (r) => ('queued' in r ? LOAD_MSG.savedOffline : r.answer.sale_id ? `${DELIVERY_NOTE_TITLE} N° ${r.answer.sale_id}: ${r.answer.state}` : `Pedido ${r.answer.state}`),
      onDone: (r) => {
        // The NOTA DE ENTREGA is the server's sale; a delivery kept on the phone prints the one it will be, marked not yet sent.
        const user = getSession()?.user;
        if ('answer' in r) {
          if (r.answer.sale) void print(<SaleReceipt sale={r.answer.sale} header={header} width={width} title={DELIVERY_NOTE_TITLE} />);
        } else if (user && body.lines?.some((l) => l.quantity > 0)) {
          const kept = keptDeliverySale(sheet, order, body, { id: user.id, name: user.name }, new Date());
          void print(<SaleReceipt sale={kept} header={header} width={width} title={DELIVERY_NOTE_TITLE} provisional={keptDeliveryNumber(body)} />);
        }
        submission.renew();
        // The form stays open (its print area with it) and reads 'Entrega confirmada' (or kept) once the sheet is read again.
        void queryClient.invalidateQueries({ queryKey: ['load', sheet.id] });
      },
      onError: submission.renewAfterConflict,
    });
  };
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
      {kept ? (
        <Alert severity="info">{LOAD_MSG.keptState(order.state)}</Alert>
      ) : done ? (
        <Alert severity="success">Entrega confirmada: {order.state}</Alert>
      ) : (
        <Button variant="contained" size="large" fullWidth onClick={() => void confirm()}>
          Confirmar entrega
        </Button>
      )}
    </Paper>
  );
}
