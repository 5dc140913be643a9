import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, saveSession } from '../../../lib/session';
import { isoWithOffset } from './offlineTill';
import { provisionalSale } from './provisionalSale';
import { product } from './testData';

/** A cash sale's body as the cart builds it: its discount, paid, total and change. */
const cashBody = (discount: number, paid: number, total: number, change: number) => ({
  register_client: 0 as const,
  without_client: 1 as const,
  client: null,
  sale: { discount, money_paid: paid, total_sale: total, change_box: change, cancelled: 1 as const, id_type_payment: 1, text_type_pay: 'Efectivo' },
  detail: [],
});
const cash = { id: 1, type_pay: 'Efectivo', is_cash: 1 as const, code: 'e' };

describe('provisionalSale', () => {
  it('answers the till like a recorded sale: the cart’s figures in cents, the device’s moment, the provisional number', () => {
    const lines = [
      { key: 'a', product: product(1, { price: 10.5 }), quantity: 3, mode: 'plain' as const, auto: false },
      { key: 'b', product: product(2, { price: 0.1 }), quantity: 3, mode: 'plain' as const, auto: false },
    ];
    const sale = provisionalSale(cashBody(0.3, 50, 31.5, 18.5), lines, { id: 3, name: 'Ana' }, cash, 'ABCD-0007', new Date(2026, 10, 25, 14, 32, 5));
    expect(sale).toMatchObject({ id: 0, provisional_number: 'ABCD-0007', date: '2026-11-25', hour: '14:32:05', subtotal: 31.8, total_sale: 31.5, excess: 18.5, cancelled: 1, user: { id: 3, name: 'Ana' } });
    expect(sale.products.map((l) => l.pivot.total)).toEqual([31.5, 0.3]);
  });

  it("answers a crate's line as the server does: crates, the crate's price, its cost per crate and the presentation", () => {
    const crate = { id: 4, name: 'Caja x12', units: 12, price: 60 };
    const lines = [{ key: 'a', product: product(1, { price: 5, cost: 4.25 }), quantity: 2, mode: 'plain' as const, auto: false, presentation: crate }];
    const sale = provisionalSale(cashBody(0, 120, 120, 0), lines, { id: 3, name: 'Ana' }, cash, 'ABCD-0009', new Date(2026, 10, 25, 14, 32, 5));
    expect(sale.products[0].pivot).toMatchObject({ quantity: 2, unit_price_system: 60, unit_price: 60, unit_cost: 51, total: 120, presentation: { id: 4, name: 'Caja x12', units: 12 } });
  });
});

describe("provisionalSale on the shop's clock", () => {
  afterEach(() => clearSession());
  it("dates a sale kept on a device left on UTC with the shop's day and hour, as the server will (decision 0057)", () => {
    saveSession({ token: 't', user: { id: 3, name: 'Ana', category: 'u', username: 'ana' }, zone: 'America/La_Paz' });
    const lines = [{ key: 'a', product: product(1, { price: 10.5 }), quantity: 1, mode: 'plain' as const, auto: false }];
    // 02:10:07 UTC on the 28th is 22:10:07 of the 27th in La Paz.
    const sale = provisionalSale(cashBody(0, 10.5, 10.5, 0), lines, { id: 3, name: 'Ana' }, cash, 'ABCD-0008', new Date('2026-11-28T02:10:07Z'));
    expect(sale).toMatchObject({ date: '2026-11-27', hour: '22:10:07' });
  });
});

describe('isoWithOffset', () => {
  it('writes the device’s local time with its offset (the contract’s sold_at)', () => {
    const d = new Date('2026-11-25T18:32:05.120Z');
    const text = isoWithOffset(d);
    expect(text).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}[+-]\d\d:\d\d$/);
    expect(new Date(text).getTime()).toBe(d.getTime());
  });
});
