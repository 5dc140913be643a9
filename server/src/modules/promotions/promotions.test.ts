import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectGuarded, type TestApp } from '../../../test/helpers.js';
import { makeProducts, STALE } from '../discounts/test-products.js';

type Promotion = {
  id: number;
  fk_product: number;
  quantity_promotion: number;
  quantity_sale: number;
  enabled: 0 | 1;
  version: number;
  product: { id: number; code: string; product: string; price: number };
};

describe('product-promotion/list, add, edit, change-state', () => {
  let t: TestApp;
  let admin: string;
  let cashier: string;
  let adminId: number;
  let leche: number;
  let yogur: number;
  let off: number;

  const add = async (body: Record<string, unknown>) => {
    const res = await t.call(admin, 'POST', '/api/product-promotion/add', body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Promotion;
  };
  const refused = (method: 'POST' | 'PUT' | 'PATCH', url: string, payload: unknown, status: number, messages: string[]) => t.refused(admin, method, url, payload, status, { messages });
  const list = async (token: string, query: Record<string, unknown> = {}) => {
    const res = await t.call(token, 'GET', '/api/product-promotion/list', { page: 1, ...query });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: Promotion[]; current_page: number; last_page: number; total: number };
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.adminToken();
    cashier = await t.cashierToken();
    adminId = (await t.seededIds()).adminId;
    [leche, yogur, off] = await makeProducts(t, admin, [
      { code: 'P-LEC', product: 'Leche Entera 1L', price: 10 },
      { code: 'P-YOG', product: 'Yogur Frutilla', price: 8.5 },
      { code: 'P-OFF', product: 'Mantequilla', price: 20, enabled: 0 },
    ]);
  });
  afterAll(() => t.close());

  it('adds a 2x3 (pay 2, take 3) with its product and audits it', async () => {
    const from = await t.lastAuditId();
    const p = await add({ fk_product: leche, quantity_promotion: '3', quantity_sale: 2 });
    expect(p).toEqual({
      id: p.id,
      fk_product: leche,
      quantity_promotion: 3,
      quantity_sale: 2,
      enabled: 1,
      version: 1,
      product: { id: leche, code: 'P-LEC', product: 'Leche Entera 1L', price: 10, unit: 'unidad' },
    });
    expect(await t.auditSince(from)).toEqual([
      { userId: adminId, action: 'add', entity: 'product_promotion', entityId: p.id, before: null, after: { id: p.id, fk_product: leche, quantity_promotion: 3, quantity_sale: 2, enabled: 1, version: 1 } },
    ]);
  });

  it('refuses a second enabled promotion for the product, naming it', async () => {
    await refused('POST', '/api/product-promotion/add', { fk_product: leche, quantity_promotion: 4, quantity_sale: 3 }, 400, [
      'Ya existe una promoción habilitada para el producto Leche Entera 1L',
    ]);
  });

  it.each([
    [{}, ['Producto: Elija un producto', 'Cantidad Promo: Es requerido', 'X Cantidad: Es requerido']],
    [{ fk_product: 1, quantity_promotion: 3, quantity_sale: 3 }, ['X Cantidad: Debe ser menor a Cantidad Promo']],
    [{ fk_product: 1, quantity_promotion: 3, quantity_sale: 5 }, ['X Cantidad: Debe ser menor a Cantidad Promo']],
    [{ fk_product: 1, quantity_promotion: 3, quantity_sale: 0 }, ['X Cantidad: Debe ser mayor a cero']],
    [{ fk_product: 1, quantity_promotion: 1, quantity_sale: 1 }, ['Cantidad Promo: No puede ser menor a 2', 'X Cantidad: Debe ser menor a Cantidad Promo']],
    [{ fk_product: 1, quantity_promotion: 2.5, quantity_sale: 'uno' }, ['Cantidad Promo: Debe ser un número entero', 'X Cantidad: Debe ser un número entero']],
  ])('add %j → 400, nothing changes', async (payload, messages) => {
    await refused('POST', '/api/product-promotion/add', payload, 400, messages);
  });

  it('refuses quantities past 4 digits: its text goes on every sale line it prices', async () => {
    await refused('POST', '/api/product-promotion/add', { fk_product: off, quantity_promotion: 2147483647, quantity_sale: 10000 }, 400, [
      'Cantidad Promo: No puede ser mayor a 9999',
      'X Cantidad: No puede ser mayor a 9999',
    ]);
  });

  it('refuses an unknown or disabled product', async () => {
    await refused('POST', '/api/product-promotion/add', { fk_product: 999999, quantity_promotion: 3, quantity_sale: 2 }, 404, ['No existe el producto']);
    await refused('POST', '/api/product-promotion/add', { fk_product: off, quantity_promotion: 3, quantity_sale: 2 }, 400, ['El producto Mantequilla está inhabilitado']);
  });

  it('edits only the quantities (the product stays), with the version', async () => {
    const p = await add({ fk_product: yogur, quantity_promotion: 6, quantity_sale: 5 });
    // The product is not the edit's to change: another one is refused, not ignored; the row's own
    // comes back as read (decision 0022).
    await refused('PUT', '/api/product-promotion/edit', { ...p, quantity_promotion: 4, quantity_sale: 3, fk_product: leche }, 400, [
      'El producto de una promoción no se puede cambiar',
    ]);
    const from = await t.lastAuditId();
    const res = await t.call(admin, 'PUT', '/api/product-promotion/edit', { ...p, quantity_promotion: 4, quantity_sale: 3 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ...p, quantity_promotion: 4, quantity_sale: 3, version: 2 });
    expect((await t.auditSince(from))[0]).toMatchObject({ action: 'edit', entity: 'product_promotion', entityId: p.id, before: { quantity_promotion: 6, quantity_sale: 5 } });
    await refused('PUT', '/api/product-promotion/edit', { id: p.id, version: 2, quantity_promotion: 4, quantity_sale: 4 }, 400, ['X Cantidad: Debe ser menor a Cantidad Promo']);
    await refused('PUT', '/api/product-promotion/edit', { id: p.id, version: 1, quantity_promotion: 5, quantity_sale: 4 }, 409, STALE);
    await refused('PUT', '/api/product-promotion/edit', { id: 999999, version: 1, quantity_promotion: 5, quantity_sale: 4 }, 404, ['No existe la promoción']);
  });

  it('toggles answering the new enabled; enabling a second one for the product is refused naming it', async () => {
    const first = (await list(admin, { fk_product: leche })).data[0];
    const from = await t.lastAuditId();
    const offRes = await t.call(admin, 'PATCH', '/api/product-promotion/change-state', { id: first.id, version: first.version });
    expect(offRes.json()).toEqual({ enabled: 0, version: first.version + 1 });
    expect(await t.auditSince(from)).toEqual([
      { userId: adminId, action: 'change-state', entity: 'product_promotion', entityId: first.id, before: { enabled: 1 }, after: { enabled: 0 } },
    ]);
    await add({ fk_product: leche, quantity_promotion: 4, quantity_sale: 3 });
    await refused('PATCH', '/api/product-promotion/change-state', { id: first.id, version: first.version + 1 }, 400, [
      'Ya existe una promoción habilitada para el producto Leche Entera 1L',
    ]);
    await refused('PATCH', '/api/product-promotion/change-state', { id: first.id, version: first.version }, 409, STALE);
    await refused('PATCH', '/api/product-promotion/change-state', { id: 999999, version: 1 }, 404, ['No existe la promoción']);
  });

  it('pages through more than a page, each page its own rows; the cashier sees only enabled ones', async () => {
    const more = await makeProducts(
      t,
      admin,
      Array.from({ length: 11 }, (_, i) => ({ code: `P-M${i}`, product: `Queso ${i}`, price: 10 + i })),
    );
    for (const id of more) await add({ fk_product: id, quantity_promotion: 3, quantity_sale: 2 });
    const page1 = await list(admin);
    const page2 = await list(admin, { page: 2 });
    expect(page1.current_page).toBe(1);
    expect(page2.current_page).toBe(2);
    expect(page1.last_page).toBe(2);
    expect(page1.data).toHaveLength(10);
    expect(page2.data.length).toBe(page1.total - 10);
    expect(page2.data.some((p) => page1.data.some((q) => q.id === p.id))).toBe(false);
    const forCashier = await list(cashier, { enabled: 2, page: 2 });
    expect(forCashier.total).toBe((await list(admin, { enabled: 1 })).total);
    expect(forCashier.data.every((p) => p.enabled === 1)).toBe(true);
    expect((await list(admin, { fk_product: yogur })).data.map((p) => p.fk_product)).toEqual([yogur]);
  });

  it('answers 401 without a token and 403 to the cashier for every change, changing nothing', async () => {
    await expectGuarded(t, {
      adminOnly: [
        ['POST', '/api/product-promotion/add', { fk_product: yogur, quantity_promotion: 3, quantity_sale: 2 }],
        ['PUT', '/api/product-promotion/edit', { id: 1, version: 1, quantity_promotion: 3, quantity_sale: 2 }],
        ['PATCH', '/api/product-promotion/change-state', { id: 1, version: 1 }],
      ],
      staff: [['GET', '/api/product-promotion/list', { page: 1 }]],
    });
  });
});
