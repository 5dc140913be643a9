import { productDiscountPage, productDiscountSchema, type CreateDiscountBody, type ProductDiscount, type UpdateDiscountBody } from '@lactea/contracts';
import { changeStateCall, pageCall, rowCall } from '../../lib/calls';
import type { StateValue } from '../../components/list/StateFilter';
import type { ProductStateFilterValues } from '../../components/pickers/ProductStateFilters';

/** The list's filters: the product (0 = every product) and 'Estado'. */
export type DiscountFilters = ProductStateFilterValues;

const page = pageCall<{ fk_product: number; enabled: StateValue }, ProductDiscount>('product-discount/list', productDiscountPage);
export const listDiscounts = ({ fk_product, enabled, page: n }: DiscountFilters & { page: number }, signal?: AbortSignal) =>
  page({ fk_product, enabled, page: n }, signal);
export const addDiscount = rowCall<CreateDiscountBody, ProductDiscount>('post', 'product-discount/add', productDiscountSchema);
export const editDiscount = rowCall<UpdateDiscountBody, ProductDiscount>('put', 'product-discount/edit', productDiscountSchema);
export const changeDiscountState = changeStateCall('product-discount');
