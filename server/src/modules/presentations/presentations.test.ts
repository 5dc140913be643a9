import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRESENTATION_MSG } from '@lactea/contracts';
import { createTestApp, expectGuarded, type TestApp } from '../../../test/helpers.js';

describe('presentations API', () => {
  let t: TestApp;
  let admin: string;
  let markId: number;
  let nextCode = 1;
  const TAKEN = { messages: [PRESENTATION_MSG.barcodeTaken] };
  const product = async (fields: Record<string, unknown> = {}) => {
    const res = await t.call(admin, 'POST', '/api/product/add', {
      code: `PR-${nextCode++}`, product: 'Yogurt Frutilla 1L', barcode: null, description: 'Botella', price: 12.5, cost: 9, fk_mark: markId, ...fields,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { id: number; version: number; code: string; product: string; barcode: string | null; description: string; price: number; cost: number; fk_mark: number; unit: string; scale_code: number | null };
  };
  const crate = (productId: number, fields: Record<string, unknown> = {}) =>
    t.call(admin, 'POST', '/api/presentation/add', { product_id: productId, name: 'Caja x12', units: 12, barcode: '7771000000012', price: 140, ...fields });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.adminToken();
    markId = (await t.call(admin, 'POST', '/api/mark/add', { mark: 'PIL' })).json().id;
  });
  afterAll(() => t.close());

  it('adds, lists, edits and toggles a product\'s presentations, each change audited with its version', async () => {
    const yogurt = await product({ barcode: '7771000000001' });
    const auditFrom = await t.lastAuditId();
    const add = await crate(yogurt.id);
    expect(add.statusCode, add.body).toBe(200);
    const box = add.json();
    expect(box).toEqual({ id: expect.any(Number), product_id: yogurt.id, name: 'Caja x12', units: 12, barcode: '7771000000012', price: 140, enabled: 1, version: 1 });
    const pack = (await crate(yogurt.id, { name: ' Pack  x6 ', units: '6', barcode: '7771000000006', price: '72,50' })).json();
    expect(pack).toMatchObject({ name: 'Pack x6', units: 6, price: 72.5 });

    const list = await t.call(admin, 'GET', '/api/presentation/list', { product_id: yogurt.id });
    expect(list.json()).toEqual([box, pack]);

    const edit = await t.call(admin, 'PUT', '/api/presentation/edit', { id: box.id, version: 1, name: 'Caja x24', units: 24, barcode: '7771000000024', price: 275.99 });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toEqual({ ...box, name: 'Caja x24', units: 24, barcode: '7771000000024', price: 275.99, version: 2 });
    await t.refused(admin, 'PUT', '/api/presentation/edit', { id: box.id, version: 1, name: 'Caja', units: 2, barcode: '1', price: 1 }, 409, {
      messages: ['Otro usuario modificó este registro; recargue la lista e intente de nuevo'],
    });
    const state = await t.call(admin, 'PATCH', '/api/presentation/change-state', { id: pack.id, version: 1 });
    expect(state.json()).toEqual({ enabled: 0, version: 2 });

    expect((await t.auditSince(auditFrom)).map((a) => [a.action, a.entity, a.entityId])).toEqual([
      ['add', 'presentation', box.id],
      ['add', 'presentation', pack.id],
      ['edit', 'presentation', box.id],
      ['change-state', 'presentation', pack.id],
    ]);
    const [, , edited] = await t.auditSince(auditFrom);
    expect(edited.before).toMatchObject({ units: 12, price: 140 });
    expect(edited.after).toMatchObject({ units: 24, price: 275.99 });
  });

  it('refuses a barcode any product or another presentation carries, and changes nothing', async () => {
    const milk = await product({ barcode: '7772000000001' });
    const other = await product({ barcode: '7772000000099' });
    const box = (await crate(milk.id, { barcode: '7772000000012' })).json();
    // A product's barcode, even another product's; another presentation's.
    await t.refused(admin, 'POST', '/api/presentation/add', { product_id: milk.id, name: 'Caja', units: 12, barcode: '7772000000001', price: 80 }, 400, TAKEN);
    await t.refused(admin, 'POST', '/api/presentation/add', { product_id: milk.id, name: 'Caja', units: 12, barcode: '7772000000099', price: 80 }, 400, TAKEN);
    await t.refused(admin, 'POST', '/api/presentation/add', { product_id: other.id, name: 'Caja', units: 12, barcode: '7772000000012', price: 80 }, 400, TAKEN);
    const pack = (await crate(milk.id, { name: 'Pack x6', units: 6, barcode: '7772000000006', price: 40 })).json();
    await t.refused(admin, 'PUT', '/api/presentation/edit', { id: pack.id, version: 1, name: 'Pack x6', units: 6, barcode: '7772000000012', price: 40 }, 400, TAKEN);
    await t.refused(admin, 'PUT', '/api/presentation/edit', { id: pack.id, version: 1, name: 'Pack x6', units: 6, barcode: '7772000000099', price: 40 }, 400, TAKEN);
    // Its own barcode kept on an edit is no clash.
    expect((await t.call(admin, 'PUT', '/api/presentation/edit', { id: box.id, version: 1, name: 'Caja x12', units: 12, barcode: '7772000000012', price: 81 })).statusCode).toBe(200);

    // A product may not take a presentation's barcode, on add or on edit; products may still share one.
    const newProduct = { code: 'PR-DUP', product: 'Leche', barcode: '7772000000006', description: 'Bolsa', price: 7, cost: 5, fk_mark: markId };
    await t.refused(admin, 'POST', '/api/product/add', newProduct, 400, TAKEN);
    const { mark: _m, enabled: _e, ...otherBody } = { ...other, mark: '', enabled: 1 };
    await t.refused(admin, 'PUT', '/api/product/update', { ...otherBody, barcode: '7772000000012' }, 400, TAKEN);
    expect((await t.call(admin, 'POST', '/api/product/add', { ...newProduct, barcode: '7772000000099' })).statusCode).toBe(200);
  });

  it('gives a presentation to no weighed product, and turns no product with presentations into one', async () => {
    const cheese = await product({ unit: 'kg', product: 'Queso por kg' });
    await t.refused(admin, 'POST', '/api/presentation/add', { product_id: cheese.id, name: 'Caja', units: 12, barcode: '7773000000012', price: 80 }, 400, {
      messages: ['Los productos por peso no tienen presentaciones'],
    });
    const butter = await product({ product: 'Mantequilla' });
    const box = (await crate(butter.id, { barcode: '7773000000024' })).json();
    const { id, version, code, product: name, barcode, description, price, cost, fk_mark } = butter;
    const toKg = { id, version, code, product: name, barcode, description, price, cost, fk_mark, unit: 'kg', scale_code: null };
    await t.refused(admin, 'PUT', '/api/product/update', toKg, 400, { messages: [PRESENTATION_MSG.hasPresentations] });
    // A disabled presentation still counts: it may be enabled again.
    await t.call(admin, 'PATCH', '/api/presentation/change-state', { id: box.id, version: 1 });
    await t.refused(admin, 'PUT', '/api/product/update', toKg, 400, { messages: [PRESENTATION_MSG.hasPresentations] });
  });

  it('answers each bad field in Spanish, 404 for an unknown product or presentation, and changes nothing', async () => {
    const yogurt = await product();
    await t.refused(admin, 'POST', '/api/presentation/add', { product_id: yogurt.id, name: '', units: 1, barcode: '', price: 0 }, 400, {
      messages: ['Nombre: Es requerido', 'Unidades: No puede ser menor a 2', 'Código Barra: Es requerido', 'Precio: No debe ser cero'],
    });
    await t.refused(admin, 'POST', '/api/presentation/add', { product_id: yogurt.id, name: 'Caja', units: 2.5, barcode: '1', price: 10.555 }, 400, {
      messages: ['Unidades: Debe ser un número entero', 'Precio: Solo se permiten 2 decimales'],
    });
    await t.refused(admin, 'POST', '/api/presentation/add', { product_id: 999999, name: 'Caja', units: 12, barcode: '7774000000012', price: 10 }, 404, { messages: ['No existe el producto'] });
    await t.refused(admin, 'GET', '/api/presentation/list', { product_id: 999999 }, 404, { messages: ['No existe el producto'] });
    await t.refused(admin, 'PUT', '/api/presentation/edit', { id: 999999, version: 1, name: 'Caja', units: 12, barcode: '7774000000012', price: 10 }, 404, {
      messages: ['No existe la presentación'],
    });
    await t.refused(admin, 'PATCH', '/api/presentation/change-state', { id: 999999, version: 1 }, 404, { messages: ['No existe la presentación'] });
    const box = (await crate(yogurt.id, { barcode: '7774000000012' })).json();
    await t.refused(admin, 'PUT', '/api/presentation/edit', { ...box, product_id: yogurt.id + 1 }, 400, { messages: [PRESENTATION_MSG.productLocked] });
  });

  it('never lets a product and a presentation given one barcode at the same moment both take it', async () => {
    const yogurt = await product();
    for (let round = 0; round < 5; round++) {
      const barcode = `777500000000${round}`;
      const productAdd = (i: number) =>
        t.call(admin, 'POST', '/api/product/add', { code: `PR-RACE-${round}-${i}`, product: 'Leche', barcode, description: 'Bolsa', price: 7, cost: 5, fk_mark: markId });
      const [presentation, ...products] = await Promise.all([crate(yogurt.id, { barcode }), productAdd(1), productAdd(2), productAdd(3)]);
      // Either the presentation took it and every product was refused, or a product came first.
      const outcome = [presentation, ...products].map((r) => r.statusCode);
      expect(outcome, `ronda ${round}`).toEqual(presentation.statusCode === 200 ? [200, 400, 400, 400] : [400, ...products.map(() => 200)]);
    }
  });

  it('answers the till\'s scan of a presentation\'s barcode with its product and the presentation, enabled ones only', async () => {
    const cashier = await t.cashierToken();
    const yogurt = await product({ barcode: '7776000000001' });
    const box = (await crate(yogurt.id, { barcode: '17776000000008', price: 138 })).json();
    const scan = (barcode: string) => t.call(cashier, 'GET', '/api/sale/till-barcode', { barcode });

    const [found, ...more] = (await scan('17776000000008')).json();
    expect(more).toEqual([]);
    expect(found).toMatchObject({ id: yogurt.id, barcode: '7776000000001', price: 12.5, stock: 0, presentation: { id: box.id, name: 'Caja x12', units: 12, price: 138 } });
    // The product's own barcode answers the product alone.
    expect((await scan('7776000000001')).json()).toMatchObject([{ id: yogurt.id, presentation: null }]);

    await t.call(admin, 'PATCH', '/api/presentation/change-state', { id: box.id, version: 1 });
    expect((await scan('17776000000008')).json()).toEqual([]);
    await t.call(admin, 'PATCH', '/api/presentation/change-state', { id: box.id, version: 2 });
    await t.call(admin, 'PATCH', '/api/product/change-state', { id: yogurt.id, version: yogurt.version });
    expect((await scan('17776000000008')).json()).toEqual([]);
  });

  it('is the administrator\'s only', async () => {
    await expectGuarded(t, {
      adminOnly: [
        ['GET', '/api/presentation/list', { product_id: 1 }],
        ['POST', '/api/presentation/add', { product_id: 1, name: 'Caja', units: 12, barcode: '1', price: 10 }],
        ['PUT', '/api/presentation/edit', { id: 1, version: 1, name: 'Caja', units: 12, barcode: '1', price: 10 }],
        ['PATCH', '/api/presentation/change-state', { id: 1, version: 1 }],
      ],
    });
  });
});
