import { createExpenseBody, EXPENSE_DESCRIPTION_MAX, type CreateExpenseBody, type Expense, type ExpenseFormInput } from '@lactea/contracts';
import { FormPanel } from '../../components/form/FormPanel';
import { FormTextField } from '../../components/form/FormTextField';
import { FormNumberField, numberText } from '../../components/form/FormNumberField';
import { useSchemaForm } from '../../components/form/useSchemaForm';

/** Monto (Bs., 2 decimals, above 0) and Descripción (150). */
export function ExpenseForm({ editing, onBack, onSave }: { editing: Expense | null; onBack: () => void; onSave: (v: CreateExpenseBody) => Promise<unknown> }) {
  const form = useSchemaForm<ExpenseFormInput, CreateExpenseBody>(createExpenseBody, {
    expense: numberText(editing?.expense),
    description: editing?.description ?? '',
  });
  return (
    <FormPanel mode={editing ? 'edit' : 'register'} onBack={onBack} onSubmit={form.submit(onSave)}>
      <FormNumberField control={form.control} name="expense" label="Monto (Bs.)" autoFocus />
      <FormTextField control={form.control} name="description" label="Descripción" max={EXPENSE_DESCRIPTION_MAX} multiline minRows={2} />
    </FormPanel>
  );
}
