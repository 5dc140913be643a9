import {
  createProviderBody,
  PROVIDER_DESCRIPTION_MAX,
  PROVIDER_MAX,
  type CreateProviderBody,
  type Provider,
} from '@lactea/contracts';
import { FormPanel } from '../../components/form/FormPanel';
import { FormTextField } from '../../components/form/FormTextField';
import { useSchemaForm } from '../../components/form/useSchemaForm';

interface ProviderFormValues {
  provider: string;
  description: string;
}

export interface ProviderFormProps {
  /** The provider being edited; null registers a new one. */
  editing: Provider | null;
  onBack: () => void;
  onSave: (values: CreateProviderBody) => Promise<unknown>;
}

/** Provider (30) and description (100), both required. */
export function ProviderForm({ editing, onBack, onSave }: ProviderFormProps) {
  const form = useSchemaForm<ProviderFormValues, CreateProviderBody>(createProviderBody, {
    provider: editing?.provider ?? '',
    description: editing?.description ?? '',
  });
  return (
    <FormPanel mode={editing ? 'edit' : 'register'} onBack={onBack} onSubmit={form.submit(onSave)}>
      <FormTextField control={form.control} name="provider" label="Proveedor" max={PROVIDER_MAX} autoFocus />
      <FormTextField
        control={form.control}
        name="description"
        label="Descripción"
        max={PROVIDER_DESCRIPTION_MAX}
        multiline
        minRows={2}
      />
    </FormPanel>
  );
}
