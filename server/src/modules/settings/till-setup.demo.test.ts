import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { makeProducts } from '../discounts/test-products.js';
import { seedTillSetupDemo } from './till-setup.demo.js';

describe('till set-up demo', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('fills payment types, settings, and discounts and promotions that the API rules accept', async () => {
    const admin = await t.adminToken();
    await makeProducts(t, admin, [
      { code: 'PIL-001', product: 'Leche Entera UHT 1 L', price: 8 },
      { code: 'MLK-001', product: 'Leche Saborizada Frutilla 180 ml', price: 2.5 },
    ]);
    await seedTillSetupDemo(t.db);
    await seedTillSetupDemo(t.db); // a second run adds nothing
    const types = (await t.call(admin, 'GET', '/api/type-payment/list')).json() as { type_pay: string; code: string }[];
    // 'Saldo a favor' is the database's own (migration 0054), there before the demo's.
    expect(types.map((p) => [p.type_pay, p.code])).toEqual([
      ['Saldo a favor', 's'],
      ['Efectivo', 'e'],
      ['Tarjeta', 'c'],
      ['QR', 'q'],
    ]);
    expect((await t.call(admin, 'GET', '/api/setting/list')).json()).toMatchObject({
      initial_cash: 300,
      address: 'Calle Comercio 1045, La Paz',
      cellphone_number: '71234567',
    });
    const discounts = (await t.call(admin, 'GET', '/api/product-discount/list')).json();
    expect(discounts.data.map((d: { product: { code: string }; unit_price: number; quantity: number }) => [d.product.code, d.unit_price, d.quantity])).toEqual([
      ['PIL-001', 7.5, 6],
    ]);
    const promotions = (await t.call(admin, 'GET', '/api/product-promotion/list')).json();
    expect(promotions.data.map((p: { product: { code: string }; quantity_sale: number; quantity_promotion: number }) => [p.product.code, p.quantity_sale, p.quantity_promotion])).toEqual([
      ['MLK-001', 2, 3],
    ]);
  });
});
