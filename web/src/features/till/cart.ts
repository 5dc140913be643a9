import {
  toCents,
  listPriceFor,
  offerLines,
  priceQuantity,
  TILL_LIST_MSG,
  type PriceListTerms,
  shownLine,
  lineFigures,
  readMoneyText,
  readQuantityText,
  toMilli,
  MSG,
  QUANTITY_MSG,
  SALE_MSG,
  SCALE_MSG,
  type LineMode,
  type LineFigures,
  type RecordSaleBody,
  type SaleClientBody,
  type TillPayment,
  type TillProduct,
  type TillScaleLine,
  formatCents,
  formatQuantity,
  presentationQuantityText,
  PRESENTATION_MSG,
  soldUnits,
  type TillPresentation,
} from '@lactea/contracts';

/**
 * The till's cart (the sale draft and its line rules), pure: every function answers a new
 * cart or a refusal text, so the desktop and mobile screens share the rules and tests read them.
 * Money in integer cents (the same `lineFigures` the server checks with).
 */
export interface CartLine {
  key: string;
  product: TillProduct;
  quantity: number;
  mode: LineMode;
  /**
   * True while the till chose the mode itself (setting 'Aplicar ofertas automáticamente'); a manual
   * action (apply discount or promotion, clear) sets it false until the next scan or quantity edit.
   */
  auto: boolean;
  /**
   * A line scanned from a scale label (docs/decisions/0034): the server reads the label again;
   * a price label's line total is the label's price (`labelTotalCents`), not weight × price.
   */
  scaleLabel?: string;
  labelTotalCents?: number;
  /**
   * The rest of a product's quantity beyond its promoted multiple (automatic offers: 3 at 2x3 + 1),
   * always right after the line it was split from: a scan or quantity edit of either prices the two
   * together again (`regroup`).
   */
  rest?: boolean;
  /**
   * The client's price list prices the line (list-pricing.ts's rule): the list's unit price, no
   * discount, no promotion; the till and the receipt show 'Lista Mayorista' instead of offers.
   */
  list?: LineList;
  /**
   * The presentation the line sells ('Caja x12'): its quantity counts crates at the crate's price,
   * it takes units × quantity of the product's stock, and it never takes the product's discount or
   * promotion (a crate's price is its own). Absent: the product's unit.
   */
  presentation?: TillPresentation;
}

/** What a scan adds: a product, or (a presentation's barcode) the product with the presentation sold. */
export type TillItem = TillProduct & { presentation?: TillPresentation | null };

const presentationIdOf = (l: { presentation?: TillPresentation | null }): number | null => l.presentation?.id ?? null;
/** Whether a line sells this product in this presentation (null: the unit): a cart has one line of each. */
const sellsItem = (l: CartLine, productId: number, presentationId: number | null) => l.product.id === productId && presentationIdOf(l) === presentationId;

/** A line's name at the till: 'Yogur Frutado — Caja x12' for a presentation, the product's name for the unit. */
export const itemName = (product: TillProduct, presentation?: TillPresentation | null): string => (presentation ? `${product.product} — ${presentation.name}` : product.product);
export const lineName = (l: CartLine): string => itemName(l.product, l.presentation);
/** A line's quantity as the till shows it: '2 Caja x12 (24 u)', '3', '0,750 kg'. */
export const lineQuantityText = (l: CartLine): string => (l.presentation ? presentationQuantityText(l.quantity, l.presentation) : formatQuantity(l.quantity, l.product.unit));

/** The list that priced a line: its id, its name ('Mayorista') and its unit price in cents. */
export interface LineList {
  id: number;
  name: string;
  label: string;
  priceCents: number;
}

/** The cart's price list: the chosen client's, with the rows of the cart's products known so far; null = the counter's prices. */
export type CartList = PriceListTerms | null;

export type CartResult = { ok: true; lines: CartLine[]; added: boolean } | { ok: false; message: string };

let nextKey = 0;
/** A line's React key, unique in this page (a restored cart's lines get new ones). */
export const newKey = () => `l${++nextKey}`;

/**
 * A line's figures, worked out once per line: a line is never changed in place (every cart function
 * answers new lines), so the row, the totals, the checks and the body of each render read the same
 * figures instead of pricing every line again on every key typed in the till.
 */
const figuresByLine = new WeakMap<CartLine, LineFigures>();

/** The counter's price of what a line sells: the presentation's (a crate), or the product's. */
const counterPriceCents = (line: Pick<CartLine, 'product' | 'presentation'>): number => toCents(line.presentation?.price ?? line.product.price);
/** The price a line is sold at before offers: the list's, or the counter's (the crate's or the product's). */
export const linePriceCents = (line: CartLine): number => line.list?.priceCents ?? counterPriceCents(line);

export function figuresOf(line: CartLine): LineFigures {
  let figures = figuresByLine.get(line);
  if (!figures) {
    figures = priceLine(line);
    figuresByLine.set(line, figures);
  }
  return figures;
}

function priceLine(line: CartLine): LineFigures {
  const p = line.product;
  // A list's line, and a crate's, take no discount and no promotion.
  if (line.list || line.presentation) return lineFigures(linePriceCents(line), line.quantity, 'plain')!;
  if (line.labelTotalCents !== undefined) return { ...lineFigures(toCents(p.price), line.quantity, 'plain')!, totalCents: line.labelTotalCents };
  return (
    lineFigures(toCents(p.price), line.quantity, line.mode, { discount: p.discount, promotion: p.promotion }) ??
    lineFigures(toCents(p.price), line.quantity, 'plain')!
  );
}

/** A line as the till shows it (P.U. the list price, its saving, its total): it adds up to the cent. */
export function shownOf(line: CartLine) {
  const f = figuresOf(line);
  return { ...shownLine({ unit_price_system: linePriceCents(line) / 100, quantity: line.quantity, total: f.totalCents / 100, promotion: f.promotion, discount: f.discount4 / 10_000 }), totalCents: f.totalCents, promotion: f.promotion };
}

/**
 * Units (or grams) of the product in the cart, across its lines ('new lot', weighings and its
 * presentations make several): a crate's line counts its units, as the server's oversell check does.
 */
const inCartMilli = (lines: CartLine[], productId: number, except?: string) =>
  lines.filter((l) => l.product.id === productId && l.key !== except).reduce((a, l) => a + toMilli(soldUnits(l.quantity, l.presentation?.units)), 0);
/** Whether `units` more of the product (a crate's units, not its count) would sell more than its stock. */
const aboveStock = (lines: CartLine[], product: TillProduct, units: number, except?: string) =>
  inCartMilli(lines, product.id, except) + toMilli(units) > toMilli(product.stock);

/**
 * The mode a line takes after a scan or a quantity edit: discount and promotion reset (plain);
 * with automatic offers the best one for the customer at that quantity is applied instead.
 */
const repriced = (product: TillProduct, quantity: number, autoOffers: boolean, list: CartList = null): Pick<CartLine, 'mode' | 'auto' | 'list'> => {
  const listed = lineListOf(list, product.id, quantity);
  if (listed) return { mode: 'plain', auto: false, list: listed };
  return autoOffers ? { mode: offerLines(toCents(product.price), quantity, product)[0].mode, auto: true, list: undefined } : { mode: 'plain', auto: false, list: undefined };
};

/** What the list gives `quantity` of a product, as a line keeps it (null: the counter's prices). */
function lineListOf(list: CartList, productId: number, quantity: number): LineList | undefined {
  const listed = listPriceFor(list, productId, null, quantity);
  return listed ? { id: listed.price_list_id, name: list!.name, label: listed.label, priceCents: listed.priceCents } : undefined;
}

/** The line at `index` and the rest line split from it (the next line, when it is one). */
function groupAt(lines: CartLine[], index: number): { main: number; rest: number | null } {
  const main = lines[index].rest && index > 0 ? index - 1 : index;
  const next = lines[main + 1];
  return { main, rest: next?.rest && sellsItem(next, lines[main].product.id, presentationIdOf(lines[main])) ? main + 1 : null };
}

/**
 * A product's line (and its rest line) priced again for `total` units: with automatic offers the
 * lines `offerLines` gives the customer's lowest total (the promoted multiple on the line, the rest
 * on a line right after it: 4 of a 2x3 are 3 + 1); otherwise one line at the list price.
 */
function regroup(lines: CartLine[], index: number, product: TillProduct, total: number, autoOffers: boolean, list: CartList = null): CartLine[] {
  const { main, rest } = groupAt(lines, index);
  const crate = lines[main].presentation;
  // The contracts' rule: one line at the client's list price when the list reaches the quantity,
  // else the counter's (the offers' lines with automatic offers, one plain line without; a crate
  // at its own price, never with the product's offers).
  const item = { productId: product.id, presentationId: crate?.id ?? null, priceCents: counterPriceCents({ product, presentation: crate }), terms: autoOffers && !crate ? product : {} };
  const ruled = priceQuantity(list, item, total);
  const parts = ruled.map((l) =>
    l.mode === 'list' ? { quantity: l.quantity, mode: 'plain' as const, list: { id: l.list.price_list_id, name: list!.name, label: l.list.label, priceCents: l.list.priceCents } } : { quantity: l.quantity, mode: l.mode, list: undefined },
  );
  const priced = parts.map((part, i): CartLine => {
    const kept = i === 0 ? lines[main] : rest !== null ? lines[rest] : undefined;
    const { rest: _rest, list: _list, ...line } = kept ?? { key: newKey(), product };
    return { ...line, product, quantity: part.quantity, mode: part.mode, auto: autoOffers && !part.list && !crate, ...(part.list ? { list: part.list } : {}), ...(i > 0 ? { rest: true } : {}) };
  });
  return [...lines.slice(0, main), ...priced, ...lines.slice((rest ?? main) + 1)];
}
const groupQuantity = (lines: CartLine[], index: number) => {
  const { main, rest } = groupAt(lines, index);
  return lines[main].quantity + (rest !== null ? lines[rest].quantity : 0);
};

/**
 * Adds `quantity` of a product (or crates of its presentation): to its existing line (which is
 * priced again with its rest line, as a quantity edit does), or as a new line when there is none
 * or 'new lot' is on. A crate's line is not the unit's: each is priced by its own rule.
 */
export function addProduct(lines: CartLine[], item: TillItem, quantity = 1, newLot = false, autoOffers = false, list: CartList = null): CartResult {
  const { presentation, ...product } = item;
  const crate = presentation ?? undefined;
  if (aboveStock(lines, product, soldUnits(quantity, crate?.units))) return { ok: false, message: SALE_MSG.insufficient(product.product) };
  // Each weighing of a weighed product is its own line (a repeat scan adds +1 to a unit product only).
  const existing = newLot || product.unit === 'kg' ? -1 : lines.findIndex((l) => sellsItem(l, product.id, crate?.id ?? null) && !l.rest);
  if (existing >= 0) return { ok: true, added: false, lines: regroup(lines, existing, product, groupQuantity(lines, existing) + quantity, autoOffers, list) };
  const added: CartLine[] = [...lines, { key: newKey(), product, quantity, mode: 'plain', auto: false, ...(crate ? { presentation: crate } : {}) }];
  return { ok: true, added: true, lines: regroup(added, added.length - 1, product, quantity, autoOffers, list) };
}

/**
 * The cart priced again for a client's list chosen (or taken away): each product's quantity by the
 * contracts' rule, at once. Lines the list does not reach and did not price keep what the cashier
 * chose; a price label's line keeps its label's total.
 */
export function repriceCart(lines: CartLine[], list: CartList, autoOffers = false): CartLine[] {
  let out = lines;
  for (let i = 0; i < out.length; i++) {
    const line = out[i];
    if (line.rest || line.labelTotalCents !== undefined) continue;
    if (line.product.unit === 'kg') {
      const next = repriced(line.product, line.quantity, autoOffers, list);
      if (next.list || line.list) out = out.map((l, j) => (j === i ? { ...l, ...next, ...(next.list ? {} : { list: undefined }) } : l));
      continue;
    }
    const { rest } = groupAt(out, i);
    const total = groupQuantity(out, i);
    const touched = Boolean(line.list || (rest !== null && out[rest].list) || listPriceFor(list, line.product.id, presentationIdOf(line), total));
    if (touched) out = regroup(out, i, line.product, total, autoOffers, list);
  }
  // A line left without a list keeps no 'list' key (the saved cart and the tests compare lines).
  return out.map((l) => (l.list === undefined && 'list' in l ? (({ list: _l, ...own }) => own)(l) : l));
}

/** A scanned scale label's line: always a new line, its weight and (price label) its total. */
export function addScaleLine(lines: CartLine[], scanned: TillScaleLine, autoOffers = false, list: CartList = null): CartResult {
  const { product, quantity } = scanned;
  if (aboveStock(lines, product, quantity)) return { ok: false, message: SALE_MSG.insufficient(product.product) };
  const priceLabel = lineFigures(toCents(product.price), quantity, 'plain')!.totalCents !== toCents(scanned.total);
  const line: CartLine = {
    key: newKey(),
    product,
    quantity,
    ...(priceLabel ? { mode: 'plain', auto: false, labelTotalCents: toCents(scanned.total) } : repriced(product, quantity, autoOffers, list)),
    scaleLabel: scanned.scale_label,
  };
  return { ok: true, added: true, lines: repriceCart([...lines, line], list, autoOffers) };
}

/**
 * The quantity field's own check: required, whole, at least 1, not above stock; for a
 * weighed product a weight in kg with up to 3 decimals ('0,75' or '0.75').
 */
export function quantityError(lines: CartLine[], line: CartLine, typed: string): string | null {
  const t = typed.trim();
  if (t === '') return MSG.required;
  let n: number;
  if (line.product.unit === 'kg') {
    const read = readQuantityText(t, 'kg');
    if (!read.ok) return read.message;
    n = read.quantity;
  } else {
    // '-1' and '0' are whole numbers: what is wrong with them is that they are not above zero.
    if (/^-?\d+$/.test(t) && Number(t) < 1) return QUANTITY_MSG.positive;
    if (!/^\d+$/.test(t)) return MSG.integer;
    n = Number(t);
  }
  if (aboveStock(lines, line.product, soldUnits(n, line.presentation?.units), line.key)) return SALE_MSG.aboveStock;
  return null;
}

/** The typed quantity once `quantityError` accepted it ('0,75' → 0.75). */
export const typedQuantity = (typed: string): number => {
  const read = readQuantityText(typed.trim());
  return read.ok ? read.quantity : Number(typed.trim());
};

/**
 * Editing the quantity resets discount and promotion, or applies the best offers: a line
 * split into a promoted multiple and its rest changes the pair's total by the difference (3 + 1
 * edited to 3 + 3 is 6 at the promotion, one line).
 */
export function setQuantity(lines: CartLine[], key: string, quantity: number, autoOffers = false, list: CartList = null): CartLine[] {
  const index = lines.findIndex((l) => l.key === key);
  if (index < 0) return lines;
  const line = lines[index];
  // A weighing keeps its own line; a line the cashier priced by hand is split again only with offers on.
  if (line.product.unit === 'kg') return repriceCart(lines.map((l) => (l.key === key ? { ...l, quantity, ...repriced(l.product, quantity, autoOffers, list) } : l)), list, autoOffers);
  return regroup(lines, index, line.product, groupQuantity(lines, index) - line.quantity + quantity, autoOffers, list);
}

/** Whether the quantity may be edited: not on a discount the cashier applied. */
export const canEditQuantity = (line: CartLine) => !line.scaleLabel && (line.mode !== 'discount' || line.auto);

/** A crate's line refuses the product's discount and promotion (the contracts' words, with its N°). */
const crateOffer = (lines: CartLine[], line: CartLine): CartResult | null =>
  line.presentation ? { ok: false, message: PRESENTATION_MSG.saleNoOffers(lines.indexOf(line) + 1, lineName(line)) } : null;

export function applyDiscount(lines: CartLine[], key: string): CartResult {
  const line = lines.find((l) => l.key === key)!;
  const crate = crateOffer(lines, line);
  if (crate) return crate;
  if (line.list) return { ok: false, message: TILL_LIST_MSG.noOffers(line.list.label) };
  const d = line.product.discount;
  if (line.mode === 'promotion') return { ok: false, message: 'No se puede aplicar un descuento con una promoción' };
  if (!d) return { ok: false, message: `${line.product.product} no tiene un descuento habilitado` };
  if (line.labelTotalCents !== undefined) return { ok: false, message: SCALE_MSG.priceLabelOffer };
  if (line.quantity < d.quantity) return { ok: false, message: SALE_MSG.discountFrom(d.quantity, line.product.unit) };
  return { ok: true, added: false, lines: lines.map((l) => (l.key === key ? { ...l, mode: 'discount', auto: false } : l)) };
}

export function applyPromotion(lines: CartLine[], key: string): CartResult {
  const line = lines.find((l) => l.key === key)!;
  const crate = crateOffer(lines, line);
  if (crate) return crate;
  if (line.list) return { ok: false, message: TILL_LIST_MSG.noOffers(line.list.label) };
  const p = line.product.promotion;
  if (line.mode === 'discount') return { ok: false, message: 'No se puede aplicar una promoción con un descuento' };
  if (!p) return { ok: false, message: `${line.product.product} no tiene una promoción habilitada` };
  if (line.quantity % p.quantity_promotion !== 0) return { ok: false, message: SALE_MSG.promotionNotApplicable };
  return { ok: true, added: false, lines: lines.map((l) => (l.key === key ? { ...l, mode: 'promotion', auto: false } : l)) };
}

/** Clearing restores the system price and removes discount and promotion. */
export const clearLine = (lines: CartLine[], key: string): CartLine[] => lines.map((l) => (l.key === key ? { ...l, mode: 'plain', auto: false } : l));
/** Removing a line; a rest line left without the line it was split from becomes a line of its own. */
export function removeLine(lines: CartLine[], key: string): CartLine[] {
  const index = lines.findIndex((l) => l.key === key);
  if (index < 0) return lines;
  const orphan = lines[index].rest ? null : groupAt(lines, index).rest;
  return lines.flatMap((l, i) => {
    if (i === index) return [];
    if (i !== orphan) return [l];
    const { rest: _rest, ...own } = l;
    return [own];
  });
}

/** A typed amount: '' counts as 0 where the spec says so; null when not a decimal with ≤ 2 places. */
export function amountCents(typed: string, emptyAs: number | null): number | null {
  if (typed.trim() === '') return emptyAs;
  // The contracts' one reader of typed money: '100,50', '100.50', '1.234,50' (numbers.ts).
  const read = readMoneyText(typed);
  return read.ok ? read.cents : null;
}

export interface CartTotals {
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  paidCents: number;
  changeCents: number;
}

export function cartTotals(lines: CartLine[], discountTyped: string, paidTyped: string): CartTotals {
  const subtotalCents = lines.reduce((a, l) => a + figuresOf(l).totalCents, 0);
  const discountCents = amountCents(discountTyped, 0) ?? 0;
  const totalCents = subtotalCents - discountCents;
  const paidCents = amountCents(paidTyped, 0) ?? 0;
  // A discount above the subtotal is refused (paymentError): no change is due on a total below zero.
  return { subtotalCents, discountCents, totalCents, paidCents, changeCents: totalCents < 0 ? 0 : Math.max(0, paidCents - totalCents) };
}

/** What is wrong with a typed amount ('Solo se permiten 2 decimales'); undefined when blank or readable. */
export function typedAmountProblem(typed: string): string | undefined {
  if (typed.trim() === '') return undefined;
  const reading = readMoneyText(typed);
  return reading.ok ? undefined : reading.message;
}

/** Whether the typed discount is more than the lines add up to (the Descuento field shows why). */
export function discountAboveSubtotal(lines: CartLine[], discountTyped: string): boolean {
  const t = cartTotals(lines, discountTyped, '');
  return t.discountCents > t.subtotalCents;
}

export type SaleKind = { kind: 'direct'; payment: TillPayment } | { kind: 'client'; payment: TillPayment } | { kind: 'credit' };

/**
 * Bolivia's largest note, Bs. 200: a change of that much or more means the customer handed a note
 * they did not need, i.e. a slip of the keys (a product's code scanned into Cancelado).
 */
const CHANGE_NOTE_MAX_CENTS = 200_00;

/** The payment checks, first failing wins: a line, the discount, then (cash only) the amount paid; null when the sale may go on. */
export function paymentError(lines: CartLine[], discountTyped: string, paidTyped: string, sale: SaleKind): string | null {
  if (lines.length === 0) return SALE_MSG.addToDetail;
  // What is wrong with it, as under the field, not 'Ingrese el descuento' for one that was typed.
  const discountProblem = typedAmountProblem(discountTyped);
  if (discountProblem) return SALE_MSG.discountUnreadable(discountProblem);
  // Before the amount paid: a cash sale must say what is wrong with the discount, as a card sale does.
  if (discountAboveSubtotal(lines, discountTyped)) return SALE_MSG.discountAboveSubtotal;
  const cash = sale.kind !== 'credit' && sale.payment.is_cash === 1;
  if (!cash) return null;
  if (paidTyped.trim() === '') return SALE_MSG.enterPaid;
  // What is wrong with it ('Cancelado: Solo se permiten 2 decimales'), not only that it is.
  const paidProblem = typedAmountProblem(paidTyped);
  if (paidProblem) return SALE_MSG.paidUnreadable(paidProblem);
  const t = cartTotals(lines, discountTyped, paidTyped);
  if (t.paidCents < t.totalCents) return SALE_MSG.paidBelowTotal;
  if (t.changeCents >= CHANGE_NOTE_MAX_CENTS) return SALE_MSG.changeAboveNote(formatCents(t.changeCents));
  return null;
}

/** A line's cost per what it counts: the unit's, or a crate's (its units' cost), as the server stores it. */
export const lineUnitCost = (l: CartLine): number => (l.presentation ? Math.round(l.product.cost * 10_000 * l.presentation.units) / 10_000 : l.product.cost);

/** The record-sale body the server will check figure by figure. */
export function saleBody(lines: CartLine[], discountTyped: string, paidTyped: string, sale: SaleKind, client: (SaleClientBody & { register: boolean }) | null): RecordSaleBody {
  const t = cartTotals(lines, discountTyped, paidTyped);
  const cash = sale.kind !== 'credit' && sale.payment.is_cash === 1;
  const credit = sale.kind === 'credit';
  return {
    register_client: client?.register ? 1 : 0,
    without_client: sale.kind === 'direct' ? 1 : 0,
    client: client ? { id: client.id, business_name: client.business_name, ci_nit: client.ci_nit } : null,
    sale: {
      discount: t.discountCents / 100,
      money_paid: (credit ? 0 : cash ? t.paidCents : t.totalCents) / 100,
      total_sale: t.totalCents / 100,
      change_box: (cash ? t.paidCents - t.totalCents : 0) / 100,
      cancelled: credit ? 0 : 1,
      id_type_payment: credit ? 0 : sale.payment.id,
      text_type_pay: credit ? 'A crédito' : sale.payment.type_pay,
    },
    detail: lines.map((l) => {
      const f = figuresOf(l);
      return {
        product_id: l.product.id,
        ...(l.presentation ? { presentation_id: l.presentation.id } : {}),
        product: l.product.product,
        quantity: l.quantity,
        unit_price: f.unitPrice4 / 10_000,
        unit_price_system: linePriceCents(l) / 100,
        unit_cost: lineUnitCost(l),
        discount: f.discount4 / 10_000,
        promotion: f.promotion ?? '',
        ...(l.scaleLabel ? { scale_label: l.scaleLabel } : {}),
      };
    }),
  };
}

/** Bills a customer hands over: the quick amounts round the total up to each of them. */
const ROUNDING_BILLS_CENTS = [1000, 5000, 10_000, 20_000];

/**
 * The quick 'Cancelado' amounts after 'Exacto': the next multiple of 10, 50, 100 and 200 Bs. above
 * the total, without repeats, at most three (47.50 → 50, 100, 200; 50.00 → 60, 100, 200).
 */
export function quickAmounts(totalCents: number): number[] {
  if (totalCents <= 0) return [];
  const next = ROUNDING_BILLS_CENTS.map((bill) => (Math.floor(totalCents / bill) + 1) * bill);
  return [...new Set(next)].sort((a, b) => a - b).slice(0, 3);
}

/** The first cash payment type: what 'Exacto', the quick amounts and Enter in 'Cancelado' pay with. */
export const cashPaymentOf = (payments: TillPayment[]): TillPayment | undefined => payments.find((p) => p.is_cash === 1);
