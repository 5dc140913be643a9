import {
  providerAccountSchema,
  purchaseByProductPage,
  purchasePage,
  purchaseProductPage,
  purchaseProviderPage,
  purchaseSchema,
  type EditPurchaseBody,
  type Purchase,
  type PurchaseByProductRow,
  type PurchaseProductChoice,
  type PurchaseProviderChoice,
  type RecordPurchaseBody,
} from '@lactea/contracts';
import { z } from 'zod';
import { api } from '../../lib/api';
import { pageCall, rowCall } from '../../lib/calls';
import { formatMoney, inventoryText } from '../../lib/format';
import type { PickerSource } from '../../components/pickers/EntityPickerDialog';

/** Filters of the purchase lists; 0 = all, '' = no date bound. */
export interface PurchaseFilters {
  date_from: string;
  date_to: string;
  cancelled: 0 | 1 | 2;
  fk_provider: number;
  fk_user: number;
}
export interface ByProductFilters {
  date_from: string;
  date_to: string;
  provider_id: number;
  product_id: number;
}

export const PURCHASE_PATHS = {
  register: 'purchase/purchases-report-register',
  purchase: 'purchase/purchases-report',
  canceled: 'purchase/canceled-purchases',
  byProduct: 'purchase/purchases-by-product',
} as const;
export type PurchaseReportKind = Exclude<keyof typeof PURCHASE_PATHS, 'byProduct'>;

export const listPurchases = (kind: PurchaseReportKind) => pageCall<Partial<PurchaseFilters>, Purchase>(PURCHASE_PATHS[kind], purchasePage);
export const listPurchasesByProduct = pageCall<ByProductFilters, PurchaseByProductRow>(PURCHASE_PATHS.byProduct, purchaseByProductPage);

export const recordPurchase = rowCall<RecordPurchaseBody, Purchase>('post', 'purchase/record-purchase', purchaseSchema);
export const editPurchase = rowCall<EditPurchaseBody, Purchase>('put', 'purchase/edit', purchaseSchema);
const annulAnswer = z.object({ enabled: z.literal(0), version: z.number().int() });
export const annulPurchase = async (ref: { id: number; version: number }) => annulAnswer.parse(await api.patch<unknown>('purchase/cancel-pucharse', ref));
export const showPurchase = async (id: number) => purchaseSchema.parse(await api.get<unknown>('purchase/show', { id }));

/** The purchase screen's provider search dialog, on purchase/providers ('options' access). */
export const purchaseProviderSource: PickerSource<PurchaseProviderChoice> = {
  key: 'purchase-provider-picker',
  title: 'Elegir Proveedor',
  searchLabel: 'Buscar proveedor',
  listLabel: 'Proveedores',
  moreText: (n) => `${n} proveedores más: escriba para buscarlos`,
  fetch: async (search, signal) => purchaseProviderPage.parse(await api.get<unknown>('purchase/providers', { search }, signal)),
  idOf: (p) => p.id,
  labelOf: (p) => p.provider,
  detailOf: (p) => p.description,
};

/** The product selection dialog, on purchase/products (enabled products with cost and stock). */
export const purchaseProductSource: PickerSource<PurchaseProductChoice> = {
  key: 'purchase-product-picker',
  title: 'Elegir Producto',
  searchLabel: 'Buscar producto',
  listLabel: 'Productos',
  moreText: (n) => `${n} productos más: escriba para buscarlos`,
  fetch: async (search, signal) => purchaseProductPage.parse(await api.get<unknown>('purchase/products', { search }, signal)),
  idOf: (p) => p.id,
  labelOf: (p) => p.product,
  detailOf: (p) => `${p.code} · Costo ${formatMoney(p.cost)} · ${inventoryText(p.total_quantity, p.unit)}`,
};

/** The provider filter of the reports: disabled providers too, marked, since old purchases name them. */
export const reportProviderSource: PickerSource<PurchaseProviderChoice> = {
  ...purchaseProviderSource,
  key: 'purchase-report-provider-picker',
  fetch: async (search, signal) => purchaseProviderPage.parse(await api.get<unknown>('purchase/providers', { search, all: 1 }, signal)),
  detailOf: (p) => (p.enabled ? p.description : `Inhabilitado · ${p.description}`),
};

/** 'Todos' (id 0) for the pickers used as list filters. */
export const ALL_PROVIDERS: PurchaseProviderChoice = { id: 0, provider: 'Todos', description: '', enabled: 1 };
export const ALL_PRODUCTS: PurchaseProductChoice = { id: 0, code: '', product: 'Todos', unit: 'unidad', cost: 0, price: 0, total_quantity: 0, presentations: [] };

/** A provider's account: what we owe (purchases not yet paid), what they owe us (returns), the balance. */
export const providerAccount = async (providerId: number, signal?: AbortSignal) =>
  providerAccountSchema.parse(await api.get<unknown>('provider/account', { provider_id: providerId, page: 1 }, signal));
