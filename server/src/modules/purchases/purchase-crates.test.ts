import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KARDEX_REASONS, LOT_QUANTITY_MAX, PRESENTATION_MSG, PURCHASE_MSG, toCents } from '@lactea/contracts';
import { kardex, presentations, purchaseDetails } from '../../db/schema/index.js';
import { parseCsv } from '../../../test/csv.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { takeFefo } from '../stock/ledger.fixtures.js';
import { businessToday, lotsOfPurchase, purchaseWorld, stockInvariant } from './purchases.fixtures.js';

type World = Awaited<ReturnType<typeof purchaseWorld>>;

/** Purchases by the crate: the lot counts units, and its cost per unit keeps the line's total to the cent. */
describe('purchases by presentation', () => {
  let t: TestApp;
  let admin: string;
  let w: World;
  let crate12: number;
  let pack6: number;
  let milkCrate: number;
  let retired: number;
  const today = businessToday();

  const crateLine = (product_id: number, presentation_id: number | null, quantity: number, unit_price: number, extra: Record<string, unknown> = {}) => ({
    product_id,
    presentation_id,
    quantity,
    unit_price,
    unit_cost: unit_price,
    discount: 0,
    expiration_date: '2099-06-30',
    ...extra,
  });
  const send = (detail: unknown[]) =>
    t.call(admin, 'POST', '/api/purchase/record-purchase', { purchase: { fk_provider: w.pil, date_purchase: today, cancelled: 1, gloss: null, discount: 0 }, detail });
  const record = async (detail: unknown[]) => {
    const res = await send(detail);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  /** A purchase's lots by product, then in the order they were made. */
  const lotsOf = async (purchaseId: number) => (await lotsOfPurchase(t, purchaseId)).sort((a, b) => a.fkProduct - b.fkProduct || a.id - b.id);
  /** Σ over the purchase's lots of initial quantity × unit cost, in cents. */
  const lotCents = async (purchaseId: number) => (await lotsOfPurchase(t, purchaseId)).reduce((s, l) => s + l.initialQuantity * toCents(l.unitCost), 0);

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.adminToken();
    w = await purchaseWorld(t);
    const rows = await t.db
      .insert(presentations)
      .values([
        { fkProduct: w.yogurt.id, name: 'Caja x12', units: 12, barcode: 'C-YOG-12', price: '60.00' },
        { fkProduct: w.yogurt.id, name: 'Pack x6', units: 6, barcode: 'C-YOG-6', price: '30.00' },
        { fkProduct: w.milk.id, name: 'Caja x10', units: 10, barcode: 'C-LEC-10', price: '65.00' },
        { fkProduct: w.yogurt.id, name: 'Caja x24', units: 24, barcode: 'C-YOG-24', price: '110.00', enabled: 0 },
      ])
      .returning({ id: presentations.id });
    [crate12, pack6, milkCrate, retired] = rows.map((r) => r.id);
  });
  afterAll(() => t.close());

  it('3 crates of 12 at Bs. 48,00 make one lot of 36 units at Bs. 4,00; the line keeps its crates and the crate', async () => {
    const p = await record([crateLine(w.yogurt.id, crate12, 3, 48, { subtotal: 144, total: 144 })]);
    expect(p.total_purchase).toBe(144);
    expect(p.products[0]).toMatchObject({ id: w.yogurt.id, presentation: { id: crate12, name: 'Caja x12', units: 12 }, pivot: { quantity: 3, unit_price: 48, unit_cost: 48, subtotal: 144, total: 144 } });
    const itsLots = await lotsOf(p.id);
    expect(itsLots.map((l) => [l.initialQuantity, l.unitCost, l.expirationDate])).toEqual([[36, '4.00', '2099-06-30']]);
    expect(p.products[0].pivot.fk_lot).toBe(itsLots[0].id);
    expect(await lotCents(p.id)).toBe(14400);
    const ledger = await t.db.select({ delta: kardex.delta, reason: kardex.reason }).from(kardex).where(and(eq(kardex.docKind, 'purchase'), eq(kardex.docId, p.id)));
    expect(ledger).toEqual([{ delta: 36, reason: KARDEX_REASONS.purchase }]);
    expect(await stockInvariant(t, w.yogurt.id)).toBe(36);
    const [stored] = await t.db.select({ quantity: purchaseDetails.quantity, units: purchaseDetails.presentationUnits }).from(purchaseDetails).where(eq(purchaseDetails.fkPurchase, p.id));
    expect(stored).toEqual({ quantity: 3, units: 12 });
  });

  it('a crate cost that does not divide evenly makes two lots of one expiry whose costs add up to the line to the cent', async () => {
    const stockBefore = await stockInvariant(t, w.yogurt.id);
    // 50,00 / 12 = 4,1666…: 8 units of each crate at 4,17 and 4 at 4,16 → 24 u × 4,17 + 12 u × 4,16 = 150,00.
    const p = await record([crateLine(w.yogurt.id, crate12, 3, 50), crateLine(w.milk.id, milkCrate, 7, 33.33), crateLine(w.cheese.id, null, 5, 12.34)]);
    expect(p.total_purchase).toBe(150 + 233.31 + 61.7);
    const itsLots = await lotsOf(p.id);
    const of = (product: number) => itsLots.filter((l) => l.fkProduct === product).map((l) => [l.initialQuantity, l.unitCost, l.expirationDate]);
    expect(of(w.yogurt.id)).toEqual([
      [24, '4.17', '2099-06-30'],
      [12, '4.16', '2099-06-30'],
    ]);
    // 33,33 / 10: 3 units of each crate at 3,34, 7 at 3,33 → 21 × 3,34 + 49 × 3,33 = 233,31 = 7 × 33,33.
    expect(of(w.milk.id)).toEqual([
      [21, '3.34', '2099-06-30'],
      [49, '3.33', '2099-06-30'],
    ]);
    expect(of(w.cheese.id)).toEqual([[5, '12.34', '2099-06-30']]);
    expect(await lotCents(p.id)).toBe(toCents(p.total_purchase));
    expect(await stockInvariant(t, w.yogurt.id)).toBe(stockBefore + 36);
    // The line points at its first lot; the cheaper one carries the purchase too.
    const yogurtLine = p.products.find((l: { id: number }) => l.id === w.yogurt.id);
    expect(yogurtLine.pivot.fk_lot).toBe(itsLots.find((l) => l.fkProduct === w.yogurt.id && l.unitCost === '4.17')!.id);

    // Cost of sales reads each lot's cost: 30 units of milk taken FEFO cost 21 × 3,34 + 9 × 3,33.
    const taken = await t.db.transaction((tx) =>
      takeFefo(tx, w.ctx, { fkProduct: w.milk.id, productName: 'Leche Entera', quantity: 30, today }, { reason: KARDEX_REASONS.sale, docKind: 'sale', docId: 1 }),
    );
    expect(taken.reduce((s, l) => s + l.quantity * toCents(l.unitCost), 0)).toBe(7014 + 2997);
  });

  it('annulling a purchase of uneven crates takes out both lots: stock back exactly where it was', async () => {
    const before = await stockInvariant(t, w.yogurt.id);
    const p = await record([crateLine(w.yogurt.id, pack6, 5, 25.01)]);
    // 25,01 / 6: 5 units of each pack at 4,17, 1 at 4,16 → 25 × 4,17 + 5 × 4,16 = 125,05 = 5 × 25,01.
    expect((await lotsOf(p.id)).map((l) => [l.initialQuantity, l.unitCost])).toEqual([
      [25, '4.17'],
      [5, '4.16'],
    ]);
    expect(await lotCents(p.id)).toBe(12505);
    expect(await stockInvariant(t, w.yogurt.id)).toBe(before + 30);
    const res = await t.call(admin, 'PATCH', '/api/purchase/cancel-pucharse', { id: p.id, version: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect((await lotsOf(p.id)).map((l) => l.quantity)).toEqual([0, 0]);
    expect(await stockInvariant(t, w.yogurt.id)).toBe(before);
    const annul = await t.db.select({ delta: kardex.delta }).from(kardex).where(and(eq(kardex.docId, p.id), eq(kardex.reason, KARDEX_REASONS.purchaseAnnul)));
    expect(annul.map((k) => k.delta).sort()).toEqual([-25, -5]);
  });

  it('refuses another product\'s presentation, a disabled one, and crates whose units no lot holds; writes nothing', async () => {
    const before = await t.snapshot();
    const res = await send([
      crateLine(w.yogurt.id, retired, 1, 100),
      crateLine(w.milk.id, crate12, 1, 50),
      crateLine(w.cheese.id, 999_999, 1, 50),
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().messages).toEqual([
      PRESENTATION_MSG.saleDisabled(1, 'Yogurt Frutilla', 'Caja x24'),
      PRESENTATION_MSG.saleMissing(2, 'Leche Entera'),
      PRESENTATION_MSG.saleMissing(3, 'Queso Fresco'),
    ]);
    const huge = await send([crateLine(w.yogurt.id, crate12, LOT_QUANTITY_MAX / 10, 1)]);
    expect(huge.json().messages).toEqual([PURCHASE_MSG.lotTooLarge(1, 'Yogurt Frutilla', (LOT_QUANTITY_MAX / 10) * 12)]);
    const decimal = await send([crateLine(w.yogurt.id, crate12, 1.5, 10)]);
    expect(decimal.json().messages).toEqual(['Línea 1 · Cantidad: Debe ser un número entero']);
    expect(await t.snapshot()).toEqual(before);
  });

  it('purchases-by-product shows the crate and counts units in its total; the product dialog offers enabled presentations', async () => {
    const res = await t.call(admin, 'GET', '/api/purchase/purchases-by-product', { product_id: w.yogurt.id });
    const rows = res.json().data as { quantity: number; presentation: { name: string; units: number } | null; enabled?: number }[];
    expect(rows.map((r) => [r.quantity, r.presentation?.name ?? null])).toEqual([
      [3, 'Caja x12'],
      [3, 'Caja x12'],
    ]);
    // 36 + 36 units (the annulled purchase's line is no longer listed).
    expect(res.json().total_quantity).toBe(72);
    const csv = await t.app.inject({ method: 'GET', url: '/api/purchase/purchases-by-product/export', query: { product_id: String(w.yogurt.id), format: 'csv' }, headers: { authorization: `Bearer ${admin}` } });
    const cells = parseCsv(csv.body);
    expect(cells[1].slice(3, 8)).toEqual(['50,00', '3', 'Caja x12', '36', '150,00']);
    expect(cells.at(-1)?.slice(3, 8)).toEqual(['', '', '', '72', '294,00']);
    const prods = await t.call(admin, 'GET', '/api/purchase/products', { search: '' });
    const offered = Object.fromEntries(prods.json().data.map((p: { product: string; presentations: { name: string }[] }) => [p.product, p.presentations.map((x) => x.name)]));
    expect(offered).toEqual({ 'Leche Entera': ['Caja x10'], 'Queso Fresco': [], 'Yogurt Frutilla': ['Caja x12', 'Pack x6'] });
  });
});
