import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { LOT_MSG, type KardexRow, type Lot, type LowLot } from '@lactea/contracts';
import { lots, settings } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { addDays, booksOf } from './stock.fixtures.js';
import { todayText } from './stock-sql.js';

type Page<T> = { data: T[]; total: number; current_page: number; last_page: number };

describe('stock API: lots, write-offs, lists, ledger', () => {
  let t: TestApp;
  let admin: string;
  let cashier: string;
  let pil: number;
  let other: number;
  let leche: { id: number; code: string; product: string };
  let yogur: { id: number; code: string; product: string };
  let queso: { id: number; code: string; product: string };
  let today: string;
  const call = (token: string | undefined, method: InjectOptions['method'], url: string, payload?: unknown) => t.call(token, method, url, payload);

  async function ok<T>(token: string, method: InjectOptions['method'], url: string, payload?: unknown): Promise<T> {
    const res = await call(token, method, url, payload);
    expect(res.statusCode, `${method} ${url} ${res.body}`).toBe(200);
    return res.json() as T;
  }
  /** A refused call answers `status` with exactly `messages`, and no table changed. */
  async function refused(token: string | undefined, method: InjectOptions['method'], url: string, payload: unknown, status: number, messages?: string[]) {
    const before = await t.snapshot();
    const res = await call(token, method, url, payload);
    expect(res.statusCode, `${method} ${url} ${res.body}`).toBe(status);
    if (messages) expect(res.json().messages).toEqual(messages);
    expect(await t.snapshot()).toEqual(before);
  }
  /** sum(kardex deltas) = product_stock = sum(lots) for the product; answers the stock. */
  async function stockOf(productId: number): Promise<number> {
    const [b] = await booksOf(t.db, [productId]);
    expect(b.ledger).toBe(b.stock);
    expect(b.lots).toBe(b.stock);
    if (b.lastBalance !== null) expect(b.lastBalance).toBe(b.stock);
    return b.stock;
  }
  const addLot = (productId: number, quantity: number, days = 30) =>
    ok<Lot>(admin, 'POST', '/api/lot/add', { fk_product: productId, quantity, expiration_date: addDays(today, days) });
  const kardexOf = (productId: number) => ok<Page<KardexRow>>(admin, 'GET', '/api/kardex/list', { fk_product: String(productId) });
  /** A lot that expired (lots are not entered expired through the API). */
  async function expiredLot(productId: number, quantity: number, daysAgo: number): Promise<Lot> {
    const lot = await addLot(productId, quantity, 5);
    await t.db.update(lots).set({ expirationDate: addDays(today, -daysAgo) }).where(eq(lots.id, lot.id));
    return lot;
  }
  const setOptions = (on: 0 | 1) => t.db.update(settings).set({ enabledOptionsUser: on });

  beforeAll(async () => {
    t = await createTestApp();
    today = todayText(t.config.tzBusiness);
    admin = await t.adminToken();
    cashier = await t.cashierToken();
    pil = (await ok<{ id: number }>(admin, 'POST', '/api/mark/add', { mark: 'PIL' })).id;
    other = (await ok<{ id: number }>(admin, 'POST', '/api/mark/add', { mark: 'Delizia' })).id;
    const product = (code: string, name: string, fkMark: number, cost: number) =>
      ok<{ id: number; code: string; product: string }>(admin, 'POST', '/api/product/add', {
        code,
        product: name,
        barcode: '',
        description: 'desc',
        price: cost + 1,
        cost,
        fk_mark: fkMark,
      });
    leche = await product('LEC-1', 'Leche Entera 1L', pil, 6.2);
    yogur = await product('YOG-1', 'Yogur Frutilla', pil, 4.5);
    queso = await product('QUE-1', 'Queso Fresco', other, 30);
  });
  afterAll(() => t.close());

  it('lot/add enters a lot at the product cost, with its ledger row and audit', async () => {
    const auditFrom = await t.lastAuditId();
    const lot = await addLot(leche.id, 12, 20);
    expect(lot).toMatchObject({
      fk_product: leche.id,
      quantity: 12,
      initial_quantity: 12,
      expiration_date: addDays(today, 20),
      expired: false,
      from_purchase: false,
      user: 'Ana Administradora',
      date: today,
      product: { code: 'LEC-1', product: 'Leche Entera 1L' },
    });
    expect(lot.hour).toMatch(/^\d{2}:\d{2}:\d{2}$/);
    const [stored] = await t.db.select().from(lots).where(eq(lots.id, lot.id));
    expect(stored.unitCost).toBe('6.20');
    expect(await stockOf(leche.id)).toBe(12);
    const ledger = await kardexOf(leche.id);
    expect(ledger.data[0]).toMatchObject({ reason: 'Lote nuevo', document: `Lote ${lot.id}`, fk_lot: lot.id, delta: 12, balance: 12, user: 'Ana Administradora', date: today });
    expect(await t.auditSince(auditFrom)).toMatchObject([{ action: 'add', entity: 'lot', entityId: lot.id }]);
    const inventory = await ok<Page<{ id: number; total_quantity: number }>>(admin, 'GET', '/api/product/list-with-total-lot', { search: 'LEC-1' });
    expect(inventory.data).toMatchObject([{ id: leche.id, total_quantity: 12 }]);
  });

  it('lot/add refuses bad input with the spec messages and changes nothing', async () => {
    const body = { fk_product: leche.id, quantity: 5, expiration_date: addDays(today, 10) };
    const add = (over: Record<string, unknown>, status: number, messages: string[]) => refused(admin, 'POST', '/api/lot/add', { ...body, ...over }, status, messages);
    await add({ quantity: 0 }, 400, ['Cantidad: No debe ser cero']);
    await add({ quantity: -3 }, 400, ['Cantidad: No debe ser negativo']);
    await add({ quantity: 1.5 }, 400, ['Cantidad: Debe ser un número entero']);
    await add({ quantity: undefined }, 400, ['Cantidad: Es requerido']);
    await add({ quantity: 3_000_000_000 }, 400, ['Cantidad: No puede ser mayor a 2147483647']);
    await add({ quantity: 1_000_001 }, 400, ['Cantidad: No puede ser mayor a 1000000']);
    await add({ expiration_date: '' }, 400, ['Fecha Vencimiento: Es requerido']);
    await add({ expiration_date: '2027-02-30' }, 400, ['Fecha Vencimiento: Fecha inválida']);
    await add({ expiration_date: 'mañana' }, 400, ['Fecha Vencimiento: Fecha inválida']);
    await add({ expiration_date: addDays(today, -1) }, 400, [LOT_MSG.pastExpiry]);
    await add({ fk_product: 0 }, 400, ['Producto: Es requerido']);
    await add({ fk_product: 999_999 }, 404, [LOT_MSG.productNotFound]);
    // Today is still sellable: a lot may expire today.
    expect((await addLot(yogur.id, 1, 0)).expired).toBe(false);
  });

  it('lot/update moves the entered quantity and the remaining one by the same difference', async () => {
    const lot = await addLot(yogur.id, 10, 15);
    const auditFrom = await t.lastAuditId();
    const edited = await ok<Lot>(admin, 'PUT', '/api/lot/update', { id: lot.id, initial_quantity: 14, quantity: 10, expiration_date: addDays(today, 16) });
    expect(edited).toMatchObject({ id: lot.id, quantity: 14, initial_quantity: 14, expiration_date: addDays(today, 16) });
    expect((await kardexOf(yogur.id)).data[0]).toMatchObject({ reason: 'Edición de lote', delta: 4, fk_lot: lot.id, document: `Lote ${lot.id}` });
    expect(await t.auditSince(auditFrom)).toMatchObject([
      { action: 'edit', entity: 'lot', entityId: lot.id, before: { initial_quantity: 10, quantity: 10 }, after: { initial_quantity: 14, quantity: 14 } },
    ]);
    // 6 leave the lot; the lot can no longer be entered with fewer than 6.
    expect(await ok<boolean>(admin, 'POST', '/api/lot/cancel-lot', { id: lot.id, quantity: 6 })).toBe(false);
    const update = (over: Record<string, unknown>) => ({ id: lot.id, initial_quantity: 14, quantity: 8, expiration_date: addDays(today, 16), ...over });
    await refused(admin, 'PUT', '/api/lot/update', update({ initial_quantity: 5 }), 400, [LOT_MSG.belowLeft(6, 'unidad')]);
    await refused(admin, 'PUT', '/api/lot/update', update({ initial_quantity: 0 }), 400, ['Cantidad inicial: No debe ser cero']);
    await refused(admin, 'PUT', '/api/lot/update', update({ quantity: -1 }), 400, ['Cantidad: No debe ser negativo']);
    await refused(admin, 'PUT', '/api/lot/update', update({ quantity: undefined }), 400, ['Cantidad: Es requerido']);
    await refused(admin, 'PUT', '/api/lot/update', update({ initial_quantity: 20, quantity: 9 }), 400, [LOT_MSG.quantitiesDisagree(6, 'unidad')]);
    await refused(admin, 'PUT', '/api/lot/update', update({ expiration_date: addDays(today, -2) }), 400, [LOT_MSG.pastExpiry]);
    await refused(admin, 'PUT', '/api/lot/update', update({ id: 999_999 }), 404, [LOT_MSG.notFound]);
    await refused(admin, 'PUT', '/api/lot/update', update({ id: 'x' }), 400, ['Id: Debe ser un número entero']);
    // The lot as listed, unchanged, writes nothing at all.
    await refused(admin, 'PUT', '/api/lot/update', update({}), 200);
    const down = await ok<Lot>(admin, 'PUT', '/api/lot/update', update({ initial_quantity: 6 }));
    expect(down).toMatchObject({ quantity: 0, initial_quantity: 6 });
    expect(await stockOf(yogur.id)).toBe(1);
  });

  it("a weighed lot's edit below what left it says the kilos, with the decimal comma", async () => {
    // Its own brand: the list tests below count the products of PIL and Delizia.
    const mark = (await ok<{ id: number }>(admin, 'POST', '/api/mark/add', { mark: 'Quesos al corte' })).id;
    const cheese = await ok<{ id: number }>(admin, 'POST', '/api/product/add', { code: 'QKG-1', product: 'Queso por kg', barcode: '', description: 'd', price: 48, cost: 30, fk_mark: mark, unit: 'kg' });
    const lot = await addLot(cheese.id, 5.25, 15);
    expect(await ok<boolean>(admin, 'POST', '/api/lot/cancel-lot', { id: lot.id, quantity: 1.25 })).toBe(false);
    const update = (over: Record<string, unknown>) => ({ id: lot.id, initial_quantity: 5.25, quantity: 4, expiration_date: lot.expiration_date, ...over });
    await refused(admin, 'PUT', '/api/lot/update', update({ initial_quantity: 1 }), 400, ['No puede ser menor a 1,250 kg: ya salieron 1,250 kg del lote']);
    await refused(admin, 'PUT', '/api/lot/update', update({ initial_quantity: 6, quantity: 4.5 }), 400, [
      'La cantidad inicial y la cantidad no concuerdan: ya salieron 1,250 kg del lote (cantidad inicial = cantidad + 1,250 kg)',
    ]);
  });

  it("lot/update takes the lot as listed with the spec's quantity (what remains): stock moves by the difference", async () => {
    const lot = await addLot(yogur.id, 10, 15);
    // 3 leave the lot (written off): it lists initial 10, quantity 7.
    expect(await ok<boolean>(admin, 'POST', '/api/lot/cancel-lot', { id: lot.id, quantity: 3 })).toBe(false);
    const stockBefore = await stockOf(yogur.id);
    const auditFrom = await t.lastAuditId();
    const edited = await ok<Lot>(admin, 'PUT', '/api/lot/update', { id: lot.id, initial_quantity: 10, quantity: 99, expiration_date: lot.expiration_date });
    expect(edited).toMatchObject({ quantity: 99, initial_quantity: 102 });
    expect(await stockOf(yogur.id)).toBe(stockBefore + 92);
    expect((await kardexOf(yogur.id)).data[0]).toMatchObject({ reason: 'Edición de lote', delta: 92, balance: stockBefore + 92, fk_lot: lot.id });
    expect(await t.auditSince(auditFrom)).toMatchObject([{ action: 'edit', before: { initial_quantity: 10, quantity: 7 }, after: { initial_quantity: 102, quantity: 99 } }]);
    // Down to 1 remaining (what left stays 3); both numbers changed in agreement are taken as sent.
    expect(await ok<Lot>(admin, 'PUT', '/api/lot/update', { id: lot.id, initial_quantity: 102, quantity: 1, expiration_date: lot.expiration_date })).toMatchObject({ quantity: 1, initial_quantity: 4 });
    expect(await ok<Lot>(admin, 'PUT', '/api/lot/update', { id: lot.id, initial_quantity: 8, quantity: 5, expiration_date: lot.expiration_date })).toMatchObject({ quantity: 5, initial_quantity: 8 });
    expect(await stockOf(yogur.id)).toBe(stockBefore - 2);
    // 2 more left after the screen listed the lot (initial 8, quantity 5): editing what remains
    // sets it and keeps the 2 out; an edit of what entered with the stale quantity is refused.
    expect(await ok<boolean>(admin, 'POST', '/api/lot/cancel-lot', { id: lot.id, quantity: 2 })).toBe(false);
    expect(await ok<Lot>(admin, 'PUT', '/api/lot/update', { id: lot.id, initial_quantity: 8, quantity: 6, expiration_date: lot.expiration_date })).toMatchObject({ quantity: 6, initial_quantity: 11 });
    expect(await ok<boolean>(admin, 'POST', '/api/lot/cancel-lot', { id: lot.id, quantity: 2 })).toBe(false);
    await refused(admin, 'PUT', '/api/lot/update', { id: lot.id, initial_quantity: 12, quantity: 6, expiration_date: lot.expiration_date }, 400, [LOT_MSG.quantitiesDisagree(7, 'unidad')]);
  });

  it('an expired lot cannot be edited, only written off; a purchase lot keeps its quantity', async () => {
    const lot = await expiredLot(queso.id, 4, 3);
    await refused(admin, 'PUT', '/api/lot/update', { id: lot.id, initial_quantity: 5, quantity: 4, expiration_date: addDays(today, 9) }, 400, [LOT_MSG.expiredEdit]);
    expect(await ok<boolean>(admin, 'POST', '/api/lot/cancel-lot', { id: lot.id, quantity: 4 })).toBe(true);

    const bought = await addLot(queso.id, 8, 12);
    await t.db.update(lots).set({ fkPurchase: 1 }).where(eq(lots.id, bought.id));
    const refusal = 'La cantidad de un lote de compra no se edita: anule la compra. El lote tiene ahora 8 unidades: para cambiar solo la fecha, vuelva a abrirlo';
    await refused(admin, 'PUT', '/api/lot/update', { id: bought.id, initial_quantity: 9, quantity: 8, expiration_date: addDays(today, 12) }, 400, [refusal]);
    await refused(admin, 'PUT', '/api/lot/update', { id: bought.id, initial_quantity: 8, quantity: 7, expiration_date: addDays(today, 12) }, 400, [refusal]);
    const redated = await ok<Lot>(admin, 'PUT', '/api/lot/update', { id: bought.id, initial_quantity: 8, quantity: 8, expiration_date: addDays(today, 14) });
    expect(redated).toMatchObject({ from_purchase: true, quantity: 8, expiration_date: addDays(today, 14) });
    expect(await stockOf(queso.id)).toBe(8);
  });

  it('lot/cancel-lot writes off into a low lot, refuses above the lot and 0, answers true when emptied', async () => {
    const lot = await addLot(leche.id, 5, 40);
    const start = await stockOf(leche.id);
    const cancel = (over: Record<string, unknown>, status: number, messages: string[]) =>
      refused(admin, 'POST', '/api/lot/cancel-lot', { id: lot.id, quantity: 1, ...over }, status, messages);
    await cancel({ quantity: 6 }, 400, [LOT_MSG.aboveLot]);
    await cancel({ quantity: 0 }, 400, ['Cantidad: No debe ser cero']);
    await cancel({ quantity: '' }, 400, ['Cantidad: Es requerido']);
    await cancel({ id: 999_999 }, 404, [LOT_MSG.notFound]);

    const auditFrom = await t.lastAuditId();
    expect(await ok<boolean>(admin, 'POST', '/api/lot/cancel-lot', { id: lot.id, quantity: 2 })).toBe(false);
    const lows = await ok<Page<LowLot>>(admin, 'GET', '/api/low-lot/list', { id_product: String(leche.id) });
    expect(lows.data[0]).toMatchObject({ fk_lot: lot.id, quantity: 2, expiration_date: addDays(today, 40), user: 'Ana Administradora', date: today, product: { product: 'Leche Entera 1L' } });
    expect((await kardexOf(leche.id)).data[0]).toMatchObject({ reason: 'Baja', delta: -2, balance: start - 2, document: `Baja ${lows.data[0].id}` });
    expect(await t.auditSince(auditFrom)).toMatchObject([{ action: 'write-off', entity: 'lot', entityId: lot.id, after: { quantity: 3, written_off: 2 } }]);

    expect(await ok<boolean>(admin, 'POST', '/api/lot/cancel-lot', { id: lot.id, quantity: 3 })).toBe(true);
    expect(await stockOf(leche.id)).toBe(start - 5);
    const listed = await ok<Page<Lot>>(admin, 'GET', '/api/lot/search-lots', { fk_product: String(leche.id) });
    expect(listed.data.map((l) => l.id)).not.toContain(lot.id);
  });

  it('two write-offs of the same lot at the same moment never take it below zero', async () => {
    const lot = await addLot(yogur.id, 5, 50);
    const start = await stockOf(yogur.id);
    const answers = await Promise.all([
      call(admin, 'POST', '/api/lot/cancel-lot', { id: lot.id, quantity: 3 }),
      call(admin, 'POST', '/api/lot/cancel-lot', { id: lot.id, quantity: 3 }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(answers.find((r) => r.statusCode === 400)!.json().messages).toEqual([LOT_MSG.aboveLot]);
    const many = await Promise.all(Array.from({ length: 6 }, () => call(admin, 'POST', '/api/lot/cancel-lot', { id: lot.id, quantity: 1 })));
    expect(many.filter((r) => r.statusCode === 200)).toHaveLength(2);
    const [stored] = await t.db.select().from(lots).where(eq(lots.id, lot.id));
    expect(stored.quantity).toBe(0);
    expect(await stockOf(yogur.id)).toBe(start - 5);
  });

  it('low-lot/revert-low-lot puts the units back; delete-low-lot removes the record with a zero ledger row', async () => {
    const lot = await addLot(queso.id, 9, 25);
    await ok<boolean>(admin, 'POST', '/api/lot/cancel-lot', { id: lot.id, quantity: 4 });
    await ok<boolean>(admin, 'POST', '/api/lot/cancel-lot', { id: lot.id, quantity: 5 });
    const stock = await stockOf(queso.id);
    const [second, first] = (await ok<Page<LowLot>>(admin, 'GET', '/api/low-lot/list', { id_product: String(queso.id) })).data;
    expect([first.quantity, second.quantity]).toEqual([4, 5]);

    let auditFrom = await t.lastAuditId();
    const reverted = await ok<LowLot>(admin, 'PUT', '/api/low-lot/revert-low-lot', { id: first.id });
    expect(reverted).toMatchObject({ id: first.id, quantity: 4, fk_lot: lot.id });
    expect(await stockOf(queso.id)).toBe(stock + 4);
    expect((await kardexOf(queso.id)).data[0]).toMatchObject({ reason: 'Reversión de baja', delta: 4, document: `Baja ${first.id}` });
    expect(await t.auditSince(auditFrom)).toMatchObject([{ action: 'revert', entity: 'low_lot', entityId: first.id }]);
    await refused(admin, 'PUT', '/api/low-lot/revert-low-lot', { id: first.id }, 404, [LOT_MSG.lowLotNotFound]);

    auditFrom = await t.lastAuditId();
    await ok<LowLot>(admin, 'DELETE', '/api/low-lot/delete-low-lot', { id: second.id });
    expect(await stockOf(queso.id)).toBe(stock + 4);
    expect((await kardexOf(queso.id)).data[0]).toMatchObject({ reason: 'Eliminación de baja', delta: 0, balance: stock + 4, document: `Baja ${second.id}` });
    expect(await t.auditSince(auditFrom)).toMatchObject([{ action: 'delete', entity: 'low_lot', entityId: second.id }]);
    await refused(admin, 'DELETE', '/api/low-lot/delete-low-lot', { id: second.id }, 404, [LOT_MSG.lowLotNotFound]);
    await refused(admin, 'DELETE', '/api/low-lot/delete-low-lot', {}, 400, ['Id: Es requerido']);
    const left = await ok<Page<LowLot>>(admin, 'GET', '/api/low-lot/list', { id_product: String(queso.id) });
    expect(left.data.map((l) => l.id)).not.toContain(first.id);
    expect(left.data.map((l) => l.id)).not.toContain(second.id);
  });

  it('low-lot/list filters by registration dates and checks them', async () => {
    const all = await ok<Page<LowLot>>(admin, 'GET', '/api/low-lot/list', {});
    expect(all.total).toBeGreaterThan(0);
    expect((await ok<Page<LowLot>>(admin, 'GET', '/api/low-lot/list', { date_from: today, date_to: today })).total).toBe(all.total);
    expect((await ok<Page<LowLot>>(admin, 'GET', '/api/low-lot/list', { date_from: addDays(today, 1) })).total).toBe(0);
    expect((await ok<Page<LowLot>>(admin, 'GET', '/api/low-lot/list', { date_to: addDays(today, -1) })).total).toBe(0);
    await refused(admin, 'GET', '/api/low-lot/list', { date_from: today, date_to: addDays(today, -1) }, 400, ['Hasta: La fecha inicial no puede ser posterior a la final']);
    await refused(admin, 'GET', '/api/low-lot/list', { date_from: '2026-13-01' }, 400, ['Desde: Fecha inválida']);
  });

  it('lot/list shows lots with stock, newest first, by product, expiry date and registration dates', async () => {
    const a = await addLot(queso.id, 3, 33);
    const b = await addLot(leche.id, 2, 34);
    const list = (q: Record<string, string>) => ok<Page<Lot>>(admin, 'GET', '/api/lot/list', q);
    const all = await list({});
    expect(all.data.slice(0, 2).map((l) => l.id)).toEqual([b.id, a.id]);
    expect(all.data.every((l) => l.quantity > 0)).toBe(true);
    expect((await list({ fk_product: String(queso.id) })).data.every((l) => l.fk_product === queso.id)).toBe(true);
    expect((await list({ date_expired: addDays(today, 33) })).data.map((l) => l.id)).toEqual([a.id]);
    expect((await list({ date_register_from: today, date_register_to: today })).total).toBe(all.total);
    expect((await list({ date_register_from: addDays(today, 1) })).total).toBe(0);
    await refused(admin, 'GET', '/api/lot/list', { date_expired: '31/12/2026' }, 400, ['Fecha Vencimiento: Fecha inválida']);
    await refused(admin, 'GET', '/api/lot/list', { fk_product: '-1' }, 400, ['Producto: No debe ser negativo']);
    await refused(admin, 'GET', '/api/lot/list', { page: '0' }, 400, ['Página: La página debe ser 1 o mayor']);
  });

  it('lot/expired-lots lists lots with stock that expired, by product and brand', async () => {
    const old = await expiredLot(queso.id, 2, 10);
    const older = await expiredLot(leche.id, 3, 20);
    const list = (q: Record<string, string>) => ok<Page<Lot>>(admin, 'GET', '/api/lot/expired-lots', q);
    const all = await list({});
    expect(all.data.map((l) => l.id)).toEqual([older.id, old.id]);
    expect(all.data.every((l) => l.expired)).toBe(true);
    expect((await list({ fk_mark: String(other) })).data.map((l) => l.id)).toEqual([old.id]);
    expect((await list({ id_product: String(leche.id) })).data.map((l) => l.id)).toEqual([older.id]);
    expect((await list({ fk_mark: String(pil), id_product: String(queso.id) })).total).toBe(0);
  });

  it('near expiry follows the settings days; the bell counts those lots', async () => {
    const soon = await addLot(yogur.id, 2, 3);
    const count = async () => (await ok<{ quantity: number }>(admin, 'GET', '/api/lot/quantity-of-lots-near-expiration')).quantity;
    const near = (q: Record<string, string> = {}) => ok<Page<Lot>>(admin, 'GET', '/api/lot/lots-near-expiration', q);
    const ids = (await near()).data.map((l) => l.id);
    expect(ids).toContain(soon.id);
    // within 7 days, with stock, not expired: the lot expiring today counts, the +15 one does not
    for (const l of (await near()).data) {
      expect(l.expiration_date >= today && l.expiration_date <= addDays(today, 7)).toBe(true);
      expect(l.quantity).toBeGreaterThan(0);
    }
    const before = await count();
    expect(before).toBe((await near()).total);
    expect((await near({ id_product: String(leche.id) })).total).toBe(0);
    await t.db.update(settings).set({ nearExpiryDays: 60 });
    expect(await count()).toBeGreaterThan(before);
    await t.db.update(settings).set({ nearExpiryDays: 7 });
    expect(await count()).toBe(before);
  });

  it('near expiry with `days` (the home’s 3/7/15-day links) overrides the setting; bad days are refused', async () => {
    const near = (q: Record<string, string>) => ok<Page<Lot>>(admin, 'GET', '/api/lot/lots-near-expiration', q);
    const soon = await addLot(yogur.id, 2, 2);
    const later = await addLot(yogur.id, 2, 12);
    const ids = async (days: string) => (await near({ days })).data.map((l) => l.id);
    expect(await ids('3')).toContain(soon.id);
    expect(await ids('3')).not.toContain(later.id);
    expect(await ids('15')).toContain(later.id);
    for (const l of (await near({ days: '3' })).data) expect(l.expiration_date <= addDays(today, 3)).toBe(true);
    // Absent or empty: the setting's 7 days, as before.
    expect((await near({ days: '' })).total).toBe((await near({})).total);
    await refused(admin, 'GET', '/api/lot/lots-near-expiration?days=0', undefined, 400, ['Días: No puede ser menor a 1']);
    await refused(admin, 'GET', '/api/lot/lots-near-expiration?days=366', undefined, 400);
    await refused(admin, 'GET', '/api/lot/lots-near-expiration?days=tres', undefined, 400);
  });

  it('product/list-with-total-lot shows the real stock with level, brand and search filters', async () => {
    type Row = { id: number; total_quantity: number };
    const inv = (q: Record<string, string>) => ok<Page<Row>>(admin, 'GET', '/api/product/list-with-total-lot', q);
    const stocks = new Map((await inv({})).data.map((r) => [r.id, r.total_quantity]));
    for (const id of [leche.id, yogur.id, queso.id]) expect(stocks.get(id)).toBe(await stockOf(id));
    // Push leche to 'a' (> 30) and check every level agrees with the number.
    await addLot(leche.id, 40, 60);
    for (const level of ['b', 'm', 'a'] as const) {
      const page = await inv({ inventory_level: level });
      for (const r of page.data) {
        const q = await stockOf(r.id);
        expect(level === 'b' ? q <= 16 : level === 'm' ? q > 16 && q <= 30 : q > 30, `${level} ${q}`).toBe(true);
      }
      expect(page.total).toBe(page.data.length);
    }
    expect((await inv({ inventory_level: 'a' })).data.map((r) => r.id)).toContain(leche.id);
    expect((await inv({ fk_mark: String(other) })).data.map((r) => r.id)).toEqual([queso.id]);
    expect((await inv({ search: 'yogur', inventory_level: 'b' })).total).toBe((await stockOf(yogur.id)) <= 16 ? 1 : 0);
    await refused(admin, 'GET', '/api/product/list-with-total-lot', { inventory_level: 'x' }, 400, ['Nivel de inventario: Valor inválido']);
    // The till's searches show the same stock.
    const till = await ok<Row[]>(admin, 'POST', '/api/product/first-products', { search: 'LEC-1', enabled: 1, id_mark: 0 });
    expect(till.find((r) => r.id === leche.id)?.total_quantity).toBe(await stockOf(leche.id));
  });

  it('kardex/list pages a product ledger newest first with dates and refuses bad filters', async () => {
    const page = await kardexOf(leche.id);
    expect(page.total).toBeGreaterThan(3);
    const ids = page.data.map((r) => r.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    // balance is the running stock: each row's balance = the older row's balance + its delta
    for (let i = 0; i < page.data.length - 1; i++) expect(page.data[i].balance).toBe(page.data[i + 1].balance + page.data[i].delta);
    expect((await ok<Page<KardexRow>>(admin, 'GET', '/api/kardex/list', { fk_product: String(leche.id), date_from: today, date_to: today })).total).toBe(page.total);
    expect((await ok<Page<KardexRow>>(admin, 'GET', '/api/kardex/list', { fk_product: String(leche.id), date_to: addDays(today, -1) })).total).toBe(0);
    await refused(admin, 'GET', '/api/kardex/list', {}, 400, ['Producto: Es requerido']);
    await refused(admin, 'GET', '/api/kardex/list', { fk_product: '999999' }, 404, [LOT_MSG.productNotFound]);
    await refused(admin, 'GET', '/api/kardex/list', { fk_product: String(leche.id), date_from: 'ayer' }, 400, ['Desde: Fecha inválida']);
  });

  it('who may: 401 without a token; staff only on the inventory calls and only while the setting is 1', async () => {
    const lot = await addLot(queso.id, 6, 20);
    const low = (await ok<Page<LowLot>>(admin, 'GET', '/api/low-lot/list', {})).data[0];
    const optionsCalls: [InjectOptions['method'], string, unknown][] = [
      ['GET', '/api/product/list-with-total-lot', {}],
      ['GET', '/api/lot/search-lots', { fk_product: String(queso.id) }],
      ['POST', '/api/lot/add', { fk_product: queso.id, quantity: 1, expiration_date: addDays(today, 9) }],
      ['PUT', '/api/lot/update', { id: lot.id, initial_quantity: 7, quantity: 6, expiration_date: addDays(today, 20) }],
      ['POST', '/api/lot/cancel-lot', { id: lot.id, quantity: 1 }],
      ['GET', '/api/kardex/list', { fk_product: String(queso.id) }],
    ];
    const adminCalls: [InjectOptions['method'], string, unknown][] = [
      ['GET', '/api/lot/list', {}],
      ['GET', '/api/lot/expired-lots', {}],
      ['GET', '/api/lot/quantity-of-lots-near-expiration', undefined],
      ['GET', '/api/lot/lots-near-expiration', {}],
      ['GET', '/api/low-lot/list', {}],
      ['PUT', '/api/low-lot/revert-low-lot', { id: low.id }],
      ['DELETE', '/api/low-lot/delete-low-lot', { id: low.id }],
    ];
    const denied = ['No tiene permiso para realizar esta operación'];
    for (const [method, url, payload] of [...optionsCalls, ...adminCalls]) await refused(undefined, method, url, payload, 401);
    await setOptions(0);
    for (const [method, url, payload] of [...optionsCalls, ...adminCalls]) await refused(cashier, method, url, payload, 403, denied);
    await setOptions(1);
    try {
      for (const [method, url, payload] of adminCalls) await refused(cashier, method, url, payload, 403, denied);
      const auditFrom = await t.lastAuditId();
      for (const [method, url, payload] of optionsCalls) await ok(cashier, method, url, payload);
      const { cashierId } = await t.seededIds();
      const changes = await t.auditSince(auditFrom);
      expect(changes.map((a) => [a.action, a.userId])).toEqual([
        ['add', cashierId],
        ['edit', cashierId],
        ['write-off', cashierId],
      ]);
      expect((await kardexOf(queso.id)).data[0]).toMatchObject({ reason: 'Baja', user: 'Carlos Cajero' });
    } finally {
      await setOptions(0);
    }
    expect(await stockOf(queso.id)).toBeGreaterThan(0);
  });
});
