import Box from '@mui/material/Box';
import { BARCODE_MAX, PRESENTATION_NAME_MAX, presentationFields, type Presentation, type PresentationFields } from '@lactea/contracts';
import { FormPanel } from '../../components/form/FormPanel';
import { FormTextField } from '../../components/form/FormTextField';
import { FormNumberField, numberText } from '../../components/form/FormNumberField';
import { useSchemaForm } from '../../components/form/useSchemaForm';

interface PresentationFormValues {
  name: string;
  units: string;
  barcode: string;
  price: string;
}

export interface PresentationFormProps {
  editing: Presentation | null;
  onBack: () => void;
  onSave: (values: PresentationFields) => Promise<unknown>;
}

/** Nombre ('Caja x12'), Unidades (whole, 2 or more), Código de barra and Precio of the presentation. */
export function PresentationForm({ editing, onBack, onSave }: PresentationFormProps) {
  const form = useSchemaForm<PresentationFormValues, PresentationFields>(presentationFields, {
    name: editing?.name ?? '',
    units: numberText(editing?.units, 'quantity'),
    barcode: editing?.barcode ?? '',
    price: numberText(editing?.price),
  });
  const { control } = form;
  return (
    <FormPanel mode={editing ? 'edit' : 'register'} onBack={onBack} onSubmit={form.submit(onSave)}>
      <FormTextField control={control} name="name" label="Nombre" max={PRESENTATION_NAME_MAX} placeholder="Caja x12" autoFocus />
      <FormTextField control={control} name="barcode" label="Código de barra" max={BARCODE_MAX} />
      <Box sx={{ display: 'flex', gap: 2, '& > *': { flex: 1 } }}>
        <FormNumberField control={control} name="units" label="Unidades" kind="quantity" />
        <FormNumberField control={control} name="price" label="Precio (Bs.)" />
      </Box>
    </FormPanel>
  );
}
