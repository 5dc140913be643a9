import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDIT_TEXT, REPORT_MSG, toCents } from '@lactea/contracts';
import { csvCents, expectCsvMoneyColumns, parseCsv } from '../../../test/csv.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { businessToday } from '../../lib/business-time.js';
import { draft, saleWorld, type SaleWorld } from '../sales/sales.fixtures.js';
import { foldRollupSlots } from '../sales/rollups.js';
import { salesByProductExport } from './reports.exports.js';

const FAR = '2099-12-31';

const sumCents = (xs: number[]) => xs.reduce((a, x) => a + toCents(x), 0);

/**
 * The sales reports over sales recorded through the sales service (so the rollups are real):
 * two brands, a promotion, a product discount, sale discounts that spread unevenly, a credit sale
 * to a client and an annulled sale. Every report must agree with the others to the cent.
 */
describe('sales reports', () => {
  let t: TestApp;
  let w1: SaleWorld;
  let w2: SaleWorld;
  let admin: string;
  let cashier: string;
  let today: string;
  let clientId: number;
  let annulled: number;
  const get = (url: string, token = admin) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  const ok = async (url: string) => {
    const res = await get(url);
    expect(res.statusCode, `${url} ${res.body}`).toBe(200);
    return res.json();
  };
  const range = () => `date_from=${today}&date_to=${today}`;
  const record = async (body: unknown) => {
    const res = await t.recordSale(admin, body, randomUUID());
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    t = await createTestApp();
    const { adminId } = await t.seededIds();
    w1 = await saleWorld(t.db, t.config, adminId);
    w2 = await saleWorld(t.db, t.config, adminId);
    admin = await t.adminToken();
    cashier = await t.cashierToken();
    today = businessToday(t.config.tzBusiness);
    const milk = await w1.addProduct('Leche Entera Pasteurizada 1L', '10.00');
    const cheese = await w1.addProduct('Queso', '25.50');
    const yogurt = await w2.addProduct('Yogur Frutilla', '7.35');
    await w1.addLot(milk, 100, FAR, '6.00');
    await w1.addLot(cheese, 100, FAR, '20.00');
    await w2.addLot(yogurt, 100, FAR, '4.10');
    await w1.addPromotion(milk, 3, 2);
    await w1.addDiscount(cheese, '22.00', 2);
    // 40.00 + 44.00 − 4.00 = 80.00 cash.
    await record(draft([{ product_id: milk, quantity: 6, price: 10, promotion: [3, 2] }, { product_id: cheese, quantity: 2, price: 25.5, discount: 22 }], { id_type_payment: w1.cash, discount: 4 }));
    // 3 × 7.35 + 25.50 − 1.01 = 46.54 by card (1.01 spread by largest remainder).
    await record(draft([{ product_id: yogurt, quantity: 3, price: 7.35 }, { product_id: cheese, quantity: 1, price: 25.5 }], { id_type_payment: w2.card, discount: 1.01 }));
    // On credit to a new client: 30.00 + 14.70 = 44.70.
    const credit = draft([{ product_id: milk, quantity: 3, price: 10 }, { product_id: yogurt, quantity: 2, price: 7.35 }], { cancelled: 0, id_type_payment: 0 }, {
      without_client: 0,
      register_client: 1,
      client: { id: 0, business_name: 'Tienda Reportes', ci_nit: '555' },
    });
    credit.sale.money_paid = 0;
    clientId = (await record(credit)).client.id;
    // Annulled: counts only in Ventas Anuladas.
    annulled = (await record(draft([{ product_id: cheese, quantity: 4, price: 25.5 }], { id_type_payment: w1.cash }))).id;
    const res = await t.app.inject({ method: 'PATCH', url: '/api/sale/cancel-sale', headers: { authorization: `Bearer ${admin}` }, payload: { id: annulled } });
    expect(res.statusCode, res.body).toBe(200);
  });
  afterAll(() => t.close());

  it('sales-report: enabled sales newest first, cost and profit, total_sale from the rollups; filters by payment type and user', async () => {
    const page = await ok(`/api/sale/sales-report?${range()}`);
    expect(page).toMatchObject({ total: 3, current_page: 1, last_page: 1, total_sale: 171.24 });
    expect(page.data.map((s: { total_sale: number }) => s.total_sale)).toEqual([44.7, 46.54, 80]);
    expect(page.data[0]).toMatchObject({ text_type_pay: CREDIT_TEXT, cancelled: 0, total_cost: 26.2, gain: 18.5 });
    expect(page.data[2]).toMatchObject({ total_cost: 76, gain: 4 });
    expect(toCents(page.total_sale) - toCents(page.total_cost)).toBe(toCents(page.total_gain));
    expect(sumCents(page.data.map((s: { total_cost: number }) => s.total_cost))).toBe(toCents(page.total_cost));
    const credit = await ok(`/api/sale/sales-report?${range()}&type_pay=0`);
    expect(credit).toMatchObject({ total: 1, total_sale: 44.7 });
    const card = await ok(`/api/sale/sales-report?${range()}&type_pay=${w2.card}`);
    expect(card).toMatchObject({ total: 1, total_sale: 46.54, data: [{ total_sale: 46.54 }] });
    const { adminId } = await t.seededIds();
    expect(await ok(`/api/sale/sales-report?${range()}&fk_user=${adminId}`)).toMatchObject({ total: 3 });
    expect(await ok(`/api/sale/sales-report?${range()}&fk_user=999999`)).toMatchObject({ total: 0, data: [], total_sale: 0 });
    expect(await ok(`/api/sale/calculate-gain?${range()}&type_pay=0`)).toEqual({ total_sale: 44.7, total_cost: 26.2, total_gain: 18.5 });
  });

  it('cross-report agreement: sales-report = Σ sales-mark Venta = Σ products-sold totals = Σ brand products = calculate-gain = balance, to the cent', async () => {
    const report = await ok(`/api/sale/sales-report?${range()}`);
    const gain = await ok(`/api/sale/calculate-gain?${range()}`);
    const marks = await ok(`/api/sale/sales-mark?${range()}`);
    const lines = await ok(`/api/sale/sales-by-product?${range()}`);
    expect(lines.total).toBe(6);
    expect(marks.data).toHaveLength(2);
    const target = toCents(report.total_sale);
    expect(toCents(gain.total_sale)).toBe(target);
    expect(sumCents(marks.data.map((m: { sale: number }) => m.sale))).toBe(target);
    expect(toCents(marks.total_sale)).toBe(target);
    expect(sumCents(lines.data.map((l: { total: number }) => l.total))).toBe(target);
    expect(toCents(lines.total_sale)).toBe(target);
    expect(sumCents(lines.data.map((l: { cost: number }) => l.cost))).toBe(toCents(report.total_cost));
    expect(toCents(marks.total_cost)).toBe(toCents(report.total_cost));
    let brandProducts = 0;
    for (const m of marks.data) {
      const detail = await ok(`/api/sale/sales-by-product-mark?${range()}&id_mark=${m.id}`);
      expect(toCents(detail.total_sale)).toBe(toCents(m.sale));
      // Cost and quantity (summed for the page's products only) and the totals (the brand's rollup) agree with VENTAS MARCAS.
      expect(toCents(detail.total_cost)).toBe(toCents(m.cost));
      expect(sumCents(detail.data.map((p: { cost: number }) => p.cost))).toBe(toCents(m.cost));
      expect(detail.data.reduce((q: number, p: { quantity: number }) => q + p.quantity, 0)).toBe(m.quantity);
      expect(detail.data.every((p: { sale: number; cost: number; gain: number }) => toCents(p.sale) - toCents(p.cost) === toCents(p.gain))).toBe(true);
      // Each row named from products, the best-selling first.
      expect(detail.data.every((p: { code: string; product: string }) => p.code !== '' && p.product !== '')).toBe(true);
      const sales = detail.data.map((p: { sale: number }) => p.sale);
      expect(sales).toEqual([...sales].sort((a, b) => b - a));
      // A page past the end: no rows, the same totals.
      const past = await ok(`/api/sale/sales-by-product-mark?${range()}&id_mark=${m.id}&page=9`);
      expect(past).toMatchObject({ data: [], total: detail.total, total_sale: detail.total_sale, total_cost: detail.total_cost });
      brandProducts += sumCents(detail.data.map((p: { sale: number }) => p.sale));
    }
    expect(brandProducts).toBe(target);
    // Each line: total = quantity × unit price − its discount share; profit = total − cost.
    for (const l of lines.data) {
      expect(toCents(l.subtotal) - toCents(l.discount)).toBe(toCents(l.total));
      expect(toCents(l.total) - toCents(l.cost)).toBe(toCents(l.gain));
    }
    expect(lines.total_quantity).toBe(6 + 2 + 3 + 1 + 3 + 2);
    // The balance reads the payment rollup: the same total sale and cost.
    const balance = await ok(`/api/sale/balance?${range()}`);
    expect(toCents(balance.total_sale)).toBe(target);
    expect(toCents(balance.total_cost)).toBe(toCents(report.total_cost));
    // One product's totals (the product rollup) = its lines.
    const cheese = lines.data.find((l: { product: string }) => l.product === 'Queso');
    const one = await ok(`/api/sale/sales-by-product?${range()}&product_id=${cheese.product_id}`);
    const cheeseLines = lines.data.filter((l: { product_id: number }) => l.product_id === cheese.product_id);
    expect(one.total).toBe(cheeseLines.length);
    expect(toCents(one.total_sale)).toBe(sumCents(cheeseLines.map((l: { total: number }) => l.total)));
  });

  it('the brand rollup is the product rollup summed per brand and day (after sales, a credit sale and an annulment), before and after folding its slots', async () => {
    const rows = async (q: ReturnType<typeof sql>) => ((await t.db.execute(q)) as unknown as { rows: Record<string, unknown>[] }).rows.map((r) => JSON.stringify(r));
    const fromProducts = await rows(sql`select day::text, fk_mark, sum(quantity)::text as quantity, sum(total_cents)::bigint::text as total, sum(cost_cents)::bigint::text as cost, sum(discount_cents)::bigint::text as discount, sum(lines)::int as lines from sales_daily_product group by day, fk_mark order by day, fk_mark`);
    // Summed over the slots (decision 0040), before and after folding them into slot 0.
    const marks = () =>
      rows(sql`select day::text, fk_mark, sum(quantity)::text as quantity, sum(total_cents)::bigint::text as total, sum(cost_cents)::bigint::text as cost, sum(discount_cents)::bigint::text as discount, sum(lines)::int as lines from sales_daily_mark group by day, fk_mark order by day, fk_mark`);
    expect(fromProducts.length).toBeGreaterThanOrEqual(2);
    expect(await marks()).toEqual(fromProducts);
    const payments = () => rows(sql`select day::text, fk_type_payment, fk_user, cancelled, sum(total_cents)::text as total, sum(sales)::int as sales from sales_daily_payment group by 1, 2, 3, 4 order by 1, 2, 3, 4`);
    const paymentsBefore = await payments();
    const reportBefore = await ok(`/api/sale/sales-report?${range()}`);
    await foldRollupSlots(t.db, '2100-01-01');
    expect(await rows(sql`select slot from sales_daily_mark where slot <> 0 union all select slot from sales_daily_payment where slot <> 0`)).toEqual([]);
    expect(await marks()).toEqual(fromProducts);
    expect(await payments()).toEqual(paymentsBefore);
    expect(await ok(`/api/sale/sales-report?${range()}`)).toEqual(reportBefore);
  });

  it('canceled-sales lists only the annulled sale; sales-to-client by state and payment type', async () => {
    expect(await ok(`/api/sale/canceled-sales?${range()}`)).toMatchObject({ total: 1, total_sale: 102, data: [{ id: annulled, enabled: 0 }] });
    expect(await ok(`/api/sale/canceled-sales?${range()}&fk_client=${clientId}`)).toMatchObject({ total: 0 });
    expect(await ok(`/api/sale/sales-to-client?${range()}&fk_client=${clientId}`)).toMatchObject({ total: 1, total_sale: 44.7, data: [{ text_type_pay: CREDIT_TEXT }] });
    expect(await ok(`/api/sale/sales-to-client?${range()}&fk_client=${clientId}&enabled=0`)).toMatchObject({ total: 0 });
    expect(await ok(`/api/sale/sales-to-client?${range()}&fk_client=${clientId}&type_pay=${w1.cash}`)).toMatchObject({ total: 0 });
    const byClient = await ok(`/api/sale/sales-by-product?${range()}&client_id=${clientId}`);
    expect(byClient).toMatchObject({ total: 2, total_sale: 44.7, data: [{ client: 'Tienda Reportes' }, {}] });
  });

  it('bad filters answer 400 in Spanish or an empty page, never 500', async () => {
    const bad = async (url: string, message: string) => {
      const res = await get(url);
      expect(res.statusCode, `${url} ${res.body}`).toBe(400);
      expect(res.json().messages.join(' | ')).toContain(message);
    };
    await bad(`/api/sale/sales-report?date_from=${today}&date_to=2000-01-01`, REPORT_MSG.rangeReversed);
    await bad('/api/sale/sales-mark?date_from=2025-02-30', 'Fecha');
    await bad('/api/sale/sales-report?type_pay=-7', REPORT_MSG.invalidValue);
    await bad('/api/sale/sales-by-product?page=0', 'página');
    await bad(`/api/sale/sales-report/export?date_from=${today}&date_to=2000-01-01`, REPORT_MSG.rangeReversed);
    expect(await ok(`/api/sale/sales-report?${range()}&page=2147483647`)).toMatchObject({ data: [], total: 3 });
    expect(await ok(`/api/sale/sales-to-client?${range()}`)).toMatchObject({ data: [], total: 0, total_sale: 0 });
    expect(await ok(`/api/sale/sales-by-product-mark?${range()}&id_mark=999999`)).toMatchObject({ data: [], total: 0, total_sale: 0 });
  });

  it('administrator only: 403 for a cashier on every report and export', async () => {
    for (const path of ['sales-report', 'calculate-gain', 'sales-to-client', 'canceled-sales', 'sales-by-product', 'sales-mark', 'sales-by-product-mark', 'sales-mark/export']) {
      expect((await get(`/api/sale/${path}?${range()}`, cashier)).statusCode, path).toBe(403);
    }
  });

  it('exports the whole filtered result: XLSX rows and TOTAL agree with the report; CSV too', async () => {
    const res = await get(`/api/sale/sales-by-product/export?${range()}&format=xlsx`);
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const values = sheet.getSheetValues().filter(Boolean) as unknown[][];
    const header = values.findIndex((r) => r.includes('Producto'));
    const totalRow = values[values.length - 1];
    expect(values.length - header - 2).toBe(6);
    const totalCol = values[header].indexOf('Total (Bs.)');
    expect(totalRow[1]).toBe('TOTAL');
    expect(toCents(Number(totalRow[totalCol]))).toBe(toCents(171.24));
    const csv = await get(`/api/sale/sales-report/export?${range()}&format=csv`);
    expect(csv.statusCode).toBe(200);
    const rows = parseCsv(csv.body);
    expect(rows).toHaveLength(1 + 3 + 1);
    expect(rows[rows.length - 1]).toContain('171,24');
    const marks = await get(`/api/sale/sales-mark/export?${range()}&format=csv`);
    expect(parseCsv(marks.body).at(-1)).toContain('171,24');
  });

  it('every sales CSV export reads back as Excel in Spanish reads it: ; separator, money with decimal comma, TOTAL of the report', async () => {
    const { data: marks } = await ok(`/api/sale/sales-mark?${range()}`);
    const exports: [string, string][] = [
      ['sales-report', range()],
      ['sales-to-client', `${range()}&fk_client=${clientId}`],
      ['canceled-sales', range()],
      ['sales-by-product', range()],
      ['sales-mark', range()],
      ...marks.map((m: { id: number }): [string, string] => ['sales-by-product-mark', `${range()}&id_mark=${m.id}`]),
    ];
    for (const [path, query] of exports) {
      const res = await get(`/api/sale/${path}/export?${query}&format=csv`);
      expect(res.statusCode, path).toBe(200);
      const rows = parseCsv(res.body);
      expect(rows.length, path).toBeGreaterThan(2);
      expectCsvMoneyColumns(rows);
      const report = await ok(`/api/sale/${path}?${query}`);
      const totalCol = rows[0].findIndex((h) => ['Total (Bs.)', 'Venta (Bs.)', 'Total Venta (Bs.)'].includes(h));
      expect(totalCol, `${path}: ${rows[0].join('|')}`).toBeGreaterThanOrEqual(0);
      expect(rows.at(-1)?.[0], path).toBe('TOTAL');
      expect(csvCents(rows.at(-1)?.[totalCol] ?? ''), path).toBe(toCents(report.total_sale));
    }
  });

  it('the products-sold export reads by keyset without losing or repeating a line, whatever the batch size', async () => {
    const page = await ok(`/api/sale/sales-by-product?${range()}`);
    const expected = page.data.map((l: { id: number }) => l.id);
    for (const batchSize of [1, 2, 4]) {
      const spec = salesByProductExport({ db: t.db, config: t.config, user: null, ip: '', sessions: undefined as never }, { date_from: today, date_to: today, client_id: 0, product_id: 0 }, batchSize);
      const ids: number[] = [];
      for await (const line of spec.rows) ids.push(line.id);
      expect(ids, `batch ${batchSize}`).toEqual(expected);
    }
  });
});
