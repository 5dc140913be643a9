import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectGuarded, type TestApp } from '../../../test/helpers.js';
import { purchaseWorld } from '../purchases/purchases.fixtures.js';

describe('provider-product API', () => {
  let t: TestApp;
  let admin: string;
  let w: Awaited<ReturnType<typeof purchaseWorld>>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.adminToken();
    w = await purchaseWorld(t);
  });
  afterAll(() => t.close());

  it('assigns a product to a provider once, lists with filters, edits, toggles, audits each change', async () => {
    const auditFrom = await t.lastAuditId();
    const add = await t.call(admin, 'POST', '/api/provider-product/add', { provider_id: w.pil, product_id: w.milk.id });
    expect(add.statusCode, add.body).toBe(200);
    const row = add.json();
    expect(row).toEqual({ id: expect.any(Number), provider_id: w.pil, product_id: w.milk.id, provider: 'PIL Andina', product: { product: 'Leche Entera', code: 'L1' }, enabled: 1, version: 1 });
    const second = await t.call(admin, 'POST', '/api/provider-product/add', { provider_id: w.delizia, product_id: w.milk.id });
    expect(second.statusCode).toBe(200);

    const before = await t.snapshot();
    const dup = await t.call(admin, 'POST', '/api/provider-product/add', { provider_id: w.pil, product_id: w.milk.id });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().messages).toEqual(['Ya existe la asignación de Leche Entera al proveedor PIL Andina']);
    const none = await t.call(admin, 'POST', '/api/provider-product/add', { provider_id: 0 });
    expect(none.json().messages).toEqual(['Proveedor: Sin elección', 'Producto: Sin elección']);
    const unknown = await t.call(admin, 'POST', '/api/provider-product/add', { provider_id: 999999, product_id: w.milk.id });
    expect(unknown.statusCode).toBe(404);
    const clash = await t.call(admin, 'PUT', '/api/provider-product/update', { id: second.json().id, version: 1, provider_id: w.pil, product_id: w.milk.id });
    expect(clash.json().messages).toEqual(['Ya existe la asignación de Leche Entera al proveedor PIL Andina']);
    expect(await t.snapshot()).toEqual(before);

    const list = await t.call(admin, 'GET', '/api/provider-product/list', { product_id: w.milk.id, enabled: 2 });
    expect(list.json()).toMatchObject({ total: 2, current_page: 1, last_page: 1 });
    const byProvider = await t.call(admin, 'GET', '/api/provider-product/list', { provider_id: w.pil });
    expect(byProvider.json().data.map((r: { id: number }) => r.id)).toEqual([row.id]);

    const upd = await t.call(admin, 'PUT', '/api/provider-product/update', { id: row.id, version: 1, provider_id: w.pil, product_id: w.cheese.id });
    expect(upd.json()).toMatchObject({ product_id: w.cheese.id, product: { product: 'Queso Fresco' }, version: 2 });
    const stale = await t.call(admin, 'PUT', '/api/provider-product/update', { id: row.id, version: 1, provider_id: w.pil, product_id: w.yogurt.id });
    expect(stale.statusCode).toBe(409);
    const state = await t.call(admin, 'PATCH', '/api/provider-product/change-state', { id: row.id, version: 2 });
    expect(state.json()).toEqual({ enabled: 0, version: 3 });
    const disabled = await t.call(admin, 'GET', '/api/provider-product/list', { enabled: 0 });
    expect(disabled.json().data.map((r: { id: number }) => r.id)).toEqual([row.id]);
    expect((await t.auditSince(auditFrom)).map((a) => [a.action, a.entity])).toEqual([
      ['add', 'provider_product'],
      ['add', 'provider_product'],
      ['edit', 'provider_product'],
      ['change-state', 'provider_product'],
    ]);
  });

  it('is the administrator\'s only', async () => {
    await expectGuarded(t, {
      adminOnly: [
        ['GET', '/api/provider-product/list', {}],
        ['POST', '/api/provider-product/add', { provider_id: w.pil, product_id: w.yogurt.id }],
        ['PUT', '/api/provider-product/update', { id: 1, version: 1, provider_id: w.pil, product_id: w.yogurt.id }],
        ['PATCH', '/api/provider-product/change-state', { id: 1, version: 1 }],
      ],
    });
  });
});
