import { describe, expect, it } from 'vitest';
import type { TillProduct } from '@lactea/contracts';
import { parseSavedCart, storedCart } from './savedCart';

const product: TillProduct = { id: 1, code: 'L1', product: 'Leche', barcode: '777', mark: 'PIL', price: 10, cost: 6, unit: 'unidad', scale_code: null, stock: 7, discount: null, promotion: { quantity_promotion: 3, quantity_sale: 2 } };

describe('saved till cart', () => {
  it('round-trips a cart with its Idempotency-Key, typed amounts and offers; lines get fresh keys', () => {
    // A 2x3 at 4 units: the promoted multiple and its rest line (kept as a pair).
    const lines = [
      { key: 'saved-1', product, quantity: 3, mode: 'promotion' as const, auto: true },
      { key: 'saved-2', product, quantity: 1, mode: 'plain' as const, auto: true, rest: true },
    ];
    const cart = { saleKey: 'abcd-1234-efgh', discount: '1,50', paid: '100', lines };
    const back = parseSavedCart(JSON.parse(JSON.stringify(storedCart(cart))));
    expect(back).toMatchObject({ saleKey: 'abcd-1234-efgh', discount: '1,50', paid: '100', lines: [{ product, quantity: 3, mode: 'promotion', auto: true }, { quantity: 1, rest: true }] });
    expect(back?.lines[0].rest).toBeUndefined();
    expect(back?.lines[0].key).toMatch(/^l\d+$/);
  });

  it("keeps a crate's line as a crate: restored, it is still 2 Caja x12 at the crate's price", () => {
    const crate = { id: 5, name: 'Caja x12', units: 12, price: 100 };
    const cart = { saleKey: 'abcd-1234-efgh', discount: '', paid: '', lines: [{ key: 'saved-1', product, quantity: 2, mode: 'plain' as const, auto: false, presentation: crate }] };
    const back = parseSavedCart(JSON.parse(JSON.stringify(storedCart(cart))));
    expect(back?.lines[0]).toMatchObject({ product, quantity: 2, presentation: crate });
  });

  it('ignores what it cannot read: nothing, another version, an empty cart, a damaged line', () => {
    expect(parseSavedCart(undefined)).toBeNull();
    expect(parseSavedCart({ v: 2, saleKey: 'abcd-1234', discount: '', paid: '', lines: [] })).toBeNull();
    expect(parseSavedCart({ v: 1, saleKey: 'abcd-1234', discount: '', paid: '', lines: [] })).toBeNull();
    expect(parseSavedCart({ v: 1, saleKey: 'abcd-1234', discount: '', paid: '', lines: [{ product, quantity: 0, mode: 'plain', auto: false }] })).toBeNull();
  });
});
