import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import { PURCHASE_GLOSS_MAX, purchaseDataForm, type PurchaseHeader } from '@lactea/contracts';
import { dialogPaper } from '../../components/dialogs/dialogSizes';
import { FormTextField } from '../../components/form/FormTextField';
import { FormDateField } from '../../components/form/FormDateField';
import { useSchemaForm } from '../../components/form/useSchemaForm';
import { FormDialogActions } from '../../components/dialogs/FormDialogActions';

export interface DataFormValues {
  cancelled: string;
  date_purchase: string;
  gloss: string;
}
export type PurchaseData = Pick<PurchaseHeader, 'cancelled' | 'date_purchase' | 'gloss'>;

/** The purchase data form: Cancelado=1 / No Cancelado=0, date (today by default), gloss ≤ 200. */
export function PurchaseDataDialog({ initial, editing, onClose, onSave }: { initial: DataFormValues; editing: boolean; onClose: () => void; onSave: (data: PurchaseData) => void }) {
  const form = useSchemaForm<DataFormValues, PurchaseData>(purchaseDataForm, initial);
  return (
    <Dialog open onClose={onClose} maxWidth={false} slotProps={{ paper: dialogPaper(400) }} aria-labelledby="purchase-data-title">
      <DialogTitle id="purchase-data-title" sx={{ fontWeight: 700 }}>
        Datos de la Compra
      </DialogTitle>
      <DialogContent>
        <Box component="form" id="purchase-data-form" onSubmit={form.submit(onSave)} noValidate sx={{ display: 'grid', gap: 2, pt: 1 }}>
          <FormTextField control={form.control} name="cancelled" label="Tipo" select>
            <MenuItem value="1">Cancelado</MenuItem>
            <MenuItem value="0">No Cancelado</MenuItem>
          </FormTextField>
          <FormDateField control={form.control} name="date_purchase" label="Fecha Compra" />
          <FormTextField control={form.control} name="gloss" label="Glosa" max={PURCHASE_GLOSS_MAX} multiline minRows={2} />
        </Box>
      </DialogContent>
      <FormDialogActions onCancel={onClose} submit={editing ? 'Guardar' : 'Registrar'} form="purchase-data-form" />
    </Dialog>
  );
}
