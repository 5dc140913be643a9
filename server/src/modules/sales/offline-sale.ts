import { and, desc, inArray, lte, sql } from 'drizzle-orm';
import {
  centsText,
  formatCents,
  formatQuantity,
  fromMilli,
  KARDEX_REASONS,
  OFFLINE_CLOCK_SKEW_MS,
  OFFLINE_MAX_AGE_DAYS,
  OFFLINE_MSG,
  toCents,
  toMilli,
  type OfflineSaleInfo,
} from '@lactea/contracts';
import { priceHistory, reconciliationItems } from '../../db/schema/index.js';
import { upsertDevice } from '../offline/devices.service.js';
import type { Tx } from '../../db/types.js';
import { actor, type Ctx } from '../../lib/context.js';
import { badRequest } from '../../lib/errors.js';
import { businessToday } from '../../lib/business-time.js';
import { recordNoMovement, type MovementSource } from '../stock/ledger.js';
import { currentTerms, lineUnits, type PricedLine, type PricingOptions, type TermsSource } from './pricing.js';

/**
 * The parts of record-sale that only an offline sale has (decision 0043): its moment
 * checked and used to date it, the prices then in force, a shortfall that is recorded instead of
 * refused, and the reconciliation list's cases. record/record-sale.ts calls these; online sales never do.
 */

const DAY_MS = 86_400_000;
/** reconciliation_items.detail's length. */
const DETAIL_MAX = 300;

/** What record-sale needs to know of an offline sale before it writes anything. */
export interface OfflinePlan {
  info: OfflineSaleInfo;
  /** The moment of sale (the device's clock): the sale's business day, hour and created_at. */
  soldAt: Date;
  /** Today at the server: lots are sellable if not expired now (one expired since is a shortfall). */
  today: string;
  pricing: PricingOptions;
}

/**
 * Checks the moment of sale against the server's clock: ahead by more than the clock skew
 * allowed, or older than the days a queue may wait, is a 400 that changes nothing.
 */
export function offlinePlan(ctx: Ctx, info: OfflineSaleInfo, now = new Date()): OfflinePlan {
  const soldAt = new Date(info.sold_at);
  if (soldAt.getTime() - now.getTime() > OFFLINE_CLOCK_SKEW_MS) throw badRequest(OFFLINE_MSG.soldAtFuture);
  if (now.getTime() - soldAt.getTime() > OFFLINE_MAX_AGE_DAYS * DAY_MS) throw badRequest(OFFLINE_MSG.soldAtTooOld);
  return { info, soldAt, today: businessToday(ctx.config.tzBusiness, now), pricing: { source: termsAt(soldAt), keepDeviceFigures: true } };
}

/** The sale row's offline columns: dated at its moment, its arrival kept apart. */
export const offlineSaleColumns = (plan: OfflinePlan) => ({
  createdAt: plan.soldAt,
  receivedAt: new Date(),
  offline: 1,
  deviceId: plan.info.device_id,
  provisionalNumber: plan.info.provisional_number,
});

/**
 * The terms in force at `at`: each product's latest price_history row from before it (written by
 * the triggers of migration 0034). A product with no row that old (created after the moment, which
 * a snapshot cannot hold) is priced at its current terms.
 */
export function termsAt(at: Date): TermsSource {
  return async (tx, found, needs) => {
    const rows = await tx
      .selectDistinctOn([priceHistory.fkProduct], {
        fkProduct: priceHistory.fkProduct,
        price: priceHistory.price,
        discountUnitPrice: priceHistory.discountUnitPrice,
        discountQuantity: priceHistory.discountQuantity,
        promotionQuantityPromotion: priceHistory.promotionQuantityPromotion,
        promotionQuantitySale: priceHistory.promotionQuantitySale,
      })
      .from(priceHistory)
      .where(
        and(
          inArray(
            priceHistory.fkProduct,
            found.map((p) => p.id),
          ),
          lte(priceHistory.validFrom, at),
        ),
      )
      .orderBy(priceHistory.fkProduct, desc(priceHistory.validFrom), desc(priceHistory.id));
    const terms = new Map(
      rows.map((r) => [
        r.fkProduct,
        {
          priceCents: toCents(Number(r.price)),
          discount: r.discountUnitPrice === null || r.discountQuantity === null ? null : { unit_price: Number(r.discountUnitPrice), quantity: r.discountQuantity },
          promotion:
            r.promotionQuantityPromotion === null || r.promotionQuantitySale === null ? null : { quantity_promotion: r.promotionQuantityPromotion, quantity_sale: r.promotionQuantitySale },
        },
      ]),
    );
    const unknown = found.filter((p) => !terms.has(p.id));
    if (unknown.length) for (const [id, t] of await currentTerms(tx, unknown, needs)) terms.set(id, t);
    return terms;
  };
}

/** A line whose lots could not give all it sold. */
export interface Shortfall {
  line: PricedLine;
  missing: number;
}

const clip = (text: string) => (text.length > DETAIL_MAX ? `${text.slice(0, DETAIL_MAX - 1)}…` : text);

/**
 * After an offline sale is written: its device's last sync, and one reconciliation case per line
 * charged at a stale price, per line short of stock, and for a credit sale the control would have
 * refused or warned about (the warnings as its detail).
 */
export async function recordOfflineCases(
  tx: Tx,
  ctx: Ctx,
  saleId: number,
  plan: OfflinePlan,
  cases: { lines: PricedLine[]; shortfalls: Shortfall[]; creditWarnings: string[] },
): Promise<void> {
  const { info } = plan;
  await upsertDevice(tx, info.device_id, { name: info.device_name, fkUser: actor(ctx).id, lastSyncAt: sql`now()` });
  const rows: (typeof reconciliationItems.$inferInsert)[] = [];
  for (const l of cases.lines) {
    if (l.expectedCents === undefined) continue;
    rows.push({
      kind: 'precio',
      fkSale: saleId,
      fkProduct: l.fkProduct,
      chargedTotal: centsText(l.totalCents),
      expectedTotal: centsText(l.expectedCents),
      detail: clip(`Cobrado ${formatCents(l.totalCents)}; precio vigente ${formatCents(l.expectedCents)}`),
    });
  }
  for (const { line: l, missing } of cases.shortfalls) {
    // In the product's unit: a crate line's shortfall is units, as its lots are.
    const units = lineUnits(l);
    rows.push({
      kind: 'faltante',
      fkSale: saleId,
      fkProduct: l.fkProduct,
      missingQuantity: missing.toFixed(3),
      detail: clip(`Vendido ${formatQuantity(units, l.unit)}; en lotes vigentes ${formatQuantity(fromMilli(toMilli(units) - toMilli(missing)), l.unit)}; faltante ${formatQuantity(missing, l.unit)}`),
    });
  }
  if (cases.creditWarnings.length) rows.push({ kind: 'credito', fkSale: saleId, detail: clip(cases.creditWarnings.join('; ')) });
  if (rows.length) await tx.insert(reconciliationItems).values(rows);
}

/** Each offline line's shortfall: a ledger row that moves nothing (no lot, delta 0), reason 'Faltante (venta sin conexión)'. */
export async function recordShortfalls(tx: Tx, ctx: Ctx, shortfalls: Shortfall[], source: MovementSource): Promise<void> {
  for (const { line } of shortfalls) await recordNoMovement(tx, ctx, { fkProduct: line.fkProduct, fkLot: null }, { ...source, reason: KARDEX_REASONS.shortfall });
}
