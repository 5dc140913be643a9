import {
  BUSINESS_NAME_MAX,
  CI_NIT_MAX,
  createClientBody,
  GLOSS_MAX,
  type Client,
  type CreateClientBody,
} from '@lactea/contracts';
import { FormPanel } from '../../components/form/FormPanel';
import InputAdornment from '@mui/material/InputAdornment';
import { FormTextField } from '../../components/form/FormTextField';
import { FormNumberField, numberText } from '../../components/form/FormNumberField';
import { useSchemaForm } from '../../components/form/useSchemaForm';
import { FormPriceListField } from '../../components/pickers/PriceListField';

interface ClientFormValues {
  business_name: string;
  ci_nit: string;
  gloss: string;
  credit_limit: string;
  overdue_days: string;
  /** 0 = 'Precio de mostrador'. */
  fk_price_list: number;
  price_list: string;
}

export interface ClientFormProps {
  /** Clients are only edited here (they are registered at the till). */
  editing: Client;
  onBack: () => void;
  onSave: (values: CreateClientBody) => Promise<unknown>;
}

/** 'Formulario Edición' of a client: Razón Social (50), CI/NIT (30), Glosa (100), credit limit and overdue days (optional; decision 0035), price list ('Precio de mostrador' = none). */
export function ClientForm({ editing, onBack, onSave }: ClientFormProps) {
  const form = useSchemaForm<ClientFormValues, CreateClientBody>(createClientBody, {
    business_name: editing.business_name,
    ci_nit: editing.ci_nit,
    gloss: editing.gloss ?? '',
    credit_limit: numberText(editing.credit_limit),
    overdue_days: numberText(editing.overdue_days, 'quantity'),
    fk_price_list: editing.fk_price_list ?? 0,
    price_list: editing.price_list ?? '',
  });
  return (
    <FormPanel mode="edit" onBack={onBack} onSubmit={form.submit(onSave)}>
      <FormTextField control={form.control} name="business_name" label="Razón Social" max={BUSINESS_NAME_MAX} autoFocus />
      <FormTextField control={form.control} name="ci_nit" label="CI/NIT" max={CI_NIT_MAX} />
      <FormTextField control={form.control} name="gloss" label="Glosa (opcional)" max={GLOSS_MAX} multiline minRows={2} />
      <FormNumberField
        control={form.control}
        name="credit_limit"
        label="Límite de crédito (opcional)"
        slotProps={{ input: { startAdornment: <InputAdornment position="start">Bs.</InputAdornment> } }}
      />
      <FormNumberField
        kind="quantity"
        control={form.control}
        name="overdue_days"
        label="Días para deuda vencida (opcional)"
      />
      <FormPriceListField control={form.control} name="fk_price_list" labelName="price_list" />
    </FormPanel>
  );
}
