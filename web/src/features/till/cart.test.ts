import { describe, expect, it } from 'vitest';
import { SALE_MSG, type TillProduct, type TillPayment } from '@lactea/contracts';
import * as cart from './cart';

const product = (over: Partial<TillProduct> = {}): TillProduct => ({
  id: 1,
  code: 'L1',
  product: 'Leche',
  barcode: '777',
  mark: 'PIL',
  price: 10,
  cost: 6,
  stock: 7,
  discount: { unit_price: 9, quantity: 3 },
  promotion: { quantity_promotion: 3, quantity_sale: 2 },
  ...over,
});
const cash: TillPayment = { id: 1, type_pay: 'Efectivo', is_cash: 1, code: 'e' };
const card: TillPayment = { id: 2, type_pay: 'Tarjeta', is_cash: 0, code: 'c' };

function cartOf(quantity: number, p = product()) {
  const r = cart.addProduct([], p, quantity);
  if (!r.ok) throw new Error(r.message);
  return r.lines;
}

describe('till cart', () => {
  it('adds to the existing line, or a new one with new lot, never above stock', () => {
    const one = cartOf(1);
    const two = cart.addProduct(one, product());
    expect(two.ok && two.lines.length === 1 && two.lines[0].quantity === 2 && !two.added).toBe(true);
    const lot = cart.addProduct(one, product(), 1, true);
    expect(lot.ok && lot.lines.length === 2 && lot.added).toBe(true);
    expect(cart.addProduct(cartOf(7), product())).toEqual({ ok: false, message: SALE_MSG.insufficient('Leche') });
    const line = cartOf(2)[0];
    expect(cart.quantityError([line], line, '8')).toBe(SALE_MSG.aboveStock);
    expect(cart.quantityError([line], line, '1.5')).toBe('Debe ser un número entero');
    expect(cart.quantityError([line], line, '7')).toBeNull();
  });

  it('a 2x3 promotion only on exact multiples: 6 × 10.00 = 40.00 exactly; editing the quantity resets it', () => {
    const four = cartOf(4);
    expect(cart.applyPromotion(four, four[0].key)).toMatchObject({ ok: false, message: SALE_MSG.promotionNotApplicable });
    const lines = cartOf(6);
    const promo = cart.applyPromotion(lines, lines[0].key);
    if (!promo.ok) throw new Error(promo.message);
    expect(cart.figuresOf(promo.lines[0])).toEqual({ unitPrice4: 66_667, discount4: 33_333, totalCents: 4000, promotion: '2x3' });
    // A discount cannot be applied on top of a promotion.
    expect(cart.applyDiscount(promo.lines, lines[0].key).ok).toBe(false);
    expect(cart.setQuantity(promo.lines, lines[0].key, 5)[0].mode).toBe('plain');
  });

  it('payment checks in the spec order and the body the server checks', () => {
    const lines = cartOf(3);
    const disc = cart.applyDiscount(lines, lines[0].key);
    if (!disc.ok) throw new Error(disc.message);
    expect(cart.paymentError([], '', '', { kind: 'direct', payment: cash })).toBe(SALE_MSG.addToDetail);
    expect(cart.paymentError(disc.lines, 'x', '', { kind: 'direct', payment: cash })).toBe(SALE_MSG.enterDiscount);
    expect(cart.paymentError(disc.lines, '', '', { kind: 'direct', payment: cash })).toBe(SALE_MSG.enterPaid);
    expect(cart.paymentError(disc.lines, '', '', { kind: 'direct', payment: card })).toBeNull();
    expect(cart.paymentError(disc.lines, '1', '20', { kind: 'direct', payment: cash })).toBe(SALE_MSG.paidBelowTotal);
    const body = cart.saleBody(disc.lines, '2', '30', { kind: 'direct', payment: cash }, null);
    expect(body.sale).toMatchObject({ discount: 2, total_sale: 25, money_paid: 30, change_box: 5, cancelled: 1, id_type_payment: 1 });
    expect(body.detail[0]).toMatchObject({ unit_price: 9, unit_price_system: 10, discount: 1, promotion: '' });
    const credit = cart.saleBody(disc.lines, '', '', { kind: 'credit' }, { id: 0, business_name: 'Tienda', ci_nit: '1', register: true });
    expect(credit).toMatchObject({ register_client: 1, without_client: 0, sale: { cancelled: 0, id_type_payment: 0, money_paid: 0 } });
  });
});
