import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { BrandPickerDialog, PICKER_TEXTS, type BrandChoice } from './BrandPickerDialog';

export interface BrandFieldProps {
  /** The chosen brand; null when none is chosen yet. */
  value: BrandChoice | null;
  onChange: (brand: BrandChoice) => void;
  /** 'Todos' (id 0) is offered: the field filters a list. */
  includeAll?: boolean;
  label?: string;
  error?: boolean;
  helperText?: string;
  inputRef?: React.Ref<HTMLInputElement>;
  onBlur?: () => void;
  /** Width in a filter row; a form's field takes the whole line. */
  sx?: React.ComponentProps<typeof TextField>['sx'];
}

/**
 * Shows the chosen brand's name with the 'Elegir Marca' button beside it; the button (or a click
 * on the field) opens the brand picker.
 */
export function BrandField({ value, onChange, includeAll, label = 'Marca', error, helperText, inputRef, onBlur, sx }: BrandFieldProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <TextField
        label={label}
        value={value?.mark ?? ''}
        placeholder="Sin elegir"
        error={error}
        helperText={helperText}
        inputRef={inputRef}
        onBlur={onBlur}
        onClick={() => setOpen(true)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            setOpen(true);
          }
        }}
        sx={sx}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { readOnly: true, style: { cursor: 'pointer' } },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <Tooltip title={PICKER_TEXTS.title}>
                  <IconButton aria-label={PICKER_TEXTS.title} edge="end" size="small" onClick={() => setOpen(true)}>
                    <ManageSearchIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </InputAdornment>
            ),
          },
        }}
      />
      <BrandPickerDialog
        open={open}
        onClose={() => setOpen(false)}
        includeAll={includeAll}
        selectedId={value?.id}
        onPick={(brand) => {
          setOpen(false);
          onChange(brand);
        }}
      />
    </>
  );
}

export interface FormBrandFieldProps<Values extends FieldValues, Output> {
  control: Control<Values, unknown, Output>;
  /** The field holding the brand's id (fk_mark): 0 or empty is "none chosen". */
  name: FieldPath<Values>;
  /** The field holding the brand's name, shown in the box (not sent). */
  labelName: FieldPath<Values>;
  label?: string;
}

/**
 * BrandField bound to a form: red with the schema's 'Elija una marca' until a brand is chosen.
 * Not validated on blur: opening the picker moves the focus away before anything is chosen.
 */
export function FormBrandField<Values extends FieldValues, Output>({ control, name, labelName, label }: FormBrandFieldProps<Values, Output>) {
  const { field, fieldState } = useController({ control, name });
  const { field: nameField } = useController({ control, name: labelName });
  const id = Number(field.value) || 0;
  return (
    <BrandField
      label={label}
      value={id > 0 ? { id, mark: String(nameField.value ?? '') } : null}
      onChange={(brand) => {
        nameField.onChange(brand.mark);
        field.onChange(brand.id);
      }}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message}
    />
  );
}
