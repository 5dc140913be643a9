import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_MSG, KARDEX_REASONS, MSG, RETURN_MSG, fold, saleSchema } from '@lactea/contracts';
import { createSaleTestApp, type TestApp } from '../../../../test/helpers.js';
import { clientCredits, clients, kardex, lots, presentations, saleDetails, sales } from '../../../db/schema/index.js';
import { businessToday } from '../../../lib/business-time.js';
import { creditDraft, draft, type SaleWorld } from '../sales.fixtures.js';
import { postReturn } from './returns.fixtures.js';

const FAR = '2099-12-31';
const NEAR = '2098-06-30';

describe('sale/return', () => {
  let t: TestApp;
  let w: SaleWorld;
  let admin: string;
  let cashier: string;
  let today: string;

  const give = (body: unknown, token = admin, key?: string | null) => postReturn(t, token, body, key);

  /** A paid sale of `quantity` units at `price`, from the product's lots; answers the sale and its one line's id. */
  async function cashSale(product: number, quantity: number, price: number, token = admin, header: Parameters<typeof draft>[1] = {}) {
    const res = await t.recordSale(token, draft([{ product_id: product, quantity, price }], { id_type_payment: w.cash, ...header }), randomUUID());
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().id as number;
    const [line] = await t.db.select({ id: saleDetails.id }).from(saleDetails).where(eq(saleDetails.fkSale, id));
    return { id, line: line.id };
  }

  async function client(name: string) {
    const [c] = await t.db.insert(clients).values({ businessName: name, ciNit: `${name.length}77`, searchText: fold(name) }).returning();
    return { id: c.id, business_name: c.businessName, ci_nit: c.ciNit };
  }

  const lotQuantity = async (id: number) => (await t.db.select({ q: lots.quantity }).from(lots).where(eq(lots.id, id)))[0].q;

  beforeAll(async () => {
    ({ t, w } = await createSaleTestApp());
    admin = await t.adminToken();
    cashier = await t.cashierToken();
    today = businessToday(t.config.tzBusiness);
  });
  afterAll(() => t.close());

  it('puts units back into the lots the line took, newest expiry first, refunds cash and answers the note', async () => {
    const milk = await w.addProduct('Leche Dev', '10.00');
    const near = await w.addLot(milk, 2, NEAR, '6.00');
    const far = await w.addLot(milk, 10, FAR, '7.00');
    const sale = await cashSale(milk, 4, 10, admin, { discount: 1 });
    expect([await lotQuantity(near), await lotQuantity(far)]).toEqual([0, 8]);

    const res = await give({ sale_id: sale.id, reason: 'Cambio de opinión', lines: [{ sale_line_id: sale.line, quantity: 3, disposition: 'stock' }], refund: 'efectivo' });
    expect(res.statusCode, res.body).toBe(200);
    // Net 39.00 (40.00 − 1.00) × 3/4 = 29.25.
    expect(res.json()).toMatchObject({
      sale_id: sale.id,
      date: today,
      reason: 'Cambio de opinión',
      refund: 'efectivo',
      amount: 29.25,
      client: null,
      client_saldo: null,
      debt_balance: null,
      lines: [{ sale_line_id: sale.line, product_id: milk, product: 'Leche Dev', unit: 'unidad', quantity: 3, disposition: 'stock', amount: 29.25 }],
    });
    const note = res.json().id as number;
    // The far lot gave 2, the near one 2: the far one (newest expiry) takes back its 2 first, then the near one 1.
    expect([await lotQuantity(near), await lotQuantity(far)]).toEqual([1, 10]);
    expect(await w.ledgerStock(milk)).toBe(11);
    const rows = await t.db.select().from(kardex).where(and(eq(kardex.docKind, 'sale_return'), eq(kardex.docId, note))).orderBy(asc(kardex.id));
    expect(rows.map((r) => [r.reason, r.fkLot, r.delta])).toEqual([
      [KARDEX_REASONS.saleReturn, near, 1],
      [KARDEX_REASONS.saleReturn, far, 2],
    ]);
    const kardexPage = (await t.call(admin, 'GET', '/api/kardex/list', { fk_product: milk })).json();
    expect(kardexPage.data[0]).toMatchObject({ reason: 'Devolución de venta', document: `Devolución de venta N° ${note}` });

    // Every sale answer gives the line's id and what was returned of it.
    const day = (await t.call(admin, 'GET', '/api/sale/sales-day')).json();
    const listed = saleSchema.parse(day.data.find((s: { id: number }) => s.id === sale.id));
    expect(listed.products[0].pivot).toMatchObject({ sale_line_id: sale.line, returned_quantity: 3, quantity: 4 });

    // More than is left: refused, nothing changed; the rest completes the line at exactly its net.
    await t.refused(admin, 'POST', '/api/sale/return', { sale_id: sale.id, reason: 'x', lines: [{ sale_line_id: sale.line, quantity: 2, disposition: 'stock' }], refund: 'efectivo' }, 400, {
      messages: [IDEMPOTENCY_MSG.required],
    });
    const over = await give({ sale_id: sale.id, reason: 'x', lines: [{ sale_line_id: sale.line, quantity: 2, disposition: 'stock' }], refund: 'efectivo' });
    expect(over.statusCode).toBe(400);
    expect(over.json().messages).toEqual([RETURN_MSG.onlyLeft(1, 'Leche Dev')]);
    expect(RETURN_MSG.onlyLeft(1, 'Leche Dev')).toBe('Solo quedan 1 por devolver de Leche Dev');
    const rest = await give({ sale_id: sale.id, reason: 'x', lines: [{ sale_line_id: sale.line, quantity: 1, disposition: 'stock' }], refund: 'efectivo' });
    expect(rest.json().amount).toBe(9.75);
    const [line] = await t.db.select().from(saleDetails).where(eq(saleDetails.id, sale.line));
    expect([line.returnedQuantity, line.returnedAmount]).toEqual([4, '39.00']);
    expect(await lotQuantity(near)).toBe(2);
  });

  it('refuses stock into an expired lot (Merma instead), and merma moves nothing sellable', async () => {
    const yogurt = await w.addProduct('Yogur Dev', '5.00');
    const lot = await w.addLot(yogurt, 10, FAR, '3.00');
    const sale = await cashSale(yogurt, 6, 5);
    await t.db.update(lots).set({ expirationDate: '2026-01-15' }).where(eq(lots.id, lot));
    const shop = await client('Tienda Dev');
    await t.db.update(sales).set({ fkClient: shop.id }).where(eq(sales.id, sale.id));
    const body = { sale_id: sale.id, reason: 'Vencido', lines: [{ sale_line_id: sale.line, quantity: 4, disposition: 'stock' }], refund: 'saldo' };
    const before = await t.snapshot();
    const refused = await give(body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().messages).toEqual(['El lote de Yogur Dev venció el 15/01/2026: elija Merma']);
    expect(await t.snapshot()).toEqual(before);

    const res = await give({ ...body, lines: [{ ...body.lines[0], disposition: 'merma' }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ amount: 20, refund: 'saldo', client: { id: shop.id }, client_saldo: 20, lines: [{ disposition: 'merma', quantity: 4 }] });
    expect(await lotQuantity(lot)).toBe(4);
    expect(await w.ledgerStock(yogurt)).toBe(4);
    const [row] = await t.db.select().from(kardex).where(and(eq(kardex.docKind, 'sale_return'), eq(kardex.docId, res.json().id)));
    expect([row.reason, row.delta, row.fkLot]).toEqual([KARDEX_REASONS.saleReturnMerma, 0, lot]);
    const credits = await t.db.select().from(clientCredits).where(eq(clientCredits.fkClient, shop.id));
    expect(credits.map((c) => c.amount)).toEqual(['20.00']);
  });

  it('takes a credit sale\'s refund off its open debt, never below zero, and only for a credit sale', async () => {
    const cheese = await w.addProduct('Queso Dev', '10.00');
    await w.addLot(cheese, 10, FAR);
    const shop = await client('Almacén Dev');
    const sold = await t.recordSale(admin, creditDraft({ product_id: cheese, quantity: 3, price: 10 }, shop), randomUUID());
    const sale = sold.json().id as number;
    const [line] = await t.db.select({ id: saleDetails.id }).from(saleDetails).where(eq(saleDetails.fkSale, sale));
    const paid = await t.call(admin, 'POST', '/api/sale/debt-payment', { id_sale: sale, amount: 15, id_type_payment: w.cash });
    expect(paid.statusCode, paid.body).toBe(200);

    const res = await give({ sale_id: sale, reason: 'Dañado', lines: [{ sale_line_id: line.id, quantity: 1, disposition: 'merma' }], refund: 'deuda' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ amount: 10, debt_balance: 5 });
    const above = await give({ sale_id: sale, reason: 'Dañado', lines: [{ sale_line_id: line.id, quantity: 2, disposition: 'stock' }], refund: 'deuda' });
    expect(above.json().messages).toEqual(['La deuda pendiente es Bs. 5,00: la devolución (Bs. 20,00) no puede dejarla bajo cero; elija Efectivo o Saldo a favor']);
    const debts = await t.db.execute(sql`select owed_cents::int as owed from client_open_debts where fk_client = ${shop.id}`);
    expect(((debts as unknown as { rows: { owed: number }[] }).rows ?? debts)[0]).toMatchObject({ owed: 500 });

    const cash = await cashSale(cheese, 1, 10);
    const notCredit = await give({ sale_id: cash.id, reason: 'x', lines: [{ sale_line_id: cash.line, quantity: 1, disposition: 'stock' }], refund: 'deuda' });
    expect(notCredit.json().messages).toEqual([RETURN_MSG.debtNotCredit]);
    const noClient = await give({ sale_id: cash.id, reason: 'x', lines: [{ sale_line_id: cash.line, quantity: 1, disposition: 'stock' }], refund: 'saldo' });
    expect(noClient.json().messages).toEqual([RETURN_MSG.saldoNeedsClient]);
  });

  it('never returns an annulled sale, and a sale with returns is not annulled', async () => {
    const butter = await w.addProduct('Mantequilla Dev', '8.00');
    await w.addLot(butter, 10, FAR);
    const annulled = await cashSale(butter, 2, 8);
    expect((await t.call(admin, 'PATCH', '/api/sale/cancel-sale', { id: annulled.id })).statusCode).toBe(200);
    const res = await give({ sale_id: annulled.id, reason: 'x', lines: [{ sale_line_id: annulled.line, quantity: 1, disposition: 'stock' }], refund: 'efectivo' });
    expect([res.statusCode, res.json().messages]).toEqual([400, ['La venta ya fue anulada']]);

    const sale = await cashSale(butter, 2, 8);
    expect((await give({ sale_id: sale.id, reason: 'x', lines: [{ sale_line_id: sale.line, quantity: 1, disposition: 'stock' }], refund: 'efectivo' })).statusCode).toBe(200);
    await t.refused(admin, 'PATCH', '/api/sale/cancel-sale', { id: sale.id }, 400, { messages: ['La venta tiene devoluciones: devuelva el resto'] });
  });

  it("lets a cashier return only their own sales of today, in cash or as saldo (403 otherwise)", async () => {
    const cream = await w.addProduct('Crema Dev', '4.00');
    await w.addLot(cream, 20, FAR);
    const own = await cashSale(cream, 3, 4, cashier);
    const theirs = await cashSale(cream, 3, 4, admin);
    const body = (id: number, line: number, refund = 'efectivo') => ({ sale_id: id, reason: 'x', lines: [{ sale_line_id: line, quantity: 1, disposition: 'stock' }], refund });
    expect((await give(body(own.id, own.line), cashier)).statusCode).toBe(200);
    const before = await t.snapshot();
    expect((await give(body(theirs.id, theirs.line), cashier)).json()).toEqual({ messages: [RETURN_MSG.cashierOwnToday] });
    const refund = await give(body(own.id, own.line, 'deuda'), cashier);
    expect([refund.statusCode, refund.json().messages]).toEqual([403, [RETURN_MSG.cashierRefund]]);
    await t.db.update(sales).set({ date: '2026-01-02' }).where(eq(sales.id, own.id));
    const old = await give(body(own.id, own.line), cashier);
    expect([old.statusCode, old.json().messages]).toEqual([403, [RETURN_MSG.cashierOwnToday]]);
    await t.db.update(sales).set({ date: today }).where(eq(sales.id, own.id));
    expect(await t.snapshot()).toEqual(before);
    expect((await t.call(undefined, 'POST', '/api/sale/return', body(own.id, own.line))).statusCode).toBe(401);
  });

  it('answers a retry with the same key with the same note and writes nothing more', async () => {
    const kefir = await w.addProduct('Kéfir Dev', '6.00');
    await w.addLot(kefir, 10, FAR);
    const sale = await cashSale(kefir, 2, 6);
    const body = { sale_id: sale.id, reason: 'Retry', lines: [{ sale_line_id: sale.line, quantity: 1, disposition: 'stock' }], refund: 'efectivo' };
    const key = randomUUID();
    const first = await give(body, admin, key);
    const before = await t.snapshot();
    const again = await give(body, admin, key);
    expect(again.json()).toEqual(first.json());
    expect(await t.snapshot()).toEqual(before);
    expect((await give({ ...body, reason: 'Otro' }, admin, key)).statusCode).toBe(409);
  });

  it('refuses bad lines with every message at once and changes nothing', async () => {
    const milk = await w.addProduct('Leche Mal', '3.00');
    const cheese = await w.addProduct('Queso Mal', '3.00');
    await w.addLot(milk, 10, FAR);
    await w.addLot(cheese, 10, FAR);
    const sale = await cashSale(milk, 2, 3);
    const other = await cashSale(cheese, 2, 3);
    const ok = { sale_id: sale.id, reason: 'x', lines: [{ sale_line_id: sale.line, quantity: 1, disposition: 'stock' }], refund: 'efectivo' };
    const cases: [unknown, number, string[]][] = [
      [{ ...ok, lines: [{ sale_line_id: other.line, quantity: 1, disposition: 'stock' }, { sale_line_id: sale.line, quantity: 1.5, disposition: 'stock' }] }, 400, [RETURN_MSG.lineMissing(other.line), RETURN_MSG.wholeUnits('Leche Mal')]],
      [{ ...ok, lines: [ok.lines[0], ok.lines[0]] }, 400, [RETURN_MSG.lineRepeated(sale.line)]],
      [{ ...ok, reason: '' }, 400, ['Motivo: Es requerido']],
      [{ ...ok, reason: 'x'.repeat(101) }, 400, [`Motivo: ${MSG.maxLength(100)}`]],
      [{ ...ok, extra: 1 }, 400, ['Campo no permitido: extra']],
      [{ ...ok, sale_id: 999_999 }, 404, [RETURN_MSG.saleMissing]],
    ];
    const before = await t.snapshot();
    for (const [body, status, messages] of cases) {
      const res = await give(body);
      expect([res.statusCode, res.json().messages], JSON.stringify(body)).toEqual([status, messages]);
    }
    expect(await t.snapshot()).toEqual(before);
  });

  it('gives a crate line back in units, its money adding up to the line net to the cent', async () => {
    const pack = await w.addProduct('Yogur Caja Dev', '1.00');
    await w.addLot(pack, 30, FAR, '0.50');
    const [crate] = await t.db.insert(presentations).values({ fkProduct: pack, name: 'Caja x12', units: 12, barcode: `CJ-${randomUUID()}`, price: '11.99' }).returning();
    const line = { product_id: pack, presentation_id: crate.id, quantity: 2, unit_price: 11.99, unit_price_system: 11.99, discount: 0, promotion: '' };
    const sold = await t.recordSale(admin, { register_client: 0, without_client: 1, sale: { discount: 0, money_paid: 23.98, total_sale: 23.98, change_box: 0, cancelled: 1, id_type_payment: w.cash }, detail: [line] }, randomUUID());
    expect(sold.statusCode, sold.body).toBe(200);
    const sale = { id: sold.json().id as number, line: sold.json().products[0].pivot.sale_line_id as number };
    expect(await w.ledgerStock(pack)).toBe(6);
    const amounts: number[] = [];
    for (const quantity of [5, 7, 12]) {
      const res = await give({ sale_id: sale.id, reason: 'x', lines: [{ sale_line_id: sale.line, quantity, disposition: 'stock' }], refund: 'efectivo' });
      expect(res.statusCode, res.body).toBe(200);
      amounts.push(res.json().amount);
    }
    // Net 23.98 for 24 units: 5/24 → 5.00 (4.996), 7/24 → 6.99 (6.994), the rest 11.99.
    expect(amounts).toEqual([5, 6.99, 11.99]);
    const over = await give({ sale_id: sale.id, reason: 'x', lines: [{ sale_line_id: sale.line, quantity: 1, disposition: 'stock' }], refund: 'efectivo' });
    expect(over.json().messages).toEqual([RETURN_MSG.onlyLeft(0, 'Yogur Caja Dev')]);
    expect(await w.ledgerStock(pack)).toBe(30);
  });

  it("names each line's id in the record-sale answer, and a retry with the same key answers the same ids", async () => {
    const milk = await w.addProduct('Leche Id', '2.00');
    const cheese = await w.addProduct('Queso Id', '3.00');
    await w.addLot(milk, 10, FAR);
    await w.addLot(cheese, 10, FAR);
    const body = draft([{ product_id: cheese, quantity: 1, price: 3 }, { product_id: milk, quantity: 2, price: 2 }], { id_type_payment: w.cash });
    const key = randomUUID();
    const first = (await t.recordSale(admin, body, key)).json();
    const stored = await t.db.select({ id: saleDetails.id, product: saleDetails.fkProduct }).from(saleDetails).where(eq(saleDetails.fkSale, first.id)).orderBy(asc(saleDetails.line));
    expect(first.products.map((p: { id: number; pivot: { sale_line_id: number } }) => [p.id, p.pivot.sale_line_id])).toEqual(stored.map((s) => [s.product, s.id]));
    expect((await t.recordSale(admin, body, key)).json()).toEqual(first);
  });

  it('twenty concurrent returns of one line never return more than was sold', async () => {
    const milk = await w.addProduct('Leche Carrera', '2.00');
    await w.addLot(milk, 10, FAR);
    const sale = await cashSale(milk, 5, 2);
    const body = { sale_id: sale.id, reason: 'x', lines: [{ sale_line_id: sale.line, quantity: 1, disposition: 'stock' }], refund: 'efectivo' };
    const answers = await Promise.all(Array.from({ length: 20 }, () => give(body)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.statusCode !== 200).map((a) => a.statusCode)).toEqual(Array(15).fill(400));
    const [line] = await t.db.select().from(saleDetails).where(eq(saleDetails.id, sale.line));
    expect([line.returnedQuantity, line.returnedAmount]).toEqual([5, '10.00']);
    expect(await w.ledgerStock(milk)).toBe(10);
  });
});
