import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { centsText, CASHIER_RETURN_REFUNDS, fromMilli, KARDEX_REASONS, RETURN_MSG, standsForNoClient, toCents, type SaleReturn, type SaleReturnBody, type SaleReturnNoteQuery } from '@lactea/contracts';
import { clientCredits, clients, lots, products, saleDetailLots, saleDetails, saleReturnLines, saleReturnLots, saleReturns, sales } from '../../../db/schema/index.js';
import type { Tx } from '../../../db/types.js';
import { actor, type Ctx } from '../../../lib/context.js';
import { audit } from '../../../lib/audit.js';
import { AppError, badRequest, notFound } from '../../../lib/errors.js';
import { writeOnce, type WriteOptions } from '../../../lib/idempotency.js';
import { businessMoment, type BusinessMoment } from '../../../lib/business-time.js';
import { moveLot, recordNoMovement } from '../../stock/ledger.js';
import { moveToCollected } from '../../cash/debt-payments.service.js';
import { planReturn, type ReturnPlan, type ReturnSaleLine } from './return-plan.js';
import { findReturn, readReturn } from './return-view.js';
import { issueReturnNote } from '../../invoices/issue-note.js';
import { wakeInvoiceOutbox } from '../../invoices/outbox.js';

/**
 * sale/return: goods of one sale back from its client (decision 0071). Under the sale's row lock
 * (FOR NO KEY UPDATE, as debt collection and annulment take it) the lines' rest is read, the
 * return planned (return-plan.ts), and written whole in one transaction: the note, its lines and
 * lots, the stock back into the lots (or a merma row that moves nothing), what each line has
 * returned, and the refund. Twenty returns of one line at once take turns on that lock, and the
 * check sale_details_returned_within_sold backs it.
 */

type LockedSale = Awaited<ReturnType<typeof lockSale>>;

async function lockSale(tx: Tx, id: number) {
  const [sale] = await tx
    .select({
      id: sales.id,
      enabled: sales.enabled,
      cancelled: sales.cancelled,
      fkTypePayment: sales.fkTypePayment,
      fkClient: sales.fkClient,
      fkUser: sales.fkUser,
      date: sales.date,
      totalSale: sales.totalSale,
      debtPaid: sales.debtPaid,
      totalCost: sales.totalCost,
      discount: sales.discount,
    })
    .from(sales)
    .where(eq(sales.id, id))
    .for('no key update');
  if (!sale) throw notFound(RETURN_MSG.saleMissing);
  return sale;
}

/** A cashier returns only their own sales of today, and only in cash or as saldo a favor. */
function checkCashier(ctx: Ctx, sale: LockedSale, body: SaleReturnBody, today: string) {
  const user = actor(ctx);
  if (user.category === 'a') return;
  if (sale.fkUser !== user.id || sale.date !== today) throw new AppError(403, [RETURN_MSG.cashierOwnToday]);
  if (!CASHIER_RETURN_REFUNDS.includes(body.refund)) throw new AppError(403, [RETURN_MSG.cashierRefund]);
}

async function readLines(tx: Tx, saleId: number): Promise<ReturnSaleLine[]> {
  const rows = await tx
    .select({
      id: saleDetails.id,
      fkProduct: saleDetails.fkProduct,
      product: products.product,
      unit: products.unit,
      quantity: saleDetails.quantity,
      presentationUnits: saleDetails.presentationUnits,
      total: saleDetails.total,
      discountShare: saleDetails.discountShare,
      returnedQuantity: saleDetails.returnedQuantity,
      returnedAmount: saleDetails.returnedAmount,
    })
    .from(saleDetails)
    .innerJoin(products, eq(products.id, saleDetails.fkProduct))
    .where(eq(saleDetails.fkSale, saleId))
    .orderBy(asc(saleDetails.line));
  return rows.map((r) => ({
    id: r.id,
    fkProduct: r.fkProduct,
    product: r.product,
    unit: r.unit === 'kg' ? 'kg' : 'unidad',
    quantity: Number(r.quantity),
    presentationUnits: r.presentationUnits,
    totalCents: toCents(r.total),
    discountShareCents: toCents(r.discountShare),
    returnedQuantity: Number(r.returnedQuantity),
    returnedCents: toCents(r.returnedAmount),
  }));
}

/** The lots the asked lines took, each with what earlier returns already gave back to it. */
async function readSources(tx: Tx, saleId: number, lineIds: number[]) {
  if (lineIds.length === 0) return [];
  const back = tx
    .select({ fkSaleDetail: saleReturnLots.fkSaleDetail, fkLot: saleReturnLots.fkLot, returned: sql<string>`sum(${saleReturnLots.quantity})`.as('returned') })
    .from(saleReturnLots)
    .where(inArray(saleReturnLots.fkSaleDetail, lineIds))
    .groupBy(saleReturnLots.fkSaleDetail, saleReturnLots.fkLot)
    .as('back');
  const rows = await tx
    .select({
      fkSaleDetail: saleDetailLots.fkSaleDetail,
      fkLot: saleDetailLots.fkLot,
      expirationDate: lots.expirationDate,
      unitCost: saleDetailLots.unitCost,
      taken: sql<string>`sum(${saleDetailLots.quantity})`,
      returned: sql<string>`coalesce(max(${back.returned}), 0)`,
    })
    .from(saleDetailLots)
    .innerJoin(lots, eq(lots.id, saleDetailLots.fkLot))
    .leftJoin(back, and(eq(back.fkSaleDetail, saleDetailLots.fkSaleDetail), eq(back.fkLot, saleDetailLots.fkLot)))
    .where(and(eq(saleDetailLots.fkSale, saleId), inArray(saleDetailLots.fkSaleDetail, lineIds)))
    .groupBy(saleDetailLots.fkSaleDetail, saleDetailLots.fkLot, lots.expirationDate, saleDetailLots.unitCost);
  return rows.map((r) => ({ fkSaleDetail: r.fkSaleDetail, fkLot: r.fkLot, expirationDate: r.expirationDate, unitCostCents: toCents(r.unitCost), taken: Number(r.taken), returned: Number(r.returned) }));
}

/** The refund's own rules: a debt only for an open credit sale and never below zero; saldo only for a real client. */
async function refundRefusals(tx: Tx, sale: LockedSale, body: SaleReturnBody, amountCents: number): Promise<string[]> {
  if (body.refund === 'deuda') {
    if (sale.fkTypePayment !== null || sale.cancelled !== 0) return [RETURN_MSG.debtNotCredit];
    const balance = toCents(sale.totalSale) - toCents(sale.debtPaid);
    if (balance <= 0) return [RETURN_MSG.debtNotCredit];
    if (amountCents > balance) return [RETURN_MSG.debtAbove(balance, amountCents)];
  }
  if (body.refund === 'saldo') {
    if (sale.fkClient === null) return [RETURN_MSG.saldoNeedsClient];
    const [client] = await tx.select({ name: clients.businessName, ciNit: clients.ciNit }).from(clients).where(eq(clients.id, sale.fkClient));
    if (!client || standsForNoClient(client.name, client.ciNit)) return [RETURN_MSG.saldoNeedsClient];
  }
  return [];
}

/**
 * The stock side, in the ledger's lock order (product, then lot): units to stock go back into
 * their lots; merma writes a row that moves nothing, so they never enter sellable stock.
 */
async function moveStock(tx: Tx, ctx: Ctx, plan: ReturnPlan, returnId: number) {
  const moves = plan.lines
    .flatMap((l) => l.lots.map((lot) => ({ fkProduct: l.line.fkProduct, disposition: l.disposition, ...lot })))
    .sort((a, b) => a.fkProduct - b.fkProduct || a.fkLot - b.fkLot);
  for (const m of moves) {
    if (m.disposition === 'stock') {
      const moved = await moveLot(tx, ctx, { fkLot: m.fkLot, delta: fromMilli(m.milli) }, { reason: KARDEX_REASONS.saleReturn, docKind: 'sale_return', docId: returnId });
      if (!moved) throw new Error(`No se pudo devolver el inventario al lote ${m.fkLot}`);
    } else await recordNoMovement(tx, ctx, { fkProduct: m.fkProduct, fkLot: m.fkLot }, { reason: KARDEX_REASONS.saleReturnMerma, docKind: 'sale_return', docId: returnId });
  }
}

async function writeLines(tx: Tx, plan: ReturnPlan, returnId: number) {
  for (const l of plan.lines) {
    const [row] = await tx
      .insert(saleReturnLines)
      .values({ fkReturn: returnId, fkSaleDetail: l.line.id, fkProduct: l.line.fkProduct, quantity: fromMilli(l.milli), disposition: l.disposition, amount: centsText(l.amountCents), cost: centsText(l.costCents) })
      .returning({ id: saleReturnLines.id });
    await tx.insert(saleReturnLots).values(l.lots.map((lot) => ({ fkReturnLine: row.id, fkSaleDetail: l.line.id, fkLot: lot.fkLot, quantity: fromMilli(lot.milli), unitCost: centsText(lot.unitCostCents) })));
    await tx
      .update(saleDetails)
      .set({
        returnedQuantity: sql`${saleDetails.returnedQuantity} + ${fromMilli(l.milli).toFixed(3)}::numeric`,
        returnedAmount: sql`${saleDetails.returnedAmount} + ${centsText(l.amountCents)}::numeric`,
      })
      .where(eq(saleDetails.id, l.line.id));
  }
}

/** The money back: cash needs no row besides the note (the closing reads it); a debt goes down; saldo grows. */
async function refund(tx: Tx, ctx: Ctx, sale: LockedSale, body: SaleReturnBody, amountCents: number, returnId: number, moment: BusinessMoment) {
  if (amountCents === 0) return;
  if (body.refund === 'deuda') {
    // debt_paid is what no longer is owed: the payments and the returns taken off the debt (decision 0071).
    const paidCents = toCents(sale.debtPaid) + amountCents;
    const collected = paidCents === toCents(sale.totalSale);
    await tx
      .update(sales)
      .set({ debtPaid: centsText(paidCents), ...(collected ? { cancelled: 1, dateDebt: moment.date } : {}), version: sql`${sales.version} + 1` })
      .where(eq(sales.id, sale.id));
    if (collected) {
      await moveToCollected(tx, {
        date: sale.date,
        fkUser: sale.fkUser,
        totalCents: toCents(sale.totalSale),
        costCents: toCents(sale.totalCost),
        discountCents: toCents(sale.discount),
      });
    }
  }
  if (body.refund === 'saldo') {
    await tx.insert(clientCredits).values({ fkClient: sale.fkClient!, amount: centsText(amountCents), fkReturn: returnId, fkUser: actor(ctx).id, date: moment.date, hour: moment.hour });
  }
}

/** POST sale/return. */
export function returnSale(ctx: Ctx, body: SaleReturnBody, { key, at }: WriteOptions = {}): Promise<SaleReturn> {
  const user = actor(ctx);
  const moment = businessMoment(ctx.config.tzBusiness, at);
  let noted = false;
  const answer = writeOnce(ctx, { key, scope: 'sale/return', body }, async (tx) => {
    const sale = await lockSale(tx, body.sale_id);
    checkCashier(ctx, sale, body, moment.date);
    if (sale.enabled !== 1) throw badRequest(RETURN_MSG.annulled);
    const saleLines = await readLines(tx, sale.id);
    const asked = [...new Set(body.lines.map((l) => l.sale_line_id))].filter((id) => saleLines.some((l) => l.id === id));
    const { plan, refusals } = planReturn(body, saleLines, await readSources(tx, sale.id, asked), moment.date);
    if (refusals.length === 0) refusals.push(...(await refundRefusals(tx, sale, body, plan.amountCents)));
    if (refusals.length > 0) throw badRequest(...refusals);
    const [note] = await tx
      .insert(saleReturns)
      .values({
        fkSale: sale.id,
        fkClient: sale.fkClient,
        fkUser: user.id,
        reason: body.reason,
        refund: body.refund,
        amount: centsText(plan.amountCents),
        stockCost: centsText(plan.stockCostCents),
        mermaCost: centsText(plan.mermaCostCents),
        date: moment.date,
        hour: moment.hour,
        ...(at ? { createdAt: at } : {}),
      })
      .returning({ id: saleReturns.id });
    await writeLines(tx, plan, note.id);
    await moveStock(tx, ctx, plan, note.id);
    await refund(tx, ctx, sale, body, plan.amountCents, note.id, moment);
    noted = await issueReturnNote(tx, {
      saleId: sale.id,
      returnId: note.id,
      lines: plan.lines.map((l) => ({ saleLineId: l.line.id, milli: l.milli, amountCents: l.amountCents })),
      usuario: user.name,
      day: moment.date,
      at: at ?? new Date(),
    });
    await audit(tx, ctx, {
      action: 'add',
      entity: 'sale_return',
      entityId: note.id,
      after: {
        sale: sale.id,
        refund: body.refund,
        amount: centsText(plan.amountCents),
        reason: body.reason,
        lines: plan.lines.map((l) => ({ sale_line_id: l.line.id, quantity: fromMilli(l.milli), disposition: l.disposition, amount: centsText(l.amountCents) })),
      },
    });
    return readReturn(tx, note.id);
  });
  // A nota de crédito-débito was written with the return: the outbox sends it after the commit.
  return answer.then((r) => (noted && wakeInvoiceOutbox(ctx.db), r));
}

/** GET sale/return-note: a note again, to print it; a cashier reads only the notes they made. */
export async function returnNote(ctx: Ctx, q: SaleReturnNoteQuery): Promise<SaleReturn> {
  const user = actor(ctx);
  const note = await findReturn(ctx.db, q.id);
  if (!note || (user.category !== 'a' && note.user.id !== user.id)) throw notFound(RETURN_MSG.noteMissing);
  return note;
}
