import { and, eq, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { CanceledPurchasesQuery, PurchasesByProductQuery, PurchasesReportQuery } from '@lactea/contracts';
import { purchaseDetails, purchases } from '../../db/schema/index.js';

/**
 * Each report's WHERE, shaped for its index (schema/purchases.ts): registration dates compare
 * `created_at` with the business day's bounds (constants, so the index range applies), purchase
 * dates compare the `date` column directly.
 */
const dayStart = (day: string, tz: string) => sql`(${day}::date::timestamp at time zone ${tz})`;
const nextDayStart = (day: string, tz: string) => sql`((${day}::date + 1)::timestamp at time zone ${tz})`;

function registeredBetween(q: { date_from?: string; date_to?: string }, tz: string): SQL[] {
  const out: SQL[] = [];
  if (q.date_from) out.push(gte(purchases.createdAt, dayStart(q.date_from, tz)));
  if (q.date_to) out.push(lt(purchases.createdAt, nextDayStart(q.date_to, tz)));
  return out;
}

export type ReportKind = 'register' | 'purchase';

/** purchases-report-register (kind 'register') and purchases-report (kind 'purchase'): enabled purchases. */
export function reportWhere(kind: ReportKind, q: Omit<PurchasesReportQuery, 'page'>, tz: string): SQL {
  const filters: SQL[] = [eq(purchases.enabled, 1)];
  if (q.fk_provider) filters.push(eq(purchases.fkProvider, q.fk_provider));
  if (q.cancelled !== 2) filters.push(eq(purchases.cancelled, q.cancelled));
  if (kind === 'register') filters.push(...registeredBetween(q, tz));
  else {
    if (q.date_from) filters.push(gte(purchases.datePurchase, q.date_from));
    if (q.date_to) filters.push(lte(purchases.datePurchase, q.date_to));
  }
  return and(...filters)!;
}

/** canceled-purchases: annulled purchases by registration date, provider and registering user. */
export function canceledWhere(q: Omit<CanceledPurchasesQuery, 'page'>, tz: string): SQL {
  const filters: SQL[] = [eq(purchases.enabled, 0), ...registeredBetween(q, tz)];
  if (q.fk_provider) filters.push(eq(purchases.fkProvider, q.fk_provider));
  if (q.fk_user) filters.push(eq(purchases.fkUser, q.fk_user));
  return and(...filters)!;
}

/** purchases-by-product: lines of enabled purchases by purchase date, provider and product. */
export function byProductWhere(q: Omit<PurchasesByProductQuery, 'page'>): SQL {
  const filters: SQL[] = [eq(purchaseDetails.enabled, 1)];
  if (q.provider_id) filters.push(eq(purchaseDetails.fkProvider, q.provider_id));
  if (q.product_id) filters.push(eq(purchaseDetails.fkProduct, q.product_id));
  if (q.date_from) filters.push(gte(purchaseDetails.datePurchase, q.date_from));
  if (q.date_to) filters.push(lte(purchaseDetails.datePurchase, q.date_to));
  return and(...filters)!;
}
