import { useQuery } from '@tanstack/react-query';
import { clientCreditSchema, saleSchema, tillProductList, tillScaleLineSchema, tillSetupSchema, type ClientCredit, type RecordSaleBody, type Sale, type TillProduct, type TillScaleLine, type TillSetup } from '@lactea/contracts';
import { api } from '../../lib/api';
import type { ReceiptHeader } from '../../components/receipt';

/** record-sale (and the sync's resends) give up after this: the sale is queued, the cashier goes on. */
export const RECORD_TIMEOUT_MS = 8000;

/** The till's calls (server module sales): lookups with sellable stock and terms, and the sale. */
export const tillApi = {
  setup: async (signal?: AbortSignal): Promise<TillSetup> => tillSetupSchema.parse(await api.get<unknown>('sale/till-setup', undefined, signal)),
  byBarcode: async (barcode: string): Promise<TillProduct[]> => tillProductList.parse(await api.get<unknown>('sale/till-barcode', { barcode })),
  /** A scanned scale label: the weighed product, its weight and the line's total. */
  scaleLabel: async (code: string): Promise<TillScaleLine> => tillScaleLineSchema.parse(await api.get<unknown>('sale/till-scale-label', { code })),
  search: async (search: string, signal?: AbortSignal): Promise<TillProduct[]> =>
    tillProductList.parse(await api.get<unknown>('sale/till-search', { search }, signal)),
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

/**
 * The shop's till setup (payment types, receipt header, offers setting, business day), one cached
 * query for every screen that prints or sells; Configuraciones invalidates ['till-setup'].
 */
export const useTillSetup = () => useQuery({ queryKey: ['till-setup'], queryFn: ({ signal }) => tillApi.setup(signal), staleTime: 60_000 });

/** The receipt's header (the settings' address and cellphone), empty until the setup is read. */
export function useReceiptHeader(): ReceiptHeader {
  const setup = useTillSetup();
  return { address: setup.data?.address ?? '', cellphone_number: setup.data?.cellphone_number ?? '' };
}
