import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { draft, saleWorld, type SaleWorld } from '../src/modules/sales/sales.fixtures.js';
import { purchaseWorld } from '../src/modules/purchases/purchases.fixtures.js';
import { createTestApp, type TestApp } from './helpers.js';

/**
 * The exact requests the fault probe sent (docs/decisions/0022): an edit
 * that leaves an optional field out, a misspelt or unknown key in a body or a query, and
 * record-sale's informative fields out of bounds are refused with 400 and change nothing.
 */
describe('strict input: the requests a fault probe sent', () => {
  let t: TestApp;
  let admin: string;
  let w: SaleWorld;
  let p: Awaited<ReturnType<typeof purchaseWorld>>;
  const call: TestApp['call'] = (...args) => t.call(...args);

  /** The request is refused with exactly these messages (in any order) and nothing changed. */
  async function expectRefused(request: () => ReturnType<TestApp['call']>, messages: string[]) {
    const before = await t.snapshot();
    const res = await request();
    expect(res.statusCode, res.body).toBe(400);
    expect([...res.json().messages].sort()).toEqual([...messages].sort());
    expect(await t.snapshot()).toEqual(before);
  }

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.adminToken();
    w = await saleWorld(t.db, t.config, (await t.seededIds()).adminId);
    p = await purchaseWorld(t);
  });
  afterAll(() => t.close());

  it('client/edit without gloss is refused and the gloss is kept; null clears it', async () => {
    const add = await call(admin, 'POST', '/api/client/add', { business_name: 'Tienda Rosa', ci_nit: '4455', gloss: 'nota importante' });
    const client = add.json();
    const body = { id: client.id, version: client.version, business_name: 'Tienda Rosa', ci_nit: '4456', credit_limit: null, overdue_days: null };
    await expectRefused(() => call(admin, 'PUT', '/api/client/edit', body), ['Glosa: Es requerido']);
    const kept = (await call(admin, 'GET', '/api/client/list', { search: 'Tienda Rosa' })).json().data[0];
    expect(kept).toMatchObject({ gloss: 'nota importante', ci_nit: '4455', version: client.version });
    const cleared = await call(admin, 'PUT', '/api/client/edit', { ...body, gloss: null });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({ gloss: null, ci_nit: '4456' });
  });

  it('purchase/edit without gloss is refused and the gloss is kept', async () => {
    const header = { fk_provider: p.pil, date_purchase: '2026-01-15', cancelled: 1, gloss: 'Factura 77', discount: 0 };
    const recorded = await call(admin, 'POST', '/api/purchase/record-purchase', {
      purchase: header,
      detail: [{ product_id: p.milk.id, quantity: 5, unit_price: 7, unit_cost: 7, discount: 0, expiration_date: '2099-01-01' }],
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
    const purchase = recorded.json();
    const { gloss: _gloss, ...withoutGloss } = header;
    await expectRefused(
      () => call(admin, 'PUT', '/api/purchase/edit', { ...withoutGloss, id: purchase.id, version: purchase.version, discount: 1, total_purchase: 34 }),
      ['Glosa: Es requerido'],
    );
    const shown = await call(admin, 'GET', '/api/purchase/show', { id: String(purchase.id) });
    expect(shown.json()).toMatchObject({ gloss: 'Factura 77', discount: 0, version: purchase.version });
  });

  it('product/update with a misspelt bar_code is refused and the barcode is kept', async () => {
    const product = await w.addProduct('Yogur Bebible', '8.00', { barcode: '7771234567890' });
    const [row] = (await call(admin, 'GET', '/api/product/list', { search: 'Yogur Bebible' })).json().data;
    const { id, version, code, product: name, description, price, cost, fk_mark, unit, scale_code } = row;
    expect(id).toBe(product);
    await expectRefused(
      () => call(admin, 'PUT', '/api/product/update', { id, version, code, product: name, description, price, cost, fk_mark, unit, scale_code, bar_code: '' }),
      ['Campo no permitido: bar_code', 'Código Barra: Es requerido'],
    );
    const [kept] = (await call(admin, 'GET', '/api/product/list', { search: 'Yogur Bebible' })).json().data;
    expect(kept).toMatchObject({ barcode: '7771234567890', version });
  });

  it('setting/update with near_expiry_day (for near_expiry_days) is refused and nothing changes', async () => {
    const { version } = (await call(admin, 'GET', '/api/setting/list')).json();
    const spec = { initial_cash: 100, address: 'Av. Busch 12', cellphone_number: '70000000', enabled_options_user: 0, auto_offers: 1, credit_overdue_days: 30, credit_control: 'bloquear', version };
    await expectRefused(() => call(admin, 'PUT', '/api/setting/update', { ...spec, near_expiry_day: 30 }), [
      'Campo no permitido: near_expiry_day',
    ]);
  });

  it('type-payment/add with type_code is refused: no card type is stored as QR', async () => {
    await expectRefused(() => call(admin, 'POST', '/api/type-payment/add', { type_pay: 'Tarjeta Visa', is_cash: 0, type_code: 'c' }), [
      'Campo no permitido: type_code',
    ]);
  });

  it('type-payment/edit without code (the spec\'s body) keeps the code: a card type does not become QR', async () => {
    const added = (await call(admin, 'POST', '/api/type-payment/add', { type_pay: 'Tarjeta Master', is_cash: 0, code: 'c' })).json();
    const res = await call(admin, 'PUT', '/api/type-payment/edit', { id: added.id, version: added.version, type_pay: 'Tarjeta Master', is_cash: 0 });
    expect(res.statusCode, res.body).toBe(200);
    const kept = (await call(admin, 'GET', '/api/type-payment/list')).json().find((p: { id: number }) => p.id === added.id);
    expect(kept).toMatchObject({ code: 'c', version: added.version + 1 });
  });

  it('a report filter that is not the route\'s is refused, not ignored (sales-report?user_id=, balance?from=&to=)', async () => {
    await expectRefused(() => call(admin, 'GET', '/api/sale/sales-report', { user_id: '1' }), ['Campo no permitido: user_id']);
    await expectRefused(() => call(admin, 'GET', '/api/sale/balance', { from: '2026-01-01', to: '2026-01-31' }), [
      'Campo no permitido: from',
      'Campo no permitido: to',
    ]);
  });

  it('record-sale bounds and types unit_cost, product and text_type_pay, and refuses unknown keys in its header and lines', async () => {
    const milk = await w.addProduct('Leche Caja', '10.00');
    await w.addLot(milk, 10, '2099-12-31');
    const body = draft([{ product_id: milk, quantity: 1, price: 10 }], { id_type_payment: w.cash });
    const send = (b: unknown) => () => t.recordSale(admin, b, randomUUID());
    const line = (extra: object) => ({ ...body, detail: [{ ...body.detail[0], ...extra }] });
    await expectRefused(send(line({ unit_cost: 'x'.repeat(1024 * 1024 - 1000) })), ['Detalle: Debe ser un número']);
    await expectRefused(send(line({ unit_cost: 123_456_789 })), ['Detalle: No puede exceder los 8 dígitos']);
    await expectRefused(send(line({ product: 'Leche\u0000Caja' })), ['Detalle: No debe contener caracteres de control ni invisibles']);
    await expectRefused(send(line({ product: 'x'.repeat(51) })), ['Detalle: No puede exceder los 50 dígitos']);
    await expectRefused(send(line({ product: { nombre: 'Leche' } })), ['Detalle: Es requerido']);
    await expectRefused(send({ ...body, sale: { ...body.sale, text_type_pay: { a: 1 } } }), ['Venta: Es requerido']);
    await expectRefused(send({ ...body, sale: { ...body.sale, text_type_pay: 'Efectivo\u200b' } }), ['Venta: No debe contener caracteres de control ni invisibles']);
    await expectRefused(send(line({ unit_cst: 6 })), ['Campo no permitido: detail.0.unit_cst']);
    await expectRefused(send({ ...body, sale: { ...body.sale, text_typ_pay: 'Efectivo' } }), ['Campo no permitido: sale.text_typ_pay']);
    const accepted = await send(line({ unit_cost: 6, product: 'Leche Caja' }))();
    expect(accepted.statusCode, accepted.body).toBe(200);
  });

  it('record-purchase refuses unknown keys at every level, named by their path', async () => {
    const purchase = { fk_provider: p.pil, date_purchase: '2026-01-15', cancelled: 1, gloss: null, discount: 0 };
    const detail = [{ product_id: p.milk.id, quantity: 5, unit_price: 7, unit_cost: 7, discount: 0, expiration_date: '2099-01-01' }];
    await expectRefused(() => call(admin, 'POST', '/api/purchase/record-purchase', { purchase, detail, provider: 1 }), ['Campo no permitido: provider']);
    await expectRefused(() => call(admin, 'POST', '/api/purchase/record-purchase', { purchase: { ...purchase, glosa: 'x' }, detail }), ['Campo no permitido: purchase.glosa']);
    await expectRefused(() => call(admin, 'POST', '/api/purchase/record-purchase', { purchase, detail: [{ ...detail[0], lote: 3 }] }), [
      'Campo no permitido: detail.0.lote',
    ]);
  });

  it('the OpenAPI document says so: no other keys, and an edit requires its optional fields', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const body = (path: string, method: string) => doc.paths[path][method].requestBody.content['application/json'].schema;
    expect(body('/api/client/edit', 'put')).toMatchObject({ additionalProperties: false, required: expect.arrayContaining(['gloss', 'id', 'version']) });
    expect(body('/api/client/add', 'post')).toMatchObject({ additionalProperties: false });
    const sale = body('/api/sale/record-sale', 'post');
    expect(sale.properties.sale.additionalProperties).toBe(false);
    expect(sale.properties.detail.items.additionalProperties).toBe(false);
  });

  it('a route without a querystring or a body takes none', async () => {
    await expectRefused(() => t.app.inject({ method: 'GET', url: '/api/setting/list?_=1700000000', headers: { authorization: `Bearer ${admin}` } }), [
      'Campo no permitido: _',
    ]);
    await expectRefused(() => call(admin, 'POST', '/api/user/logout', { todos: true }), ['Campo no permitido: todos']);
    const loggedOut = await t.app.inject({ method: 'POST', url: '/api/user/logout', headers: { authorization: `Bearer ${admin}` } });
    expect(loggedOut.statusCode, loggedOut.body).toBeLessThan(300);
  });
});
