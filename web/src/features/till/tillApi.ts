import { clientCreditSchema, saleSchema, tillBarcodeList, tillClientPricesSchema, tillProductList, tillScaleLineSchema, type ClientCredit, type RecordSaleBody, type Sale, type TillClientPrices, type TillProduct, type TillScaleLine } from '@lactea/contracts';
import { api } from '../../lib/api';
import type { TillItem } from './cart';

/** record-sale (and the sync's resends) give up after this: the sale is queued, the cashier goes on. */
export const RECORD_TIMEOUT_MS = 8000;

/** The till's calls (server module sales): lookups with sellable stock and terms, and the sale. */
export const tillApi = {
  /**
   * Products with this barcode (with `listId`, each with its rows of that list), or a presentation's
   * ('Caja x12'): its product with the presentation, which the cart sells by the crate.
   */
  byBarcode: async (barcode: string, listId?: number): Promise<TillItem[]> =>
    tillBarcodeList
      .parse(await api.get<unknown>('sale/till-barcode', listId ? { barcode, price_list_id: listId } : { barcode }))
      .map(({ presentation, ...product }) => (presentation ? { ...product, presentation } : product)),
  /** The client's price list with its rows for the cart's products (null: the counter's prices). */
  clientPrices: async (clientId: number, productIds: number[]): Promise<TillClientPrices> =>
    tillClientPricesSchema.parse(await api.get<unknown>('sale/till-client-prices', { client_id: clientId, product_ids: productIds.join(',') })),
  /** A scanned scale label: the weighed product, its weight and the line's total. */
  scaleLabel: async (code: string): Promise<TillScaleLine> => tillScaleLineSchema.parse(await api.get<unknown>('sale/till-scale-label', { code })),
  search: async (search: string, signal?: AbortSignal, listId?: number): Promise<TillProduct[]> =>
    tillProductList.parse(await api.get<unknown>('sale/till-search', listId ? { search, price_list_id: listId } : { search }, signal)),
  /** The chosen client's debt, available credit and overdue state (decision 0035). */
  clientCredit: async (id: number, signal?: AbortSignal): Promise<ClientCredit> =>
    clientCreditSchema.parse(await api.get<unknown>('client/credit', { id }, signal)),
  /**
   * `key` is the Idempotency-Key made when the sale was started: a retry never records twice. No
   * answer within RECORD_TIMEOUT_MS is a NetworkError: the till keeps the sale on the device.
   */
  record: async (body: RecordSaleBody, key: string): Promise<Sale> =>
    saleSchema.parse(await api.post<unknown>('sale/record-sale', body, { 'Idempotency-Key': key }, RECORD_TIMEOUT_MS)),
};

