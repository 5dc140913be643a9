import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listPriceFor, type ListPriceRow, type PriceListPrice } from '@lactea/contracts';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { tablesUnderLimit } from '../../../test/plans.js';
import { presentations, priceListPrices } from '../../db/schema/index.js';
import { makeProducts } from '../discounts/test-products.js';
import { pricesPage } from './prices.service.js';

const bad = (...messages: string[]) => ({ messages });

describe('price-list/prices, set-price, remove-price', () => {
  let t: TestApp;
  let admin: string;
  let listId: number;
  let yogurt: number;
  let milk: number;
  let cheese: number;
  let disabled: number;
  let crate: number;
  let otherCrate: number;
  let retiredCrate: number;

  const set = async (body: Record<string, unknown>) => {
    const res = await t.call(admin, 'PUT', '/api/price-list/set-price', { price_list_id: listId, ...body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as PriceListPrice;
  };
  const rows = async (q: Record<string, unknown> = {}) => {
    const res = await t.call(admin, 'GET', '/api/price-list/prices', { price_list_id: listId, ...q });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: PriceListPrice[]; total: number; last_page: number; current_page: number };
  };
  const refusedSet = (body: Record<string, unknown>, status: number, messages: string[]) =>
    t.refused(admin, 'PUT', '/api/price-list/set-price', { price_list_id: listId, ...body }, status, { messages });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.adminToken();
    listId = (await t.call(admin, 'POST', '/api/price-list/add', { name: 'Mayorista' })).json().id;
    [yogurt, milk, cheese, disabled] = await makeProducts(t, admin, [
      { code: 'YOG-1', product: 'Yogurt frutilla 1 L', price: 12 },
      { code: 'LEC-1', product: 'Leche entera', price: 7 },
      { code: 'QSO-KG', product: 'Queso criollo', price: 60, unit: 'kg' },
      { code: 'OFF-1', product: 'Producto retirado', price: 5, enabled: 0 },
    ]);
    // Presentations have their own screen; here they are only rows to point at.
    [{ id: crate }, { id: otherCrate }, { id: retiredCrate }] = await t.db
      .insert(presentations)
      .values([
        { fkProduct: yogurt, name: 'Caja x12', units: 12, barcode: 'P-YOG-12', price: '130.00' },
        { fkProduct: milk, name: 'Caja x10', units: 10, barcode: 'P-LEC-10', price: '65.00' },
        { fkProduct: yogurt, name: 'Caja x24', units: 24, barcode: 'P-YOG-24', price: '250.00', enabled: 0 },
      ])
      .returning({ id: presentations.id });
  });
  afterAll(() => t.close());

  it('adds rows (unit, presentation, kg breaks) and answers each with the product, the presentation and the counter\'s price', async () => {
    const mark = await t.lastAuditId();
    const unit = await set({ product_id: yogurt, presentation_id: null, min_quantity: 1, price: 11 });
    expect(unit).toEqual({
      id: unit.id, price_list_id: listId, product_id: yogurt, code: 'YOG-1', product: 'Yogurt frutilla 1 L', unit: 'unidad',
      presentation_id: null, presentation: null, min_quantity: 1, price: 11, product_price: 12,
    });
    expect(await t.auditSince(mark)).toEqual([
      {
        userId: expect.any(Number), action: 'add', entity: 'price_list_price', entityId: unit.id, before: null,
        after: { id: unit.id, fk_price_list: listId, fk_product: yogurt, fk_presentation: null, min_quantity: '1.000', price: '11.00' },
      },
    ]);
    await set({ product_id: yogurt, min_quantity: 24, price: '10,50' });
    const box = await set({ product_id: yogurt, presentation_id: crate, min_quantity: 1, price: 125 });
    expect(box).toMatchObject({ presentation_id: crate, presentation: 'Caja x12', product_price: 130 });
    const kg = await set({ product_id: cheese, min_quantity: 2.5, price: 55.5 });
    expect(kg).toMatchObject({ unit: 'kg', min_quantity: 2.5, price: 55.5 });
  });

  it('replaces the price of the row with the same list, product, presentation and minimum (one row, audited as an edit)', async () => {
    const first = await set({ product_id: milk, min_quantity: 12, price: 6.5 });
    const mark = await t.lastAuditId();
    const again = await set({ product_id: milk, presentation_id: 0, min_quantity: '12', price: 6.2 });
    expect(again).toMatchObject({ id: first.id, price: 6.2 });
    expect(await t.db.select({ n: sql<number>`count(*)::int` }).from(priceListPrices).where(eq(priceListPrices.fkProduct, milk))).toEqual([{ n: 1 }]);
    expect(await t.auditSince(mark)).toMatchObject([{ action: 'edit', entity: 'price_list_price', entityId: first.id, before: { price: '6.50' }, after: { price: '6.20' } }]);
    // The same minimum for a presentation is another row.
    const crateRow = await set({ product_id: milk, presentation_id: otherCrate, min_quantity: 12, price: 60 });
    expect(crateRow.id).not.toBe(first.id);
  });

  it('allows a price above the counter\'s (the screen warns)', async () => {
    expect(await set({ product_id: milk, min_quantity: 1, price: 7.5 })).toMatchObject({ price: 7.5, product_price: 7 });
  });

  it.each([
    [{ product_id: 'yogurt', min_quantity: 0.5, price: 10 }, 400, ['Desde: Debe ser 1 o mayor']],
    [{ product_id: 'yogurt', min_quantity: 0, price: 10 }, 400, ['Desde: Debe ser 1 o mayor']],
    [{ product_id: 'yogurt', min_quantity: 2.5, price: 10 }, 400, ['Desde: Debe ser un número entero']],
    [{ product_id: 'yogurt', presentation_id: 'crate', min_quantity: 1.5, price: 10 }, 400, ['Desde: Debe ser un número entero']],
    [{ product_id: 'cheese', min_quantity: 1.2345, price: 10 }, 400, ['Desde: Solo se permiten 3 decimales']],
    [{ product_id: 'yogurt', min_quantity: 1, price: 0 }, 400, ['Precio: No debe ser cero']],
    [{ product_id: 'yogurt', min_quantity: 1, price: -1 }, 400, ['Precio: No debe ser negativo']],
    [{ product_id: 'yogurt', min_quantity: 1, price: 1.234 }, 400, ['Precio: Solo se permiten 2 decimales']],
    [{ product_id: 'yogurt', min_quantity: 1 }, 400, ['Precio: Es requerido']],
    [{ min_quantity: 1, price: 1 }, 400, ['Producto: Elija un producto']],
    [{ product_id: 'yogurt', price: 1 }, 400, ['Desde: Es requerido']],
    [{ product_id: 'yogurt', min_quantity: 1, price: 1, extra: 1 }, 400, ['Campo no permitido: extra']],
    [{ product_id: 999_999, min_quantity: 1, price: 1 }, 404, ['No existe el producto']],
    [{ product_id: 'disabled', min_quantity: 1, price: 1 }, 400, ['El producto Producto retirado está inhabilitado']],
    [{ product_id: 'cheese', presentation_id: 'crate', min_quantity: 1, price: 1 }, 400, ['Los productos por peso no tienen presentaciones']],
    [{ product_id: 'yogurt', presentation_id: 999_999, min_quantity: 1, price: 1 }, 404, ['No existe la presentación']],
  ])('refuses %j (%i %j) and changes nothing', async (body, status, messages) => {
    // The table names the fixtures: their ids exist only once beforeAll has run.
    const ids: Record<string, number> = { yogurt, cheese, disabled, crate };
    const resolve = (v: unknown) => (typeof v === 'string' && v in ids ? ids[v] : v);
    await refusedSet(Object.fromEntries(Object.entries(body).map(([k, v]) => [k, resolve(v)])), status, messages);
  });

  it('refuses a presentation of another product, a disabled one, and an unknown list', async () => {
    await refusedSet({ product_id: yogurt, presentation_id: otherCrate, min_quantity: 1, price: 1 }, 400, ['La presentación no es del producto Yogurt frutilla 1 L']);
    await refusedSet({ product_id: yogurt, presentation_id: retiredCrate, min_quantity: 1, price: 1 }, 400, ['La presentación Caja x24 está inhabilitada']);
    await refusedSet({ price_list_id: 999_999, product_id: yogurt, min_quantity: 1, price: 1 }, 404, ['No existe la lista de precios']);
    expect((await t.call(admin, 'GET', '/api/price-list/prices', { price_list_id: 999_999 })).statusCode).toBe(404);
  });

  it('lists a product\'s rows together, unit before presentations, breaks from the lowest; search by product', async () => {
    const all = await rows();
    const line = (r: PriceListPrice) => `${r.code} ${r.presentation ?? 'Unidad'} ${r.min_quantity} ${r.price}`;
    expect(all.data.map(line)).toEqual([
      'YOG-1 Unidad 1 11',
      'YOG-1 Unidad 24 10.5',
      'YOG-1 Caja x12 1 125',
      'LEC-1 Unidad 1 7.5',
      'LEC-1 Unidad 12 6.2',
      'LEC-1 Caja x10 12 60',
      'QSO-KG Unidad 2.5 55.5',
    ]);
    expect((await rows({ search: 'queso' })).data.map(line)).toEqual(['QSO-KG Unidad 2.5 55.5']);
    expect((await rows({ search: 'lec-1' })).total).toBe(3);
    // The answer's rows are the rule's rows as they are.
    const list = { id: listId, name: 'Mayorista', enabled: 1 as const, rows: all.data satisfies ListPriceRow[] };
    expect(listPriceFor(list, yogurt, null, 30)?.priceCents).toBe(1050);
    expect(listPriceFor(list, cheese, null, 2.499)).toBeNull();
  });

  it('pages the rows: a deep page is the same slice of the whole list and steps over the rows\' index only', async () => {
    const whole = (await rows()).data.map((r) => r.id);
    const page2 = await pricesPage(t.db, eq(priceListPrices.fkPriceList, listId), { limit: 3, offset: 3 });
    expect(page2.map((r) => r.id)).toEqual(whole.slice(3, 6));
    expect(await tablesUnderLimit(t.db, pricesPage(t.db, eq(priceListPrices.fkPriceList, listId), { limit: 10, offset: 5000 }))).toEqual(['price_list_prices']);
    expect(await rows({ page: 9 })).toMatchObject({ data: [], current_page: 9, last_page: 1, total: 7 });
  });

  it('removes a row (audited), and a second removal is 404', async () => {
    const row = await set({ product_id: milk, min_quantity: 100, price: 5 });
    const mark = await t.lastAuditId();
    const res = await t.call(admin, 'DELETE', '/api/price-list/remove-price', { id: row.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: row.id, deleted: true });
    expect(await t.auditSince(mark)).toMatchObject([{ action: 'delete', entity: 'price_list_price', entityId: row.id, before: { price: '5.00', min_quantity: '100.000' }, after: null }]);
    await t.refused(admin, 'DELETE', '/api/price-list/remove-price', { id: row.id }, 404, bad('No existe el precio'));
  });
});
