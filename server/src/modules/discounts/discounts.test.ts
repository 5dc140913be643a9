import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectGuarded, type TestApp } from '../../../test/helpers.js';
import { makeProducts, STALE } from './test-products.js';

type Discount = {
  id: number;
  fk_product: number;
  unit_price: number;
  quantity: number;
  enabled: 0 | 1;
  version: number;
  product: { id: number; code: string; product: string; price: number; unit: 'unidad' | 'kg' };
};

describe('product-discount/list, add, edit, change-state', () => {
  let t: TestApp;
  let admin: string;
  let cashier: string;
  let adminId: number;
  let leche: number; // price 10.00
  let yogur: number; // price 8.50
  let queso: number; // price 30.00
  let off: number; // disabled product
  let chaqueno: number; // price 50.00 a kg, sold by weight
  let crema: number; // price 15.00

  const add = async (body: Record<string, unknown>) => {
    const res = await t.call(admin, 'POST', '/api/product-discount/add', body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Discount;
  };
  const refused = (method: 'POST' | 'PUT' | 'PATCH', url: string, payload: unknown, status: number, messages: string[]) => t.refused(admin, method, url, payload, status, { messages });
  const list = async (token: string, query: Record<string, unknown> = {}) => {
    const res = await t.call(token, 'GET', '/api/product-discount/list', { page: 1, ...query });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: Discount[]; current_page: number; last_page: number; total: number };
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.adminToken();
    cashier = await t.cashierToken();
    adminId = (await t.seededIds()).adminId;
    [leche, yogur, queso, off, chaqueno, crema] = await makeProducts(t, admin, [
      { code: 'D-LEC', product: 'Leche Entera 1L', price: 10 },
      { code: 'D-YOG', product: 'Yogur Frutilla', price: 8.5 },
      { code: 'D-QUE', product: 'Queso Fresco', price: 30 },
      { code: 'D-OFF', product: 'Mantequilla', price: 20, enabled: 0 },
      { code: 'D-CHA', product: 'Queso Chaqueño por kg', price: 50, unit: 'kg' },
      { code: 'D-CRE', product: 'Crema de Leche', price: 15 },
    ]);
  });
  afterAll(() => t.close());

  it('adds a discount with its product, audits it', async () => {
    const from = await t.lastAuditId();
    const d = await add({ fk_product: leche, unit_price: '9.50', quantity: '6' });
    expect(d).toEqual({
      id: d.id,
      fk_product: leche,
      unit_price: 9.5,
      quantity: 6,
      enabled: 1,
      version: 1,
      product: { id: leche, code: 'D-LEC', product: 'Leche Entera 1L', price: 10, unit: 'unidad' },
    });
    expect(await t.auditSince(from)).toEqual([
      { userId: adminId, action: 'add', entity: 'product_discount', entityId: d.id, before: null, after: { id: d.id, fk_product: leche, unit_price: '9.50', quantity: 6, enabled: 1, version: 1 } },
    ]);
  });

  it('refuses a second enabled discount for the product, naming it; nothing changes', async () => {
    await refused('POST', '/api/product-discount/add', { fk_product: leche, unit_price: 9, quantity: 12 }, 400, [
      'Ya existe un descuento habilitado para el producto Leche Entera 1L',
    ]);
  });

  it.each([
    [{}, ['Producto: Elija un producto', 'P.U.: Es requerido', 'Cantidad: Es requerido']],
    [{ fk_product: 0, unit_price: 1, quantity: 1 }, ['Producto: Elija un producto']],
    [{ fk_product: 'x', unit_price: 'abc', quantity: 1.5555 }, ['Producto: Debe ser un número entero', 'P.U.: Debe ser un número', 'Cantidad: Solo se permiten 3 decimales']],
    [{ fk_product: 1, unit_price: 0, quantity: 0 }, ['P.U.: No debe ser cero', 'Cantidad: Debe ser mayor a cero']],
    [{ fk_product: 1, unit_price: -2, quantity: -1 }, ['P.U.: No debe ser negativo', 'Cantidad: Debe ser mayor a cero']],
    [{ fk_product: 1, unit_price: 1.005, quantity: 1 }, ['P.U.: Solo se permiten 2 decimales']],
    [{ fk_product: 1, unit_price: 1, quantity: 2_147_483_648 }, ['Cantidad: No puede ser mayor a 2147483647']],
  ])('add %j → 400, nothing changes', async (payload, messages) => {
    await refused('POST', '/api/product-discount/add', payload, 400, messages);
  });

  it('refuses a unit price not below the product price, an unknown product and a disabled one', async () => {
    await refused('POST', '/api/product-discount/add', { fk_product: yogur, unit_price: 8.5, quantity: 3 }, 400, [
      'El P.U. debe ser menor al precio de Yogur Frutilla (Bs. 8,50)',
    ]);
    await refused('POST', '/api/product-discount/add', { fk_product: yogur, unit_price: 9, quantity: 3 }, 400, [
      'El P.U. debe ser menor al precio de Yogur Frutilla (Bs. 8,50)',
    ]);
    await refused('POST', '/api/product-discount/add', { fk_product: 999999, unit_price: 1, quantity: 3 }, 404, ['No existe el producto']);
    await refused('POST', '/api/product-discount/add', { fk_product: off, unit_price: 1, quantity: 3 }, 400, ['El producto Mantequilla está inhabilitado']);
    // one cent below is fine
    expect((await add({ fk_product: yogur, unit_price: 8.49, quantity: 3 })).unit_price).toBe(8.49);
  });

  it('toggles state answering the new enabled and version; enabling a second one is refused naming the product', async () => {
    const first = (await list(admin, { fk_product: leche })).data[0];
    const from = await t.lastAuditId();
    const offRes = await t.call(admin, 'PATCH', '/api/product-discount/change-state', { id: first.id, version: first.version });
    expect(offRes.statusCode, offRes.body).toBe(200);
    expect(offRes.json()).toEqual({ enabled: 0, version: first.version + 1 });
    expect(await t.auditSince(from)).toEqual([
      { userId: adminId, action: 'change-state', entity: 'product_discount', entityId: first.id, before: { enabled: 1 }, after: { enabled: 0 } },
    ]);
    // now a new one may be added for Leche
    const second = await add({ fk_product: leche, unit_price: 9, quantity: 12 });
    // and the first may not come back while the second is enabled
    await refused('PATCH', '/api/product-discount/change-state', { id: first.id, version: first.version + 1 }, 400, [
      'Ya existe un descuento habilitado para el producto Leche Entera 1L',
    ]);
    await refused('PATCH', '/api/product-discount/change-state', { id: first.id, version: first.version }, 409, STALE);
    await refused('PATCH', '/api/product-discount/change-state', { id: 999999, version: 1 }, 404, ['No existe el descuento']);
    expect((await list(admin, { fk_product: leche, enabled: 1 })).data.map((d) => d.id)).toEqual([second.id]);
  });

  it('edits price, quantity and product with the version; the rules hold on edit', async () => {
    const d = await add({ fk_product: queso, unit_price: 28, quantity: 2 });
    const from = await t.lastAuditId();
    const res = await t.call(admin, 'PUT', '/api/product-discount/edit', { id: d.id, version: 1, fk_product: queso, unit_price: 27.5, quantity: 3 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ...d, unit_price: 27.5, quantity: 3, version: 2 });
    expect((await t.auditSince(from))[0]).toMatchObject({ action: 'edit', entity: 'product_discount', entityId: d.id, before: { unit_price: '28.00', quantity: 2 } });

    await refused('PUT', '/api/product-discount/edit', { id: d.id, version: 2, fk_product: queso, unit_price: 30, quantity: 3 }, 400, [
      'El P.U. debe ser menor al precio de Queso Fresco (Bs. 30,00)',
    ]);
    // moving it to Leche, which already has an enabled one
    await refused('PUT', '/api/product-discount/edit', { id: d.id, version: 2, fk_product: leche, unit_price: 5, quantity: 3 }, 400, [
      'Ya existe un descuento habilitado para el producto Leche Entera 1L',
    ]);
    await refused('PUT', '/api/product-discount/edit', { id: d.id, version: 2, fk_product: off, unit_price: 5, quantity: 3 }, 400, ['El producto Mantequilla está inhabilitado']);
    await refused('PUT', '/api/product-discount/edit', { id: d.id, version: 1, fk_product: queso, unit_price: 20, quantity: 3 }, 409, STALE);
    await refused('PUT', '/api/product-discount/edit', { id: 999999, version: 1, fk_product: queso, unit_price: 20, quantity: 3 }, 404, ['No existe el descuento']);
  });

  it('enabling again checks the price: a product now cheaper than its discount is refused', async () => {
    const [pan] = await makeProducts(t, admin, [{ code: 'D-PAN', product: 'Pan de Leche', price: 5 }]);
    const d = await add({ fk_product: pan, unit_price: 4, quantity: 2 });
    const offRes = await t.call(admin, 'PATCH', '/api/product-discount/change-state', { id: d.id, version: 1 });
    expect(offRes.json()).toEqual({ enabled: 0, version: 2 });
    const product = (await t.call(admin, 'GET', '/api/product/list', { page: 1, search: 'D-PAN' })).json().data[0];
    const cheaper = await t.call(admin, 'PUT', '/api/product/update', { id: pan, version: product.version, price: 3.5, cost: 1, fk_mark: product.fk_mark });
    expect(cheaper.statusCode, cheaper.body).toBe(200);
    await refused('PATCH', '/api/product-discount/change-state', { id: d.id, version: 2 }, 400, ['El P.U. debe ser menor al precio de Pan de Leche (Bs. 3,50)']);
  });

  it("a product's price may not drop to or below its enabled discount (price update and full edit), and nothing changes", async () => {
    const [kefir] = await makeProducts(t, admin, [{ code: 'D-KEFIR', product: 'Kefir Natural', price: 9 }]);
    await add({ fk_product: kefir, unit_price: 8, quantity: 2 });
    const row = (await t.call(admin, 'GET', '/api/product/list', { page: 1, search: 'D-KEFIR' })).json().data[0];
    const taken = ['Kefir Natural tiene un descuento habilitado con P.U. Bs. 8,00: el precio debe ser mayor (edite o inhabilite el descuento primero)'];
    const priceOnly = { id: kefir, version: row.version, cost: 1, fk_mark: row.fk_mark };
    await refused('PUT', '/api/product/update', { ...priceOnly, price: 7.5 }, 400, taken);
    await refused('PUT', '/api/product/update', { ...priceOnly, price: 8 }, 400, taken);
    const full = { id: kefir, version: row.version, code: row.code, product: row.product, barcode: row.barcode, description: row.description, cost: 1, fk_mark: row.fk_mark, unit: row.unit, scale_code: row.scale_code };
    await refused('PUT', '/api/product/update', { ...full, price: 8 }, 400, taken);
    // A cent above the discount is a price.
    const ok = await t.call(admin, 'PUT', '/api/product/update', { ...priceOnly, price: 8.01 });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('lists newest first with paging, filters by product and state; the cashier sees only enabled ones', async () => {
    const all = await list(admin);
    expect(all.total).toBeGreaterThanOrEqual(5);
    expect(all.data.map((d) => d.id)).toEqual([...all.data.map((d) => d.id)].sort((a, b) => b - a));
    const disabled = await list(admin, { enabled: 0 });
    expect(disabled.data.length).toBeGreaterThan(0);
    expect(disabled.data.every((d) => d.enabled === 0)).toBe(true);
    const forCashier = await list(cashier, { enabled: 0 });
    expect(forCashier.data.length).toBeGreaterThan(0);
    expect(forCashier.data.every((d) => d.enabled === 1)).toBe(true);
    expect(forCashier.total).toBe((await list(admin, { enabled: 1 })).total);
    const leches = await list(cashier, { fk_product: leche });
    expect(leches.data.map((d) => [d.fk_product, d.enabled])).toEqual([[leche, 1]]);
    const past = await list(admin, { page: 99 });
    expect(past).toEqual({ data: [], current_page: 99, last_page: 1, total: all.total });
    const bad = await t.call(admin, 'GET', '/api/product-discount/list', { page: 0, fk_product: -1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ messages: ['Página: La página debe ser 1 o mayor', 'Producto: Valor inválido'] });
  });

  it('answers 401 without a token and 403 to the cashier for every change, changing nothing', async () => {
    await expectGuarded(t, {
      adminOnly: [
        ['POST', '/api/product-discount/add', { fk_product: queso, unit_price: 1, quantity: 1 }],
        ['PUT', '/api/product-discount/edit', { id: 1, version: 1, fk_product: queso, unit_price: 1, quantity: 1 }],
        ['PATCH', '/api/product-discount/change-state', { id: 1, version: 1 }],
      ],
      staff: [['GET', '/api/product-discount/list', { page: 1 }]],
    });
  });

  it('a weighed product takes a threshold in kg with 3 decimals (from 0,5 kg); one sold by the unit only whole units', async () => {
    const d = await add({ fk_product: chaqueno, unit_price: 45, quantity: '0,5' });
    expect(d).toMatchObject({ quantity: 0.5, product: { id: chaqueno, unit: 'kg' } });
    const edited = await t.call(admin, 'PUT', '/api/product-discount/edit', { id: d.id, version: d.version, fk_product: chaqueno, unit_price: 44, quantity: 1.25 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ quantity: 1.25, unit_price: 44 });
    // The till gets the threshold as it is.
    expect((await list(cashier, { fk_product: chaqueno })).data[0].quantity).toBe(1.25);
    await refused('POST', '/api/product-discount/add', { fk_product: crema, unit_price: 12, quantity: 1.5 }, 400, ['Cantidad: Debe ser un número entero']);
    const whole = await add({ fk_product: crema, unit_price: 12, quantity: 2 });
    await refused('PUT', '/api/product-discount/edit', { id: whole.id, version: whole.version, fk_product: crema, unit_price: 12, quantity: 2.5 }, 400, ['Cantidad: Debe ser un número entero']);
    // Moving a kg threshold to a product sold by the unit is refused the same way.
    await refused('PUT', '/api/product-discount/edit', { id: d.id, version: 2, fk_product: leche, unit_price: 8, quantity: 1.25 }, 400, ['Cantidad: Debe ser un número entero']);
  });
});
