import { describe, expect, it } from 'vitest';
import { lineFigures, recordSaleBody, SALE_MSG, spreadDiscount } from '../src/index.js';

const line = { product_id: 1, quantity: 2, unit_price: 10, unit_price_system: 10, discount: 0, promotion: '' };
const body = (patch: object = {}) => ({
  register_client: 0,
  without_client: 1,
  sale: { discount: 0, money_paid: 20, total_sale: 20, change_box: 0, cancelled: 1, id_type_payment: 1 },
  detail: [line],
  ...patch,
});
const messages = (input: unknown) => {
  const r = recordSaleBody.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('sale contracts', () => {
  it('a promotion line costs exactly price × paid quantity; discount from its quantity; null when it does not apply', () => {
    expect(lineFigures(1000, 6, 'promotion', { promotion: { quantity_promotion: 3, quantity_sale: 2 } })).toEqual({ unitPrice4: 66_667, discount4: 33_333, totalCents: 4000, promotion: '2x3' });
    expect(lineFigures(1000, 3, 'promotion', { promotion: { quantity_promotion: 3, quantity_sale: 2 } })?.totalCents).toBe(2000);
    expect(lineFigures(1000, 4, 'promotion', { promotion: { quantity_promotion: 3, quantity_sale: 2 } })).toBeNull();
    expect(lineFigures(2550, 2, 'discount', { discount: { unit_price: 22, quantity: 2 } })).toEqual({ unitPrice4: 220_000, discount4: 35_000, totalCents: 4400, promotion: null });
    expect(lineFigures(2550, 1, 'discount', { discount: { unit_price: 22, quantity: 2 } })).toBeNull();
    expect(lineFigures(199, 3, 'plain')?.totalCents).toBe(597);
  });

  it('spreads a sale discount by largest remainder: the shares add up exactly', () => {
    expect(spreadDiscount([4000, 4400], 400)).toEqual([190, 210]);
    expect(spreadDiscount([100, 100, 100], 100)).toEqual([34, 33, 33]);
    expect(spreadDiscount([0, 0], 0)).toEqual([0, 0]);
    const shares = spreadDiscount([333, 667, 1], 7);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(7);
  });

  it('refuses malformed sales with the Spanish messages', () => {
    expect(messages(body())).toEqual([]);
    expect(messages(body({ detail: [] }))).toContain(SALE_MSG.addToDetail);
    expect(messages(body({ detail: [{ ...line, quantity: 0 }] }))).toContain('La cantidad debe ser 1 o mayor (por peso: mayor a 0)');
    // 1.5 kg is a weight; 1.5 units is refused by the server, which knows the unit (decision 0034).
    expect(messages(body({ detail: [{ ...line, quantity: 1.5005 }] }))).toContain('Solo se permiten 3 decimales');
    expect(messages(body({ detail: [{ ...line, unit_price: 1.00001 }] }))).toContain('Solo se permiten 4 decimales');
    expect(messages(body({ sale: { ...body().sale, discount: -1 } }))).toContain('No debe ser negativo');
    expect(messages(body({ without_client: 0 }))).toContain(SALE_MSG.fixClientForm);
    expect(messages(body({ without_client: 0, client: { id: 0, business_name: ' ', ci_nit: '1' } }))).toContain('Es requerido');
  });
});
