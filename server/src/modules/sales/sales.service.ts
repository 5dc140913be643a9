import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { centsText, soldUnits, toCents, KARDEX_REASONS, RETURN_MSG, SALE_MSG, type CancelSaleBody, type Sale, type SaleShowQuery, type SalesDayPage, type SalesDayQuery } from '@lactea/contracts';
import { clientCredits, saleDetailLots, saleDetails, saleReturns, sales } from '../../db/schema/index.js';
import type { Tx } from '../../db/types.js';
import { actor, type Ctx } from '../../lib/context.js';
import { audit } from '../../lib/audit.js';
import { AppError, badRequest, notFound } from '../../lib/errors.js';
import { pageWindow, pagedAnswer } from '../../lib/paging.js';
import { moveLot } from '../stock/ledger.js';
import { businessMoment } from '../../lib/business-time.js';
import { applySaleToRollups } from './rollups.js';
import { readSales } from './sale-view.js';
import { annulSaleInvoice } from '../invoices/annul.js';
import { wakeInvoiceOutbox } from '../invoices/outbox.js';

/** A sale's annulment and today's list. Recording a sale: record/record-sale.ts. */

/** sale/cancel-sale (administrator): every quantity back into the very lots it came from. */
export async function cancelSale(ctx: Ctx, body: CancelSaleBody): Promise<{ id: number; enabled: 0; total_sale: number }> {
  let invoiced = false;
  const annulled = await ctx.db.transaction(async (tx) => {
    const [sale] = await tx.select().from(sales).where(eq(sales.id, body.id)).for('update');
    if (!sale) throw notFound(SALE_MSG.saleMissing);
    if (sale.enabled !== 1) throw badRequest(SALE_MSG.alreadyAnnulled);
    // A return already moved stock and money on its own day: annulling would count them twice.
    const [returned] = await tx.select({ id: saleReturns.id }).from(saleReturns).where(eq(saleReturns.fkSale, sale.id)).limit(1);
    if (returned) throw badRequest(RETURN_MSG.hasReturns);
    // Annulling it would take its collection out of that day's closing (already counted and
    // closed) with no refund recorded anywhere (decision 0021).
    if (sale.dateDebt !== null) throw badRequest(SALE_MSG.debtCollected);
    // Partly collected: its payments are in their days' closings just the same (decision 0036).
    if (Number(sale.debtPaid) > 0) throw badRequest(SALE_MSG.debtPartlyCollected);
    const taken = await tx
      .select({ fkLot: saleDetailLots.fkLot, quantity: saleDetailLots.quantity, fkProduct: saleDetails.fkProduct })
      .from(saleDetailLots)
      .innerJoin(saleDetails, eq(saleDetails.id, saleDetailLots.fkSaleDetail))
      .where(eq(saleDetailLots.fkSale, sale.id))
      .orderBy(asc(saleDetails.fkProduct), asc(saleDetailLots.fkLot));
    for (const t of taken) {
      const moved = await moveLot(tx, ctx, { fkLot: t.fkLot, delta: t.quantity }, { reason: KARDEX_REASONS.saleAnnul, docKind: 'sale', docId: sale.id });
      if (!moved) throw new AppError(500, ['No se pudo devolver el inventario al lote']);
    }
    const lines = await tx.select().from(saleDetails).where(eq(saleDetails.fkSale, sale.id));
    await tx.update(sales).set({ enabled: 0, version: sql`${sales.version} + 1` }).where(eq(sales.id, sale.id));
    await applySaleToRollups(
      tx,
      {
        date: sale.date,
        fkTypePayment: sale.fkTypePayment,
        fkUser: sale.fkUser,
        cancelled: sale.cancelled,
        totalCents: toCents(Number(sale.totalSale)),
        costCents: toCents(Number(sale.totalCost)),
        discountCents: toCents(Number(sale.discount)),
        lines: lines.map((l) => ({
          fkProduct: l.fkProduct,
          fkMark: l.fkMark,
          // The rollups count units: a crate line's crates × the units it was sold with.
          quantity: soldUnits(l.quantity, l.presentationUnits),
          totalCents: toCents(Number(l.total)),
          costCents: toCents(Number(l.cost)),
          discountShareCents: toCents(Number(l.discountShare)),
        })),
      },
      -1,
    );
    await giveSaldoBack(tx, ctx, sale.id);
    await audit(tx, ctx, { action: 'annul', entity: 'sale', entityId: sale.id, before: { enabled: 1, total_sale: sale.totalSale }, after: { enabled: 0 } });
    invoiced = await annulSaleInvoice(tx, sale.id, body.motivo_anulacion ?? 1);
    return { id: sale.id, enabled: 0 as const, total_sale: Number(sale.totalSale) };
  });
  // Its invoice's annulment goes to SIAT after the commit.
  if (invoiced) wakeInvoiceOutbox(ctx.db);
  return annulled;
}

/**
 * A sale paid with the client's saldo a favor (decision 0072), annulled: what it spent comes back
 * as a movement of today, pointing at the sale. Any other sale has no movement and writes nothing.
 */
async function giveSaldoBack(tx: Tx, ctx: Ctx, saleId: number): Promise<void> {
  const [spent] = await tx
    .select({ fkClient: clientCredits.fkClient, amount: sql<string>`sum(${clientCredits.amount})::text` })
    .from(clientCredits)
    .where(eq(clientCredits.fkSale, saleId))
    .groupBy(clientCredits.fkClient);
  if (!spent || toCents(spent.amount) >= 0) return;
  const moment = businessMoment(ctx.config.tzBusiness);
  await tx.insert(clientCredits).values({ fkClient: spent.fkClient, amount: centsText(-toCents(spent.amount)), fkSale: saleId, fkUser: actor(ctx).id, date: moment.date, hour: moment.hour });
}

/** sale/show (administrator): one sale with its lines, annulled or not. */
export async function showSale(ctx: Ctx, q: SaleShowQuery): Promise<Sale> {
  const [sale] = await readSales(ctx.db, [q.id]);
  if (!sale) throw notFound(SALE_MSG.saleMissing);
  return sale;
}

/** sale/sales-day: today's enabled sales (business date), newest first; category 'u' only its own. */
export async function salesDay(ctx: Ctx, q: SalesDayQuery): Promise<SalesDayPage> {
  const user = actor(ctx);
  const today = businessMoment(ctx.config.tzBusiness).date;
  const where = and(eq(sales.date, today), eq(sales.enabled, 1), user.category === 'a' ? undefined : eq(sales.fkUser, user.id));
  const { limit, offset } = pageWindow(q.page, ctx.config.pageSize);
  const [ids, [agg]] = await Promise.all([
    ctx.db.select({ id: sales.id }).from(sales).where(where).orderBy(desc(sales.id)).limit(limit).offset(offset),
    ctx.db.select({ n: sql<number>`count(*)::int`, total: sql<string>`coalesce(sum(${sales.totalSale}), 0)::text` }).from(sales).where(where),
  ]);
  const data = await readSales(ctx.db, ids.map((r) => r.id));
  return { ...pagedAnswer(data, Number(agg.n), q.page, ctx.config.pageSize), total_sale: Number(agg.total) };
}
