import { useState } from 'react';
import { discountFormBody, type CreateDiscountBody, type ProductDiscount, type ProductStock, type ProductUnit } from '@lactea/contracts';
import { FormPanel } from '../../components/form/FormPanel';
import { FormNumberField, numberText } from '../../components/form/FormNumberField';
import { useSchemaForm } from '../../components/form/useSchemaForm';
import { FormPickerField } from '../../components/pickers/PickerField';
import { productSource } from '../../components/pickers/pickerSources';
import { formatMoney } from '../../lib/format';

interface DiscountFormValues {
  fk_product: number;
  product_name: string;
  unit_price: string;
  quantity: string;
  /** The chosen product's unit: a weighed product's threshold is in kg with 3 decimals. */
  unit: ProductUnit | undefined;
}

export interface DiscountFormProps {
  editing: ProductDiscount | null;
  onBack: () => void;
  /** The values and the chosen product's name (for the confirmation). */
  onSave: (values: CreateDiscountBody, productName: string) => Promise<unknown>;
}

/**
 * Producto (required, 'Elija un producto'), P.U. (decimal, above 0) and Por Cantidad (whole, 1 or
 * more; for a weighed product kilograms with 3 decimals, 'Desde 0,5 kg'): from that quantity on,
 * each unit or kilogram costs P.U. The server also checks P.U. is below the product's price; the
 * price is shown under P.U. to help.
 */
export function DiscountForm({ editing, onBack, onSave }: DiscountFormProps) {
  const form = useSchemaForm<DiscountFormValues, CreateDiscountBody>(discountFormBody, {
    fk_product: editing?.fk_product ?? 0,
    product_name: editing?.product.product ?? '',
    unit_price: numberText(editing?.unit_price),
    quantity: numberText(editing?.quantity, 'quantity'),
    unit: editing?.product.unit,
  });
  const weighed = form.watch('unit') === 'kg';
  const [price, setPrice] = useState<number | null>(editing?.product.price ?? null);
  return (
    <FormPanel mode={editing ? 'edit' : 'register'} onBack={onBack} onSubmit={form.submit((values) => onSave(values, form.getValues('product_name')))}>
      <FormPickerField
        source={productSource}
        control={form.control}
        name="fk_product"
        labelName="product_name"
        label="Producto"
        onPicked={(row: ProductStock) => {
          setPrice(row.price);
          form.setValue('unit', row.unit);
        }}
      />
      <FormNumberField
        control={form.control}
        name="unit_price"
        label="P.U."
        placeholder={price === null ? undefined : `Menor a ${formatMoney(price)}`}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <FormNumberField
        kind="quantity"
        control={form.control}
        name="quantity"
        label={weighed ? 'Por Cantidad (kg)' : 'Por Cantidad'}
        placeholder={weighed ? 'Desde 0,5 kg' : undefined}
        slotProps={weighed ? { inputLabel: { shrink: true }, htmlInput: { inputMode: 'decimal' } } : undefined}
      />
    </FormPanel>
  );
}
