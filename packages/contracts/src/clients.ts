import { z } from 'zod';
import { clearableText, enabledFlag, optionalText, pagedOf, pageParam, positiveId, requiredText, rowVersion, searchParam, stateFilter, versionField } from './fields.js';

export const BUSINESS_NAME_MAX = 50;
export const CI_NIT_MAX = 30;
export const GLOSS_MAX = 100;

export const clientSchema = z.object({
  id: z.number().int(),
  business_name: z.string(),
  ci_nit: z.string(),
  /** null when there is no gloss. */
  gloss: z.string().nullable(),
  enabled: enabledFlag,
  version: rowVersion,
});
export type Client = z.infer<typeof clientSchema>;

/** Also the till's client search (`page=1&search=`). */
export const listClientsQuery = z.object({ page: pageParam(), search: searchParam(), enabled: stateFilter() });
export type ListClientsQuery = z.infer<typeof listClientsQuery>;

/** Created at the till (the sale form has no gloss: it may be left out). Also the edit form schema. */
export const createClientBody = z.object({
  business_name: requiredText(BUSINESS_NAME_MAX),
  ci_nit: requiredText(CI_NIT_MAX),
  gloss: optionalText(GLOSS_MAX, { multiline: true }),
});
export type CreateClientBody = z.infer<typeof createClientBody>;

/** Edit: the whole row (docs/decisions/0022): the gloss is sent even when empty (null or '' clears it). */
export const editClientBody = createClientBody.extend({
  gloss: clearableText(GLOSS_MAX, { multiline: true }),
  id: positiveId(),
  version: versionField(),
});
export type EditClientBody = z.infer<typeof editClientBody>;

export const clientPage = pagedOf(clientSchema);
