import { z } from 'zod';
import { MSG } from './messages.js';
import { EDITS, editBody } from './edits.js';
import { enabledFlag, integer, money, positiveId, requiredText, rowVersion, versionField } from './fields.js';
import { BARCODE_MAX } from './products.js';
import { tillProductSchema } from './sales.js';

/**
 * A product sold by the crate or the pack ('Caja x12'): `units` of the product under its own
 * barcode and price. Stock stays in the product's unit; a sale line of a presentation counts crates
 * and takes units × quantity.
 */
export const PRESENTATION_NAME_MAX = 40;
/** A crate of more than this is a typing slip, and units × quantity stays far inside an integer. */
export const PRESENTATION_UNITS_MAX = 9999;

export const PRESENTATION_MSG = {
  notFound: 'No existe la presentación',
  productMissing: 'No existe el producto',
  /** A presentation's barcode names it alone: no product and no other presentation carries it. */
  barcodeTaken: 'El código de barra ya existe',
  weighed: 'Los productos por peso no tienen presentaciones',
  /** product/update to 'kg' of a product that has presentations (even disabled ones). */
  hasPresentations: 'El producto tiene presentaciones: no puede venderse por peso',
  productLocked: 'El producto de una presentación no se puede cambiar',
  // A sale line of a presentation, refused by record-sale (n: the line's N°).
  saleMissing: (n: number, product: string) => `Línea ${n} (${product}): no existe la presentación`,
  saleDisabled: (n: number, product: string, name: string) => `Línea ${n} (${product}): la presentación ${name} está inhabilitada`,
  saleWhole: (n: number, product: string) => `Línea ${n} (${product}): una presentación se vende por unidades enteras`,
  saleNoOffers: (n: number, product: string) => `Línea ${n} (${product}): una presentación no lleva descuento ni promoción`,
} as const;

/** The units a line takes: a presentation's crates × its units (the unit's line: its quantity). */
export const soldUnits = (quantity: number, units: number | null | undefined): number => (units && units > 1 ? quantity * units : quantity);

/** A presentation line's quantity as the receipt and the till read it: '2 Caja x12 (24 u)'. */
export const presentationQuantityText = (quantity: number, p: { name: string; units: number }): string =>
  `${quantity} ${p.name} (${soldUnits(quantity, p.units)} u)`;

/**
 * What a product's sold units were, when some went as presentations: '24 u: 2 Caja x12';
 * '30 u: 2 Caja x12 + 6 u'. `parts`: each presentation sold and its crates; the rest went loose.
 */
export function unitsSplitText(units: number, parts: readonly { name: string; units: number; quantity: number }[]): string {
  const loose = units - parts.reduce((a, p) => a + p.quantity * p.units, 0);
  const pieces = [...parts.map((p) => `${p.quantity} ${p.name}`), ...(loose > 0 ? [`${loose} u`] : [])];
  return `${units} u: ${pieces.join(' + ')}`;
}

export const presentationSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  name: z.string(),
  /** Units of the product in one presentation (whole, ≥ 2). */
  units: z.number().int(),
  barcode: z.string(),
  /** Bs. per presentation, 2 decimals. */
  price: z.number(),
  enabled: enabledFlag,
  version: rowVersion,
});
export type Presentation = z.infer<typeof presentationSchema>;
export const presentationList = z.array(presentationSchema);

export const listPresentationsQuery = z.object({ product_id: positiveId() });
export type ListPresentationsQuery = z.infer<typeof listPresentationsQuery>;

/** The form's fields (the product is the one whose presentations are open). */
export const presentationFields = z.object({
  name: requiredText(PRESENTATION_NAME_MAX),
  units: integer()
    .refine((v) => v >= 2, MSG.minValue(2))
    .refine((v) => v <= PRESENTATION_UNITS_MAX, MSG.maxValue(PRESENTATION_UNITS_MAX))
    .meta({ minimum: 2, maximum: PRESENTATION_UNITS_MAX }),
  barcode: requiredText(BARCODE_MAX),
  // money() already refuses a negative price; zero is its own message.
  price: money().refine((v) => v !== 0, MSG.notZero),
});
export type PresentationFields = z.infer<typeof presentationFields>;

export const createPresentationBody = presentationFields.extend({ product_id: positiveId() });
export type CreatePresentationBody = z.infer<typeof createPresentationBody>;

/** Edit: every field with the version; the product and state may come back as read (contracts/edits.ts). */
export const updatePresentationBody = editBody(
  EDITS['PUT /api/presentation/edit'],
  { ...presentationFields.shape, id: positiveId(), version: versionField() },
  presentationSchema,
);
export type UpdatePresentationBody = z.infer<typeof updatePresentationBody>;

/** A presentation as the till's barcode lookup answers it beside its product. */
export const tillPresentationSchema = z.object({ id: z.number().int(), name: z.string(), units: z.number().int(), price: z.number() });
export type TillPresentation = z.infer<typeof tillPresentationSchema>;
/**
 * An enabled presentation in the offline till's snapshot: what the barcode lookup answers, with its
 * product and barcode, so a crate scanned without the server is sold and priced as online.
 */
export const snapshotPresentationSchema = tillPresentationSchema.extend({ product_id: z.number().int(), barcode: z.string() });
export type SnapshotPresentation = z.infer<typeof snapshotPresentationSchema>;
/**
 * sale/till-barcode's row: the product, and the presentation the barcode named (null when it is the
 * product's own barcode). A presentation's barcode is no product's, so an answer is either the
 * products with that barcode or one product with its presentation. Absent reads as null: an answer
 * from before presentations (a device's cached one, a test's) is a product's own barcode.
 */
export const tillBarcodeProductSchema = tillProductSchema.extend({ presentation: tillPresentationSchema.nullable().default(null) });
export type TillBarcodeProduct = z.infer<typeof tillBarcodeProductSchema>;
export const tillBarcodeList = z.array(tillBarcodeProductSchema);
