import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { lineCents, pastExpiryRefusal, purchaseLineSchema, toCents, type ProductUnit, type PurchaseLine } from '@lactea/contracts';
import { dialogPaper } from '../../components/dialogs/dialogSizes';
import { FormDateField } from '../../components/form/FormDateField';
import { FormNumberField } from '../../components/form/FormNumberField';
import { useSchemaForm } from '../../components/form/useSchemaForm';
import { formatCents } from '../../lib/format';
import { lineFigures } from './draft';
import { FormDialogActions } from '../../components/dialogs/FormDialogActions';
import { businessToday } from '../../lib/shopTime';

export interface LineFormValues {
  product_id: number;
  unit_price: string;
  quantity: string;
  discount: string;
  expiration_date: string;
  unit_cost: string;
}

export interface PurchaseLineDialogProps {
  /** The product of the line and the values to start from (a new line or the one being edited). */
  productName: string;
  /** 'kg': the quantity is a weight, and the label says so. */
  unit: ProductUnit;
  initial: LineFormValues;
  editing: boolean;
  onClose: () => void;
  onSave: (line: PurchaseLine) => void;
}

/**
 * The purchase product form: unit price, quantity, discount, expiration date, unit
 * cost; Sub Total = price × quantity and Total = Sub Total − discount shown as they are typed.
 */
export function PurchaseLineDialog({ productName, unit, initial, editing, onClose, onSave }: PurchaseLineDialogProps) {
  const form = useSchemaForm<LineFormValues, PurchaseLine>(purchaseLineSchema, initial);
  const [price, quantity, discount] = useWatch({ control: form.control, name: ['unit_price', 'quantity', 'discount'] });
  const figures = lineFigures(price, quantity, discount);
  const save = form.submit((line) => {
    if (toCents(line.discount) > lineCents(toCents(line.unit_price), line.quantity)) {
      form.setError('discount', { message: 'No puede ser mayor al subtotal' });
      return;
    }
    // The server's rule (it knows the shop's today and names the line); caught here as typed.
    const expired = pastExpiryRefusal(line.expiration_date, businessToday());
    if (expired) {
      form.setError('expiration_date', { message: expired });
      return;
    }
    onSave(line);
  });
  return (
    <Dialog open onClose={onClose} maxWidth={false} slotProps={{ paper: dialogPaper(400) }} aria-labelledby="purchase-line-title">
      <DialogTitle id="purchase-line-title" sx={{ fontWeight: 700 }}>
        {productName}
      </DialogTitle>
      <DialogContent>
        <Box component="form" id="purchase-line-form" onSubmit={save} noValidate sx={{ display: 'grid', gap: 2, pt: 1 }}>
          <FormNumberField control={form.control} name="unit_price" label="Precio Unitario" autoFocus />
          <FormNumberField kind="quantity" control={form.control} name="quantity" label={unit === 'kg' ? 'Cantidad (kg)' : 'Cantidad'} />
          <FormNumberField control={form.control} name="discount" label="Descuento" />
          <FormDateField control={form.control} name="expiration_date" label="Fecha Vencimiento" />
          <FormNumberField control={form.control} name="unit_cost" label="Costo Unitario" />
          <Box sx={{ display: 'flex', justifyContent: 'space-between' }} aria-live="polite">
            <Typography>Sub Total: {formatCents(figures.subtotal)}</Typography>
            <Typography sx={{ fontWeight: 700 }}>Total: {formatCents(figures.total)}</Typography>
          </Box>
        </Box>
      </DialogContent>
      <FormDialogActions onCancel={onClose} submit={editing ? 'Guardar' : 'Añadir'} form="purchase-line-form" />
    </Dialog>
  );
}
