import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tillSnapshotSchema, type TillBarcodeProduct } from '@lactea/contracts';
import { clients, presentations } from '../../db/schema/index.js';
import { createSaleTestApp, type TestApp } from '../../../test/helpers.js';
import { creditDraft, type SaleWorld } from './sales.fixtures.js';

const FAR = '2099-12-31';

/** sale/till-snapshot: what an offline till sells from, the same products the till's searches answer. */
describe('sale/till-snapshot', () => {
  let t: TestApp;
  let w: SaleWorld;
  let cashier: string;

  beforeAll(async () => {
    ({ t, w } = await createSaleTestApp());
    cashier = await t.cashierToken();
  });
  afterAll(() => t.close());

  it('answers every enabled product with its sellable stock and enabled terms, the till setup and the enabled clients', async () => {
    const milk = await w.addProduct('Leche Snap', '10.00', { barcode: '7779990001112' });
    const cheese = await w.addProduct('Queso Snap', '25.50', { unit: 'kg', scaleCode: 4711 });
    const hidden = await w.addProduct('Oculto Snap', '3.00', { enabled: 0 });
    await w.addLot(milk, 7, FAR);
    await w.addLot(milk, 50, '2020-01-01');
    await w.addPromotion(milk, 3, 2);
    await w.addDiscount(cheese, '22.00', 2);
    const [open] = await t.db.insert(clients).values({ businessName: 'Cliente Snap', ciNit: '123', searchText: 'cliente snap 123' }).returning({ id: clients.id });
    const [closed] = await t.db.insert(clients).values({ businessName: 'Cerrado Snap', ciNit: '456', searchText: 'cerrado snap 456', enabled: 0 }).returning({ id: clients.id });

    const res = await t.call(cashier, 'GET', '/api/sale/till-snapshot');
    expect(res.statusCode, res.body).toBe(200);
    const snap = tillSnapshotSchema.parse(res.json());
    expect(Date.now() - Date.parse(snap.taken_at)).toBeLessThan(60_000);
    const byId = new Map(snap.products.map((p) => [p.id, p]));
    expect(byId.has(hidden)).toBe(false);
    // The same product the till's barcode lookup answers: one builder for both.
    const [{ presentation, ...fromBarcode }] = (await t.call(cashier, 'GET', '/api/sale/till-barcode', { barcode: '7779990001112' })).json() as TillBarcodeProduct[];
    expect(presentation).toBeNull();
    expect(byId.get(milk)).toEqual(fromBarcode);
    expect(byId.get(milk)).toMatchObject({ price: 10, stock: 7, discount: null, promotion: { quantity_promotion: 3, quantity_sale: 2 } });
    expect(byId.get(cheese)).toMatchObject({ price: 25.5, unit: 'kg', scale_code: 4711, stock: 0, discount: { unit_price: 22, quantity: 2 }, promotion: null });
    expect(snap.setup.payments.map((p) => p.id)).toEqual(expect.arrayContaining([w.cash, w.card]));
    expect(snap.setup.payments.map((p) => p.id)).not.toContain(w.disabledPay);
    expect(snap.clients).toContainEqual({ id: open.id, business_name: 'Cliente Snap', ci_nit: '123', credit_limit: null, debt: 0, overdue_since: null, fk_price_list: null });
    expect(snap.clients.map((c) => c.id)).not.toContain(closed.id);
    expect(snap.credit_control).toBe('bloquear');
  });

  it("carries each client's credit limit and open debt, so the offline till can warn of a credit sale over the limit", async () => {
    const milk = await w.addProduct('Leche Crédito Snap', '10.00');
    await w.addLot(milk, 10, FAR);
    const [client] = await t.db
      .insert(clients)
      .values({ businessName: 'Tienda Límite', ciNit: '789', searchText: 'tienda limite 789', creditLimit: '50.00' })
      .returning({ id: clients.id, business_name: clients.businessName, ci_nit: clients.ciNit });
    const sold = await t.call(cashier, 'POST', '/api/sale/record-sale', creditDraft({ product_id: milk, quantity: 3, price: 10 }, client));
    expect(sold.statusCode, sold.body).toBe(200);
    const snap = tillSnapshotSchema.parse((await t.call(cashier, 'GET', '/api/sale/till-snapshot')).json());
    expect(snap.clients.find((c) => c.id === client.id)).toEqual({ ...client, credit_limit: 50, debt: 30, overdue_since: null, fk_price_list: null });
  });

  it("carries the enabled presentations of enabled products, as the barcode lookup answers a crate's scan", async () => {
    const yogurt = await w.addProduct('Yogur Caja Snap', '5.00');
    const hidden = await w.addProduct('Yogur Oculto Snap', '5.00', { enabled: 0 });
    const [crate, off, ofHidden] = await t.db
      .insert(presentations)
      .values([
        { fkProduct: yogurt, name: 'Caja x12', units: 12, barcode: 'SNAP-CAJA-12', price: '54.50' },
        { fkProduct: yogurt, name: 'Pack x6', units: 6, barcode: 'SNAP-PACK-6', price: '28.00', enabled: 0 },
        { fkProduct: hidden, name: 'Caja x12', units: 12, barcode: 'SNAP-CAJA-OCULTA', price: '50.00' },
      ])
      .returning({ id: presentations.id });
    const snap = tillSnapshotSchema.parse((await t.call(cashier, 'GET', '/api/sale/till-snapshot')).json());
    expect(snap.presentations).toContainEqual({ id: crate.id, product_id: yogurt, name: 'Caja x12', units: 12, barcode: 'SNAP-CAJA-12', price: 54.5 });
    const ids = snap.presentations.map((p) => p.id);
    expect(ids).not.toContain(off.id);
    expect(ids).not.toContain(ofHidden.id);
    const [scanned] = (await t.call(cashier, 'GET', '/api/sale/till-barcode', { barcode: 'SNAP-CAJA-12' })).json() as TillBarcodeProduct[];
    expect(scanned.presentation).toEqual({ id: crate.id, name: 'Caja x12', units: 12, price: 54.5 });
  });

  it('is gzipped for a client that accepts it, the same JSON', async () => {
    const headers = { authorization: `Bearer ${cashier}` };
    const plain = await t.app.inject({ method: 'GET', url: '/api/sale/till-snapshot', headers });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    const zipped = await t.app.inject({ method: 'GET', url: '/api/sale/till-snapshot', headers: { ...headers, 'accept-encoding': 'gzip, deflate, br' } });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    const unzipped = tillSnapshotSchema.parse(JSON.parse(gunzipSync(zipped.rawPayload).toString()));
    const { taken_at: _a, ...rest } = tillSnapshotSchema.parse(plain.json());
    const { taken_at: _b, ...sameRest } = unzipped;
    expect(sameRest).toEqual(rest);
  });

  it('is for signed-in staff only', async () => {
    expect((await t.call(undefined, 'GET', '/api/sale/till-snapshot')).statusCode).toBe(401);
  });
});
