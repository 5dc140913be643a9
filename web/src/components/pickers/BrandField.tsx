import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import type { BrandChoice } from './pickerSources';
import { brandFilterSource, brandSource } from './pickerSources';
import { ALL_BRANDS } from './BrandPickerDialog';
import { FormPickerField, PickerField, type PickerFieldProps } from './PickerField';

export interface BrandFieldProps extends Omit<PickerFieldProps<BrandChoice>, 'source' | 'text' | 'selectedId' | 'allEntry' | 'label'> {
  /** The chosen brand; null when none is chosen yet. */
  value: BrandChoice | null;
  /** 'Todos' (id 0) and the disabled brands are offered: the field filters a list. */
  includeAll?: boolean;
  label?: string;
}

/** The chosen brand's name with the 'Elegir Marca' button: the shared PickerField over brands. */
export function BrandField({ value, includeAll, label = 'Marca', ...rest }: BrandFieldProps) {
  return (
    <PickerField
      source={includeAll ? brandFilterSource : brandSource}
      text={value?.mark ?? ''}
      selectedId={value?.id}
      allEntry={includeAll ? ALL_BRANDS : undefined}
      label={label}
      {...rest}
    />
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

/** BrandField bound to a form: red with the schema's 'Elija una marca' until a brand is chosen. */
export function FormBrandField<Values extends FieldValues, Output>({ label = 'Marca', ...props }: FormBrandFieldProps<Values, Output>) {
  return <FormPickerField source={brandSource} label={label} {...props} />;
}
