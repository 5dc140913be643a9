import {
  productPromotionPage,
  productPromotionSchema,
  type CreatePromotionBody,
  type ProductPromotion,
  type UpdatePromotionBody,
} from '@lactea/contracts';
import { changeStateCall, pageCall, rowCall } from '../../lib/calls';
import type { StateValue } from '../../components/list/StateFilter';
import type { ProductStateFilterValues } from '../../components/pickers/ProductStateFilters';

/** The list's filters: the product (0 = every product) and 'Estado'. */
export type PromotionFilters = ProductStateFilterValues;

const page = pageCall<{ fk_product: number; enabled: StateValue }, ProductPromotion>('product-promotion/list', productPromotionPage);
export const listPromotions = ({ fk_product, enabled, page: n }: PromotionFilters & { page: number }, signal?: AbortSignal) =>
  page({ fk_product, enabled, page: n }, signal);
export const addPromotion = rowCall<CreatePromotionBody, ProductPromotion>('post', 'product-promotion/add', productPromotionSchema);
export const editPromotion = rowCall<UpdatePromotionBody, ProductPromotion>('put', 'product-promotion/edit', productPromotionSchema);
export const changePromotionState = changeStateCall('product-promotion');
