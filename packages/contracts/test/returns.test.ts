import { describe, expect, it } from 'vitest';
import { RETURN_MSG, returnAmountCents, saleReturnBody } from '../src/index.js';

describe('returnAmountCents', () => {
  const line = { netCents: 1000, soldMilli: 3000, returnedMilli: 0, refundedCents: 0 };

  it('gives the net in proportion, rounded half-up to the cent', () => {
    expect(returnAmountCents(line, 1000)).toBe(333);
    expect(returnAmountCents(line, 2000)).toBe(667);
    expect(returnAmountCents({ netCents: 5, soldMilli: 2000, returnedMilli: 0, refundedCents: 0 }, 1000)).toBe(3);
  });

  it('gives the return that completes the line exactly what is left of its net', () => {
    let returnedMilli = 0;
    let refundedCents = 0;
    for (const milli of [1000, 1000, 1000]) {
      refundedCents += returnAmountCents({ ...line, returnedMilli, refundedCents }, milli);
      returnedMilli += milli;
    }
    expect(refundedCents).toBe(1000);
    expect(returnAmountCents({ ...line, returnedMilli: 2000, refundedCents: 666 }, 1000)).toBe(334);
  });

  it('adds up to the net for any split of a crate line or a weight', () => {
    // 2 crates of 12 units, net Bs. 99,99; and 1,237 kg at Bs. 7,77.
    for (const [netCents, soldMilli] of [[9999, 24_000], [777, 1237]]) {
      let returnedMilli = 0;
      let refundedCents = 0;
      let seed = netCents;
      while (returnedMilli < soldMilli) {
        seed = (seed * 7919 + 13) % 10007;
        const step = soldMilli === 24_000 ? 1000 * (1 + (seed % 5)) : 1 + (seed % 400);
        const milli = Math.min(step, soldMilli - returnedMilli);
        const cents = returnAmountCents({ netCents, soldMilli, returnedMilli, refundedCents }, milli);
        expect(cents).toBeGreaterThanOrEqual(0);
        refundedCents += cents;
        returnedMilli += milli;
      }
      expect(refundedCents).toBe(netCents);
    }
  });

  it('stays exact at the limits (cents × thousandths past 2^53)', () => {
    expect(returnAmountCents({ netCents: 9_999_999_999, soldMilli: 1_000_000_000, returnedMilli: 0, refundedCents: 0 }, 333_333_333)).toBe(3_333_333_330);
  });
});

describe('saleReturnBody', () => {
  it('takes the documented body', () => {
    const body = { sale_id: 4, reason: 'Vencido', lines: [{ sale_line_id: 9, quantity: 2, disposition: 'merma' }], refund: 'saldo' };
    expect(saleReturnBody.parse(body)).toEqual(body);
  });

  it('refuses an empty reason, no lines, a bad disposition or refund and a zero quantity', () => {
    const r = saleReturnBody.safeParse({ sale_id: 4, reason: ' ', lines: [], refund: 'tarjeta' });
    expect(r.success).toBe(false);
    const bad = saleReturnBody.safeParse({ sale_id: 4, reason: 'x', lines: [{ sale_line_id: 1, quantity: 0, disposition: 'tirar' }], refund: 'efectivo' });
    expect(bad.error?.issues.map((i) => i.message)).toEqual(['La cantidad debe ser mayor a 0', "Elija 'stock' o 'merma'"]);
  });

  it('words the messages of the rules exactly', () => {
    expect(RETURN_MSG.onlyLeft(3, 'Yogur frutilla 1 L')).toBe('Solo quedan 3 por devolver de Yogur frutilla 1 L');
    expect(RETURN_MSG.onlyLeft(0.75, 'Queso', 'kg')).toBe('Solo quedan 0,750 kg por devolver de Queso');
    expect(RETURN_MSG.lotExpired('Yogur', '2026-11-20')).toBe('El lote de Yogur venció el 20/11/2026: elija Merma');
  });
});
