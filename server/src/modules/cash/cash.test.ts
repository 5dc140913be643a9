import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CASH_MSG, EXPENSE_MSG, MSG, SALE_MSG } from '@lactea/contracts';
import { createSaleTestApp, type TestApp } from '../../../test/helpers.js';
import { moveClock } from '../../../test/clock.js';
import { sales, settings } from '../../db/schema/index.js';
import { draft, type SaleWorld } from '../sales/sales.fixtures.js';

/**
 * A hand-made day: D = 2026-03-10 in La Paz (UTC−4), Y the day before. Every figure
 * below is worked out by hand from the sales and expenses this test makes.
 */
const Y = '2026-03-09';
const D = '2026-03-10';
const LA_PAZ_10AM_Y = '2026-03-09T14:00:00Z';
const LA_PAZ_10AM = '2026-03-10T14:00:00Z';
const LA_PAZ_2330 = '2026-03-11T03:30:00Z'; // still D in La Paz
const NEXT_MORNING = '2026-03-11T12:00:00Z'; // 08:00 of D+1 in La Paz

describe('money of the day: expenses, debt collection, closing and balance to the cent', () => {
  let t: TestApp;
  let w: SaleWorld;
  let admin: string;
  let cashier: string;
  let qr: number;
  let milk: number;
  let clientId: number;
  let yesterdayCredit: number;
  let todayCredit: number;
  let deskExpenseId: number;
  let typeId: number;

  /** Moves the clock; both people log in again (moveClock). */
  const at = async (iso: string) => {
    const tokens = await moveClock(t, iso);
    if (tokens) ({ admin, cashier } = tokens);
  };
  const sell = async (quantity: number, header: Parameters<typeof draft>[1], extra: Parameters<typeof draft>[2] = {}, token = admin) => {
    const body = draft([{ product_id: milk, quantity, price: 10 }], header, extra);
    if (header?.cancelled === 0) body.sale.money_paid = 0;
    const res = await t.call(token, 'POST', '/api/sale/record-sale', body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { id: number; client: { id: number } | null };
  };

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await at(LA_PAZ_10AM_Y);
    ({ t, w } = await createSaleTestApp());
    admin = await t.adminToken();
    cashier = await t.cashierToken();
    await t.db.update(settings).set({ initialCash: '200.00' });
    const qrRes = await t.call(admin, 'POST', '/api/type-payment/add', { type_pay: 'QR Test', is_cash: 0, code: 'q' });
    qr = qrRes.json().id;
    milk = await w.addProduct('Leche Caja', '10.00');
    await w.addLot(milk, 500, '2099-12-31', '4.00');
    // Y: a credit sale of 3 × 10.00 = 30.00 (cost 12.00) to a new client.
    const credit = await sell(3, { cancelled: 0, id_type_payment: 0 }, { without_client: 0, register_client: 1, client: { id: 0, business_name: 'Cliente Caja', ci_nit: '777' } });
    yesterdayCredit = credit.id;
    clientId = credit.client!.id;
    const type = await t.call(admin, 'POST', '/api/type-expense/add', { type_expense: 'Alquiler' });
    typeId = type.json().id;
    // An admin expense dated Y: in Y's balance, never in a closing.
    expect((await t.call(admin, 'POST', '/api/expense-admin/add', { expense: '55.55', description: 'Luz', date_expense: Y, fk_type_expense: typeId })).statusCode).toBe(200);

    await at(LA_PAZ_10AM);
    await sell(2, { id_type_payment: w.cash, paid: 50 }); // cash 20.00, change 30.00, cost 8.00
    await sell(5, { id_type_payment: w.cash, discount: 1.5, paid: 48.5 }, {}, cashier); // cash 48.50, cost 20.00
    await sell(1, { id_type_payment: w.card }); // card 10.00, cost 4.00
    await sell(4, { id_type_payment: qr }); // QR 40.00, cost 16.00
    todayCredit = (await sell(2, { cancelled: 0, id_type_payment: 0 }, { without_client: 0, client: { id: clientId, business_name: 'Cliente Caja', ci_nit: '777' } })).id; // credit 20.00, cost 8.00
    const annulled = await sell(3, { id_type_payment: w.cash }); // 30.00, then annulled: counts nowhere
    expect((await t.call(admin, 'PATCH', '/api/sale/cancel-sale', { id: annulled.id })).statusCode).toBe(200);
    // Yesterday's credit sale collected today in cash: +30.00 in today's closing.
    const collected = await t.call(cashier, 'PUT', '/api/sale/cancelled-sale', { id: yesterdayCredit, id_type_payment: w.cash, type_pay: 'e' });
    expect(collected.statusCode, collected.body).toBe(200);
    expect(collected.json()).toMatchObject({ id: yesterdayCredit, amount: 30, date_debt: D, id_type_payment: w.cash });
    // Cash-desk expenses 12.35 + 7.65 = 20.00; an admin expense of 100.00 dated today.
    const e1 = await t.call(cashier, 'POST', '/api/expense/add', { expense: '12.35', description: 'Bolsas' });
    expect(e1.statusCode, e1.body).toBe(200);
    deskExpenseId = e1.json().id;
    expect((await t.call(admin, 'POST', '/api/expense/add', { expense: 7.65, description: 'Pasaje' })).statusCode).toBe(200);
    expect((await t.call(admin, 'POST', '/api/expense-admin/add', { expense: 100, description: 'Alquiler marzo', date_expense: D, fk_type_expense: typeId })).statusCode).toBe(200);
  });
  afterAll(async () => {
    vi.useRealTimers();
    await t.close();
  });

  // initial 200.00 + cash sales (20.00 + 48.50) + debts in cash 30.00 − desk expenses 20.00 = 278.50
  const closingOfD = {
    date_from: D,
    date_to: D,
    initial_cash: 200,
    cash_sales: 68.5,
    debt_collection: 30,
    total_expense: 20,
    cash_difference: 278.5,
    non_cash_total: 50,
    // The credit sale of D (20.00): information, never in the cash expected.
    credit_sale: 20,
    credit_sales: 1,
  };
  // sales 20 + 48.50 + 10 + 40 + 20 (credit) = 138.50; cost 8 + 20 + 4 + 16 + 8 = 56.00;
  // expenses 20.00 desk + 100.00 admin = 120.00; difference 138.50 − 56 − 120 = −37.50
  const balanceOfD = { total_sale: 138.5, total_cost: 56, margin: 82.5, credit_sale: 20, expense_desk: 20, expense_admin: 100, total_expense: 120, difference: -37.5 };

  const closing = (token: string, q: Record<string, string> = {}) => t.call(token, 'GET', '/api/sale/cash-desk-closing', q);

  it('the closing of D adds up to the cent; lines per payment type; non-cash apart', async () => {
    const res = await closing(admin, { date_from: D, date_to: D });
    expect(res.statusCode, res.body).toBe(200);
    const c = res.json();
    expect(c).toMatchObject(closingOfD);
    const line = (id: number) => c.type_payments.find((l: { id: number }) => l.id === id);
    expect(line(w.cash)).toMatchObject({ is_cash: 1, sale: 68.5, sales: 2, debt_collection: 30, debts: 1 });
    expect(line(w.card)).toMatchObject({ is_cash: 0, sale: 10, sales: 1, debt_collection: 0 });
    expect(line(qr)).toMatchObject({ is_cash: 0, sale: 40, sales: 1 });
    expect(c.expenses.map((e: { expense: number }) => e.expense)).toEqual([12.35, 7.65]);
    // The cashier's closing of today (no dates) is the same till: the same figures.
    expect((await closing(cashier)).json()).toMatchObject(closingOfD);
  });

  it('the balance of D and of Y: credit sales on their sale date, collected or not; both kinds of expense', async () => {
    const d = await t.call(admin, 'GET', '/api/sale/balance', { date_from: D, date_to: D });
    expect(d.statusCode, d.body).toBe(200);
    expect(d.json()).toMatchObject(balanceOfD);
    expect(d.json().days).toEqual([{ day: D, sale: 138.5, cost: 56, expense: 120 }]);
    const y = await t.call(admin, 'GET', '/api/sale/balance', { date_from: Y, date_to: Y });
    expect(y.json()).toMatchObject({ total_sale: 30, total_cost: 12, margin: 18, credit_sale: 30, expense_admin: 55.55, total_expense: 55.55, difference: -37.55 });
    const both = await t.call(admin, 'GET', '/api/sale/balance', { date_from: Y, date_to: D });
    expect(both.json()).toMatchObject({ total_sale: 168.5, total_cost: 68, total_expense: 175.55, difference: -75.05 });
    expect(both.json().days.map((x: { day: string }) => x.day)).toEqual([Y, D]);
    // Y's closing: nothing paid, nothing collected on Y, no desk expense: the initial cash only.
    // Its credit sale (30.00) is shown as information, still on Y after it was collected on D.
    expect((await closing(admin, { date_from: Y, date_to: Y })).json()).toMatchObject({ cash_sales: 0, debt_collection: 0, total_expense: 0, cash_difference: 200, credit_sale: 30, credit_sales: 1 });
    expect((await closing(admin, { date_from: Y, date_to: D })).json()).toMatchObject({ credit_sale: 50, credit_sales: 2 });
  });

  it('the detail tabs: sales of a payment type, credit sales, debts collected', async () => {
    const q = (extra: Record<string, string>) => t.call(admin, 'GET', '/api/sale/closing-sales', { date_from: D, date_to: D, ...extra });
    expect((await q({ id_type_payment: String(w.cash) })).json()).toMatchObject({ total: 2, total_sale: 68.5 });
    expect((await q({ id_type_payment: '0' })).json()).toMatchObject({ total: 1, total_sale: 20 });
    const debts = (await q({ id_type_payment: String(w.cash), debt: '1' })).json();
    expect(debts).toMatchObject({ total: 1, total_sale: 30 });
    expect(debts.data[0].id).toBe(yesterdayCredit);
  });

  it('at 23:30 in La Paz it is still D; the next morning the cashier starts a new day, D only for the administrator', async () => {
    await at(LA_PAZ_2330);
    expect((await closing(cashier)).json()).toMatchObject(closingOfD);
    expect((await t.call(admin, 'GET', '/api/sale/balance', {})).json()).toMatchObject(balanceOfD);
    await at(NEXT_MORNING);
    expect((await closing(cashier)).json()).toMatchObject({ date_from: '2026-03-11', cash_sales: 0, debt_collection: 0, total_expense: 0, cash_difference: 200, non_cash_total: 0 });
    const refused = await closing(cashier, { date_from: D, date_to: D });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().messages).toEqual([CASH_MSG.onlyToday]);
    expect((await closing(admin, { date_from: D, date_to: D })).json()).toMatchObject(closingOfD);
    // The cashier's expense of yesterday can no longer be changed by them; the administrator can.
    const list = await t.call(cashier, 'GET', '/api/expense/list', { date_from: D, date_to: D });
    expect(list.json()).toMatchObject({ total: 0, total_expense: 0 });
    const before = await t.snapshot();
    const edit = await t.call(cashier, 'PUT', '/api/expense/update', { id: deskExpenseId, version: 1, expense: 1, description: 'x' });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().messages).toEqual([EXPENSE_MSG.onlyOwnToday]);
    expect((await t.call(cashier, 'DELETE', '/api/expense/delete', { id: deskExpenseId })).statusCode).toBe(403);
    expect(await t.snapshot()).toEqual(before);
    await at(LA_PAZ_10AM);
  });

  it('two people collecting the same debt at once collect it once; paid, annulled, unknown are refused', async () => {
    const auditFrom = await t.lastAuditId();
    const [a, b] = await Promise.all([
      t.call(admin, 'PUT', '/api/sale/cancelled-sale', { id: todayCredit, id_type_payment: w.card }),
      t.call(cashier, 'PUT', '/api/sale/cancelled-sale', { id: todayCredit, id_type_payment: w.cash }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect((a.statusCode === 409 ? a : b).json().messages).toEqual([CASH_MSG.alreadyPaid]);
    const audits = (await t.auditSince(auditFrom)).filter((r) => r.action === 'collect');
    expect(audits).toHaveLength(1);
    const [row] = await t.db.select().from(sales).where(eq(sales.id, todayCredit));
    expect([row.cancelled, row.dateDebt]).toEqual([1, D]);
    // The balance does not move (the sale counted on its date already); the closing gains it once.
    expect((await t.call(admin, 'GET', '/api/sale/balance', { date_from: D, date_to: D })).json()).toMatchObject(balanceOfD);
    const c = (await closing(admin, { date_from: D, date_to: D })).json();
    expect(c.debt_collection + c.non_cash_total).toBe(30 + 50 + 20);
    const before = await t.snapshot();
    expect((await t.call(admin, 'PUT', '/api/sale/cancelled-sale', { id: todayCredit, id_type_payment: w.cash })).statusCode).toBe(409);
    const annulledId = (await t.db.select({ id: sales.id }).from(sales).where(eq(sales.enabled, 0)))[0].id;
    const ann = await t.call(admin, 'PUT', '/api/sale/cancelled-sale', { id: annulledId, id_type_payment: w.cash });
    expect([ann.statusCode, ann.json().messages]).toEqual([409, [CASH_MSG.annulled]]);
    const missing = await t.call(admin, 'PUT', '/api/sale/cancelled-sale', { id: 99999, id_type_payment: w.cash });
    expect([missing.statusCode, missing.json().messages]).toEqual([404, [CASH_MSG.saleNotFound]]);
    const noType = await t.call(admin, 'PUT', '/api/sale/cancelled-sale', { id: todayCredit, id_type_payment: 0 });
    expect(noType.json().messages).toEqual([`Tipo Pago: ${CASH_MSG.choosePayType}`]);
    expect(await t.snapshot()).toEqual(before);
  });

  it('a credit sale whose debt was collected is not annulled: every day\'s closing and balance stay as they were', async () => {
    const figures = async () =>
      Promise.all(
        [Y, D].flatMap((day) => [
          closing(admin, { date_from: day, date_to: day }).then((r) => r.json()),
          t.call(admin, 'GET', '/api/sale/balance', { date_from: day, date_to: day }).then((r) => r.json()),
        ]),
      );
    const before = await figures();
    const snapshot = await t.snapshot();
    // Sold on Y on credit, collected on D in cash (the +30.00 of D's closing).
    const res = await t.call(admin, 'PATCH', '/api/sale/cancel-sale', { id: yesterdayCredit });
    expect([res.statusCode, res.json()]).toEqual([400, { messages: [SALE_MSG.debtCollected] }]);
    expect(await figures()).toEqual(before);
    // D's closing holds the 30.00 collected (cash or card: the race of the test before decides which).
    expect(before[2].debt_collection + before[2].non_cash_total).toBe(30 + 50 + 20);
    expect(await t.snapshot()).toEqual(snapshot);
  });

  it('debt collection lists open credit sales by client with Total Venta of the whole filter', async () => {
    const open = await sell(1, { cancelled: 0, id_type_payment: 0 }, { without_client: 0, client: { id: clientId, business_name: 'Cliente Caja', ci_nit: '777' } });
    const list = await t.call(cashier, 'GET', '/api/sale/debt-collection', { id_client: String(clientId) });
    expect(list.json()).toMatchObject({ total: 1, total_sale: 10 });
    expect(list.json().data[0].id).toBe(open.id);
    expect((await t.call(cashier, 'GET', '/api/sale/debt-collection-client', { id_client: String(clientId) })).json()).toMatchObject({ total: 1 });
    expect((await t.call(cashier, 'GET', '/api/sale/debt-collection', { id_client: String(clientId), date_from: Y, date_to: Y })).json()).toMatchObject({ total: 0, total_sale: 0 });
  });

  it('bad input: the spec messages, nothing changed', async () => {
    const before = await t.snapshot();
    const cases: [string, string, unknown, string][] = [
      ['POST', '/api/expense/add', { expense: 0, description: 'a' }, `Monto: ${MSG.notZero}`],
      ['POST', '/api/expense/add', { expense: -5, description: 'a' }, `Monto: ${MSG.notNegative}`],
      ['POST', '/api/expense/add', { expense: 1.234, description: 'a' }, `Monto: ${MSG.twoDecimals}`],
      ['POST', '/api/expense/add', { expense: 'diez', description: 'a' }, `Monto: ${MSG.number}`],
      ['POST', '/api/expense/add', { expense: 5, description: 'x'.repeat(151) }, `Descripción: ${MSG.maxLength(150)}`],
      ['POST', '/api/expense/add', { expense: 5, description: ' ' }, `Descripción: ${MSG.required}`],
      ['POST', '/api/expense-admin/add', { expense: 5, description: 'a', date_expense: D, fk_type_expense: 99999 }, EXPENSE_MSG.typeNotFound],
      ['POST', '/api/expense-admin/add', { expense: 5, description: 'a', date_expense: D }, `Tipo de Gasto: ${EXPENSE_MSG.chooseType}`],
      ['POST', '/api/expense-admin/add', { expense: 5, description: 'a', date_expense: '2026-02-30', fk_type_expense: typeId }, 'Fecha Gasto: Fecha inválida'],
      // Money already spent: the day after D (the clock's today) is a slip of the keys.
      ['POST', '/api/expense-admin/add', { expense: 5, description: 'a', date_expense: '2026-03-11', fk_type_expense: typeId }, 'Fecha Gasto: no puede ser posterior a hoy'],
      ['POST', '/api/type-expense/add', { type_expense: 'x'.repeat(31) }, `Tipo Gasto: ${MSG.maxLength(30)}`],
      ['POST', '/api/type-expense/add', { type_expense: 'alquiler' }, EXPENSE_MSG.duplicateType('alquiler')],
      ['DELETE', '/api/expense/delete', { id: 99999 }, EXPENSE_MSG.expenseNotFound],
      ['GET', '/api/sale/balance', { date_from: D, date_to: Y }, CASH_MSG.rangeReversed],
    ];
    for (const [method, url, body, message] of cases) {
      const res = await t.call(admin, method as 'POST', url, body);
      expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(400);
      expect(res.json().messages, `${url} ${JSON.stringify(body)}`).toContain(message);
    }
    expect(await t.snapshot()).toEqual(before);
  });

  it('who may: 401 without a session; 403 for a cashier outside their rights; audit rows for every change', async () => {
    expect((await t.call(undefined, 'GET', '/api/sale/cash-desk-closing')).statusCode).toBe(401);
    for (const [method, url, body] of [
      ['GET', '/api/sale/balance', {}],
      ['GET', '/api/type-expense/list', undefined],
      ['POST', '/api/type-expense/add', { type_expense: 'X' }],
      ['GET', '/api/expense-admin/list', {}],
      ['DELETE', '/api/expense-admin/delete', { id: 1 }],
    ] as const) {
      expect((await t.call(cashier, method, url, body)).statusCode, url).toBe(403);
    }
    // The cashier's list is their own of today, whatever filter they send.
    const mine = await t.call(cashier, 'GET', '/api/expense/list', { date_from: Y, date_to: D, search: 'Pasaje' });
    expect(mine.json()).toMatchObject({ total: 1, total_expense: 12.35 });
    const from = await t.lastAuditId();
    const added = (await t.call(cashier, 'POST', '/api/expense/add', { expense: 1, description: 'Hielo' })).json();
    const edited = await t.call(cashier, 'PUT', '/api/expense/update', { id: added.id, version: added.version, expense: 2, description: 'Hielo x2' });
    expect(edited.json()).toMatchObject({ expense: 2, version: 2 });
    const stale = await t.call(cashier, 'PUT', '/api/expense/update', { id: added.id, version: 1, expense: 3, description: 'Hielo' });
    expect([stale.statusCode, stale.json().messages]).toEqual([409, [MSG.staleEdit]]);
    expect((await t.call(cashier, 'DELETE', '/api/expense/delete', { id: added.id })).json()).toEqual({ id: added.id, deleted: true });
    const state = await t.call(admin, 'PATCH', '/api/type-expense/change-state', { id: typeId, version: 1 });
    expect(state.json()).toMatchObject({ enabled: 0 });
    const disabled = await t.call(admin, 'POST', '/api/expense-admin/add', { expense: 5, description: 'a', date_expense: D, fk_type_expense: typeId });
    expect(disabled.json().messages).toEqual([EXPENSE_MSG.typeDisabled]);
    const rows = await t.auditSince(from);
    expect(rows.map((r) => [r.action, r.entity])).toEqual([
      ['add', 'expense'],
      ['edit', 'expense'],
      ['delete', 'expense'],
      ['change-state', 'type_expense'],
    ]);
  });
});
