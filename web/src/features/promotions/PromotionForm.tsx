import TextField from '@mui/material/TextField';
import { createPromotionBody, promotionQuantities, type CreatePromotionBody, type ProductPromotion } from '@lactea/contracts';
import { FormPanel } from '../../components/form/FormPanel';
import { FormNumberField } from '../../components/form/FormNumberField';
import { useSchemaForm } from '../../components/form/useSchemaForm';
import { FormPickerField } from '../../components/pickers/PickerField';
import { productSource } from '../../components/pickers/pickerSources';

interface PromotionFormValues {
  fk_product: number;
  product_name: string;
  quantity_promotion: string;
  quantity_sale: string;
}

/** What the form hands over: the product only when registering. */
export type PromotionValues = Pick<CreatePromotionBody, 'quantity_promotion' | 'quantity_sale'> & { fk_product?: number };

export interface PromotionFormProps {
  editing: ProductPromotion | null;
  onBack: () => void;
  onSave: (values: PromotionValues, productName: string) => Promise<unknown>;
}

/**
 * Producto (chosen only when registering), Cantidad Promo (units the client takes) and X Cantidad
 * (units the client pays, 1 or more and below Cantidad Promo): "2x3" = pay 2, take 3.
 */
export function PromotionForm({ editing, onBack, onSave }: PromotionFormProps) {
  const form = useSchemaForm<PromotionFormValues, PromotionValues>(editing ? promotionQuantities : createPromotionBody, {
    fk_product: editing?.fk_product ?? 0,
    product_name: editing?.product.product ?? '',
    quantity_promotion: editing ? String(editing.quantity_promotion) : '',
    quantity_sale: editing ? String(editing.quantity_sale) : '',
  });
  return (
    <FormPanel mode={editing ? 'edit' : 'register'} onBack={onBack} onSubmit={form.submit((values) => onSave(values, form.getValues('product_name')))}>
      {editing ? (
        <TextField label="Producto" value={editing.product.product} disabled helperText="El producto se elige solo al registrar" />
      ) : (
        <FormPickerField source={productSource} control={form.control} name="fk_product" labelName="product_name" label="Producto" />
      )}
      <FormNumberField kind="quantity" control={form.control} name="quantity_promotion" label="Cantidad Promo" placeholder="Unidades que lleva, p. ej. 3" slotProps={{ inputLabel: { shrink: true } }} />
      <FormNumberField kind="quantity" control={form.control} name="quantity_sale" label="X Cantidad" placeholder="Unidades que paga, p. ej. 2" slotProps={{ inputLabel: { shrink: true } }} />
    </FormPanel>
  );
}
