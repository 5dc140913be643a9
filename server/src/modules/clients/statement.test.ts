import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SALDO_CODE, statementText, type Statement } from '@lactea/contracts';
import { createSaleTestApp, type TestApp } from '../../../test/helpers.js';
import { moveClock } from '../../../test/clock.js';
import { creditDraft, draft, type SaleWorld } from '../sales/sales.fixtures.js';
import { postReturn } from '../sales/returns/returns.fixtures.js';

/** Estado de cuenta: a hand-made month of one client, worked out by hand below. */
const D = '2026-08-10';
const day = (n: number) => `2026-08-${String(10 + n).padStart(2, '0')}`;
const at = (n: number, hour = 14) => `${day(n)}T${hour}:00:00Z`; // 10:00 in La Paz

describe('client/account-statement', () => {
  let t: TestApp;
  let w: SaleWorld;
  let admin = '';
  let cashier = '';
  let qr: number;
  let milk: number;
  let client: { id: number; business_name: string; ci_nit: string };
  const sales: number[] = [];

  const clock = async (iso: string) => {
    const tokens = await moveClock(t, iso);
    if (tokens) ({ admin, cashier } = tokens);
  };
  const creditSale = async (quantity: number) => {
    const res = await t.call(cashier, 'POST', '/api/sale/record-sale', creditDraft({ product_id: milk, quantity, price: 10 }, client));
    expect(res.statusCode, res.body).toBe(200);
    return res.json().id as number;
  };
  const pay = async (sale: number, amount: number, type: number) => {
    const res = await t.call(cashier, 'POST', '/api/sale/debt-payment', { id_sale: sale, amount, id_type_payment: type });
    expect(res.statusCode, res.body).toBe(200);
  };
  const statement = (q: Record<string, string>, token = admin) => t.call(token, 'GET', '/api/client/account-statement', q);

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(at(0)));
    ({ t, w } = await createSaleTestApp());
    await clock(at(0));
    qr = (await t.call(admin, 'POST', '/api/type-payment/add', { type_pay: 'QR Estado', is_cash: 0, code: 'q' })).json().id;
    milk = await w.addProduct('Leche Estado', '10.00');
    await w.addLot(milk, 1000, '2099-12-31', '4.00');
    const c = (await t.call(admin, 'POST', '/api/client/add', { business_name: 'Tienda Estado', ci_nit: '4455667' })).json();
    client = { id: c.id, business_name: c.business_name, ci_nit: c.ci_nit };
    // D: sale 100,00. D+1: paid 30,00 cash. D+2: sale 50,00 and 20,00 by QR on the first; a sale
    // of 10,00 annulled (counts nowhere). D+3: 50,00 cash on the first.
    sales.push(await creditSale(10));
    await clock(at(1));
    await pay(sales[0], 30, w.cash);
    await clock(at(2));
    sales.push(await creditSale(5));
    await clock(at(2, 15));
    await pay(sales[0], 20, qr);
    const annulled = await creditSale(1);
    expect((await t.call(admin, 'PATCH', '/api/sale/cancel-sale', { id: annulled })).statusCode).toBe(200);
    await clock(at(3));
    await pay(sales[0], 50, w.cash);
  });
  afterAll(async () => {
    vi.useRealTimers();
    await t.close();
  });

  it('opens with the balance owed before the period, lists sales and payments in time order with the running balance', async () => {
    const res = await statement({ id_client: String(client.id), date_from: day(1), date_to: day(3) });
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json() as Statement;
    expect(s).toMatchObject({ client, date_from: day(1), date_to: day(3), opening_balance: 100, total_sales: 50, total_payments: 100, closing_balance: 50 });
    expect(s.movements.map((m) => [m.date, m.kind, m.detail, m.charge, m.payment, m.balance])).toEqual([
      [day(1), 'cobro', `Cobro Venta N° ${sales[0]} (Efectivo)`, 0, 30, 70],
      [day(2), 'venta', `Venta N° ${sales[1]}`, 50, 0, 120],
      [day(2), 'cobro', `Cobro Venta N° ${sales[0]} (QR Estado)`, 0, 20, 100],
      [day(3), 'cobro', `Cobro Venta N° ${sales[0]} (Efectivo)`, 0, 50, 50],
    ]);
    // The whole history: from 0, and its closing balance is the client's open debt today.
    const all = (await statement({ id_client: String(client.id), date_from: D, date_to: day(3) })).json() as Statement;
    expect(all).toMatchObject({ opening_balance: 0, total_sales: 150, total_payments: 100, closing_balance: 50 });
    expect((await t.call(cashier, 'GET', '/api/client/credit', { id: String(client.id) })).json()).toMatchObject({ debt: 50 });
    // The text sent by WhatsApp says the same figures in Spanish.
    expect(statementText(s)).toBe(
      [
        'Estado de cuenta de Tienda Estado (CI/NIT 4455667)',
        'Del 11/08/2026 al 13/08/2026',
        'Saldo anterior: Bs. 100,00',
        'Ventas a crédito: Bs. 50,00',
        'Pagos: Bs. 100,00',
        'Saldo al 13/08/2026: Bs. 50,00',
      ].join('\n'),
    );
  });

  it('defaults to the month until today; refuses a reversed or longer than a year period, an unknown client, the cashier', async () => {
    expect((await statement({ id_client: String(client.id) })).json()).toMatchObject({ date_from: '2026-08-01', date_to: day(3), closing_balance: 50 });
    expect((await statement({ id_client: String(client.id), date_from: day(3), date_to: day(1) })).json()).toEqual({ messages: ['La fecha inicial no puede ser posterior a la final'] });
    expect((await statement({ id_client: String(client.id), date_from: '2025-08-01', date_to: day(3) })).json()).toEqual({ messages: ['El periodo no puede pasar de 366 días'] });
    const unknown = await statement({ id_client: '999999' });
    expect(unknown.statusCode).toBe(404);
    expect((await statement({ id_client: String(client.id) }, cashier)).statusCode).toBe(403);
  });

  it('lists the returns of its sales and its saldo a favor as rows, each running balance right', async () => {
    const shop = (await t.call(admin, 'POST', '/api/client/add', { business_name: 'Tienda Yogur', ci_nit: '7788990' })).json();
    const who = { id: shop.id, business_name: shop.business_name, ci_nit: shop.ci_nit };
    const saldoType = ((await t.call(admin, 'GET', '/api/type-payment/list')).json() as { id: number; code: string }[]).find((p) => p.code === SALDO_CODE)!.id;
    const record = async (body: unknown) => {
      const res = await t.call(admin, 'POST', '/api/sale/record-sale', body);
      expect(res.statusCode, res.body).toBe(200);
      return { id: res.json().id as number, line: res.json().products[0].pivot.sale_line_id as number };
    };
    const give = async (sale: { id: number; line: number }, quantity: number, refund: string) => {
      const res = await postReturn(t, admin, { sale_id: sale.id, reason: 'Vencido', lines: [{ sale_line_id: sale.line, quantity, disposition: 'merma' }], refund });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().id as number;
    };
    // D+5: a credit sale of 100,00 and a cash sale of 30,00. D+6: 2 back off the debt (20,00), the
    // 3 of the cash sale as saldo (30,00), 1 of the credit sale in cash (10,00: neither figure moves).
    // D+7: a sale of 20,00 paid with the saldo, then annulled (the saldo comes back).
    await clock(at(5));
    const credit = await record(creditDraft({ product_id: milk, quantity: 10, price: 10 }, who));
    const cash = await record(draft([{ product_id: milk, quantity: 3, price: 10 }], { id_type_payment: w.cash }, { without_client: 0, client: who }));
    await clock(at(6));
    const offDebt = await give(credit, 2, 'deuda');
    const asSaldo = await give(cash, 3, 'saldo');
    const inCash = await give(credit, 1, 'efectivo');
    await clock(at(7));
    const bySaldo = await record(draft([{ product_id: milk, quantity: 2, price: 10 }], { id_type_payment: saldoType }, { without_client: 0, client: who }));
    expect((await t.call(admin, 'PATCH', '/api/sale/cancel-sale', { id: bySaldo.id })).statusCode).toBe(200);

    const s = (await statement({ id_client: String(who.id), date_from: day(5), date_to: day(7) })).json() as Statement;
    expect(s).toMatchObject({ opening_balance: 0, total_sales: 100, total_payments: 0, total_returns: 20, closing_balance: 80, opening_favor: 0, closing_favor: 30 });
    expect(s.movements.map((m) => [m.date, m.kind, m.id_return, m.detail, m.charge, m.payment, m.balance, m.favor, m.favor_balance])).toEqual([
      [day(5), 'venta', null, `Venta N° ${credit.id}`, 100, 0, 100, 0, 0],
      [day(6), 'devolucion', offDebt, `Devolución N° ${offDebt} de Venta N° ${credit.id} (Descuento de la deuda)`, 0, 20, 80, 0, 0],
      [day(6), 'devolucion', asSaldo, `Devolución N° ${asSaldo} de Venta N° ${cash.id} (Saldo a favor)`, 0, 0, 80, 30, 30],
      [day(6), 'devolucion', inCash, `Devolución N° ${inCash} de Venta N° ${credit.id} (Efectivo)`, 0, 0, 80, 0, 30],
      [day(7), 'saldo', null, `Venta N° ${bySaldo.id} pagada con Saldo a favor`, 0, 0, 80, -20, 10],
      [day(7), 'saldo', null, `Anulación Venta N° ${bySaldo.id}: Saldo a favor devuelto`, 0, 0, 80, 20, 30],
    ]);
    // A later period opens with both figures as they stood, and the end is what the till reads today.
    const last = (await statement({ id_client: String(who.id), date_from: day(7), date_to: day(7) })).json() as Statement;
    expect(last).toMatchObject({ opening_balance: 80, opening_favor: 30, total_returns: 0, closing_balance: 80, closing_favor: 30 });
    expect((await t.call(cashier, 'GET', '/api/client/credit', { id: String(who.id) })).json()).toMatchObject({ debt: 80, saldo: 30 });
    expect(statementText(s).split('\n').slice(-3)).toEqual(['Devoluciones: Bs. 20,00', 'Saldo al 17/08/2026: Bs. 80,00', 'Saldo a favor al 17/08/2026: Bs. 30,00']);
  });
});
