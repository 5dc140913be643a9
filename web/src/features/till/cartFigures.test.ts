import { describe, expect, it, vi } from 'vitest';
import * as contracts from '@lactea/contracts';
import * as cart from './cart';
import { product } from './offline/testData';

vi.mock('@lactea/contracts', async (original) => {
  const real = await original<typeof contracts>();
  return { ...real, lineFigures: vi.fn(real.lineFigures) };
});

describe("the till's line figures", () => {
  it('are worked out once per line: the rows, the totals and the checks of a render share them', () => {
    const added = cart.addProduct([], product(1, { price: 10.5 }), 3);
    if (!added.ok) throw new Error(added.message);
    const next = cart.addProduct(added.lines, product(2, { price: 2 }), 1);
    if (!next.ok) throw new Error(next.message);
    const lines = next.lines;
    vi.mocked(contracts.lineFigures).mockClear();
    // One render of the till and the sale: each row, the totals, the payment checks, the body.
    for (const l of lines) cart.shownOf(l);
    expect(cart.cartTotals(lines, '1', '50').totalCents).toBe(3250);
    expect(cart.paymentError(lines, '1', '50', { kind: 'direct', payment: { id: 1, type_pay: 'Efectivo', is_cash: 1, code: 'e' } })).toBeNull();
    cart.saleBody(lines, '1', '50', { kind: 'direct', payment: { id: 1, type_pay: 'Efectivo', is_cash: 1, code: 'e' } }, null);
    expect(contracts.lineFigures).toHaveBeenCalledTimes(lines.length);
    // A changed line is a new line: priced again, the other not.
    const edited = cart.setQuantity(lines, lines[1].key, 2);
    vi.mocked(contracts.lineFigures).mockClear();
    expect(cart.cartTotals(edited, '', '').totalCents).toBe(3550);
    expect(contracts.lineFigures).toHaveBeenCalledTimes(1);
  });
});
