import { dashboardSchema, salesDayPage, type Dashboard } from '@lactea/contracts';
import { api } from '../../lib/api';

/** The home refreshes itself every minute: the owner leaves it open on the counter. */
export const HOME_REFRESH_MS = 60_000;

export const fetchDashboard = async (signal: AbortSignal): Promise<Dashboard> => dashboardSchema.parse(await api.get<unknown>('dashboard', undefined, signal));

/** A cashier's own day: VENTAS DIA's first page answers their sales of today, counted and totalled. */
export const fetchOwnDay = async (signal: AbortSignal) => {
  const page = salesDayPage.parse(await api.get<unknown>('sale/sales-day', { page: 1 }, signal));
  return { sales: page.total, total: page.total_sale };
};
