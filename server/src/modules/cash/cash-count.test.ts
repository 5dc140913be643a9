import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CASH_COUNT_MSG, MSG } from '@lactea/contracts';
import { ADMIN, CASHIER, createTestApp, expectGuarded, type TestApp } from '../../../test/helpers.js';
import { settings } from '../../db/schema/index.js';
import { draft, saleWorld } from '../sales/sales.fixtures.js';

/** D = 2026-03-10 in La Paz (UTC−4); the expected cash is worked out by hand below. */
const D = '2026-03-10';
const Y = '2026-03-09';
const LA_PAZ_9AM_Y = '2026-03-09T13:00:00Z';
const LA_PAZ_10AM = '2026-03-10T14:00:00Z';
const LA_PAZ_6PM = '2026-03-10T22:00:00Z';

/** The closing's cash count (arqueo): the notes and coins counted against the expected cash. */
describe('sale/cash-count: the cash counted at the closing', () => {
  let t: TestApp;
  let admin: string;
  let cashier: string;
  const at = async (iso: string) => {
    vi.setSystemTime(new Date(iso));
    if (!t) return;
    admin = (await t.login(ADMIN.username, ADMIN.password)).json().token;
    cashier = (await t.login(CASHIER.username, CASHIER.password)).json().token;
  };
  const refused = (body: unknown, messages: string[]) => t.refused(cashier, 'POST', '/api/sale/cash-count', body, 400, { messages });

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await at(LA_PAZ_10AM);
    t = await createTestApp();
    admin = await t.adminToken();
    cashier = await t.cashierToken();
    const w = await saleWorld(t.db, t.config, (await t.seededIds()).adminId);
    // Expected at D: Caja inicial 200.00 + a cash sale of 3 × 10.00 − an expense of 12.50 = 217.50.
    await t.db.update(settings).set({ initialCash: '200.00' });
    const milk = await w.addProduct('Leche Arqueo', '10.00');
    await w.addLot(milk, 50, '2099-12-31', '4.00');
    const sale = await t.call(cashier, 'POST', '/api/sale/record-sale', draft([{ product_id: milk, quantity: 3, price: 10 }], { id_type_payment: w.cash }));
    expect(sale.statusCode, sale.body).toBe(200);
    const expense = await t.call(cashier, 'POST', '/api/expense/add', { expense: 12.5, description: 'Bolsas' });
    expect(expense.statusCode, expense.body).toBe(200);
    const closing = (await t.call(cashier, 'GET', '/api/sale/cash-desk-closing')).json();
    expect(closing.cash_difference).toBe(217.5);
  });
  afterAll(async () => {
    vi.useRealTimers();
    await t.close();
  });

  it('answers 401 without a token and changes nothing', async () => {
    await expectGuarded(t, { adminOnly: [], staff: [['POST', '/api/sale/cash-count', { total: 1 }], ['GET', '/api/sale/cash-count', undefined]] });
  });

  it('refuses bad counts with Spanish messages and changes nothing', async () => {
    await refused({}, [`Conteo: ${CASH_COUNT_MSG.countOrTotal}`]);
    await refused({ counts: { '200': -1 } }, [`Conteo: ${MSG.notNegative}`]);
    await refused({ counts: { '10': 1.5, '0.50': 'dos' } }, [`Conteo: ${MSG.integer}`]);
    // Not a Bolivian note or coin: an unknown key like any other (decision 0022).
    await refused({ counts: { '7': 1 } }, ['Campo no permitido: counts.7']);
    await refused({ total: 100.555 }, [`Total contado: ${MSG.twoDecimals}`]);
    await refused({ total: '-5' }, [`Total contado: ${MSG.notNegative}`]);
    await refused({ total: 'abc' }, [`Total contado: ${MSG.number}`]);
    await refused({ total: 5, counts: { '200': 1 } }, [`Total contado: ${CASH_COUNT_MSG.notBoth}`]);
  });

  it('records a count per note and coin: counted − expected is a Faltante, with who, when and an audit row', async () => {
    await at(LA_PAZ_6PM);
    const audit = await t.lastAuditId();
    // 1 × 200 + 1 × 10 + 3 × 2 + 2 × 0.50 = 217.00, expected 217.50: Faltante 0.50.
    const res = await t.call(cashier, 'POST', '/api/sale/cash-count', { counts: { '200': 1, '10': 1, '2': 3, '0.50': 2 } });
    expect(res.statusCode, res.body).toBe(200);
    const count = res.json();
    expect(count).toMatchObject({ day: D, counted: 217, expected: 217.5, difference: -0.5, user: expect.any(String), date: D, hour: '18:00:00' });
    expect(count.counts).toMatchObject({ '200': 1, '100': 0, '10': 1, '2': 3, '0.50': 2, '0.10': 0 });
    const rows = await t.auditSince(audit);
    expect(rows.filter((r) => r.entity === 'cash_count')).toEqual([
      expect.objectContaining({ action: 'add', entityId: count.id, after: expect.objectContaining({ counted: 217, expected: 217.5 }) }),
    ]);
    // Shown again on a later visit.
    expect((await t.call(cashier, 'GET', '/api/sale/cash-count')).json()).toEqual({ data: [count] });
  });

  it('counting again the same day replaces the count (a Sobrante now); the audit keeps the first', async () => {
    const audit = await t.lastAuditId();
    const res = await t.call(cashier, 'POST', '/api/sale/cash-count', { total: '220,00' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ day: D, counts: null, counted: 220, expected: 217.5, difference: 2.5 });
    const [row] = (await t.auditSince(audit)).filter((r) => r.entity === 'cash_count');
    expect(row).toMatchObject({ action: 'edit', before: expect.objectContaining({ counted: 217, difference: -0.5 }) });
    expect((await t.call(cashier, 'GET', '/api/sale/cash-count')).json().data).toHaveLength(1);
  });

  it("a cashier sees only today's count; the administrator sees past days'", async () => {
    const other = await t.call(cashier, 'GET', '/api/sale/cash-count', { date_from: Y, date_to: Y });
    expect(other.statusCode).toBe(403);
    // Yesterday had no count; the administrator lists both days, newest first.
    const both = await t.call(admin, 'GET', '/api/sale/cash-count', { date_from: Y, date_to: D });
    expect(both.statusCode).toBe(200);
    expect(both.json().data.map((c: { day: string }) => c.day)).toEqual([D]);
    await at(LA_PAZ_9AM_Y);
    expect((await t.call(admin, 'GET', '/api/sale/cash-count')).json().data).toEqual([]);
  });
});
