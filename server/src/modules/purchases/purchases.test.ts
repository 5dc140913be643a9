import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KARDEX_REASONS, LOT_MSG } from '@lactea/contracts';
import { auditLog, kardex, lots, productStock, purchaseDetails, purchases, settings } from '../../db/schema/index.js';
import { createTestApp, expectNoSecretsIn, type TestApp } from '../../../test/helpers.js';
import { cloneRows, tablesUnderLimit } from '../../../test/plans.js';
import { rowsOf } from '../../db/types.js';
import { purchaseHeadsPage, selectLines } from './purchases.reports.js';
import { moveLot } from '../stock/ledger.js';
import { takeFefo } from '../stock/ledger.fixtures.js';
import { addDays } from '../stock/stock-sql.js';
import { businessToday, lotsOfPurchase, purchaseWorld, stockInvariant } from './purchases.fixtures.js';

type World = Awaited<ReturnType<typeof purchaseWorld>>;

describe('purchases API', () => {
  let t: TestApp;
  let admin: string;
  let w: World;
  const today = businessToday();

  const line = (product_id: number, quantity: number, unit_price: number, discount = 0, extra: Record<string, unknown> = {}) => ({
    product_id,
    quantity,
    unit_price,
    unit_cost: unit_price,
    discount,
    expiration_date: '2099-06-30',
    ...extra,
  });
  const body = (detail: unknown[], purchase: Record<string, unknown> = {}) => ({
    purchase: { fk_provider: w.pil, date_purchase: today, cancelled: 1, gloss: 'Factura 123', discount: 0, ...purchase },
    detail,
  });
  const record = async (detail: unknown[], purchase: Record<string, unknown> = {}) => {
    const res = await t.call(admin, 'POST', '/api/purchase/record-purchase', body(detail, purchase));
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.adminToken();
    w = await purchaseWorld(t);
  });
  afterAll(async () => {
    expectNoSecretsIn(t);
    await t.close();
  });

  it('records a purchase: server figures, one lot and one Compra ledger row per line, audited', async () => {
    const auditFrom = await t.lastAuditId();
    const p = await record(
      [line(w.yogurt.id, 3, 12.5, 1.5, { subtotal: 37.5, total: 36 }), line(w.milk.id, 10, 6.6), line(w.cheese.id, 2, 30.05, 0.1)],
      { discount: 0.5, total_purchase: 36 + 66 + 60 - 0.5 },
    );
    expect(p).toMatchObject({ total_purchase: 161.5, discount: 0.5, cancelled: 1, gloss: 'Factura 123', date_purchase: today, fk_provider: w.pil, enabled: 1, version: 1, provider: { provider: 'PIL Andina' }, date: today });
    expect(p.products.map((l: { id: number; pivot: { subtotal: number; total: number } }) => [l.id, l.pivot.subtotal, l.pivot.total])).toEqual([
      [w.yogurt.id, 37.5, 36],
      [w.milk.id, 66, 66],
      [w.cheese.id, 60.1, 60],
    ]);
    const itsLots = await lotsOfPurchase(t, p.id);
    expect(itsLots.map((l) => [l.fkProduct, l.quantity, l.initialQuantity, l.unitCost, l.expirationDate])).toEqual(
      [
        [w.milk.id, 10, 10, '6.60', '2099-06-30'],
        [w.yogurt.id, 3, 3, '12.50', '2099-06-30'],
        [w.cheese.id, 2, 2, '30.05', '2099-06-30'],
      ].sort((a, b) => Number(a[0]) - Number(b[0])),
    );
    for (const l of p.products) expect(itsLots.find((x) => x.id === l.pivot.fk_lot)?.fkProduct).toBe(l.id);
    const ledger = await t.db.select().from(kardex).where(and(eq(kardex.docKind, 'purchase'), eq(kardex.docId, p.id)));
    expect(ledger).toHaveLength(3);
    expect(ledger.every((k) => k.reason === KARDEX_REASONS.purchase)).toBe(true);
    expect(await stockInvariant(t, w.milk.id)).toBe(10);
    expect(await stockInvariant(t, w.yogurt.id)).toBe(3);
    const audits = await t.auditSince(auditFrom);
    expect(audits.map((a) => [a.action, a.entity, a.entityId])).toEqual([['add', 'purchase', p.id]]);
  });

  it('refuses bad input with clear Spanish messages and writes nothing', async () => {
    const before = await t.snapshot();
    const cases: [unknown, number, string[]][] = [
      [body([]), 400, ['Añada productos al detalle']],
      [{ detail: [line(w.milk.id, 1, 1)] }, 400, ['Compra · Proveedor: Seleccione un proveedor', 'Compra · Fecha Compra: Es requerido', 'Compra · Cancelado: Es requerido', 'Compra · Descuento: Es requerido']],
      [body([line(w.milk.id, 1.5, 1)]), 400, ['Línea 1 · Cantidad: Debe ser un número entero']],
      [body([line(w.milk.id, 1, 1), line(w.yogurt.id, -2, 1)]), 400, ['Línea 2 · Cantidad: Debe ser mayor a 0']],
      [body([line(w.milk.id, 1, 1.234, 0, { unit_cost: 1 })]), 400, ['Línea 1 · P.U.: Solo se permiten 2 decimales']],
      [body([line(w.milk.id, 1, 1, 0, { expiration_date: '2025-02-30' })]), 400, ['Línea 1 · Fecha Vencimiento: Fecha inválida']],
      [body([line(w.milk.id, 1, 1)], { date_purchase: 'ayer' }), 400, ['Compra · Fecha Compra: Fecha inválida']],
      // A purchase already happened: tomorrow is a slip of the keys (today itself is allowed).
      [body([line(w.milk.id, 1, 1)], { date_purchase: addDays(today, 1) }), 400, ['Fecha Compra: no puede ser posterior a hoy']],
      // The rule lot/add applies, naming the line (today itself is allowed).
      [
        body([line(w.milk.id, 1, 1, 0, { expiration_date: today }), line(w.yogurt.id, 1, 1, 0, { expiration_date: addDays(today, -3) })]),
        400,
        [`Línea 2 · Fecha Vencimiento: ${LOT_MSG.pastExpiry}`],
      ],
      [body([line(w.milk.id, 2, 5, 10.01)]), 400, ['Línea 1: el descuento no puede ser mayor al subtotal']],
      [body([line(w.milk.id, 2, 5, 0, { subtotal: 11 })]), 400, ['Línea 1: el subtotal no coincide; debe ser Bs. 10,00']],
      [body([line(w.milk.id, 2, 5)], { total_purchase: 9.99 }), 400, ['El total de la compra no coincide; debe ser Bs. 10,00']],
      [body([line(w.milk.id, 2, 5)], { discount: 10.5 }), 400, ['El descuento no puede ser mayor al total del detalle']],
      [body([line(w.milk.id, 1, 1), line(w.yogurt.id, 1, 1), line(w.milk.id, 2, 1)]), 400, ['El producto Leche Entera está dos veces en el detalle']],
      [body([line(w.old.id, 1, 1)]), 400, ['El producto Producto Viejo está inhabilitado']],
      [body([line(999999, 1, 1)]), 404, ['No existe el producto con id 999999']],
      [body([line(w.milk.id, 1, 1)], { fk_provider: 999999 }), 404, ['No existe el proveedor']],
      [body([line(w.milk.id, 1, 1)], { fk_provider: w.closed }), 400, ['El proveedor Cerrado está inhabilitado']],
      [body([line(w.milk.id, 1, 1)], { gloss: 'g'.repeat(201) }), 400, ['Compra · Glosa: No puede exceder los 200 dígitos']],
      [body([line(w.milk.id, 3_000_000_000, 1)]), 400, ['Línea 1 · Cantidad: No puede ser mayor a 2147483647']],
      // A line is a lot: no more than a lot holds; and price × quantity within a money figure.
      [body([line(w.milk.id, 99_999_999, 1)]), 400, ['Línea 1 · Cantidad: No puede ser mayor a 1000000']],
      [body([line(w.milk.id, 1_000_000, 100)]), 400, ['Línea 1 · Cantidad: El subtotal de la línea no puede pasar de Bs. 99.999.999,99: revise la cantidad y el precio']],
      [body([line(w.milk.id, 1_000_000, 'x' as unknown as number)]), 400, ['Línea 1 · P.U.: Debe ser un número', 'Línea 1 · Costo: Debe ser un número']],
      // Numbers out of any range stop at their field: 1e308 once reached the line's BigInt cents (500).
      [body([line(w.milk.id, 1, 1e308)]), 400, ['Línea 1 · P.U.: No puede exceder los 8 dígitos', 'Línea 1 · Costo: No puede exceder los 8 dígitos']],
      [body([line(w.milk.id, 1, -1e308)]), 400, ['Línea 1 · P.U.: No debe ser negativo', 'Línea 1 · Costo: No debe ser negativo']],
      [body([line(w.milk.id, 1e308, 1)]), 400, ['Línea 1 · Cantidad: No puede ser mayor a 2147483647']],
      [body([line(w.milk.id, 1, 0.1 + 0.2)]), 400, ['Línea 1 · P.U.: Solo se permiten 2 decimales', 'Línea 1 · Costo: Solo se permiten 2 decimales']],
      [body([line(w.milk.id, 1, 1)], { cancelled: true }), 400, ['Compra · Cancelado: Debe ser 0 o 1']],
      // An unknown key is named even beside the faults it causes (a misspelt key leaves its field missing).
      [body([{ ...line(w.milk.id, 1, 1), unit_cost: undefined, unit_cst: 1 }]), 400, ['Línea 1 · Costo: Es requerido', 'Campo no permitido: detail.0.unit_cst']],
      [{ ...body([line(w.milk.id, 1, 1)], { discount: undefined, discunt: 0 }) }, 400, ['Compra · Descuento: Es requerido', 'Campo no permitido: purchase.discunt']],
      [{ ...body([]), proveedor: 1 }, 400, ['Campo no permitido: proveedor', 'Añada productos al detalle']],
    ];
    for (const [payload, status, messages] of cases) {
      const res = await t.call(admin, 'POST', '/api/purchase/record-purchase', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().messages).toEqual(messages);
    }
    expect(await t.snapshot()).toEqual(before);
  });

  it('edits only the header, recomputes the total, keeps lines and lots, refuses a stale version', async () => {
    const p = await record([line(w.milk.id, 4, 5), line(w.cheese.id, 1, 20)]);
    const lotsBefore = await lotsOfPurchase(t, p.id);
    const auditFrom = await t.lastAuditId();
    const res = await t.call(admin, 'PUT', '/api/purchase/edit', {
      id: p.id,
      version: 1,
      fk_provider: w.delizia,
      date_purchase: '2026-01-15',
      cancelled: 0,
      gloss: '  Pagar el lunes ',
      discount: 2.25,
      total_purchase: 37.75,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: p.id, version: 2, fk_provider: w.delizia, provider: { provider: 'Delizia' }, date_purchase: '2026-01-15', cancelled: 0, gloss: 'Pagar el lunes', discount: 2.25, total_purchase: 37.75 });
    expect(res.json().products).toEqual(p.products);
    expect(await lotsOfPurchase(t, p.id)).toEqual(lotsBefore);
    const lines = await t.db.select().from(purchaseDetails).where(eq(purchaseDetails.fkPurchase, p.id));
    expect(lines.every((l) => l.datePurchase === '2026-01-15' && l.fkProvider === w.delizia)).toBe(true);
    expect((await t.auditSince(auditFrom)).map((a) => a.action)).toEqual(['edit']);

    const before = await t.snapshot();
    const stale = await t.call(admin, 'PUT', '/api/purchase/edit', { id: p.id, version: 1, fk_provider: w.pil, date_purchase: today, cancelled: 1, gloss: null, discount: 0, total_purchase: 40 });
    expect(stale.statusCode).toBe(409);
    const tooMuch = await t.call(admin, 'PUT', '/api/purchase/edit', { id: p.id, version: 2, fk_provider: w.pil, date_purchase: today, cancelled: 1, gloss: null, discount: 40.01, total_purchase: 0 });
    expect(tooMuch.json().messages).toEqual(['El descuento no puede ser mayor al total del detalle']);
    const tomorrow = await t.call(admin, 'PUT', '/api/purchase/edit', { id: p.id, version: 2, fk_provider: w.pil, date_purchase: addDays(today, 1), cancelled: 1, gloss: null, discount: 0, total_purchase: 40 });
    expect(tomorrow.json()).toEqual({ messages: ['Fecha Compra: no puede ser posterior a hoy'] });
    // Each field named as the form labels it, never by its key ('date_purchase: …').
    const malformed = await t.call(admin, 'PUT', '/api/purchase/edit', { id: p.id, version: 2, fk_provider: w.pil, date_purchase: '2026-02-30', cancelled: 1, gloss: null, discount: 1.005, total_purchase: 38.995 });
    expect(malformed.json()).toEqual({ messages: ['Fecha Compra: Fecha inválida', 'Descuento: Solo se permiten 2 decimales', 'Total Compra: Solo se permiten 2 decimales'] });
    const missing = await t.call(admin, 'PUT', '/api/purchase/edit', { id: 999999, version: 1, fk_provider: w.pil, date_purchase: today, cancelled: 1, gloss: null, discount: 0, total_purchase: 40 });
    expect(missing.statusCode).toBe(404);
    expect(await t.snapshot()).toEqual(before);
  });

  it('annuls: removes exactly what the purchase added, leaves the enabled lists, shows in canceled-purchases', async () => {
    const stockBefore = { milk: await stockInvariant(t, w.milk.id), yogurt: await stockInvariant(t, w.yogurt.id) };
    const p = await record([line(w.milk.id, 7, 5), line(w.yogurt.id, 5, 9)], { gloss: 'para anular' });
    expect(await stockInvariant(t, w.milk.id)).toBe(stockBefore.milk + 7);
    const auditFrom = await t.lastAuditId();
    const res = await t.call(admin, 'PATCH', '/api/purchase/cancel-pucharse', { id: p.id, version: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ enabled: 0, version: 2 });
    expect(await stockInvariant(t, w.milk.id)).toBe(stockBefore.milk);
    expect(await stockInvariant(t, w.yogurt.id)).toBe(stockBefore.yogurt);
    expect((await lotsOfPurchase(t, p.id)).map((l) => l.quantity)).toEqual([0, 0]);
    const annulRows = await t.db.select().from(kardex).where(and(eq(kardex.docId, p.id), eq(kardex.reason, KARDEX_REASONS.purchaseAnnul)));
    expect(annulRows.map((k) => k.delta).sort()).toEqual([-5, -7]);
    expect((await t.auditSince(auditFrom)).map((a) => [a.action, a.entity, a.entityId])).toEqual([['annul', 'purchase', p.id]]);

    const listed = await t.call(admin, 'GET', '/api/purchase/purchases-report-register', { date_from: today, date_to: today });
    expect(listed.json().data.map((r: { id: number }) => r.id)).not.toContain(p.id);
    const canceled = await t.call(admin, 'GET', '/api/purchase/canceled-purchases', { date_from: today, date_to: today });
    expect(canceled.json().data.map((r: { id: number; enabled: number }) => [r.id, r.enabled])).toContainEqual([p.id, 0]);
    const [row] = await t.db.select().from(purchases).where(eq(purchases.id, p.id));
    expect(row.enabled).toBe(0);

    const before = await t.snapshot();
    const again = await t.call(admin, 'PATCH', '/api/purchase/cancel-pucharse', { id: p.id, version: 2 });
    expect(again.json().messages).toEqual(['La compra ya fue anulada']);
    const stale = await t.call(admin, 'PATCH', '/api/purchase/cancel-pucharse', { id: p.id, version: 1 });
    expect(stale.statusCode).toBe(409);
    const edit = await t.call(admin, 'PUT', '/api/purchase/edit', { id: p.id, version: 2, fk_provider: w.pil, date_purchase: today, cancelled: 1, gloss: 'para anular', discount: 0, total_purchase: 80 });
    expect(edit.json().messages).toEqual(['La compra ya fue anulada']);
    expect(await t.snapshot()).toEqual(before);
  });

  it('refuses to annul after a sale or a write-off took from its lots, naming the product', async () => {
    for (const take of ['sale', 'write-off'] as const) {
      const p = await record([line(w.milk.id, 2, 5), line(w.cheese.id, 6, 20)]);
      const cheeseLot = (await lotsOfPurchase(t, p.id)).find((l) => l.fkProduct === w.cheese.id)!;
      if (take === 'sale') {
        // The only sellable cheese is whatever FEFO finds first: make this lot the earliest.
        await t.db.update(lots).set({ expirationDate: '2098-01-01' }).where(eq(lots.id, cheeseLot.id));
        await t.db.transaction((tx) => takeFefo(tx, w.ctx, { fkProduct: w.cheese.id, productName: 'Queso Fresco', quantity: 1, today }, { reason: KARDEX_REASONS.sale, docKind: 'sale', docId: 1 }));
      } else {
        await t.db.transaction((tx) => moveLot(tx, w.ctx, { fkLot: cheeseLot.id, delta: -1 }, { reason: KARDEX_REASONS.writeOff, docKind: 'low_lot' }));
      }
      const before = await t.snapshot();
      const res = await t.call(admin, 'PATCH', '/api/purchase/cancel-pucharse', { id: p.id, version: 1 });
      expect(res.statusCode).toBe(400);
      expect(res.json().messages).toEqual(['No se puede anular la compra: el lote de Queso Fresco ya vendió o dio de baja stock']);
      expect(await t.snapshot()).toEqual(before);
      await t.db.update(lots).set({ expirationDate: '2099-06-30' }).where(eq(lots.id, cheeseLot.id));
    }
  });

  it('a concurrent annulment and sale of the same lot leave stock, lots and ledger consistent', async () => {
    for (let round = 0; round < 4; round++) {
      // The purchase's lot is the product's only sellable stock: the sale must come from it.
      await t.db.update(lots).set({ expirationDate: '2000-01-01' }).where(eq(lots.fkProduct, w.yogurt.id));
      const p = await record([line(w.yogurt.id, 3, 9)]);
      const sale = t.db
        .transaction((tx) => takeFefo(tx, w.ctx, { fkProduct: w.yogurt.id, productName: 'Yogurt Frutilla', quantity: 2, today }, { reason: KARDEX_REASONS.sale, docKind: 'sale', docId: 2 }))
        .then(() => 'sold', (e: { messages?: string[] }) => e.messages?.[0] ?? String(e));
      const annul = t.call(admin, 'PATCH', '/api/purchase/cancel-pucharse', { id: p.id, version: 1 }).then((r) => r.statusCode);
      const [sold, annulled] = await Promise.all([sale, annul]);
      const [lot] = await lotsOfPurchase(t, p.id);
      if (annulled === 200) {
        expect(sold).toBe('Inventario insuficiente de Yogurt Frutilla');
        expect(lot.quantity).toBe(0);
      } else {
        expect([sold, annulled]).toEqual(['sold', 400]);
        expect(lot.quantity).toBe(1);
      }
      await stockInvariant(t, w.yogurt.id);
    }
  });

  it('reports: registration and purchase dates, paid filter, provider, totals over the whole filter, paging', async () => {
    const a = await record([line(w.milk.id, 1, 100)], { date_purchase: '2025-03-10', cancelled: 0, fk_provider: w.delizia });
    const b = await record([line(w.milk.id, 1, 50)], { date_purchase: '2025-03-20', cancelled: 1, fk_provider: w.delizia });
    const byDate = await t.call(admin, 'GET', '/api/purchase/purchases-report', { date_from: '2025-03-01', date_to: '2025-03-31' });
    expect(byDate.json()).toMatchObject({ total: 2, total_purchases: 150, current_page: 1, last_page: 1 });
    expect(byDate.json().data.map((r: { id: number }) => r.id)).toEqual([b.id, a.id]);
    const unpaid = await t.call(admin, 'GET', '/api/purchase/purchases-report', { date_from: '2025-03-01', date_to: '2025-03-31', cancelled: 0 });
    expect(unpaid.json().data.map((r: { id: number }) => r.id)).toEqual([a.id]);
    const register = await t.call(admin, 'GET', '/api/purchase/purchases-report-register', { date_from: today, date_to: today, fk_provider: w.delizia, cancelled: 2 });
    expect(register.json().data.map((r: { id: number }) => r.id).slice(0, 2)).toEqual([b.id, a.id]);
    const none = await t.call(admin, 'GET', '/api/purchase/purchases-report-register', { date_from: '2020-01-01', date_to: '2020-01-31' });
    expect(none.json()).toEqual({ data: [], current_page: 1, last_page: 1, total: 0, total_purchases: 0, total_returned: 0 });
    // Totals cover every page, the page only its rows.
    const all = await t.call(admin, 'GET', '/api/purchase/purchases-report-register', { page: 1 });
    const [{ n, sum }] = await t.db.select({ n: sql<number>`count(*)::int`, sum: sql<string>`sum(total_purchase)::text` }).from(purchases).where(eq(purchases.enabled, 1));
    expect(all.json()).toMatchObject({ total: Number(n), total_purchases: Number(sum), last_page: Math.ceil(Number(n) / 10) });
    const badDate = await t.call(admin, 'GET', '/api/purchase/purchases-report', { date_from: '2025-13-01' });
    expect(badDate.statusCode).toBe(400);

    const lines = await t.call(admin, 'GET', '/api/purchase/purchases-by-product', { date_from: '2025-03-01', date_to: '2025-03-31', product_id: w.milk.id, provider_id: w.delizia });
    expect(lines.json()).toMatchObject({ total: 2, total_purchases: 150, total_quantity: 2 });
    expect(lines.json().data[0]).toMatchObject({ fk_purchase: b.id, product: 'Leche Entera', provider: 'Delizia', unit_price: 50, quantity: 1, subtotal: 50, discount: 0, total: 50, date_purchase: '2025-03-20' });
    const shown = await t.call(admin, 'GET', '/api/purchase/show', { id: b.id });
    expect(shown.json()).toMatchObject({ id: b.id, total_purchase: 50, products: [{ id: w.milk.id, product: 'Leche Entera' }] });
    expect((await t.call(admin, 'GET', '/api/purchase/show', { id: 999999 })).statusCode).toBe(404);
    const byUser = await t.call(admin, 'GET', '/api/purchase/canceled-purchases', { fk_user: 999 });
    expect(byUser.json().total).toBe(0);
  });

  it('offers enabled providers and products to the purchase dialogs', async () => {
    const provs = await t.call(admin, 'GET', '/api/purchase/providers', { search: 'deli' });
    expect(provs.json().data.map((p: { provider: string }) => p.provider)).toEqual(['Delizia']);
    const closed = await t.call(admin, 'GET', '/api/purchase/providers', { search: 'cerr' });
    expect(closed.json().data).toEqual([]);
    const everyOne = await t.call(admin, 'GET', '/api/purchase/providers', { search: 'cerr', all: 1 });
    expect(everyOne.json().data.map((p: { provider: string; enabled: number }) => [p.provider, p.enabled])).toEqual([['Cerrado', 0]]);
    const prods = await t.call(admin, 'GET', '/api/purchase/products', { search: '' });
    expect(prods.json().data.map((p: { product: string }) => p.product)).toEqual(['Leche Entera', 'Queso Fresco', 'Yogurt Frutilla']);
  });

  it('is for the administrator, and for staff only while enabled_options_user = 1', async () => {
    const cashier = await t.cashierToken();
    const routes: [string, string, unknown][] = [
      ['POST', '/api/purchase/record-purchase', body([line(w.milk.id, 1, 1)])],
      ['PUT', '/api/purchase/edit', { id: 1, version: 1, fk_provider: w.pil, date_purchase: today, cancelled: 1, discount: 0 }],
      ['PATCH', '/api/purchase/cancel-pucharse', { id: 1, version: 1 }],
      ['GET', '/api/purchase/purchases-report-register', {}],
      ['GET', '/api/purchase/purchases-report', {}],
      ['GET', '/api/purchase/canceled-purchases', {}],
      ['GET', '/api/purchase/purchases-by-product', {}],
      ['GET', '/api/purchase/purchases-report/export', {}],
      ['GET', '/api/purchase/providers', {}],
      ['GET', '/api/purchase/products', {}],
    ];
    const before = await t.snapshot();
    for (const [method, url, payload] of routes) {
      expect((await t.call(undefined, method as 'GET', url, payload)).statusCode, url).toBe(401);
      expect((await t.call(cashier, method as 'GET', url, payload)).statusCode, url).toBe(403);
    }
    expect(await t.snapshot()).toEqual(before);
    await t.db.update(settings).set({ enabledOptionsUser: 1 }).where(eq(settings.id, 1));
    const res = await t.call(cashier, 'POST', '/api/purchase/record-purchase', body([line(w.cheese.id, 1, 1)]));
    expect(res.statusCode, res.body).toBe(200);
    const { cashierId } = await t.seededIds();
    expect(res.json()).toMatchObject({ fk_user: cashierId, user: 'Carlos Cajero' });
    expect((await t.call(cashier, 'GET', '/api/purchase/purchases-report', {})).statusCode).toBe(200);
    const [audit] = await t.db.select().from(auditLog).where(and(eq(auditLog.entity, 'purchase'), eq(auditLog.entityId, res.json().id)));
    expect(audit.userId).toBe(cashierId);
    await t.db.update(settings).set({ enabledOptionsUser: 0 }).where(eq(settings.id, 1));
    expect((await t.call(cashier, 'GET', '/api/purchase/purchases-report', {})).statusCode).toBe(403);
    const [{ n }] = await t.db.select({ n: sql<number>`count(*)::int` }).from(productStock);
    expect(Number(n)).toBeGreaterThan(0);
  });

  it('a deep page of each purchases list is the same slice of the whole list; the rows it steps over are index entries', async () => {
    await cloneRows(t.db, 'purchases', 40);
    await cloneRows(t.db, 'purchase_details', 25);
    const size = t.config.pageSize;
    type Key = { id: number; at: number; day: string };
    // The registration moment in microseconds (a JS date would drop them and misorder close purchases).
    const keysOf = async (table: string, at: string) =>
      rowsOf<Record<string, unknown>>(
        await t.db.execute(sql`select id, ${sql.raw(at)} as at, date_purchase::text as day from ${sql.identifier(table)} where enabled = 1`),
      ).map((r): Key => ({ id: Number(r.id), at: Number(r.at), day: String(r.day) }));
    const byDay = (a: Key, b: Key) => (a.day < b.day ? 1 : a.day > b.day ? -1 : b.id - a.id);
    const heads = await keysOf('purchases', '(extract(epoch from created_at) * 1000000)::bigint::text');
    const lines = await keysOf('purchase_details', '0');
    const cases: [string, number[]][] = [
      ['/api/purchase/purchases-report-register', [...heads].sort((a, b) => b.at - a.at || b.id - a.id).map((k) => k.id)],
      ['/api/purchase/purchases-report', [...heads].sort(byDay).map((k) => k.id)],
      ['/api/purchase/purchases-by-product', [...lines].sort(byDay).map((k) => k.id)],
    ];
    for (const [url, ids] of cases) {
      const page = Math.ceil(ids.length / size) - 2;
      expect(page).toBeGreaterThan(10);
      const res = await t.call(admin, 'GET', url, { page });
      expect(res.statusCode, res.body).toBe(200);
      const answer = res.json() as { data: { id: number }[]; total: number; current_page: number; last_page: number };
      expect(answer.data.map((r) => r.id), url).toEqual(ids.slice((page - 1) * size, page * size));
      expect(answer).toMatchObject({ total: ids.length, current_page: page, last_page: Math.ceil(ids.length / size) });
    }
    const deep = { limit: size, offset: 100 };
    const enabled = eq(purchases.enabled, 1);
    expect(await tablesUnderLimit(t.db, purchaseHeadsPage(t.db, t.config.tzBusiness, 'register', enabled, deep))).toEqual(['purchases']);
    expect(await tablesUnderLimit(t.db, purchaseHeadsPage(t.db, t.config.tzBusiness, 'purchase', enabled, deep))).toEqual(['purchases']);
    expect(await tablesUnderLimit(t.db, selectLines(t.db, eq(purchaseDetails.enabled, 1), deep))).toEqual(['purchase_details']);
  });
});
