import { z } from 'zod';
import { UNIT_VALUES } from './quantity.js';

/**
 * GET dashboard (the owner's home; docs/decisions 0032): every figure is the one the
 * screen it links to shows, computed by that screen's own service function on the server. Money
 * in Bs. with 2 decimals (summed in integer cents); dates 'YYYY-MM-DD' in the business time zone.
 */
const amount = z.number();
const count = z.number().int();
/** A share in % with one decimal; null when the base is 0 (no sales, nothing last week). */
const percent = z.number().nullable();

/** Age buckets of the open debts, by days since the sale: 0–7, 8–30, more than 30. */
export const DEBT_AGES = [
  { key: '0-7', label: '0 a 7 días', from: 0, to: 7 },
  { key: '8-30', label: '8 a 30 días', from: 8, to: 30 },
  { key: '31+', label: 'Más de 30 días', from: 31, to: null },
] as const;
/** Windows of the expiry tile, in days from today (today included). */
export const EXPIRY_WINDOWS = [3, 7, 15] as const;
/** A product in stock with no sale in this many days is a slow mover. */
export const SLOW_MOVER_DAYS = 30;
/** Rows of the top-products and debtors lists. */
export const DASHBOARD_TOP = 5;
/** Days of the sales and margin chart (today included). */
export const DASHBOARD_CHART_DAYS = 14;

const paymentLine = z.object({ id: count, type_pay: z.string(), sale: amount, sales: count });

export const dashboardToday = z.object({
  total_sale: amount,
  sales: count,
  average_ticket: amount,
  /** The same weekday a week ago, its total sale, and the change in %. */
  last_week_date: z.string(),
  last_week_sale: amount,
  change_percent: percent,
  type_payments: z.array(paymentLine),
  margin: amount,
  margin_percent: percent,
  total_expense: amount,
  /** BALANCE's returns of today: what went back to clients ('Devoluciones' report's 'Devuelto a clientes'). */
  returns: amount,
  /** CIERRE DE CAJA's difference: initial cash + cash sales + cash collections − cash-desk expenses. */
  cash_expected: amount,
});

const debtAge = z.object({ key: z.string(), label: z.string(), date_from: z.string().nullable(), date_to: z.string(), total: amount, debts: count });
const debtor = z.object({ id_client: count, client: z.string(), total: amount, debts: count });
export const dashboardReceivables = z.object({
  total: amount,
  debts: count,
  ages: z.array(debtAge),
  collected_today: amount,
  collections_today: count,
  top_debtors: z.array(debtor),
});

/** Units, or kilos of weighed products to the gram (decision 0034). */
const quantity = z.number();
const stockValue = z.object({ lots: count, quantity, cost: amount });
export const dashboardExpiry = z.object({
  windows: z.array(stockValue.extend({ days: count })),
  expired: stockValue,
});

const unit = z.enum(UNIT_VALUES);
const topProduct = z.object({ id: count, code: z.string(), product: z.string(), unit, quantity, sale: amount });
const stockedProduct = z.object({ id: count, code: z.string(), product: z.string(), unit, quantity });
export const dashboardProducts = z.object({
  top_day: z.array(topProduct),
  top_week: z.array(topProduct),
  /** The week: the last 7 days, today included. */
  week_from: z.string(),
  slow_movers: count,
  slow_mover_list: z.array(stockedProduct),
  low_stock: count,
});

export const dashboardDay = z.object({ day: z.string(), sale: amount, margin: amount });

export const dashboardSchema = z.object({
  date: z.string(),
  today: dashboardToday,
  receivables: dashboardReceivables,
  expiry: dashboardExpiry,
  products: dashboardProducts,
  days: z.array(dashboardDay),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
