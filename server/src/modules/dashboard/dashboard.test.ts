import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Dashboard } from '@lactea/contracts';
import { ADMIN, CASHIER, createSaleTestApp, type TestApp } from '../../../test/helpers.js';
import { settings } from '../../db/schema/index.js';
import { rowsOf } from '../../db/types.js';
import { draft, type SaleWorld } from '../sales/sales.fixtures.js';

/**
 * The owner's home: one agreement test per tile. Every figure of GET dashboard equals,
 * to the cent, the same figure of the screen its tile links to, both read from the same data; and
 * the data is small enough that each figure is also worked out by hand below.
 * D = Tuesday 2026-03-10 in La Paz (UTC−4).
 */
const D = '2026-03-10';
const at10 = (date: string) => `${date}T14:00:00Z`;
const daysFrom = (date: string, n: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

describe('the owner home: every tile agrees with the screen it links to', () => {
  let t: TestApp;
  let w: SaleWorld;
  let admin: string;
  let cashier: string;
  let milk: number;
  let yogurt: number;
  let cream: number;
  let cheese: number;
  let dash: Dashboard;
  let lotDay: string;

  const at = async (date: string) => {
    vi.setSystemTime(new Date(at10(date)));
    if (!t) return;
    // Sessions idle since the last move of the clock expire: both people log in again.
    admin = (await t.login(ADMIN.username, ADMIN.password)).json().token;
    cashier = (await t.login(CASHIER.username, CASHIER.password)).json().token;
  };
  const sell = async (lines: { product: number; quantity: number; price: number }[], header: Parameters<typeof draft>[1], extra: Parameters<typeof draft>[2] = {}) => {
    const body = draft(lines.map((l) => ({ product_id: l.product, quantity: l.quantity, price: l.price })), header, extra);
    if (header?.cancelled === 0) body.sale.money_paid = 0;
    const res = await t.call(admin, 'POST', '/api/sale/record-sale', body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { id: number; client: { id: number } | null };
  };
  const onCredit = (client: { id: number; name: string }) => ({ without_client: 0 as const, register_client: client.id ? (0 as const) : (1 as const), client: { id: client.id, business_name: client.name, ci_nit: `${client.name.length}77` } });
  const get = async (path: string, q: Record<string, string | number> = {}) => {
    const res = await t.call(admin, 'GET', `/api/${path}`, Object.fromEntries(Object.entries(q).map(([k, v]) => [k, String(v)])));
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await at(daysFrom(D, -40));
    ({ t, w } = await createSaleTestApp());
    await at(daysFrom(D, -40));
    // Debts 40 days old must stay sellable-to here (the ages of the tile, not credit control:
    // decision 0035 refuses a client with a debt overdue after the shop's days, 30 by default).
    await t.db.update(settings).set({ initialCash: '200.00', creditOverdueDays: 365 });
    milk = await w.addProduct('Leche Tablero', '10.00');
    yogurt = await w.addProduct('Yogur Tablero', '8.00');
    cream = await w.addProduct('Crema Tablero', '6.00');
    cheese = await w.addProduct('Queso Tablero', '20.00');
    await w.addLot(milk, 500, '2099-12-31', '4.00');
    await w.addLot(yogurt, 100, '2099-12-31', '3.00');
    await w.addLot(cheese, 20, '2099-12-31', '9.00');
    // D−40: two credit sales, A 4 × 10 = 40.00 (still open: more than 30 days) and B 10.00 (collected on D).
    const aSale = await sell([{ product: milk, quantity: 4, price: 10 }], { cancelled: 0 }, onCredit({ id: 0, name: 'Cliente A' }));
    const a = aSale.client!.id;
    const bSale = await sell([{ product: milk, quantity: 1, price: 10 }], { cancelled: 0 }, onCredit({ id: 0, name: 'Cliente B' }));
    const b = bSale.client!.id;
    // D−20: A 2 × 10 = 20.00 on credit (8 to 30 days).
    await at(daysFrom(D, -20));
    await sell([{ product: milk, quantity: 2, price: 10 }], { cancelled: 0 }, onCredit({ id: a, name: 'Cliente A' }));
    // D−7, the same weekday last week: 3 × 10 = 30.00 in cash (outside the week of the top products).
    await at(daysFrom(D, -7));
    await sell([{ product: milk, quantity: 3, price: 10 }], { id_type_payment: w.cash });
    // D−3: yogurt 5 × 8 = 40.00 in cash (in the week, not the day).
    await at(daysFrom(D, -3));
    await sell([{ product: yogurt, quantity: 5, price: 8 }], { id_type_payment: w.cash });
    // D: cash 20.00 and 48.50 (50 − 1.50 discount), card 10.00 and yogurt 8.00, B on credit 30.00,
    // an annulled 30.00 (counts nowhere); B's old debt collected by card; expenses 12.35 desk + 100 admin.
    await at(D);
    // Cream: lots expiring in 2, 6 and 12 days from today, and one that expired yesterday. The lot lists take
    // "today" from the database's clock (PostgreSQL's is not the test's fake one; PGlite's is): so does the tile.
    const [{ today }] = rowsOf<{ today: string }>(await t.db.execute(sql`select to_char((now() at time zone 'America/La_Paz')::date, 'YYYY-MM-DD') as today`));
    lotDay = today;
    await w.addLot(cream, 5, daysFrom(lotDay, 2), '4.00');
    await w.addLot(cream, 3, daysFrom(lotDay, 6), '2.50');
    await w.addLot(cream, 2, daysFrom(lotDay, 12), '1.25');
    await w.addLot(cream, 4, daysFrom(lotDay, -1), '3.00');
    await sell([{ product: milk, quantity: 2, price: 10 }], { id_type_payment: w.cash, paid: 20 });
    await sell([{ product: milk, quantity: 5, price: 10 }], { id_type_payment: w.cash, discount: 1.5, paid: 48.5 });
    await sell([{ product: milk, quantity: 1, price: 10 }], { id_type_payment: w.card });
    await sell([{ product: yogurt, quantity: 1, price: 8 }], { id_type_payment: w.card });
    await sell([{ product: milk, quantity: 3, price: 10 }], { cancelled: 0 }, onCredit({ id: b, name: 'Cliente B' }));
    const annulled = await sell([{ product: milk, quantity: 3, price: 10 }], { id_type_payment: w.cash });
    expect((await t.call(admin, 'PATCH', '/api/sale/cancel-sale', { id: annulled.id })).statusCode).toBe(200);
    expect((await t.call(admin, 'PUT', '/api/sale/cancelled-sale', { id: bSale.id, id_type_payment: w.card })).statusCode).toBe(200);
    // A pays 15.00 of its 40.00 in cash (a partial payment, decision 0036): it still owes 25.00.
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/sale/debt-payment',
      headers: { authorization: `Bearer ${admin}`, 'idempotency-key': randomUUID() },
      payload: { id_sale: aSale.id, amount: 15, id_type_payment: w.cash },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await t.call(admin, 'POST', '/api/expense/add', { expense: '12.35', description: 'Bolsas' })).statusCode).toBe(200);
    const type = await t.call(admin, 'POST', '/api/type-expense/add', { type_expense: 'Alquiler' });
    expect((await t.call(admin, 'POST', '/api/expense-admin/add', { expense: 100, description: 'Alquiler', date_expense: D, fk_type_expense: type.json().id })).statusCode).toBe(200);
    dash = await get('dashboard');
  });
  afterAll(async () => {
    vi.useRealTimers();
    await t?.close();
  });

  it('is the administrator’s: a cashier gets 403; the cashier’s own day is sale/sales-day', async () => {
    const res = await t.call(cashier, 'GET', '/api/dashboard');
    expect(res.statusCode).toBe(403);
    expect(res.json().messages).toHaveLength(1);
    expect(dash.date).toBe(D);
  });

  it('Hoy = BALANCE of today, CIERRE DE CAJA’s difference, BALANCE of the same weekday last week', async () => {
    const balance = await get('sale/balance', { date_from: D, date_to: D });
    const closing = await get('sale/cash-desk-closing', { date_from: D, date_to: D });
    const lastWeek = await get('sale/balance', { date_from: daysFrom(D, -7), date_to: daysFrom(D, -7) });
    const h = dash.today;
    expect(h.total_sale).toBe(balance.total_sale);
    expect(h.margin).toBe(balance.margin);
    expect(h.total_expense).toBe(balance.total_expense);
    expect(h.type_payments).toEqual(balance.type_payments.map((l: { id: number; type_pay: string; sale: number; sales: number }) => ({ id: l.id, type_pay: l.type_pay, sale: l.sale, sales: l.sales })));
    expect(h.sales).toBe(balance.type_payments.reduce((n: number, l: { sales: number }) => n + l.sales, 0));
    expect(h.cash_expected).toBe(closing.cash_difference);
    expect(h.last_week_sale).toBe(lastWeek.total_sale);
    // By hand: 20 + 48.50 + 10 + 8 + 30 = 116.50 in 5 sales; cost 11 × 4 + 3 = 47 → margin 69.50 (59.7 %);
    // last week 30.00 → +288.3 %; expenses 112.35; cash 200 + 68.50 − 12.35 = 256.15.
    expect(h).toMatchObject({ total_sale: 116.5, sales: 5, average_ticket: 23.3, last_week_date: daysFrom(D, -7), last_week_sale: 30, change_percent: 288.3 });
    expect(h).toMatchObject({ margin: 69.5, margin_percent: 59.7, total_expense: 112.35, cash_expected: 271.15 });
    expect(h.type_payments.find((l) => l.id === 0)).toMatchObject({ type_pay: 'A crédito', sale: 30, sales: 1 });
  });

  it('the chart = BALANCE of the last 14 days, day by day (a day without sales is 0)', async () => {
    const balance = await get('sale/balance', { date_from: daysFrom(D, -13), date_to: D });
    expect(dash.days).toHaveLength(14);
    expect(dash.days[0].day).toBe(daysFrom(D, -13));
    for (const d of dash.days) {
      const b = balance.days.find((x: { day: string }) => x.day === d.day) ?? { sale: 0, cost: 0 };
      expect(d.sale).toBe(b.sale);
      expect(Math.round(d.margin * 100)).toBe(Math.round(b.sale * 100) - Math.round(b.cost * 100));
    }
    expect(dash.days.find((d) => d.day === daysFrom(D, -3))).toEqual({ day: daysFrom(D, -3), sale: 40, margin: 25 });
  });

  it('Por cobrar = COBRO DEUDAS: total, each age as its date filter, each debtor; collected today = CIERRE', async () => {
    const all = await get('sale/debt-collection-client', { page: 1, id_client: 0 });
    const r = dash.receivables;
    // What is owed: COBRO DEUDAS' Saldo (total − paid), not the sales' total.
    expect([r.total, r.debts]).toEqual([all.total_balance, all.total]);
    for (const age of r.ages) {
      const page = await get('sale/debt-collection', { page: 1, date_to: age.date_to, ...(age.date_from ? { date_from: age.date_from } : {}) });
      expect([age.key, age.total, age.debts]).toEqual([age.key, page.total_balance, page.total]);
    }
    for (const d of r.top_debtors) {
      const page = await get('sale/debt-collection-client', { page: 1, id_client: d.id_client });
      expect([d.total, d.debts]).toEqual([page.total_balance, page.total]);
    }
    const closing = await get('sale/cash-desk-closing', { date_from: D, date_to: D });
    expect(r.collected_today).toBe(closing.type_payments.reduce((s: number, l: { debt_collection: number }) => s + l.debt_collection, 0));
    // By hand: A 40 − 15 paid (D−40) + A 20 (D−20) + B 30 (D) = 75; today B's 10.00 by card and A's 15.00 in cash.
    expect(r).toMatchObject({ total: 75, debts: 3, collected_today: 25, collections_today: 2 });
    expect(r.ages.map((a) => [a.key, a.total, a.debts])).toEqual([
      ['0-7', 30, 1],
      ['8-30', 20, 1],
      ['31+', 25, 1],
    ]);
    expect(r.ages.map((a) => [a.date_from, a.date_to])).toEqual([
      [daysFrom(D, -7), D],
      [daysFrom(D, -30), daysFrom(D, -8)],
      [null, daysFrom(D, -31)],
    ]);
    expect(r.top_debtors.map((d) => [d.client, d.total, d.debts])).toEqual([
      ['Cliente A', 45, 2],
      ['Cliente B', 30, 1],
    ]);
  });

  it('Vencimientos = LOTES POR EXPIRAR at 3, 7 and 15 days and LOTES EXPIRADOS, valued at the lots’ cost', async () => {
    const unitCost = new Map([
      [daysFrom(lotDay, 2), 4],
      [daysFrom(lotDay, 6), 2.5],
      [daysFrom(lotDay, 12), 1.25],
      [daysFrom(lotDay, -1), 3],
    ]);
    const valued = (rows: { quantity: number; expiration_date: string }[]) => rows.reduce((s, l) => s + Math.round(l.quantity * unitCost.get(l.expiration_date)! * 100), 0) / 100;
    for (const win of dash.expiry.windows) {
      const page = await get('lot/lots-near-expiration', { page: 1, days: win.days });
      expect([win.lots, win.quantity, win.cost]).toEqual([page.total, page.data.reduce((s: number, l: { quantity: number }) => s + l.quantity, 0), valued(page.data)]);
    }
    const expired = await get('lot/expired-lots', { page: 1 });
    expect([dash.expiry.expired.lots, dash.expiry.expired.quantity, dash.expiry.expired.cost]).toEqual([expired.total, 4, valued(expired.data)]);
    expect(dash.expiry.windows.map((x) => [x.days, x.lots, x.quantity, x.cost])).toEqual([
      [3, 1, 5, 20],
      [7, 2, 8, 27.5],
      [15, 3, 10, 30],
    ]);
    expect(dash.expiry.expired).toEqual({ lots: 1, quantity: 4, cost: 12 });
  });

  it('Productos: top 5 = Productos Vendidos of each product; low stock = INVENTARIO Bajo; slow movers have stock and no sale in 30 days', async () => {
    const p = dash.products;
    for (const [list, from] of [
      [p.top_day, D],
      [p.top_week, daysFrom(D, -6)],
    ] as const) {
      for (const row of list) {
        const report = await get('sale/sales-by-product', { page: 1, product_id: row.id, date_from: from, date_to: D });
        expect([row.sale, row.quantity]).toEqual([report.total_sale, report.total_quantity]);
      }
    }
    expect(p.top_day.map((r) => [r.id, r.sale, r.quantity])).toEqual([
      [milk, 108.5, 11],
      [yogurt, 8, 1],
    ]);
    expect(p.week_from).toBe(daysFrom(D, -6));
    expect(p.top_week.map((r) => [r.id, r.sale, r.quantity])).toEqual([
      [milk, 108.5, 11],
      [yogurt, 48, 6],
    ]);
    const low = await get('product/list-with-total-lot', { page: 1, inventory_level: 'b' });
    expect(p.low_stock).toBe(low.total);
    expect(low.data.map((r: { id: number }) => r.id)).toContain(cream);
    expect(p.slow_movers).toBe(2);
    expect(p.slow_mover_list.map((r) => [r.id, r.quantity])).toEqual([
      [cheese, 20],
      [cream, 14],
    ]);
    for (const row of p.slow_mover_list) {
      const sold = await get('sale/sales-by-product', { page: 1, product_id: row.id, date_from: daysFrom(D, -29), date_to: D });
      expect(sold.total).toBe(0);
      const stock = await get('product/list-with-total-lot', { page: 1, search: row.product });
      expect(stock.data[0].total_quantity).toBe(row.quantity);
    }
  });

  // Last: it adds and annuls a sale. What each client owes (client_open_debts, decision 0044) is
  // kept by a trigger; after credit sales, a full and a partial collection and an annulled credit
  // sale it still equals the open sales' own sums.
  it('client_open_debts = Σ of each client’s open credit sales, after an annulled credit sale too', async () => {
    const a = dash.receivables.top_debtors.find((d) => d.client === 'Cliente A')!;
    const extra = await sell([{ product: milk, quantity: 1, price: 10 }], { cancelled: 0 }, onCredit({ id: a.id_client, name: 'Cliente A' }));
    expect((await t.call(admin, 'PATCH', '/api/sale/cancel-sale', { id: extra.id })).statusCode).toBe(200);
    const kept = rowsOf<{ fk_client: number; owed_cents: string; debts: number }>(await t.db.execute(sql`select fk_client, owed_cents::text, debts from client_open_debts where debts > 0 order by fk_client`));
    const summed = rowsOf<{ fk_client: number; owed_cents: string; debts: number }>(
      await t.db.execute(sql`select fk_client, round(sum(total_sale - debt_paid) * 100)::bigint::text as owed_cents, count(*)::int as debts
                               from sales where cancelled = 0 and enabled = 1 group by fk_client order by fk_client`),
    );
    expect(kept).toEqual(summed);
    expect(summed.map((r) => Number(r.owed_cents)).reduce((x, y) => x + y, 0)).toBe(7500);
    expect((await get('dashboard')).receivables).toEqual(dash.receivables);
  });
  // Last too: it adds and annuls sales. product_stock.last_sold (migration 0038), which the slow
  // movers read instead of a month of rollup rows, follows every sale and annulment.
  it('slow movers follow a sale and its annulment: last_sold goes back to the day before, then to never', async () => {
    const lastSold = async (id: number) => rowsOf<{ d: string | null }>(await t.db.execute(sql`select last_sold::text as d from product_stock where fk_product = ${id}`))[0].d;
    const annul = async (id: number) => expect((await t.call(admin, 'PATCH', '/api/sale/cancel-sale', { id })).statusCode).toBe(200);
    expect([await lastSold(cheese), await lastSold(milk)]).toEqual([null, D]);
    await at(daysFrom(D, -3));
    const earlier = await sell([{ product: cheese, quantity: 1, price: 20 }], { id_type_payment: w.card });
    await at(D);
    const today = await sell([{ product: cheese, quantity: 2, price: 20 }], { id_type_payment: w.card });
    expect(await lastSold(cheese)).toBe(D);
    expect((await get('dashboard')).products.slow_mover_list.map((r: { id: number }) => r.id)).toEqual([cream]);
    await annul(today.id);
    expect(await lastSold(cheese)).toBe(daysFrom(D, -3));
    expect((await get('dashboard')).products.slow_movers).toBe(1);
    await annul(earlier.id);
    expect(await lastSold(cheese)).toBeNull();
    expect((await get('dashboard')).products).toEqual(dash.products);
  });
  // Last: it returns goods. The day's returns are BALANCE's, and the 'Devoluciones' report's clients' total.
  it("Hoy's Devoluciones is BALANCE's returns of today and the returns report's total for clients", async () => {
    expect(dash.today.returns).toBe(0);
    await at(D);
    const sale = await sell([{ product: yogurt, quantity: 3, price: 8 }], { id_type_payment: w.cash });
    const lineId = rowsOf<{ id: number }>(await t.db.execute(sql`select id from sale_details where fk_sale = ${sale.id}`))[0].id;
    const back = await t.app.inject({
      method: 'POST',
      url: '/api/sale/return',
      headers: { authorization: `Bearer ${admin}`, 'idempotency-key': randomUUID() },
      payload: { sale_id: sale.id, reason: 'Cambio', lines: [{ sale_line_id: lineId, quantity: 2, disposition: 'stock' }], refund: 'efectivo' },
    });
    expect(back.statusCode, back.body).toBe(200);
    const home = (await get('dashboard')).today;
    const balance = await get('sale/balance', { date_from: D, date_to: D });
    const report = await get('sale/returns-report', { date_from: D, date_to: D });
    expect(home.returns).toBe(16);
    expect(home.returns).toBe(balance.returns);
    expect(home.returns).toBe(report.total_clients);
  });
});
