import { z } from 'zod';
import { EDITS, editBody } from './edits.js';
import { fold } from './text.js';
import { creditLimitField, overdueDaysField } from './credit.js';
import { priceListChoice } from './price-lists.js';
import { clearableText, enabledFlag, optionalText, pagedOf, pageParam, positiveId, requiredText, rowVersion, searchParam, stateFilter, versionField } from './fields.js';

export const BUSINESS_NAME_MAX = 50;
export const CI_NIT_MAX = 30;
export const GLOSS_MAX = 100;

/** The tax office's CI/NITs for a buyer without one (0 and 99001–99003): they name no one. */
const GENERIC_CI_NITS = new Set(['99001', '99002', '99003']);

/**
 * Whether a CI/NIT identifies one person or business, so that a client registered at the till with
 * it is the client who already has it (its credit limit and overdue debts apply). A Bolivian CI has
 * 5 or more digits, a NIT 7 or more; '0', 'S/N', '123' or the tax office's generic codes name no one.
 */
export function identifiesClient(ciNit: string): boolean {
  const digits = ciNit.replace(/\D/g, '');
  return digits.length >= 5 && !/^0+$/.test(digits) && !GENERIC_CI_NITS.has(ciNit.trim());
}

/** The names a shop gives the till's stand-in for a buyer it does not know (folded). */
const NO_CLIENT_NAMES = new Set(['s/n', 'sn', 'sin nombre', 'sin cliente', 'consumidor final', 'cliente general']);

/**
 * Whether a client row is the stand-in for a sale without a client ('S/N' with CI/NIT 0): it names
 * no one, so nobody can be asked to pay a debt of it. A named client without a CI/NIT ('Juan', 0)
 * is someone the shop knows and may buy on credit.
 */
export function standsForNoClient(businessName: string, ciNit: string): boolean {
  return NO_CLIENT_NAMES.has(fold(businessName).trim()) && !identifiesClient(ciNit);
}

/** A second client with a CI/NIT that identifies someone (identifiesClient) is the same client twice. */
export const CLIENT_MSG = {
  duplicateCiNit: (ciNit: string, name: string) => `Ya existe un cliente con CI/NIT ${ciNit}: ${name}`,
} as const;

/** The CI/NIT as compared: no spaces, dots or dashes, upper case ('4567891 lp' = '4567891-LP'). */
export const ciNitKey = (ciNit: string): string => ciNit.replace(/[\s.-]/g, '').toUpperCase();

export const clientSchema = z.object({
  id: z.number().int(),
  business_name: z.string(),
  ci_nit: z.string(),
  /** null when there is no gloss. */
  gloss: z.string().nullable(),
  /** Credit limit in Bs.; null = no limit (decision 0035). */
  credit_limit: z.number().nullable(),
  /** Days after which a credit sale's debt is overdue; null = the setting's default. */
  overdue_days: z.number().int().nullable(),
  /** The client's price list; null = the counter's prices ('Precio de mostrador'). */
  fk_price_list: z.number().int().nullable(),
  /** The list's name, null without one. */
  price_list: z.string().nullable(),
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
  /** Empty or left out: no limit. */
  credit_limit: creditLimitField('null'),
  /** Empty or left out: the setting's default. */
  overdue_days: overdueDaysField('null'),
  /** Empty or left out: the counter's prices. An enabled list. */
  fk_price_list: priceListChoice('null'),
});
export type CreateClientBody = z.infer<typeof createClientBody>;

/**
 * Edit (docs/decisions/0022, contracts/edits.ts): the spec's fields are sent always, the gloss even
 * when empty (null or '' clears it); the credit fields and the price list came later: left out,
 * they keep their values.
 */
export const editClientBody = editBody(
  EDITS['PUT /api/client/edit'],
  {
    ...createClientBody.shape,
    gloss: clearableText(GLOSS_MAX, { multiline: true }),
    credit_limit: creditLimitField('required'),
    overdue_days: overdueDaysField('required'),
    fk_price_list: priceListChoice('required'),
    id: positiveId(),
    version: versionField(),
  },
  clientSchema,
);
export type EditClientBody = z.infer<typeof editClientBody>;

export const clientPage = pagedOf(clientSchema);
