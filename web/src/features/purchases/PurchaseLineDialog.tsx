import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { centsText, crateLineText, lineCents, pastExpiryRefusal, purchaseLineSchema, readQuantityText, toCents, type ProductUnit, type PurchaseLine, type SalePresentation } from '@lactea/contracts';
import { dialogPaper } from '../../components/dialogs/dialogSizes';
import { FormDateField } from '../../components/form/FormDateField';
import { FormNumberField } from '../../components/form/FormNumberField';
import { FormTextField } from '../../components/form/FormTextField';
import { useSchemaForm } from '../../components/form/useSchemaForm';
import { formatCents } from '../../lib/format';
import { lineFigures, typedNumber } from './draft';
import { FormDialogActions } from '../../components/dialogs/FormDialogActions';
import { businessToday } from '../../lib/shopTime';

export interface LineFormValues {
  product_id: number;
  /** '0': the unit; otherwise the id of the presentation bought. */
  presentation_id: string;
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
  /** The product's enabled presentations: with any, the line may be bought by one of them. */
  presentations: SalePresentation[];
  /** The product's cost per unit: a presentation chosen starts its price and cost at units × it. */
  unitCost: number;
  initial: LineFormValues;
  editing: boolean;
  onClose: () => void;
  onSave: (line: PurchaseLine) => void;
}

/**
 * The purchase product form: presentation (when the product has any), unit price, quantity,
 * discount, expiration date, unit cost; Sub Total = price × quantity and Total = Sub Total −
 * discount shown as they are typed. Bought by a presentation, price, quantity and cost count crates,
 * and the line reads what the lot gets: '3 Caja x12 = 36 u, costo unitario Bs. 4,00'.
 */
export function PurchaseLineDialog({ productName, unit, presentations, unitCost, initial, editing, onClose, onSave }: PurchaseLineDialogProps) {
  const form = useSchemaForm<LineFormValues, PurchaseLine>(purchaseLineSchema, initial);
  const [price, quantity, discount, chosen, cost] = useWatch({ control: form.control, name: ['unit_price', 'quantity', 'discount', 'presentation_id', 'unit_cost'] });
  const figures = lineFigures(price, quantity, discount);
  const crate = presentations.find((p) => String(p.id) === chosen) ?? null;
  const crates = readQuantityText(String(quantity));
  const per = crate ? ` por ${crate.name}` : '';
  const choose = (id: string) => {
    const picked = presentations.find((p) => String(p.id) === id);
    // A crate's price and cost start at its units × the unit's cost; the unit's at the unit's cost.
    const start = centsText(toCents(unitCost) * (picked?.units ?? 1));
    form.setValue('unit_price', start);
    form.setValue('unit_cost', start);
  };
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
          {presentations.length > 0 && (
            <FormTextField control={form.control} name="presentation_id" label="Presentación" select onValueChange={choose}>
              <MenuItem value="0">Unidad</MenuItem>
              {presentations.map((p) => (
                <MenuItem key={p.id} value={String(p.id)}>
                  {p.name}
                </MenuItem>
              ))}
            </FormTextField>
          )}
          <FormNumberField control={form.control} name="unit_price" label={crate ? `Precio${per}` : 'Precio Unitario'} autoFocus />
          <FormNumberField kind="quantity" control={form.control} name="quantity" label={unit === 'kg' ? 'Cantidad (kg)' : crate ? `Cantidad (${crate.name})` : 'Cantidad'} />
          <FormNumberField control={form.control} name="discount" label="Descuento" />
          <FormDateField control={form.control} name="expiration_date" label="Fecha Vencimiento" />
          <FormNumberField control={form.control} name="unit_cost" label={crate ? `Costo${per}` : 'Costo Unitario'} />
          {crate && crates.ok && crates.quantity > 0 && (
            <Typography color="text.secondary" aria-live="polite">
              {crateLineText(crates.quantity, crate, toCents(typedNumber(cost)))}
            </Typography>
          )}
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
