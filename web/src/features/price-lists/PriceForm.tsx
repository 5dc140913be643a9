import { useState } from 'react';
import {
  formatMoney,
  isAboveCounterPrice,
  PRICE_LIST_MSG,
  readMoneyText,
  setPriceFormBody,
  type PriceListPrice,
  type Presentation,
  type ProductStock,
  type ProductUnit,
  type SetPriceBody,
} from '@lactea/contracts';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { FormPanel } from '../../components/form/FormPanel';
import { FormNumberField, numberText } from '../../components/form/FormNumberField';
import { FormTextField } from '../../components/form/FormTextField';
import { useDialogs } from '../../components/dialogs/dialogsContext';
import { listPresentations } from '../../lib/sharedLists';
import { useSchemaForm } from '../../components/form/useSchemaForm';
import { FormPickerField } from '../../components/pickers/PickerField';
import { productSource } from '../../components/pickers/pickerSources';

interface PriceFormValues {
  price_list_id: number;
  product_id: number;
  product_name: string;
  /** '0': the unit; otherwise the presentation the row prices (its minimum then counts crates). */
  presentation_id: string;
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
 * Producto (picker), Presentación ('Unidad' or one of the product's enabled presentations, when it
 * has any), Desde (1 or more: whole units or crates, or kg with 3 decimals) and Precio (Bs.): from
 * that quantity on, a client with the list pays that price for the whole line. The same product,
 * presentation and Desde replaces the row's price.
 */
export function PriceForm({ priceListId, editing, onBack, onSave }: PriceFormProps) {
  const dialogs = useDialogs();
  const form = useSchemaForm<PriceFormValues, SetPriceBody>(setPriceFormBody, {
    price_list_id: priceListId,
    product_id: editing?.product_id ?? 0,
    product_name: editing?.product ?? '',
    presentation_id: String(editing?.presentation_id ?? 0),
    min_quantity: numberText(editing?.min_quantity, 'quantity'),
    price: numberText(editing?.price),
    unit: editing?.unit,
  });
  const weighed = form.watch('unit') === 'kg';
  const [productPrice, setProductPrice] = useState<number | null>(editing?.product_price ?? null);
  // The picked product's enabled presentations (a weighed product has none).
  const [crates, setCrates] = useState<{ productId: number; list: Presentation[] }>({ productId: 0, list: [] });
  const chosen = crates.list.find((p) => String(p.id) === form.watch('presentation_id')) ?? null;
  const crateName = editing ? editing.presentation : (chosen?.name ?? null);
  // What the counter charges for one of what the row prices: the crate's price or the unit's.
  const counterPrice = chosen?.price ?? productPrice;
  const warning = aboveCounterWarning(form.watch('price'), counterPrice);
  const pickProduct = (row: ProductStock) => {
    setProductPrice(row.price);
    form.setValue('unit', row.unit);
    form.setValue('presentation_id', '0');
    setCrates({ productId: row.id, list: [] });
    if (row.unit === 'kg') return;
    listPresentations(row.id).then(
      // Only the product still picked: an answer for one picked before is dropped.
      (all) => setCrates((now) => (now.productId === row.id ? { productId: row.id, list: all.filter((p) => p.enabled === 1) } : now)),
      (error: unknown) => void dialogs.showError(error),
    );
  };
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
          onPicked={pickProduct}
        />
      )}
      {!editing && crates.list.length > 0 && (
        <FormTextField control={form.control} name="presentation_id" label="Presentación" select>
          <MenuItem value="0">Unidad</MenuItem>
          {crates.list.map((p) => (
            <MenuItem key={p.id} value={String(p.id)}>
              {p.name}
            </MenuItem>
          ))}
        </FormTextField>
      )}
      <FormNumberField
        kind="quantity"
        control={form.control}
        name="min_quantity"
        label={crateName ? `Desde (${crateName})` : weighed ? 'Desde (kg)' : 'Desde'}
        placeholder={crateName ? `Desde 1 ${crateName}` : weighed ? 'Desde 1 kg' : 'Desde 1 unidad'}
        disabled={Boolean(editing)}
        slotProps={{ inputLabel: { shrink: true }, ...(weighed ? { htmlInput: { inputMode: 'decimal' } } : {}) }}
      />
      <FormNumberField
        control={form.control}
        name="price"
        label="Precio (Bs.)"
        placeholder={counterPrice === null ? undefined : `Precio ${chosen ? `de ${chosen.name}` : 'del producto'} ${formatMoney(counterPrice)}`}
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
