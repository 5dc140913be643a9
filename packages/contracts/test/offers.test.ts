import { describe, expect, it } from 'vitest';
import { bestOffer, lineSavingCents, offerLines, savingText, shownLine } from '../src/index.js';

const promo = { quantity_promotion: 3, quantity_sale: 2 };
const disc = { unit_price: 9, quantity: 6 };

describe('bestOffer (automatic offers at the till)', () => {
  it('a 2x3 at 3, 6 and 9 units, list price in between', () => {
    expect(bestOffer(1000, 1, { promotion: promo }).mode).toBe('plain');
    expect(bestOffer(1000, 2, { promotion: promo }).mode).toBe('plain');
    expect(bestOffer(1000, 3, { promotion: promo })).toEqual({ mode: 'promotion', figures: { unitPrice4: 66_667, discount4: 33_333, totalCents: 2000, promotion: '2x3' } });
    expect(bestOffer(1000, 4, { promotion: promo }).figures.totalCents).toBe(4000);
    expect(bestOffer(1000, 6, { promotion: promo }).figures.totalCents).toBe(4000);
    expect(bestOffer(1000, 9, { promotion: promo }).figures.totalCents).toBe(6000);
  });

  it('a quantity discount from its threshold on', () => {
    expect(bestOffer(1000, 5, { discount: disc }).mode).toBe('plain');
    expect(bestOffer(1000, 6, { discount: disc })).toEqual({ mode: 'discount', figures: { unitPrice4: 90_000, discount4: 10_000, totalCents: 5400, promotion: null } });
    expect(bestOffer(1000, 7, { discount: disc }).figures.totalCents).toBe(6300);
  });

  it('with both, the cheaper for the customer; a tie keeps the discount; never dearer than the list price', () => {
    // 6 units at 10.00: 2x3 = 40.00, discount at 9.00 = 54.00.
    expect(bestOffer(1000, 6, { discount: disc, promotion: promo }).mode).toBe('promotion');
    // 7 units: no promotion (not a multiple of 3), discount 63.00.
    expect(bestOffer(1000, 7, { discount: disc, promotion: promo }).mode).toBe('discount');
    // 3 units of 3.00 at 2x3 = 6.00; a discount to 2.00 from 3 = 6.00: the discount stays.
    expect(bestOffer(300, 3, { discount: { unit_price: 2, quantity: 3 }, promotion: promo }).mode).toBe('discount');
    // A discount price above a lowered list price is not an offer.
    expect(bestOffer(800, 6, { discount: disc }).mode).toBe('plain');
    expect(bestOffer(1000, 6, {}).mode).toBe('plain');
  });
});

/** Each line as 'quantity mode total' ('3 promotion 500'). */
const shape = (priceCents: number, quantity: number, terms: Parameters<typeof offerLines>[2]) =>
  offerLines(priceCents, quantity, terms).map((l) => `${l.quantity} ${l.mode} ${l.figures.totalCents}`);

describe('offerLines (a product quantity split into the promoted multiple and the rest)', () => {
  it.each([
    [1, ['1 plain 250']],
    [2, ['2 plain 500']],
    [3, ['3 promotion 500']],
    [4, ['3 promotion 500', '1 plain 250']],
    [5, ['3 promotion 500', '2 plain 500']],
    [6, ['6 promotion 1000']],
    [7, ['6 promotion 1000', '1 plain 250']],
  ])('a 2x3 at 2,50, %i units', (quantity, lines) => {
    expect(shape(250, quantity, { promotion: promo })).toEqual(lines);
  });

  // 2x3 at 10,00 and a discount to 9,00 from 2 units: the rest takes the discount when it reaches it.
  it.each([
    [1, ['1 plain 1000']],
    [2, ['2 discount 1800']],
    [3, ['3 promotion 2000']],
    [4, ['3 promotion 2000', '1 plain 1000']],
    [5, ['3 promotion 2000', '2 discount 1800']],
    [6, ['6 promotion 4000']],
    [7, ['6 promotion 4000', '1 plain 1000']],
  ])('a 2x3 at 10,00 with a discount to 9,00 from 2, %i units', (quantity, lines) => {
    expect(shape(1000, quantity, { promotion: promo, discount: { unit_price: 9, quantity: 2 } })).toEqual(lines);
  });

  it('a deep discount beats the promoted groups: the whole quantity at the discount', () => {
    // 2x3 at 10,00 (6,67 a unit) and 6,00 from 2: 4 units 24,00 (not 20,00 + 10,00), 5 units 30,00.
    const terms = { promotion: promo, discount: { unit_price: 6, quantity: 2 } };
    expect(shape(1000, 4, terms)).toEqual(['4 discount 2400']);
    expect(shape(1000, 5, terms)).toEqual(['5 discount 3000']);
    // A shallow one (9,50 from 4) leaves 7 units as 6 at 2x3 + 1 (50,00), not 3 at 2x3 + 4 at 9,50 (58,00).
    expect(shape(1000, 7, { promotion: promo, discount: { unit_price: 9.5, quantity: 4 } })).toEqual(['6 promotion 4000', '1 plain 1000']);
  });

  it('the groups that leave the rest at the discount threshold, when that is cheapest', () => {
    // 2x3 at 10,00, 7,00 from 4: 10 units as 9 at 2x3 + 1 = 70,00, as 10 at 7,00 = 70,00, as 6 at 2x3 + 4 at 7,00 = 68,00.
    expect(shape(1000, 10, { promotion: promo, discount: { unit_price: 7, quantity: 4 } })).toEqual(['6 promotion 4000', '4 discount 2800']);
  });

  it('no promotion, a weighed quantity, or a quantity below the take: one line as bestOffer', () => {
    expect(shape(1000, 4, { discount: disc })).toEqual(['4 plain 4000']);
    expect(shape(4800, 0.75, { discount: { unit_price: 40, quantity: 0.5 } })).toEqual(['0.75 discount 3000']);
    expect(shape(1000, 2, { promotion: promo })).toEqual(['2 plain 2000']);
  });
});

describe('the saving of a line', () => {
  it('is the quantity at the list price less the total, printed as the receipt reads it', () => {
    expect(lineSavingCents(250, 3, 500)).toBe(250);
    expect(savingText('2x3', 250)).toBe('Promo 2x3: −2,50');
    expect(savingText(null, 300)).toBe('Descuento: −3,00');
    expect(savingText('2x3', 123_450)).toBe('Promo 2x3: −1.234,50');
  });

  it('a line shown adds up: P.U. (list price) × quantity − saving = total, to the cent', () => {
    // A 2x3 of 2,50: the scaled unit price 1,6667 shown as 1,67 made 3 × 1,67 = 5,01.
    expect(shownLine({ unit_price_system: 2.5, quantity: 3, total: 5, promotion: '2x3', discount: 0.8333 })).toEqual({
      priceCents: 250,
      grossCents: 750,
      savingCents: 250,
      saving: 'Promo 2x3: −2,50',
    });
    expect(shownLine({ unit_price_system: 10, quantity: 6, total: 54, promotion: null, discount: 1 })).toMatchObject({ grossCents: 6000, saving: 'Descuento: −6,00' });
    // A weighed line at a discount: 0,750 kg × 48,00 = 36,00 − 6,00 = 30,00.
    expect(shownLine({ unit_price_system: 48, quantity: 0.75, total: 30, promotion: null, discount: 8 })).toMatchObject({ grossCents: 3600, savingCents: 600 });
    // Plain, a price label's total included: no saving.
    expect(shownLine({ unit_price_system: 48, quantity: 0.751, total: 36, promotion: null, discount: 0 })).toMatchObject({ grossCents: 3600, savingCents: 0, saving: null });
    for (let quantity = 1; quantity <= 7; quantity++) {
      for (const l of offerLines(167, quantity, { promotion: promo })) {
        const shown = shownLine({ unit_price_system: 1.67, quantity: l.quantity, total: l.figures.totalCents / 100, promotion: l.figures.promotion, discount: l.figures.discount4 / 10_000 });
        expect(shown.priceCents * l.quantity - shown.savingCents).toBe(l.figures.totalCents);
      }
    }
  });
});
