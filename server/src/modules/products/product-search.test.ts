import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { products } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { productSearchText, searchTerms } from './product-search.js';

/** Product search by words, in any order, also by brand and by sizes typed together. */
describe('product search by words', () => {
  let t: TestApp;
  let admin: string;
  let cashier: string;
  let brand: number;
  let other: number;
  const found: Record<string, number> = {};
  const call: TestApp['call'] = (...args) => t.call(...args);
  const ids = (res: LightMyRequestResponse) => {
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    return ((Array.isArray(body) ? body : body.data) as { id: number }[]).map((r) => r.id).sort((a, b) => a - b);
  };
  const addMark = async (mark: string) => (await call(admin, 'POST', '/api/mark/add', { mark })).json().id as number;
  const add = async (code: string, product: string, fk_mark: number) => {
    const res = await call(admin, 'POST', '/api/product/add', { code, product, barcode: null, description: 'Bolsa', price: 8, cost: 6, fk_mark });
    expect(res.statusCode, res.body).toBe(200);
    return (found[code] = res.json().id as number);
  };
  /** The same search on the three product searches: the list, the inventory and the till. */
  const everywhere = async (search: string) => {
    const list = ids(await call(admin, 'GET', '/api/product/list', { search }));
    expect(ids(await call(admin, 'GET', '/api/product/list-with-total-lot', { search })), search).toEqual(list);
    expect(ids(await call(cashier, 'POST', '/api/product/first-products', { search, enabled: 1, id_mark: 0 })), search).toEqual(list);
    return list;
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.adminToken();
    cashier = await t.cashierToken();
    brand = await addMark('Pilandina Sur');
    other = await addMark('Lácteos Ñandú');
    await add('ZZ-FRU', 'Leche Saborizada Frutilla 180 ml', brand);
    await add('ZZ-1L', 'Leche Entera Zeta 1 L', brand);
    await add('ZZ-OTRA', 'Leche Zeta Frutilla 1 L', other);
  });
  afterAll(() => t.close());

  it('matches every word in any order, accent- and case-insensitively', async () => {
    expect(await everywhere('leche frutilla saborizada')).toEqual([found['ZZ-FRU']]);
    expect(await everywhere('FRUTILLA Saborizáda')).toEqual([found['ZZ-FRU']]);
    expect(await everywhere('zeta frutilla')).toEqual([found['ZZ-OTRA']]);
    expect(await everywhere('zeta   leche')).toEqual([found['ZZ-1L'], found['ZZ-OTRA']].sort((a, b) => a - b));
    expect(await everywhere('saborizada chocolate')).toEqual([]);
  });

  it("finds the brand's name and the code, and sizes typed together ('pil 1l')", async () => {
    expect(await everywhere('pilandina 1l')).toEqual([found['ZZ-1L']]);
    expect(await everywhere('pilandina 1 l')).toEqual([found['ZZ-1L']]);
    expect(await everywhere('nandu zeta')).toEqual([found['ZZ-OTRA']]);
    expect(await everywhere('180ML sur')).toEqual([found['ZZ-FRU']]);
    expect(await everywhere('zz-otra leche')).toEqual([found['ZZ-OTRA']]);
    // A total counts the same words the page shows.
    expect((await call(admin, 'GET', '/api/product/list', { search: 'leche pilandina' })).json().total).toBe(2);
  });

  it('follows a brand renamed and a product moved to another brand', async () => {
    const mark = (await call(admin, 'GET', '/api/mark/list', { search: 'pilandina' })).json().data[0];
    expect((await call(admin, 'PATCH', '/api/mark/update', { id: brand, mark: 'Andina Norte', version: mark.version })).statusCode).toBe(200);
    expect(await everywhere('pilandina leche')).toEqual([]);
    expect(await everywhere('norte frutilla')).toEqual([found['ZZ-FRU']]);
    // The price update ('Actualizar precio') also changes the brand.
    const moved = await call(admin, 'PUT', '/api/product/update', { id: found['ZZ-1L'], version: 1, price: 9, cost: 6, fk_mark: other });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await everywhere('nandu 1l entera')).toEqual([found['ZZ-1L']]);
    expect(await everywhere('norte entera')).toEqual([]);
    const [row] = await t.db.select({ text: products.searchText }).from(products).where(eq(products.id, found['ZZ-FRU']));
    expect(row.text).toBe(productSearchText({ code: 'ZZ-FRU', product: 'Leche Saborizada Frutilla 180 ml', barcode: null, description: 'Bolsa' }, 'Andina Norte'));
  });

  it('migration 0023 rewrites a stored text exactly as the service writes it', async () => {
    const id = await add('ZZ-MIG', 'Yogur Batido 1 L y 500 ml', other);
    const own = 'zz-mig yogur batido 1 l y 500 ml  bolsa';
    await t.db.update(products).set({ searchText: own }).where(eq(products.id, id));
    const migration = fs.readFileSync(new URL('../../db/migrations/0023_product_search_words.sql', import.meta.url), 'utf8');
    await t.db.execute(sql.raw(`${migration.replace(/;\s*$/, '')} AND p.id = ${id}`));
    const [row] = await t.db.select({ text: products.searchText }).from(products).where(eq(products.id, id));
    expect(row.text).toBe(productSearchText({ code: 'ZZ-MIG', product: 'Yogur Batido 1 L y 500 ml', barcode: null, description: 'Bolsa' }, 'Lácteos Ñandú'));
    expect(row.text).toBe(`lacteos nandu ${own} 1l 500ml`);
  });

  it('keeps a number and its unit together as one search term', () => {
    expect(searchTerms(' Pil  1 L ')).toEqual(['pil', '1 l']);
    expect(searchTerms('leche 500 ml frutilla')).toEqual(['leche', '500 ml', 'frutilla']);
    expect(searchTerms('yogur yogur 2')).toEqual(['yogur', '2']);
  });
});
