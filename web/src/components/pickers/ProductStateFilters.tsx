import type { StateValue } from '../list/StateFilter';
import { StateFilter } from '../list/StateFilter';
import { ProductField } from './ProductField';

/** The filters of a list of per-product rules (discounts, promotions): the product (0 = all) and 'Estado'. */
export interface ProductStateFilterValues {
  fk_product: number;
  /** Shown in the product filter, not sent. */
  product: string;
  enabled: StateValue;
}

/** 'Producto' (with 'Todos') and 'Estado', as DESCUENTO PRODUCTO and PROMOCIONES filter their lists. */
export function ProductStateFilters({ filters, onChange }: { filters: ProductStateFilterValues; onChange: (patch: Partial<ProductStateFilterValues>) => void }) {
  return (
    <>
      <ProductField includeAll value={{ id: filters.fk_product, product: filters.product }} onChange={(product) => onChange({ fk_product: product.id, product: product.product })} sx={{ minWidth: 240 }} />
      <StateFilter value={filters.enabled} onChange={(enabled) => onChange({ enabled })} />
    </>
  );
}
