import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Purchase, PurchaseLineAnswer } from '@lactea/contracts';
import { presentations, products, providers, purchaseDetails, purchases, users } from '../../db/schema/index.js';
import type { Executor } from '../../db/types.js';
import type { Ctx } from '../../lib/context.js';

/** numeric → number of Bs. (drizzle answers numeric as text; 2 decimals are exact in a double). */

/** The purchase columns every answer shows, with registration date and hour in the business zone. */
export function purchaseColumns(tz: string) {
  return {
    id: purchases.id,
    total_purchase: purchases.totalPurchase,
    discount: purchases.discount,
    cancelled: purchases.cancelled,
    gloss: purchases.gloss,
    date_purchase: purchases.datePurchase,
    fk_provider: purchases.fkProvider,
    providerName: providers.provider,
    fk_user: purchases.fkUser,
    user: users.name,
    date: sql<string>`to_char(${purchases.createdAt} at time zone ${tz}, 'YYYY-MM-DD')`,
    hour: sql<string>`to_char(${purchases.createdAt} at time zone ${tz}, 'HH24:MI:SS')`,
    enabled: purchases.enabled,
    version: purchases.version,
    createdAt: sql<string>`${purchases.createdAt}::text`,
  };
}

export type PurchaseHead = Awaited<ReturnType<typeof selectPurchases>>[number];

/** Purchases with provider and user names, under `where`, ordered and windowed by the caller. */
export function selectPurchases(db: Executor, tz: string, where: SQL | undefined) {
  return db
    .select(purchaseColumns(tz))
    .from(purchases)
    .innerJoin(providers, eq(providers.id, purchases.fkProvider))
    .innerJoin(users, eq(users.id, purchases.fkUser))
    .where(where)
    .$dynamic();
}

/** The crate a line bought, with the units it had then; null for the unit. */
export const crateOf = (r: { presentationId: number | null; presentationName: string | null; presentationUnits: number | null }) =>
  r.presentationId === null ? null : { id: r.presentationId, name: r.presentationName ?? '', units: r.presentationUnits ?? 0 };

/** The lines of these purchases, by purchase, in the order they were typed. */
export async function linesOf(db: Executor, ids: number[]): Promise<Map<number, PurchaseLineAnswer[]>> {
  const out = new Map<number, PurchaseLineAnswer[]>();
  if (ids.length === 0) return out;
  const rows = await db
    .select({
      fkPurchase: purchaseDetails.fkPurchase,
      id: purchaseDetails.fkProduct,
      product: products.product,
      code: products.code,
      unit: products.unit,
      unit_price: purchaseDetails.unitPrice,
      unit_cost: purchaseDetails.unitCost,
      quantity: purchaseDetails.quantity,
      discount: purchaseDetails.discount,
      subtotal: purchaseDetails.subtotal,
      total: purchaseDetails.total,
      expiration_date: purchaseDetails.expirationDate,
      fk_lot: purchaseDetails.fkLot,
      presentationId: purchaseDetails.fkPresentation,
      presentationName: presentations.name,
      presentationUnits: purchaseDetails.presentationUnits,
    })
    .from(purchaseDetails)
    .innerJoin(products, eq(products.id, purchaseDetails.fkProduct))
    .leftJoin(presentations, eq(presentations.id, purchaseDetails.fkPresentation))
    .where(inArray(purchaseDetails.fkPurchase, ids))
    .orderBy(asc(purchaseDetails.fkPurchase), asc(purchaseDetails.id));
  for (const r of rows) {
    const line: PurchaseLineAnswer = {
      id: r.id,
      product: r.product,
      code: r.code,
      unit: r.unit,
      presentation: crateOf(r),
      pivot: {
        unit_price: Number(r.unit_price),
        unit_cost: Number(r.unit_cost),
        quantity: r.quantity,
        discount: Number(r.discount),
        subtotal: Number(r.subtotal),
        total: Number(r.total),
        expiration_date: r.expiration_date,
        fk_lot: r.fk_lot,
      },
    };
    out.set(r.fkPurchase, [...(out.get(r.fkPurchase) ?? []), line]);
  }
  return out;
}

export function toPurchase(h: PurchaseHead, lines: PurchaseLineAnswer[]): Purchase {
  return {
    id: h.id,
    total_purchase: Number(h.total_purchase),
    discount: Number(h.discount),
    cancelled: h.cancelled as 0 | 1,
    gloss: h.gloss,
    date_purchase: h.date_purchase,
    fk_provider: h.fk_provider,
    provider: { provider: h.providerName },
    fk_user: h.fk_user,
    user: h.user,
    date: h.date,
    hour: h.hour,
    enabled: h.enabled as 0 | 1,
    version: h.version,
    products: lines,
  };
}

/** Heads plus their lines (one query for all the lines of a page). */
export async function withLines(db: Executor, heads: PurchaseHead[]): Promise<Purchase[]> {
  const lines = await linesOf(db, heads.map((h) => h.id));
  return heads.map((h) => toPurchase(h, lines.get(h.id) ?? []));
}

export async function purchaseById(db: Executor, ctx: Ctx, id: number): Promise<Purchase | undefined> {
  const [head] = await selectPurchases(db, ctx.config.tzBusiness, eq(purchases.id, id));
  if (!head) return undefined;
  return (await withLines(db, [head]))[0];
}
