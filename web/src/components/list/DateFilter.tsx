import TextField from '@mui/material/TextField';

export interface DateFilterProps {
  label: string;
  /** 'YYYY-MM-DD', or '' for no date. */
  value: string;
  onChange: (value: string) => void;
  /** Earliest / latest date offered ('YYYY-MM-DD'). */
  min?: string;
  max?: string;
}

/**
 * A date filter of a list: the browser's own date box (calendar on phones, typed on desktop),
 * sent as 'YYYY-MM-DD' (spec 02 §9), empty = no bound.
 */
export function DateFilter({ label, value, onChange, min, max }: DateFilterProps) {
  return (
    <TextField
      type="date"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { min, max } }}
      sx={{ width: 170 }}
    />
  );
}
