import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/types.js';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATE_MSG, fold } from '@lactea/contracts';
import { clients, lots, providers, saleDetails, sales } from '../../db/schema/index.js';
import { parseCsv } from '../../../test/csv.js';
import { createSaleTestApp, type TestApp } from '../../../test/helpers.js';
import { businessToday } from '../../lib/business-time.js';
import { draft, type SaleWorld } from '../sales/sales.fixtures.js';
import { postReturn } from '../sales/returns/returns.fixtures.js';

/** 'Devoluciones': the clients' returned lines and the returns to providers as one list, filtered and exported. */
describe('sale/returns-report', () => {
  let t: TestApp;
  let w: SaleWorld;
  let admin: string;
  let cashierId: number;
  let today: string;
  let shop: number;
  let provider: number;
  let milk: number;
  let yogurt: number;
  const notes: number[] = [];
  let providerReturn: number;

  const report = async (query: Record<string, unknown> = {}) => {
    const res = await t.call(admin, 'GET', '/api/sale/returns-report', { date_from: today, date_to: today, ...query });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    ({ t, w } = await createSaleTestApp());
    admin = await t.adminToken();
    cashierId = (await t.seededIds()).cashierId;
    today = businessToday(t.config.tzBusiness);
    const [c] = await t.db.insert(clients).values({ businessName: 'Tienda Sur', ciNit: '4455', searchText: fold('Tienda Sur') }).returning();
    shop = c.id;
    const [p] = await t.db.insert(providers).values({ provider: 'PIL Andina', description: 'd', searchText: 'pil andina' }).returning();
    provider = p.id;
    milk = await w.addProduct('Leche Rep', '10.00');
    yogurt = await w.addProduct('Yogurt Rep', '5.00');
    await w.addLot(milk, 20, '2099-12-31', '6.00');
    await w.addLot(yogurt, 20, '2099-12-31', '3.00');
    // A sale to the shop of both products, returned in two notes: milk to stock in cash, yogurt as merma to saldo.
    const sale = await t.recordSale(admin, draft([{ product_id: milk, quantity: 4, price: 10 }, { product_id: yogurt, quantity: 2, price: 5 }], { id_type_payment: w.cash }), randomUUID());
    expect(sale.statusCode, sale.body).toBe(200);
    await t.db.update(sales).set({ fkClient: shop }).where(eq(sales.id, sale.json().id));
    const lines = await t.db.select({ id: saleDetails.id, product: saleDetails.fkProduct }).from(saleDetails).where(eq(saleDetails.fkSale, sale.json().id));
    const lineOf = (product: number) => lines.find((l) => l.product === product)!.id;
    for (const body of [
      { sale_id: sale.json().id, reason: 'Cambio', lines: [{ sale_line_id: lineOf(milk), quantity: 1, disposition: 'stock' }], refund: 'efectivo' },
      { sale_id: sale.json().id, reason: 'Vencido', lines: [{ sale_line_id: lineOf(yogurt), quantity: 2, disposition: 'merma' }], refund: 'saldo' },
    ]) {
      const res = await postReturn(t, admin, body);
      expect(res.statusCode, res.body).toBe(200);
      notes.push(res.json().id);
    }
    // A purchase from the provider, 2 units of its lot back to it at 4,50.
    const bought = await t.call(admin, 'POST', '/api/purchase/record-purchase', {
      purchase: { fk_provider: provider, date_purchase: today, cancelled: 0, gloss: null, discount: 0 },
      detail: [{ product_id: milk, quantity: 5, unit_price: 4.5, unit_cost: 4.5, discount: 0, expiration_date: '2099-06-30' }],
    });
    expect(bought.statusCode, bought.body).toBe(200);
    const [lot] = await t.db.select({ id: lots.id }).from(lots).where(eq(lots.fkPurchase, bought.json().id));
    const back = await t.app.inject({
      method: 'POST',
      url: '/api/purchase/return',
      headers: { authorization: `Bearer ${admin}`, 'idempotency-key': randomUUID() },
      payload: { lot_id: lot.id, quantity: 2, reason: 'Envase roto' },
    });
    expect(back.statusCode, back.body).toBe(200);
    providerReturn = back.json().id;
  });
  afterAll(() => t.close());

  it('lists every returned line of both kinds, newest first, with the totals of each side', async () => {
    const all = await report();
    expect(all).toMatchObject({ total: 3, total_clients: 20, total_providers: 9, current_page: 1, last_page: 1 });
    expect(all.data).toEqual([
      { kind: 'proveedor', id: providerReturn, line_id: providerReturn, date: today, hour: expect.any(String), sale_id: null, party: 'PIL Andina', product: 'Leche Rep', unit: 'unidad', quantity: 2, disposition: null, refund: null, amount: 9, user: expect.any(String) },
      expect.objectContaining({ kind: 'cliente', id: notes[1], party: 'Tienda Sur', product: 'Yogurt Rep', quantity: 2, disposition: 'merma', refund: 'saldo', amount: 10 }),
      expect.objectContaining({ kind: 'cliente', id: notes[0], sale_id: expect.any(Number), party: 'Tienda Sur', product: 'Leche Rep', quantity: 1, disposition: 'stock', refund: 'efectivo', amount: 10 }),
    ]);
  });

  it('filters by kind, client, provider, disposition, refund, user and dates; a side-only filter drops the other side', async () => {
    expect((await report({ kind: 'cliente' })).total).toBe(2);
    expect(await report({ kind: 'proveedor' })).toMatchObject({ total: 1, total_clients: 0, total_providers: 9 });
    expect((await report({ fk_client: shop })).data.map((r: { kind: string }) => r.kind)).toEqual(['cliente', 'cliente']);
    expect((await report({ fk_provider: provider })).data.map((r: { id: number }) => r.id)).toEqual([providerReturn]);
    expect((await report({ disposition: 'merma' })).data.map((r: { id: number }) => r.id)).toEqual([notes[1]]);
    expect((await report({ refund: 'efectivo' })).data.map((r: { id: number }) => r.id)).toEqual([notes[0]]);
    expect((await report({ fk_user: cashierId })).total).toBe(0);
    expect((await report({ date_from: '2020-01-01', date_to: '2020-01-31' })).total).toBe(0);
    const refused = await t.call(admin, 'GET', '/api/sale/returns-report', { refund: 'tarjeta', kind: 'todos' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().messages).toEqual(['Tipo: Valor inválido', 'Reembolso: Valor inválido']);
    const reversed = await t.call(admin, 'GET', '/api/sale/returns-report', { date_from: today, date_to: '2020-01-01' });
    expect(reversed.json().messages).toEqual([`Hasta: ${DATE_MSG.rangeReversed}`]);
  });

  it('the kardex shows both kinds of return with their documents', async () => {
    const page = (await t.call(admin, 'GET', '/api/kardex/list', { fk_product: milk })).json();
    const rows = page.data.map((r: { reason: string; document: string; delta: number }) => [r.reason, r.document, r.delta]);
    expect(rows).toContainEqual(['Devolución a proveedor', `Devolución a proveedor N° ${providerReturn}`, -2]);
    expect(rows).toContainEqual(['Devolución de venta', `Devolución de venta N° ${notes[0]}`, 1]);
  });

  it("the notes' daily rollup (read by the closing and BALANCE) holds every note's money and costs to the cent", async () => {
    const [notesSum] = rowsOf<{ n: number; amount: string; stock: string; merma: string }>(
      await t.db.execute(sql`select count(*)::int as n, sum(amount * 100)::bigint::text as amount, sum(stock_cost * 100)::bigint::text as stock, sum(merma_cost * 100)::bigint::text as merma from sale_returns`),
    );
    const [rolled] = rowsOf<{ n: number; amount: string; stock: string; merma: string }>(
      await t.db.execute(sql`select sum(returns)::int as n, sum(amount_cents)::text as amount, sum(stock_cost_cents)::text as stock, sum(merma_cost_cents)::text as merma from sale_returns_daily`),
    );
    expect(rolled).toEqual(notesSum);
    expect(notesSum.n).toBe(2);
  });

  it('a page past the end is empty with the right last page', async () => {
    expect(await report({ page: 2 })).toMatchObject({ data: [], total: 3, last_page: 1, current_page: 2 });
  });

  it('exports CSV and XLSX of the whole filter with a TOTAL row', async () => {
    const csv = await t.app.inject({ method: 'GET', url: '/api/sale/returns-report/export', query: { date_from: today, date_to: today, format: 'csv' }, headers: { authorization: `Bearer ${admin}` } });
    expect(csv.statusCode, csv.body.slice(0, 200)).toBe(200);
    const rows = parseCsv(csv.body);
    const header = rows.findIndex((r) => r[0] === 'N°');
    expect(rows[header]).toEqual(['N°', 'Fecha', 'Hora', 'Tipo', 'Devolución N°', 'Venta N°', 'Cliente / Proveedor', 'Producto', 'Cantidad', 'Destino', 'Reembolso', 'Monto (Bs.)', 'Usuario']);
    const body = rows.slice(header + 1);
    expect(body.slice(0, 3).map((r) => [r[3], r[6], r[9], r[10], r[11]])).toEqual([
      ['A proveedor', 'PIL Andina', 'Al proveedor', 'Crédito con el proveedor', '9,00'],
      ['De cliente', 'Tienda Sur', 'Merma', 'Saldo a favor', '10,00'],
      ['De cliente', 'Tienda Sur', 'Al inventario', 'Efectivo', '10,00'],
    ]);
    expect(body[3][0]).toBe('TOTAL');
    expect(body[3][11]).toBe('29,00');
    const xlsx = await t.app.inject({ method: 'GET', url: '/api/sale/returns-report/export', query: { date_from: today, date_to: today, format: 'xlsx', kind: 'cliente' }, headers: { authorization: `Bearer ${admin}` } });
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).getCell(1).value).toBe('DEVOLUCIONES');
    const values: unknown[] = [];
    sheet.eachRow((row) => values.push(row.getCell(12).value));
    expect(values.slice(-3)).toEqual([10, 10, 20]);
  });
});
