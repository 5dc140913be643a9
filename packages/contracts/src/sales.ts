import { z } from 'zod';
import { MSG } from './messages.js';
import { IDEMPOTENCY_MSG } from './idempotency.js';
import { BUSINESS_NAME_MAX, CI_NIT_MAX } from './clients.js';
import { BARCODE_MAX, PRODUCT_MAX } from './products.js';
import { TYPE_PAY_MAX } from './type-payments.js';
import { lineCents, quantityInWords, UNIT_VALUES, type ProductUnit } from './quantity.js';
import { formatCents, toCents } from './money.js';
import { SCALE_MSG } from './scale-label.js';
import { scaleFormatSchema } from './settings.js';
import { offlineSaleInfo } from './offline-sale.js';
import { annulMotivo, saleInvoiceBody, saleInvoiceSummary } from './invoices.js';
import { listPriceRowSchema, tillPriceListParam } from './till-price-lists.js';
import { decimalQuantity, integer, money, optionalText, pageParam, positiveId, presentationChoice, requiredText, searchParam, zeroOrOne } from './fields.js';


/**
 * The till (VENTAS · VENDER): the sale draft, its line rules and the recorded sale. Money travels
 * as numbers with 2 decimals (a promotion line's effective unit price keeps 4) and is computed in
 * integer cents on both sides with the pure functions below, so the web and the server agree to
 * the cent and the server can refuse any figure that differs.
 */

/** The till's texts (checks and dialogs), exactly as the person reads them. */
export const SALE_MSG = {
  cancelledTitle: 'Operación Cancelada',
  doneTitle: 'Operación Realizada',
  notFoundTitle: 'Producto no Encontrado',
  noBarcode: 'No existe el código de barra',
  insufficient: (product: string) => `Inventario insuficiente de ${product}`,
  /** The lots hold it, but pending orders (PEDIDOS) hold part of it: stock − reserved is short. */
  reservedForOrders: (product: string) => `Inventario insuficiente de ${product}: el resto está reservado para pedidos`,
  /** An order reserved the units between the sale's read and its write (rare): sending it again reads the new figures. */
  reservedMeanwhile: 'Un pedido acaba de reservar unidades de un producto de la venta: revise las cantidades y vuelva a intentar',
  aboveStock: 'No puede ser mayor al inventario',
  promotionNotApplicable: 'No se puede aplicar la promoción para la cantidad seleccionada',
  addToDetail: 'Añada al detalle',
  /** The spec's text for an unreadable discount; the till says what is wrong instead (discountUnreadable). */
  enterDiscount: 'Ingrese el descuento',
  enterPaid: 'Ingrese el monto cancelado',
  fixClientForm: 'Corrija el formulario',
  added: (product: string) => `Se agregó ${product}`,
  quantityUpdated: 'Cantidad Actualizada',
  recorded: 'Se registró la venta',
  annulled: 'Se anuló la venta',
  // Server-side refusals (400) the spec leaves open.
  discountAboveSubtotal: 'El descuento no puede ser mayor al subtotal',
  paidBelowTotal: 'El monto cancelado no puede ser menor al total',
  /** The till's: a change of Bs. 200 or more means a slip (a scan into Cancelado), as no note is larger. */
  changeAboveNote: (change: string) => `El cambio sería ${change}: más que el billete más grande (Bs. 200). Revise el monto cancelado`,
  /** The till's: what is wrong with the typed Cancelado. */
  paidUnreadable: (why: string) => `Cancelado: ${why}`,
  /** The till's: what is wrong with the typed Descuento ('Descuento: Solo se permiten 2 decimales'). */
  discountUnreadable: (why: string) => `Descuento: ${why}`,
  creditNeedsClient: 'Una venta a crédito necesita un cliente',
  /** A credit sale to the stand-in for no client ('S/N'): no one could be asked to pay it. */
  creditToNoClient: (name: string) => `Una venta a crédito necesita un cliente: ${name} es una venta sin cliente`,
  creditNoPayment: 'Una venta a crédito no lleva tipo de pago',
  paymentRequired: 'Elija un tipo de pago',
  paymentMissing: 'No existe el tipo de pago',
  paymentDisabled: (name: string) => `El tipo de pago ${name} está inhabilitado`,
  /** 'Saldo a favor' spends a client's saldo (decision 0072): a sale with no client has none. */
  saldoNeedsClient: 'El pago con Saldo a favor necesita un cliente',
  /** Never above the saldo: what the client has, to the cent. */
  saldoShort: (client: string, saldoCents: number) => `El saldo a favor de ${client} es ${formatCents(saldoCents)}`,
  /** The offline till cannot know the saldo now, nor keep two tills from spending it twice. */
  saldoOffline: 'Saldo a favor requiere conexión',
  clientMissing: 'No existe el cliente',
  clientDisabled: (name: string) => `El cliente ${name} está inhabilitado`,
  productMissing: (id: number) => `No existe el producto ${id}`,
  productDisabled: (name: string) => `El producto ${name} está inhabilitado`,
  saleMissing: 'No existe la venta',
  alreadyAnnulled: 'La venta ya fue anulada',
  /**
   * A credit sale whose debt was collected is not annulled: the collection is in that day's
   * closing (cash counted and closed) and there is no call to undo it. Says what to do instead.
   */
  debtCollected:
    'La deuda de esta venta ya fue cobrada: no se puede anular. Registre la devolución del dinero como un gasto y, si vuelven productos, ingréselos como un lote nuevo',
  /** The same for a debt partly collected (decision 0036): its payments are in their days' closings. */
  debtPartlyCollected:
    'La deuda de esta venta tiene cobros registrados: no se puede anular. Registre la devolución del dinero como un gasto y, si vuelven productos, ingréselos como un lote nuevo',
  idempotencyReused: 'Esta venta ya se registró con otros datos (Idempotency-Key repetida); inicie una venta nueva',
  idempotencyInvalid: IDEMPOTENCY_MSG.invalid,
  /** A figure of line `n` (1-based, as the N° column) that the server computes otherwise. */
  lineMismatch: (n: number, product: string, field: string, expected: string) =>
    `Línea ${n} (${product}): ${field} no coincide; corresponde ${expected}`,
  lineNoDiscount: (n: number, product: string) => `Línea ${n} (${product}): el producto no tiene un descuento habilitado`,
  lineDiscountQuantity: (n: number, product: string, quantity: number, unit: ProductUnit = 'unidad') =>
    `Línea ${n} (${product}): el descuento se aplica desde ${quantityInWords(quantity, unit)}`,
  /** The till's: the line is below its discount's threshold ('desde 6 unidades', 'desde 0,5 kg'). */
  discountFrom: (quantity: number, unit: ProductUnit = 'unidad') => `El descuento se aplica desde ${quantityInWords(quantity, unit)}`,
  lineNoPromotion: (n: number, product: string) => `Línea ${n} (${product}): el producto no tiene esa promoción habilitada`,
  linePromotionQuantity: (n: number, product: string) =>
    `Línea ${n} (${product}): No se puede aplicar la promoción para la cantidad seleccionada`,
  figureMismatch: (field: string, expected: string) => `${field} no coincide; corresponde ${expected}`,
} as const;

/** The receipt's paper widths (80 mm by default, 58 mm selectable). */
export const RECEIPT_WIDTHS = [80, 58] as const;
export type ReceiptWidth = (typeof RECEIPT_WIDTHS)[number];
/** Receipt printing starts this long after the sale. */
export const RECEIPT_PRINT_DELAY_MS = 500;
/** Most lines one sale may carry. */
export const SALE_LINES_MAX = 200;

// ---------------------------------------------------------------------------------------------
// Pure money arithmetic shared by the web's cart and the server's check.

/** The till's promotion text: "2x3" = pay 2, take 3 (same form as the promotions screen). */
const promotionLabel = (p: PromotionTerms) => `${p.quantity_sale}x${p.quantity_promotion}`;
/** A unit price with up to 4 decimals → integer ten-thousandths. */
export const toTenThousandths = (amount: number): number => Math.round(amount * 10_000);

export interface PromotionTerms {
  /** Units taken per group (the 3 of "2x3"). */
  quantity_promotion: number;
  /** Units paid per group (the 2 of "2x3"). */
  quantity_sale: number;
}
export interface DiscountTerms {
  unit_price: number;
  /** From this many units on. */
  quantity: number;
}

/**
 * The discount a product offers at its price: only a lower price is one. A product's price can no
 * longer drop to its enabled discount (products.service), but a shop's older data may hold one:
 * the till neither shows nor applies it (a sale cannot claim it: its line discount would be
 * negative, which the contract refuses).
 */
export const discountInForce = (priceCents: number, discount: DiscountTerms | null | undefined): DiscountTerms | null =>
  discount && toCents(discount.unit_price) < priceCents ? discount : null;


export type LineMode = 'plain' | 'discount' | 'promotion';

export interface LineFigures {
  /** Effective unit price, ten-thousandths (4 decimals). */
  unitPrice4: number;
  /** System price minus effective unit price, ten-thousandths. */
  discount4: number;
  /** Line total in cents: exactly price × paid quantity for a promotion. */
  totalCents: number;
  promotion: string | null;
}

/** Whether `quantity` allows the promotion: exact multiples of its take quantity only. */
export const promotionApplies = (quantity: number, p: PromotionTerms) =>
  quantity > 0 && Number.isInteger(quantity) && quantity % p.quantity_promotion === 0;

/**
 * A line's figures from the product's price (cents) and the chosen mode. Null when the mode does
 * not apply (no terms, discount below its quantity, promotion not an exact multiple).
 */
export function lineFigures(
  priceCents: number,
  quantity: number,
  mode: LineMode,
  terms: { discount?: DiscountTerms | null; promotion?: PromotionTerms | null } = {},
): LineFigures | null {
  const price4 = priceCents * 100;
  if (mode === 'plain') return { unitPrice4: price4, discount4: 0, totalCents: lineCents(priceCents, quantity), promotion: null };
  if (mode === 'discount') {
    const d = terms.discount;
    if (!d || quantity < d.quantity) return null;
    const unitCents = toCents(d.unit_price);
    return { unitPrice4: unitCents * 100, discount4: price4 - unitCents * 100, totalCents: lineCents(unitCents, quantity), promotion: null };
  }
  const p = terms.promotion;
  if (!p || !promotionApplies(quantity, p)) return null;
  const paid = (quantity / p.quantity_promotion) * p.quantity_sale;
  const totalCents = priceCents * paid;
  const unitPrice4 = Math.round((totalCents * 100) / quantity);
  return { unitPrice4, discount4: price4 - unitPrice4, totalCents, promotion: promotionLabel(p) };
}

/**
 * Spreads a sale's discount over its lines in proportion to their totals, largest remainder first
 * (ties: earlier line), so the shares add up exactly to the discount and each line's net figure
 * adds up to total_sale (docs/decisions: sales rollups).
 */
export function spreadDiscount(lineTotalsCents: number[], discountCents: number): number[] {
  const subtotal = lineTotalsCents.reduce((a, b) => a + b, 0);
  if (subtotal === 0 || discountCents === 0) return lineTotalsCents.map(() => 0);
  const exact = lineTotalsCents.map((t) => (t * discountCents) / subtotal);
  const shares = exact.map(Math.floor);
  let left = discountCents - shares.reduce((a, b) => a + b, 0);
  const order = exact.map((v, i) => ({ i, r: v - Math.floor(v) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i] += 1;
    left -= 1;
  }
  return shares;
}

// ---------------------------------------------------------------------------------------------
// Calls.

/** A unit price: money with at most 4 decimals (a promotion's price per unit, 5,00 / 3). */
const unitPrice = () => money({ decimals: 4 });
/** The line discount (system price minus applied price): 4 decimals, may not be negative. */
const lineDiscount = unitPrice;

/** Whole for a unit product, up to 3 decimals (kg) for a weighed one: the server checks the unit. */
const quantity = () =>
  decimalQuantity()
    .refine((v) => v > 0, 'La cantidad debe ser 1 o mayor (por peso: mayor a 0)')
    .refine((v) => v <= 1_000_000, 'La cantidad no puede exceder 1000000');

/**
 * A detail line as the web's draft sends it. `unit_cost` and `product` are informative
 * (the server prices and costs from its own rows) but bounded and typed like every other field.
 */
export const saleLineBody = z.object({
  product_id: positiveId(),
  /**
   * The presentation sold ('Caja x12'); absent, 0 or null: the product's unit. A presentation's
   * line counts crates (`quantity` whole) at the crate's price, and takes units × quantity of stock.
   */
  presentation_id: presentationChoice().optional(),
  quantity: quantity(),
  unit_price: unitPrice(),
  unit_price_system: unitPrice(),
  discount: z.preprocess((v) => (v === undefined || v === null || v === '' ? 0 : v), lineDiscount()),
  /** '' or null = no promotion; otherwise the promotion's text, e.g. '2x3'. */
  promotion: z.preprocess(
    (v) => (v === undefined || v === null ? '' : typeof v === 'string' ? v.trim() : v),
    z.string({ error: 'Promoción inválida' }).max(20, MSG.maxLength(20)),
  ),
  unit_cost: money().optional(),
  product: optionalText(PRODUCT_MAX).optional(),
  /**
   * The scale label the line was scanned from (EAN-13, Configuraciones' format): the server reads
   * the weight from it again, and for a price label takes the label's price as the line total.
   */
  scale_label: z.preprocess((v) => (v === null || v === '' ? undefined : v), z.string({ error: SCALE_MSG.invalid }).regex(/^\d{13}$/, SCALE_MSG.invalid).optional()),
});
export type SaleLineBody = z.infer<typeof saleLineBody>;

/** The sale header of the draft. */
export const saleHeaderBody = z.object({
  discount: money(),
  money_paid: money(),
  total_sale: money(),
  change_box: money(),
  /** 1 paid, 0 on credit. */
  cancelled: zeroOrOne({ fallback: 1 }),
  /** The payment type; 0 or null on credit. */
  id_type_payment: z.preprocess((v) => (v === undefined || v === null || v === '' ? 0 : v), integer().refine((v) => v >= 0, 'Valor inválido')),
  /** Informative: the payment type's name (or 'A crédito'); the server answers its own. */
  text_type_pay: optionalText(TYPE_PAY_MAX).optional(),
});
export type SaleHeaderBody = z.infer<typeof saleHeaderBody>;

/** The client of 'Venta + Cliente' / 'Deuda + Cliente': an existing one (id) or a new one. */
export const saleClientBody = z.object({
  id: z.preprocess((v) => (v === undefined || v === null || v === '' ? 0 : v), integer().refine((v) => v >= 0, 'Valor inválido')),
  business_name: requiredText(BUSINESS_NAME_MAX),
  ci_nit: requiredText(CI_NIT_MAX),
});
export type SaleClientBody = z.infer<typeof saleClientBody>;

export const recordSaleBody = z
  .object({
    /** 1: register `client` as a new client with the sale. */
    register_client: zeroOrOne({ fallback: 0 }),
    /** 1: a direct sale without a client ('Venta Directa'). */
    without_client: zeroOrOne({ fallback: 1 }),
    sale: saleHeaderBody,
    detail: z.array(saleLineBody, { error: SALE_MSG.addToDetail }).min(1, SALE_MSG.addToDetail).max(SALE_LINES_MAX, `No puede tener más de ${SALE_LINES_MAX} líneas`),
    client: saleClientBody.nullish(),
    /**
     * 1: the cashier confirmed a credit sale the 'advertir' credit control warned about (over the
     * limit or with overdue debts); recorded in the sale's audit row. Ignored by 'bloquear'.
     */
    credit_confirmed: zeroOrOne({ fallback: 0 }).optional(),
    /**
     * A sale made while the till could not reach the server (decision 0043), sent at sync: dated
     * at its moment, priced against the prices then in force, never refused for a stale price or a
     * shortfall (both go to the reconciliation list). Absent for a sale made online.
     */
    offline: offlineSaleInfo.optional(),
    /**
     * Factura: the sale asks for a SIAT invoice to this buyer (also an offline sale, which carries it
     * to the server at sync). Absent: no invoice. Refused while invoicing is off.
     */
    invoice: saleInvoiceBody.optional(),
  })
  .superRefine((b, ctx) => {
    if (b.without_client === 0 && !b.client) ctx.addIssue({ code: 'custom', path: ['client'], message: SALE_MSG.fixClientForm });
  });
export type RecordSaleBody = z.infer<typeof recordSaleBody>;


/** A payment type as a sale carries it (`type_payment`). */
export const salePaymentTypeSchema = z.object({ id: z.number().int(), type_pay: z.string(), is_cash: z.union([z.literal(0), z.literal(1)]) });
export type SalePaymentType = z.infer<typeof salePaymentTypeSchema>;

/**
 * The presentation a sale line sold ('Caja x12' of 12 units), with the units it had then: the line's
 * quantity counts crates, its prices are per crate, and it took quantity × units of stock.
 */
export const salePresentationSchema = z.object({ id: z.number().int(), name: z.string(), units: z.number().int() });
export type SalePresentation = z.infer<typeof salePresentationSchema>;

/**
 * A sale's line as every sale answer gives it: the product (`id`, `product`, `code`) with the sale's
 * figures in `pivot`, like a purchase's lines. `total` (quantity × unit_price; price × paid
 * quantity for a promotion) is ours; cost = quantity × unit_cost, profit = total − cost.
 */
export const saleLineSchema = z.object({
  /** The product's id. */
  id: z.number().int(),
  product: z.string(),
  code: z.string(),
  /** The product's unit: a 'kg' line's quantity is a weight ('0,750 kg'). */
  unit: z.enum(UNIT_VALUES),
  pivot: z.object({
    unit_price_system: z.number(),
    /** System price minus the applied unit price (4 decimals). */
    discount: z.number(),
    /** The applied unit price (4 decimals for a promotion). */
    unit_price: z.number(),
    quantity: z.number(),
    /** The weighted cost of the lots the line took (4 decimals). */
    unit_cost: z.number(),
    /** The promotion's text ('2x3'), null without one. */
    promotion: z.string().nullable(),
    total: z.number(),
    /**
     * The client's price list that priced the line (its name: 'Mayorista'; the receipt prints
     * 'Lista Mayorista'), null at the counter's prices. Absent in an answer kept from before lists.
     */
    price_list: z.string().nullable().optional(),
    /** The crate sold, null for the unit (absent in an answer kept from before presentations). */
    presentation: salePresentationSchema.nullable().optional(),
    /** The line's own id (sale_details.id), what a return names; absent in an answer kept from before returns. */
    sale_line_id: z.number().int().optional(),
    /** What returns took back of the line so far, in the product's unit (a crate line: units). */
    returned_quantity: z.number().optional(),
    /** What returns of the line refunded so far (Bs.). */
    returned_amount: z.number().optional(),
  }),
});
export type SaleLine = z.infer<typeof saleLineSchema>;

/** A recorded sale: what the receipt prints and every sale list reads back. */
export const saleSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  hour: z.string(),
  subtotal: z.number(),
  discount: z.number(),
  total_sale: z.number(),
  money_paid: z.number(),
  change_box: z.number(),
  /** What was handed beyond the total: money_paid − total_sale, never negative (0 on credit). */
  excess: z.number(),
  cancelled: z.union([z.literal(0), z.literal(1)]),
  enabled: z.union([z.literal(0), z.literal(1)]),
  id_type_payment: z.number().int().nullable(),
  /** 'e' cash, 'c' card, 'q' QR/other; null on credit. */
  type_pay: z.string().nullable(),
  /** The payment type the sale was sold with; null when sold on credit. */
  type_payment: salePaymentTypeSchema.nullable(),
  /** Tipo Pago as every list and export shows it: `salePaymentText`. */
  text_type_pay: z.string(),
  /** The day a credit sale's debt was collected (business date); null otherwise. */
  date_debt: z.string().nullable(),
  /** Ours: the payment type a credit sale's debt was collected with; null otherwise. */
  type_payment_debt: salePaymentTypeSchema.nullable(),
  /** Ours: what was paid of a credit sale's debt so far (decision 0036); the balance is total_sale − debt_paid. 0 for a paid sale. */
  debt_paid: z.number(),
  client: z.object({ id: z.number().int(), business_name: z.string(), ci_nit: z.string() }).nullable(),
  user: z.object({ id: z.number().int(), name: z.string() }),
  products: z.array(saleLineSchema),
  /** The sale's SIAT invoice, null without one (absent in an answer kept from before invoicing). */
  invoice: saleInvoiceSummary.nullable().optional(),
});
export type Sale = z.infer<typeof saleSchema>;

export const CREDIT_TEXT = 'A crédito';

/**
 * The one definition of a sale's 'Tipo Pago' for every screen and export: the
 * payment type it was sold with; 'A crédito' while its debt is open; once collected 'A crédito
 * (cobrada: {type})' — still a credit sale (the reports' 'A crédito' filter finds it), now paid.
 */
export function salePaymentText(sale: Pick<Sale, 'type_payment' | 'type_payment_debt'>): string {
  if (sale.type_payment) return sale.type_payment.type_pay;
  if (sale.type_payment_debt) return `${CREDIT_TEXT} (cobrada: ${sale.type_payment_debt.type_pay})`;
  return CREDIT_TEXT;
}

export const cancelSaleBody = z.object({
  id: positiveId(),
  /** The sale's invoice is annulled with SIAT with this motivo (ANNUL_MOTIVOS; 1 when absent). A sale without one ignores it. */
  motivo_anulacion: annulMotivo().optional(),
});
export type CancelSaleBody = z.infer<typeof cancelSaleBody>;
export const cancelSaleAnswer = z.object({ id: z.number().int(), enabled: z.literal(0), total_sale: z.number() });

/** `GET sale/sales-day`: today's (business date) enabled sales, newest first; 'u' sees only its own. */
export const salesDayQuery = z.object({ page: pageParam() });
export type SalesDayQuery = z.infer<typeof salesDayQuery>;

/** GET sale/show: one sale with its lines, as the lists answer it (what 'Devolver' opens from the estado de cuenta). */
export const saleShowQuery = z.object({ id: positiveId() });
export type SaleShowQuery = z.infer<typeof saleShowQuery>;
export const salesDayPage = z.object({
  data: z.array(saleSchema),
  current_page: z.number().int(),
  last_page: z.number().int(),
  total: z.number().int(),
  /** Sum of total_sale over the whole day's list (not only this page). */
  total_sale: z.number(),
});
export type SalesDayPage = z.infer<typeof salesDayPage>;

/** A product as the till shows and prices it: sellable stock (non-expired lots) and its terms. */
export const tillProductSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  product: z.string(),
  barcode: z.string().nullable(),
  mark: z.string(),
  price: z.number(),
  cost: z.number(),
  unit: z.enum(UNIT_VALUES),
  scale_code: z.number().int().nullable(),
  stock: z.number(),
  /** From `quantity` on (kilograms with 3 decimals for a weighed product). */
  discount: z.object({ unit_price: z.number(), quantity: z.number() }).nullable(),
  promotion: z.object({ quantity_promotion: z.number().int(), quantity_sale: z.number().int() }).nullable(),
  /** Asked with `price_list_id`: the product's rows of that list (none: the counter's prices). */
  list_rows: z.array(listPriceRowSchema).optional(),
});
export type TillProduct = z.infer<typeof tillProductSchema>;
export const tillProductList = z.array(tillProductSchema);

/** sale/till-scale-label: a scanned scale label. */
export const tillScaleLabelQuery = z.object({ code: requiredText(BARCODE_MAX) });
/** A scale label's line: the product, its weight (kg, 3 decimals) and the line's total (Bs.). */
export const tillScaleLineSchema = z.object({ product: tillProductSchema, quantity: z.number(), total: z.number(), scale_label: z.string() });
export type TillScaleLine = z.infer<typeof tillScaleLineSchema>;

/** `price_list_id`: the chosen client's list, so a scan prices with it in one round trip. */
export const tillBarcodeQuery = z.object({ barcode: requiredText(BARCODE_MAX), price_list_id: tillPriceListParam() });
export const tillSearchQuery = z.object({ search: searchParam(), price_list_id: tillPriceListParam() });

/** The payment types the till offers (enabled ones). */
export const tillPaymentSchema = salePaymentTypeSchema.extend({ code: z.string() });
export type TillPayment = z.infer<typeof tillPaymentSchema>;
export const tillSetupSchema = z.object({
  payments: z.array(tillPaymentSchema),
  address: z.string(),
  cellphone_number: z.string(),
  /** The setting 'Aplicar ofertas automáticamente' (1 on). */
  auto_offers: z.union([z.literal(0), z.literal(1)]),
  /** Today in the business time zone. */
  today: z.string(),
  /** The scale labels' format (Configuraciones). */
  scale: scaleFormatSchema,
  /**
   * 1 while the shop invoices (Configuraciones → Facturación): the till offers 'Factura'. 0 for a
   * snapshot kept from before invoicing.
   */
  invoicing: z.union([z.literal(0), z.literal(1)]).default(0),
});
export type TillSetup = z.infer<typeof tillSetupSchema>;
