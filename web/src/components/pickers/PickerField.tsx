import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { EntityPickerDialog, type PickerSource } from './EntityPickerDialog';

export interface PickerFieldProps<Row> {
  source: PickerSource<Row>;
  /** What the box shows: the chosen row's name ('' when none is chosen). */
  text: string;
  /** The chosen row's id, marked in the picker's list. */
  selectedId?: number;
  onChange: (row: Row) => void;
  /** A 'Todos' entry (id 0) is offered: the field filters a list. */
  allEntry?: Row;
  label: string;
  error?: boolean;
  helperText?: string;
  inputRef?: React.Ref<HTMLInputElement>;
  onBlur?: () => void;
  /** Width in a filter row; a form's field takes the whole line. */
  sx?: React.ComponentProps<typeof TextField>['sx'];
}

/**
 * A read-only box with the chosen row's name and the picker's button beside it ('Elegir Marca',
 * 'Elegir Producto'...); the button, a click on the box, Enter or Space open the picker.
 */
export function PickerField<Row>({ source, text, selectedId, onChange, allEntry, label, error, helperText, inputRef, onBlur, sx }: PickerFieldProps<Row>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <TextField
        label={label}
        value={text}
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
                <Tooltip title={source.title}>
                  <IconButton aria-label={source.title} edge="end" size="small" onClick={() => setOpen(true)}>
                    <ManageSearchIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </InputAdornment>
            ),
          },
        }}
      />
      <EntityPickerDialog
        source={source}
        open={open}
        onClose={() => setOpen(false)}
        allEntry={allEntry}
        selectedId={selectedId}
        onPick={(row) => {
          setOpen(false);
          onChange(row);
        }}
      />
    </>
  );
}

export interface FormPickerFieldProps<Row, Values extends FieldValues, Output> {
  source: PickerSource<Row>;
  control: Control<Values, unknown, Output>;
  /** The field holding the chosen id (fk_mark, fk_product...): 0 or empty is "none chosen". */
  name: FieldPath<Values>;
  /** The field holding the chosen row's name, shown in the box (not sent). */
  labelName: FieldPath<Values>;
  label: string;
  /** Called with the whole row when one is picked (e.g. to fill a price from the product). */
  onPicked?: (row: Row) => void;
}

/**
 * PickerField bound to a form: red with the schema's message ('Elija una marca', 'Sin elección')
 * until something is chosen. Not validated on blur: opening the picker moves the focus away
 * before anything is chosen.
 */
export function FormPickerField<Row, Values extends FieldValues, Output>({
  source,
  control,
  name,
  labelName,
  label,
  onPicked,
}: FormPickerFieldProps<Row, Values, Output>) {
  const { field, fieldState } = useController({ control, name });
  const { field: nameField } = useController({ control, name: labelName });
  const id = Number(field.value) || 0;
  return (
    <PickerField
      source={source}
      label={label}
      text={id > 0 ? String(nameField.value ?? '') : ''}
      selectedId={id > 0 ? id : undefined}
      onChange={(row) => {
        nameField.onChange(source.labelOf(row));
        field.onChange(source.idOf(row));
        onPicked?.(row);
      }}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message}
    />
  );
}
