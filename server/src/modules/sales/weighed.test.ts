import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildScaleLabel, QUANTITY_MSG, SCALE_DEFAULTS, SCALE_MSG } from '@lactea/contracts';
import { createSaleTestApp, type TestApp } from '../../../test/helpers.js';
import { parseCsv } from '../../../test/csv.js';
import { rowsOf } from '../../db/types.js';
import { businessToday } from '../../lib/business-time.js';
import { draft, type SaleWorld } from './sales.fixtures.js';

const FAR = '2099-12-31';

/** Products sold by weight (decision 0034): kilos with 3 decimals, scale labels. */
describe('weighed products: sales by the kilo and scale labels', () => {
  let t: TestApp;
  let w: SaleWorld;
  let admin: string;
  let cashier: string;
  let scaleCode = 100;
  const inject = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: unknown, token = admin, key?: string) =>
    t.app.inject({ method, url, headers: { authorization: `Bearer ${token}`, ...(key ? { 'idempotency-key': key } : {}) }, ...(payload ? { payload: payload as object } : {}) });
  const record = (body: unknown, token = admin) => inject('POST', '/api/sale/record-sale', body, token, randomUUID());
  const weighed = async (name: string, price: string, kilos: number[] = [2.5]) => {
    const code = scaleCode++;
    const id = await w.addProduct(name, price, { unit: 'kg', scaleCode: code });
    for (const q of kilos) await w.addLot(id, q, FAR, '30.00');
    return { id, code };
  };
  const label = (code: number, value: number, format = SCALE_DEFAULTS) => buildScaleLabel(21, code, value, format);

  beforeAll(async () => {
    ({ t, w } = await createSaleTestApp());
    admin = await t.adminToken();
    cashier = await t.cashierToken();
  });
  afterAll(() => t.close());

  it('sells 0,750 kg at Bs. 48,00/kg for Bs. 36,00: FEFO in kilos, cost, ledger, rollups, the sale read back', async () => {
    const cheese = await w.addProduct('Queso Chaqueño Test', '48.00', { unit: 'kg', scaleCode: scaleCode++ });
    await w.addLot(cheese, 0.5, '2098-01-01', '30.00');
    await w.addLot(cheese, 2, FAR, '32.00');
    const res = await record(draft([{ product_id: cheese, quantity: 0.75, price: 48 }], { id_type_payment: w.card }));
    expect(res.statusCode, res.body).toBe(200);
    const sale = res.json();
    expect(sale).toMatchObject({ subtotal: 36, total_sale: 36 });
    // 0.5 kg from the earlier lot at 30.00 (15.00) and 0.25 kg from the later at 32.00 (8.00).
    expect(sale.products).toMatchObject([{ id: cheese, unit: 'kg', pivot: { quantity: 0.75, unit_price: 48, total: 36, unit_cost: 30.6667 } }]);
    expect(await w.ledgerStock(cheese)).toBe(1.75);
    const taken = rowsOf<{ quantity: string }>(await t.db.execute(sql`select quantity::text as quantity from sale_detail_lots where fk_sale = ${sale.id} order by fk_lot`));
    expect(taken.map((r) => r.quantity)).toEqual(['0.500', '0.250']);
    const [rollup] = rowsOf<{ quantity: string; total_cents: string }>(await t.db.execute(sql`select quantity::text as quantity, total_cents::text as total_cents from sales_daily_product where fk_product = ${cheese}`));
    expect(rollup).toEqual({ quantity: '0.750', total_cents: '3600' });
    const day = (await inject('GET', '/api/sale/sales-day')).json();
    expect(day.data.find((s: { id: number }) => s.id === sale.id)).toEqual(sale);
    // Annulled: the kilos go back to the very lots.
    expect((await inject('PATCH', '/api/sale/cancel-sale', { id: sale.id })).statusCode).toBe(200);
    expect(await w.ledgerStock(cheese)).toBe(2.5);
  });

  it('a quantity discount from 0,5 kg: 0,750 kg at Bs. 45,00 (33,75) is sold; 0,499 kg is refused naming the weight, nothing written', async () => {
    const { id: cheese } = await weighed('Queso Desc Peso', '48.00');
    await w.addDiscount(cheese, '45.00', 0.5);
    const till = (await inject('GET', `/api/sale/till-search?search=${encodeURIComponent('Queso Desc Peso')}`)).json();
    expect(till[0].discount).toEqual({ unit_price: 45, quantity: 0.5 });
    const res = await record(draft([{ product_id: cheese, quantity: 0.75, price: 48, discount: 45 }], { id_type_payment: w.card }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ total_sale: 33.75, products: [{ pivot: { quantity: 0.75, unit_price: 45, discount: 3, total: 33.75 } }] });
    const before = await t.snapshot();
    const below = await record(draft([{ product_id: cheese, quantity: 0.499, price: 48, discount: 45 }], { id_type_payment: w.card }));
    expect(below.statusCode).toBe(400);
    expect(below.json().messages).toEqual(['Línea 1 (Queso Desc Peso): el descuento se aplica desde 0,500 kg']);
    expect(await t.snapshot()).toEqual(before);
  });

  it('a weight label adds its weight; a price label its price exactly, with the weight it buys', async () => {
    const { id, code } = await weighed('Quesillo Test', '48.00');
    const scanned = await inject('GET', `/api/sale/till-scale-label?code=${label(code, 750)}`, undefined, cashier);
    expect(scanned.statusCode, scanned.body).toBe(200);
    expect(scanned.json()).toMatchObject({ product: { id, unit: 'kg', scale_code: code, stock: 2.5 }, quantity: 0.75, total: 36 });
    const byWeight = await record(draft([{ product_id: id, quantity: 0.75, price: 48, scale_label: label(code, 750) }], { id_type_payment: w.card }), cashier);
    expect(byWeight.statusCode, byWeight.body).toBe(200);
    expect(byWeight.json().total_sale).toBe(36);

    const priced = { prefix_from: 20, prefix_to: 29, code_digits: 5, value_kind: 'p' as const };
    const settings = (await inject('GET', '/api/setting/scale-label')).json();
    expect((await inject('PUT', '/api/setting/update-scale-label', { ...settings, scale_value: 'p' })).statusCode).toBe(200);
    try {
      // Bs. 10,00 at Bs. 48,00/kg = 0,208 kg (0.2083…); the line is Bs. 10,00, not 0,208 × 48 = 9,98.
      const tenBs = label(code, 1000, priced);
      expect((await inject('GET', `/api/sale/till-scale-label?code=${tenBs}`)).json()).toMatchObject({ quantity: 0.208, total: 10 });
      const byPrice = await record(draft([{ product_id: id, quantity: 0.208, price: 48, scale_label: tenBs, total: 10 }], { id_type_payment: w.card }));
      expect(byPrice.statusCode, byPrice.body).toBe(200);
      expect(byPrice.json()).toMatchObject({ total_sale: 10, products: [{ pivot: { quantity: 0.208, total: 10 } }] });
      expect(await w.ledgerStock(id)).toBe(1.542);
    } finally {
      await inject('PUT', '/api/setting/update-scale-label', { ...settings, version: settings.version + 1, scale_value: 'w' });
    }
  });

  it('refuses bad weights and labels with a Spanish 400 and writes nothing', async () => {
    const { id, code } = await weighed('Mantequilla Peso Test', '40.00', [1]);
    const unitProduct = await w.addProduct('Yogur Unidad Test', '8.00');
    await w.addLot(unitProduct, 5, FAR);
    const line = (over: object) => {
      const body = draft([{ product_id: id, quantity: 0.5, price: 40 }], { id_type_payment: w.card });
      return { ...body, detail: [{ ...body.detail[0], ...over }] };
    };
    const good = label(code, 500);
    const wrongDigit = `${good.slice(0, 12)}${(Number(good[12]) + 1) % 10}`;
    const before = await t.snapshot();
    const cases: [unknown, string][] = [
      [line({ quantity: 0 }), 'La cantidad debe ser 1 o mayor (por peso: mayor a 0)'],
      [line({ quantity: -0.5 }), 'La cantidad debe ser 1 o mayor (por peso: mayor a 0)'],
      [line({ quantity: 0.5005 }), 'Solo se permiten 3 decimales'],
      [draft([{ product_id: unitProduct, quantity: 1.5, price: 8 }], { id_type_payment: w.card }), 'Línea 1 (Yogur Unidad Test): Debe ser un número entero'],
      [draft([{ product_id: id, quantity: 1.25, price: 40 }], { id_type_payment: w.card }), 'Inventario insuficiente de Mantequilla Peso Test'],
      [line({ scale_label: wrongDigit }), `Línea 1 (Mantequilla Peso Test): ${SCALE_MSG.invalid}`],
      [line({ scale_label: label(99_999, 500) }), `Línea 1 (Mantequilla Peso Test): ${SCALE_MSG.unknownCode(99_999)}`],
      [line({ scale_label: label(code, 600) }), 'Línea 1 (Mantequilla Peso Test): la cantidad no coincide con la etiqueta; corresponde 0,600 kg'],
    ];
    for (const [body, message] of cases) {
      const res = await record(body);
      expect(res.statusCode, `${JSON.stringify(body)} ${res.body}`).toBe(400);
      expect(res.json().messages.join(' | ')).toContain(message);
    }
    for (const [code13, message] of [
      [wrongDigit, SCALE_MSG.invalid],
      [label(99_999, 500), SCALE_MSG.unknownCode(99_999)],
      ['7772106000015', SCALE_MSG.invalid],
    ]) {
      const res = await inject('GET', `/api/sale/till-scale-label?code=${code13}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().messages).toEqual([message]);
    }
    // A decimal on a unit product's lot, purchase or write-off; a lot of a weighed one takes grams.
    const lot = await inject('POST', '/api/lot/add', { fk_product: unitProduct, quantity: 1.5, expiration_date: FAR });
    expect(lot.json()).toEqual({ messages: ['Cantidad: Debe ser un número entero'] });
    expect(await t.snapshot()).toEqual(before);
    const kiloLot = await inject('POST', '/api/lot/add', { fk_product: id, quantity: '0,250', expiration_date: FAR });
    expect(kiloLot.statusCode, kiloLot.body).toBe(200);
    expect(kiloLot.json()).toMatchObject({ quantity: 0.25, initial_quantity: 0.25 });
    const writeOff = await inject('POST', '/api/lot/cancel-lot', { id: kiloLot.json().id, quantity: 0.1 });
    expect(writeOff.json()).toBe(false);
    expect(await w.ledgerStock(id)).toBe(1.15);
  });

  it('20 concurrent label sales of 0,300 kg against 1,500 kg: exactly 5 succeed, stock 0, ledger consistent', async () => {
    const { id, code } = await weighed('Queso Ultimo Test', '50.00', [0.6, 0.9]);
    const body = draft([{ product_id: id, quantity: 0.3, price: 50, scale_label: label(code, 300) }], { id_type_payment: w.card });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => record(body, i % 2 ? admin : cashier)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(5);
    for (const a of answers.filter((x) => x.statusCode !== 200)) {
      expect(a.statusCode).toBe(400);
      expect(a.json().messages).toEqual(['Inventario insuficiente de Queso Ultimo Test']);
    }
    expect(await w.ledgerStock(id)).toBe(0);
    const [{ n }] = rowsOf<{ n: string }>(await t.db.execute(sql`select coalesce(sum(quantity), 0)::text as n from sale_details where fk_product = ${id}`));
    expect(n).toBe('1.500');
  });

  it('reports and exports carry the kilos exactly: Σ lines = products-sold total, CSV with a decimal comma', async () => {
    const { id } = await weighed('Queso Reporte Test', '45.50', [5]);
    for (const q of [0.333, 0.25, 1.001]) {
      expect((await record(draft([{ product_id: id, quantity: q, price: 45.5 }], { id_type_payment: w.card }))).statusCode).toBe(200);
    }
    const today = businessToday(t.config.tzBusiness);
    const range = `date_from=${today}&date_to=${today}&product_id=${id}`;
    const lines = (await inject('GET', `/api/sale/sales-by-product?${range}`)).json();
    expect(lines.data.map((l: { quantity: number }) => l.quantity).sort()).toEqual([0.25, 0.333, 1.001]);
    // Each line says its unit, so the screens write '0,333 kg', not '0,333' (read as a piece).
    expect(lines.data.map((l: { unit: string }) => l.unit)).toEqual(['kg', 'kg', 'kg']);
    const brand = (await inject('GET', `/api/sale/sales-by-product-mark?date_from=${today}&date_to=${today}&id_mark=${w.markId}`)).json();
    expect(brand.data.find((r: { id: number }) => r.id === id)).toMatchObject({ unit: 'kg', quantity: 1.584 });
    expect(lines.total_quantity).toBe(1.584);
    // 0.333 × 45.50 = 15.1515 → 15.15; 0.25 × 45.50 = 11.375 → 11.38 (half-up); 1.001 × 45.50 = 45.5455 → 45.55.
    expect(lines.total_sale).toBe(72.08);
    const csv = parseCsv((await inject('GET', `/api/sale/sales-by-product/export?${range}&format=csv`)).body);
    // The units column carries the total (Cant. is as sold: crates for a presentation's line).
    const col = csv.findIndex((r) => r.includes('Unidades'));
    const quantityCol = csv[col].indexOf('Unidades');
    expect(csv.at(-1)?.[quantityCol]).toBe('1,584');
  });

  it('a purchase of kilos: the product picker, the purchase read back and purchases-by-product say the unit', async () => {
    const { id } = await weighed('Queso Compra Test', '40.00', []);
    const picked = (await inject('GET', '/api/purchase/products?search=Queso Compra Test')).json();
    expect(picked.data).toEqual([expect.objectContaining({ id, unit: 'kg', total_quantity: 0 })]);
    const provider = (await inject('POST', '/api/provider/add', { provider: 'Proveedor Kilos Test', description: 'quesos' })).json();
    const detail = [{ product_id: id, quantity: 1.25, unit_price: 30, unit_cost: 30, discount: 0, expiration_date: FAR }];
    const res = await inject('POST', '/api/purchase/record-purchase', { purchase: { fk_provider: provider.id, date_purchase: businessToday(t.config.tzBusiness), cancelled: 1, gloss: null, discount: 0 }, detail }, admin, randomUUID());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().products).toEqual([expect.objectContaining({ id, unit: 'kg', pivot: expect.objectContaining({ quantity: 1.25 }) })]);
    const rows = (await inject('GET', `/api/purchase/purchases-by-product?product_id=${id}`)).json();
    expect(rows.data).toEqual([expect.objectContaining({ product_id: id, unit: 'kg', quantity: 1.25 })]);
  });

  it('the unit: kept once the product has lots, a scale code only on weighed products and only once; NxM refused', async () => {
    const { id, code } = await weighed('Queso Unidad Fija Test', '40.00');
    const [listed] = (await inject('GET', `/api/product/list?search=${encodeURIComponent('Queso Unidad Fija Test')}`)).json().data;
    expect(listed).toMatchObject({ id, unit: 'kg', scale_code: code });
    const { mark: _mark, enabled: _enabled, ...editable } = listed;
    const other = await w.addProduct('Queso Otro Test', '10.00');
    const before = await t.snapshot();
    const toUnit = await inject('PUT', '/api/product/update', { ...editable, unit: 'unidad', scale_code: null });
    expect(toUnit.json()).toEqual({ messages: [QUANTITY_MSG.unitLocked] });
    const taken = await inject('POST', '/api/product/add', { code: `DUP-${code}`, product: 'Queso Dup', description: 'd', price: 1, cost: 1, fk_mark: w.markId, unit: 'kg', scale_code: code });
    expect(taken.json()).toEqual({ messages: [SCALE_MSG.codeTaken(code)] });
    const onUnit = await inject('POST', '/api/product/add', { code: 'UNI-SC', product: 'Queso Uni', description: 'd', price: 1, cost: 1, fk_mark: w.markId, scale_code: 5 });
    expect(onUnit.json()).toEqual({ messages: [SCALE_MSG.codeOnUnit] });
    const tooLong = await inject('POST', '/api/product/add', { code: 'LONG-SC', product: 'Queso Largo', description: 'd', price: 1, cost: 1, fk_mark: w.markId, unit: 'kg', scale_code: 123_456 });
    expect(tooLong.json()).toEqual({ messages: [SCALE_MSG.codeTooLong(5)] });
    const nxm = await inject('POST', '/api/product-promotion/add', { fk_product: id, quantity_promotion: 3, quantity_sale: 2 });
    expect(nxm.json(), nxm.body).toEqual({ messages: [QUANTITY_MSG.nxmOnWeight] });
    expect(await t.snapshot()).toEqual(before);
    // A product without lots or sales may still change its unit; a quantity discount on kilos is allowed.
    const [fresh] = (await inject('GET', `/api/product/list?search=${encodeURIComponent('Queso Otro Test')}`)).json().data;
    expect(fresh.id).toBe(other);
    const { mark: _m, enabled: _e, ...freshEditable } = fresh;
    expect((await inject('PUT', '/api/product/update', { ...freshEditable, unit: 'kg', scale_code: scaleCode++ })).json()).toMatchObject({ unit: 'kg' });
    const discount = await inject('POST', '/api/product-discount/add', { fk_product: id, unit_price: 38, quantity: 2 });
    expect(discount.statusCode, discount.body).toBe(200);
    // From a weight label too: the discount a weighing reaches applies as on any line.
    const bulk = await record(draft([{ product_id: id, quantity: 2.25, price: 40, discount: 38, scale_label: label(code, 2250) }], { id_type_payment: w.card }));
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect(bulk.json().total_sale).toBe(85.5);
  });
});
