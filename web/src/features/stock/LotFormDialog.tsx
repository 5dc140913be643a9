import { useMemo } from 'react';
import { z } from 'zod';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LOT_MSG, lotDate, lotQuantityFor, pastExpiryRefusal, type ProductUnit } from '@lactea/contracts';
import { dialogPaper } from '../../components/dialogs/dialogSizes';
import { FormDateField } from '../../components/form/FormDateField';
import { FormNumberField } from '../../components/form/FormNumberField';
import { useSchemaForm } from '../../components/form/useSchemaForm';
import { FormDialogActions } from '../../components/dialogs/FormDialogActions';
import { businessToday } from '../../lib/shopTime';

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
  /** The product's unit: a lot of one sold by the unit holds whole units. */
  unit: ProductUnit;
  initial: LotFormValues;
  /** Edit: units that already left the lot (shown; they stay out whatever remains). */
  left?: number;
  /** Edit: what entered the lot (shown). */
  entered?: number;
  onClose: () => void;
  onSubmit: (values: LotFormOutput) => void;
}

/**
 * 'Nuevo Lote' / 'Editar Lote': Cantidad (what the lot holds: above 0, whole for a product sold by the unit) and Fecha Vencimiento (today or later),
 * checked with the contract's rules before the confirmation; the server checks them again.
 */
export function LotFormDialog({ open, mode, product, unit, initial, left = 0, entered, onClose, onSubmit }: LotFormDialogProps) {
  const title = mode === 'register' ? 'Nuevo Lote' : 'Editar Lote';
  return (
    <Dialog open={open} onClose={onClose} maxWidth={false} slotProps={{ paper: dialogPaper(400) }} aria-labelledby="lot-form-title">
      <DialogTitle id="lot-form-title" sx={{ fontWeight: 700 }}>
        {title}
      </DialogTitle>
      {open && <LotForm mode={mode} product={product} unit={unit} initial={initial} left={left} entered={entered} onClose={onClose} onSubmit={onSubmit} />}
    </Dialog>
  );
}

function LotForm({ mode, product, unit, initial, left, entered, onClose, onSubmit }: Omit<LotFormDialogProps, 'open'> & { left: number }) {
  const schema = useMemo(
    () =>
      z
        .object({ quantity: lotQuantityFor(unit), expiration_date: lotDate() })
        .refine((v) => !pastExpiryRefusal(v.expiration_date, businessToday()), { message: LOT_MSG.pastExpiry, path: ['expiration_date'] }),
    [unit],
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
              {`Entraron ${entered ?? 0} al lote; salieron ${left}.`}
            </Typography>
          )}
          <FormDateField control={form.control} name="expiration_date" label="Fecha Vencimiento" min={businessToday()} />
        </Stack>
      </DialogContent>
      <FormDialogActions onCancel={onClose} submit={mode === 'register' ? 'Registrar' : 'Guardar'} />
    </form>
  );
}
