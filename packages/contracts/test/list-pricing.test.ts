import { describe, expect, it } from 'vitest';
import { listPriceFor, priceQuantity } from '../src/list-pricing.js';
import { LIST_PRICING_CASES } from './list-pricing.cases.js';

describe('price list resolution (contracts)', () => {
  it.each(LIST_PRICING_CASES)('$name', (c) => {
    const lines = priceQuantity(c.list, c.item, c.quantity).map((l) => ({
      quantity: l.quantity,
      label: l.mode === 'list' ? l.list.label : null,
      totalCents: l.mode === 'list' ? l.totalCents : l.figures.totalCents,
    }));
    expect(lines).toEqual(c.lines);
  });

  it('a row for a presentation never prices the unit, nor a unit row the presentation', () => {
    const list = { id: 1, name: 'X', enabled: 1 as const, rows: [{ product_id: 1, presentation_id: 7, min_quantity: 1, price: 40 }] };
    expect(listPriceFor(list, 1, null, 50)).toBeNull();
    expect(listPriceFor(list, 1, 7, 1)).toEqual({ price_list_id: 1, label: 'Lista X', priceCents: 4000 });
    expect(listPriceFor(list, 1, 8, 1)).toBeNull();
  });
});
