import { z } from 'zod';
import { daysInOrder } from './dates.js';
import { pagedOf, pageParam, positiveId } from './fields.js';
import { LOT_MSG, lotDateFilter } from './lots.js';

/** Why a lot's stock moved: the Spanish reason each stock-ledger (kardex) row carries. */
export const KARDEX_REASONS = {
  newLot: 'Lote nuevo',
  lotEdit: 'Edición de lote',
  writeOff: 'Baja',
  revert: 'Reversión de baja',
  lowLotDelete: 'Eliminación de baja',
  purchase: 'Compra',
  purchaseAnnul: 'Anulación de compra',
  sale: 'Venta',
  saleAnnul: 'Anulación de venta',
  /** A client's return (sale/return) back into the lots its line took. */
  saleReturn: 'Devolución de venta',
  /** A client's return written off: the units never enter sellable stock, the row moves nothing. */
  saleReturnMerma: 'Devolución de venta (merma)',
  /** Units of a lot sent back to its provider (purchase/return), expired or not. */
  providerReturn: 'Devolución a proveedor',
  /** An offline sale sold more than the lots held at sync (decision 0043): moves nothing, says so. */
  shortfall: 'Faltante (venta sin conexión)',
  /** A load sheet: out of a warehouse lot and into the truck's lot of the same expiry and cost. */
  load: 'Carga a ruta',
  /** The route's closing: what came back, out of the truck's lot into the lot it came from. */
  loadBack: 'Vuelta de ruta',
  /** The route's closing: what did not come back, written off the truck's lot (with its reason). */
  loadMerma: 'Merma de ruta',
} as const;
export type KardexReason = (typeof KARDEX_REASONS)[keyof typeof KARDEX_REASONS];

/** The kind of document a ledger row points at (`doc_id`). */
export type KardexDocKind = 'lot' | 'low_lot' | 'purchase' | 'sale' | 'sale_return' | 'load' | 'provider_return';

/** GET kardex/list: one product's movements, newest first, optionally within registration dates. */
export const kardexListQuery = z
  .object({ page: pageParam(), fk_product: positiveId(), date_from: lotDateFilter(), date_to: lotDateFilter() })
  .refine(daysInOrder('date_from', 'date_to'), { message: LOT_MSG.dateRange, path: ['date_to'] });
export type KardexListQuery = z.infer<typeof kardexListQuery>;

export const kardexRowSchema = z.object({
  id: z.number().int(),
  /** Date and hour of the movement in the business time zone. */
  date: z.string(),
  hour: z.string(),
  reason: z.string(),
  /** The document that moved it, readable: 'Lote 12', 'Baja 3', 'Compra 8', 'Venta 41'. */
  document: z.string(),
  fk_lot: z.number().int().nullable(),
  delta: z.number(),
  /** The product's stock right after this movement. */
  balance: z.number(),
  user: z.string(),
});
export type KardexRow = z.infer<typeof kardexRowSchema>;
export const kardexPage = pagedOf(kardexRowSchema);

/** How a ledger row names its document. */
export const KARDEX_DOC_LABELS: Record<KardexDocKind, string> = { lot: 'Lote', low_lot: 'Baja', purchase: 'Compra', sale: 'Venta', sale_return: 'Devolución de venta N°', load: 'Hoja de carga N°', provider_return: 'Devolución a proveedor N°' };
