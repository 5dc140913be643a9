import { dashboardSchema, invoicePage, salesDayPage, type Dashboard } from '@lactea/contracts';
import { api } from '../../lib/api';

/** The home refreshes itself every minute: the owner leaves it open on the counter. */
export const HOME_REFRESH_MS = 60_000;

export const fetchDashboard = async (signal: AbortSignal): Promise<Dashboard> => dashboardSchema.parse(await api.get<unknown>('dashboard', undefined, signal));

/** A cashier's own day: VENTAS DIA's first page answers their sales of today, counted and totalled. */
export const fetchOwnDay = async (signal: AbortSignal) => {
  const page = salesDayPage.parse(await api.get<unknown>('sale/sales-day', { page: 1 }, signal));
  return { sales: page.total, total: page.total_sale };
};

/** How far back the home looks for invoices waiting or rejected: SIAT's own deadlines are days, not months. */
export const INVOICE_WATCH_DAYS = 30;

/** The invoices of the last INVOICE_WATCH_DAYS days by state (FACTURAS' summary): the home's tile. */
export const fetchInvoiceStates = async (today: string, signal: AbortSignal): Promise<Record<string, number>> => {
  const from = new Date(Date.parse(`${today}T00:00:00Z`) - INVOICE_WATCH_DAYS * 86_400_000).toISOString().slice(0, 10);
  return invoicePage.parse(await api.get<unknown>('invoice/list', { date_from: from, date_to: today, page: 1 }, signal)).by_state;
};
