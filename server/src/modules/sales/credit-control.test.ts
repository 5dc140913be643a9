import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSaleTestApp, type TestApp } from '../../../test/helpers.js';
import { moveClock } from '../../../test/clock.js';
import { sales, settings } from '../../db/schema/index.js';
import { creditDraft, draft, type SaleWorld } from './sales.fixtures.js';

/**
 * Credit control in record-sale's transaction (decision 0035): the limit, overdue debts,
 * 'bloquear' and 'advertir', and 20 tills selling on credit to one client at once.
 */
const AT_D = '2026-05-04T14:00:00Z'; // 10:00 in La Paz
const AT_D_PLUS_4 = '2026-05-08T14:00:00Z';
const AT_D_PLUS_5 = '2026-05-09T14:00:00Z';

describe('credit control: limit, overdue debts, bloquear/advertir, concurrent tills', () => {
  let t: TestApp;
  let w: SaleWorld;
  let admin: string;
  let cashier: string;
  let milk: number;

  /** Moves the clock; both people log in again (moveClock). */
  const at = async (iso: string) => {
    const tokens = await moveClock(t, iso);
    if (tokens) ({ admin, cashier } = tokens);
  };
  const newClient = async (name: string, credit: { credit_limit?: number | null; overdue_days?: number | null }) => {
    const res = await t.call(admin, 'POST', '/api/client/add', { business_name: name, ci_nit: name.length.toString(), ...credit });
    expect(res.statusCode, res.body).toBe(200);
    const { id, business_name, ci_nit } = res.json() as { id: number; business_name: string; ci_nit: string };
    return { id, business_name, ci_nit };
  };
  const creditSale = (client: { id: number; business_name: string; ci_nit: string }, quantity: number, confirmed?: 0 | 1) => {
    const body = creditDraft({ product_id: milk, quantity, price: 10 }, client);
    return t.call(cashier, 'POST', '/api/sale/record-sale', confirmed === undefined ? body : { ...body, credit_confirmed: confirmed });
  };
  const creditOf = async (id: number) => (await t.call(cashier, 'GET', '/api/client/credit', { id: String(id) })).json();
  const setControl = async (control: 'bloquear' | 'advertir') => {
    await t.db.update(settings).set({ creditControl: control });
  };

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await at(AT_D);
    ({ t, w } = await createSaleTestApp());
    admin = await t.adminToken();
    cashier = await t.cashierToken();
    milk = await w.addProduct('Leche Crédito', '10.00');
    await w.addLot(milk, 5000, '2099-12-31', '4.00');
  });
  afterAll(async () => {
    vi.useRealTimers();
    await t.close();
  });

  it('bloquear: a credit sale beyond the limit is refused with what is available, nothing written; exactly at the limit passes', async () => {
    await at(AT_D);
    const c = await newClient('Tienda Límite', { credit_limit: 100 });
    expect((await creditSale(c, 6)).statusCode).toBe(200); // debt 60.00
    expect(await creditOf(c.id)).toEqual({ id: c.id, credit_limit: 100, overdue_days: 30, debt: 60, available: 40, overdue_since: null, control: 'bloquear', saldo: 0 });
    const before = await t.snapshot();
    const refused = await creditSale(c, 5); // 60 + 50 > 100
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ messages: ['Límite de crédito excedido: disponible Bs. 40,00'] });
    // The confirmation does not override 'bloquear'.
    expect((await creditSale(c, 5, 1)).json()).toEqual({ messages: ['Límite de crédito excedido: disponible Bs. 40,00'] });
    expect(await t.snapshot()).toEqual(before);
    expect((await creditSale(c, 4)).statusCode).toBe(200); // 60 + 40 = 100: at the limit
    expect(await creditOf(c.id)).toMatchObject({ debt: 100, available: 0 });
    expect((await creditSale(c, 1)).json()).toEqual({ messages: ['Límite de crédito excedido: disponible Bs. 0,00'] });
    // A paid sale to the same client is not credit: no limit applies.
    const paid = draft([{ product_id: milk, quantity: 1, price: 10 }], { id_type_payment: w.cash, paid: 10 }, { without_client: 0, client: c });
    expect((await t.call(cashier, 'POST', '/api/sale/record-sale', paid)).statusCode).toBe(200);
  });

  it('a client without a limit (empty) sells on credit as before', async () => {
    await at(AT_D);
    const c = await newClient('Tienda Libre', {});
    expect((await creditSale(c, 200)).statusCode).toBe(200);
    expect(await creditOf(c.id)).toMatchObject({ credit_limit: null, available: null, debt: 2000 });
  });

  it("overdue: the client's own days (else the setting's) after the oldest open debt; collecting it lifts the block", async () => {
    await at(AT_D);
    const own = await newClient('Tienda Vencida', { overdue_days: 5 });
    const first = await creditSale(own, 1);
    expect(first.statusCode).toBe(200);
    await at(AT_D_PLUS_4);
    expect((await creditSale(own, 1)).statusCode).toBe(200);
    await at(AT_D_PLUS_5);
    expect(await creditOf(own.id)).toMatchObject({ overdue_days: 5, overdue_since: '2026-05-09' });
    const before = await t.snapshot();
    const refused = await creditSale(own, 1);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ messages: ['El cliente tiene deudas vencidas (desde 09/05/2026)'] });
    expect(await t.snapshot()).toEqual(before);
    // Collecting the oldest debt: the next one (D+4) is not overdue yet.
    expect((await t.call(cashier, 'PUT', '/api/sale/cancelled-sale', { id: first.json().id, id_type_payment: w.cash })).statusCode).toBe(200);
    expect((await creditSale(own, 1)).statusCode).toBe(200);
    // The setting's default (30 days) for a client without its own.
    await t.db.update(settings).set({ creditOverdueDays: 3 });
    await at(AT_D);
    const byDefault = await newClient('Tienda Por Omisión', {});
    expect((await creditSale(byDefault, 1)).statusCode).toBe(200);
    await at(AT_D_PLUS_4);
    expect((await creditSale(byDefault, 1)).json()).toEqual({ messages: ['El cliente tiene deudas vencidas (desde 07/05/2026)'] });
    await t.db.update(settings).set({ creditOverdueDays: 30 });
  });

  it('advertir: refused until the cashier confirms; the confirmed sale records the warning in the audit log', async () => {
    await at(AT_D);
    await setControl('advertir');
    const c = await newClient('Tienda Advertida', { credit_limit: 50 });
    expect(await creditOf(c.id)).toMatchObject({ control: 'advertir', available: 50 });
    const before = await t.snapshot();
    expect((await creditSale(c, 6)).json()).toEqual({ messages: ['Límite de crédito excedido: disponible Bs. 50,00'] });
    expect((await creditSale(c, 6, 0)).statusCode).toBe(400);
    expect(await t.snapshot()).toEqual(before);
    const from = await t.lastAuditId();
    const confirmed = await creditSale(c, 6, 1);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const saleAudit = (await t.auditSince(from)).find((a) => a.entity === 'sale');
    expect(saleAudit?.after).toMatchObject({ credit_confirmed: 1, credit_warning: ['Límite de crédito excedido: disponible Bs. 50,00'] });
    // Within the limit nothing is asked and nothing extra is recorded.
    const fine = await newClient('Tienda Advertida Bien', { credit_limit: 50 });
    const from2 = await t.lastAuditId();
    expect((await creditSale(fine, 1, 1)).statusCode).toBe(200);
    expect((await t.auditSince(from2)).find((a) => a.entity === 'sale')?.after).not.toHaveProperty('credit_warning');
    await setControl('bloquear');
  });

  it("a client registered at the till with a CI/NIT a client already has is that client: its limit applies, no copy is made; '0' names no one", async () => {
    await at(AT_D);
    const { id, business_name, ci_nit } = (await t.call(admin, 'POST', '/api/client/add', { business_name: 'Tienda Rosa', ci_nit: '4567891 LP', credit_limit: 50 })).json();
    const rosa = { id: id as number, business_name: business_name as string, ci_nit: ci_nit as string };
    const atLimit = await creditSale(rosa, 5);
    expect(atLimit.statusCode, atLimit.body).toBe(200); // debt 50.00: at the limit
    const typedAgain = (ci_nit: string, header: Parameters<typeof draft>[1]) =>
      draft([{ product_id: milk, quantity: 1, price: 10 }], header, { without_client: 0, register_client: 1, client: { id: 0, business_name: 'Tienda Rosa', ci_nit } });
    const before = await t.snapshot();
    for (const ci of ['4567891 LP', '4567891-lp', ' 4567891LP ']) {
      const refused = await t.call(cashier, 'POST', '/api/sale/record-sale', typedAgain(ci, { cancelled: 0, id_type_payment: 0, paid: 0 }));
      expect(refused.json(), ci).toEqual({ messages: ['Límite de crédito excedido: disponible Bs. 0,00'] });
    }
    expect(await t.snapshot()).toEqual(before);
    // Paid, the sale is Rosa's (her row, her name), and no second Rosa is written.
    const paid = await t.call(cashier, 'POST', '/api/sale/record-sale', typedAgain('4567891-LP', { id_type_payment: w.cash, paid: 10 }));
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().client).toEqual({ id: rosa.id, business_name: 'Tienda Rosa', ci_nit: '4567891 LP' });
    const listed = await t.call(admin, 'GET', '/api/client/list', { page: 1, search: '4567891' });
    expect(listed.json().total).toBe(1);
    // '0' (no CI/NIT) names no one: each such client stays its own.
    const noCi = (name: string) => draft([{ product_id: milk, quantity: 1, price: 10 }], { id_type_payment: w.cash, paid: 10 }, { without_client: 0, register_client: 1, client: { id: 0, business_name: name, ci_nit: '0' } });
    const first = (await t.call(cashier, 'POST', '/api/sale/record-sale', noCi('Juan Cero'))).json().client.id;
    const second = (await t.call(cashier, 'POST', '/api/sale/record-sale', noCi('Pedro Cero'))).json().client.id;
    expect(second).not.toBe(first);
  });

  it('20 tills selling on credit to one client at once never exceed its limit together', async () => {
    await at(AT_D);
    const c = await newClient('Tienda Concurrente', { credit_limit: 105 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => creditSale(c, 1)));
    const ok = answers.filter((r) => r.statusCode === 200).length;
    expect(answers.filter((r) => r.statusCode !== 200).map((r) => r.statusCode)).toEqual(Array(10).fill(400));
    expect(ok).toBe(10);
    const rows = await t.db.select({ total: sales.totalSale }).from(sales).where(eq(sales.fkClient, c.id));
    expect(rows.reduce((a, r) => a + Math.round(Number(r.total) * 100), 0)).toBe(10_000);
    expect(await creditOf(c.id)).toMatchObject({ debt: 100, available: 5 });
  });
});
