import { OptionFilter, type FilterOption } from './OptionFilter';

/** Todos=2, Habilitados=1, Inhabilitados=0; the value sent as `enabled`. */
export type StateValue = 0 | 1 | 2;

export const STATE_OPTIONS: ReadonlyArray<FilterOption<StateValue>> = [
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
  return <OptionFilter label="Estado" value={value} options={STATE_OPTIONS} onChange={onChange} />;
}

/** Whether a row's `enabled` passes the filter (for lists filtered on the client). */
export function matchesState(enabled: number, filter: StateValue): boolean {
  return filter === 2 || enabled === filter;
}

/** The filters every paged master-data list sends: the search and 'Estado'. */
export interface SearchStateFilters {
  search: string;
  enabled: StateValue;
}
