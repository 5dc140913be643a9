import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SALE_MSG } from '@lactea/contracts';
import { createSaleTestApp, type TestApp } from '../../../test/helpers.js';
import { draft, type SaleWorld } from './sales.fixtures.js';
import { postReturn } from './returns/returns.fixtures.js';

/** sale/show: one sale as the lists answer it, with what was returned of each line ('Devolver' from the estado de cuenta). */
describe('sale/show', () => {
  let t: TestApp;
  let w: SaleWorld;
  let admin: string;

  beforeAll(async () => {
    ({ t, w } = await createSaleTestApp());
    admin = await t.adminToken();
  });
  afterAll(() => t.close());

  it('answers the sale with its lines, their ids and what was returned; the administrator only', async () => {
    const milk = await w.addProduct('Leche Show', '10.00');
    await w.addLot(milk, 10, '2099-12-31', '6.00');
    const sold = (await t.recordSale(admin, draft([{ product_id: milk, quantity: 4, price: 10 }], { id_type_payment: w.cash }), randomUUID())).json();
    const line = sold.products[0].pivot.sale_line_id as number;
    expect((await postReturn(t, admin, { sale_id: sold.id, reason: 'Roto', lines: [{ sale_line_id: line, quantity: 1, disposition: 'merma' }], refund: 'efectivo' })).statusCode).toBe(200);

    const res = await t.call(admin, 'GET', '/api/sale/show', { id: String(sold.id) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: sold.id, total_sale: 40, products: [{ id: milk, pivot: { sale_line_id: line, quantity: 4, returned_quantity: 1, returned_amount: 10 } }] });
    const missing = await t.call(admin, 'GET', '/api/sale/show', { id: '999999' });
    expect([missing.statusCode, missing.json()]).toEqual([404, { messages: [SALE_MSG.saleMissing] }]);
    expect((await t.call(admin, 'GET', '/api/sale/show', { id: 'x' })).statusCode).toBe(400);
    expect((await t.call(await t.cashierToken(), 'GET', '/api/sale/show', { id: String(sold.id) })).statusCode).toBe(403);
    expect((await t.call(undefined, 'GET', '/api/sale/show', { id: String(sold.id) })).statusCode).toBe(401);
  });
});
