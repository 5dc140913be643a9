import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { DateField, type DateFieldProps } from './DateField';

/**
 * The date box bound to a contract form: the form holds 'YYYY-MM-DD', the schema's message shows in
 * red. Text that is no day is held as typed, so the schema refuses it: the form is never sent with
 * the day the box showed before ('30/02/2026' typed over today saved today).
 */
export function FormDateField<Values extends FieldValues, Output>({
  control,
  name,
  ...props
}: { control: Control<Values, unknown, Output>; name: FieldPath<Values> } & Omit<DateFieldProps, 'value' | 'onChange' | 'name'>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <DateField
      {...props}
      name={field.name}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={field.onChange}
      onUnreadable={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.error?.message}
    />
  );
}
