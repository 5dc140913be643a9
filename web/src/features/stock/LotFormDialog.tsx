import { useMemo } from 'react';
import { z } from 'zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LOT_MSG, lotDate, lotQuantity } from '@lactea/contracts';
import { dialogPaper } from '../../components/dialogs/dialogSizes';
import { FormDateField } from '../../components/form/FormDateField';
import { FormNumberField } from '../../components/form/FormNumberField';
import { useSchemaForm } from '../../components/form/useSchemaForm';
import { toApiDate } from '../../lib/format';

/** What the lot form holds as typed. */
export interface LotFormValues {
  quantity: string;
  expiration_date: string;
}
export interface LotFormOutput {
  quantity: number;
  expiration_date: string;
}

export interface LotFormDialogProps {
  open: boolean;
  mode: 'register' | 'edit';
  product: string;
  initial: LotFormValues;
  /** Edit: units that already left the lot; the entered quantity may not go below them. */
  left?: number;
  /** Edit: what remains now (shown). */
  remaining?: number;
  onClose: () => void;
  onSubmit: (values: LotFormOutput) => void;
}

/**
 * 'Nuevo Lote' / 'Editar Lote': Cantidad (whole, from 1) and Fecha Vencimiento (today or later),
 * checked with the contract's rules before the confirmation; the server checks them again.
 */
export function LotFormDialog({ open, mode, product, initial, left = 0, remaining, onClose, onSubmit }: LotFormDialogProps) {
  const title = mode === 'register' ? 'Nuevo Lote' : 'Editar Lote';
  return (
    <Dialog open={open} onClose={onClose} maxWidth={false} slotProps={{ paper: dialogPaper(400) }} aria-labelledby="lot-form-title">
      <DialogTitle id="lot-form-title" sx={{ fontWeight: 700 }}>
        {title}
      </DialogTitle>
      {open && <LotForm mode={mode} product={product} initial={initial} left={left} remaining={remaining} onClose={onClose} onSubmit={onSubmit} />}
    </Dialog>
  );
}

function LotForm({ mode, product, initial, left, remaining, onClose, onSubmit }: Omit<LotFormDialogProps, 'open'> & { left: number }) {
  const schema = useMemo(
    () =>
      z
        .object({ quantity: lotQuantity(), expiration_date: lotDate() })
        .refine((v) => v.quantity >= left, { message: LOT_MSG.belowLeft(left), path: ['quantity'] })
        .refine((v) => v.expiration_date >= toApiDate(new Date()), { message: LOT_MSG.pastExpiry, path: ['expiration_date'] }),
    [left],
  );
  const form = useSchemaForm<LotFormValues, LotFormOutput>(schema, initial);
  return (
    <form noValidate onSubmit={form.submit(onSubmit)} aria-label={mode === 'register' ? 'Nuevo Lote' : 'Editar Lote'}>
      <DialogContent sx={{ pt: 1 }}>
        <Typography sx={{ fontWeight: 600, mb: 2 }}>{product}</Typography>
        <Stack spacing={2}>
          <FormNumberField kind="quantity" control={form.control} name="quantity" label="Cantidad" autoFocus />
          {mode === 'edit' && (
            <Typography variant="body2" color="text.secondary">
              {`Quedan ${remaining ?? 0} en el lote; salieron ${left}.`}
            </Typography>
          )}
          <FormDateField control={form.control} name="expiration_date" label="Fecha Vencimiento" min={toApiDate(new Date())} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button color="secondary" onClick={onClose}>
          Cancelar
        </Button>
        <Button type="submit" variant="contained">
          {mode === 'register' ? 'Registrar' : 'Guardar'}
        </Button>
      </DialogActions>
    </form>
  );
}
