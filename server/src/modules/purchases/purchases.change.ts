import { and, asc, eq, sql } from 'drizzle-orm';
import { EDITS, centsText, futureDayRefusal, KARDEX_REASONS, PURCHASE_MSG, toCents, type EditPurchaseBody, type Purchase, type VersionedIdBody } from '@lactea/contracts';
import { lots, products, purchaseDetails, purchases } from '../../db/schema/index.js';
import type { Ctx } from '../../lib/context.js';
import { audit } from '../../lib/audit.js';
import { badRequest } from '../../lib/errors.js';
import { bumpVersion, checkVersion } from '../../lib/version.js';
import { completeEdit } from '../../lib/edit-body.js';
import { moveLot } from '../stock/ledger.js';
import { purchaseTotal } from './purchases.figures.js';
import { purchaseById } from './purchases.read.js';
import { usableProvider } from './purchases.record.js';
import { todayText } from '../stock/stock-sql.js';

const summary = (p: Purchase) => ({
  fk_provider: p.fk_provider,
  provider: p.provider.provider,
  date_purchase: p.date_purchase,
  cancelled: p.cancelled,
  gloss: p.gloss,
  discount: p.discount,
  total_purchase: p.total_purchase,
});

/**
 * edit: the header only (provider, date, paid or not, gloss, discount); the total is recomputed
 * from the stored lines. Lines and lots never change here. Stale version → 409.
 */
export async function editPurchase(ctx: Ctx, body: EditPurchaseBody): Promise<Purchase> {
  return ctx.db.transaction(async (tx) => {
    const [found] = await tx.select({ version: purchases.version, enabled: purchases.enabled, fkProvider: purchases.fkProvider }).from(purchases).where(eq(purchases.id, body.id)).for('update');
    checkVersion(found, body, PURCHASE_MSG.notFound);
    if (found.enabled !== 1) throw badRequest(PURCHASE_MSG.alreadyAnnulled);
    // A provider disabled since the purchase may stay on it; changing to one requires it enabled.
    if (body.fk_provider !== found.fkProvider) await usableProvider(tx, body.fk_provider);
    const before = (await purchaseById(tx, ctx, body.id))!;
    completeEdit(EDITS['PUT /api/purchase/edit'], body, before);
    const [{ detail }] = await tx
      .select({ detail: sql<string>`coalesce(sum(${purchaseDetails.total}), 0)::text` })
      .from(purchaseDetails)
      .where(eq(purchaseDetails.fkPurchase, body.id));
    const errors: string[] = [];
    const future = futureDayRefusal(body.date_purchase, todayText(ctx.config.tzBusiness), 'Fecha Compra');
    if (future) errors.push(future);
    const total = purchaseTotal(toCents(detail), body, errors);
    if (errors.length) throw badRequest(...errors);
    await tx
      .update(purchases)
      .set({
        fkProvider: body.fk_provider,
        datePurchase: body.date_purchase,
        cancelled: body.cancelled,
        gloss: body.gloss,
        discount: centsText(toCents(body.discount)),
        totalPurchase: centsText(total),
        ...bumpVersion(purchases),
      })
      .where(eq(purchases.id, body.id));
    // The lines' copies of date and provider (purchases-by-product reads them).
    await tx.update(purchaseDetails).set({ datePurchase: body.date_purchase, fkProvider: body.fk_provider }).where(eq(purchaseDetails.fkPurchase, body.id));
    const after = (await purchaseById(tx, ctx, body.id))!;
    await audit(tx, ctx, { action: 'edit', entity: 'purchase', entityId: body.id, before: summary(before), after: summary(after) });
    return after;
  });
}

/**
 * cancel-pucharse (annul): takes each of its lots' remaining quantity out with an 'Anulación de
 * compra' ledger row, marks the purchase and its lines enabled = 0. Refused, naming the product,
 * when a lot already lost stock (a sale or a write-off took some): the purchase can no longer be
 * undone exactly. Each lot is locked FOR UPDATE before its check, so a sale cannot take from it
 * between the check and the removal; lots go in ascending product id with each product's stock
 * right after its lot, the ledger's lock order shared with the till (locking every lot first and
 * the stock rows after could deadlock against a sale holding a stock row and waiting for a lot).
 */
export async function annulPurchase(ctx: Ctx, ref: VersionedIdBody): Promise<{ enabled: 0; version: number }> {
  return ctx.db.transaction(async (tx) => {
    const [found] = await tx.select({ version: purchases.version, enabled: purchases.enabled }).from(purchases).where(eq(purchases.id, ref.id)).for('update');
    checkVersion(found, ref, PURCHASE_MSG.notFound);
    if (found.enabled !== 1) throw badRequest(PURCHASE_MSG.alreadyAnnulled);
    const itsLots = await tx
      .select({ id: lots.id, fkProduct: lots.fkProduct, product: products.product })
      .from(lots)
      .innerJoin(products, eq(products.id, lots.fkProduct))
      .where(eq(lots.fkPurchase, ref.id))
      .orderBy(asc(lots.fkProduct), asc(lots.id));
    const removed: { fk_lot: number; product_id: number; quantity: number }[] = [];
    for (const lot of itsLots) {
      const [locked] = await tx
        .select({ quantity: lots.quantity, initial: lots.initialQuantity })
        .from(lots)
        .where(and(eq(lots.id, lot.id)))
        .for('update');
      if (locked.quantity < locked.initial) throw badRequest(PURCHASE_MSG.annulTaken(lot.product));
      if (locked.quantity === 0) continue;
      const moved = await moveLot(tx, ctx, { fkLot: lot.id, delta: -locked.quantity }, { reason: KARDEX_REASONS.purchaseAnnul, docKind: 'purchase', docId: ref.id });
      if (!moved) throw new Error(`El lote ${lot.id} cambió bajo su bloqueo`);
      removed.push({ fk_lot: lot.id, product_id: lot.fkProduct, quantity: locked.quantity });
    }
    const [row] = await tx.update(purchases).set({ enabled: 0, ...bumpVersion(purchases) }).where(eq(purchases.id, ref.id)).returning({ version: purchases.version });
    await tx.update(purchaseDetails).set({ enabled: 0 }).where(eq(purchaseDetails.fkPurchase, ref.id));
    await audit(tx, ctx, { action: 'annul', entity: 'purchase', entityId: ref.id, before: { enabled: 1 }, after: { enabled: 0, removed } });
    return { enabled: 0 as const, version: row.version };
  });
}
