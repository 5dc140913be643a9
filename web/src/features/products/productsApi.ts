import {
  productPage,
  productSchema,
  type CreateProductBody,
  type Product,
  type UpdateProductFullBody,
  type UpdateProductPriceBody,
} from '@lactea/contracts';
import { changeStateCall, pageCall, rowCall } from '../../lib/calls';
import type { SearchStateFilters } from '../../components/list/StateFilter';

export interface ProductFilters extends SearchStateFilters {
  /** Brand id; 0 = every brand ('Todos'). */
  fk_mark: number;
}

export const listProducts = pageCall<ProductFilters, Product>('product/list', productPage);
export const addProduct = rowCall<CreateProductBody, Product>('post', 'product/add', productSchema);
/** Edit: every field, with the version the form was loaded with. */
export const updateProduct = rowCall<UpdateProductFullBody, Product>('put', 'product/update', productSchema);
/** 'Actualizar precio': the same call with only price, cost and brand (+ id, version). */
export const updateProductPrice = rowCall<UpdateProductPriceBody, Product>('put', 'product/update', productSchema);
export const changeProductState = changeStateCall('product');

