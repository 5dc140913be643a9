import { z } from 'zod';
import { EDITS, editBody } from './edits.js';
import { MSG } from './messages.js';
import { fold } from './text.js';
import { enabledFlag, pagedOf, pageParam, positiveId, requiredText, rowVersion, searchParam, stateFilter, versionField } from './fields.js';

export const PROVIDER_MAX = 30;
export const PROVIDER_DESCRIPTION_MAX = 100;

export const providerSchema = z.object({
  id: z.number().int(),
  provider: z.string(),
  description: z.string(),
  enabled: enabledFlag,
  version: rowVersion,
});
export type Provider = z.infer<typeof providerSchema>;

export const listProvidersQuery = z.object({ page: pageParam(), search: searchParam(), enabled: stateFilter() });
export type ListProvidersQuery = z.infer<typeof listProvidersQuery>;

/** Also the web's register/edit form schema. */
export const createProviderBody = z.object({
  provider: requiredText(PROVIDER_MAX),
  description: requiredText(PROVIDER_DESCRIPTION_MAX, { multiline: true }),
});
export type CreateProviderBody = z.infer<typeof createProviderBody>;

/** Edit: the spec's fields with the version; the row's state may come back as read (contracts/edits.ts). */
export const updateProviderBody = editBody(EDITS['PATCH /api/provider/update'], { ...createProviderBody.shape, id: positiveId(), version: versionField() }, providerSchema);
export type UpdateProviderBody = z.infer<typeof updateProviderBody>;

export const providerPage = pagedOf(providerSchema);

export const PROVIDER_MSG = {
  /** A second provider of the same name (case, accents and spaces aside) would be two entries of one in every picker. */
  duplicate: (name: string) => MSG.duplicate('el proveedor', name),
} as const;

/** The name two providers may not share: folded (case and accents aside), spaces collapsed. */
export const providerNameKey = (name: string): string => fold(name).replace(/\s+/g, ' ').trim();
