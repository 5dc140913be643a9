import {
  cancelLotAnswer,
  kardexPage,
  lotPage,
  lotSchema,
  lowLotPage,
  lowLotSchema,
  nearExpiryCount,
  productStockPage,
  type AddLotBody,
  type CancelLotBody,
  type InventoryLevel,
  type KardexRow,
  type Lot,
  type LowLot,
  type ProductStock,
  type UpdateLotBody,
} from '@lactea/contracts';
import { api } from '../../lib/api';
import { pageCall, rowCall } from '../../lib/calls';

/**
 * The stock calls (lot/* + kardex/list), answers parsed with the contract. After a change a
 * screen invalidates NEAR_EXPIRY_KEY: the bell (app/hooks/useNearExpiryCount) reads under it.
 */
export const NEAR_EXPIRY_KEY = ['near-expiry'] as const;

export interface InventoryFilters {
  search: string;
  fk_mark: number;
  inventory_level: InventoryLevel | '';
}
export interface LotFilters {
  fk_product: number;
  date_expired: string;
  date_register_from: string;
  date_register_to: string;
}
export interface LowLotFilters {
  date_from: string;
  date_to: string;
  id_product: number;
}
export interface ExpiredFilters {
  id_product: number;
  fk_mark: number;
}

export const listInventory = pageCall<InventoryFilters, ProductStock>('product/list-with-total-lot', productStockPage);
export const searchLots = pageCall<{ fk_product: number }, Lot>('lot/search-lots', lotPage);
export const listLots = pageCall<LotFilters, Lot>('lot/list', lotPage);
export const listExpiredLots = pageCall<ExpiredFilters, Lot>('lot/expired-lots', lotPage);
export const listNearExpiry = pageCall<{ id_product: number; days?: number }, Lot>('lot/lots-near-expiration', lotPage);
export const listLowLots = pageCall<LowLotFilters, LowLot>('low-lot/list', lowLotPage);
export const listKardex = pageCall<{ fk_product: number }, KardexRow>('kardex/list', kardexPage);

export const addLot = rowCall<AddLotBody, Lot>('post', 'lot/add', lotSchema);
export const updateLot = rowCall<UpdateLotBody, Lot>('put', 'lot/update', lotSchema);
/** true when the lot was emptied (it leaves the list). */
export const writeOffLot = rowCall<CancelLotBody, boolean>('post', 'lot/cancel-lot', cancelLotAnswer);
export const revertLowLot = rowCall<{ id: number }, LowLot>('put', 'low-lot/revert-low-lot', lowLotSchema);
export async function deleteLowLot(body: { id: number }): Promise<LowLot> {
  return lowLotSchema.parse(await api.delete<unknown>('low-lot/delete-low-lot', body));
}
export async function countNearExpiry(signal?: AbortSignal): Promise<number> {
  return nearExpiryCount.parse(await api.get<unknown>('lot/quantity-of-lots-near-expiration', undefined, signal)).quantity;
}
