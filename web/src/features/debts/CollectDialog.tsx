import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CASH_MSG, type Sale, type TypePayment } from '@lactea/contracts';
import { formatMoney } from '../../lib/format';

/** Asks for the payment type a debt is collected with (spec 02 §2 COBRO DEUDAS). */
export function CollectDialog({ sale, types, onClose, onCollect }: { sale: Sale | null; types: TypePayment[]; onClose: () => void; onCollect: (sale: Sale, type: TypePayment) => void }) {
  const [typeId, setTypeId] = useState('');
  const [touched, setTouched] = useState(false);
  const enabled = types.filter((t) => t.enabled === 1);
  const chosen = enabled.find((t) => String(t.id) === typeId);
  const submit = () => {
    setTouched(true);
    if (sale && chosen) onCollect(sale, chosen);
  };
  return (
    <Dialog open={sale !== null} onClose={onClose} aria-labelledby="collect-title" slotProps={{ paper: { sx: { width: 400 } } }}>
      <DialogTitle id="collect-title">Cobrar deuda</DialogTitle>
      <DialogContent>
        {sale && (
          <Typography sx={{ mb: 2 }}>
            Venta N° {sale.id} · {sale.client?.business_name ?? ''} · {formatMoney(sale.total_sale)}
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
