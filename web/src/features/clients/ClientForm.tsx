import {
  BUSINESS_NAME_MAX,
  CI_NIT_MAX,
  createClientBody,
  GLOSS_MAX,
  type Client,
  type CreateClientBody,
} from '@lactea/contracts';
import { FormPanel } from '../../components/form/FormPanel';
import { FormTextField } from '../../components/form/FormTextField';
import { useSchemaForm } from '../../components/form/useSchemaForm';

interface ClientFormValues {
  business_name: string;
  ci_nit: string;
  gloss: string;
}

export interface ClientFormProps {
  /** Clients are only edited here (they are registered at the till). */
  editing: Client;
  onBack: () => void;
  onSave: (values: CreateClientBody) => Promise<unknown>;
}

/** 'Formulario Edición' of a client: Razón Social (50), CI/NIT (30), Glosa (100, optional). */
export function ClientForm({ editing, onBack, onSave }: ClientFormProps) {
  const form = useSchemaForm<ClientFormValues, CreateClientBody>(createClientBody, {
    business_name: editing.business_name,
    ci_nit: editing.ci_nit,
    gloss: editing.gloss ?? '',
  });
  return (
    <FormPanel mode="edit" onBack={onBack} onSubmit={form.submit(onSave)}>
      <FormTextField control={form.control} name="business_name" label="Razón Social" max={BUSINESS_NAME_MAX} autoFocus />
      <FormTextField control={form.control} name="ci_nit" label="CI/NIT" max={CI_NIT_MAX} />
      <FormTextField control={form.control} name="gloss" label="Glosa (opcional)" max={GLOSS_MAX} multiline minRows={2} />
    </FormPanel>
  );
}
