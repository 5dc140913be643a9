import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fold, type SaleReturnBody } from '@lactea/contracts';
import { createSaleTestApp, type TestApp } from '../../../../test/helpers.js';
import { clients, saleDetails, sales } from '../../../db/schema/index.js';
import { businessToday } from '../../../lib/business-time.js';
import { draft, type SaleWorld } from '../sales.fixtures.js';
import { returnSale } from './return-sale.js';
import { postReturn } from './returns.fixtures.js';

const FAR = '2099-12-31';

/** What returns do to CIERRE DE CAJA and BALANCE: each counts on its own day. */
describe('returns in the closing and the balance', () => {
  let t: TestApp;
  let w: SaleWorld;
  let admin: string;
  let today: string;
  const closing = async (day = today) => (await t.call(admin, 'GET', '/api/sale/cash-desk-closing', { date_from: day, date_to: day })).json();
  const balance = async (day = today) => (await t.call(admin, 'GET', '/api/sale/balance', { date_from: day, date_to: day })).json();

  beforeAll(async () => {
    ({ t, w } = await createSaleTestApp());
    admin = await t.adminToken();
    today = businessToday(t.config.tzBusiness);
  });
  afterAll(() => t.close());

  it('takes cash refunds out of the cash expected, and nets sales, costs and merma in BALANCE', async () => {
    const milk = await w.addProduct('Leche Cierre', '10.00');
    await w.addLot(milk, 20, FAR, '4.00');
    const [shop] = await t.db.insert(clients).values({ businessName: 'Tienda Cierre', ciNit: '555', searchText: fold('Tienda Cierre 555') }).returning();
    const c0 = await closing();
    const b0 = await balance();
    const sold = await t.recordSale(admin, draft([{ product_id: milk, quantity: 6, price: 10 }], { id_type_payment: w.cash }), randomUUID());
    const sale = sold.json().id as number;
    await t.db.update(sales).set({ fkClient: shop.id }).where(eq(sales.id, sale));
    const [line] = await t.db.select({ id: saleDetails.id }).from(saleDetails).where(eq(saleDetails.fkSale, sale));
    const give = (quantity: number, disposition: 'stock' | 'merma', refund: 'efectivo' | 'saldo') =>
      postReturn(t, admin, { sale_id: sale, reason: 'Cierre', lines: [{ sale_line_id: line.id, quantity, disposition }], refund });
    expect((await give(2, 'stock', 'efectivo')).statusCode).toBe(200);
    expect((await give(1, 'merma', 'saldo')).statusCode).toBe(200);

    const c1 = await closing();
    // Sold 60.00 in cash, 20.00 handed back in cash; the saldo a favor moves no money today.
    expect(c1.cash_sales - c0.cash_sales).toBe(60);
    expect([c1.cash_returns - c0.cash_returns, c1.cash_return_count - c0.cash_return_count]).toEqual([20, 1]);
    expect(Math.round((c1.cash_difference - c0.cash_difference) * 100)).toBe(4000);

    const b1 = await balance();
    // Sales 60.00 less 30.00 returned; cost 24.00 less 8.00 back to stock less 4.00 of merma; merma 4.00 a loss.
    expect(Math.round((b1.total_sale - b0.total_sale) * 100)).toBe(3000);
    expect(Math.round((b1.returns - b0.returns) * 100)).toBe(3000);
    expect(Math.round((b1.total_cost - b0.total_cost) * 100)).toBe(1200);
    expect(Math.round((b1.merma - b0.merma) * 100)).toBe(400);
    expect(Math.round((b1.margin - b0.margin) * 100)).toBe(1400);
    expect(Math.round((b1.difference - b0.difference) * 100)).toBe(1400);
  });

  it('counts a return on its own day: the sale day\'s closing and balance do not change', async () => {
    const cheese = await w.addProduct('Queso Cierre', '10.00');
    await w.addLot(cheese, 20, FAR, '4.00');
    const sold = await t.recordSale(admin, draft([{ product_id: cheese, quantity: 2, price: 10 }], { id_type_payment: w.cash }), randomUUID());
    const [line] = await t.db.select({ id: saleDetails.id }).from(saleDetails).where(eq(saleDetails.fkSale, sold.json().id));
    const [c0, b0] = [await closing(), await balance()];
    const tomorrow = new Date(Date.now() + 36 * 3600 * 1000);
    const day = businessToday(t.config.tzBusiness, tomorrow);
    const body: SaleReturnBody = { sale_id: sold.json().id, reason: 'Otro día', lines: [{ sale_line_id: line.id, quantity: 1, disposition: 'stock' }], refund: 'efectivo' };
    const note = await returnSale(w.ctx, body, { key: randomUUID(), at: tomorrow });
    expect(note.date).toBe(day);
    expect(await closing()).toEqual(c0);
    expect(await balance()).toEqual(b0);
    expect((await closing(day)).cash_returns).toBe(10);
    expect(await balance(day)).toMatchObject({ total_sale: -10, returns: 10, total_cost: -4, margin: -6 });
  });
});
