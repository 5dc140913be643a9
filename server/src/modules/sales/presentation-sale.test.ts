import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { PRESENTATION_MSG, SALE_MSG, type RecordSaleBody, type SaleLineBody } from '@lactea/contracts';
import { lots, presentations, reconciliationItems, salesDailyProduct } from '../../db/schema/index.js';
import { createSaleTestApp, type TestApp } from '../../../test/helpers.js';
import type { SaleWorld } from './sales.fixtures.js';

const FAR = '2099-12-31';
const NEAR = '2099-01-31';

/**
 * A presentation sold at the till: its line counts crates at the crate's price, takes crates ×
 * units of the product FEFO (a crate may span two lots), and the oversell guard counts units.
 */
describe('record-sale with presentations (crates)', () => {
  let t: TestApp;
  let w: SaleWorld;
  let cashier: string;
  let admin: string;

  beforeAll(async () => {
    ({ t, w } = await createSaleTestApp());
    cashier = await t.cashierToken();
    admin = await t.adminToken();
  });
  afterAll(() => t.close());

  /** A yogurt at Bs. 5,00 with a crate of 12 at Bs. 60,00, its lots as given (quantity, expiry, cost). */
  async function yogurtWithCrate(name: string, lotsOf: [number, string, string][]) {
    const id = await w.addProduct(name, '5.00');
    const lotIds: number[] = [];
    for (const [quantity, expiry, cost] of lotsOf) lotIds.push(await w.addLot(id, quantity, expiry, cost));
    const [crate] = await t.db.insert(presentations).values({ fkProduct: id, name: 'Caja x12', units: 12, barcode: `CJ-${randomUUID()}`, price: '60.00' }).returning();
    return { id, crateId: crate.id, lotIds };
  }
  const crateLine = (productId: number, presentationId: number, quantity: number, price = 60): SaleLineBody => ({
    product_id: productId,
    presentation_id: presentationId,
    quantity,
    unit_price: price,
    unit_price_system: price,
    discount: 0,
    promotion: '',
  });
  const cash = (detail: SaleLineBody[], totalCents: number): RecordSaleBody => ({
    register_client: 0,
    without_client: 1,
    sale: { discount: 0, money_paid: totalCents / 100, total_sale: totalCents / 100, change_box: 0, cancelled: 1, id_type_payment: w.cash },
    detail,
  });
  const lotLeft = async (id: number) => (await t.db.select({ q: lots.quantity }).from(lots).where(eq(lots.id, id)))[0].q;

  it('two crates take 24 units across two lots (FEFO), answer and read back as crates, count 24 units in the rollups, and an annulment puts them back', async () => {
    const { id, crateId, lotIds } = await yogurtWithCrate('Yogur Caja A', [
      [8, NEAR, '4.00'],
      [20, FAR, '4.50'],
    ]);
    const loose: SaleLineBody = { product_id: id, quantity: 3, unit_price: 5, unit_price_system: 5, discount: 0, promotion: '' };
    const res = await t.recordSale(cashier, cash([crateLine(id, crateId, 2), loose], 13500), randomUUID());
    expect(res.statusCode, res.body).toBe(200);
    const sale = res.json();
    expect(sale.products[0].pivot).toMatchObject({ quantity: 2, unit_price: 60, unit_price_system: 60, total: 120, unit_cost: 52, presentation: { id: crateId, name: 'Caja x12', units: 12 } });
    expect(sale.products[1].pivot).toMatchObject({ quantity: 3, total: 15, presentation: null });
    expect([await lotLeft(lotIds[0]), await lotLeft(lotIds[1])]).toEqual([0, 1]);
    expect(await w.stockOf(id)).toBe(1);
    expect(await w.ledgerStock(id)).toBe(1);
    const [rollup] = await t.db.select().from(salesDailyProduct).where(eq(salesDailyProduct.fkProduct, id));
    expect(rollup).toMatchObject({ quantity: 27, totalCents: 13500 });

    const day = (await t.call(admin, 'GET', '/api/sale/sales-day')).json();
    const again = day.data.find((s: { id: number }) => s.id === sale.id);
    expect(again.products[0].pivot).toMatchObject({ quantity: 2, total: 120, presentation: { id: crateId, name: 'Caja x12', units: 12 } });

    const annul = await t.call(admin, 'PATCH', '/api/sale/cancel-sale', { id: sale.id });
    expect(annul.statusCode, annul.body).toBe(200);
    expect([await lotLeft(lotIds[0]), await lotLeft(lotIds[1])]).toEqual([8, 20]);
    const rolled = await t.db.select().from(salesDailyProduct).where(and(eq(salesDailyProduct.fkProduct, id)));
    expect(rolled.reduce((a, r) => a + r.quantity, 0)).toBe(0);
  });

  it('the oversell guard counts units: 2 crates with 23 units on hand are refused, and nothing changes', async () => {
    const { id, crateId, lotIds } = await yogurtWithCrate('Yogur Caja B', [[23, FAR, '4.00']]);
    const res = await t.recordSale(cashier, cash([crateLine(id, crateId, 2)], 12000), randomUUID());
    expect(res.statusCode).toBe(400);
    expect(res.json().messages).toEqual([SALE_MSG.insufficient('Yogur Caja B')]);
    expect(await lotLeft(lotIds[0])).toBe(23);
    // A crate and 12 loose units of the same product need 24 as well.
    const loose: SaleLineBody = { product_id: id, quantity: 12, unit_price: 5, unit_price_system: 5, discount: 0, promotion: '' };
    const both = await t.recordSale(cashier, cash([crateLine(id, crateId, 1), loose], 12000), randomUUID());
    expect(both.statusCode).toBe(400);
    expect(await lotLeft(lotIds[0])).toBe(23);
  });

  it('refuses a crate of another product, a disabled one, half a crate, a crate with offers and one at the unit price, each with its message', async () => {
    const { id, crateId } = await yogurtWithCrate('Yogur Caja C', [[100, FAR, '4.00']]);
    const other = await yogurtWithCrate('Yogur Caja D', [[100, FAR, '4.00']]);
    const [off] = await t.db.insert(presentations).values({ fkProduct: id, name: 'Pack x6', units: 6, barcode: `PK-${randomUUID()}`, price: '30.00', enabled: 0 }).returning();
    const cases: [SaleLineBody, number, string][] = [
      [crateLine(id, other.crateId, 1), 6000, PRESENTATION_MSG.saleMissing(1, 'Yogur Caja C')],
      [crateLine(id, 999_999, 1), 6000, PRESENTATION_MSG.saleMissing(1, 'Yogur Caja C')],
      [crateLine(id, off.id, 1, 30), 3000, PRESENTATION_MSG.saleDisabled(1, 'Yogur Caja C', 'Pack x6')],
      [crateLine(id, crateId, 1.5), 9000, PRESENTATION_MSG.saleWhole(1, 'Yogur Caja C')],
      [{ ...crateLine(id, crateId, 1), unit_price: 55, discount: 5 }, 5500, PRESENTATION_MSG.saleNoOffers(1, 'Yogur Caja C')],
      [{ ...crateLine(id, crateId, 3), unit_price: 40, discount: 20, promotion: '2x3' }, 12000, PRESENTATION_MSG.saleNoOffers(1, 'Yogur Caja C')],
      [crateLine(id, crateId, 1, 5), 500, SALE_MSG.lineMismatch(1, 'Yogur Caja C', 'el precio del sistema', 'Bs. 60,00')],
    ];
    for (const [line, cents, message] of cases) {
      const res = await t.recordSale(cashier, cash([line], cents), randomUUID());
      expect(res.statusCode, JSON.stringify(line)).toBe(400);
      expect(res.json().messages).toContain(message);
    }
    expect(await w.stockOf(id)).toBe(100);
  });

  it('offline, crates beyond the lots are recorded with the shortfall in units', async () => {
    const { id, crateId } = await yogurtWithCrate('Yogur Caja E', [[20, FAR, '4.00']]);
    const offline = { device_id: 'caja-cajas-0001', device_name: 'Caja Cajas', sold_at: new Date(Date.now() + 1000).toISOString(), provisional_number: `CJ-${Date.now()}` };
    const res = await t.recordSale(cashier, { ...cash([crateLine(id, crateId, 2)], 12000), offline }, randomUUID());
    expect(res.statusCode, res.body).toBe(200);
    const cases = await t.db.select().from(reconciliationItems).where(eq(reconciliationItems.fkSale, res.json().id));
    expect(cases).toMatchObject([{ kind: 'faltante', missingQuantity: '4.000' }]);
    expect(cases[0].detail).toContain('Vendido 24');
    expect(await w.stockOf(id)).toBe(0);
  });
});
