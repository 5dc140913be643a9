import { z } from 'zod';
import { positiveId } from './fields.js';
import { dateFilter } from './purchases.js';
import { formatMoney } from './numbers.js';
import { dayText } from './dates.js';
import { RETURN_REFUNDS, type ReturnRefund } from './returns.js';

/**
 * Estado de cuenta of a client: its credit sales, debt payments and returns of a period with the
 * running balance, from the balance it owed before the period; beside it, its saldo a favor
 * (decisions 0071, 0072) with its own running figure. Annulled sales count nowhere.
 */
export const STATEMENT_DAYS_MAX = 366;
export const STATEMENT_MSG = {
  tooLong: `El periodo no puede pasar de ${STATEMENT_DAYS_MAX} días`,
  clientMissing: 'No existe el cliente',
} as const;

export const statementQuery = z.object({ id_client: positiveId(), date_from: dateFilter(), date_to: dateFilter() });
export type StatementQuery = z.infer<typeof statementQuery>;

/** The detail of a statement's rows that are not a sale or a payment. */
export const STATEMENT_TEXT = {
  /** 'Devolución N° 3 de Venta N° 12 (Saldo a favor)'. */
  returned: (returnId: number, saleId: number, refund: ReturnRefund) => `Devolución N° ${returnId} de Venta N° ${saleId} (${RETURN_REFUNDS[refund]})`,
  saldoSpent: (saleId: number) => `Venta N° ${saleId} pagada con Saldo a favor`,
  saldoBack: (saleId: number) => `Anulación Venta N° ${saleId}: Saldo a favor devuelto`,
} as const;

export const statementMovement = z.object({
  date: z.string(),
  hour: z.string(),
  /** devolucion: a return (note N° `id_return`); saldo: the saldo a favor spent by a sale or given back by its annulment. */
  kind: z.enum(['venta', 'cobro', 'devolucion', 'saldo']),
  id_sale: z.number().int(),
  /** The return's note N° (a 'devolucion'); null otherwise. */
  id_return: z.number().int().nullable(),
  /** 'Venta N° 12', 'Cobro Venta N° 12 (Efectivo)' or a STATEMENT_TEXT. */
  detail: z.string(),
  /** What the sale added to the debt (0 otherwise). */
  charge: z.number(),
  /** What the payment, or a return refunded off the debt, took off it (0 otherwise). */
  payment: z.number(),
  /** The balance owed after this movement. */
  balance: z.number(),
  /** What the movement added to (+) or took from (−) the client's saldo a favor; a cash refund moves neither. */
  favor: z.number(),
  /** The saldo a favor after this movement. */
  favor_balance: z.number(),
});
export type StatementMovement = z.infer<typeof statementMovement>;

export const statementSchema = z.object({
  client: z.object({ id: z.number().int(), business_name: z.string(), ci_nit: z.string() }),
  date_from: z.string(),
  date_to: z.string(),
  /** Owed at the start of date_from. */
  opening_balance: z.number(),
  total_sales: z.number(),
  total_payments: z.number(),
  /** What returns of the period took off the debt. */
  total_returns: z.number(),
  /** opening + sales − payments − returns: owed at the end of date_to. */
  closing_balance: z.number(),
  /** The saldo a favor at the start of date_from, and at the end of date_to. */
  opening_favor: z.number(),
  closing_favor: z.number(),
  movements: z.array(statementMovement),
});
export type Statement = z.infer<typeof statementSchema>;

/** Whether the client had or moved a saldo a favor in the period: its figures are then shown. */
export const statementHasFavor = (s: Statement): boolean => s.opening_favor !== 0 || s.closing_favor !== 0 || s.movements.some((m) => m.favor !== 0);

/** The text the owner sends the client (wa.me share link): the same figures, in Spanish. */
export function statementText(s: Statement): string {
  const lines = [
    `Estado de cuenta de ${s.client.business_name} (CI/NIT ${s.client.ci_nit})`,
    `Del ${dayText(s.date_from)} al ${dayText(s.date_to)}`,
    `Saldo anterior: ${formatMoney(s.opening_balance)}`,
    `Ventas a crédito: ${formatMoney(s.total_sales)}`,
    `Pagos: ${formatMoney(s.total_payments)}`,
    ...(s.total_returns ? [`Devoluciones: ${formatMoney(s.total_returns)}`] : []),
    `Saldo al ${dayText(s.date_to)}: ${formatMoney(s.closing_balance)}`,
    ...(statementHasFavor(s) ? [`Saldo a favor al ${dayText(s.date_to)}: ${formatMoney(s.closing_favor)}`] : []),
  ];
  return lines.join('\n');
}

/** A WhatsApp share link (the owner picks the contact) with the statement's text. */
export const statementShareLink = (s: Statement) => `https://wa.me/?text=${encodeURIComponent(statementText(s))}`;
