import { describe, expect, it } from 'vitest';
import { bestOffer } from '../src/index.js';

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
