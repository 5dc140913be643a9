import { z } from 'zod';
import { daysInOrder } from './dates.js';
import { MSG } from './messages.js';
import { EDITS, editBody } from './edits.js';
import { decimalQuantity, integer, pagedOf, pageParam, positiveId } from './fields.js';
import { NEAR_EXPIRY_DAYS_MAX, NEAR_EXPIRY_DAYS_MIN } from './settings.js';
import { fitsUnit, formatQuantity, quantityInWords, UNIT_VALUES, type ProductUnit } from './quantity.js';

/**
 * Lots, write-offs (low lots), expired and near-expiry lots.
 * A lot's `quantity` is what remains in it; `initial_quantity` is what entered. Every stock
 * change goes through the server's ledger (kardex.ts has its reasons).
 */

/** The spec's texts for lots, shared by the server's refusals, the forms and the tests. */
export const LOT_MSG = {
  notFound: 'No existe el lote',
  lowLotNotFound: 'No existe el lote de baja',
  productNotFound: 'No existe el producto',
  aboveLot: 'No puede ser mayor al lote',
  invalidDate: 'Fecha inválida',
  /** A lot entered or edited to expire before today (business date): it could never be sold. */
  pastExpiry: 'La fecha de vencimiento no puede ser anterior a hoy',
  expiredEdit: 'El lote está vencido: no se puede editar, solo dar de baja',
  /** A lot edit may not take away units that already left the lot (sold or written off). */
  belowLeft: (left: number, unit: ProductUnit) => `No puede ser menor a ${formatQuantity(left, unit)}: ya salieron ${quantityInWords(left, unit)} del lote`,
  /**
   * lot/update sent both numbers changed, and they disagree with what already left the lot: what
   * entered is always what remains plus what left.
   */
  quantitiesDisagree: (left: number, unit: ProductUnit) =>
    `La cantidad inicial y la cantidad no concuerdan: ya salieron ${quantityInWords(left, unit)} del lote (cantidad inicial = cantidad + ${formatQuantity(left, unit)})`,
  /** A purchase's lot keeps the purchase's quantity: the purchase is what gets corrected. */
  /** With what the lot holds now: a sale since the lot was listed makes an unchanged form look like an edit. */
  purchaseLotQuantity: (remaining: number, unit: ProductUnit) =>
    `La cantidad de un lote de compra no se edita: anule la compra. El lote tiene ahora ${quantityInWords(remaining, unit)}: para cambiar solo la fecha, vuelva a abrirlo`,
  dateRange: 'La fecha inicial no puede ser posterior a la final',
} as const;

/**
 * The one expiry rule for stock coming in (lot/add, lot/update and every record-purchase line): a
 * lot expiring before today (the business date, which only the server knows for sure) could never
 * be sold. `line` (1-based) names the purchase line, as the purchase's other line messages do.
 */
export function pastExpiryRefusal(expiration: string, today: string, line?: number): string | undefined {
  if (expiration >= today) return undefined;
  return line === undefined ? LOT_MSG.pastExpiry : `Línea ${line} · Fecha Vencimiento: ${LOT_MSG.pastExpiry}`;
}

/** The spec's success, confirmation and filter texts for the lot screens. */
export const LOT_TEXTS = {
  added: 'Se agregó el lote',
  edited: 'Se editó el lote',
  writtenOff: 'Se dio de baja el lote',
  reverted: 'Se revirtió el lote de baja',
  deleted: 'Se eliminó el lote de baja',
  filtersCleared: 'Filtros limpiados',
  filtersClearedTitle: 'Operación Realizada',
  // Quantities in the product's unit: '3' units or '0,750 kg'.
  confirmAdd: (product: string, quantity: number, expiry: string, unit: ProductUnit = 'unidad') => [
    '¿Está seguro de registrar el lote de:',
    product,
    `Cantidad: ${formatQuantity(quantity, unit)}`,
    `Vencimiento: ${expiry}`,
  ],
  confirmEdit: (product: string, quantity: number, expiry: string, unit: ProductUnit = 'unidad') => [
    '¿Está seguro de editar el lote de:',
    product,
    `Cantidad: ${formatQuantity(quantity, unit)}`,
    `Vencimiento: ${expiry}`,
  ],
  confirmWriteOff: (product: string, quantity: number, unit: ProductUnit = 'unidad') => [
    '¿Está seguro de dar de baja:',
    `${quantityInWords(quantity, unit)} de ${product}?`,
  ],
  confirmRevert: (product: string, quantity: number, expiry: string, unit: ProductUnit = 'unidad') => [
    '¿Está seguro de revertir la baja de:',
    product,
    `Cantidad: ${formatQuantity(quantity, unit)}`,
    `Vencimiento: ${expiry}`,
  ],
  confirmDelete: (product: string, quantity: number, expiry: string, unit: ProductUnit = 'unidad') => [
    '¿Está seguro de eliminar el lote de baja de:',
    product,
    `Cantidad: ${formatQuantity(quantity, unit)}`,
    `Vencimiento: ${expiry}`,
  ],
  expired: 'Expirado',
  notExpired: 'No expirado',
  nearExpiryTitle: 'Productos Cerca de vencer',
  seeAll: 'Ver Todos',
} as const;

/** The largest quantity one lot may hold or one write-off may take: a shop's count, far from int4. */
export const LOT_QUANTITY_MAX = 1_000_000;

const isRealDate = (s: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]) && Number(m[1]) >= 1900 && Number(m[1]) <= 2999;
};
const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** A required calendar date 'YYYY-MM-DD' that exists (1900–2999): '2025-02-30' is refused. */
export const lotDate = () =>
  z.preprocess(
    (v) => (blank(v) ? undefined : typeof v === 'string' ? v.trim() : v),
    z.string({ error: MSG.required }).refine(isRealDate, LOT_MSG.invalidDate),
  );

/** A date filter: empty or absent = no bound. */
export const lotDateFilter = () =>
  z.preprocess((v) => (blank(v) ? undefined : typeof v === 'string' ? v.trim() : v), z.string().refine(isRealDate, LOT_MSG.invalidDate).optional());

/** A product (or brand) filter: 0 or absent = all. */
export const anyIdFilter = () => z.preprocess((v) => (blank(v) ? 0 : v), integer().refine((v) => v >= 0, MSG.notNegative));

/** A lot's quantity or a write-off's: above 0 (0 is 'No debe ser cero'), whole for a unit product (the server checks). */
export const lotQuantity = () =>
  decimalQuantity()
    .refine((v) => v >= 0, { message: MSG.notNegative, abort: true })
    .refine((v) => v !== 0, { message: MSG.notZero, abort: true })
    .refine((v) => v <= LOT_QUANTITY_MAX, MSG.maxValue(LOT_QUANTITY_MAX));

/** The forms' lot quantity for a product of `unit`: whole for one sold by the unit, before the confirmation (the server checks again). */
export const lotQuantityFor = (unit: ProductUnit) => lotQuantity().refine((v) => fitsUnit(v, unit), MSG.integer);


/** The lot's product; `unit` says how its quantities read ('2,500 kg' or 3). */
const productRef = z.object({ code: z.string(), product: z.string(), unit: z.enum(UNIT_VALUES) });

export const lotSchema = z.object({
  id: z.number().int(),
  fk_product: z.number().int(),
  /** What remains in the lot now. */
  quantity: z.number(),
  /** What entered (a lot edit changes it). */
  initial_quantity: z.number(),
  expiration_date: z.string(),
  /** Expiration date before today in the business time zone (Expirado). */
  expired: z.boolean(),
  /** The lot came from a purchase: its quantity is corrected by annulling the purchase. */
  from_purchase: z.boolean(),
  /** Who registered it. */
  user: z.string(),
  /** Registration date and hour in the business time zone. */
  date: z.string(),
  hour: z.string(),
  product: productRef,
});
export type Lot = z.infer<typeof lotSchema>;
export const lotPage = pagedOf(lotSchema);

export const lowLotSchema = z.object({
  id: z.number().int(),
  fk_lot: z.number().int(),
  fk_product: z.number().int(),
  /** Units written off. */
  quantity: z.number(),
  expiration_date: z.string(),
  user: z.string(),
  date: z.string(),
  hour: z.string(),
  product: productRef,
});
export type LowLot = z.infer<typeof lowLotSchema>;
export const lowLotPage = pagedOf(lowLotSchema);

/** GET lot/search-lots: a product's lots with stock (its inventory dialog). */
export const searchLotsQuery = z.object({ page: pageParam(), fk_product: positiveId() });
export type SearchLotsQuery = z.infer<typeof searchLotsQuery>;

/** POST lot/add (also the 'Nuevo Lote' form). */
export const addLotBody = z.object({
  quantity: lotQuantity(),
  expiration_date: lotDate(),
  fk_product: positiveId(),
});
export type AddLotBody = z.infer<typeof addLotBody>;
export type AddLotInput = z.input<typeof addLotBody>;

/**
 * PUT lot/update with the lot: `quantity` is what remains in it now (what the lists
 * show and the spec's form edits), `initial_quantity` what entered, `expiration_date`. Both
 * numbers move by the same difference, since the units that already left (sold, written off)
 * cannot change: send the lot as listed with the one number you changed (or both, agreeing);
 * `initial_quantity` came after the spec and may be left out (the stored one). The lot's other keys
 * (`fk_product`, `product`, `user`…) may come back as listed, equal to what is stored.
 * The server's rule is `lots.service.ts` `editedEntry` (decision 0014).
 */
export const updateLotBody = editBody(
  EDITS['PUT /api/lot/update'],
  { id: positiveId(), initial_quantity: lotQuantity(), quantity: lotQuantity(), expiration_date: lotDate() },
  lotSchema,
);
export type UpdateLotBody = z.infer<typeof updateLotBody>;
export type UpdateLotInput = z.input<typeof updateLotBody>;

/** POST lot/cancel-lot: write off (dar de baja) `quantity` units of lot `id`. Answers true when the lot is emptied. */
export const cancelLotBody = z.object({ id: positiveId(), quantity: lotQuantity() });
export type CancelLotBody = z.infer<typeof cancelLotBody>;
export type CancelLotInput = z.input<typeof cancelLotBody>;
export const cancelLotAnswer = z.boolean();

/** GET lot/list: lots with stock; product 0 = all; exact expiry date; registration date range. */
export const listLotsQuery = z
  .object({
    page: pageParam(),
    fk_product: anyIdFilter(),
    date_expired: lotDateFilter(),
    date_register_from: lotDateFilter(),
    date_register_to: lotDateFilter(),
  })
  .refine(daysInOrder('date_register_from', 'date_register_to'), { message: LOT_MSG.dateRange, path: ['date_register_to'] });
export type ListLotsQuery = z.infer<typeof listLotsQuery>;

/** GET lot/expired-lots: lots with stock that expired before today. */
export const expiredLotsQuery = z.object({ page: pageParam(), id_product: anyIdFilter(), fk_mark: anyIdFilter() });
export type ExpiredLotsQuery = z.infer<typeof expiredLotsQuery>;

/**
 * GET lot/lots-near-expiration: lots with stock expiring from today to today + `days` (1–365;
 * absent = the setting near_expiry_days): the home's expiry tile links to 3, 7 and 15 days.
 */
export const nearExpiryQuery = z.object({
  page: pageParam(),
  id_product: anyIdFilter(),
  days: z.preprocess(
    (v) => (blank(v) ? undefined : v),
    integer()
      .refine((v) => v >= NEAR_EXPIRY_DAYS_MIN, MSG.minValue(NEAR_EXPIRY_DAYS_MIN))
      .refine((v) => v <= NEAR_EXPIRY_DAYS_MAX, MSG.maxValue(NEAR_EXPIRY_DAYS_MAX))
      .optional(),
  ),
});
export type NearExpiryQuery = z.infer<typeof nearExpiryQuery>;

/** GET lot/quantity-of-lots-near-expiration: the bell's count. */
export const nearExpiryCount = z.object({ quantity: z.number().int() });
export type NearExpiryCount = z.infer<typeof nearExpiryCount>;

/** GET low-lot/list: write-offs by registration date, product 0 = all. */
export const listLowLotsQuery = z
  .object({ page: pageParam(), date_from: lotDateFilter(), date_to: lotDateFilter(), id_product: anyIdFilter() })
  .refine(daysInOrder('date_from', 'date_to'), { message: LOT_MSG.dateRange, path: ['date_to'] });
export type ListLowLotsQuery = z.infer<typeof listLowLotsQuery>;

/** PUT low-lot/revert-low-lot and DELETE low-lot/delete-low-lot answer the write-off as it was. */
export const lowLotIdBody = z.object({ id: positiveId() });
