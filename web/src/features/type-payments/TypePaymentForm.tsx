import MenuItem from '@mui/material/MenuItem';
import { useWatch } from 'react-hook-form';
import {
  PAYMENT_CODES,
  TYPE_PAY_MAX,
  type CreateTypePaymentBody,
  type TypePayment,
  typePaymentForm,
} from '@lactea/contracts';
import { FormPanel } from '../../components/form/FormPanel';
import { FormTextField } from '../../components/form/FormTextField';
import { useSchemaForm } from '../../components/form/useSchemaForm';

interface TypePaymentFormValues {
  type_pay: string;
  /** '' until chosen: Efectivo is required. */
  is_cash: '' | '1' | '0';
  code: 'c' | 'q';
}

export interface TypePaymentFormProps {
  editing: TypePayment | null;
  onBack: () => void;
  onSave: (values: CreateTypePaymentBody) => Promise<unknown>;
}

/**
 * Tipo Pago (30) and Efectivo SI/NO, both required; a non-cash type also says whether the sale
 * records it as card or as QR/other (docs/decisions, till set-up).
 */
export function TypePaymentForm({ editing, onBack, onSave }: TypePaymentFormProps) {
  const form = useSchemaForm<TypePaymentFormValues, CreateTypePaymentBody>(typePaymentForm, {
    type_pay: editing?.type_pay ?? '',
    is_cash: editing ? (String(editing.is_cash) as '1' | '0') : '',
    code: editing?.code === 'c' ? 'c' : 'q',
  });
  const isCash = useWatch({ control: form.control, name: 'is_cash' });
  return (
    <FormPanel mode={editing ? 'edit' : 'register'} onBack={onBack} onSubmit={form.submit(onSave)}>
      <FormTextField control={form.control} name="type_pay" label="Tipo Pago" max={TYPE_PAY_MAX} autoFocus />
      <FormTextField control={form.control} name="is_cash" label="Efectivo" select>
        <MenuItem value="1">SI</MenuItem>
        <MenuItem value="0">NO</MenuItem>
      </FormTextField>
      {isCash === '0' && (
        <FormTextField control={form.control} name="code" label="Se registra como" select>
          <MenuItem value="c">{PAYMENT_CODES.c}</MenuItem>
          <MenuItem value="q">{PAYMENT_CODES.q}</MenuItem>
        </FormTextField>
      )}
    </FormPanel>
  );
}
