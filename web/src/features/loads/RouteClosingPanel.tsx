import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatMoney, formatQuantity, LOAD_MSG, type LoadDetail } from '@lactea/contracts';
import { useDialogs } from '../../components/dialogs/dialogsContext';
import { formatWallDateTime } from '../../lib/format';
import { closeLoad } from './loadsApi';

type Counts = Record<number, { returned: string; merma: string; reason: string }>;

/**
 * CIERRE DE RUTA: per product what is left on the truck comes back or is merma (with its reason);
 * the money handed in per payment type; a difference needs a reason. Closed: the closing as recorded.
 */
export function RouteClosingPanel({ sheet }: { sheet: LoadDetail }) {
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const [counts, setCounts] = useState<Counts>(() => Object.fromEntries(sheet.products.map((p) => [p.product_id, { returned: String(p.on_truck), merma: '0', reason: '' }])));
  const [cash, setCash] = useState<Record<number, string>>({});
  const [reason, setReason] = useState('');
  if (sheet.closing) {
    const c = sheet.closing;
    return (
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Cierre de ruta">
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          CIERRE DE RUTA · {formatWallDateTime(c.closed_at)} · {c.user_name}
        </Typography>
        {c.products.map((p) => (
          <Typography key={p.product_id}>
            {p.product}: salió {p.loaded}, entregado {p.delivered}, vuelve {p.returned}
            {p.merma > 0 ? `, merma ${p.merma} (${p.merma_reason})` : ''}
          </Typography>
        ))}
        {c.payments.map((p) => (
          <Typography key={p.id_type_payment}>
            {p.type_pay}: entregas {formatMoney(p.expected)}, entregado {formatMoney(p.counted)}
          </Typography>
        ))}
        <Typography>Crédito otorgado: {formatMoney(c.credit)}</Typography>
        <Typography sx={{ fontWeight: 700 }}>
          Diferencia: {formatMoney(c.difference)}
          {c.reason ? ` · ${c.reason}` : ''}
        </Typography>
      </Paper>
    );
  }
  const pending = sheet.clients.filter((c) => c.state === 'cargado').length;
  if (pending > 0) return <Alert severity="info">{LOAD_MSG.pendingDeliveries(pending)}</Alert>;
  const set = (id: number, key: 'returned' | 'merma' | 'reason', value: string) => setCounts((c) => ({ ...c, [id]: { ...c[id], [key]: value } }));
  const submit = () =>
    void dialogs.runOperation({
      confirm: ['¿Cerrar la ruta? Lo que vuelve entra a sus lotes y la merma se da de baja.'],
      action: () =>
        closeLoad({
          id: sheet.id,
          version: sheet.version,
          products: sheet.products.map((p) => ({ product_id: p.product_id, returned: Number(counts[p.product_id].returned), merma: Number(counts[p.product_id].merma), merma_reason: counts[p.product_id].reason || undefined })),
          cash: sheet.payment_types.filter((t) => cash[t.id]).map((t) => ({ id_type_payment: t.id, amount: Number(cash[t.id]) })),
          reason: reason || undefined,
        }),
      success: 'Se cerró la ruta',
      onDone: (s) => {
        queryClient.setQueryData(['load', s.id], s);
        // The day's sheets list their state too ('Cerrada' now).
        void queryClient.invalidateQueries({ queryKey: ['loads'] });
      },
    });
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Cierre de ruta">
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        CIERRE DE RUTA
      </Typography>
      {sheet.products.map((p) => (
        <Box key={p.product_id} sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Typography sx={{ minWidth: 240 }}>
            {p.product} · quedan {formatQuantity(p.on_truck, p.unit)}
          </Typography>
          <TextField size="small" label="Vuelve" value={counts[p.product_id].returned} onChange={(e) => set(p.product_id, 'returned', e.target.value)} sx={{ width: 100 }} />
          <TextField size="small" label="Merma" value={counts[p.product_id].merma} onChange={(e) => set(p.product_id, 'merma', e.target.value)} sx={{ width: 100 }} />
          <TextField size="small" label="Motivo de la merma" value={counts[p.product_id].reason} onChange={(e) => set(p.product_id, 'reason', e.target.value)} sx={{ flexGrow: 1, minWidth: 200 }} />
        </Box>
      ))}
      <Typography sx={{ mt: 2, mb: 1, fontWeight: 700 }}>Dinero entregado por el chofer</Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        {sheet.payment_types.map((t) => (
          <TextField key={t.id} size="small" label={`${t.type_pay} Bs.`} value={cash[t.id] ?? ''} onChange={(e) => setCash((c) => ({ ...c, [t.id]: e.target.value }))} sx={{ width: 160 }} />
        ))}
      </Box>
      <TextField size="small" fullWidth label="Motivo de la diferencia (si la hay)" value={reason} onChange={(e) => setReason(e.target.value)} sx={{ mb: 1 }} />
      <Button variant="contained" onClick={submit}>
        Cerrar ruta
      </Button>
    </Paper>
  );
}
