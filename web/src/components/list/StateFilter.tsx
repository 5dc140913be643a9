import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

/** Todos=2, Habilitados=1, Inhabilitados=0 (spec 01 §2.3); the value sent as `enabled`. */
export type StateValue = 0 | 1 | 2;

export const STATE_OPTIONS: ReadonlyArray<{ value: StateValue; label: string }> = [
  { value: 2, label: 'Todos' },
  { value: 1, label: 'Habilitados' },
  { value: 0, label: 'Inhabilitados' },
];

export interface StateFilterProps {
  value: StateValue;
  onChange: (value: StateValue) => void;
}

/** The 'Estado' select of every master-data list (default Todos). */
export function StateFilter({ value, onChange }: StateFilterProps) {
  return (
    <TextField
      select
      label="Estado"
      value={value}
      onChange={(event) => onChange(Number(event.target.value) as StateValue)}
      sx={{ minWidth: 160 }}
      fullWidth={false}
    >
      {STATE_OPTIONS.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
