import { createMarkBody, MARK_MAX, type CreateMarkBody, type Mark } from '@lactea/contracts';
import { FormPanel } from '../../components/form/FormPanel';
import { FormTextField } from '../../components/form/FormTextField';
import { useSchemaForm } from '../../components/form/useSchemaForm';

interface MarkFormValues {
  mark: string;
}

export interface MarkFormProps {
  /** The mark being edited; null registers a new one. */
  editing: Mark | null;
  onBack: () => void;
  /** Receives the validated (trimmed) name; the page runs the confirm/progress/result flow. */
  onSave: (values: CreateMarkBody) => Promise<unknown>;
}

/** 'Formulario Registro' / 'Formulario Edición' of a mark (name required, 30 characters). */
export function MarkForm({ editing, onBack, onSave }: MarkFormProps) {
  const form = useSchemaForm<MarkFormValues, CreateMarkBody>(createMarkBody, { mark: editing?.mark ?? '' });
  return (
    <FormPanel mode={editing ? 'edit' : 'register'} onBack={onBack} onSubmit={form.submit(onSave)}>
      <FormTextField control={form.control} name="mark" label="Marca" max={MARK_MAX} autoFocus />
    </FormPanel>
  );
}
