import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CASH_MSG, debtPaymentBody, isSaldoPayment, type Sale, type TypePayment, toCents } from '@lactea/contracts';
import { formatAmount, formatCents, formatMoney } from '../../lib/format';

/** What is still owed of a credit sale, in cents. */
export const balanceCents = (sale: Sale) => toCents(sale.total_sale) - toCents(sale.debt_paid);

/**
 * The confirmation of a collection, naming what is collected now: the sale's total when nothing was
 * paid of it yet, its balance when part was ('el saldo de Bs. 63,25'), or the part being paid.
 */
export function collectQuestion(sale: Sale, typePay: string, amountCents: number): string {
  const amount = formatCents(amountCents);
  if (amountCents !== balanceCents(sale)) return `¿Está seguro de cobrar ${amount} de la venta N° ${sale.id} con ${typePay}?`;
  if (sale.debt_paid === 0) return `¿Está seguro de cobrar la venta N° ${sale.id} de ${amount} con ${typePay}?`;
  return `¿Está seguro de cobrar el saldo de ${amount} de la venta N° ${sale.id} (total ${formatMoney(sale.total_sale)}) con ${typePay}?`;
}

/**
 * Asks for the payment type and the amount a debt is paid with (COBRO DEUDAS; partial
 * payments, decision 0036): the amount starts at the whole balance and may be any part of it.
 */
export function CollectDialog({
  sale,
  types,
  onClose,
  onCollect,
}: {
  sale: Sale | null;
  types: TypePayment[];
  onClose: () => void;
  onCollect: (sale: Sale, type: TypePayment, amountCents: number) => void;
}) {
  const [typeId, setTypeId] = useState('');
  const [amount, setAmount] = useState(sale ? formatAmount(balanceCents(sale) / 100) : '');
  const [touched, setTouched] = useState(false);
  // A debt is paid with money: 'Saldo a favor' pays the client's sales at the till only.
  const enabled = types.filter((t) => t.enabled === 1 && !isSaldoPayment(t));
  const chosen = enabled.find((t) => String(t.id) === typeId);
  const balance = sale ? balanceCents(sale) : 0;
  // The contract's own reading of the amount ('15,50', '1.234,50'), then the balance the server checks too.
  const parsed = debtPaymentBody.shape.amount.safeParse(amount);
  const amountError = !parsed.success
    ? parsed.error.issues[0].message
    : toCents(parsed.data) > balance
      ? CASH_MSG.aboveBalance(balance)
      : null;
  const submit = () => {
    setTouched(true);
    if (sale && chosen && parsed.success && !amountError) onCollect(sale, chosen, toCents(parsed.data));
  };
  return (
    <Dialog open={sale !== null} onClose={onClose} aria-labelledby="collect-title" slotProps={{ paper: { sx: { width: 400 } } }}>
      <DialogTitle id="collect-title">Cobrar deuda</DialogTitle>
      <DialogContent>
        {sale && (
          <Typography sx={{ mb: 2 }}>
            Venta N° {sale.id} · {sale.client?.business_name ?? ''} · {formatMoney(sale.total_sale)} · Saldo {formatCents(balance)}
          </Typography>
        )}
        <TextField
          select
          fullWidth
          label="Tipo Pago"
          value={typeId}
          onChange={(e) => setTypeId(e.target.value)}
          error={touched && !chosen}
          helperText={touched && !chosen ? CASH_MSG.choosePayType : ' '}
        >
          {enabled.map((t) => (
            <MenuItem key={t.id} value={String(t.id)}>
              {t.type_pay}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          fullWidth
          label="Monto"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          error={touched && amountError !== null}
          helperText={touched && amountError ? amountError : 'El saldo o una parte'}
          autoComplete="off"
          slotProps={{ htmlInput: { inputMode: 'decimal' }, input: { startAdornment: <InputAdornment position="start">Bs.</InputAdornment> } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button variant="contained" onClick={submit}>
          Cobrar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
