import { z } from 'zod';
import { enabledFlag, integer, money, pageParam, pagedOf, positiveId } from './fields.js';
import { MSG } from './messages.js';
import { withRange } from './dates.js';
import { formatMoney } from './numbers.js';
import { formatCents } from './money.js';
import { dateFilter } from './purchases.js';
import { salePaymentTypeSchema, saleSchema } from './sales.js';
import { routeClosingLine } from './loads.js';

export const CASH_MSG = {
  collected: 'Se dio por cancelada la venta',
  saleNotFound: 'No existe la venta',
  alreadyPaid: 'La venta ya fue cobrada; no se cobró de nuevo',
  annulled: 'La venta está anulada; no se puede cobrar',
  payTypeNotFound: 'No existe el tipo de pago',
  payTypeDisabled: 'El tipo de pago está inhabilitado',
  choosePayType: 'Elija un tipo de pago',
  /** A debt is paid with money: the saldo a favor pays the client's later sales at the till. */
  saldoNotForDebt: 'El Saldo a favor se usa en la caja, no para cobrar deudas',
  /** A cashier's closing is always today's (docs/decisions: money of the day). */
  onlyToday: 'Solo el administrador puede ver el cierre o el balance de otras fechas',
  rangeReversed: 'La fecha inicial no puede ser posterior a la final',
  // Partial payments (decision 0036).
  notCredit: 'La venta no es a crédito; no tiene deuda que cobrar',
  aboveBalance: (balanceCents: number) => `El monto no puede ser mayor al saldo de la deuda: ${formatCents(balanceCents)}`,
  paid: (amount: number, balance: number) => `Se registró el cobro de ${formatMoney(amount)}; saldo ${formatMoney(balance)}`,
} as const;

/** Money of a summary, from cents: 'Bs. 1.234,50' is the web's job; the API answers 1234.5. */
const amount = z.number();

// ---- Debt collection (COBRO DEUDAS) ----
const idFilter = () => z.preprocess((v) => (v === undefined || v === null || v === '' ? 0 : v), integer().refine((v) => v >= 0, 'Cliente inválido'));
export const debtCollectionQuery = withRange(z.object({ page: pageParam(), date_from: dateFilter(), date_to: dateFilter(), id_client: idFilter() }));
export type DebtCollectionQuery = z.infer<typeof debtCollectionQuery>;
export const debtCollectionClientQuery = z.object({ page: pageParam(), id_client: idFilter() });
export type DebtCollectionClientQuery = z.infer<typeof debtCollectionClientQuery>;
/** Credit sales awaiting collection, with Total Venta and Saldo of the whole filter (not only the page). */
export const debtPage = pagedOf(saleSchema).extend({ total_sale: amount, total_balance: amount });
export type DebtPage = z.infer<typeof debtPage>;

/** PUT sale/cancelled-sale: `type_pay` is accepted as the spec sends it, the server derives it from the payment type. */
export const cancelledSaleBody = z.object({
  id: positiveId(),
  id_type_payment: z.preprocess((v) => (v === undefined || v === null || v === '' || v === 0 ? undefined : v), positiveId().optional()).refine((v) => v !== undefined, CASH_MSG.choosePayType).transform((v) => v as number),
  type_pay: z.string().max(1).optional().nullable(),
});
export type CancelledSaleBody = z.infer<typeof cancelledSaleBody>;
/** One payment towards a debt: its amount, payment type and moment (business date and hour). */
export const debtPaymentSchema = z.object({
  id: z.number().int(),
  id_sale: z.number().int(),
  amount,
  date: z.string(),
  hour: z.string(),
  type_payment: salePaymentTypeSchema,
  /** Who collected it; null for a debt collected whole before payments were recorded. */
  user: z.string().nullable(),
  /** The debt's balance right after this payment (its receipt, COMPROBANTE DE PAGO, prints it). */
  balance: amount,
});
export type DebtPayment = z.infer<typeof debtPaymentSchema>;

/**
 * The amount collected, the collection day and the payment type it was collected with (the API's
 * field names), and the payment written (null for a sale of Bs. 0, which has nothing to pay).
 */
export const cancelledSaleAnswer = z.object({
  id: z.number().int(),
  amount,
  date_debt: z.string(),
  id_type_payment: z.number().int(),
  text_type_pay: z.string(),
  type_payment: salePaymentTypeSchema,
  payment: debtPaymentSchema.nullable(),
});
export type CancelledSaleAnswer = z.infer<typeof cancelledSaleAnswer>;

// ---- Partial payments (COBRO DEUDAS, decision 0036) ----
/** POST sale/debt-payment: any amount above 0 up to the debt's balance, with its payment type. */
export const debtPaymentBody = z.object({
  id_sale: positiveId(),
  amount: money().refine((v) => v !== 0, MSG.notZero),
  id_type_payment: cancelledSaleBody.shape.id_type_payment,
});
export type DebtPaymentBody = z.infer<typeof debtPaymentBody>;
/** A debt's state: its total, what was paid, the balance and (in order) its payments. */
export const debtStateSchema = z.object({
  id_sale: z.number().int(),
  total_sale: amount,
  paid: amount,
  balance: amount,
  /** 1 once the balance is 0 ('cobrada'). */
  cancelled: enabledFlag,
  payments: z.array(debtPaymentSchema),
});
export type DebtState = z.infer<typeof debtStateSchema>;
/** POST sale/debt-payment's answer: the debt's state and the payment just recorded. */
export const debtPaymentAnswer = debtStateSchema.extend({ payment: debtPaymentSchema });
export type DebtPaymentAnswer = z.infer<typeof debtPaymentAnswer>;
export const debtPaymentsQuery = z.object({ id_sale: positiveId() });
export type DebtPaymentsQuery = z.infer<typeof debtPaymentsQuery>;

// ---- Cash-desk closing and balance ----
/** Both bounds default to today (business date); a cashier may ask only for today. */
export const periodQuery = z.object({ date_from: dateFilter(), date_to: dateFilter() });
export type PeriodQuery = z.infer<typeof periodQuery>;

export const closingPaymentLine = z.object({
  id: z.number().int(),
  type_pay: z.string(),
  is_cash: enabledFlag,
  /** Paid sales of the period with this type (on their sale date). */
  sale: amount,
  sales: z.number().int(),
  /** Debts collected in the period with this type (on their collection date). */
  debt_collection: amount,
  debts: z.number().int(),
});
export type ClosingPaymentLine = z.infer<typeof closingPaymentLine>;

export const periodExpense = z.object({
  id: z.number().int(),
  kind: z.enum(['desk', 'admin']),
  expense: amount,
  description: z.string(),
  date: z.string(),
  hour: z.string(),
  type_expense: z.string().nullable(),
  user: z.string(),
});
export type PeriodExpense = z.infer<typeof periodExpense>;

/**
 * The closing's names as the screen and the printed closing show them: the spec's 'Diferencia
 * caja' is the cash the drawer should hold, and says so under it.
 */
export const CLOSING_LABELS = {
  cashDifference: 'Diferencia caja',
  cashDifferenceHint: 'efectivo que debería haber',
  creditSales: 'Ventas a crédito',
  creditSalesHint: 'no entran en caja',
  /** Cash handed back to clients for returns of the period (sale/return with refund 'efectivo'). */
  cashReturns: 'Devoluciones',
  /** BALANCE: what returns refunded, and the cost of the returned goods written off. */
  returns: 'Devoluciones',
  merma: 'Merma (devoluciones)',
} as const;

/**
 * CIERRE DE CAJA: initial_cash + Σ cash types (sale + debt_collection) − total_expense −
 * cash_returns = cash_difference. Non-cash types are listed apart (non_cash_total), never in the difference; the
 * period's credit sales (credit_sale) are information only: their cash arrives as debt collection.
 */
export const cashClosingSchema = z.object({
  date_from: z.string(),
  date_to: z.string(),
  initial_cash: amount,
  type_payments: z.array(closingPaymentLine),
  /** Debts collected in the period in cash. */
  debt_collection: amount,
  cash_sales: amount,
  total_expense: amount,
  /** 'Devoluciones': cash refunded for returns dated in the period (money out of the drawer), and how many. */
  cash_returns: amount,
  cash_return_count: z.number().int(),
  cash_difference: amount,
  non_cash_total: amount,
  /** Credit sales of the period on their sale date (annulled ones out), collected since or not. */
  credit_sale: amount,
  credit_sales: z.number().int(),
  expenses: z.array(periodExpense),
  /**
   * Routes closed in the period (CIERRE DE RUTA), each its own line. Their deliveries' cash is
   * already in the cash sales above; what a driver handed in beyond or short of it
   * (`route_cash_difference`, the cash lines' counted − expected) moves the cash difference.
   */
  routes: z.array(routeClosingLine),
  route_cash_difference: amount,
});
export type CashClosing = z.infer<typeof cashClosingSchema>;

export const balanceDay = z.object({ day: z.string(), sale: amount, cost: amount, expense: amount });
export const balancePaymentLine = z.object({ id: z.number().int(), type_pay: z.string(), sale: amount, cost: amount, sales: z.number().int() });
/**
 * BALANCE: sales of the period on their sale date, paid and on credit alike (credit_sale says how
 * much of it is still or was on credit); expenses = cash-desk + admin (on date_expense).
 */
export const balanceSchema = z.object({
  date_from: z.string(),
  date_to: z.string(),
  /** Sales of the period net of the returns dated in it (each return on its own day, however it was refunded). */
  total_sale: amount,
  /** The returns' money, already taken out of total_sale (sales as sold = total_sale + returns). */
  returns: amount,
  /** Cost of the sales less the cost of goods that came back to stock or as merma; merma's cost apart. */
  total_cost: amount,
  /** Cost of returned goods written off (merma): a loss, not a cost of a sale. */
  merma: amount,
  /** total_sale − total_cost − merma. */
  margin: amount,
  credit_sale: amount,
  expense_desk: amount,
  expense_admin: amount,
  total_expense: amount,
  difference: amount,
  /** Routes closed in the period: the cost of their merma (goods never sold, a loss) and the money handed in − expected; both in `difference`. */
  route_merma: amount,
  route_difference: amount,
  type_payments: z.array(balancePaymentLine),
  days: z.array(balanceDay),
  expenses: z.array(periodExpense),
});
export type Balance = z.infer<typeof balanceSchema>;

/** Our name: the sales behind a closing or balance line. id_type_payment 0 = on credit; debt 1 = debts collected with that type. */
export const periodSalesQuery = periodQuery.extend({
  page: pageParam(),
  id_type_payment: z.preprocess((v) => (v === undefined || v === null || v === '' ? 0 : v), integer().refine((v) => v >= 0, 'Tipo de pago inválido')),
  debt: z.preprocess((v) => (v === undefined || v === null || v === '' ? 0 : Number(v)), z.union([z.literal(0), z.literal(1)], { error: 'Valor inválido' })),
});
export type PeriodSalesQuery = z.infer<typeof periodSalesQuery>;
export const periodSalesPage = pagedOf(saleSchema).extend({ total_sale: amount });
