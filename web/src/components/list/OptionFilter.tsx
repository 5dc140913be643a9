import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

export interface FilterOption<V extends string | number> {
  value: V;
  label: string;
}

export interface OptionFilterProps<V extends string | number> {
  label: string;
  value: V;
  options: ReadonlyArray<FilterOption<V>>;
  onChange: (value: V) => void;
}

/** A list filter that is a small select ('Estado', 'Categoría'...). */
export function OptionFilter<V extends string | number>({ label, value, options, onChange }: OptionFilterProps<V>) {
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(event) => {
        const chosen = options.find((option) => String(option.value) === String(event.target.value));
        if (chosen) onChange(chosen.value);
      }}
      sx={{ minWidth: 160 }}
      fullWidth={false}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
