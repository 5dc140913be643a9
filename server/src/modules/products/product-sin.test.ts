import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { products, siatCatalogue } from '../../db/schema/index.js';
import { createTestApp, expectGuarded, type TestApp } from '../../../test/helpers.js';

/** A product's SIAT codes (código de producto SIN, unidad de medida) and the catalogue route its form picks them from. */
describe('product SIN codes and siat-catalogue/list', () => {
  let t: TestApp;
  let admin: string;
  let mark: number;
  const call: TestApp['call'] = (...args) => t.call(...args);
  let n = 0;
  const fields = (over: Record<string, unknown> = {}) => ({
    code: `SIN-${++n}`,
    product: `Leche ${n}`,
    barcode: null,
    description: 'Bolsa de 1 L',
    price: 7.5,
    cost: 6,
    fk_mark: mark,
    ...over,
  });
  const add = async (over: Record<string, unknown> = {}) => {
    const res = await call(admin, 'POST', '/api/product/add', fields(over));
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Record<string, unknown> & { id: number; version: number };
  };
  const edit = (row: Record<string, unknown>, over: Record<string, unknown>) => {
    const { id, version, code, product, barcode, description, price, cost, fk_mark } = row;
    return call(admin, 'PUT', '/api/product/update', { id, version, code, product, barcode, description, price, cost, fk_mark, ...over });
  };
  const stored = async (id: number) => {
    const [row] = await t.db.select({ p: products.sinProductCode, u: products.sinUnitCode }).from(products).where(eq(products.id, id));
    return row;
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.adminToken();
    const res = await call(admin, 'POST', '/api/mark/add', { mark: 'PIL Andina' });
    mark = res.json().id;
    // The catalogues as the daily sync leaves them (modules/siat/codes.ts).
    await t.db.insert(siatCatalogue).values([
      { kind: 'productos', code: '22111', description: 'LECHE LÍQUIDA PROCESADA', activity: '463020' },
      { kind: 'productos', code: '22230', description: 'YOGUR Y OTRAS LECHES FERMENTADAS', activity: '463020' },
      { kind: 'productos', code: '22270', description: 'QUESOS', activity: '463020' },
      { kind: 'unidades', code: '57', description: 'UNIDAD (BIENES)', activity: null },
      { kind: 'unidades', code: '22', description: 'KILOGRAMO', activity: null },
      ...Array.from({ length: 12 }, (_, i) => ({ kind: 'actividades', code: String(100 + i), description: `ACTIVIDAD ${i}`, activity: null })),
    ]);
  });
  afterAll(() => t.close());

  it('a product is registered without codes (invoicing off) or with codes from the catalogue', async () => {
    const none = await add();
    expect(none).toMatchObject({ sin_product_code: null, sin_unit_code: null });
    const coded = await add({ sin_product_code: ' 22111 ', sin_unit_code: '57' });
    expect(coded).toMatchObject({ sin_product_code: '22111', sin_unit_code: '57' });
    expect(await stored(coded.id)).toEqual({ p: '22111', u: '57' });
    const listed = await call(admin, 'GET', '/api/product/list', { search: coded.code as string });
    expect(listed.json().data[0]).toMatchObject({ sin_product_code: '22111', sin_unit_code: '57' });
    expect(await add({ sin_product_code: '', sin_unit_code: null })).toMatchObject({ sin_product_code: null, sin_unit_code: null });
  });

  it('refuses a code that is not digits or not in its catalogue, each field named, changing nothing', async () => {
    const before = await t.snapshot();
    const cases: [Record<string, unknown>, string[]][] = [
      [{ sin_product_code: 'ABC', sin_unit_code: '1'.repeat(16) }, ['Producto SIN: Solo dígitos, hasta 15', 'Unidad de medida SIN: Solo dígitos, hasta 15']],
      [{ sin_product_code: 22111 }, ['Producto SIN: Debe ser un texto']],
      // A unit's code is not a product's: each field reads its own catalogue.
      [{ sin_product_code: '57', sin_unit_code: '22111' }, ['Producto SIN: No está en el catálogo de SIAT sincronizado', 'Unidad de medida SIN: No está en el catálogo de SIAT sincronizado']],
      [{ sin_product_code: '22111', sin_unit_code: '99' }, ['Unidad de medida SIN: No está en el catálogo de SIAT sincronizado']],
    ];
    for (const [over, messages] of cases) {
      const res = await call(admin, 'POST', '/api/product/add', fields(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().messages).toEqual(messages);
    }
    expect(await t.snapshot()).toEqual(before);
  });

  it('an edit without the codes keeps them, null clears them, a new one is checked', async () => {
    const row = await add({ sin_product_code: '22230', sin_unit_code: '57' });
    const kept = await edit(row, { product: 'Yogur Frutado' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ product: 'Yogur Frutado', sin_product_code: '22230', sin_unit_code: '57' });
    const refused = await edit(kept.json(), { sin_unit_code: '30' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().messages).toEqual(['Unidad de medida SIN: No está en el catálogo de SIAT sincronizado']);
    const changed = await edit(kept.json(), { sin_product_code: '22270', sin_unit_code: '22' });
    expect(changed.json()).toMatchObject({ sin_product_code: '22270', sin_unit_code: '22' });
    const cleared = await edit(changed.json(), { sin_product_code: null, sin_unit_code: '' });
    expect(cleared.json()).toMatchObject({ sin_product_code: null, sin_unit_code: null });
    expect(await stored(row.id)).toEqual({ p: null, u: null });
  });

  it('a code SIAT has since dropped stays on its product through edits that do not change it', async () => {
    const row = await add({ sin_product_code: '22270', sin_unit_code: '57' });
    await t.db.delete(siatCatalogue).where(and(eq(siatCatalogue.kind, 'productos'), eq(siatCatalogue.code, '22270')));
    const res = await edit(row, { description: 'Queso fresco', sin_product_code: '22270' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ sin_product_code: '22270' });
    await t.db.insert(siatCatalogue).values({ kind: 'productos', code: '22270', description: 'QUESOS', activity: '463020' });
  });

  it('a price update sending a SIN code is a full edit, refused without the descriptive fields', async () => {
    const row = await add();
    const res = await call(admin, 'PUT', '/api/product/update', { id: row.id, version: row.version, price: 8, cost: 6, fk_mark: mark, sin_product_code: '22111' });
    expect(res.statusCode).toBe(400);
    expect(res.json().messages).toContain('Código: Es requerido');
    expect(await stored(row.id)).toEqual({ p: null, u: null });
  });

  describe('siat-catalogue/list', () => {
    const list = (query: Record<string, string | number>) => call(admin, 'GET', '/api/siat-catalogue/list', query);

    it('answers one catalogue by code, paged', async () => {
      const res = await list({ kind: 'productos' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        data: [
          { code: '22111', description: 'LECHE LÍQUIDA PROCESADA', activity: '463020' },
          { code: '22230', description: 'YOGUR Y OTRAS LECHES FERMENTADAS', activity: '463020' },
          { code: '22270', description: 'QUESOS', activity: '463020' },
        ],
        current_page: 1,
        last_page: 1,
        total: 3,
      });
      const second = (await list({ kind: 'actividades', page: 2 })).json();
      expect(second).toMatchObject({ current_page: 2, last_page: 2, total: 12 });
      expect(second.data.map((r: { code: string }) => r.code)).toEqual(['110', '111']);
    });

    it('searches a code by its first digits and the description ignoring case and accents', async () => {
      const codes = async (search: string) => (await list({ kind: 'productos', search })).json().data.map((r: { code: string }) => r.code);
      expect(await codes('222')).toEqual(['22230', '22270']);
      expect(await codes('liquida')).toEqual(['22111']);
      expect(await codes('Leches fermentadas')).toEqual(['22230']);
      // Digits inside a code do not match: a code is looked for from its start.
      expect(await codes('111')).toEqual([]);
      expect(await codes('100%')).toEqual([]);
    });

    it('refuses an unknown or missing kind and unknown keys', async () => {
      expect((await call(admin, 'GET', '/api/siat-catalogue/list')).json().messages).toEqual(['Tipo: Es requerido']);
      const bad = await list({ kind: 'clientes', extra: 1 });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().messages).toEqual(expect.arrayContaining(['Campo no permitido: extra']));
    });

    it('is the administrator’s', async () => {
      await expectGuarded(t, { adminOnly: [['GET', '/api/siat-catalogue/list?kind=productos', undefined]] });
    });
  });
});
