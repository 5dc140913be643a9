import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReconciliationItem } from '@lactea/contracts';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { sales } from '../../db/schema/index.js';
import { draft, saleWorld } from '../sales/sales.fixtures.js';
import { seedOfflineDemo } from './offline.demo.js';

describe('offline till demo', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("marks three of the cashier's earlier sales as synced from 'Caja mostrador', one case each, figures untouched", async () => {
    const w = await saleWorld(t.db, t.config, (await t.seededIds()).adminId);
    const milk = await w.addProduct('Leche Demo', '10.00');
    await w.addLot(milk, 50, '2099-12-31');
    const cashier = await t.cashierToken();
    const sell = async (body: ReturnType<typeof draft>) => {
      const res = await t.call(cashier, 'POST', '/api/sale/record-sale', body);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().id as number;
    };
    const paid = [await sell(draft([{ product_id: milk, quantity: 2, price: 10 }], { id_type_payment: w.cash })), await sell(draft([{ product_id: milk, quantity: 3, price: 10 }], { id_type_payment: w.cash }))];
    const credit = await sell(draft([{ product_id: milk, quantity: 1, price: 10 }], { cancelled: 0, id_type_payment: 0, paid: 0 }, { without_client: 0, register_client: 1, client: { id: 0, business_name: 'Tienda Demo', ci_nit: '123' } }));
    const today = await sell(draft([{ product_id: milk, quantity: 1, price: 10 }], { id_type_payment: w.cash }));
    await t.db.update(sales).set({ date: '2026-03-09' }).where(inArray(sales.id, [...paid, credit]));
    const totals = () => t.db.select({ cents: sql<string>`sum(${sales.totalSale} * 100)::bigint::text` }).from(sales);
    const before = await totals();

    await seedOfflineDemo(t.db);

    const admin = await t.adminToken();
    const list = (await t.call(admin, 'GET', '/api/sale/reconciliation')).json() as { data: ReconciliationItem[] };
    const bySale = new Map(list.data.map((c) => [c.sale_id, c]));
    expect(bySale.get(paid[1])).toMatchObject({ kind: 'precio', charged_total: 30, expected_total: 31.5, detail: 'Cobrado Bs. 30,00; precio vigente Bs. 31,50', device_name: 'Caja mostrador' });
    expect(bySale.get(paid[0])).toMatchObject({ kind: 'faltante', missing_quantity: 2, detail: 'Sin stock en los lotes: faltó 2' });
    expect(bySale.get(credit)).toMatchObject({ kind: 'credito', product: null });
    expect(list.data).toHaveLength(3);
    const [latest] = await t.db.select({ offline: sales.offline }).from(sales).where(eq(sales.id, today));
    expect(latest.offline).toBe(0);
    expect(await totals()).toEqual(before);
    const devices = (await t.call(admin, 'GET', '/api/sale/devices')).json();
    expect(devices).toMatchObject([{ device_name: 'Caja mostrador', pending: 0 }]);
  });
});
