import { z } from 'zod';
import { MSG } from './messages.js';
import { EDITS, editBody } from './edits.js';
import { STOCK_LOW_MAX, STOCK_MODERATE_MAX } from './constants.js';
import {
  clearableText,
  enabledFlag,
  integer,
  money,
  optionalText,
  pagedOf,
  pageParam,
  positiveId,
  requiredText,
  rowVersion,
  searchParam,
  stateFilter,
  versionField,
} from './fields.js';
import { strictInput, unknownFieldMessages } from './strict.js';
import { UNIT_VALUES, type ProductUnit } from './quantity.js';
import { sinCode } from './siat-catalogue.js';

export const CODE_MAX = 50;
export const PRODUCT_MAX = 50;
export const BARCODE_MAX = 50;
export const PRODUCT_DESCRIPTION_MAX = 100;
/** At most this many products answer the till's text search. */
export const FIRST_PRODUCTS_LIMIT = 20;

const blankTo = (fallback: unknown) => (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? fallback : v;

const UNIT_DEFAULT: ProductUnit = 'unidad';
/** The unit; `fallback` when absent (register), required when undefined (an edit sends every field). */
const productUnit = (fallback: ProductUnit | undefined) =>
  z.preprocess(blankTo(fallback), z.enum(UNIT_VALUES, { error: (i) => (i.input === undefined ? MSG.required : 'Unidad inválida') }));
/** A scale code: 1 to 999999 (the digits in use are a setting, checked by the server), or empty. */
const scaleCode = (fallback: null | undefined) =>
  z.preprocess(
    (v) => (v === undefined ? fallback : v === null || (typeof v === 'string' && v.trim() === '') ? null : v),
    integer()
      .refine((v) => v >= 1, MSG.minValue(1))
      .refine((v) => v <= 999_999, MSG.maxValue(999_999))
      .nullable(),
  );

/** The brand of a product: a brand must be chosen (0 or nothing = none chosen). */
export const markChoice = () => z.preprocess(blankTo(0), integer().refine((v) => v >= 1, MSG.chooseBrand));

/** A brand filter: 0 or absent = all brands (the picker's `Todos`). */
export const markFilter = () => z.preprocess(blankTo(0), integer().refine((v) => v >= 0, 'Valor inválido'));

export const productSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  product: z.string(),
  /** null when the product has no barcode (shown 'S/C'). */
  barcode: z.string().nullable(),
  description: z.string(),
  /** Bolivianos, at most 2 decimals. */
  price: z.number(),
  cost: z.number(),
  fk_mark: z.number().int(),
  /** The brand's name. */
  mark: z.string(),
  /** 'unidad' (whole quantities) or 'kg' (sold by weight, 3 decimals). */
  unit: z.enum(UNIT_VALUES),
  /** The code the shop's scale prints in its labels (weighed products only), null when none. */
  scale_code: z.number().int().nullable(),
  /** SIAT's código de producto SIN (catalogue 'productos'), null until one is chosen: an invoice needs it. */
  sin_product_code: z.string().nullable(),
  /** SIAT's unidad de medida (catalogue 'unidades'), null until one is chosen. */
  sin_unit_code: z.string().nullable(),
  enabled: enabledFlag,
  version: rowVersion,
});
export type Product = z.infer<typeof productSchema>;

/** A product with its stock: the sum of its lots' remaining quantities. */
export const productStockSchema = productSchema.extend({ total_quantity: z.number() });
export type ProductStock = z.infer<typeof productStockSchema>;

export const listProductsQuery = z.object({
  page: pageParam(),
  search: searchParam(),
  enabled: stateFilter(),
  fk_mark: markFilter(),
});
export type ListProductsQuery = z.infer<typeof listProductsQuery>;

/** The product fields; also the web's form schema in every mode (register, edit, price update). */
export const createProductBody = z.object({
  code: requiredText(CODE_MAX),
  product: requiredText(PRODUCT_MAX),
  /** Empty = no barcode (null). A barcode may repeat. */
  barcode: optionalText(BARCODE_MAX),
  description: requiredText(PRODUCT_DESCRIPTION_MAX, { multiline: true }),
  price: money(),
  cost: money(),
  fk_mark: markChoice(),
  /** Absent = 'unidad' (a body without `unit` keeps working). */
  unit: productUnit(UNIT_DEFAULT),
  /** Empty = none. */
  scale_code: scaleCode(null),
  /** Empty or absent = none (optional while invoicing is off; the server checks it is in the synced catalogue). */
  sin_product_code: sinCode(null),
  sin_unit_code: sinCode(null),
});
export type CreateProductBody = z.infer<typeof createProductBody>;
export type ProductFormInput = z.input<typeof createProductBody>;

/**
 * Edit (mode 1): the spec's fields with the version the form was loaded with; the barcode is sent
 * even when empty (null or '' clears it); the unit and scale code came later: left out, they keep
 * their values; the row's brand name and state may come back as read (docs/decisions/0022).
 */
export const updateProductFullBody = editBody(
  EDITS['PUT /api/product/update'],
  {
    ...createProductBody.shape,
    barcode: clearableText(BARCODE_MAX),
    unit: productUnit(undefined),
    scale_code: scaleCode(undefined),
    sin_product_code: sinCode(undefined),
    sin_unit_code: sinCode(undefined),
    id: positiveId(),
    version: versionField(),
  },
  productSchema,
).meta({ title: 'Edición' });
export type UpdateProductFullBody = z.infer<typeof updateProductFullBody>;

/**
 * Price update (mode 3, 'Actualizar precio'): only what that form shows and changes (price, cost,
 * brand), so a code, name or description edited meanwhile by someone else is never put back.
 */
export const productPriceForm = z.object({ price: money(), cost: money(), fk_mark: markChoice() });
export type ProductPriceForm = z.infer<typeof productPriceForm>;
export const updateProductPriceBody = productPriceForm.extend({ id: positiveId(), version: versionField() }).meta({ title: 'Actualizar precio' });
export type UpdateProductPriceBody = z.infer<typeof updateProductPriceBody>;

const DESCRIPTIVE_FIELDS = ['code', 'product', 'barcode', 'description', 'unit', 'scale_code', 'sin_product_code', 'sin_unit_code'] as const;
const isPriceUpdate = (v: unknown) =>
  typeof v === 'object' && v !== null && DESCRIPTIVE_FIELDS.every((key) => (v as Record<string, unknown>)[key] === undefined);

export type UpdateProductBody = ({ kind: 'full' } & UpdateProductFullBody) | ({ kind: 'price' } & UpdateProductPriceBody);

/**
 * `product/update` (both the full edit and the price update): a body without any descriptive field is a
 * price update, any other is a full edit validated as such. Chosen by hand first rather than by the
 * union alone so a refused body answers the chosen form's own messages ('Código: Es requerido'),
 * not a union's; a body that passes is parsed by the union, which is what the OpenAPI document shows.
 */
export const updateProductBody = z
  .preprocess(
    (value, ctx) => {
      // Checked strictly here, so an unknown key answers 'Campo no permitido: …' and not the union's
      // message. Added as custom issues: zod lets any other code run on into the union, which drops it.
      const parsed = strictInput(isPriceUpdate(value) ? updateProductPriceBody : updateProductFullBody).safeParse(value);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          if (issue.code !== 'unrecognized_keys') ctx.addIssue({ ...issue, code: 'custom' });
          else for (const message of unknownFieldMessages(issue.path, issue.keys)) ctx.addIssue({ code: 'custom', path: issue.path, message });
        }
      }
      return value;
    },
    // Full first: a price update lacks the code, so only its own branch takes it.
    z
      .union([updateProductFullBody, updateProductPriceBody])
      .transform((b): UpdateProductBody => ('code' in b ? { kind: 'full', ...b } : { kind: 'price', ...b })),
  )
  .meta({
    description:
      'Edición: id, version, code, product, barcode, description, price, cost, fk_mark; unit, scale_code, sin_product_code y sin_unit_code opcionales ' +
      '(si faltan se conservan); mark y enabled de la fila leída se aceptan iguales a los guardados. ' +
      'Actualizar precio: solo id, version, price, cost, fk_mark (ningún campo descriptivo).',
    examples: [{ id: 999_999, version: 1, code: 'LE-1', product: 'Leche Entera', barcode: null, description: 'Bolsa de 1 L', price: 7.5, cost: 6, fk_mark: 999_999, unit: 'unidad', scale_code: null, sin_product_code: null, sin_unit_code: null }],
  });

export const productPage = pagedOf(productSchema);

/** Stock level filter: b up to 16, m 17 to 30, a above 30; '' all. */
export const INVENTORY_LEVELS = { b: 'Bajo', m: 'Moderado', a: 'Alto' } as const;
export type InventoryLevel = keyof typeof INVENTORY_LEVELS;
export const inventoryLevel = z.preprocess(
  blankTo(''),
  z.enum(['', 'b', 'm', 'a'], { error: 'Valor inválido' }),
);

/** Which stock level a quantity belongs to (the colour the stock column shows). */
export function stockLevel(quantity: number): InventoryLevel {
  if (quantity <= STOCK_LOW_MAX) return 'b';
  if (quantity <= STOCK_MODERATE_MAX) return 'm';
  return 'a';
}

export const listProductsWithStockQuery = z.object({
  page: pageParam(),
  search: searchParam(),
  fk_mark: markFilter(),
  inventory_level: inventoryLevel,
});
export type ListProductsWithStockQuery = z.infer<typeof listProductsWithStockQuery>;

export const productStockPage = pagedOf(productStockSchema);

/**
 * The till's text search. Only enabled products are sold, so `enabled` may only be 1 (the spec's
 * payload carries it); `id_mark` 0 or absent = all brands.
 */
export const firstProductsBody = z.object({
  search: searchParam(),
  // The number 1, as the document says ('1' or true is refused like any other value).
  enabled: z.preprocess((v) => (v === undefined || v === null ? 1 : v), z.literal(1, { error: 'Solo se buscan productos habilitados' })),
  id_mark: markFilter(),
});
export type FirstProductsBody = z.infer<typeof firstProductsBody>;

export const searchByBarcodeQuery = z.object({ barcode: requiredText(BARCODE_MAX) });
export type SearchByBarcodeQuery = z.infer<typeof searchByBarcodeQuery>;

export const productStockList = z.array(productStockSchema);
