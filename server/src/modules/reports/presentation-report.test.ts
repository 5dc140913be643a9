import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RecordSaleBody, type SaleLineBody } from '@lactea/contracts';
import { presentations } from '../../db/schema/index.js';
import { parseCsv } from '../../../test/csv.js';
import { createSaleTestApp, type TestApp } from '../../../test/helpers.js';
import { businessToday } from '../../lib/business-time.js';
import type { SaleWorld } from '../sales/sales.fixtures.js';

/** Productos Vendidos with crates: a line says the crate and the units it took; every total counts units. */
describe('products sold by the crate', () => {
  let t: TestApp;
  let w: SaleWorld;
  let admin: string;
  let productId: number;
  let crateId: number;
  let clientId: number;

  const line = (quantity: number, price: number, presentation_id?: number): SaleLineBody => ({
    product_id: productId,
    ...(presentation_id ? { presentation_id } : {}),
    quantity,
    unit_price: price,
    unit_price_system: price,
    discount: 0,
    promotion: '',
  });
  const sale = (detail: SaleLineBody[], totalCents: number, client: Partial<RecordSaleBody> = {}): RecordSaleBody => ({
    register_client: 0,
    without_client: 1,
    sale: { discount: 0, money_paid: totalCents / 100, total_sale: totalCents / 100, change_box: 0, cancelled: 1, id_type_payment: w.cash },
    detail,
    ...client,
  });
  const report = async (query: Record<string, string | number>) => {
    const res = await t.call(admin, 'GET', '/api/sale/sales-by-product', { date_from: businessToday(t.config.tzBusiness), date_to: businessToday(t.config.tzBusiness), ...query });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    ({ t, w } = await createSaleTestApp());
    admin = await t.adminToken();
    productId = await w.addProduct('Yogur Reporte Caja', '5.00');
    await w.addLot(productId, 100, '2099-12-31', '4.00');
    [{ id: crateId }] = await t.db.insert(presentations).values({ fkProduct: productId, name: 'Caja x12', units: 12, barcode: `RC-${randomUUID()}`, price: '60.00' }).returning();
    // One sale to a registered client: 2 crates and 6 loose units (30 units); one without: 1 crate.
    const first = await t.recordSale(admin, sale([line(2, 60, crateId), line(6, 5)], 15000, { without_client: 0, register_client: 1, client: { id: 0, business_name: 'Tienda Caja', ci_nit: '4455' } }), randomUUID());
    expect(first.statusCode, first.body).toBe(200);
    clientId = (await t.call(admin, 'GET', '/api/client/list', { search: 'Tienda Caja' })).json().data[0].id;
    const second = await t.recordSale(admin, sale([line(1, 60, crateId)], 6000), randomUUID());
    expect(second.statusCode, second.body).toBe(200);
  });
  afterAll(() => t.close());

  it('a crate line reads its crate and its units; the loose line its units', async () => {
    const { data } = await report({ product_id: productId });
    const shown = data.map((l: { quantity: number; units: number; presentation: { name: string; units: number } | null; unit_price: number }) => [l.quantity, l.units, l.presentation?.name ?? null, l.unit_price]);
    expect(shown.sort()).toEqual(
      [
        [1, 12, 'Caja x12', 60],
        [2, 24, 'Caja x12', 60],
        [6, 6, null, 5],
      ].sort(),
    );
  });

  it('total_quantity counts units whichever way it is summed: by client (the lines), by product (its rollup), for all (the brand rollup)', async () => {
    expect((await report({ client_id: clientId })).total_quantity).toBe(30);
    expect((await report({ product_id: productId })).total_quantity).toBe(42);
    expect((await report({})).total_quantity).toBe(42);
  });

  it('the export says the crate beside what was sold and sums the units', async () => {
    const res = await t.call(admin, 'GET', '/api/sale/sales-by-product/export', { date_from: businessToday(t.config.tzBusiness), date_to: businessToday(t.config.tzBusiness), product_id: productId, format: 'csv' });
    const rows = parseCsv(res.body);
    const header = rows.findIndex((r) => r.includes('Unidades'));
    const [cant, crate, units] = ['Cant.', 'Presentación', 'Unidades'].map((h) => rows[header].indexOf(h));
    const lines = rows.slice(header + 1, -1).map((r) => [r[cant], r[crate], r[units]]);
    expect(lines.sort()).toEqual([['1', 'Caja x12', '12'], ['2', 'Caja x12', '24'], ['6', '', '6']].sort());
    expect(rows.at(-1)?.[units]).toBe('42');
  });
});
