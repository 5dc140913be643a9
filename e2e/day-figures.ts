import { expect } from 'vitest';
import { toCents, type Balance, type CashClosing } from '@lactea/contracts';
import { api } from './api';

/**
 * The day's money as the administrator reads it (CIERRE DE CAJA and BALANCE of today, through the
 * API), and what a test's sales must have added to it, to the cent. A test reads the figures before
 * its sales and after them and tallies each sale as the till showed it; the other files' sales of
 * the same day are in both readings and cancel out.
 */
export interface DayFigures {
  closing: CashClosing;
  balance: Balance;
}

export async function dayFigures(adminToken: string): Promise<DayFigures> {
  const [closing, balance] = await Promise.all([api<CashClosing>(adminToken, 'GET', 'sale/cash-desk-closing'), api<Balance>(adminToken, 'GET', 'sale/balance')]);
  return { closing, balance };
}

/** A type's id by the name the till shows (CIERRE lists every enabled type). */
export function paymentTypeId(figures: DayFigures, typePay: string): number {
  const line = figures.closing.type_payments.find((l) => l.type_pay === typePay);
  if (!line) throw new Error(`No hay tipo de pago '${typePay}' en el cierre`);
  return line.id;
}

/** Sales as the till showed them, summed in integer cents per payment type id (0 = on credit). */
export class DayTally {
  readonly byType = new Map<number, { cents: number; sales: number }>();
  costCents = 0;

  add(typeId: number, totalCents: number, costCents: number): void {
    const t = this.byType.get(typeId) ?? { cents: 0, sales: 0 };
    this.byType.set(typeId, { cents: t.cents + totalCents, sales: t.sales + 1 });
    this.costCents += costCents;
  }

  get totalCents(): number {
    return [...this.byType.values()].reduce((a, t) => a + t.cents, 0);
  }
}

/**
 * after − before equals the tally, to the cent: CIERRE's line per type (sales and their count), its
 * cash sales, expected cash ('Diferencia caja') and non-cash total; BALANCE's total, cost, credit
 * and line per type.
 */
export function expectDayGrewBy(before: DayFigures, after: DayFigures, tally: DayTally): void {
  const closingLine = (f: DayFigures, id: number) => f.closing.type_payments.find((l) => l.id === id) ?? { sale: 0, sales: 0 };
  const balanceLine = (f: DayFigures, id: number) => f.balance.type_payments.find((l) => l.id === id) ?? { sale: 0, sales: 0 };
  const isCash = new Map(after.closing.type_payments.map((l) => [l.id, l.is_cash === 1]));
  let cash = 0;
  let nonCash = 0;
  for (const [id, t] of tally.byType) {
    if (id !== 0) {
      const grew = { cents: toCents(closingLine(after, id).sale) - toCents(closingLine(before, id).sale), sales: closingLine(after, id).sales - closingLine(before, id).sales };
      expect(grew, `CIERRE, tipo de pago ${id}`).toEqual(t);
      if (isCash.get(id)) cash += t.cents;
      else nonCash += t.cents;
    }
    const grew = { cents: toCents(balanceLine(after, id).sale) - toCents(balanceLine(before, id).sale), sales: balanceLine(after, id).sales - balanceLine(before, id).sales };
    expect(grew, `BALANCE, tipo de pago ${id}`).toEqual(t);
  }
  const delta = (a: number, b: number) => toCents(a) - toCents(b);
  expect({
    cash_sales: delta(after.closing.cash_sales, before.closing.cash_sales),
    cash_difference: delta(after.closing.cash_difference, before.closing.cash_difference),
    non_cash_total: delta(after.closing.non_cash_total, before.closing.non_cash_total),
    total_sale: delta(after.balance.total_sale, before.balance.total_sale),
    total_cost: delta(after.balance.total_cost, before.balance.total_cost),
    credit_sale: delta(after.balance.credit_sale, before.balance.credit_sale),
  }).toEqual({
    cash_sales: cash,
    cash_difference: cash,
    non_cash_total: nonCash,
    total_sale: tally.totalCents,
    total_cost: tally.costCents,
    credit_sale: tally.byType.get(0)?.cents ?? 0,
  });
}
