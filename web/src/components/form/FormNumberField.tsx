import type { FieldValues } from 'react-hook-form';
import { formatAmount } from '../../lib/format';
import { FormTextField, type FormTextFieldProps } from './FormTextField';

/** Money (Bs., up to 2 decimals) or a whole quantity. */
export type NumberKind = 'money' | 'quantity';

/**
 * The text a number field starts with: money in the one format without 'Bs.' ('1.234,50'), which
 * the contracts' reader (numbers.ts) reads back; a quantity as its digits; nothing for none.
 */
export function numberText(value: number | null | undefined, kind: NumberKind = 'money'): string {
  if (value === null || value === undefined) return '';
  // The Spanish decimal comma as the person types it ('36,50', '0,75'), both read back by the field.
  return kind === 'money' ? formatAmount(value) : String(value).replace('.', ',');
}

/**
 * The one input for money and quantities in every form. It is a text field on purpose: a
 * type="number" input follows the browser's language (an English Chromium refuses '15,50'),
 * while this one hands what was typed to the form's contract schema, whose money() reads
 * '15,50', '15.50' and '1.234,50' and answers Spanish messages for 'abc', '-5', '1e9' or a
 * third decimal (packages/contracts/src/numbers.ts). The phone shows its numeric keypad.
 */
export function FormNumberField<Values extends FieldValues, Output>({ kind = 'money', slotProps, ...props }: FormTextFieldProps<Values, Output> & { kind?: NumberKind }) {
  return (
    <FormTextField
      {...props}
      autoComplete="off"
      slotProps={{ ...slotProps, htmlInput: { inputMode: kind === 'money' ? 'decimal' : 'numeric', ...slotProps?.htmlInput } }}
    />
  );
}
