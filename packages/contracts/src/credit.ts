import { toCents } from './money.js';
import { z } from 'zod';
import { MSG } from './messages.js';
import { integer, money } from './fields.js';
import { formatMoney } from './numbers.js';
import { dayText } from './dates.js';

/**
 * Credit control (decision 0035): a client's credit limit in Bs. (empty = no limit) and
 * the days after which a debt is overdue (empty = the setting's default). Checked by record-sale
 * inside its transaction with the client's row locked.
 */
export const OVERDUE_DAYS_MIN = 1;
export const OVERDUE_DAYS_MAX = 3650;
export const OVERDUE_DAYS_DEFAULT = 30;
export const CREDIT_CONTROLS = ['bloquear', 'advertir'] as const;
export type CreditControl = (typeof CREDIT_CONTROLS)[number];

export const CREDIT_MSG = {
  /** X = what the client may still owe: limit − open debt, never below 0. */
  limitExceeded: (availableCents: number) => `Límite de crédito excedido: disponible ${formatMoney(Math.max(0, availableCents) / 100)}`,
  /** `since`: the day the oldest open debt became overdue (sale date + overdue days). */
  overdue: (sinceIso: string) => `El cliente tiene deudas vencidas (desde ${dayText(sinceIso)})`,
  /** advertir: the till's question after the warning. */
  confirmQuestion: '¿Registrar la venta a crédito de todos modos?',
  /** The client's credit state shown with the warnings ('sin límite' when it has none). */
  state: (c: Pick<ClientCredit, 'credit_limit' | 'debt' | 'available'>) =>
    `Límite: ${c.credit_limit === null ? 'sin límite' : formatMoney(c.credit_limit)} · Deuda: ${formatMoney(c.debt)}${c.available === null ? '' : ` · Disponible: ${formatMoney(c.available)}`}`,
  confirmTitle: 'Control de crédito',
  controlInvalid: "Debe ser 'bloquear' o 'advertir'",
} as const;

/**
 * A field a client may leave empty. `absent`: what a missing key means — null when registering
 * (the till's quick form has no credit fields), 'Es requerido' in an edit (decision 0022: null or
 * '' clears it, leaving it out does not).
 */
const emptyIsNull = (absent: 'null' | 'required') => (v: unknown) => {
  if (v === undefined) return absent === 'null' ? null : undefined;
  return v === null || (typeof v === 'string' && v.trim() === '') ? null : v;
};
const overdueDays = () =>
  integer()
    .refine((v) => v >= OVERDUE_DAYS_MIN, MSG.minValue(OVERDUE_DAYS_MIN))
    .refine((v) => v <= OVERDUE_DAYS_MAX, MSG.maxValue(OVERDUE_DAYS_MAX));
export const creditLimitField = (absent: 'null' | 'required') => z.preprocess(emptyIsNull(absent), money().nullable());
export const overdueDaysField = (absent: 'null' | 'required') => z.preprocess(emptyIsNull(absent), overdueDays().nullable());
/** The setting's default overdue days (never empty). */
export const defaultOverdueDaysField = () => overdueDays();
export const creditControlField = () =>
  z.preprocess((v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : typeof v === 'string' ? v.trim() : v), z.enum(CREDIT_CONTROLS, { error: (i) => (i.input === undefined ? MSG.required : CREDIT_MSG.controlInvalid) }));

/** GET client/credit: what the till shows when a client is chosen, and what record-sale checks. */
export const clientCreditQuery = z.object({ id: integer().refine((v) => v >= 1, MSG.required).meta({ minimum: 1 }) });
export type ClientCreditQuery = z.infer<typeof clientCreditQuery>;
export const clientCreditSchema = z.object({
  id: z.number().int(),
  /** null: no limit. */
  credit_limit: z.number().nullable(),
  /** The days that apply to this client (its own or the setting's). */
  overdue_days: z.number().int(),
  /** Open debt: Σ (total − paid) of its open credit sales. */
  debt: z.number(),
  /** credit_limit − debt, never below 0; null without a limit. */
  available: z.number().nullable(),
  /** The day its oldest open debt became overdue; null when none is. */
  overdue_since: z.string().nullable(),
  control: z.enum(CREDIT_CONTROLS),
  /**
   * The client's saldo a favor now (Σ of its movements): what the till's 'Saldo a favor' may pay.
   * Absent offline (the snapshot's figure could already be spent: the till does not offer it).
   */
  saldo: z.number().optional(),
});
export type ClientCredit = z.infer<typeof clientCreditSchema>;

/** Whether a refusal's message is the credit control's (its limit or overdue text). */
export const isCreditRefusal = (message: string): boolean => message.startsWith('Límite de crédito excedido') || message.startsWith('El cliente tiene deudas vencidas');

/**
 * The refusals (or, with 'advertir', the warnings) of a credit sale of `saleCents` for a client in
 * this state: the one definition the server's check and the till's question use.
 */
export function creditWarnings(credit: Pick<ClientCredit, 'credit_limit' | 'debt' | 'overdue_since'>, saleCents: number): string[] {
  const out: string[] = [];
  if (credit.credit_limit !== null) {
    const availableCents = toCents(credit.credit_limit) - toCents(credit.debt);
    if (saleCents > availableCents) out.push(CREDIT_MSG.limitExceeded(availableCents));
  }
  if (credit.overdue_since !== null) out.push(CREDIT_MSG.overdue(credit.overdue_since));
  return out;
}
