import type { ReactNode, Ref } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

export interface LoginFieldProps {
  id: string;
  label: string;
  value: string;
  error?: string;
  type?: string;
  autoComplete: string;
  autoFocus?: boolean;
  maxLength: number;
  inputRef: Ref<HTMLInputElement>;
  endAdornment?: ReactNode;
  htmlInput?: Record<string, unknown>;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/**
 * What MUI's TextField draws (small, full width, outlined: label, input, helper text), built from its
 * parts: TextField itself imports Select, Menu, Popover and Modal, a quarter of the login page's
 * first bundle.
 */
export function LoginField({ id, label, value, error, type = 'text', autoComplete, autoFocus, maxLength, inputRef, endAdornment, htmlInput, onChange, onBlur }: LoginFieldProps) {
  const helperId = `${id}-helper-text`;
  return (
    <FormControl size="small" fullWidth error={Boolean(error)}>
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        name={id}
        label={label}
        type={type}
        value={value}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        inputRef={inputRef}
        endAdornment={endAdornment}
        aria-describedby={error ? helperId : undefined}
        slotProps={{ input: { maxLength, ...htmlInput } }}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      {error && <FormHelperText id={helperId}>{error}</FormHelperText>}
    </FormControl>
  );
}
