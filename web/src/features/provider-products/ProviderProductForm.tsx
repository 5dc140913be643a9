import { createProviderProductBody, type CreateProviderProductBody, type ProviderProduct } from '@lactea/contracts';
import { FormPanel } from '../../components/form/FormPanel';
import { useSchemaForm } from '../../components/form/useSchemaForm';
import { FormPickerField } from '../../components/pickers/PickerField';
import { productSource, providerSource } from '../../components/pickers/pickerSources';

interface Values {
  provider_id: number;
  provider_name: string;
  product_id: number;
  product_name: string;
}

/** Register or edit an assignment: both pickers required ('Sin elección' on the one not chosen). */
export function ProviderProductForm({ editing, onBack, onSave }: { editing: ProviderProduct | null; onBack: () => void; onSave: (v: CreateProviderProductBody) => Promise<unknown> }) {
  const form = useSchemaForm<Values, CreateProviderProductBody>(createProviderProductBody, {
    provider_id: editing?.provider_id ?? 0,
    provider_name: editing?.provider ?? '',
    product_id: editing?.product_id ?? 0,
    product_name: editing?.product.product ?? '',
  });
  return (
    <FormPanel mode={editing ? 'edit' : 'register'} onBack={onBack} onSubmit={form.submit(onSave)}>
      <FormPickerField source={providerSource} control={form.control} name="provider_id" labelName="provider_name" label="Proveedor" />
      <FormPickerField source={productSource} control={form.control} name="product_id" labelName="product_name" label="Producto" />
    </FormPanel>
  );
}
