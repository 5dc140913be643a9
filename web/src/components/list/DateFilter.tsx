import { DateField } from '../form/DateField';

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
 * A date filter of a list: the shared date box (dd/mm/aaaa typed or picked, whatever the browser's
 * language), sent as 'YYYY-MM-DD', empty = no bound.
 */
export function DateFilter({ label, value, onChange, min, max }: DateFilterProps) {
  return <DateField label={label} value={value} onChange={onChange} min={min} max={max} sx={{ width: { xs: '100%', sm: 190 } }} />;
}
