import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './FormTextField';

/**
 * A bound password field with its show/hide toggle ('Mostrar contraseña' / 'Ocultar contraseña',
 * named after the field's label).
 */
export function FormPasswordField<Values extends FieldValues, Output>({
  label,
  slotProps,
  ...props
}: FormTextFieldProps<Values, Output>) {
  const [shown, setShown] = useState(false);
  const name = label.toLowerCase();
  return (
    <FormTextField
      {...props}
      label={label}
      type={shown ? 'text' : 'password'}
      slotProps={{
        ...slotProps,
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={shown ? `Ocultar ${name}` : `Mostrar ${name}`}
                onClick={() => setShown((value) => !value)}
                edge="end"
              >
                {shown ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
