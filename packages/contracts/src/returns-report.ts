import { z } from 'zod';
import { withRange } from './dates.js';
import { exportQueryOf } from './export.js';
import { pagedOf, pageParam } from './fields.js';
import { idFilter } from './provider-products.js';
import { dateFilter } from './purchases.js';
import { UNIT_VALUES } from './quantity.js';
import { RETURN_DISPOSITION_VALUES, RETURN_DISPOSITIONS, RETURN_REFUND_VALUES, RETURN_REFUNDS } from './returns.js';

/**
 * The 'Devoluciones' report: every returned line, from clients (sale/return: one row per line of a
 * NOTA DE DEVOLUCIÓN) and to providers (purchase/return: one row each), on the day it was returned.
 */

/** Who returned: both, the clients' returns or the returns to providers. */
export const RETURN_KINDS = { cliente: 'De cliente', proveedor: 'A proveedor' } as const;
export type ReturnKind = keyof typeof RETURN_KINDS;
const RETURN_KIND_VALUES = Object.keys(RETURN_KINDS) as ReturnKind[];

/** The disposition a provider's return reads as: the units left for the provider. */
export const PROVIDER_DISPOSITION = 'Al proveedor';
/** The refund a provider's return reads as: a credit with the provider. */
export const PROVIDER_REFUND = 'Crédito con el proveedor';

/** '' (or absent) = every value; otherwise one of `values`. */
const choiceFilter = <T extends string>(values: readonly T[]) =>
  z.preprocess((v) => (v === undefined || v === null || v === '' ? undefined : v), z.enum(values as [T, ...T[]], { error: 'Valor inválido' }).optional());

export const returnsReportShape = z.object({
  page: pageParam(),
  date_from: dateFilter(),
  date_to: dateFilter(),
  kind: choiceFilter(RETURN_KIND_VALUES),
  fk_user: idFilter(),
  /** A client: only client returns of that client. */
  fk_client: idFilter(),
  /** A provider: only returns to that provider. */
  fk_provider: idFilter(),
  /** A disposition or a refund: only client returns (a provider's return has neither). */
  disposition: choiceFilter(RETURN_DISPOSITION_VALUES),
  refund: choiceFilter(RETURN_REFUND_VALUES),
});
export const returnsReportQuery = withRange(returnsReportShape);
export type ReturnsReportQuery = z.infer<typeof returnsReportShape>;
export const returnsReportExportQuery = withRange(exportQueryOf(returnsReportShape));

export const returnReportRowSchema = z.object({
  kind: z.enum(RETURN_KIND_VALUES),
  /** The return's number: the NOTA DE DEVOLUCIÓN's, or the provider return's. */
  id: z.number().int(),
  /** The returned line (a client return's line; the return itself for a provider). */
  line_id: z.number().int(),
  date: z.string(),
  hour: z.string(),
  /** The sale a client's return is against; null for a provider. */
  sale_id: z.number().int().nullable(),
  /** The client (null: a sale without one) or the provider. */
  party: z.string().nullable(),
  product: z.string(),
  unit: z.enum(UNIT_VALUES),
  quantity: z.number(),
  /** 'stock' or 'merma' for a client's line; null for a provider. */
  disposition: z.enum(RETURN_DISPOSITION_VALUES).nullable(),
  /** 'efectivo', 'deuda' or 'saldo' for a client's return; null for a provider. */
  refund: z.enum(RETURN_REFUND_VALUES).nullable(),
  amount: z.number(),
  user: z.string(),
});
export type ReturnReportRow = z.infer<typeof returnReportRowSchema>;

export const returnsReportPage = pagedOf(returnReportRowSchema).extend({
  /** Refunded to clients under the filter (Σ of their lines). */
  total_clients: z.number(),
  /** Credited by providers under the filter. */
  total_providers: z.number(),
});
export type ReturnsReportPage = z.infer<typeof returnsReportPage>;

/** How a row's disposition and refund read, a provider's included. */
export const returnDispositionText = (r: Pick<ReturnReportRow, 'kind' | 'disposition'>) => (r.kind === 'proveedor' || !r.disposition ? PROVIDER_DISPOSITION : RETURN_DISPOSITIONS[r.disposition]);
export const returnRefundText = (r: Pick<ReturnReportRow, 'kind' | 'refund'>) => (r.kind === 'proveedor' || !r.refund ? PROVIDER_REFUND : RETURN_REFUNDS[r.refund]);
