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
} as const;
export type KardexReason = (typeof KARDEX_REASONS)[keyof typeof KARDEX_REASONS];

/** The kind of document a ledger row points at (`doc_id`). */
export type KardexDocKind = 'lot' | 'low_lot' | 'purchase' | 'sale';
