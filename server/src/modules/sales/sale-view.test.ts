import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDIT_TEXT, reportSaleSchema, salePaymentText, saleSchema, type Sale } from '@lactea/contracts';
import { createSaleTestApp, type TestApp } from '../../../test/helpers.js';
import { businessToday } from '../../lib/business-time.js';
import { draft, type SaleWorld } from './sales.fixtures.js';

const FAR = '2099-12-31';

/** The cells of a CSV line (RFC 4180 quotes), with either separator the export may use. */
function csvCells(line: string, sep: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted && ch === '"' && line[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (ch === '"') quoted = !quoted;
    else if (ch === sep && !quoted) {
      cells.push(cell);
      cell = '';
    } else cell += ch;
  }
  return [...cells, cell];
}

/** 'Venta N°' → 'Tipo Pago' of every sale row of a CSV export, read back as a spreadsheet would. */
function csvPayments(body: string): Map<number, string> {
  const lines = body.replace(/^\uFEFF/, '').split('\r\n');
  const at = lines.findIndex((l) => l.includes('Tipo Pago'));
  const sep = [';', ','].find((s) => csvCells(lines[at], s).includes('Tipo Pago'))!;
  const header = csvCells(lines[at], sep);
  const rows = lines.slice(at + 1).map((l) => csvCells(l, sep));
  const out = new Map<number, string>();
  for (const r of rows) if (/^\d+$/.test(r[header.indexOf('Venta N°')] ?? '')) out.set(Number(r[header.indexOf('Venta N°')]), r[header.indexOf('Tipo Pago')]);
  return out;
}

/** The same from an XLSX export. */
async function xlsxPayments(payload: Buffer): Promise<Map<number, string>> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(payload as unknown as ArrayBuffer);
  const values = book.worksheets[0].getSheetValues().filter(Boolean) as unknown[][];
  const at = values.findIndex((r) => r.includes('Tipo Pago'));
  const [idCol, payCol] = [values[at].indexOf('Venta N°'), values[at].indexOf('Tipo Pago')];
  const out = new Map<number, string>();
  for (const r of values.slice(at + 1)) if (typeof r[idCol] === 'number') out.set(r[idCol], String(r[payCol] ?? ''));
  return out;
}

/**
 * Every read of a sale answers the one sale shape (type_payment, excess, date_debt, lines with pivot
 * and unit_cost), the recorded sale's answer equals the sale read back, and Tipo Pago is one
 * definition on screen (salePaymentText) and in both exports.
 */
describe("a sale read back: the record-sale answer's shape and one Tipo Pago", () => {
  let t: TestApp;
  let w: SaleWorld;
  let admin: string;
  let today: string;
  let milk: number;
  let paid: Sale;
  let credit: Sale;
  let open: Sale;

  const record = async (body: unknown) => {
    const res = await t.call(admin, 'POST', '/api/sale/record-sale', body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Sale;
  };
  const get = async (path: string, query: Record<string, string | number> = {}) => {
    const res = await t.call(admin, 'GET', path, query);
    expect(res.statusCode, `${path} ${res.body}`).toBe(200);
    return res.json();
  };
  const creditDraft = (quantity: number, clientId = 0) => {
    const body = draft([{ product_id: milk, quantity, price: 10 }], { cancelled: 0, id_type_payment: 0 }, {
      without_client: 0,
      register_client: clientId ? 0 : 1,
      client: { id: clientId, business_name: 'Cliente Lectura', ci_nit: '4321' },
    });
    body.sale.money_paid = 0;
    return body;
  };

  beforeAll(async () => {
    ({ t, w } = await createSaleTestApp());
    admin = await t.adminToken();
    today = businessToday(t.config.tzBusiness);
    milk = await w.addProduct('Leche Lectura', '10.00');
    await w.addLot(milk, 3, '2098-01-01', '4.00');
    await w.addLot(milk, 100, FAR, '4.50');
    // 3 × 10.00 in cash (the 3 units of the 4.00 lot, first to expire), 50.00 handed: excess 20.00.
    paid = await record(draft([{ product_id: milk, quantity: 3, price: 10 }], { id_type_payment: w.cash, paid: 50 }));
    // On credit to a new client, 4 units from the 4.50 lot; then 1 more to the same client.
    credit = await record(creditDraft(4));
    open = await record(creditDraft(1, credit.client!.id));
  });
  afterAll(() => t.close());

  it("the recorded sale's answer carries type_payment, excess, date_debt and lines with pivot and unit_cost", () => {
    expect(paid).toMatchObject({
      money_paid: 50,
      change_box: 20,
      excess: 20,
      type_payment: { id: w.cash, type_pay: 'Efectivo', is_cash: 1 },
      date_debt: null,
      type_payment_debt: null,
      text_type_pay: 'Efectivo',
    });
    expect(paid.products).toEqual([
      { id: milk, product: 'Leche Lectura', code: expect.any(String), unit: 'unidad', pivot: { unit_price_system: 10, discount: 0, unit_price: 10, quantity: 3, unit_cost: 4, promotion: null, total: 30, price_list: null, presentation: null, sale_line_id: expect.any(Number), returned_quantity: 0, returned_amount: 0 } },
    ]);
    expect(credit).toMatchObject({ cancelled: 0, money_paid: 0, excess: 0, type_payment: null, date_debt: null, text_type_pay: CREDIT_TEXT });
    expect(credit.products[0].pivot).toMatchObject({ quantity: 4, unit_cost: 4.5, total: 40 });
  });

  it('every list reads the sale back exactly as it was answered (sales of the day, sales report, debt collection)', async () => {
    const day = (await get('/api/sale/sales-day')).data as Sale[];
    expect(day.find((s) => s.id === paid.id)).toEqual(paid);
    const report = (await get('/api/sale/sales-report', { date_from: today, date_to: today })).data as Sale[];
    expect(report.find((s) => s.id === paid.id)).toMatchObject(paid);
    const debts = (await get('/api/sale/debt-collection-client', { id_client: credit.client!.id })).data as Sale[];
    expect(debts.map((s) => s.id)).toEqual([credit.id, open.id]);
    expect(debts[0]).toEqual(credit);
    // Nothing beside the documented shape (the report adds its cost and profit).
    for (const s of [...day, ...debts]) expect(saleSchema.strict().safeParse(s).success, JSON.stringify(s)).toBe(true);
    for (const s of report) expect(reportSaleSchema.strict().safeParse(s).success, JSON.stringify(s)).toBe(true);
  });

  it('a collected debt: the answer names the payment type; every read carries date_debt and shows Tipo Pago the same way', async () => {
    const res = await t.call(admin, 'PUT', '/api/sale/cancelled-sale', { id: credit.id, id_type_payment: w.card });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: credit.id, amount: 40, date_debt: today, id_type_payment: w.card, text_type_pay: 'Tarjeta', type_payment: { id: w.card, type_pay: 'Tarjeta', is_cash: 0 }, payment: expect.objectContaining({ id_sale: credit.id, amount: 40, balance: 0 }) });

    const collected = { cancelled: 1, type_payment: null, id_type_payment: null, date_debt: today, type_payment_debt: { id: w.card, type_pay: 'Tarjeta', is_cash: 0 } };
    const text = 'A crédito (cobrada: Tarjeta)';
    const day = ((await get('/api/sale/sales-day')).data as Sale[]).find((s) => s.id === credit.id)!;
    const report = ((await get('/api/sale/sales-report', { date_from: today, date_to: today })).data as Sale[]).find((s) => s.id === credit.id)!;
    const closing = (await get('/api/sale/closing-sales', { date_from: today, date_to: today, id_type_payment: w.card, debt: 1 })).data as Sale[];
    expect(closing.map((s) => s.id)).toEqual([credit.id]);
    for (const s of [day, report, closing[0]]) {
      expect(s).toMatchObject({ ...collected, text_type_pay: text, products: credit.products });
      expect(salePaymentText(s)).toBe(text);
    }
    // Still a credit sale for the reports' 'A crédito' filter (it was sold on credit).
    const onCredit = (await get('/api/sale/sales-report', { date_from: today, date_to: today, type_pay: 0 })).data as Sale[];
    expect(onCredit.map((s) => s.id).sort()).toEqual([credit.id, open.id].sort());
  });

  it('the XLSX and CSV exports of the sales report write the Tipo Pago the screen shows, never blank', async () => {
    const expected = new Map<number, string>([
      [paid.id, 'Efectivo'],
      [credit.id, 'A crédito (cobrada: Tarjeta)'],
      [open.id, CREDIT_TEXT],
    ]);
    const xlsx = await t.call(admin, 'GET', '/api/sale/sales-report/export', { date_from: today, date_to: today, format: 'xlsx' });
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    const csv = await t.call(admin, 'GET', '/api/sale/sales-report/export', { date_from: today, date_to: today, format: 'csv' });
    expect(csv.statusCode, csv.body).toBe(200);
    for (const read of [await xlsxPayments(xlsx.rawPayload), csvPayments(csv.body)]) {
      expect(read.size).toBe(3);
      for (const [id, text] of expected) expect(read.get(id), `venta ${id}`).toBe(text);
    }
  });

  it('the OpenAPI document gives the same shape: every sale answer with type_payment, excess, date_debt and pivot lines', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    type Schema = { properties?: Record<string, Schema>; items?: Schema; required?: string[]; anyOf?: Schema[] };
    const doc = res.json() as { paths: Record<string, Record<string, { responses: Record<string, { content: Record<string, { schema: Schema }> }> }>> };
    const answer = (path: string, method: string) => doc.paths[path][method].responses['200'].content['application/json'].schema;
    const notNull = (s: Schema) => s.anyOf?.find((a) => a.properties) ?? s;
    const sales = [
      answer('/api/sale/record-sale', 'post'),
      answer('/api/sale/sales-day', 'get').properties!.data.items!,
      answer('/api/sale/sales-report', 'get').properties!.data.items!,
      answer('/api/sale/debt-collection', 'get').properties!.data.items!,
      answer('/api/sale/closing-sales', 'get').properties!.data.items!,
    ];
    for (const sale of sales) {
      expect(sale.required).toEqual(expect.arrayContaining(['type_payment', 'excess', 'date_debt', 'products']));
      expect(Object.keys(notNull(sale.properties!.type_payment).properties!)).toEqual(['id', 'type_pay', 'is_cash']);
      const line = sale.properties!.products.items!;
      expect(line.required).toEqual(['id', 'product', 'code', 'unit', 'pivot']);
      expect(line.properties!.pivot.required).toEqual(['unit_price_system', 'discount', 'unit_price', 'quantity', 'unit_cost', 'promotion', 'total']);
    }
    expect(answer('/api/sale/cancelled-sale', 'put').required).toEqual(expect.arrayContaining(['date_debt', 'type_payment']));
  });

  it('a retry with the same Idempotency-Key answers the sale as it was answered, its lines\' ids included', async () => {
    const yogurt = await w.addProduct('Yogurt Lectura', '6.00');
    await w.addLot(yogurt, 10, FAR, '3.00');
    const body = draft([{ product_id: milk, quantity: 1, price: 10 }, { product_id: yogurt, quantity: 2, price: 6 }], { id_type_payment: w.cash });
    const send = () => t.app.inject({ method: 'POST', url: '/api/sale/record-sale', headers: { authorization: `Bearer ${admin}`, 'idempotency-key': 'b1f0c7d2-4e8a-4c3b-9a51-7d2e8f3a6c01' }, payload: body });
    const first = (await send()).json() as Sale;
    const again = await send();
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(first);
    expect(first.products.map((p) => p.pivot.sale_line_id)).toEqual([expect.any(Number), expect.any(Number)]);
    expect(new Set(first.products.map((p) => p.pivot.sale_line_id)).size).toBe(2);
  });
});
