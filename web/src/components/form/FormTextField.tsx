import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { normalizeText } from '@lactea/contracts';

export type FormTextFieldProps<Values extends FieldValues, Output> = {
  control: Control<Values, unknown, Output>;
  name: FieldPath<Values>;
  label: string;
  /** The contract's limit: shows the 'n/max' counter, counting what will be stored (trimmed, spaces collapsed). */
  max?: number;
  /** Told each value chosen or typed, after the form has it (a choice that sets other fields). */
  onValueChange?: (value: string) => void;
} & Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'label'>;

/** A text field bound to the form: red with the schema's message when invalid, counter at right. */
export function FormTextField<Values extends FieldValues, Output>({
  control,
  name,
  label,
  max,
  onValueChange,
  ...props
}: FormTextFieldProps<Values, Output>) {
  const { field, fieldState } = useController({ control, name });
  const text = field.value === null || field.value === undefined ? '' : String(field.value);
  const message = fieldState.error?.message;
  let helper: ReactNode = message;
  if (max !== undefined) {
    const length = normalizeText(text).length;
    helper = (
      <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
        <span>{message}</span>
        <Box component="span" sx={{ color: length > max ? 'error.main' : 'text.secondary', whiteSpace: 'nowrap' }}>
          {length}/{max}
        </Box>
      </Box>
    );
  }
  return (
    <TextField
      {...props}
      label={label}
      name={field.name}
      value={text}
      onChange={(e) => {
        field.onChange(e);
        onValueChange?.(e.target.value);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={helper}
    />
  );
}
