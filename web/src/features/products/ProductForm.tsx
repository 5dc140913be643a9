import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  BARCODE_MAX,
  CODE_MAX,
  createProductBody,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_MAX,
  PRODUCT_UNITS,
  productPriceForm,
  type CreateProductBody,
  type Product,
  type ProductPriceForm,
} from '@lactea/contracts';
import { FormPanel } from '../../components/form/FormPanel';
import { FormTextField } from '../../components/form/FormTextField';
import { FormNumberField, numberText } from '../../components/form/FormNumberField';
import { useSchemaForm } from '../../components/form/useSchemaForm';
import { FormBrandField } from '../../components/pickers/BrandField';
import { formatMoney } from '../../lib/format';
import { SinCodeField } from '../../components/pickers/SinCodeField';

/** Modes 0 register, 1 edit, 3 price update. */
export type ProductFormMode = 'register' | 'edit' | 'price';

interface ProductFormValues {
  code: string;
  product: string;
  barcode: string;
  description: string;
  price: string;
  cost: string;
  /** Brand id; 0 = none chosen yet. */
  fk_mark: number;
  /** The brand's name, shown in the brand field (not sent). */
  mark: string;
  /** 'unidad' or 'kg' (sold by weight, docs/decisions/0034). */
  unit: string;
  /** The code the scale prints in its labels; '' = none. */
  scale_code: string;
  /** SIAT's código de producto SIN and unidad de medida; '' = none (needed to invoice it). */
  sin_product_code: string;
  sin_unit_code: string;
}

export const PRICE_MODE_TITLE = 'Actualizar precio y costo';

export interface ProductFormProps {
  mode: ProductFormMode;
  /** The product edited or repriced; null when registering. */
  product: Product | null;
  onBack: () => void;
  /** Register and edit: every field. */
  onSave: (values: CreateProductBody) => Promise<unknown>;
  /** Price update: only price, cost and brand (a description edited meanwhile by someone else stays). */
  onSavePrice?: (values: ProductPriceForm) => Promise<unknown>;
}

/**
 * Register and edit: code, product, barcode (optional), description, price, cost and the brand
 * chosen in 'Elegir Marca'. Price update: the current product, price and cost are shown and only
 * price, cost and brand can change.
 */
export function ProductForm({ mode, product, onBack, onSave, onSavePrice }: ProductFormProps) {
  const priceMode = mode === 'price';
  // The price form validates only what it shows and sends.
  const schema = (priceMode ? productPriceForm : createProductBody) as typeof createProductBody;
  const form = useSchemaForm<ProductFormValues, CreateProductBody>(schema, {
    code: product?.code ?? '',
    product: product?.product ?? '',
    barcode: product?.barcode ?? '',
    description: product?.description ?? '',
    price: numberText(product?.price),
    cost: numberText(product?.cost),
    fk_mark: product?.fk_mark ?? 0,
    mark: product?.mark ?? '',
    unit: product?.unit ?? 'unidad',
    scale_code: product?.scale_code === null || product?.scale_code === undefined ? '' : String(product.scale_code),
    sin_product_code: product?.sin_product_code ?? '',
    sin_unit_code: product?.sin_unit_code ?? '',
  });
  const { control } = form;
  return (
    <FormPanel
      mode={mode === 'register' ? 'register' : 'edit'}
      onBack={onBack}
      onSubmit={form.submit((values) => (priceMode && onSavePrice ? onSavePrice(values) : onSave(values)))}
      submitLabel={priceMode ? 'Actualizar' : undefined}
    >
      {priceMode && product ? (
        <Paper variant="outlined" sx={{ p: 1.5, bgcolor: 'grey.50' }} aria-label="Producto actual">
          <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
            {PRICE_MODE_TITLE}
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.25 }}>
            <Typography variant="body2" color="text.secondary">Producto</Typography>
            <Typography variant="body2">{`${product.code} · ${product.product}`}</Typography>
            <Typography variant="body2" color="text.secondary">Precio actual</Typography>
            <Typography variant="body2">{formatMoney(product.price)}</Typography>
            <Typography variant="body2" color="text.secondary">Costo actual</Typography>
            <Typography variant="body2">{formatMoney(product.cost)}</Typography>
          </Box>
        </Paper>
      ) : (
        <>
          <FormTextField control={control} name="code" label="Código" max={CODE_MAX} autoFocus />
          <FormTextField control={control} name="product" label="Producto" max={PRODUCT_MAX} />
          <FormTextField control={control} name="barcode" label="Código Barra (opcional)" max={BARCODE_MAX} />
          <FormTextField
            control={control}
            name="description"
            label="Descripción"
            max={PRODUCT_DESCRIPTION_MAX}
            multiline
            minRows={2}
          />
          <Box sx={{ display: 'flex', gap: 2, '& > *': { flex: 1 } }}>
            <FormTextField control={control} name="unit" label="Se vende por" select>
              {Object.entries(PRODUCT_UNITS).map(([value, text]) => (
                <MenuItem key={value} value={value}>
                  {value === 'kg' ? `${text} (por peso)` : text}
                </MenuItem>
              ))}
            </FormTextField>
            <FormTextField control={control} name="scale_code" label="Código Balanza (opcional)" slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
          </Box>
          {/* What SIAT calls the product on an invoice; optional while the shop does not invoice. */}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, '& > *': { flex: '1 1 220px' } }}>
            <SinCodeField kind="productos" control={control} name="sin_product_code" label="Producto SIN (para facturar)" />
            <SinCodeField kind="unidades" control={control} name="sin_unit_code" label="Unidad de medida SIN (para facturar)" />
          </Box>
        </>
      )}
      <Box sx={{ display: 'flex', gap: 2, '& > *': { flex: 1 } }}>
        <FormNumberField control={control} name="price" label="Precio (Bs.)" autoFocus={priceMode} />
        <FormNumberField control={control} name="cost" label="Costo (Bs.)" />
      </Box>
      <FormBrandField control={control} name="fk_mark" labelName="mark" />
    </FormPanel>
  );
}
