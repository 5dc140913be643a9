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

/** What the home watches of the invoices: the last INVOICE_WATCH_DAYS days by state, and those whose paper needs a reprint. */
export interface InvoiceWatch {
  states: Record<string, number>;
  reprintDue: number;
}

/** The invoices of the last INVOICE_WATCH_DAYS days (FACTURAS' summary): the home's tile. */
export const fetchInvoiceWatch = async (today: string, signal: AbortSignal): Promise<InvoiceWatch> => {
  const from = new Date(Date.parse(`${today}T00:00:00Z`) - INVOICE_WATCH_DAYS * 86_400_000).toISOString().slice(0, 10);
  const page = invoicePage.parse(await api.get<unknown>('invoice/list', { date_from: from, date_to: today, page: 1 }, signal));
  return { states: page.by_state, reprintDue: page.reprint_due };
};
