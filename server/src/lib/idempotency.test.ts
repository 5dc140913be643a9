import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_MSG } from '@lactea/contracts';
import { rowsOf } from '../db/types.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { businessToday, purchaseWorld } from '../modules/purchases/purchases.fixtures.js';
import { draft, saleWorld } from '../modules/sales/sales.fixtures.js';

/**
 * A purchase was committed while its answer was lost, and the retry recorded it
 * twice. Purchases, both kinds of expense, debt collections and write-offs take the
 * Idempotency-Key record-sale takes (lib/idempotency.ts): the same key and body answer the first
 * answer and write one row, sequentially and concurrently; the same key with another body, route
 * or user is a 409; a refused write leaves its key free.
 */
describe('Idempotency-Key on every write a retry could repeat', () => {
  let t: TestApp;
  let admin: string;
  let cashier: string;
  let routes: Route[];

  interface Route {
    name: string;
    method: 'POST' | 'PUT';
    url: string;
    token: () => string;
    /** Two different bodies the route accepts once each. */
    bodies: () => Promise<[unknown, unknown]>;
    /** The rows the write adds. */
    rows: () => Promise<number>;
  }

  const send = (r: Route, body: unknown, key?: string, token = r.token()) =>
    t.app.inject({ method: r.method, url: r.url, headers: { authorization: `Bearer ${token}`, ...(key ? { 'idempotency-key': key } : {}) }, payload: body as object });
  const count = async (query: ReturnType<typeof sql>) => Number(rowsOf<{ n: number }>(await t.db.execute(query))[0].n);

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.adminToken();
    cashier = await t.cashierToken();
    const today = businessToday(t.config.tzBusiness);
    const p = await purchaseWorld(t);
    const w = await saleWorld(t.db, t.config, (await t.seededIds()).adminId);
    const milk = await w.addProduct('Leche Idem', '10.00');
    const lotId = await w.addLot(milk, 100, '2099-12-31', '4.00');
    const type = await t.call(admin, 'POST', '/api/type-expense/add', { type_expense: 'Servicios Idem' });
    let clients = 0;
    const creditSale = async () => {
      const body = draft([{ product_id: milk, quantity: 1, price: 10 }], { cancelled: 0, id_type_payment: 0 }, {
        without_client: 0,
        register_client: 1,
        client: { id: 0, business_name: `Cliente Idem ${++clients}`, ci_nit: `${9000 + clients}` },
      });
      body.sale.money_paid = 0;
      const res = await t.call(admin, 'POST', '/api/sale/record-sale', body);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().id as number;
    };
    const purchase = (quantity: number) => ({
      purchase: { fk_provider: p.pil, date_purchase: today, cancelled: 1, gloss: 'Factura idem', discount: 0 },
      detail: [{ product_id: p.milk.id, quantity, unit_price: 7, unit_cost: 7, discount: 0, expiration_date: '2099-06-30' }],
    });
    routes = [
      {
        name: 'purchase/record-purchase',
        method: 'POST',
        url: '/api/purchase/record-purchase',
        token: () => admin,
        bodies: async () => [purchase(3), purchase(4)],
        rows: () => count(sql`select count(*)::int as n from purchases`),
      },
      {
        name: 'expense/add (the cashier)',
        method: 'POST',
        url: '/api/expense/add',
        token: () => cashier,
        bodies: async () => [
          { expense: 12.35, description: 'Bolsas' },
          { expense: 7.65, description: 'Pasaje' },
        ],
        rows: () => count(sql`select count(*)::int as n from expenses`),
      },
      {
        name: 'expense-admin/add',
        method: 'POST',
        url: '/api/expense-admin/add',
        token: () => admin,
        bodies: async () => [
          { expense: 100, description: 'Alquiler', date_expense: today, fk_type_expense: type.json().id },
          { expense: 55.5, description: 'Luz', date_expense: today, fk_type_expense: type.json().id },
        ],
        rows: () => count(sql`select count(*)::int as n from expenses_admin`),
      },
      {
        name: 'sale/cancelled-sale (debt collection)',
        method: 'PUT',
        url: '/api/sale/cancelled-sale',
        token: () => cashier,
        bodies: async () => [
          { id: await creditSale(), id_type_payment: w.cash },
          { id: await creditSale(), id_type_payment: w.cash },
        ],
        rows: () => count(sql`select count(*)::int as n from audit_log where action = 'collect'`),
      },
      {
        name: 'lot/cancel-lot (write-off)',
        method: 'POST',
        url: '/api/lot/cancel-lot',
        token: () => admin,
        bodies: async () => [
          { id: lotId, quantity: 1 },
          { id: lotId, quantity: 2 },
        ],
        rows: () => count(sql`select count(*)::int as n from low_lots`),
      },
    ];
  });
  afterAll(() => t?.close());

  it('the same key and body twice: the first answer, one row; another body under that key: 409, nothing written', async () => {
    for (const r of routes) {
      const [first, second] = await r.bodies();
      const before = await r.rows();
      const key = randomUUID();
      const a = await send(r, first, key);
      expect(a.statusCode, `${r.name}: ${a.body}`).toBe(200);
      const b = await send(r, first, key);
      expect(b.statusCode, `${r.name} retry: ${b.body}`).toBe(200);
      expect(b.json(), r.name).toEqual(a.json());
      expect(await r.rows(), r.name).toBe(before + 1);

      const snapshot = await t.snapshot();
      const other = await send(r, second, key);
      expect([other.statusCode, other.json()], r.name).toEqual([409, { messages: [IDEMPOTENCY_MSG.reused] }]);
      expect(await t.snapshot(), r.name).toEqual(snapshot);
    }
  });

  it('the same key sent 6 times at once: every answer is the first, one row (PostgreSQL: truly concurrent)', async () => {
    for (const r of routes) {
      const [, second] = await r.bodies();
      const before = await r.rows();
      const key = randomUUID();
      const answers = await Promise.all(Array.from({ length: 6 }, () => send(r, second, key)));
      expect(
        answers.map((a) => a.statusCode),
        `${r.name}: ${answers.map((a) => a.body).join(' | ')}`,
      ).toEqual(Array(6).fill(200));
      expect(new Set(answers.map((a) => a.body)).size, r.name).toBe(1);
      expect(await r.rows(), r.name).toBe(before + 1);
    }
  });

  it("a key is one operation: another route's or another user's use of it is a 409; a refused write leaves it free", async () => {
    const [purchase, expense] = routes;
    const key = randomUUID();
    const [body] = await purchase.bodies();
    expect((await send(purchase, body, key)).statusCode).toBe(200);
    const [expenseBody] = await expense.bodies();
    const elsewhere = await send(expense, expenseBody, key, admin);
    expect([elsewhere.statusCode, elsewhere.json()]).toEqual([409, { messages: [IDEMPOTENCY_MSG.reused] }]);
    const cashierKey = randomUUID();
    expect((await send(expense, expenseBody, cashierKey)).statusCode).toBe(200);
    const otherUser = await send(expense, expenseBody, cashierKey, admin);
    expect([otherUser.statusCode, otherUser.json()]).toEqual([409, { messages: [IDEMPOTENCY_MSG.reused] }]);

    // A refused expense (400) keeps nothing of its key: the corrected one goes through with it.
    const retryKey = randomUUID();
    const before = await expense.rows();
    const refused = await send(expense, { expense: 0, description: 'Cero' }, retryKey);
    expect(refused.statusCode).toBe(400);
    expect((await send(expense, expenseBody, retryKey)).statusCode).toBe(200);
    expect(await expense.rows()).toBe(before + 1);
    // And a malformed key is refused before anything is written.
    const bad = await send(expense, expenseBody, 'no válida');
    expect([bad.statusCode, bad.json()]).toEqual([400, { messages: [IDEMPOTENCY_MSG.invalid] }]);
  });
});
