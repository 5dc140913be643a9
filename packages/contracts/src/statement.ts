import { z } from 'zod';
import { positiveId } from './fields.js';
import { dateFilter } from './purchases.js';
import { formatMoney } from './numbers.js';
import { dayText } from './dates.js';

/**
 * Estado de cuenta of a client: its credit sales and debt payments of a period with the
 * running balance, from the balance it owed before the period. Annulled sales count nowhere.
 */
export const STATEMENT_DAYS_MAX = 366;
export const STATEMENT_MSG = {
  tooLong: `El periodo no puede pasar de ${STATEMENT_DAYS_MAX} días`,
  clientMissing: 'No existe el cliente',
} as const;

export const statementQuery = z.object({ id_client: positiveId(), date_from: dateFilter(), date_to: dateFilter() });
export type StatementQuery = z.infer<typeof statementQuery>;

export const statementMovement = z.object({
  date: z.string(),
  hour: z.string(),
  kind: z.enum(['venta', 'cobro']),
  id_sale: z.number().int(),
  /** 'Venta N° 12' or 'Cobro Venta N° 12 (Efectivo)'. */
  detail: z.string(),
  /** What the sale added to the debt (0 for a payment). */
  charge: z.number(),
  /** What the payment took off (0 for a sale). */
  payment: z.number(),
  /** The balance after this movement. */
  balance: z.number(),
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
  /** opening + sales − payments: owed at the end of date_to. */
  closing_balance: z.number(),
  movements: z.array(statementMovement),
});
export type Statement = z.infer<typeof statementSchema>;

/** The text the owner sends the client (wa.me share link): the same figures, in Spanish. */
export function statementText(s: Statement): string {
  const lines = [
    `Estado de cuenta de ${s.client.business_name} (CI/NIT ${s.client.ci_nit})`,
    `Del ${dayText(s.date_from)} al ${dayText(s.date_to)}`,
    `Saldo anterior: ${formatMoney(s.opening_balance)}`,
    `Ventas a crédito: ${formatMoney(s.total_sales)}`,
    `Pagos: ${formatMoney(s.total_payments)}`,
    `Saldo al ${dayText(s.date_to)}: ${formatMoney(s.closing_balance)}`,
  ];
  return lines.join('\n');
}

/** A WhatsApp share link (the owner picks the contact) with the statement's text. */
export const statementShareLink = (s: Statement) => `https://wa.me/?text=${encodeURIComponent(statementText(s))}`;
