import {
  fitsUnit,
  formatCents,
  formatMoney,
  formatQuantity,
  gramsForPrice,
  lineFigures,
  listPriceFor,
  MSG,
  parseScaleLabel,
  QUANTITY_MSG,
  SALE_MSG,
  SCALE_MSG,
  toCents,
  type DiscountTerms,
  type LineFigures,
  type LineMode,
  type PriceListTerms,
  type PromotionTerms,
  type ProductUnit,
  type SalePresentation,
  PRESENTATION_MSG,
  soldUnits,
  type SaleLineBody,
  type ScaleFormat,
} from '@lactea/contracts';
import { readSettings, scaleFormatOf } from '../settings/settings.read.js';
import type { Executor } from '../../db/types.js';
import { readTogether } from '../../db/reads.js';
import { enabledOffers } from './enabled-offers.js';
import { salePresentations, type PresentationSold } from './presentation.read.js';

/** A line as the server prices it: the product's own figures, never the client's. */
export interface PricedLine {
  /** 1-based position in the request (the N° the cashier sees). */
  line: number;
  fkProduct: number;
  fkMark: number;
  productName: string;
  code: string;
  unit: ProductUnit;
  quantity: number;
  priceCents: number;
  unitPrice4: number;
  discount4: number;
  totalCents: number;
  promotion: string | null;
  /** An offline line recorded at the device's figures: its total at the terms then in force. */
  expectedCents?: number;
  /** The client's price list that priced the line (sale_details.fk_price_list), null at the counter's prices. */
  priceList: { id: number; name: string } | null;
  /** The crate sold ('Caja x12'), null for the unit: `quantity` counts crates, the prices are per crate. */
  presentation: SalePresentation | null;
}

/** The units of the product a line takes (a crate line: crates × units): stock is always in the product's unit. */
export const lineUnits = (l: PricedLine): number => soldUnits(l.quantity, l.presentation?.units);

const four = (n: number) => Math.round(n * 10_000);
/** A figure in the one money format (Bs. 1.234,50); a 4-decimal unit price keeps its 4 decimals. */
const show4 = (v4: number) => (v4 % 100 === 0 ? formatMoney(v4 / 10_000) : `Bs. ${(v4 / 10_000).toFixed(4).replace('.', ',')}`);

/** Which mode the client's line claims: a promotion text, else a discount above zero, else plain. */
function claimedMode(l: SaleLineBody): LineMode {
  if (l.promotion) return 'promotion';
  if (four(l.discount) > 0 || four(l.unit_price) !== four(l.unit_price_system)) return 'discount';
  return 'plain';
}

type LabelCheck = { ok: true; totalCents?: number } | { ok: false; message: string };

/**
 * A line scanned from a scale label (docs/decisions/0034): the label read again with the shop's
 * format must be valid, name this weighed product's scale code and carry the line's quantity (a
 * price label: the weight its price buys, and the label's price as the line total).
 */
function labelLine(l: SaleLineBody, p: { unit: ProductUnit; scaleCode: number | null; product: string; priceCents: number }, format: ScaleFormat): LabelCheck {
  const label = parseScaleLabel(l.scale_label!, format);
  if (!label) return { ok: false, message: SCALE_MSG.invalid };
  if (!label.ok) return label;
  if (p.unit !== 'kg') return { ok: false, message: SCALE_MSG.notWeighed(p.product) };
  if (p.scaleCode !== label.scaleCode) return { ok: false, message: SCALE_MSG.unknownCode(label.scaleCode) };
  if (label.kind === 'p' && p.priceCents <= 0) return { ok: false, message: SCALE_MSG.invalid };
  const grams = label.kind === 'w' ? label.grams : gramsForPrice(label.cents, p.priceCents);
  if (grams !== Math.round(l.quantity * 1000)) return { ok: false, message: `la cantidad no coincide con la etiqueta; corresponde ${formatQuantity(grams / 1000, 'kg')}` };
  return label.kind === 'w' ? { ok: true } : { ok: true, totalCents: label.cents };
}

/** A product's price and enabled terms as a sale is priced: now, or as of an offline sale's moment. */
export interface PriceTerms {
  priceCents: number;
  discount: DiscountTerms | null;
  promotion: PromotionTerms | null;
}

/** A product as a sale reads it (`readSale`; its price is the current one). */
export interface PricedProduct {
  id: number;
  product: string;
  code: string;
  price: string;
  enabled: number;
  fkMark: number;
  unit: string;
  scaleCode: number | null;
}

/**
 * Where a sale's terms come from: `found` are the lines' products (ascending id), `needs` says which
 * terms the lines claim (a source may skip reading the others). Answers every found product's terms.
 */
export type TermsSource = (tx: Executor, found: PricedProduct[], needs: { discount: boolean; promotion: boolean }) => Promise<Map<number, PriceTerms>>;

/** The terms in force now: the product's price and its enabled discount and promotion. */
export const currentTerms: TermsSource = async (tx, found, needs) => {
  // Most sales are at list price: the terms are read only when a line claims one.
  const offers = await enabledOffers(
    tx,
    found.map((p) => p.id),
    needs,
  );
  return new Map(found.map((p) => [p.id, { priceCents: toCents(p.price), discount: offers.discount.get(p.id) ?? null, promotion: offers.promotion.get(p.id) ?? null }]));
};

type LineCheck = { ok: true; figures: LineFigures; unit: ProductUnit; label: LabelCheck | null } | { ok: false; message: string };

/** One line checked against a product's terms: the figures it must carry, or why it is refused. */
function checkLine(l: SaleLineBody, n: number, p: PricedProduct, terms: PriceTerms, scale: ScaleFormat | null): LineCheck {
  const refuse = (message: string): LineCheck => ({ ok: false, message });
  const { priceCents } = terms;
  if (four(l.unit_price_system) !== priceCents * 100) return refuse(SALE_MSG.lineMismatch(n, p.product, 'el precio del sistema', formatCents(priceCents)));
  const unit: ProductUnit = p.unit === 'kg' ? 'kg' : 'unidad';
  if (!fitsUnit(l.quantity, unit)) return refuse(`Línea ${n} (${p.product}): ${MSG.integer}`);
  const label = l.scale_label ? labelLine(l, { ...p, unit, priceCents }, scale!) : null;
  if (label && !label.ok) return refuse(`Línea ${n} (${p.product}): ${label.message}`);
  const mode = claimedMode(l);
  if (mode === 'promotion' && unit === 'kg') return refuse(`Línea ${n} (${p.product}): ${QUANTITY_MSG.nxmOnWeight}`);
  // A price label's total is its price: no discount on top (a weight label is priced like any line).
  if (label?.ok && label.totalCents !== undefined && mode !== 'plain') return refuse(`Línea ${n} (${p.product}): ${SCALE_MSG.priceLabelOffer}`);
  const { discount, promotion } = terms;
  if (mode === 'discount' && !discount) return refuse(SALE_MSG.lineNoDiscount(n, p.product));
  if (mode === 'discount' && l.quantity < discount!.quantity) return refuse(SALE_MSG.lineDiscountQuantity(n, p.product, discount!.quantity, unit));
  if (mode === 'promotion' && (!promotion || lineFigures(priceCents, promotion.quantity_promotion, 'promotion', { promotion })!.promotion !== l.promotion)) {
    return refuse(SALE_MSG.lineNoPromotion(n, p.product));
  }
  const listed = lineFigures(priceCents, l.quantity, mode, { discount, promotion });
  // A price label's total is the label's price exactly (its weight was rounded to the gram).
  const figures = listed && label?.ok && label.totalCents !== undefined ? { ...listed, totalCents: label.totalCents } : listed;
  if (!figures) return refuse(SALE_MSG.linePromotionQuantity(n, p.product));
  if (four(l.unit_price) !== figures.unitPrice4) return refuse(SALE_MSG.lineMismatch(n, p.product, 'el precio unitario', show4(figures.unitPrice4)));
  if (four(l.discount) !== figures.discount4) return refuse(SALE_MSG.lineMismatch(n, p.product, 'el descuento', show4(figures.discount4)));
  return { ok: true, figures, unit, label };
}

/**
 * An offline sale's line whose figures do not match the terms then in force (a stale snapshot): the
 * terms the device itself claimed — its system price, its discounted unit price, its promotion
 * text — so the same checks prove the line is consistent in itself (its total follows from them).
 */
function deviceTerms(l: SaleLineBody): PriceTerms {
  const mode = claimedMode(l);
  const nxm = /^(\d{1,4})x(\d{1,4})$/.exec(l.promotion);
  const promotion = nxm && Number(nxm[1]) >= 1 && Number(nxm[1]) < Number(nxm[2]) ? { quantity_sale: Number(nxm[1]), quantity_promotion: Number(nxm[2]) } : null;
  return {
    priceCents: toCents(l.unit_price_system),
    discount: mode === 'discount' ? { unit_price: l.unit_price, quantity: 1 } : null,
    promotion: mode === 'promotion' ? promotion : null,
  };
}

/**
 * What the line would have come to at the terms in force: its claimed offer if those terms allow
 * it, else the plain price; a price label's total is the label's price whatever the price was.
 */
function expectedCents(l: SaleLineBody, terms: PriceTerms, label: LabelCheck | null): number {
  if (label?.ok && label.totalCents !== undefined) return label.totalCents;
  const figures = lineFigures(terms.priceCents, l.quantity, claimedMode(l), terms) ?? lineFigures(terms.priceCents, l.quantity, 'plain')!;
  return figures.totalCents;
}

export interface PricingOptions {
  /** The terms to price against (default: those in force now). */
  source?: TermsSource;
  /**
   * An offline sale (decision 0043): a line whose figures differ from `source`'s is priced at the
   * device's own figures when they are consistent in themselves, and carries `expectedCents`.
   */
  keepDeviceFigures?: boolean;
  /** The client's price list with its rows for the sale's products (list-pricing.ts's rule), if any. */
  list?: PriceListTerms | null;
}

/**
 * The terms a line is priced at with the client's list: the list's price for the line's quantity,
 * with no discount and no promotion (the list is that client's deal); null when the list does not
 * reach the line (the counter's terms). A price label's total is the label's price: never a list's.
 */
function listTerms(
  l: SaleLineBody,
  productId: number,
  presentationId: number | null,
  list: PriceListTerms | null | undefined,
  scale: ScaleFormat | null,
): { terms: PriceTerms; list: { id: number; name: string } } | null {
  if (!list) return null;
  if (l.scale_label) {
    const label = parseScaleLabel(l.scale_label, scale!);
    if (!label?.ok || label.kind === 'p') return null;
  }
  // Each line by its own quantity: the till prices a product's whole quantity as one list line.
  const listed = listPriceFor(list, productId, presentationId, l.quantity);
  return listed && { terms: { priceCents: listed.priceCents, discount: null, promotion: null }, list: { id: list.id, name: list.name } };
}

/**
 * Prices every line from the product's price and its enabled discount or promotion,
 * as they are when the sale runs (or as `source` gives them). `found`: the lines' products as
 * `readSale` read them, ascending id (not locked: see there). Answers the priced lines, or every
 * refusal naming its line.
 */
export async function priceLines(tx: Executor, detail: SaleLineBody[], found: PricedProduct[], opts: PricingOptions = {}): Promise<{ lines: PricedLine[]; messages: string[] }> {
  const claims = (mode: LineMode) => detail.some((l) => claimedMode(l) === mode);
  const presentationIds = [...new Set(detail.flatMap((l) => (l.presentation_id ? [l.presentation_id] : [])))];
  const [termsOf, scale, crates] = await readTogether(tx, [
    () => (opts.source ?? currentTerms)(tx, found, { discount: claims('discount'), promotion: claims('promotion') }),
    async () => (detail.some((l) => l.scale_label) ? scaleFormatOf(await readSettings(tx)) : null),
    // Most sales sell units: the presentations are read only when a line names one.
    () => salePresentations(tx, presentationIds),
  ]);
  const byId = new Map(found.map((p) => [p.id, p]));

  const messages: string[] = [];
  const lines: PricedLine[] = [];
  detail.forEach((l, i) => {
    const n = i + 1;
    const p = byId.get(l.product_id);
    if (!p) return void messages.push(SALE_MSG.productMissing(l.product_id));
    if (p.enabled !== 1) return void messages.push(SALE_MSG.productDisabled(p.product));
    const crate = l.presentation_id ? presentationLine(l, n, p, crates.get(l.presentation_id)) : null;
    if (crate && !crate.ok) return void messages.push(crate.message);
    const presentation = crate?.ok ? crate.presentation : null;
    const listed = listTerms(l, p.id, presentation?.id ?? null, opts.list, scale);
    const terms = listed?.terms ?? (crate?.ok ? crate.terms : termsOf.get(p.id)!);
    let check = checkLine(l, n, p, terms, scale);
    // Kept at the device's figures, the line is the list's only when the device sold it plain.
    let priceList = listed?.list ?? null;
    let expected: number | undefined;
    if (!check.ok && opts.keepDeviceFigures) {
      const claimed = deviceTerms(l);
      check = checkLine(l, n, p, claimed, scale);
      if (check.ok) expected = expectedCents(l, terms, l.scale_label ? labelLine(l, { ...p, unit: check.unit, priceCents: claimed.priceCents }, scale!) : null);
      if (claimedMode(l) !== 'plain') priceList = null;
    }
    if (!check.ok) return void messages.push(check.message);
    lines.push({
      line: n,
      fkProduct: p.id,
      fkMark: p.fkMark,
      productName: p.product,
      code: p.code,
      unit: check.unit,
      quantity: l.quantity,
      priceCents: toCents(l.unit_price_system),
      ...check.figures,
      ...(expected !== undefined && expected !== check.figures.totalCents ? { expectedCents: expected } : {}),
      priceList,
      presentation,
    });
  });
  return { lines, messages };
}

type CrateCheck = { ok: true; presentation: SalePresentation; terms: PriceTerms } | { ok: false; message: string };

/**
 * A line that names a presentation: it must be one of the line's product, enabled; it counts whole
 * crates at the crate's price and takes no discount and no promotion (those are the unit's terms).
 */
function presentationLine(l: SaleLineBody, n: number, p: PricedProduct, sold: PresentationSold | undefined): CrateCheck {
  if (!sold || sold.fkProduct !== p.id) return { ok: false, message: PRESENTATION_MSG.saleMissing(n, p.product) };
  if (sold.enabled !== 1) return { ok: false, message: PRESENTATION_MSG.saleDisabled(n, p.product, sold.name) };
  if (!Number.isInteger(l.quantity)) return { ok: false, message: PRESENTATION_MSG.saleWhole(n, p.product) };
  if (claimedMode(l) !== 'plain') return { ok: false, message: PRESENTATION_MSG.saleNoOffers(n, p.product) };
  return { ok: true, presentation: { id: sold.id, name: sold.name, units: sold.units }, terms: { priceCents: toCents(sold.price), discount: null, promotion: null } };
}
