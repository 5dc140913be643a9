import { eq, sql } from 'drizzle-orm';
import { centsText, fitsUnit, KARDEX_REASONS, PROVIDER_RETURN_MSG, providerReturnCents, toCents, toMilli, type ProductUnit, type PurchaseReturn, type PurchaseReturnBody } from '@lactea/contracts';
import { lots, products, providerCredits, providerReturns, providers, purchases, users } from '../../../db/schema/index.js';
import type { Executor, Tx } from '../../../db/types.js';
import { actor, type Ctx } from '../../../lib/context.js';
import { audit } from '../../../lib/audit.js';
import { badRequest, notFound } from '../../../lib/errors.js';
import { writeOnce, type WriteOptions } from '../../../lib/idempotency.js';
import { businessMoment } from '../../../lib/business-time.js';
import { moveLot } from '../../stock/ledger.js';

/**
 * purchase/return: units of one lot back to the provider of the purchase that brought it. The lot
 * is locked first (FOR UPDATE, as a write-off locks it), so twenty returns of one lot at once take
 * turns and never take more than it holds (moveLot refuses below zero as the last word). Expired
 * lots are returned like any other: the block on expired stock is for selling. The provider owes
 * us the units at the lot's own cost (a provider_credits row); a crate bought at an uneven cost
 * made two lots, each with its cost in whole cents (decision 0069), so the credit is exact.
 */

async function lockLot(tx: Tx, id: number) {
  const [lot] = await tx
    .select({ id: lots.id, fkProduct: lots.fkProduct, quantity: lots.quantity, unitCost: lots.unitCost, fkPurchase: lots.fkPurchase })
    .from(lots)
    .where(eq(lots.id, id))
    .for('update');
  if (!lot) throw notFound(PROVIDER_RETURN_MSG.lotMissing);
  return lot;
}

async function lotOrigin(tx: Tx, fkProduct: number, fkPurchase: number | null) {
  const [product] = await tx.select({ product: products.product, unit: products.unit }).from(products).where(eq(products.id, fkProduct));
  const [purchase] = fkPurchase === null ? [] : await tx.select({ fkProvider: purchases.fkProvider }).from(purchases).where(eq(purchases.id, fkPurchase));
  return { product: product.product, unit: (product.unit === 'kg' ? 'kg' : 'unidad') as ProductUnit, fkProvider: purchase?.fkProvider ?? null };
}

/** POST purchase/return (Idempotency-Key required). */
export function returnToProvider(ctx: Ctx, body: PurchaseReturnBody, { key, at }: WriteOptions = {}): Promise<PurchaseReturn> {
  const user = actor(ctx);
  const moment = businessMoment(ctx.config.tzBusiness, at);
  return writeOnce(ctx, { key, scope: 'purchase/return', body }, async (tx) => {
    const lot = await lockLot(tx, body.lot_id);
    const origin = await lotOrigin(tx, lot.fkProduct, lot.fkPurchase);
    if (lot.fkPurchase === null || origin.fkProvider === null) throw badRequest(PROVIDER_RETURN_MSG.noProvider);
    if (!fitsUnit(body.quantity, origin.unit)) throw badRequest(PROVIDER_RETURN_MSG.wholeUnits(origin.product));
    if (toMilli(body.quantity) > toMilli(lot.quantity)) throw badRequest(PROVIDER_RETURN_MSG.aboveLot(lot.quantity, origin.product, origin.unit));
    const amountCents = providerReturnCents(toCents(lot.unitCost), body.quantity);
    const [row] = await tx
      .insert(providerReturns)
      .values({
        fkLot: lot.id,
        fkProduct: lot.fkProduct,
        fkPurchase: lot.fkPurchase,
        fkProvider: origin.fkProvider,
        fkUser: user.id,
        quantity: body.quantity,
        unitCost: lot.unitCost,
        amount: centsText(amountCents),
        reason: body.reason,
        date: moment.date,
        hour: moment.hour,
        ...(at ? { createdAt: at } : {}),
      })
      .returning({ id: providerReturns.id });
    const moved = await moveLot(tx, ctx, { fkLot: lot.id, delta: -body.quantity }, { reason: KARDEX_REASONS.providerReturn, docKind: 'provider_return', docId: row.id });
    if (!moved) throw badRequest(PROVIDER_RETURN_MSG.aboveLot(lot.quantity, origin.product, origin.unit));
    if (amountCents > 0) {
      await tx.insert(providerCredits).values({ fkProvider: origin.fkProvider, amount: centsText(amountCents), fkReturn: row.id, fkUser: user.id, date: moment.date, hour: moment.hour });
    }
    await audit(tx, ctx, {
      action: 'add',
      entity: 'provider_return',
      entityId: row.id,
      before: { lot: lot.id, quantity: lot.quantity },
      after: { lot: lot.id, quantity: moved.lotQuantity, returned: body.quantity, amount: centsText(amountCents), provider: origin.fkProvider, reason: body.reason },
    });
    return (await readProviderReturn(tx, row.id))!;
  });
}

/** One return to the provider as answered; undefined when there is none. */
export async function readProviderReturn(db: Executor, id: number): Promise<PurchaseReturn | undefined> {
  const [r] = await db
    .select({
      id: providerReturns.id,
      lot_id: providerReturns.fkLot,
      purchase_id: providerReturns.fkPurchase,
      providerId: providers.id,
      provider: providers.provider,
      productId: products.id,
      product: products.product,
      unit: products.unit,
      quantity: providerReturns.quantity,
      unitCost: providerReturns.unitCost,
      amount: providerReturns.amount,
      reason: providerReturns.reason,
      date: providerReturns.date,
      hour: sql<string>`to_char(${providerReturns.hour}, 'HH24:MI:SS')`,
      user: users.name,
      lotQuantity: lots.quantity,
    })
    .from(providerReturns)
    .innerJoin(providers, eq(providers.id, providerReturns.fkProvider))
    .innerJoin(products, eq(products.id, providerReturns.fkProduct))
    .innerJoin(users, eq(users.id, providerReturns.fkUser))
    .innerJoin(lots, eq(lots.id, providerReturns.fkLot))
    .where(eq(providerReturns.id, id));
  if (!r) return undefined;
  return {
    id: r.id,
    lot_id: r.lot_id,
    purchase_id: r.purchase_id,
    provider: { id: r.providerId, provider: r.provider },
    product: { id: r.productId, product: r.product, unit: r.unit === 'kg' ? 'kg' : 'unidad' },
    quantity: Number(r.quantity),
    unit_cost: Number(r.unitCost),
    amount: Number(r.amount),
    reason: r.reason,
    date: r.date,
    hour: r.hour,
    user: r.user,
    lot_quantity: Number(r.lotQuantity),
  };
}
