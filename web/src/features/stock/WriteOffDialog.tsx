import { useMemo } from 'react';
import { z } from 'zod';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { LOT_MSG, lotQuantityFor, quantityInWords, type ProductUnit } from '@lactea/contracts';
import { dialogPaper } from '../../components/dialogs/dialogSizes';
import { FormNumberField } from '../../components/form/FormNumberField';
import { useSchemaForm } from '../../components/form/useSchemaForm';
import { formatDate } from '../../lib/format';
import { countOf } from '../../lib/plural';
import { FormDialogActions } from '../../components/dialogs/FormDialogActions';

export interface WriteOffDialogProps {
  open: boolean;
  product: string;
  /** The product's unit: whole units leave a lot of one sold by the unit. */
  unit: ProductUnit;
  /** What remains in the lot: the most that can be written off. */
  available: number;
  expiration: string;
  initial?: string;
  onClose: () => void;
  onSubmit: (quantity: number) => void;
}

/** 'Dar de baja': how much leaves the lot (whole units, or kilos of a weighed product; not above the lot: 'No puede ser mayor al lote'). */
export function WriteOffDialog({ open, product, unit, available, expiration, initial = '', onClose, onSubmit }: WriteOffDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth={false} slotProps={{ paper: dialogPaper(400) }} aria-labelledby="write-off-title">
      <DialogTitle id="write-off-title" sx={{ fontWeight: 700 }}>
        Dar de baja
      </DialogTitle>
      {open && <WriteOffForm product={product} unit={unit} available={available} expiration={expiration} initial={initial} onClose={onClose} onSubmit={onSubmit} />}
    </Dialog>
  );
}

function WriteOffForm({ product, unit, available, expiration, initial, onClose, onSubmit }: Omit<WriteOffDialogProps, 'open'>) {
  const schema = useMemo(
    () => z.object({ quantity: lotQuantityFor(unit) }).refine((v) => v.quantity <= available, { message: LOT_MSG.aboveLot, path: ['quantity'] }),
    [available, unit],
  );
  const form = useSchemaForm<{ quantity: string }, { quantity: number }>(schema, { quantity: initial ?? '' });
  return (
    <form noValidate onSubmit={form.submit((v) => onSubmit(v.quantity))} aria-label="Dar de baja">
      <DialogContent sx={{ pt: 1 }}>
        <Typography sx={{ fontWeight: 600 }}>{product}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {`Lote con ${unit === 'kg' ? quantityInWords(available, unit) : countOf(available, 'unidad', 'unidades')}, vence el ${formatDate(expiration)}`}
        </Typography>
        <FormNumberField kind="quantity" control={form.control} name="quantity" label="Cantidad" autoFocus fullWidth />
      </DialogContent>
      <FormDialogActions onCancel={onClose} submit="Dar de baja" danger />
    </form>
  );
}
