import { toCents } from './money.js';
import { z } from 'zod';
import { EDITS, editBody } from './edits.js';
import { clearableText, decimalQuantity, enabledFlag, integer, money, MONEY_LIMIT, optionalText, pagedOf, pageParam, positiveId, presentationChoice, rowVersion, searchParam, versionField, zeroOrOne, zeroOrOneText } from './fields.js';
import { salePresentationSchema } from './sales.js';
import { FIELD_LABELS, MSG } from './messages.js';
import { strictInput, unknownFieldMessages } from './strict.js';
import { withRange } from './dates.js';
import { exportQueryOf } from './export.js';
import { idFilter } from './provider-products.js';
import { lineCents, UNIT_VALUES } from './quantity.js';
import { LOT_QUANTITY_MAX } from './lots.js';

/** Every money figure is below Bs. 100.000.000 (fields.ts `money`). */
const MONEY_LIMIT_CENTS = MONEY_LIMIT * 100;

/** The longest purchase gloss, in characters. */
export const PURCHASE_GLOSS_MAX = 200;
/** One purchase holds at most this many lines (a delivery note is never longer; bounds the work). */
export const PURCHASE_LINES_MAX = 200;

/** The purchase forms' texts and the server's refusals. */
export const PURCHASE_MSG = {
  invalidDate: 'Fecha inválida',
  chooseProvider: 'Seleccione un proveedor',
  emptyDetail: 'Añada productos al detalle',
  tooManyLines: `La compra no puede tener más de ${PURCHASE_LINES_MAX} productos`,
  quantityPositive: 'Debe ser mayor a 0',
  /** A line's price × quantity past what a money figure holds (Bs. 99.999.999,99): a slip of the keys. */
  lineTooLarge: 'El subtotal de la línea no puede pasar de Bs. 99.999.999,99: revise la cantidad y el precio',
  missingInfoTitle: 'Falta Información',
  missingInfo: 'Seleccione proveedor y añada productos al detalle',
  cancelledTitle: 'Operación Cancelada',
  alreadyAdded: 'Ya se agregó el producto',
  registered: 'Se registró la compra',
  edited: 'Se editó la compra',
  annulled: 'Se anuló la compra',
  confirmRegister: '¿Está seguro(a) de registrar la compra de:',
  confirmEdit: '¿Está seguro(a) de editar la compra de:',
  confirmAnnul: '¿Está seguro de anular la compra de:',
  notFound: 'No existe la compra',
  alreadyAnnulled: 'La compra ya fue anulada',
  annulTaken: (product: string) => `No se puede anular la compra: el lote de ${product} ya vendió o dio de baja stock`,
  duplicateLine: (product: string) => `El producto ${product} está dos veces en el detalle`,
  lineDiscountTooHigh: (line: number) => `Línea ${line}: el descuento no puede ser mayor al subtotal`,
  lineMismatch: (line: number, field: string, expected: string) => `Línea ${line}: ${field} no coincide; debe ser ${expected}`,
  discountTooHigh: 'El descuento no puede ser mayor al total del detalle',
  totalMismatch: (expected: string) => `El total de la compra no coincide; debe ser ${expected}`,
  /** A line of crates whose units would not fit in one lot. */
  lotTooLarge: (line: number, product: string, units: number) => `Línea ${line} (${product}): son ${units} u; un lote no puede pasar de ${LOT_QUANTITY_MAX} u`,
} as const;

/** Cancelado = 1 (paid), No Cancelado = 0: the wire's `cancelled` means paid. */
export const PAID_STATES = { 1: 'Cancelado', 0: 'No Cancelado' } as const;


const blankToZero = (v: unknown) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? 0 : v);

const isRealDate = (s: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]) && Number(m[1]) >= 1900 && Number(m[1]) <= 2999;
};

/** A calendar date 'YYYY-MM-DD' (1900–2999) that exists: '2025-02-30' is refused. */
export const isoDate = () =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.string({ error: MSG.required }).min(1, MSG.required).refine(isRealDate, PURCHASE_MSG.invalidDate),
  );
/** A date filter: empty or absent = no bound. */
export const dateFilter = () =>
  z.preprocess(
    (v) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? undefined : typeof v === 'string' ? v.trim() : v),
    z.string().refine(isRealDate, PURCHASE_MSG.invalidDate).optional(),
  );


/** The purchase product form and a detail line of record-purchase. */
export const purchaseLineSchema = z.object({
  product_id: positiveId(),
  /**
   * The presentation bought ('Caja x12'); absent, 0 or null: the product's unit. A line of crates
   * counts crates (whole), its price and cost are per crate, and its lot gets units × quantity
   * units at the crate's cost shared per unit to the cent (crate-cost.ts).
   */
  presentation_id: presentationChoice().optional(),
  // A line becomes a lot: no more than a lot may hold.
  quantity: decimalQuantity()
    .refine((v) => v > 0, { message: PURCHASE_MSG.quantityPositive, abort: true })
    .refine((v) => v <= LOT_QUANTITY_MAX, MSG.maxValue(LOT_QUANTITY_MAX)),
  unit_price: money(),
  unit_cost: money(),
  discount: money(),
  expiration_date: isoDate(),
  /** Optional: what the client computed; a different value is refused (the server's figures rule). */
  subtotal: money().optional(),
  total: money().optional(),
}).refine(
  // Only once both are numbers (a refinement may see fields that failed their own checks).
  (l) => !(Number.isFinite(l.unit_price) && Number.isFinite(l.quantity)) || lineCents(toCents(l.unit_price), l.quantity) < MONEY_LIMIT_CENTS,
  { message: PURCHASE_MSG.lineTooLarge, path: ['quantity'] },
);
export type PurchaseLine = z.infer<typeof purchaseLineSchema>;
export type PurchaseLineInput = z.input<typeof purchaseLineSchema>;

/** The purchase data form: also the header of record-purchase and of edit. */
export const purchaseHeaderSchema = z.object({
  fk_provider: z.preprocess(blankToZero, integer().refine((v) => v >= 1, PURCHASE_MSG.chooseProvider)),
  date_purchase: isoDate(),
  cancelled: zeroOrOne(),
  gloss: optionalText(PURCHASE_GLOSS_MAX, { multiline: true }),
  discount: money(),
  /** What the client computed; the server recomputes it and refuses a different one. */
  total_purchase: money().optional(),
});
export type PurchaseHeader = z.infer<typeof purchaseHeaderSchema>;
export type PurchaseHeaderInput = z.input<typeof purchaseHeaderSchema>;

/** The purchase data form's own fields (what the dialog edits). */
export const purchaseDataForm = purchaseHeaderSchema.pick({ date_purchase: true, gloss: true }).extend({ cancelled: zeroOrOneText() });
export type PurchaseDataFormInput = z.input<typeof purchaseDataForm>;

/** The header's names are the shared ones (the edit answers with them too); a line's are its form's. */
const FIELD_NAMES: Record<string, string> = {
  ...FIELD_LABELS,
  product_id: 'Producto',
  presentation_id: 'Presentación',
  quantity: 'Cantidad',
  unit_price: 'P.U.',
  unit_cost: 'Costo',
  expiration_date: 'Fecha Vencimiento',
  subtotal: 'Sub Total',
  total: 'Total',
};
const issueText = (prefix: string, issue: z.core.$ZodIssue) => {
  const field = String(issue.path[0] ?? '');
  return `${prefix}${FIELD_NAMES[field] ?? field}: ${issue.message}`.replace(/^: /, '');
};

/** record-purchase as the OpenAPI document shows it; it parses once the checks below found nothing. */
const recordPurchaseShape = z.object({
  purchase: purchaseHeaderSchema,
  detail: z.array(purchaseLineSchema).min(1).max(PURCHASE_LINES_MAX),
});
const strictHeader = strictInput(purchaseHeaderSchema);
const strictLine = strictInput(purchaseLineSchema);

/**
 * The messages of one part of the body: an unknown key named by its path like every route names it
 * ('Campo no permitido: detail.0.unit_cst'), any other issue with its place ('Línea 1 · Costo: …').
 */
function partIssues(schema: z.ZodType, value: unknown, path: (string | number)[], prefix: string): string[] {
  const parsed = schema.safeParse(value ?? {});
  if (parsed.success) return [];
  return parsed.error.issues.flatMap((i) => (i.code === 'unrecognized_keys' ? unknownFieldMessages([...path, ...i.path], i.keys) : [issueText(prefix, i)]));
}

/**
 * record-purchase `{ purchase, detail }`. Checked by hand first so every message names where it is:
 * 'Compra · Proveedor: Es requerido', 'Línea 2 · Cantidad: Debe ser mayor a 0' (the plain nested
 * schema would answer 'detail: Debe ser mayor a 0' without saying which line), and an unknown key
 * is named even beside other faults (a misspelt `unit_cst` also leaves `unit_cost` missing); a
 * body that passes is then parsed by that schema, which is also what the document describes.
 */
export const recordPurchaseBody = z.preprocess((value, ctx) => {
  const body = (value && typeof value === 'object' ? value : {}) as { purchase?: unknown; detail?: unknown };
  const messages = Array.isArray(value) ? [] : unknownFieldMessages([], Object.keys(body).filter((k) => k !== 'purchase' && k !== 'detail'));
  messages.push(...partIssues(strictHeader, body.purchase, ['purchase'], 'Compra · '));
  if (!Array.isArray(body.detail) || body.detail.length === 0) messages.push(PURCHASE_MSG.emptyDetail);
  else if (body.detail.length > PURCHASE_LINES_MAX) messages.push(PURCHASE_MSG.tooManyLines);
  else body.detail.forEach((line, i) => messages.push(...partIssues(strictLine, line, ['detail', i], `Línea ${i + 1} · `)));
  for (const message of messages) ctx.addIssue({ code: 'custom', message });
  return value;
}, recordPurchaseShape);
export type RecordPurchaseBody = z.output<typeof recordPurchaseBody>;

export const purchaseLineAnswer = z.object({
  id: z.number().int(),
  product: z.string(),
  code: z.string(),
  /** The product's unit: a 'kg' line's quantity is a weight. */
  unit: z.enum(UNIT_VALUES),
  /**
   * The crate bought with the units it had then (quantity counts crates, unit_price and unit_cost
   * are per crate); null for the unit. Absent in an answer kept from before presentations.
   */
  presentation: salePresentationSchema.nullable().optional(),
  pivot: z.object({
    unit_price: z.number(),
    unit_cost: z.number(),
    quantity: z.number(),
    discount: z.number(),
    subtotal: z.number(),
    total: z.number(),
    expiration_date: z.string(),
    fk_lot: z.number().int().nullable(),
  }),
});
export type PurchaseLineAnswer = z.infer<typeof purchaseLineAnswer>;

export const purchaseSchema = z.object({
  id: z.number().int(),
  total_purchase: z.number(),
  discount: z.number(),
  cancelled: z.union([z.literal(0), z.literal(1)]),
  gloss: z.string().nullable(),
  date_purchase: z.string(),
  fk_provider: z.number().int(),
  provider: z.object({ provider: z.string() }),
  fk_user: z.number().int(),
  user: z.string(),
  /** Registration date and hour in the business time zone. */
  date: z.string(),
  hour: z.string(),
  enabled: enabledFlag,
  version: rowVersion,
  products: z.array(purchaseLineAnswer),
});
export type Purchase = z.infer<typeof purchaseSchema>;

/**
 * edit: only the header (provider, date, paid, gloss, discount, the total it comes to), with the row
 * version. The whole header is sent (docs/decisions/0022): gloss null or '' clears it. The purchase
 * as listed may come back whole: its other keys (provider, user, lines…) equal to what is stored.
 */
export const editPurchaseBody = editBody(
  EDITS['PUT /api/purchase/edit'],
  {
    ...purchaseHeaderSchema.shape,
    gloss: clearableText(PURCHASE_GLOSS_MAX, { multiline: true }),
    total_purchase: money(),
    id: positiveId(),
    version: versionField(),
  },
  purchaseSchema,
);
export type EditPurchaseBody = z.infer<typeof editPurchaseBody>;

/** The paid filter of the purchase lists: SI=1, Todos=2, NO=0. */
export const CANCELLED_FILTER = { 2: 'Todos', 1: 'SI', 0: 'NO' } as const;
const cancelledFilter = () =>
  z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? 2 : Number(v)),
    z.union([z.literal(0), z.literal(1), z.literal(2)], { error: 'Valor inválido' }),
  );

const range = { page: pageParam(), date_from: dateFilter(), date_to: dateFilter() };

/** purchases-report-register (registration dates) and purchases-report (purchase dates). */
export const purchasesReportShape = z.object({ ...range, cancelled: cancelledFilter(), fk_provider: idFilter() });
export const purchasesReportQuery = withRange(purchasesReportShape);
export type PurchasesReportQuery = z.infer<typeof purchasesReportQuery>;

export const canceledPurchasesShape = z.object({ ...range, fk_user: idFilter(), fk_provider: idFilter() });
export const canceledPurchasesQuery = withRange(canceledPurchasesShape);
export type CanceledPurchasesQuery = z.infer<typeof canceledPurchasesQuery>;

export const purchasesByProductShape = z.object({ ...range, provider_id: idFilter(), product_id: idFilter() });
export const purchasesByProductQuery = withRange(purchasesByProductShape);

/** The `/export` twins: the same filters plus `format`. */
export const purchasesReportExportQuery = withRange(exportQueryOf(purchasesReportShape));
export const canceledPurchasesExportQuery = withRange(exportQueryOf(canceledPurchasesShape));
export const purchasesByProductExportQuery = withRange(exportQueryOf(purchasesByProductShape));
export type PurchasesByProductQuery = z.infer<typeof purchasesByProductQuery>;

/** Paged purchases with the sum of their totals over the whole filter (not just the page). */
export const purchasePage = pagedOf(purchaseSchema).extend({
  total_purchases: z.number(),
  /** What went back to the providers (purchase/return) from the listed purchases' lots, at their cost. */
  total_returned: z.number(),
});
export type PurchasePage = z.infer<typeof purchasePage>;

/** A purchase line of purchases-by-product: N°, Producto, P.U., Cant., Sub Total, Desc., Total, Fecha Compra. */
export const purchaseByProductRow = z.object({
  id: z.number().int(),
  fk_purchase: z.number().int(),
  product_id: z.number().int(),
  product: z.string(),
  /** The product's unit: a 'kg' line's quantity is a weight. */
  unit: z.enum(UNIT_VALUES),
  /** The crate bought (quantity counts crates, P.U. is per crate); null for the unit. */
  presentation: salePresentationSchema.nullable(),
  provider: z.string(),
  unit_price: z.number(),
  quantity: z.number(),
  subtotal: z.number(),
  discount: z.number(),
  total: z.number(),
  date_purchase: z.string(),
});
export type PurchaseByProductRow = z.infer<typeof purchaseByProductRow>;
/** `total_quantity` counts the product's units: a line of crates adds crates × units. */
export const purchaseByProductPage = pagedOf(purchaseByProductRow).extend({ total_purchases: z.number(), total_quantity: z.number() });
export type PurchaseByProductPage = z.infer<typeof purchaseByProductPage>;

/** A provider as the purchase screen's search dialog lists it ('options' access, unlike provider/list). */
export const purchaseProviderChoice = z.object({ id: z.number().int(), provider: z.string(), description: z.string(), enabled: enabledFlag });
export const purchaseProviderPage = pagedOf(purchaseProviderChoice);
/** `all=1`: disabled rows too (a report's filter may look for a provider no longer used). */
export const purchaseChoiceQuery = z.object({
  search: searchParam(),
  all: z.preprocess((v) => (v === undefined || v === null || v === '' ? 0 : Number(v)), z.union([z.literal(0), z.literal(1)], { error: 'Valor inválido' })),
});
/** A product as the purchase screen's product dialog lists it (enabled products, 'options' access). */
export const purchaseProductChoice = z.object({
  id: z.number().int(),
  code: z.string(),
  product: z.string(),
  /** 'kg': the line's quantity is a weight (3 decimals). */
  unit: z.enum(UNIT_VALUES),
  cost: z.number(),
  price: z.number(),
  total_quantity: z.number(),
  /** Its enabled presentations, which a line may be bought by (none for a weighed product). */
  presentations: z.array(salePresentationSchema),
});
export type PurchaseProductChoice = z.infer<typeof purchaseProductChoice>;
export const purchaseProductPage = pagedOf(purchaseProductChoice);
export type PurchaseProviderChoice = z.infer<typeof purchaseProviderChoice>;
