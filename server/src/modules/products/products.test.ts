import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { auditLog, products } from '../../db/schema/index.js';
import { createTestApp, expectGuarded, expectNoSecretsIn, type RouteCall, type TestApp } from '../../../test/helpers.js';

type Product = {
  id: number;
  code: string;
  product: string;
  barcode: string | null;
  description: string;
  price: number;
  cost: number;
  fk_mark: number;
  mark: string;
  enabled: number;
  version: number;
  total_quantity?: number;
};

describe('products API', () => {
  let t: TestApp;
  let admin: string;
  let cashier: string;
  let pil: number;
  let delizia: number;
  let offMark: number;
  const call: TestApp['call'] = (...args) => t.call(...args);
  const auditCount = async () => {
    const [{ n }] = await t.db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(eq(auditLog.entity, 'product'));
    return Number(n);
  };
  const fields = (over: Record<string, unknown> = {}) => ({
    code: 'P-001',
    product: 'Leche Entera 1L',
    barcode: '7772106000015',
    description: 'Leche pasteurizada en bolsa',
    price: 7.5,
    cost: 6.2,
    fk_mark: pil,
    ...over,
  });
  /** What a full edit sends of a listed row (decision 0022: every editable field, nothing else). */
  const editable = ({ id, version, code, product, barcode, description, price, cost, fk_mark, unit, scale_code }: Record<string, unknown>) =>
    ({ id, version, code, product, barcode, description, price, cost, fk_mark, unit, scale_code });
  const add = async (over: Record<string, unknown> = {}) => {
    const res = await call(admin, 'POST', '/api/product/add', fields(over));
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Product;
  };
  const ids = (res: LightMyRequestResponse) => {
    const body = res.json();
    return ((Array.isArray(body) ? body : body.data) as Product[]).map((r) => r.id);
  };
  const addMark = async (mark: string) => {
    const res = await call(admin, 'POST', '/api/mark/add', { mark });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().id as number;
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.adminToken();
    cashier = await t.cashierToken();
    pil = await addMark('PIL Andina');
    delizia = await addMark('Delizia');
    offMark = await addMark('Marca Retirada');
    await call(admin, 'PATCH', '/api/mark/change-state', { id: offMark, version: 1 });
  });
  afterAll(async () => {
    expectNoSecretsIn(t);
    await t.close();
  });

  describe('add', () => {
    it('adds a product with money as numbers, its brand name, and one audit row', async () => {
      const before = await auditCount();
      const res = await call(admin, 'POST', '/api/product/add', fields({ code: ' LEC-01 ', price: '12.50', cost: 10 }));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        id: expect.any(Number),
        code: 'LEC-01',
        product: 'Leche Entera 1L',
        barcode: '7772106000015',
        description: 'Leche pasteurizada en bolsa',
        price: 12.5,
        cost: 10,
        fk_mark: pil,
        mark: 'PIL Andina',
        unit: 'unidad',
        scale_code: null,
        sin_product_code: null,
        sin_unit_code: null,
        enabled: 1,
        version: 1,
      });
      expect(await auditCount()).toBe(before + 1);
    });

    it('keeps money exact in the database (numeric, 2 decimals)', async () => {
      const row = await add({ code: 'MONEY-1', price: 0.1, cost: '1234567.89' });
      const [stored] = await t.db.select({ price: products.price, cost: products.cost }).from(products).where(eq(products.id, row.id));
      expect(stored).toEqual({ price: '0.10', cost: '1234567.89' });
      expect(row).toMatchObject({ price: 0.1, cost: 1234567.89 });
    });

    it('stores an empty or blank barcode as no barcode (null)', async () => {
      expect((await add({ code: 'NOBAR-1', barcode: '' })).barcode).toBeNull();
      expect((await add({ code: 'NOBAR-2', barcode: '   ' })).barcode).toBeNull();
      expect((await add({ code: 'NOBAR-3', barcode: null })).barcode).toBeNull();
      const { barcode: _, ...withoutBarcode } = fields({ code: 'NOBAR-4' });
      const res = await call(admin, 'POST', '/api/product/add', withoutBarcode);
      expect(res.json().barcode).toBeNull();
    });

    it('allows a barcode to repeat', async () => {
      await add({ code: 'DUPBAR-1', barcode: '7770000000001' });
      await add({ code: 'DUPBAR-2', barcode: '7770000000001' });
    });

    it('accepts the limits exactly', async () => {
      const row = await add({ code: 'ñ'.repeat(50), product: 'á'.repeat(50), barcode: '9'.repeat(50), description: 'é'.repeat(100), price: 0, cost: 0 });
      expect(row).toMatchObject({ price: 0, cost: 0 });
    });

    it('refuses invalid input with the spec messages and changes nothing', async () => {
      const before = await t.snapshot();
      const cases: [unknown, string[]][] = [
        [
          {},
          ['Código: Es requerido', 'Producto: Es requerido', 'Descripción: Es requerido', 'Precio: Es requerido', 'Costo: Es requerido', 'Marca: Elija una marca'],
        ],
        [
          fields({ code: 'c'.repeat(51), product: 'p'.repeat(51), barcode: '1'.repeat(51), description: 'd'.repeat(101) }),
          ['Código: No puede exceder los 50 dígitos', 'Producto: No puede exceder los 50 dígitos', 'Código Barra: No puede exceder los 50 dígitos', 'Descripción: No puede exceder los 100 dígitos'],
        ],
        [fields({ code: '  ', description: '' }), ['Código: Es requerido', 'Descripción: Es requerido']],
        [fields({ price: 'abc', cost: '' }), ['Precio: Debe ser un número', 'Costo: Es requerido']],
        [fields({ price: -1, cost: 1.234 }), ['Precio: No debe ser negativo', 'Costo: Solo se permiten 2 decimales']],
        [fields({ fk_mark: 0 }), ['Marca: Elija una marca']],
        [fields({ fk_mark: null }), ['Marca: Elija una marca']],
        [fields({ fk_mark: 'x' }), ['Marca: Debe ser un número entero']],
      ];
      for (const [payload, messages] of cases) {
        const res = await call(admin, 'POST', '/api/product/add', payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().messages).toEqual(messages);
      }
      expect(await t.snapshot()).toEqual(before);
    });

    it('refuses a brand that does not exist or is disabled, changing nothing', async () => {
      const before = await t.snapshot();
      const missing = await call(admin, 'POST', '/api/product/add', fields({ code: 'NOMARK', fk_mark: 999999 }));
      expect(missing.statusCode).toBe(400);
      expect(missing.json().messages).toEqual(['No existe la marca']);
      const off = await call(admin, 'POST', '/api/product/add', fields({ code: 'OFFMARK', fk_mark: offMark }));
      expect(off.statusCode).toBe(400);
      expect(off.json().messages).toEqual(['La marca Marca Retirada está inhabilitada']);
      expect(await t.snapshot()).toEqual(before);
    });

    it('refuses a duplicate code case- and accent-insensitively, changing nothing', async () => {
      await add({ code: 'Yógur-Frutilla' });
      const before = await t.snapshot();
      for (const code of ['YOGUR-FRUTILLA', 'yogur-frutilla', ' Yógur-Frutilla ']) {
        const res = await call(admin, 'POST', '/api/product/add', fields({ code }));
        expect(res.statusCode).toBe(400);
        expect(res.json().messages).toEqual([`Ya existe el producto con código ${code.trim()}`]);
      }
      expect(await t.snapshot()).toEqual(before);
    });
  });

  describe('update', () => {
    it('updates every field and audits before and after', async () => {
      const row = await add({ code: 'UPD-1' });
      const before = await auditCount();
      const res = await call(admin, 'PUT', '/api/product/update', {
        id: row.id,
        version: row.version,
        ...fields({ code: 'UPD-1B', product: 'Yogurt Bebible 1L', barcode: '', description: 'Frutilla', price: '9.90', cost: 7.35, fk_mark: delizia }),
        unit: 'unidad',
        scale_code: null,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        id: row.id,
        code: 'UPD-1B',
        product: 'Yogurt Bebible 1L',
        barcode: null,
        description: 'Frutilla',
        price: 9.9,
        cost: 7.35,
        fk_mark: delizia,
        mark: 'Delizia',
        unit: 'unidad',
        scale_code: null,
        sin_product_code: null,
        sin_unit_code: null,
        enabled: 1,
        version: 2,
      });
      expect(await auditCount()).toBe(before + 1);
      const [last] = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'product')).orderBy(sql`${auditLog.id} desc`).limit(1);
      expect(last).toMatchObject({ action: 'edit', entityId: row.id, before: { code: 'UPD-1', price: 7.5 }, after: { code: 'UPD-1B', price: 9.9 } });
    });

    it('a full edit that re-sends the row as it was changes only what differs, and bumps the version', async () => {
      const row = await add({ code: 'PRICE-1' });
      const res = await call(admin, 'PUT', '/api/product/update', { ...editable(row), price: 8, cost: 6.75 });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ ...row, price: 8, cost: 6.75, version: 2 });
    });

    it('the price update sends only price, cost and brand: a description edited meanwhile stays', async () => {
      const row = await add({ code: 'PRICE-2', description: 'Original' });
      const priceBody = { id: row.id, version: row.version, price: 9.5, cost: 7, fk_mark: row.fk_mark };
      // A colleague edits the description after this person opened 'Actualizar precio'.
      const colleague = await call(admin, 'PUT', '/api/product/update', { ...editable(row), description: 'Del colega' });
      expect(colleague.json()).toMatchObject({ description: 'Del colega', version: 2 });
      // The stale price update is refused and changes nothing...
      const snap = await t.snapshot();
      const stale = await call(admin, 'PUT', '/api/product/update', priceBody);
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toEqual({ messages: ['Otro usuario modificó este registro; recargue la lista e intente de nuevo'] });
      expect(await t.snapshot()).toEqual(snap);
      // ...and with the fresh version only price and cost change: the colleague's description stays.
      const fresh = await call(admin, 'PUT', '/api/product/update', { ...priceBody, version: 2 });
      expect(fresh.statusCode, fresh.body).toBe(200);
      expect(fresh.json()).toEqual({ ...row, description: 'Del colega', price: 9.5, cost: 7, version: 3 });
      const [last] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, row.id)).orderBy(sql`${auditLog.id} desc`).limit(1);
      expect(last).toMatchObject({ action: 'edit', entity: 'product', before: { price: 7.5, version: 2 }, after: { price: 9.5, version: 3 } });
    });

    it('a price update validates its own fields only, with every message', async () => {
      const row = await add({ code: 'PRICE-3' });
      const snap = await t.snapshot();
      const res = await call(admin, 'PUT', '/api/product/update', { id: row.id, version: row.version, price: '', cost: 'x', fk_mark: 0 });
      expect(res.statusCode).toBe(400);
      expect(res.json().messages).toEqual(['Precio: Es requerido', 'Costo: Debe ser un número', 'Marca: Elija una marca']);
      expect(await t.snapshot()).toEqual(snap);
    });

    it('keeps a brand disabled after it was assigned, but refuses to switch to a disabled one', async () => {
      const brand = await addMark('Marca Temporal');
      const row = await add({ code: 'KEEP-1', fk_mark: brand });
      await call(admin, 'PATCH', '/api/mark/change-state', { id: brand, version: 1 });
      const keep = await call(admin, 'PUT', '/api/product/update', { id: row.id, version: row.version, price: 1, cost: row.cost, fk_mark: brand });
      expect(keep.statusCode, keep.body).toBe(200);
      const other = await add({ code: 'KEEP-2' });
      const before = await t.snapshot();
      const move = await call(admin, 'PUT', '/api/product/update', { ...editable(other), fk_mark: brand });
      expect(move.statusCode).toBe(400);
      expect(move.json().messages).toEqual(['La marca Marca Temporal está inhabilitada']);
      const missing = await call(admin, 'PUT', '/api/product/update', { ...editable(other), fk_mark: 999999 });
      expect(missing.json().messages).toEqual(['No existe la marca']);
      expect(await t.snapshot()).toEqual(before);
    });

    it('refuses another product’s code, an unknown id and a missing id, changing nothing', async () => {
      await add({ code: 'Queso-Menonita' });
      const mine = await add({ code: 'QUESO-2' });
      const before = await t.snapshot();
      const dup = await call(admin, 'PUT', '/api/product/update', { ...editable(mine), code: 'QUESO-MENONITA' });
      expect(dup.statusCode).toBe(400);
      expect(dup.json().messages).toEqual(['Ya existe el producto con código QUESO-MENONITA']);
      const unknown = await call(admin, 'PUT', '/api/product/update', { ...editable(mine), id: 999999 });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().messages).toEqual(['No existe el producto']);
      const noId = await call(admin, 'PUT', '/api/product/update', { ...fields({ code: 'X' }), unit: 'unidad', scale_code: null });
      expect(noId.statusCode).toBe(400);
      expect(noId.json().messages).toEqual(['Id: Es requerido', 'Versión: Es requerido']);
      expect(await t.snapshot()).toEqual(before);
    });
  });

  describe('change-state', () => {
    it('toggles by id, audits each change, and answers 404 for an unknown id', async () => {
      const row = await add({ code: 'STATE-1' });
      const before = await auditCount();
      expect((await call(admin, 'PATCH', '/api/product/change-state', { id: row.id, version: 1 })).json()).toEqual({ enabled: 0, version: 2 });
      expect((await call(admin, 'PATCH', '/api/product/change-state', { id: row.id, version: 2 })).json()).toEqual({ enabled: 1, version: 3 });
      const stale = await call(admin, 'PATCH', '/api/product/change-state', { id: row.id, version: 2 });
      expect(stale.statusCode).toBe(409);
      expect(await auditCount()).toBe(before + 2);
      const snap = await t.snapshot();
      const unknown = await call(admin, 'PATCH', '/api/product/change-state', { id: 999999, version: 1 });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().messages).toEqual(['No existe el producto']);
      expect(await t.snapshot()).toEqual(snap);
    });
  });

  describe('searches', () => {
    let lotIds: number[] = [];
    let yogur: Product;
    let disabled: Product;
    let barcodeTwins: Product[] = [];
    let prefixed: Product;
    let mentions: Product;
    beforeAll(async () => {
      lotIds = [];
      for (let i = 1; i <= 12; i++) {
        lotIds.push((await add({ code: `SRCH-${String(i).padStart(2, '0')}`, product: `Mantequilla ${i}`, barcode: `77788800000${String(i).padStart(2, '0')}`, fk_mark: delizia })).id);
      }
      yogur = await add({ code: 'YOG-100', product: 'Yógur Griego Natural', barcode: '7771234500001', description: 'Pote de 500 g' });
      disabled = await add({ code: 'YOG-OFF', product: 'Yógur Griego Descontinuado', barcode: '7771234500001' });
      expect((await call(admin, 'PATCH', '/api/product/change-state', { id: disabled.id, version: 1 })).statusCode).toBe(200);
      disabled = { ...disabled, enabled: 0, version: 2 };
      barcodeTwins = [
        await add({ code: 'TWIN-A', product: 'Queso Criollo', barcode: '7779990001112' }),
        await add({ code: 'TWIN-B', product: 'Queso Criollo Grande', barcode: '7779990001112', fk_mark: delizia }),
      ];
      prefixed = await add({ code: 'DULCE-1', product: 'Dulce de leche', barcode: '7775550000001' });
      mentions = await add({ code: 'ALF-1', product: 'Alfajor', barcode: null, description: 'Relleno de dulce de leche' });
    });

    describe('product/list', () => {
      it('pages newest first within a brand, and a page past the end is empty', async () => {
        const p1 = (await call(admin, 'GET', '/api/product/list', { page: '1', fk_mark: String(delizia), search: 'mantequilla' })).json();
        expect(p1).toMatchObject({ current_page: 1, last_page: 2, total: 12 });
        expect(p1.data.map((r: Product) => r.id)).toEqual([...lotIds].reverse().slice(0, 10));
        expect(p1.data[0]).toMatchObject({ mark: 'Delizia', fk_mark: delizia, price: 7.5, cost: 6.2 });
        const p2 = await call(admin, 'GET', '/api/product/list', { page: '2', fk_mark: String(delizia), search: 'mantequilla' });
        expect(ids(p2)).toEqual([lotIds[1], lotIds[0]]);
        const p5 = (await call(admin, 'GET', '/api/product/list', { page: '5', fk_mark: String(delizia), search: 'mantequilla' })).json();
        expect(p5).toEqual({ data: [], current_page: 5, last_page: 2, total: 12 });
      });

      it('never answers more than a page; brand 0 or absent means all brands', async () => {
        const all = (await call(admin, 'GET', '/api/product/list', {})).json();
        expect(all.data).toHaveLength(10);
        const zero = (await call(admin, 'GET', '/api/product/list', { fk_mark: '0' })).json();
        expect(zero.total).toBe(all.total);
        const pilOnly = (await call(admin, 'GET', '/api/product/list', { fk_mark: String(pil), search: 'queso criollo' })).json();
        expect(pilOnly.data.map((r: Product) => r.id)).toEqual([barcodeTwins[0].id]);
        const both = (await call(admin, 'GET', '/api/product/list', { search: 'queso criollo' })).json();
        expect(both.total).toBe(2);
      });

      it('searches code, name, barcode and description, case- and accent-insensitively', async () => {
        for (const search of ['yogur griego natural', 'YÓGUR GRIEGO N', 'yog-100', '7771234500001', 'pote de 500']) {
          const res = await call(admin, 'GET', '/api/product/list', { search, enabled: '1' });
          expect(ids(res), search).toEqual([yogur.id]);
        }
      });

      it('filters by state', async () => {
        const off = await call(admin, 'GET', '/api/product/list', { search: 'griego', enabled: '0' });
        expect(ids(off)).toEqual([disabled.id]);
        const all = await call(admin, 'GET', '/api/product/list', { search: 'griego', enabled: '2' });
        expect(ids(all)).toEqual([disabled.id, yogur.id]);
      });

      it('a search’s total follows every write, also when its page is empty (the page reads the version)', async () => {
        const total = async (page: string) => (await call(admin, 'GET', '/api/product/list', { page, search: 'kumis andino' })).json();
        expect(await total('1')).toMatchObject({ data: [], total: 0 });
        const first = await add({ code: 'KUMIS-1', product: 'Kumis Andino' });
        expect(await total('1')).toMatchObject({ total: 1, data: [expect.objectContaining({ id: first.id })] });
        expect(Object.keys((await total('1')).data[0])).not.toContain('tableVersion');
        await add({ code: 'KUMIS-2', product: 'Kumis Andino Grande' });
        expect(await total('1')).toMatchObject({ total: 2 });
        expect(await total('9')).toEqual({ data: [], current_page: 9, last_page: 1, total: 2 });
        expect((await call(admin, 'PATCH', '/api/product/change-state', { id: first.id, version: 1 })).statusCode).toBe(200);
        expect((await call(admin, 'GET', '/api/product/list', { search: 'kumis andino', enabled: '1' })).json()).toMatchObject({ total: 1 });
      });

      it('refuses a bad brand filter', async () => {
        const res = await call(admin, 'GET', '/api/product/list', { fk_mark: 'abc' });
        expect(res.statusCode).toBe(400);
        expect(res.json().messages).toEqual(['Marca: Debe ser un número entero']);
      });
    });

    describe('product/list-with-total-lot', () => {
      it('adds total_quantity (0 until lots exist) to the list row', async () => {
        const res = await call(admin, 'GET', '/api/product/list-with-total-lot', { search: 'yog-100' });
        expect(res.statusCode).toBe(200);
        const { total_quantity, ...rest } = res.json().data[0] as Product;
        expect(total_quantity).toBe(0);
        expect(rest).toEqual(yogur);
      });

      it('filters by inventory level: with no stock everything is low (b), nothing moderate (m) or high (a)', async () => {
        const all = (await call(admin, 'GET', '/api/product/list-with-total-lot', { inventory_level: '' })).json();
        const low = (await call(admin, 'GET', '/api/product/list-with-total-lot', { inventory_level: 'b' })).json();
        expect(low.total).toBe(all.total);
        expect(low.total).toBeGreaterThan(10);
        expect(low.data).toHaveLength(10);
        for (const level of ['m', 'a']) {
          expect((await call(admin, 'GET', '/api/product/list-with-total-lot', { inventory_level: level })).json()).toEqual({
            data: [],
            current_page: 1,
            last_page: 1,
            total: 0,
          });
        }
        const brand = (await call(admin, 'GET', '/api/product/list-with-total-lot', { inventory_level: 'b', fk_mark: String(delizia), search: 'mantequilla' })).json();
        expect(brand.total).toBe(12);
      });

      it('lists disabled products too (they may still hold stock)', async () => {
        const res = await call(admin, 'GET', '/api/product/list-with-total-lot', { search: 'yog-off' });
        expect(ids(res)).toEqual([disabled.id]);
      });

      it('refuses an unknown inventory level', async () => {
        const res = await call(admin, 'GET', '/api/product/list-with-total-lot', { inventory_level: 'x' });
        expect(res.statusCode).toBe(400);
        expect(res.json().messages).toEqual(['Nivel de inventario: Valor inválido']);
      });
    });

    describe('product/first-products', () => {
      it('answers at most 20 enabled products, newest first when nothing is typed', async () => {
        const res = await call(cashier, 'POST', '/api/product/first-products', { search: '', enabled: 1, id_mark: 0 });
        expect(res.statusCode).toBe(200);
        const rows = res.json() as Product[];
        expect(rows).toHaveLength(20);
        expect(rows.every((r) => r.enabled === 1 && r.total_quantity === 0)).toBe(true);
        expect(rows.map((r) => r.id)).toEqual([...rows.map((r) => r.id)].sort((a, b) => b - a));
      });

      it('limits a broad search to 20 and filters by brand', async () => {
        for (let i = 1; i <= 10; i++) await add({ code: `MANT-X${i}`, product: `Mantequilla extra ${i}`, fk_mark: pil });
        const all = await call(cashier, 'POST', '/api/product/first-products', { search: 'mantequilla', enabled: 1, id_mark: 0 });
        expect(all.json()).toHaveLength(20);
        const brand = await call(cashier, 'POST', '/api/product/first-products', { search: 'mantequilla', id_mark: delizia });
        expect(ids(brand).sort((a, b) => a - b)).toEqual(lotIds);
      });

      it('never answers a disabled product, and searches accent-insensitively', async () => {
        const res = await call(cashier, 'POST', '/api/product/first-products', { search: 'YOGUR GRIEGO', enabled: 1, id_mark: 0 });
        expect(ids(res)).toEqual([yogur.id]);
        expect(res.json()[0]).toMatchObject({ mark: 'PIL Andina', total_quantity: 0, price: 7.5 });
      });

      it('puts products whose code or barcode starts with the text first', async () => {
        const byCode = await call(cashier, 'POST', '/api/product/first-products', { search: 'dulce' });
        expect(ids(byCode)).toEqual([prefixed.id, mentions.id]);
        const byBarcode = await call(cashier, 'POST', '/api/product/first-products', { search: '77755500' });
        expect(ids(byBarcode)).toEqual([prefixed.id]);
      });

      it('refuses to search disabled products or a bad brand', async () => {
        const res = await call(cashier, 'POST', '/api/product/first-products', { search: 'x', enabled: 0, id_mark: 'a' });
        expect(res.statusCode).toBe(400);
        expect(res.json().messages).toEqual(['Estado: Solo se buscan productos habilitados', 'Marca: Debe ser un número entero']);
      });
    });

    describe('product/search-by-barcode', () => {
      it('finds the enabled products with exactly that barcode, trimmed', async () => {
        const res = await call(cashier, 'GET', '/api/product/search-by-barcode', { barcode: ' 7771234500001 ' });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual([{ ...yogur, total_quantity: 0 }]);
      });

      it('answers every product sharing a barcode', async () => {
        const res = await call(cashier, 'GET', '/api/product/search-by-barcode', { barcode: '7779990001112' });
        expect(ids(res).sort((a, b) => a - b)).toEqual(barcodeTwins.map((p) => p.id));
      });

      it('does not match a prefix or a part: an empty answer', async () => {
        for (const barcode of ['777999000111', '79990001112', '7779990001112 9']) {
          const res = await call(cashier, 'GET', '/api/product/search-by-barcode', { barcode });
          expect(res.statusCode).toBe(200);
          expect(res.json(), barcode).toEqual([]);
        }
      });

      it('requires a barcode', async () => {
        for (const payload of [{ barcode: '   ' }, {}]) {
          const res = await call(cashier, 'GET', '/api/product/search-by-barcode', payload);
          expect(res.statusCode).toBe(400);
          expect(res.json().messages).toEqual(['Código Barra: Es requerido']);
        }
      });
    });
  });

  describe('access', () => {
    const adminOnly: RouteCall[] = [
      ['GET', '/api/product/list', undefined],
      ['POST', '/api/product/add', { code: 'INTRUSO', product: 'X', description: 'X', price: 1, cost: 1, fk_mark: 1 }],
      ['PUT', '/api/product/update', { id: 1, version: 1, code: 'INTRUSO', product: 'X', description: 'X', price: 1, cost: 1, fk_mark: 1 }],
      ['PATCH', '/api/product/change-state', { id: 1, version: 1 }],
      ['GET', '/api/product/list-with-total-lot', { inventory_level: 'b' }],
    ];
    const staff: RouteCall[] = [
      ['POST', '/api/product/first-products', { search: 'leche', enabled: 1, id_mark: 0 }],
      ['GET', '/api/product/search-by-barcode', { barcode: '7772106000015' }],
    ];
    it('answers 401 without a token everywhere and 403 to a cashier on every admin route, changing nothing', async () => {
      await expectGuarded(t, { adminOnly, staff });
      for (const [method, url, payload] of staff) {
        expect((await call(cashier, method, url, payload)).statusCode, `${method} ${url}`).toBe(200);
      }
    });
  });
});
