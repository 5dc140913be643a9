import { describe, expect, it } from 'vitest';
import { crateCostShares, crateLineText, purchaseLineSchema } from '../src/index.js';

describe('a crate bought: its cost shared per unit to the cent', () => {
  it.each([
    // crate cost (cents), units, crates → shares (units, cents)
    [4800, 12, 3, [[36, 400]]],
    [5000, 12, 3, [[24, 417], [12, 416]]],
    [3333, 10, 7, [[21, 334], [49, 333]]],
    [2501, 6, 5, [[25, 417], [5, 416]]],
    [11, 12, 1, [[11, 1], [1, 0]]],
    [0, 12, 2, [[24, 0]]],
    [999_900, 9999, 100, [[999_900, 100]]],
    [999_999, 9999, 100, [[9_900, 101], [990_000, 100]]],
    [1_000_000, 9999, 100, [[10_000, 101], [989_900, 100]]],
  ])('%i cents the crate of %i, %i crates', (cost, units, crates, expected) => {
    const shares = crateCostShares(cost, units, crates);
    expect(shares.map((s) => [s.units, s.unitCostCents])).toEqual(expected);
    // The lot holds every unit, and its cost is the line's to the cent.
    expect(shares.reduce((a, s) => a + s.units, 0)).toBe(units * crates);
    expect(shares.reduce((a, s) => a + s.units * s.unitCostCents, 0)).toBe(cost * crates);
  });

  it('reads as the form and the purchase detail show it', () => {
    expect(crateLineText(3, { name: 'Caja x12', units: 12 }, 4800)).toBe('3 Caja x12 = 36 u, costo unitario Bs. 4,00');
    expect(crateLineText(3, { name: 'Caja x12', units: 12 }, 5000)).toBe('3 Caja x12 = 36 u, costo unitario 24 u a Bs. 4,17 y 12 u a Bs. 4,16');
  });

  it('a purchase line names its presentation, or the unit with 0, null or nothing', () => {
    const line = { product_id: 1, quantity: 3, unit_price: 48, unit_cost: 48, discount: 0, expiration_date: '2099-01-01' };
    expect(purchaseLineSchema.parse({ ...line, presentation_id: 9 }).presentation_id).toBe(9);
    for (const unit of [0, null, '0', undefined]) expect(purchaseLineSchema.parse({ ...line, presentation_id: unit }).presentation_id ?? null).toBeNull();
    expect(purchaseLineSchema.safeParse({ ...line, presentation_id: 1.5 }).success).toBe(false);
  });
});
