import { productPage, productSchema, type CreateProductBody, type Product, type UpdateProductBody } from '@lactea/contracts';
import { changeStateCall, pageCall, rowCall } from '../../lib/calls';
import type { SearchStateFilters } from '../../components/list/StateFilter';

export interface ProductFilters extends SearchStateFilters {
  /** Brand id; 0 = every brand ('Todos'). */
  fk_mark: number;
}

export const listProducts = pageCall<ProductFilters, Product>('product/list', productPage);
export const addProduct = rowCall<CreateProductBody, Product>('post', 'product/add', productSchema);
/** Every field, in edit and in the price update alike. */
export const updateProduct = rowCall<UpdateProductBody, Product>('put', 'product/update', productSchema);
export const changeProductState = changeStateCall('product');
