import {
  markSchema,
  pagedOf,
  priceListSchema,
  productStockPage,
  providerPage,
  type Client,
  type ProductStock,
  type Provider,
} from '@lactea/contracts';
import { pageCall } from '../../lib/calls';
import { inventoryText } from '../../lib/format';
import { listClients } from '../../lib/sharedLists';
import type { PickerSource } from './EntityPickerDialog';

/**
 * The pickers' own calls (components never import features): page 1 of the enabled rows that
 * match the text. A screen whose users may not make one of these calls (the till's staff and
 * product/list-with-total-lot) passes its own `fetch` with `{ ...productSource, fetch }`.
 */
// Only what the brand picker shows: a brand row's other fields may grow without touching it.
const brandChoicePage = pagedOf(markSchema.pick({ id: true, mark: true, enabled: true }));
const listMarks = pageCall<{ search: string; enabled: 0 | 1 | 2; order: 'name' }, BrandChoice>('mark/list', brandChoicePage);
const listProductsWithStock = pageCall<{ search: string }, ProductStock>('product/list-with-total-lot', productStockPage);
const listProviders = pageCall<{ search: string; enabled: 1 }, Provider>('provider/list', providerPage);
const priceListChoicePage = pagedOf(priceListSchema.pick({ id: true, name: true }));
const listPriceLists = pageCall<{ search: string; enabled: 1; order: 'name' }, PriceListChoice>('price-list/list', priceListChoicePage);

/** A brand as the brand picker hands it over: its id and its name. */
export interface BrandChoice {
  id: number;
  mark: string;
  /** As listed (0 only in the filter picker, which offers disabled brands too). */
  enabled?: 0 | 1;
}

export const brandSource: PickerSource<BrandChoice> = {
  key: 'brand-picker',
  title: 'Elegir Marca',
  searchLabel: 'Buscar marca',
  listLabel: 'Marcas',
  moreText: (n) => `${n} marcas más: escriba para buscarlas`,
  // By name (Spanish collation): a brand is looked for by name, not by age.
  fetch: (search, signal) => listMarks({ page: 1, search, enabled: 1, order: 'name' }, signal),
  idOf: (b) => b.id,
  labelOf: (b) => b.mark,
};

/**
 * The brand picker as a list filter (products, inventory, reports): every brand, the disabled ones
 * marked, because a disabled brand still has products to find. A form's picker
 * (brandSource) offers only enabled brands: a new assignment must be usable.
 */
export const brandFilterSource: PickerSource<BrandChoice> = {
  ...brandSource,
  key: 'brand-filter-picker',
  fetch: (search, signal) => listMarks({ page: 1, search, enabled: 2, order: 'name' }, signal),
  detailOf: (b) => (b.enabled === 0 ? 'Inhabilitada' : undefined),
};

/**
 * Products with their stock (product/list-with-total-lot: 'options' access, so inventory, lots and
 * purchases may use it). It lists every product; a picker that must offer enabled ones only
 * filters with its own `fetch`.
 */
export const productSource: PickerSource<ProductStock> = {
  key: 'product-picker',
  title: 'Elegir Producto',
  searchLabel: 'Buscar producto',
  listLabel: 'Productos',
  moreText: (n) => `${n} productos más: escriba para buscarlos`,
  fetch: (search, signal) => listProductsWithStock({ page: 1, search }, signal),
  idOf: (p) => p.id,
  labelOf: (p) => p.product,
  detailOf: (p) => `${p.code} · ${p.mark} · ${inventoryText(p.total_quantity, p.unit)}`,
};

export const providerSource: PickerSource<Provider> = {
  key: 'provider-picker',
  title: 'Elegir Proveedor',
  searchLabel: 'Buscar proveedor',
  listLabel: 'Proveedores',
  moreText: (n) => `${n} proveedores más: escriba para buscarlos`,
  fetch: (search, signal) => listProviders({ page: 1, search, enabled: 1 }, signal),
  idOf: (p) => p.id,
  labelOf: (p) => p.provider,
  detailOf: (p) => p.description,
};

export const clientSource: PickerSource<Client> = {
  key: 'client-picker',
  title: 'Elegir Cliente',
  searchLabel: 'Buscar cliente',
  listLabel: 'Clientes',
  moreText: (n) => `${n} clientes más: escriba para buscarlos`,
  fetch: (search, signal) => listClients({ page: 1, search, enabled: 1 }, signal),
  idOf: (c) => c.id,
  labelOf: (c) => c.business_name,
  detailOf: (c) => `CI/NIT ${c.ci_nit}`,
};

/** A price list as the client form's picker hands it over (id 0: the counter's prices). */
export interface PriceListChoice {
  id: number;
  name: string;
}

/** Enabled lists by name: a client is given a list that prices. */
export const priceListSource: PickerSource<PriceListChoice> = {
  key: 'price-list-picker',
  title: 'Elegir Lista de precios',
  searchLabel: 'Buscar lista',
  listLabel: 'Listas de precios',
  moreText: (n) => `${n} listas más: escriba para buscarlas`,
  fetch: (search, signal) => listPriceLists({ page: 1, search, enabled: 1, order: 'name' }, signal),
  idOf: (l) => l.id,
  labelOf: (l) => l.name,
};
