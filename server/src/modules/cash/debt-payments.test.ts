import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CASH_MSG, IDEMPOTENCY_MSG, SALE_MSG } from '@lactea/contracts';
import { createSaleTestApp, type TestApp } from '../../../test/helpers.js';
import { moveClock } from '../../../test/clock.js';
import { debtPayments } from '../../db/schema/index.js';
import { creditDraft, draft, type SaleWorld } from '../sales/sales.fixtures.js';

/**
 * Partial payments in COBRO DEUDAS (decision 0036): a debt of Bs. 100,00 sold on D is
 * paid 30,00 in cash on D, 50,00 by QR on D+1 and the last 20,00 in cash on D+2; each closing counts
 * its own day's payment; the sale's day keeps the sale in BALANCE.
 */
const D = '2026-06-01';
const D1 = '2026-06-02';
const D2 = '2026-06-03';
const AT = (day: string) => `${day}T14:00:00Z`; // 10:00 in La Paz

describe('debt payments: partial, several, each on its own day and type', () => {
  let t: TestApp;
  let w: SaleWorld;
  let admin: string;
  let cashier: string;
  let qr: number;
  let milk: number;
  let client: { id: number; business_name: string; ci_nit: string };

  /** Moves the clock; both people log in again (moveClock). */
  const at = async (iso: string) => {
    const tokens = await moveClock(t, iso);
    if (tokens) ({ admin, cashier } = tokens);
  };
  const creditSale = async (quantity: number) => {
    const res = await t.call(cashier, 'POST', '/api/sale/record-sale', creditDraft({ product_id: milk, quantity, price: 10 }, client));
    expect(res.statusCode, res.body).toBe(200);
    return res.json().id as number;
  };
  const payment = (body: Record<string, unknown>, key: string = randomUUID()) =>
    t.app.inject({ method: 'POST', url: '/api/sale/debt-payment', headers: { authorization: `Bearer ${cashier}`, 'idempotency-key': key }, payload: body });
  const stateOf = async (id: number) => (await t.call(cashier, 'GET', '/api/sale/debt-payments', { id_sale: String(id) })).json();
  const closingOf = async (day: string) => (await t.call(admin, 'GET', '/api/sale/cash-desk-closing', { date_from: day, date_to: day })).json();
  const refused = async (body: Record<string, unknown>, status: number, messages: string[]) => {
    const before = await t.snapshot();
    const res = await payment(body);
    expect(res.statusCode, JSON.stringify(body)).toBe(status);
    expect(res.json()).toEqual({ messages });
    expect(await t.snapshot()).toEqual(before);
  };

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await at(AT(D));
    ({ t, w } = await createSaleTestApp());
    admin = await t.adminToken();
    cashier = await t.cashierToken();
    qr = (await t.call(admin, 'POST', '/api/type-payment/add', { type_pay: 'QR Cobros', is_cash: 0, code: 'q' })).json().id;
    milk = await w.addProduct('Leche Cobro', '10.00');
    await w.addLot(milk, 1000, '2099-12-31', '4.00');
    const c = (await t.call(admin, 'POST', '/api/client/add', { business_name: 'Tienda Cobros', ci_nit: '9988' })).json();
    client = { id: c.id, business_name: c.business_name, ci_nit: c.ci_nit };
  });
  afterAll(async () => {
    vi.useRealTimers();
    await t.close();
  });

  it('three payments bring a debt of 100,00 to 0: balance and payments shown, cobrada at 0, each closing counts its own day and type', async () => {
    await at(AT(D));
    const sale = await creditSale(10);
    const first = await payment({ id_sale: sale, amount: '30,00', id_type_payment: w.cash });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ id_sale: sale, total_sale: 100, paid: 30, balance: 70, cancelled: 0, payments: [{ amount: 30, date: D, hour: '10:00:00', type_payment: { id: w.cash }, user: 'Carlos Cajero', balance: 70 }] });
    // The payment just recorded, for its receipt: amount, type, moment, who, and the balance it left.
    expect(first.json().payment).toEqual({ ...first.json().payments[0], balance: 70 });
    const listed = (await t.call(cashier, 'GET', '/api/sale/debt-collection', { id_client: String(client.id) })).json();
    expect(listed.data[0]).toMatchObject({ id: sale, total_sale: 100, debt_paid: 30, cancelled: 0 });
    expect(listed).toMatchObject({ total_sale: 100, total_balance: 70 });

    await at(AT(D1));
    expect((await payment({ id_sale: sale, amount: 50, id_type_payment: qr })).json()).toMatchObject({ paid: 80, balance: 20, cancelled: 0 });
    await at(AT(D2));
    const last = await payment({ id_sale: sale, amount: 20, id_type_payment: w.cash });
    expect(last.json()).toMatchObject({ paid: 100, balance: 0, cancelled: 1, payment: { amount: 20, date: D2, type_payment: { id: w.cash }, balance: 0 } });
    // Each payment keeps the balance it left, so any one of them reprints as it was.
    expect((await stateOf(sale)).payments.map((p: { amount: number; date: string; balance: number }) => [p.amount, p.date, p.balance])).toEqual([
      [30, D, 70],
      [50, D1, 20],
      [20, D2, 0],
    ]);
    // Cobrada: out of COBRO DEUDAS, 'A crédito (cobrada: Efectivo)' everywhere, collected on D2.
    expect((await t.call(cashier, 'GET', '/api/sale/debt-collection', { id_client: String(client.id) })).json().data).toEqual([]);
    const day = (await t.call(admin, 'GET', '/api/sale/sales-report', { date_from: D, date_to: D })).json();
    expect(day.data.find((s: { id: number }) => s.id === sale)).toMatchObject({ date_debt: D2, text_type_pay: 'A crédito (cobrada: Efectivo)', debt_paid: 100 });

    const cashLine = (c: { type_payments: { id: number }[] }, id: number) => c.type_payments.find((l) => l.id === id);
    const [cD, cD1, cD2] = [await closingOf(D), await closingOf(D1), await closingOf(D2)];
    expect(cD).toMatchObject({ debt_collection: 30, cash_difference: 30 });
    expect(cashLine(cD, w.cash)).toMatchObject({ debt_collection: 30, debts: 1 });
    expect(cD1).toMatchObject({ debt_collection: 0, non_cash_total: 50 });
    expect(cashLine(cD1, qr)).toMatchObject({ debt_collection: 50, debts: 1 });
    expect(cD2).toMatchObject({ debt_collection: 20, cash_difference: 20 });
    // The detail tab of a closing line sums that day's payments, not the sale.
    const tab = (await t.call(admin, 'GET', '/api/sale/closing-sales', { date_from: D1, date_to: D1, id_type_payment: String(qr), debt: '1' })).json();
    expect(tab).toMatchObject({ total: 1, total_sale: 50 });
    // BALANCE counts the sale once, on its sale date, whatever was paid later.
    expect((await t.call(admin, 'GET', '/api/sale/balance', { date_from: D, date_to: D2 })).json()).toMatchObject({ total_sale: 100, credit_sale: 100 });
    expect((await t.call(admin, 'GET', '/api/sale/balance', { date_from: D1, date_to: D2 })).json()).toMatchObject({ total_sale: 0 });
  });

  it("'Cobrar' (the whole balance) after a partial payment collects the rest, once", async () => {
    await at(AT(D));
    const sale = await creditSale(5);
    expect((await payment({ id_sale: sale, amount: 12.5, id_type_payment: qr })).statusCode).toBe(200);
    const whole = await t.call(cashier, 'PUT', '/api/sale/cancelled-sale', { id: sale, id_type_payment: w.cash });
    expect(whole.statusCode, whole.body).toBe(200);
    expect(whole.json()).toMatchObject({ amount: 37.5, date_debt: D, payment: { amount: 37.5, date: D, hour: '10:00:00', type_payment: { id: w.cash }, user: 'Carlos Cajero', balance: 0 } });
    expect(await stateOf(sale)).toMatchObject({ paid: 50, balance: 0, cancelled: 1 });
    expect((await t.call(cashier, 'PUT', '/api/sale/cancelled-sale', { id: sale, id_type_payment: w.cash })).json()).toEqual({ messages: [CASH_MSG.alreadyPaid] });
  });

  it('refuses a payment of 0, negative, above the balance, on an annulled, collected or paid sale, with a disabled type; nothing written', async () => {
    await at(AT(D));
    const sale = await creditSale(7); // 70,00
    expect((await payment({ id_sale: sale, amount: 20, id_type_payment: w.cash })).statusCode).toBe(200);
    await refused({ id_sale: sale, amount: 0, id_type_payment: w.cash }, 400, ['Monto: No debe ser cero']);
    await refused({ id_sale: sale, amount: -5, id_type_payment: w.cash }, 400, ['Monto: No debe ser negativo']);
    await refused({ id_sale: sale, amount: 'cinco', id_type_payment: w.cash }, 400, ['Monto: Debe ser un número']);
    await refused({ id_sale: sale, amount: 50.01, id_type_payment: w.cash }, 400, ['El monto no puede ser mayor al saldo de la deuda: Bs. 50,00']);
    await refused({ id_sale: sale, amount: 10, id_type_payment: w.disabledPay }, 400, [CASH_MSG.payTypeDisabled]);
    await refused({ id_sale: sale, amount: 10 }, 400, ['Tipo Pago: Elija un tipo de pago']);
    await refused({ id_sale: 99_999_999, amount: 10, id_type_payment: w.cash }, 404, [CASH_MSG.saleNotFound]);
    // A partly collected sale is not annulled (decision 0021 extended): its payment is in D's closing.
    const before = await t.snapshot();
    expect((await t.call(admin, 'PATCH', '/api/sale/cancel-sale', { id: sale })).json()).toEqual({ messages: [SALE_MSG.debtPartlyCollected] });
    expect(await t.snapshot()).toEqual(before);

    const annulled = await creditSale(1);
    expect((await t.call(admin, 'PATCH', '/api/sale/cancel-sale', { id: annulled })).statusCode).toBe(200);
    await refused({ id_sale: annulled, amount: 1, id_type_payment: w.cash }, 409, [CASH_MSG.annulled]);
    const collected = await creditSale(1);
    expect((await payment({ id_sale: collected, amount: 10, id_type_payment: w.cash })).statusCode).toBe(200);
    await refused({ id_sale: collected, amount: 1, id_type_payment: w.cash }, 409, [CASH_MSG.alreadyPaid]);
    const paid = await t.call(cashier, 'POST', '/api/sale/record-sale', draft([{ product_id: milk, quantity: 1, price: 10 }], { id_type_payment: w.cash, paid: 10 }));
    await refused({ id_sale: paid.json().id, amount: 1, id_type_payment: w.cash }, 400, [CASH_MSG.notCredit]);
  });

  it('the same Idempotency-Key twice records one payment; with another amount it is a 409, nothing written', async () => {
    await at(AT(D));
    const sale = await creditSale(4);
    const key = randomUUID();
    const first = await payment({ id_sale: sale, amount: 10, id_type_payment: w.cash }, key);
    const again = await payment({ id_sale: sale, amount: 10, id_type_payment: w.cash }, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await t.db.select().from(debtPayments).where(eq(debtPayments.fkSale, sale))).toHaveLength(1);
    const before = await t.snapshot();
    const other = await payment({ id_sale: sale, amount: 11, id_type_payment: w.cash }, key);
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({ messages: [IDEMPOTENCY_MSG.reused] });
    expect(await t.snapshot()).toEqual(before);
  });

  it('two people paying the same debt at once never take it below 0', async () => {
    await at(AT(D));
    const sale = await creditSale(10);
    const answers = await Promise.all([payment({ id_sale: sale, amount: 60, id_type_payment: w.cash }), payment({ id_sale: sale, amount: 60, id_type_payment: qr })]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(answers.find((r) => r.statusCode === 400)?.json()).toEqual({ messages: ['El monto no puede ser mayor al saldo de la deuda: Bs. 40,00'] });
    expect(await stateOf(sale)).toMatchObject({ paid: 60, balance: 40 });
  });
});
