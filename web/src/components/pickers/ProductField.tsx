import type { ProductStock } from '@lactea/contracts';
import { EntityPickerDialog } from './EntityPickerDialog';
import { PickerField, type PickerFieldProps } from './PickerField';
import { productSource } from './pickerSources';

/** A product as a list filter holds it: its id and its name (id 0 = every product). */
export interface ProductChoice {
  id: number;
  product: string;
}

/** The filter's 'Todos' entry (id 0), shaped like the picker's rows. */
export const ALL_PRODUCTS = {
  id: 0,
  code: '',
  product: 'Todos',
  barcode: null,
  description: '',
  price: 0,
  cost: 0,
  fk_mark: 0,
  mark: '',
  enabled: 1,
  total_quantity: 0,
} as ProductStock;

/** A name longer than `max` cut to `max` characters plus '..' (16 in the lots filter). */
export function cutName(name: string, max: number): string {
  return name.length > max ? `${name.slice(0, max)}..` : name;
}

export interface ProductFieldProps extends Omit<PickerFieldProps<ProductStock>, 'source' | 'text' | 'selectedId' | 'allEntry' | 'label' | 'onChange'> {
  value: ProductChoice | null;
  onChange: (product: ProductChoice & Partial<ProductStock>) => void;
  /** 'Todos' (id 0) is offered: the field filters a list. */
  includeAll?: boolean;
  label?: string;
  /** Shown cut to this many characters plus '..' (the lots filter: 16). */
  maxChars?: number;
  /** Another product source (the till's search); defaults to product/list-with-total-lot. */
  source?: PickerFieldProps<ProductStock>['source'];
}

/** The chosen product's name with the 'Elegir Producto' button: the shared PickerField over products. */
export function ProductField({ value, onChange, includeAll, label = 'Producto', maxChars, source = productSource, ...rest }: ProductFieldProps) {
  const name = value?.product ?? '';
  return (
    <PickerField
      source={source}
      text={maxChars ? cutName(name, maxChars) : name}
      selectedId={value?.id}
      allEntry={includeAll ? ALL_PRODUCTS : undefined}
      label={label}
      onChange={onChange}
      {...rest}
    />
  );
}

export interface ProductPickerDialogProps {
  open: boolean;
  onClose: () => void;
  onPick: (product: ProductStock) => void;
  includeAll?: boolean;
  selectedId?: number;
  source?: PickerFieldProps<ProductStock>['source'];
}

/** 'Elegir Producto': the shared picker over products with their stock. */
export function ProductPickerDialog({ includeAll = false, source = productSource, ...props }: ProductPickerDialogProps) {
  return <EntityPickerDialog source={source} allEntry={includeAll ? ALL_PRODUCTS : undefined} {...props} />;
}
