import { useState } from 'react';
import {
  formatMoney,
  isAboveCounterPrice,
  PRICE_LIST_MSG,
  readMoneyText,
  setPriceFormBody,
  type PriceListPrice,
  type ProductStock,
  type ProductUnit,
  type SetPriceBody,
} from '@lactea/contracts';
import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { FormPanel } from '../../components/form/FormPanel';
import { FormNumberField, numberText } from '../../components/form/FormNumberField';
import { useSchemaForm } from '../../components/form/useSchemaForm';
import { FormPickerField } from '../../components/pickers/PickerField';
import { productSource } from '../../components/pickers/pickerSources';

interface PriceFormValues {
  price_list_id: number;
  product_id: number;
  product_name: string;
  presentation_id: number | null;
  min_quantity: string;
  price: string;
  /** The chosen product's unit: a weighed product's minimum is in kg with 3 decimals. */
  unit: ProductUnit | undefined;
}

export interface PriceFormProps {
  priceListId: number;
  /** The row whose price is changed (its product, presentation and minimum stay); null adds one. */
  editing: PriceListPrice | null;
  onBack: () => void;
  onSave: (values: SetPriceBody, productName: string) => Promise<unknown>;
}

/** The warning under Precio when the list would charge more than the counter (allowed). */
export function aboveCounterWarning(priceText: string, counterPrice: number | null): string | null {
  if (counterPrice === null) return null;
  const typed = readMoneyText(priceText);
  return typed.ok && isAboveCounterPrice(typed.cents, counterPrice) ? PRICE_LIST_MSG.aboveCounterPrice(counterPrice) : null;
}

/**
 * Producto (picker), Desde (1 or more: whole units, or kg with 3 decimals) and Precio (Bs.): from
 * that quantity on, a client with the list pays that price for the whole line. The same product
 * and Desde replaces the row's price.
 */
export function PriceForm({ priceListId, editing, onBack, onSave }: PriceFormProps) {
  const form = useSchemaForm<PriceFormValues, SetPriceBody>(setPriceFormBody, {
    price_list_id: priceListId,
    product_id: editing?.product_id ?? 0,
    product_name: editing?.product ?? '',
    presentation_id: editing?.presentation_id ?? null,
    min_quantity: numberText(editing?.min_quantity, 'quantity'),
    price: numberText(editing?.price),
    unit: editing?.unit,
  });
  const weighed = form.watch('unit') === 'kg';
  const [counterPrice, setCounterPrice] = useState<number | null>(editing?.product_price ?? null);
  const warning = aboveCounterWarning(form.watch('price'), counterPrice);
  const submit = form.submit((values) => onSave(values, form.getValues('product_name')));
  return (
    <FormPanel mode={editing ? 'edit' : 'register'} onBack={onBack} onSubmit={submit}>
      {editing ? (
        <TextField label="Producto" value={`${editing.product}${editing.presentation ? ` · ${editing.presentation}` : ''}`} slotProps={{ htmlInput: { readOnly: true } }} />
      ) : (
        <FormPickerField
          source={productSource}
          control={form.control}
          name="product_id"
          labelName="product_name"
          label="Producto"
          onPicked={(row: ProductStock) => {
            setCounterPrice(row.price);
            form.setValue('unit', row.unit);
          }}
        />
      )}
      <FormNumberField
        kind="quantity"
        control={form.control}
        name="min_quantity"
        label={weighed ? 'Desde (kg)' : 'Desde'}
        placeholder={weighed ? 'Desde 1 kg' : 'Desde 1 unidad'}
        disabled={Boolean(editing)}
        slotProps={{ inputLabel: { shrink: true }, ...(weighed ? { htmlInput: { inputMode: 'decimal' } } : {}) }}
      />
      <FormNumberField
        control={form.control}
        name="price"
        label="Precio (Bs.)"
        placeholder={counterPrice === null ? undefined : `Precio del producto ${formatMoney(counterPrice)}`}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      {warning && (
        <Alert severity="warning" role="status">
          {warning}
        </Alert>
      )}
    </FormPanel>
  );
}
