import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { COUNTER_PRICE_LABEL } from '@lactea/contracts';
import { PickerField } from './PickerField';
import { priceListSource, type PriceListChoice } from './pickerSources';

/** The picker's first entry: no list, the counter's prices. */
const COUNTER_PRICE: PriceListChoice = { id: 0, name: COUNTER_PRICE_LABEL };

export interface FormPriceListFieldProps<Values extends FieldValues, Output> {
  control: Control<Values, unknown, Output>;
  /** The field holding the list's id (fk_price_list): 0 or null is the counter's prices. */
  name: FieldPath<Values>;
  /** The field holding the list's name, shown in the box (not sent). */
  labelName: FieldPath<Values>;
}

/** 'Lista de precios' of a client: an enabled list, or 'Precio de mostrador' (none). */
export function FormPriceListField<Values extends FieldValues, Output>({ control, name, labelName }: FormPriceListFieldProps<Values, Output>) {
  const { field, fieldState } = useController({ control, name });
  const { field: nameField } = useController({ control, name: labelName });
  const id = Number(field.value) || 0;
  return (
    <PickerField
      source={priceListSource}
      label="Lista de precios"
      text={id > 0 ? String(nameField.value ?? '') : COUNTER_PRICE_LABEL}
      selectedId={id}
      allEntry={COUNTER_PRICE}
      onChange={(row) => {
        nameField.onChange(row.id > 0 ? row.name : '');
        field.onChange(row.id);
      }}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message}
    />
  );
}
