import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASH_MSG, SALDO_CODE, SALE_MSG, TYPE_PAYMENT_MESSAGES, fold, type RecordSaleBody } from '@lactea/contracts';
import { createSaleTestApp, type TestApp } from '../../../../test/helpers.js';
import { clientCredits, clients, typePayments } from '../../../db/schema/index.js';
import { businessToday } from '../../../lib/business-time.js';
import { draft, type SaleWorld } from '../sales.fixtures.js';
import { postReturn } from '../returns/returns.fixtures.js';

const FAR = '2099-12-31';

/**
 * The payment type 'Saldo a favor' (decision 0072): a sale to a client paid with the client's
 * saldo a favor, never above it, never with no client nor offline; the spend is a client_credits
 * movement of the sale's own write, concurrent sales take turns, the closing counts no money for
 * it, and annulling the sale gives the saldo back.
 */
describe('record-sale paid with Saldo a favor', () => {
  let t: TestApp;
  let w: SaleWorld;
  let admin: string;
  let cashier: string;
  let saldoType: number;
  let adminId: number;
  let today: string;
  let milk: number;
  let seq = 0;

  async function client(name: string, saldo: number) {
    const [c] = await t.db.insert(clients).values({ businessName: name, ciNit: `77${++seq}`, searchText: fold(name) }).returning();
    if (saldo) await t.db.insert(clientCredits).values({ fkClient: c.id, amount: saldo.toFixed(2), fkUser: adminId, date: today, hour: '08:00:00' });
    return { id: c.id, business_name: c.businessName, ci_nit: c.ciNit };
  }

  const saldoOf = async (id: number) => (await t.call(cashier, 'GET', '/api/client/credit', { id })).json().saldo as number;

  /** 'Saldo a favor' at the till: `quantity` milks at Bs. 10 to `who` (null: no client). */
  const bySaldo = (quantity: number, who: Awaited<ReturnType<typeof client>> | null, extra: Partial<RecordSaleBody> = {}) =>
    draft([{ product_id: milk, quantity, price: 10 }], { id_type_payment: saldoType }, who ? { without_client: 0, client: who, ...extra } : extra);

  beforeAll(async () => {
    ({ t, w } = await createSaleTestApp());
    admin = await t.adminToken();
    cashier = await t.cashierToken();
    adminId = (await t.seededIds()).adminId;
    today = businessToday(t.config.tzBusiness);
    const [type] = await t.db.select().from(typePayments).where(eq(typePayments.code, SALDO_CODE));
    saldoType = type.id;
    milk = await w.addProduct('Leche Saldo', '10.00');
    await w.addLot(milk, 500, FAR, '6.00');
  });
  afterAll(() => t.close());

  it('is a payment type of its own the database writes: listed for the till, never edited, not for debts', async () => {
    const setup = (await t.call(cashier, 'GET', '/api/sale/till-setup')).json();
    expect(setup.payments).toContainEqual({ id: saldoType, type_pay: 'Saldo a favor', is_cash: 0, code: 's' });
    const [row] = await t.db.select().from(typePayments).where(eq(typePayments.id, saldoType));
    const before = await t.snapshot();
    const edit = await t.call(admin, 'PUT', '/api/type-payment/edit', { id: saldoType, type_pay: 'Efectivo 2', is_cash: 1, version: row.version });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().messages).toEqual([TYPE_PAYMENT_MESSAGES.saldoFixed]);
    expect(await t.snapshot()).toEqual(before);

    const debtor = await client('Deudor Saldo', 50);
    const credit = await t.recordSale(cashier, { ...draft([{ product_id: milk, quantity: 1, price: 10 }], { cancelled: 0 }), without_client: 0, client: debtor }, randomUUID());
    expect(credit.statusCode, credit.body).toBe(200);
    const pay = await t.call(cashier, 'POST', '/api/sale/debt-payment', { id_sale: credit.json().id, id_type_payment: saldoType, amount: '10,00' });
    expect(pay.statusCode).toBe(400);
    expect(pay.json().messages).toEqual([CASH_MSG.saldoNotForDebt]);
  });

  it('pays a sale from a saldo a return left, in the sale own write, and the till reads what is left', async () => {
    const shop = await client('Tienda Yogurt', 0);
    const sold = await t.recordSale(admin, { ...draft([{ product_id: milk, quantity: 3, price: 10 }], { id_type_payment: w.cash }), without_client: 0, client: shop }, randomUUID());
    const line = sold.json().products[0].pivot.sale_line_id as number;
    const note = await postReturn(t, admin, { sale_id: sold.json().id, reason: 'Vencido', lines: [{ sale_line_id: line, quantity: 3, disposition: 'merma' }], refund: 'saldo' });
    expect(note.statusCode, note.body).toBe(200);
    expect(await saldoOf(shop.id)).toBe(30);

    const res = await t.recordSale(cashier, bySaldo(2, shop), randomUUID());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ total_sale: 20, money_paid: 20, change_box: 0, cancelled: 1, type_payment: { id: saldoType, type_pay: 'Saldo a favor', is_cash: 0 } });
    const moves = await t.db.select().from(clientCredits).where(eq(clientCredits.fkSale, res.json().id));
    expect(moves.map((m) => [m.fkClient, m.amount])).toEqual([[shop.id, '-20.00']]);
    expect(await saldoOf(shop.id)).toBe(10);
  });

  it('refuses above the saldo, with no client or the stand-in S/N, and offline, changing nothing', async () => {
    const shop = await client('Tienda Doce', 12.5);
    const sn = await client('S/N', 100);
    await t.db.update(clients).set({ ciNit: '0' }).where(eq(clients.id, sn.id));
    const cases: [RecordSaleBody, string][] = [
      [bySaldo(2, shop), SALE_MSG.saldoShort('Tienda Doce', 1250)],
      [bySaldo(1, null), SALE_MSG.saldoNeedsClient],
      [bySaldo(1, { ...sn, ci_nit: '0' }), SALE_MSG.saldoNeedsClient],
      [bySaldo(1, shop, { offline: { device_id: 'caja-saldo-01', device_name: 'Caja', sold_at: new Date().toISOString(), provisional_number: 'CAJ-0001' } }), SALE_MSG.saldoOffline],
    ];
    expect(SALE_MSG.saldoShort('Tienda Doce', 1250)).toBe('El saldo a favor de Tienda Doce es Bs. 12,50');
    for (const [body, message] of cases) {
      const before = await t.snapshot();
      const res = await t.recordSale(cashier, body, randomUUID());
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().messages).toContain(message);
      expect(await t.snapshot()).toEqual(before);
    }
    // Up to the saldo, to the cent, is fine.
    const res = await t.recordSale(cashier, draft([{ product_id: milk, quantity: 1, price: 10 }], { id_type_payment: saldoType, discount: 0 }, { without_client: 0, client: shop }), randomUUID());
    expect(res.statusCode, res.body).toBe(200);
    expect(await saldoOf(shop.id)).toBe(2.5);
  });

  it('20 concurrent sales never spend one saldo twice', async () => {
    const shop = await client('Tienda Carrera', 30);
    // Each sale its own product: no lot they share makes them take turns, only the saldo's lock.
    const own = await Promise.all(Array.from({ length: 20 }, (_, i) => w.addProduct(`Yogurt Carrera ${i}`, '10.00')));
    for (const p of own) await w.addLot(p, 5, FAR, '6.00');
    const bodies = own.map((p) => draft([{ product_id: p, quantity: 1, price: 10 }], { id_type_payment: saldoType }, { without_client: 0, client: shop }));
    const answers = await Promise.all(bodies.map((body, i) => t.recordSale(i % 2 ? admin : cashier, body, randomUUID())));
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok).toHaveLength(3);
    for (const a of answers.filter((x) => x.statusCode !== 200)) {
      expect(a.statusCode, a.body).toBe(400);
      expect(a.json().messages[0]).toMatch(/^El saldo a favor de Tienda Carrera es Bs\. (20|10|0),00$/);
    }
    expect(await saldoOf(shop.id)).toBe(0);
    const [{ n }] = await t.db.select({ n: sql<number>`count(*)::int` }).from(clientCredits).where(eq(clientCredits.fkClient, shop.id));
    expect(n).toBe(4);
  });

  it('brings no money to the closing, and its annulment gives the saldo back', async () => {
    const shop = await client('Tienda Cierre', 40);
    const period = { date_from: today, date_to: today };
    const before = (await t.call(admin, 'GET', '/api/sale/cash-desk-closing', period)).json();
    const res = await t.recordSale(cashier, bySaldo(3, shop), randomUUID());
    expect(res.statusCode, res.body).toBe(200);
    const after = (await t.call(admin, 'GET', '/api/sale/cash-desk-closing', period)).json();
    const line = (c: { type_payments: { id: number; sale: number; sales: number }[] }) => c.type_payments.find((l) => l.id === saldoType) ?? { sale: 0, sales: 0 };
    expect([after.cash_sales, after.non_cash_total, after.cash_difference]).toEqual([before.cash_sales, before.non_cash_total, before.cash_difference]);
    expect(Math.round((line(after).sale - line(before).sale) * 100)).toBe(3000);
    expect(line(after).sales - line(before).sales).toBe(1);
    expect(await saldoOf(shop.id)).toBe(10);

    const annul = await t.call(admin, 'PATCH', '/api/sale/cancel-sale', { id: res.json().id });
    expect(annul.statusCode, annul.body).toBe(200);
    expect(await saldoOf(shop.id)).toBe(40);
    const moves = await t.db.select({ amount: clientCredits.amount }).from(clientCredits).where(eq(clientCredits.fkSale, res.json().id));
    expect(moves.map((m) => m.amount).sort()).toEqual(['-30.00', '30.00']);
  });
});
