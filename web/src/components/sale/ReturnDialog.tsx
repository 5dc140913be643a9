import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CASHIER_RETURN_REFUNDS,
  formatQuantity,
  RETURN_DISPOSITIONS,
  RETURN_DISPOSITION_VALUES,
  RETURN_MSG,
  RETURN_REFUNDS,
  RETURN_REFUND_VALUES,
  returnAmountCents,
  returnableLines,
  saleReturnBody,
  saleReturnLineBody,
  toMilli,
  type ReturnDisposition,
  type ReturnRefund,
  type Sale,
  type SaleReturnBody,
} from '@lactea/contracts';
import { formatCents } from '../../lib/format';

interface LineDraft {
  quantity: string;
  disposition: ReturnDisposition;
}

/** The refunds this sale and this person may use: a debt only for an open credit sale, saldo only with a client. */
function refundsFor(sale: Sale, admin: boolean): ReturnRefund[] {
  const open = sale.type_payment === null && sale.cancelled === 0 && sale.total_sale > sale.debt_paid;
  return RETURN_REFUND_VALUES.filter((r) => (admin || CASHIER_RETURN_REFUNDS.includes(r)) && (r !== 'deuda' || open) && (r !== 'saldo' || sale.client !== null));
}

/**
 * 'Devolver' (VENTAS DÍA, REPORTE VENTAS, the client's estado de cuenta; `useSaleReturn` runs it):
 * the sale's lines with what is left of each, a quantity and where it goes
 * per line, the reason and the refund; the money shown is the server's own rule (returnAmountCents).
 */
export function ReturnDialog({ sale, admin, onClose, onReturn }: { sale: Sale | null; admin: boolean; onClose: () => void; onReturn: (body: SaleReturnBody, amountCents: number) => void }) {
  const lines = sale ? returnableLines(sale) : [];
  const refunds = sale ? refundsFor(sale, admin) : [];
  const [drafts, setDrafts] = useState<Record<number, LineDraft>>({});
  const [reason, setReason] = useState('');
  const [refund, setRefund] = useState<ReturnRefund>(refunds[0] ?? 'efectivo');
  const [touched, setTouched] = useState(false);
  const draftOf = (id: number): LineDraft => drafts[id] ?? { quantity: '', disposition: 'stock' };
  const edit = (id: number, change: Partial<LineDraft>) => setDrafts((d) => ({ ...d, [id]: { ...draftOf(id), ...change } }));

  // Each line read by the contract; an empty box is no return of that line.
  const read = lines.map((l) => {
    const d = draftOf(l.saleLineId);
    if (d.quantity.trim() === '') return { l, d, error: null, milli: 0 };
    const parsed = saleReturnLineBody.shape.quantity.safeParse(d.quantity);
    if (!parsed.success) return { l, d, error: parsed.error.issues[0].message, milli: 0 };
    const milli = toMilli(parsed.data);
    if (milli > toMilli(l.left)) return { l, d, error: RETURN_MSG.onlyLeft(l.left, l.product, l.unit), milli: 0 };
    return { l, d, error: null, milli };
  });
  const chosen = read.filter((r) => r.milli > 0);
  const amountCents = chosen.reduce((sum, r) => sum + returnAmountCents(r.l, r.milli), 0);
  const body = sale
    ? saleReturnBody.safeParse({ sale_id: sale.id, reason, refund, lines: chosen.map((r) => ({ sale_line_id: r.l.saleLineId, quantity: r.milli / 1000, disposition: r.d.disposition })) })
    : null;
  const reasonError = body && !body.success ? body.error.issues.find((i) => i.path[0] === 'reason')?.message : undefined;
  const submit = () => {
    setTouched(true);
    if (sale && body?.success && read.every((r) => r.error === null)) onReturn(body.data, amountCents);
  };

  return (
    <Dialog open={sale !== null} onClose={onClose} aria-labelledby="return-title" fullWidth maxWidth="sm">
      <DialogTitle id="return-title">Devolver · Venta N° {sale?.id}</DialogTitle>
      <DialogContent>
        {read.map(({ l, d, error }) => (
          <div key={l.saleLineId} style={{ marginBottom: 12 }}>
            <Typography sx={{ fontWeight: 700 }}>{l.product}</Typography>
            <Typography variant="body2" sx={{ mb: 1 }}>
              Vendido {formatQuantity(l.soldMilli / 1000, l.unit)} · Quedan {formatQuantity(l.left, l.unit)} por devolver
            </Typography>
            <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
              <TextField
                label="Cantidad"
                value={d.quantity}
                disabled={l.left === 0}
                onChange={(e) => edit(l.saleLineId, { quantity: e.target.value })}
                error={error !== null}
                helperText={error ?? ' '}
                autoComplete="off"
                slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': `Cantidad a devolver de ${l.product}` } }}
                sx={{ flex: '1 1 120px' }}
              />
              <TextField
                select
                label="Destino"
                value={d.disposition}
                disabled={l.left === 0}
                onChange={(e) => edit(l.saleLineId, { disposition: e.target.value as ReturnDisposition })}
                helperText=" "
                slotProps={{ htmlInput: { 'aria-label': `Destino de ${l.product}` } }}
                sx={{ flex: '1 1 160px' }}
              >
                {RETURN_DISPOSITION_VALUES.map((v) => (
                  <MenuItem key={v} value={v}>
                    {RETURN_DISPOSITIONS[v]}
                  </MenuItem>
                ))}
              </TextField>
            </div>
          </div>
        ))}
        <TextField
          fullWidth
          label="Motivo"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={touched && reasonError !== undefined}
          helperText={touched && reasonError ? reasonError : ' '}
          autoComplete="off"
        />
        <TextField select fullWidth label="Reembolso" value={refund} onChange={(e) => setRefund(e.target.value as ReturnRefund)} helperText=" ">
          {refunds.map((r) => (
            <MenuItem key={r} value={r}>
              {RETURN_REFUNDS[r]}
            </MenuItem>
          ))}
        </TextField>
        <Typography sx={{ fontWeight: 700 }} aria-live="polite">
          A devolver: {formatCents(amountCents)}
        </Typography>
        {touched && chosen.length === 0 && read.every((r) => r.error === null) && <Typography color="error">{RETURN_MSG.noLines}</Typography>}
      </DialogContent>
      <DialogActions>
        <Button color="secondary" onClick={onClose}>
          Cancelar
        </Button>
        <Button variant="contained" onClick={submit}>
          Devolver
        </Button>
      </DialogActions>
    </Dialog>
  );
}
