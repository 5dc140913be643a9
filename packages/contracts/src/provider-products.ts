import { z } from 'zod';
import { EDITS, editBody } from './edits.js';
import { enabledFlag, integer, pagedOf, pageParam, positiveId, rowVersion, stateFilter, versionField } from './fields.js';

/** A provider-product assignment needs both; the unchosen field reads 'Sin elección'. */
export const NOT_CHOSEN = 'Sin elección';

const blankToZero = (v: unknown) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? 0 : v);
/** A choice of a picker: 0 or nothing = not chosen. */
const choice = () => z.preprocess(blankToZero, integer().refine((v) => v >= 1, NOT_CHOSEN));
/** A picker used as a filter: 0 or absent = all. */
export const idFilter = () => z.preprocess(blankToZero, integer().refine((v) => v >= 0, 'Valor inválido'));

export const providerProductSchema = z.object({
  id: z.number().int(),
  provider_id: z.number().int(),
  product_id: z.number().int(),
  provider: z.string(),
  product: z.object({ product: z.string(), code: z.string() }),
  enabled: enabledFlag,
  version: rowVersion,
});
export type ProviderProduct = z.infer<typeof providerProductSchema>;

export const listProviderProductsQuery = z.object({
  page: pageParam(),
  product_id: idFilter(),
  provider_id: idFilter(),
  enabled: stateFilter(),
});
export type ListProviderProductsQuery = z.infer<typeof listProviderProductsQuery>;

/** Also the web form's schema. */
export const createProviderProductBody = z.object({ provider_id: choice(), product_id: choice() });
export type CreateProviderProductBody = z.infer<typeof createProviderProductBody>;

/** Edit: the spec's fields with the version; the names and state may come back as read (contracts/edits.ts). */
export const updateProviderProductBody = editBody(
  EDITS['PUT /api/provider-product/update'],
  { ...createProviderProductBody.shape, id: positiveId(), version: versionField() },
  providerProductSchema,
);
export type UpdateProviderProductBody = z.infer<typeof updateProviderProductBody>;

export const providerProductPage = pagedOf(providerProductSchema);
