import { asc, eq, sql } from 'drizzle-orm';
import {
  CASH_MSG as M,
  isSaldoPayment,
  type CancelledSaleAnswer,
  type CancelledSaleBody,
  type DebtPayment,
  type DebtPaymentAnswer,
  type DebtPaymentBody,
  type DebtPaymentsQuery,
  type DebtState,
  toCents,
} from '@lactea/contracts';
import { debtPayments, sales, typePayments, users } from '../../db/schema/index.js';
import type { Executor, Tx } from '../../db/types.js';
import { actor, type Ctx } from '../../lib/context.js';
import { audit } from '../../lib/audit.js';
import { writeOnce, type WriteOptions } from '../../lib/idempotency.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { businessMoment, type BusinessMoment } from '../../lib/business-time.js';
import { applySaleToRollups } from '../sales/rollups.js';
import { hhmmss } from '../expenses/expense-rows.js';

/**
 * Debt payments (COBRO DEUDAS, decision 0036): a credit sale's debt is paid in any
 * number of payments, each of any amount up to the balance, with its payment type and moment.
 * Every payment locks the sale's row (FOR NO KEY UPDATE): two people paying the same debt at once
 * take turns, and the second sees the first's payment (the balance never goes below 0). The
 * payment that brings the balance to 0 marks the sale collected ('cobrada'), as the whole
 * collection ('Cobrar') always did; the closing counts each payment on its own day and type.
 */

const text2 = (c: number) => (c / 100).toFixed(2);

interface OpenDebt {
  id: number;
  totalCents: number;
  paidCents: number;
  date: string;
  fkUser: number;
  costCents: number;
  discountCents: number;
}

/** The sale, locked, refused unless it is an open credit sale: 404, annulled 409, paid 409/400. */
async function lockOpenDebt(tx: Tx, id: number): Promise<OpenDebt> {
  const [sale] = await tx
    .select({
      id: sales.id,
      cancelled: sales.cancelled,
      enabled: sales.enabled,
      fkTypePayment: sales.fkTypePayment,
      totalSale: sales.totalSale,
      debtPaid: sales.debtPaid,
      totalCost: sales.totalCost,
      discount: sales.discount,
      date: sales.date,
      fkUser: sales.fkUser,
    })
    .from(sales)
    .where(eq(sales.id, id))
    .for('no key update');
  if (!sale) throw notFound(M.saleNotFound);
  if (sale.enabled !== 1) throw conflict(M.annulled);
  if (sale.fkTypePayment !== null) throw badRequest(M.notCredit);
  if (sale.cancelled === 1) throw conflict(M.alreadyPaid);
  return {
    id: sale.id,
    totalCents: toCents(sale.totalSale),
    paidCents: toCents(sale.debtPaid),
    date: sale.date,
    fkUser: sale.fkUser,
    costCents: toCents(sale.totalCost),
    discountCents: toCents(sale.discount),
  };
}

async function enabledType(tx: Tx, id: number) {
  const [type] = await tx.select({ id: typePayments.id, typePay: typePayments.typePay, isCash: typePayments.isCash, enabled: typePayments.enabled, code: typePayments.code }).from(typePayments).where(eq(typePayments.id, id));
  if (!type) throw badRequest(M.payTypeNotFound);
  if (type.enabled !== 1) throw badRequest(M.payTypeDisabled);
  if (isSaldoPayment(type)) throw badRequest(M.saldoNotForDebt);
  return type;
}

/**
 * BALANCE counts the sale on its sale date either way; only the payment rollup moves it from "on
 * credit, open" to "on credit, collected" (decision 0021). Per-product figures do not change.
 */
export async function moveToCollected(tx: Tx, debt: Pick<OpenDebt, 'date' | 'fkUser' | 'totalCents' | 'costCents' | 'discountCents'>) {
  const figures = { date: debt.date, fkTypePayment: null, fkUser: debt.fkUser, totalCents: debt.totalCents, costCents: debt.costCents, discountCents: debt.discountCents, lines: [] };
  await applySaleToRollups(tx, { ...figures, cancelled: 0 }, -1);
  await applySaleToRollups(tx, { ...figures, cancelled: 1 }, 1);
}

/** Writes one payment of `amountCents` (already checked: 0 < amount ≤ balance) and what it changes. */
async function pay(tx: Tx, ctx: Ctx, debt: OpenDebt, amountCents: number, typeId: number, moment: BusinessMoment, at?: Date) {
  const user = actor(ctx);
  const paidCents = debt.paidCents + amountCents;
  const balanceCents = debt.totalCents - paidCents;
  const collected = balanceCents === 0;
  const [payment] = await tx
    .insert(debtPayments)
    .values({ fkSale: debt.id, amount: text2(amountCents), fkTypePayment: typeId, fkUser: user.id, date: moment.date, hour: moment.hour, ...(at ? { createdAt: at } : {}) })
    .returning({ id: debtPayments.id });
  await tx
    .update(sales)
    .set({
      debtPaid: text2(paidCents),
      ...(collected ? { cancelled: 1, dateDebt: moment.date, fkTypePaymentDebt: typeId } : {}),
      version: sql`${sales.version} + 1`,
    })
    .where(eq(sales.id, debt.id));
  if (collected) await moveToCollected(tx, debt);
  await audit(tx, ctx, {
    action: 'collect',
    entity: 'sale',
    entityId: debt.id,
    before: { debt_paid: text2(debt.paidCents), cancelled: 0 },
    after: { debt_paid: text2(paidCents), cancelled: collected ? 1 : 0, payment: payment.id, amount: text2(amountCents), fk_type_payment: typeId, date: moment.date },
  });
  return { paymentId: payment.id, paidCents, balanceCents, collected };
}

/** POST sale/debt-payment: one payment of any amount up to the balance. */
export function recordDebtPayment(ctx: Ctx, body: DebtPaymentBody, { at, key }: WriteOptions = {}): Promise<DebtPaymentAnswer> {
  actor(ctx);
  const moment = businessMoment(ctx.config.tzBusiness, at);
  return writeOnce(ctx, { key, scope: 'sale/debt-payment', body }, async (tx) => {
    const debt = await lockOpenDebt(tx, body.id_sale);
    const type = await enabledType(tx, body.id_type_payment);
    const amountCents = toCents(body.amount);
    const balanceCents = debt.totalCents - debt.paidCents;
    if (amountCents > balanceCents) throw badRequest(M.aboveBalance(balanceCents));
    const { paymentId } = await pay(tx, ctx, debt, amountCents, type.id, moment, at);
    const state = await debtStateOf(tx, debt.id);
    return { ...state, payment: paymentFromState(state, paymentId) };
  });
}

/**
 * PUT sale/cancelled-sale ('Cobrar'): collects the whole balance with a payment type, now. A second
 * collector waits on the sale's lock, then finds it collected (409): the debt is collected once.
 */
export function collectDebt(ctx: Ctx, body: CancelledSaleBody, { at, key }: WriteOptions = {}): Promise<CancelledSaleAnswer> {
  actor(ctx);
  // `at`: demo data only (the API always collects now). A retry with the same Idempotency-Key
  // answers the first collection instead of 409 'already paid'.
  const moment = businessMoment(ctx.config.tzBusiness, at);
  return writeOnce(ctx, { key, scope: 'sale/cancelled-sale', body }, async (tx) => {
    const debt = await lockOpenDebt(tx, body.id);
    const type = await enabledType(tx, body.id_type_payment);
    const amountCents = debt.totalCents - debt.paidCents;
    let payment: DebtPayment | null = null;
    if (amountCents > 0) {
      const { paymentId } = await pay(tx, ctx, debt, amountCents, type.id, moment, at);
      payment = paymentFromState(await debtStateOf(tx, debt.id), paymentId);
    } else await pay0(tx, ctx, debt, type.id, moment);
    return {
      id: debt.id,
      amount: amountCents / 100,
      date_debt: moment.date,
      id_type_payment: type.id,
      text_type_pay: type.typePay,
      type_payment: { id: type.id, type_pay: type.typePay, is_cash: type.isCash === 1 ? 1 : 0 },
      payment,
    };
  });
}

/** The payment just written, read back with its balance (written under the sale's lock: it is there). */
function paymentFromState(state: DebtState, id: number): DebtPayment {
  const payment = state.payments.find((p) => p.id === id);
  if (!payment) throw new Error(`debt payment ${id} not read back`);
  return payment;
}

/**
 * A credit sale of Bs. 0 (every line free, e.g. a 100 % discount) has nothing to pay: no payment
 * row (amounts are > 0), only the mark 'cobrada' as before.
 */
async function pay0(tx: Tx, ctx: Ctx, debt: OpenDebt, typeId: number, moment: BusinessMoment) {
  await tx.update(sales).set({ cancelled: 1, dateDebt: moment.date, fkTypePaymentDebt: typeId, version: sql`${sales.version} + 1` }).where(eq(sales.id, debt.id));
  await moveToCollected(tx, debt);
  await audit(tx, ctx, { action: 'collect', entity: 'sale', entityId: debt.id, before: { cancelled: 0 }, after: { cancelled: 1, amount: '0.00', fk_type_payment: typeId, date: moment.date } });
}

/** A debt's total, paid, balance and payments, oldest first. */
async function debtStateOf(db: Executor, id: number): Promise<DebtState> {
  const [sale] = await db.select({ id: sales.id, totalSale: sales.totalSale, debtPaid: sales.debtPaid, cancelled: sales.cancelled, fkTypePayment: sales.fkTypePayment }).from(sales).where(eq(sales.id, id));
  if (!sale) throw notFound(M.saleNotFound);
  if (sale.fkTypePayment !== null) throw badRequest(M.notCredit);
  const rows = await db
    .select({ id: debtPayments.id, amount: debtPayments.amount, date: debtPayments.date, hour: debtPayments.hour, typeId: typePayments.id, typePay: typePayments.typePay, isCash: typePayments.isCash, user: users.name })
    .from(debtPayments)
    .innerJoin(typePayments, eq(typePayments.id, debtPayments.fkTypePayment))
    .leftJoin(users, eq(users.id, debtPayments.fkUser))
    .where(eq(debtPayments.fkSale, id))
    .orderBy(asc(debtPayments.id));
  const totalCents = toCents(sale.totalSale);
  const paidCents = toCents(sale.debtPaid);
  // The balance after each payment, in cents: the total less the payments up to it (oldest first).
  let left = totalCents;
  return {
    id_sale: sale.id,
    total_sale: totalCents / 100,
    paid: paidCents / 100,
    balance: (totalCents - paidCents) / 100,
    cancelled: sale.cancelled === 1 ? 1 : 0,
    payments: rows.map((r) => {
      left -= toCents(r.amount);
      return {
        id: r.id,
        id_sale: sale.id,
        amount: toCents(r.amount) / 100,
        date: r.date,
        hour: hhmmss(r.hour),
        type_payment: { id: r.typeId, type_pay: r.typePay, is_cash: r.isCash === 1 ? 1 : 0 },
        user: r.user,
        balance: left / 100,
      };
    }),
  };
}

/** GET sale/debt-payments: the debt of one credit sale with its payments. */
export function debtState(ctx: Ctx, q: DebtPaymentsQuery): Promise<DebtState> {
  return debtStateOf(ctx.db, q.id_sale);
}
