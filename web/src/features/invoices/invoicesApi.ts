import { invoicePage, saleSchema, type InvoiceListQuery, type InvoicePage, type Sale } from '@lactea/contracts';
import { api, type Query } from '../../lib/api';
import { fileText } from '../../components/export/download';

/** The screen's filters: a day range ('' = open) and a state ('' = every state). */
export type InvoiceFilters = Required<Pick<InvoiceListQuery, 'date_from' | 'date_to'>> & { state: NonNullable<InvoiceListQuery['state']> | '' };

/** A page of invoices with the range's count by state (the day's summary). */
export const listInvoices = async (params: InvoiceFilters & { page: number }, signal?: AbortSignal): Promise<InvoicePage> =>
  invoicePage.parse(await api.get<unknown>('invoice/list', { ...params } as Query, signal));
/** The invoice's sale with its invoice summary: what 'Reimprimir' prints. */
export const invoiceForPrint = async (id: number): Promise<Sale> => saleSchema.parse(await api.get<unknown>('invoice/print', { id }));
/** The XML exactly as it was sent to SIAT. */
export const invoiceXml = (id: number, signal?: AbortSignal): Promise<string> => fileText('invoice/xml', { id }, signal);
