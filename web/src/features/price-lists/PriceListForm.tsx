import { createPriceListBody, PRICE_LIST_NAME_MAX, type CreatePriceListBody, type PriceList } from '@lactea/contracts';
import { FormPanel } from '../../components/form/FormPanel';
import { FormTextField } from '../../components/form/FormTextField';
import { useSchemaForm } from '../../components/form/useSchemaForm';

export interface PriceListFormProps {
  /** The list being edited; null registers a new one. */
  editing: PriceList | null;
  onBack: () => void;
  onSave: (values: CreatePriceListBody) => Promise<unknown>;
}

/** 'Formulario Registro' / 'Formulario Edición' of a price list (name required, 40 characters). */
export function PriceListForm({ editing, onBack, onSave }: PriceListFormProps) {
  const form = useSchemaForm<{ name: string }, CreatePriceListBody>(createPriceListBody, { name: editing?.name ?? '' });
  return (
    <FormPanel mode={editing ? 'edit' : 'register'} onBack={onBack} onSubmit={form.submit(onSave)}>
      <FormTextField control={form.control} name="name" label="Nombre" max={PRICE_LIST_NAME_MAX} autoFocus />
    </FormPanel>
  );
}
