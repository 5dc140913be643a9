import { describe, expect, it } from 'vitest';
import { addOrderBody, editOrderBody, ORDER_MSG, orderLinePrice } from '../src/orders.js';

const list = {
  id: 3,
  name: 'Mayorista',
  enabled: 1 as const,
  rows: [
    { product_id: 1, presentation_id: null, min_quantity: 10, price: 6.5 },
    { product_id: 1, presentation_id: 7, min_quantity: 1, price: 70 },
  ],
};

describe('orders (contracts)', () => {
  it('a line is priced by the client list when it reaches it, else by its own price, with no counter offer', () => {
    expect(orderLinePrice(list, { productId: 1, presentationId: null, priceCents: 700 }, 12)).toEqual({
      priceCents: 650,
      totalCents: 7800,
      list: { price_list_id: 3, label: 'Lista Mayorista', priceCents: 650 },
    });
    expect(orderLinePrice(list, { productId: 1, presentationId: null, priceCents: 700 }, 9)).toEqual({ priceCents: 700, totalCents: 6300, list: null });
    expect(orderLinePrice(list, { productId: 1, presentationId: 7, priceCents: 8000 }, 2).totalCents).toBe(14000);
    expect(orderLinePrice({ ...list, enabled: 0 }, { productId: 1, presentationId: 7, priceCents: 8000 }, 2)).toEqual({ priceCents: 8000, totalCents: 16000, list: null });
    // Kilograms: thousandths, exact.
    expect(orderLinePrice(null, { productId: 2, presentationId: null, priceCents: 4550 }, 0.333).totalCents).toBe(1515);
  });

  it('the add body: lines required, quantities positive, presentation 0 is the unit, gloss optional', () => {
    const ok = addOrderBody.parse({ client_id: 4, delivery_date: '2026-12-01', lines: [{ product_id: 1, presentation_id: 0, quantity: '2' }] });
    expect(ok).toEqual({ client_id: 4, delivery_date: '2026-12-01', lines: [{ product_id: 1, presentation_id: null, quantity: 2 }], gloss: null });
    const bad = addOrderBody.safeParse({ client_id: 4, delivery_date: '2026-02-30', lines: [] });
    expect(bad.success).toBe(false);
    const messages = bad.error!.issues.map((i) => i.message);
    expect(messages).toContain(ORDER_MSG.addLines);
    const zero = addOrderBody.safeParse({ client_id: 4, delivery_date: '2026-12-01', lines: [{ product_id: 1, quantity: 0 }] });
    expect(zero.error!.issues.map((i) => i.message)).toContain(ORDER_MSG.quantityPositive);
  });

  it('the edit body takes the order read back, its client only as stored', () => {
    const parsed = editOrderBody.safeParse({ id: 1, version: 2, delivery_date: '2026-12-01', lines: [{ product_id: 1, quantity: 1 }], gloss: null, client_id: 4, state: 'pendiente' });
    expect(parsed.success).toBe(true);
  });

  it('texts', () => {
    expect(ORDER_MSG.shortfall(6)).toBe('Faltante: 6');
    expect(ORDER_MSG.shortfall(1.5, 'kg')).toMatch(/^Faltante: 1,5/);
    expect(ORDER_MSG.offlineBanner(3)).toBe('Sin conexión — 3 pedidos guardados en este equipo');
    expect(ORDER_MSG.offlineBanner(1)).toBe('Sin conexión — 1 pedido guardado en este equipo');
  });
});
