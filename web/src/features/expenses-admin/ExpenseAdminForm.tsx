import MenuItem from '@mui/material/MenuItem';
import { createExpenseAdminBody, EXPENSE_DESCRIPTION_MAX, type CreateExpenseAdminBody, type ExpenseAdmin, type TypeExpense } from '@lactea/contracts';
import { FormPanel } from '../../components/form/FormPanel';
import { FormTextField } from '../../components/form/FormTextField';
import { FormDateField } from '../../components/form/FormDateField';
import { FormNumberField, numberText } from '../../components/form/FormNumberField';
import { useSchemaForm } from '../../components/form/useSchemaForm';

interface Values {
  expense: string;
  description: string;
  date_expense: string;
  fk_type_expense: string;
}

/** Monto, Fecha Gasto (today by default), Tipo de Gasto (enabled ones, plus the row's own), Descripción. */
export function ExpenseAdminForm({ editing, types, today, onBack, onSave }: { editing: ExpenseAdmin | null; types: TypeExpense[]; today: string; onBack: () => void; onSave: (v: CreateExpenseAdminBody) => Promise<unknown> }) {
  const form = useSchemaForm<Values, CreateExpenseAdminBody>(createExpenseAdminBody, {
    expense: numberText(editing?.expense),
    description: editing?.description ?? '',
    date_expense: editing?.date_expense ?? today,
    fk_type_expense: editing ? String(editing.fk_type_expense) : '',
  });
  const choices = types.filter((t) => t.enabled === 1 || t.id === editing?.fk_type_expense);
  return (
    <FormPanel mode={editing ? 'edit' : 'register'} onBack={onBack} onSubmit={form.submit(onSave)}>
      <FormNumberField control={form.control} name="expense" label="Monto (Bs.)" autoFocus />
      <FormDateField control={form.control} name="date_expense" label="Fecha Gasto" />
      <FormTextField control={form.control} name="fk_type_expense" label="Tipo de Gasto" select>
        {choices.map((t) => (
          <MenuItem key={t.id} value={String(t.id)}>
            {t.type_expense}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField control={form.control} name="description" label="Descripción" max={EXPENSE_DESCRIPTION_MAX} multiline minRows={2} />
    </FormPanel>
  );
}
