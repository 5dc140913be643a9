import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvCents, expectCsvMoneyColumns, parseCsv } from '../../../test/csv.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { businessToday, purchaseWorld } from './purchases.fixtures.js';

/** The exports carry the whole filtered result (not a page), Spanish headers, Bs. amounts and totals. */
describe('purchase report exports', () => {
  let t: TestApp;
  let admin: string;
  let w: Awaited<ReturnType<typeof purchaseWorld>>;
  const today = businessToday();

  beforeAll(async () => {
    // Page size 2: the 13 purchases span 7 pages, and the file must still hold all of them.
    t = await createTestApp({ pageSize: 2 });
    admin = await t.adminToken();
    w = await purchaseWorld(t);
    for (let i = 1; i <= 13; i++) {
      const res = await t.call(admin, 'POST', '/api/purchase/record-purchase', {
        purchase: { fk_provider: i % 2 ? w.pil : w.delizia, date_purchase: `2025-04-${String(i).padStart(2, '0')}`, cancelled: i % 3 ? 1 : 0, gloss: i === 1 ? '=HYPERLINK("x"), "citado"' : null, discount: 0.25 },
        detail: [
          { product_id: w.milk.id, quantity: i, unit_price: 1.1, unit_cost: 1, discount: 0, expiration_date: '2099-01-01' },
          { product_id: w.cheese.id, quantity: 1, unit_price: 10, unit_cost: 8, discount: 0.5, expiration_date: '2099-01-01' },
        ],
      });
      expect(res.statusCode, res.body).toBe(200);
    }
  });
  afterAll(() => t.close());

  const download = async (url: string, query: Record<string, unknown>) => {
    const res = await t.app.inject({ method: 'GET', url, query: query as Record<string, string>, headers: { authorization: `Bearer ${admin}` } });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    return res;
  };

  it('XLSX of purchases-report: every matching purchase, newest first, bold TOTAL row with the sums', async () => {
    const res = await download('/api/purchase/purchases-report/export', { date_from: '2025-04-01', date_to: '2025-04-30', format: 'xlsx' });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toBe('attachment; filename="reporte-compras.xlsx"');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const values = (r: number) => (sheet.getRow(r).values as unknown[]).slice(1);
    expect(values(1)).toEqual(['REPORTE COMPRAS']);
    expect(values(2)).toEqual(['Compra: 01/04/2025 a 30/04/2025']);
    expect(values(5)).toEqual(['N°', 'Id', 'Fecha Registro', 'Hora', 'Fecha Compra', 'Proveedor', 'Usuario', 'Cancelado', 'Glosa', 'Descuento (Bs.)', 'Total (Bs.)']);
    const rows = Array.from({ length: 13 }, (_, i) => values(6 + i));
    // Fecha Compra is a real date shown dd/mm/yyyy (not the text '13/04/2025'), and the day it was.
    expect(rows.map((r) => r[4])).toEqual(Array.from({ length: 13 }, (_, i) => new Date(Date.UTC(2025, 3, 13 - i))));
    expect(sheet.getRow(6).getCell(5).type).toBe(ExcelJS.ValueType.Date);
    expect(sheet.getRow(6).getCell(5).numFmt).toBe('dd/mm/yyyy');
    expect(sheet.getRow(6).getCell(3).type).toBe(ExcelJS.ValueType.Date);
    // Purchase i: milk i × 1.10 + cheese 10 − 0.50 − 0.25 purchase discount.
    const totals = Array.from({ length: 13 }, (_, k) => 13 - k).map((i) => Math.round((i * 1.1 + 9.5 - 0.25) * 100) / 100);
    expect(rows.map((r) => r[10])).toEqual(totals);
    expect(rows.at(-1)?.[8]).toBe('=HYPERLINK("x"), "citado"');
    expect(sheet.getRow(6).getCell(11).numFmt).toBe('"Bs." #,##0.00');
    const total = values(19);
    expect(total[0]).toBe('TOTAL');
    expect(total[9]).toBe(3.25);
    expect(total[10]).toBe(Math.round(totals.reduce((s, v) => s + v * 100, 0)) / 100);
    expect(sheet.getRow(19).font?.bold).toBe(true);
    expect(sheet.rowCount).toBe(19);
  });

  it('CSV of purchases-by-product: as Excel in Spanish reads it (; and decimal comma), formula text neutralised, TOTAL line', async () => {
    const res = await download('/api/purchase/purchases-by-product/export', { date_from: '2025-04-01', date_to: '2025-04-05', product_id: w.milk.id, format: 'csv' });
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const rows = parseCsv(res.body);
    expect(rows[0]).toEqual(['N°', 'Producto', 'Proveedor', 'P.U. (Bs.)', 'Cant.', 'Presentación', 'Unidades', 'Sub Total (Bs.)', 'Desc. (Bs.)', 'Total (Bs.)', 'Fecha Compra', 'Compra']);
    expect(rows).toHaveLength(1 + 5 + 1);
    expect(rows[1].join('|')).toMatch(/^1\|Leche Entera\|PIL Andina\|1,10\|5\|\|5\|5,50\|0,00\|5,50\|05\/04\/2025\|\d+$/);
    expect(rows[6]).toEqual(['TOTAL', '', '', '', '', '', '15', '16,50', '0,00', '16,50', '', '']);
    const gloss = await download('/api/purchase/purchases-report-register/export', { format: 'csv', date_from: today, date_to: today, fk_provider: w.pil });
    expect(parseCsv(gloss.body).flat()).toContain(`'=HYPERLINK("x"), "citado"`);
  });

  it('every purchase CSV export reads back: one cell per header, money with decimal comma, TOTAL equal to the XLSX', async () => {
    for (const path of ['purchases-report', 'purchases-report-register', 'canceled-purchases', 'purchases-by-product']) {
      const query = { date_from: '2025-04-01', date_to: '2099-12-31' };
      const rows = parseCsv((await download(`/api/purchase/${path}/export`, { ...query, format: 'csv' })).body);
      expectCsvMoneyColumns(rows);
      expect(rows.at(-1)?.[0], path).toBe('TOTAL');
      const book = new ExcelJS.Workbook();
      await book.xlsx.load((await download(`/api/purchase/${path}/export`, { ...query, format: 'xlsx' })).rawPayload as unknown as ArrayBuffer);
      const sheet = book.worksheets[0];
      const xlsxTotal = (sheet.getRow(sheet.rowCount).values as unknown[]).slice(1);
      rows[0].forEach((h, col) => {
        if (h.endsWith('(Bs.)') && rows.at(-1)?.[col]) expect(csvCents(rows.at(-1)?.[col] ?? ''), `${path} ${h}`).toBe(Math.round(Number(xlsxTotal[col]) * 100));
      });
    }
  });

  it('refuses a format it does not know', async () => {
    const res = await t.call(admin, 'GET', '/api/purchase/canceled-purchases/export', { format: 'pdf' });
    expect(res.statusCode).toBe(400);
    expect(res.json().messages).toEqual(['Formato: Elija xlsx o csv']);
  });
});
