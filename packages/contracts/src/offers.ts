import { toCents } from './money.js';
import { lineFigures, type DiscountTerms, type LineFigures, type LineMode, type PromotionTerms } from './sales.js';
import { lineCents } from './quantity.js';
import { formatAmount } from './numbers.js';

/**
 * The till's automatic offers (setting 'Aplicar ofertas automáticamente'): which of a
 * product's enabled discount and promotion gives the customer the lowest line total at a quantity.
 * One function for the web (it applies it after each scan or quantity change) and the server's
 * tests; the server checks the figures with the same `lineFigures`, so both agree to the cent.
 */
export interface OfferTerms {
  discount?: DiscountTerms | null;
  promotion?: PromotionTerms | null;
}

export interface BestOffer {
  mode: LineMode;
  figures: LineFigures;
}

/**
 * The best offer for `quantity` units at `priceCents`: a discount from its threshold, a promotion
 * at exact multiples of its take quantity, or plain. An offer is taken only when it
 * is strictly cheaper than the list price; between a discount and a promotion of the same total
 * the discount stays (its unit price prints as a plain 2-decimal figure).
 */
export function bestOffer(priceCents: number, quantity: number, terms: OfferTerms): BestOffer {
  let best: BestOffer = { mode: 'plain', figures: lineFigures(priceCents, quantity, 'plain')! };
  for (const mode of ['discount', 'promotion'] as const) {
    const figures = lineFigures(priceCents, quantity, mode, terms);
    if (figures && figures.totalCents < best.figures.totalCents) best = { mode, figures };
  }
  return best;
}

/** One line of a product's quantity as the till splits it: its quantity, mode and figures. */
export interface OfferLine extends BestOffer {
  quantity: number;
}

const offerLine = (priceCents: number, quantity: number, terms: OfferTerms): OfferLine => ({ quantity, ...bestOffer(priceCents, quantity, terms) });
const promotedLine = (priceCents: number, quantity: number, terms: OfferTerms): OfferLine => ({
  quantity,
  mode: 'promotion',
  figures: lineFigures(priceCents, quantity, 'promotion', terms)!,
});
const totalOf = (lines: OfferLine[]) => lines.reduce((a, l) => a + l.figures.totalCents, 0);

/**
 * A product's whole quantity in a sale as the lines that give the customer the lowest total, within
 * the spec's line model (a promotion applies to an exact multiple of its take quantity only): one
 * line at its best offer (`bestOffer`), or two lines of the same product — the largest promoted
 * multiple that pays, then the rest at its own best offer (a quantity discount when the rest reaches
 * it). A 2x3 at 2,50 and 4 units: 3 at the promotion (5,00) + 1 at the list price (2,50) = 7,50,
 * not 4 × 2,50 = 10,00. The server prices each line by itself (`lineFigures`), so it agrees.
 *
 * Why at most three candidates: with k promoted groups of n, the rest r = q − k·n at the list price
 * costs less the more groups (take the most), and at a discount (r ≥ its threshold) the total is
 * linear in k (take either end: no group — the one-line discount — or the most that leave the rest
 * at the threshold). A tie keeps the fewer lines.
 */
export function offerLines(priceCents: number, quantity: number, terms: OfferTerms): OfferLine[] {
  let best: OfferLine[] = [offerLine(priceCents, quantity, terms)];
  const p = terms.promotion;
  if (!p || !Number.isInteger(quantity) || quantity <= p.quantity_promotion) return best;
  const n = p.quantity_promotion;
  const groups = new Set([Math.floor(quantity / n)]);
  if (terms.discount) groups.add(Math.floor((quantity - terms.discount.quantity) / n));
  for (const k of groups) {
    const rest = quantity - k * n;
    if (k < 1 || rest < 1) continue;
    const split = [promotedLine(priceCents, k * n, terms), offerLine(priceCents, rest, terms)];
    if (totalOf(split) < totalOf(best)) best = split;
  }
  return best;
}

/**
 * What an offer saved on a line, in cents: the quantity at the list price less the line's total
 * (0 for a plain line). The till and the receipt show it so that P.U. × quantity − saving = total.
 */
export const lineSavingCents = (priceCents: number, quantity: number, totalCents: number): number => lineCents(priceCents, quantity) - totalCents;

/** A line's saving as the till and the receipt print it: 'Promo 2x3' or 'Descuento', and '−2,50'. */
export const savingParts = (promotion: string | null, savingCents: number) => ({
  label: promotion ? `Promo ${promotion}` : 'Descuento',
  amount: `−${formatAmount(savingCents / 100)}`,
});
/** The same in one text: 'Promo 2x3: −2,50', 'Descuento: −3,00'. */
export const savingText = (promotion: string | null, savingCents: number): string => {
  const { label, amount } = savingParts(promotion, savingCents);
  return `${label}: ${amount}`;
};

/** A sale line as it is shown: its figures as the sale carries them (`pivot`, or the till's line). */
export interface ShownLineInput {
  unit_price_system: number;
  quantity: number;
  total: number;
  promotion: string | null;
  /** The unit discount (system price − applied price); above 0 for a discounted line. */
  discount: number;
}

/**
 * How a line reads on screen and on paper so that it adds up to the cent: P.U. is the list price,
 * the saving is the whole line's (a 2x3 of 2,50: 3 × 2,50 − 2,50 = 5,00), never the scaled unit
 * price of 4 decimals shown with 2 (3 × 1,67 = 5,01). A plain line has no saving (a price label's
 * total is the label's, whatever its gram of rounding).
 */
export function shownLine(l: ShownLineInput): { priceCents: number; grossCents: number; savingCents: number; saving: string | null } {
  const priceCents = toCents(l.unit_price_system);
  const totalCents = toCents(l.total);
  const offered = Boolean(l.promotion) || l.discount > 0;
  const savingCents = offered ? lineSavingCents(priceCents, l.quantity, totalCents) : 0;
  return { priceCents, grossCents: totalCents + savingCents, savingCents, saving: savingCents > 0 ? savingText(l.promotion, savingCents) : null };
}
