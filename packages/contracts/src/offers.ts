import { lineFigures, type DiscountTerms, type LineFigures, type LineMode, type PromotionTerms } from './sales.js';

/**
 * The till's automatic offers (issue 20, setting 'Aplicar ofertas automáticamente'): which of a
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
 * at exact multiples of its take quantity (spec 02 §5), or plain. An offer is taken only when it
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
