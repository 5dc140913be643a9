import { gainSummary, markProductPage, markSalesPage, reportSalePage, returnsReportPage, soldLinePage, typePaymentList } from '@lactea/contracts';
import { api, type Query } from '../../lib/api';

/** The sales reports' calls. */
export const REPORT_PATHS = {
  report: 'sale/sales-report',
  client: 'sale/sales-to-client',
  canceled: 'sale/canceled-sales',
  products: 'sale/sales-by-product',
  marks: 'sale/sales-mark',
  markProducts: 'sale/sales-by-product-mark',
} as const;

const getter =
  <T>(path: string, parse: (v: unknown) => T) =>
  async (params: Query, signal: AbortSignal): Promise<T> =>
    parse(await api.get<unknown>(path, params, signal));

export const fetchSalesReport = getter(REPORT_PATHS.report, (v) => reportSalePage.parse(v));
export const fetchSalesToClient = getter(REPORT_PATHS.client, (v) => reportSalePage.parse(v));
export const fetchCanceledSales = getter(REPORT_PATHS.canceled, (v) => reportSalePage.parse(v));
export const fetchSalesByProduct = getter(REPORT_PATHS.products, (v) => soldLinePage.parse(v));
export const fetchSalesMark = getter(REPORT_PATHS.marks, (v) => markSalesPage.parse(v));
export const fetchSalesByProductMark = getter(REPORT_PATHS.markProducts, (v) => markProductPage.parse(v));
export const fetchGain = async (params: Query) => gainSummary.parse(await api.get<unknown>('sale/calculate-gain', params));
export const fetchPaymentTypes = async (signal: AbortSignal) => typePaymentList.parse(await api.get<unknown>('type-payment/list', undefined, signal));


/** 'Devoluciones': the clients' returned lines and the returns to providers. */
export const RETURNS_REPORT_PATH = 'sale/returns-report';
export const fetchReturnsReport = getter(RETURNS_REPORT_PATH, (v) => returnsReportPage.parse(v));
