import { useMemo } from 'react';
import { z } from 'zod';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { LOT_MSG, lotQuantity } from '@lactea/contracts';
import { dialogPaper } from '../../components/dialogs/dialogSizes';
import { FormNumberField } from '../../components/form/FormNumberField';
import { useSchemaForm } from '../../components/form/useSchemaForm';
import { formatDate } from '../../lib/format';
import { countOf } from '../../lib/plural';
import { FormDialogActions } from '../../components/dialogs/FormDialogActions';

export interface WriteOffDialogProps {
  open: boolean;
  product: string;
  /** What remains in the lot: the most that can be written off. */
  available: number;
  expiration: string;
  initial?: string;
  onClose: () => void;
  onSubmit: (quantity: number) => void;
}

/** 'Dar de baja': how many units leave the lot (whole, from 1, not above the lot: 'No puede ser mayor al lote'). */
export function WriteOffDialog({ open, product, available, expiration, initial = '', onClose, onSubmit }: WriteOffDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth={false} slotProps={{ paper: dialogPaper(400) }} aria-labelledby="write-off-title">
      <DialogTitle id="write-off-title" sx={{ fontWeight: 700 }}>
        Dar de baja
      </DialogTitle>
      {open && <WriteOffForm product={product} available={available} expiration={expiration} initial={initial} onClose={onClose} onSubmit={onSubmit} />}
    </Dialog>
  );
}

function WriteOffForm({ product, available, expiration, initial, onClose, onSubmit }: Omit<WriteOffDialogProps, 'open'>) {
  const schema = useMemo(
    () => z.object({ quantity: lotQuantity() }).refine((v) => v.quantity <= available, { message: LOT_MSG.aboveLot, path: ['quantity'] }),
    [available],
  );
  const form = useSchemaForm<{ quantity: string }, { quantity: number }>(schema, { quantity: initial ?? '' });
  return (
    <form noValidate onSubmit={form.submit((v) => onSubmit(v.quantity))} aria-label="Dar de baja">
      <DialogContent sx={{ pt: 1 }}>
        <Typography sx={{ fontWeight: 600 }}>{product}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {`Lote con ${countOf(available, 'unidad', 'unidades')}, vence el ${formatDate(expiration)}`}
        </Typography>
        <FormNumberField kind="quantity" control={form.control} name="quantity" label="Cantidad" autoFocus fullWidth />
      </DialogContent>
      <FormDialogActions onCancel={onClose} submit="Dar de baja" danger />
    </form>
  );
}
