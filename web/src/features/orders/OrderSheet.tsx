import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import DeleteIcon from '@mui/icons-material/Delete';
import { CREDIT_MSG, ORDER_MSG, toCents, type Order, type OrderProduct } from '@lactea/contracts';
import { useDialogs } from '../../components/dialogs/dialogsContext';
import { DateField } from '../../components/form/DateField';
import { formatCents, formatMoney } from '../../lib/format';
import { useSubmissionKey } from '../../lib/idempotencyKey';
import { businessToday } from '../../lib/shopTime';
import { offlineOrders } from './offline/offlineOrders';
import { addToDraft, draftTotalCents, linePrice, nextDay, stockText, type DraftLine } from './orderDraft';

/** 'Pedido guardado', and each line's shortfall ('Leche: Faltante: 4'). */
const savedText = (order: Order) => [ORDER_MSG.saved, ...order.lines.filter((l) => l.shortfall > 0).map((l) => `${l.product}: ${ORDER_MSG.shortfall(l.shortfall, l.unit as 'unidad' | 'kg')}`)].join('. ');

/** Digits only, 8 or more: what a scanner types (then Enter), looked up as a barcode. */
const SCANNED = /^\d{8,}$/;

/**
 * A client's order on the phone: search or scan products and presentations, priced by the client's
 * list (the server's rule), the client's credit state before saving, 'Guardar pedido'. Keys only:
 * the search box has the focus, Enter adds the first product found (or the scanned one), Tab goes on
 * to the quantities and the button.
 */
export function OrderSheet({ client, onClose, onSaved }: { client: { id: number; name: string }; onClose: () => void; onSaved: () => void }) {
  const phone = useMediaQuery('(max-width:600px)');
  const dialogs = useDialogs();
  const key = useSubmissionKey();
  const info = useQuery({ queryKey: ['order-client', client.id], queryFn: ({ signal }) => offlineOrders().client(client.id, signal), networkMode: 'always' });
  const [search, setSearch] = useState('');
  const [found, setFound] = useState<OrderProduct[]>([]);
  const [lines, setLines] = useState<DraftLine[]>([]);
  const [delivery, setDelivery] = useState(() => nextDay(businessToday()));
  const [gloss, setGloss] = useState('');
  const list = info.data?.price_list ?? null;
  const totalCents = draftTotalCents(lines, list);

  const pick = (product: OrderProduct, presentationId: number | null) => {
    setLines((l) => addToDraft(l, product, presentationId));
    setFound([]);
    setSearch('');
  };
  const lookUp = async (e: FormEvent) => {
    e.preventDefault();
    const text = search.trim();
    if (!text) return;
    const scanned = SCANNED.test(text);
    const products = await offlineOrders().products(scanned ? { barcode: text } : { search: text }).catch((err: unknown) => void dialogs.showError(err));
    if (!products) return;
    if (products.length === 0) return void setFound([]), void dialogs.alert('PEDIDO', [`No se encontró ${text}`]);
    // A scan, or Enter on a search: the first found goes in (a presentation's barcode adds that presentation).
    const first = products[0];
    const crate = scanned ? first.presentations.find((p) => p.barcode === text) : undefined;
    if (scanned || products.length === 1) pick(first, crate?.id ?? null);
    else setFound(products);
  };
  const setQuantity = (i: number, text: string) => {
    const q = Number(text.replace(',', '.'));
    setLines((l) => l.map((x, j) => (j === i ? { ...x, quantity: Number.isFinite(q) ? q : x.quantity } : x)));
  };
  // With no network the order is kept on the phone under the same key (offlineOrders), sent by the sync.
  const save = () =>
    void dialogs.runOperation({
      action: () =>
        offlineOrders().save(
          { client_id: client.id, delivery_date: delivery, lines: lines.map((l) => ({ product_id: l.product.id, presentation_id: l.presentationId, quantity: l.quantity })), gloss: gloss.trim() || null },
          key.get(),
        ),
      success: (result) => ('queued' in result ? ORDER_MSG.savedOffline : savedText(result.order)),
      onDone: () => {
        key.renew();
        onSaved();
      },
      onError: key.renewAfterConflict,
    });

  const credit = info.data?.credit;
  const warnings = credit ? [...(credit.overdue_since ? [CREDIT_MSG.overdue(credit.overdue_since)] : [])] : [];
  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby="order-title">
      <DialogTitle id="order-title" sx={{ pb: 0.5 }}>
        Pedido · {client.name}
      </DialogTitle>
      <DialogContent sx={{ px: 2 }}>
        {credit && (
          <Box data-testid="order-credit" sx={{ mb: 1 }}>
            <Typography variant="body2">
              Límite: <strong>{credit.credit_limit === null ? 'sin límite' : formatMoney(credit.credit_limit)}</strong> · Deuda: <strong>{formatMoney(credit.debt)}</strong>
              {credit.available !== null && (
                <>
                  {' '}
                  · Disponible: <strong>{formatMoney(credit.available)}</strong>
                </>
              )}
            </Typography>
            {list && <Typography variant="body2" color="text.secondary">Precios de la lista {list.name}</Typography>}
            {warnings.map((w) => (
              <Alert key={w} severity="warning" sx={{ mt: 0.5, py: 0 }}>
                {w}
              </Alert>
            ))}
          </Box>
        )}
        <Box component="form" onSubmit={(e) => void lookUp(e)} sx={{ display: 'flex', gap: 1, mb: 1 }}>
          <TextField label="Buscar o escanear producto" value={search} onChange={(e) => setSearch(e.target.value)} size="small" fullWidth autoFocus slotProps={{ htmlInput: { enterKeyHint: 'search' } }} />
          <Button type="submit" variant="outlined">
            Buscar
          </Button>
        </Box>
        {found.length > 0 && (
          <List dense aria-label="Productos encontrados" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, mb: 1 }}>
            {found.map((p) => (
              <ListItem key={p.id} divider sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                <ListItemText primary={p.product} secondary={`${p.code} · ${stockText(p)}`} sx={{ flexBasis: '100%', my: 0 }} />
                <Chip label={`Unidad ${formatMoney(p.price)}`} onClick={() => pick(p, null)} color="primary" variant="outlined" />
                {p.presentations.map((x) => (
                  <Chip key={x.id} label={`${x.name} ${formatMoney(x.price)}`} onClick={() => pick(p, x.id)} color="primary" variant="outlined" />
                ))}
              </ListItem>
            ))}
          </List>
        )}
        <List aria-label="Líneas del pedido" dense>
          {lines.map((l, i) => {
            const price = linePrice(l, list);
            return (
              <ListItem key={`${l.product.id}-${l.presentationId ?? 0}`} divider disableGutters sx={{ gap: 1 }}>
                <ListItemText
                  primary={price.name}
                  secondary={`${formatCents(price.priceCents)} c/u${price.list ? ` (${price.list.label})` : ''} · Total ${formatCents(price.totalCents)}`}
                  sx={{ my: 0 }}
                />
                <TextField
                  label="Cant."
                  size="small"
                  value={String(l.quantity).replace('.', ',')}
                  onChange={(e) => setQuantity(i, e.target.value)}
                  sx={{ width: 72, flexShrink: 0 }}
                  slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': `Cantidad de ${price.name}` } }}
                />
                <IconButton aria-label={`Quitar ${price.name}`} onClick={() => setLines((x) => x.filter((_, j) => j !== i))} edge="end">
                  <DeleteIcon />
                </IconButton>
              </ListItem>
            );
          })}
        </List>
        <Box sx={{ display: 'flex', gap: 1, mt: 1.5, flexWrap: 'wrap' }}>
          <DateField label="Fecha de entrega" value={delivery} onChange={setDelivery} min={businessToday()} size="small" sx={{ flex: '1 1 150px' }} />
          <TextField label="Glosa" value={gloss} onChange={(e) => setGloss(e.target.value)} size="small" sx={{ flex: '2 1 180px' }} />
        </Box>
        <Typography variant="h6" sx={{ mt: 1.5, fontWeight: 700 }} data-testid="order-total">
          Total: {formatCents(totalCents)}
        </Typography>
        {credit?.available != null && totalCents > toCents(credit.available) && (
          <Alert severity="warning" sx={{ mt: 0.5, py: 0 }}>
            {CREDIT_MSG.limitExceeded(toCents(credit.available))} (si se entrega a crédito)
          </Alert>
        )}
        <Box sx={{ display: 'flex', gap: 1, mt: 2, mb: 1 }}>
          <Button onClick={onClose}>Cerrar</Button>
          <Button variant="contained" size="large" sx={{ flex: 1 }} disabled={lines.length === 0} onClick={save}>
            {ORDER_MSG.save}
          </Button>
        </Box>
      </DialogContent>
    </Dialog>
  );
}
