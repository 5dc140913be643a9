import { useForm, type DefaultValues, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { TIMINGS } from '@lactea/contracts';
import { useDialogs } from '../dialogs/dialogsContext';

export type SchemaForm<Values extends FieldValues, Output> = UseFormReturn<Values, unknown, Output> & {
  /** Submit handler: validates with the schema; when invalid, marks fields red and shows the dialog. */
  submit: (onValid: (values: Output) => unknown) => (event?: React.BaseSyntheticEvent) => Promise<void>;
};

/**
 * react-hook-form driven by a contract schema. `Values` is what the fields hold (text as typed);
 * the schema's output (trimmed, converted) is what `submit` hands over.
 */
export function useSchemaForm<Values extends FieldValues, Output>(
  schema: z.ZodType<Output, FieldValues>,
  defaultValues: DefaultValues<Values>,
): SchemaForm<Values, Output> {
  const dialogs = useDialogs();
  // Contract schemas preprocess their input (trim, blank → empty), so zod types each field's
  // input as unknown; the fields' own types come from Values.
  const resolver = zodResolver(schema) as unknown as Resolver<Values, unknown, Output>;
  // Not focused on the first wrong field while the 'Corrija…' box opens: that focus left the box
  // without its Aceptar focused, so Enter did not close it. The field is focused once it is accepted.
  const form = useForm<Values, unknown, Output>({ resolver, defaultValues, mode: 'onTouched', shouldFocusError: false });
  const submit: SchemaForm<Values, Output>['submit'] = (onValid) =>
    form.handleSubmit(
      async (values) => {
        await onValid(values);
      },
      (errors) => {
        const first = Object.keys(errors)[0] as Parameters<typeof form.setFocus>[0] | undefined;
        const opener = document.activeElement;
        void dialogs.showInvalidForm().then(() => {
          // After the box has left (MUI gives the focus back to what had it when it opened), and
          // only if the person has not already moved on to a field: never steal focus mid-typing.
          const untouched = () => document.activeElement === opener || document.activeElement === document.body;
          if (first) setTimeout(() => untouched() && form.setFocus(first), TIMINGS.dialogReopenMs);
        });
      },
    );
  return Object.assign(form, { submit });
}
