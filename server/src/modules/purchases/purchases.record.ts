import { eq, inArray } from 'drizzle-orm';
import { centsText, crateCostShares, FIELD_LABELS, fitsUnit, futureDayRefusal, KARDEX_REASONS, LOT_QUANTITY_MAX, MSG, pastExpiryRefusal, PRESENTATION_MSG, toCents, PURCHASE_MSG, type Purchase, type RecordPurchaseBody } from '@lactea/contracts';
import { presentations, products, providers, purchaseDetails, purchases } from '../../db/schema/index.js';
import type { Executor } from '../../db/types.js';
import { actor, type Ctx } from '../../lib/context.js';
import { audit } from '../../lib/audit.js';
import { writeOnce, type WriteOptions } from '../../lib/idempotency.js';
import { AppError, badRequest, notFound } from '../../lib/errors.js';
import { addLot } from '../stock/ledger.js';
import { todayText } from '../stock/stock-sql.js';
import { lineFigures, purchaseTotal } from './purchases.figures.js';
import { purchaseById } from './purchases.read.js';

/** The provider must exist (404) and be enabled (400). */
export async function usableProvider(tx: Executor, id: number): Promise<string> {
  const [p] = await tx.select({ name: providers.provider, enabled: providers.enabled }).from(providers).where(eq(providers.id, id));
  if (!p) throw notFound('No existe el proveedor');
  if (p.enabled !== 1) throw badRequest(`El proveedor ${p.name} está inhabilitado`);
  return p.name;
}

interface LinePresentation {
  id: number;
  fkProduct: number;
  name: string;
  units: number;
  enabled: number;
}

/** The presentations the lines name, by id (a product's enabled ones are checked by the caller). */
async function linePresentations(tx: Executor, body: RecordPurchaseBody): Promise<Map<number, LinePresentation>> {
  const ids = [...new Set(body.detail.flatMap((l) => (l.presentation_id ? [l.presentation_id] : [])))];
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: presentations.id, fkProduct: presentations.fkProduct, name: presentations.name, units: presentations.units, enabled: presentations.enabled })
    .from(presentations)
    .where(inArray(presentations.id, ids))
    .for('key share');
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * The lots of one line: the line's quantity at its unit cost, or for crates units × crates at the
 * crate's cost shared per unit to the cent (at most two lots of one expiry, crate-cost.ts).
 */
function lotsOfLine(line: RecordPurchaseBody['detail'][number], presentation: LinePresentation | undefined): { quantity: number; unitCost: string }[] {
  if (!presentation) return [{ quantity: line.quantity, unitCost: centsText(toCents(line.unit_cost)) }];
  return crateCostShares(toCents(line.unit_cost), presentation.units, line.quantity).map((s) => ({ quantity: s.units, unitCost: centsText(s.unitCostCents) }));
}

/**
 * record-purchase, one transaction: the purchase, its lines and one lot per line (quantity, expiry,
 * the line's unit cost; two lots for crates whose cost does not divide evenly) with its 'Compra'
 * ledger row pointing at the purchase. Every refusal
 * (unknown or disabled provider, product or presentation, a product twice, a line expiring before
 * today, a figure that does not add up)
 * happens before anything is written; all of a request's problems are answered together.
 */
export async function recordPurchase(ctx: Ctx, body: RecordPurchaseBody, { key, at }: WriteOptions = {}): Promise<Purchase> {
  return writeOnce(ctx, { key, scope: 'purchase/record-purchase', body }, async (tx) => {
    const user = actor(ctx);
    const providerName = await usableProvider(tx, body.purchase.fk_provider);
    const ids = [...new Set(body.detail.map((l) => l.product_id))];
    const found = await tx.select({ id: products.id, product: products.product, enabled: products.enabled, unit: products.unit }).from(products).where(inArray(products.id, ids));
    const byId = new Map(found.map((p) => [p.id, p]));
    const missing = ids.filter((id) => !byId.has(id));
    if (missing.length) throw new AppError(404, missing.map((id) => `No existe el producto con id ${id}`));

    const presentationOf = await linePresentations(tx, body);

    const errors: string[] = [];
    const seen = new Set<number>();
    // `at`: demo data only (a purchase of 120 days ago whose lots expired since); the API uses now.
    const today = todayText(ctx.config.tzBusiness, at);
    const future = futureDayRefusal(body.purchase.date_purchase, today, 'Fecha Compra');
    if (future) errors.push(future);
    body.detail.forEach((line, i) => {
      const p = byId.get(line.product_id)!;
      if (seen.has(p.id)) errors.push(PURCHASE_MSG.duplicateLine(p.product));
      seen.add(p.id);
      if (p.enabled !== 1) errors.push(`El producto ${p.product} está inhabilitado`);
      // Kilos with up to 3 decimals for a weighed product; whole units otherwise (docs/decisions/0034).
      if (!fitsUnit(line.quantity, p.unit === 'kg' ? 'kg' : 'unidad')) errors.push(`Línea ${i + 1} · ${FIELD_LABELS.quantity}: ${MSG.integer}`);
      if (line.presentation_id) {
        // Another product's presentation is no presentation of this one (a weighed product has none).
        const crate = presentationOf.get(line.presentation_id);
        if (!crate || crate.fkProduct !== p.id) errors.push(PRESENTATION_MSG.saleMissing(i + 1, p.product));
        else if (crate.enabled !== 1) errors.push(PRESENTATION_MSG.saleDisabled(i + 1, p.product, crate.name));
        else if (line.quantity * crate.units > LOT_QUANTITY_MAX) errors.push(PURCHASE_MSG.lotTooLarge(i + 1, p.product, line.quantity * crate.units));
      }
      // The rule lot/add applies: a lot that expired before today can never be sold.
      const expired = pastExpiryRefusal(line.expiration_date, today, i + 1);
      if (expired) errors.push(expired);
    });
    const figures = lineFigures(body.detail, errors);
    const total = purchaseTotal(figures.reduce((s, f) => s + f.total, 0), body.purchase, errors);
    if (errors.length) throw badRequest(...[...new Set(errors)]);

    const [purchase] = await tx
      .insert(purchases)
      .values({
        totalPurchase: centsText(total),
        discount: centsText(toCents(body.purchase.discount)),
        cancelled: body.purchase.cancelled,
        gloss: body.purchase.gloss,
        datePurchase: body.purchase.date_purchase,
        fkProvider: body.purchase.fk_provider,
        fkUser: user.id,
      })
      .returning({ id: purchases.id });

    // Lots in ascending product id: the ledger's lock order, so two documents never deadlock.
    const lotOf = new Map<number, number>();
    const byProduct = [...body.detail].sort((a, b) => a.product_id - b.product_id);
    for (const line of byProduct) {
      for (const share of lotsOfLine(line, line.presentation_id ? presentationOf.get(line.presentation_id) : undefined)) {
        const lot = await addLot(
          tx,
          ctx,
          { fkProduct: line.product_id, quantity: share.quantity, expirationDate: line.expiration_date, unitCost: share.unitCost, fkPurchase: purchase.id },
          { reason: KARDEX_REASONS.purchase, docKind: 'purchase', docId: purchase.id },
        );
        if (!lotOf.has(line.product_id)) lotOf.set(line.product_id, lot.id);
      }
    }
    // Lines in the order they were typed (the detail reads as the delivery note did).
    await tx.insert(purchaseDetails).values(
      body.detail.map((line, i) => ({
        fkPurchase: purchase.id,
        fkProduct: line.product_id,
        quantity: line.quantity,
        unitPrice: centsText(toCents(line.unit_price)),
        unitCost: centsText(toCents(line.unit_cost)),
        discount: centsText(figures[i].discount),
        subtotal: centsText(figures[i].subtotal),
        total: centsText(figures[i].total),
        expirationDate: line.expiration_date,
        fkLot: lotOf.get(line.product_id)!,
        fkPresentation: line.presentation_id ?? null,
        presentationUnits: line.presentation_id ? presentationOf.get(line.presentation_id)!.units : null,
        datePurchase: body.purchase.date_purchase,
        fkProvider: body.purchase.fk_provider,
      })),
    );
    const answer = (await purchaseById(tx, ctx, purchase.id))!;
    await audit(tx, ctx, {
      action: 'add',
      entity: 'purchase',
      entityId: purchase.id,
      after: { provider: providerName, total_purchase: answer.total_purchase, lines: answer.products.map((l) => ({ product_id: l.id, presentation_id: l.presentation?.id ?? null, quantity: l.pivot.quantity, total: l.pivot.total, fk_lot: l.pivot.fk_lot })) },
    });
    return answer;
  });
}
