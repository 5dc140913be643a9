import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KARDEX_REASONS } from '@lactea/contracts';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { kardex, lots, marks, products, productStock } from '../../db/schema/index.js';
import type { Ctx } from '../../lib/context.js';
import { addLot, moveLot } from './ledger.js';
import { takeFefo, takeLines } from './ledger.fixtures.js';

/** The ledger's own invariant on a small sequence; the stock module's property test covers the rest. */
describe('stock ledger', () => {
  let t: TestApp;
  let ctx: Ctx;
  let productId: number;
  beforeAll(async () => {
    t = await createTestApp();
    const { adminId } = await t.seededIds();
    ctx = { db: t.db, config: t.config, user: { id: adminId, name: 'A', category: 'a', username: 'admin' }, ip: '127.0.0.1' } as Ctx;
    const [mark] = await t.db.insert(marks).values({ mark: 'PIL', markKey: 'pil' }).returning();
    const [p] = await t.db
      .insert(products)
      .values({ code: 'L1', codeKey: 'l1', product: 'Leche', description: 'd', price: '10.00', cost: '7.00', fkMark: mark.id, searchText: 'leche' })
      .returning();
    productId = p.id;
  });
  afterAll(() => t.close());

  async function invariant() {
    const [{ deltas }] = await t.db.select({ deltas: sql<number>`coalesce(sum(delta), 0)::int` }).from(kardex).where(eq(kardex.fkProduct, productId));
    const [{ inLots }] = await t.db.select({ inLots: sql<number>`coalesce(sum(quantity), 0)::int` }).from(lots).where(eq(lots.fkProduct, productId));
    const [{ stock }] = await t.db.select({ stock: productStock.quantity }).from(productStock).where(eq(productStock.fkProduct, productId));
    expect(deltas).toBe(stock);
    expect(Number(inLots)).toBe(stock);
    return stock;
  }

  it('a new product has a stock row at 0', async () => {
    expect(await invariant()).toBe(0);
  });

  it('adds lots, moves, refuses below zero, takes FEFO skipping expired lots', async () => {
    const src = { reason: KARDEX_REASONS.newLot, docKind: 'lot' } as const;
    const expired = await t.db.transaction((tx) => addLot(tx, ctx, { fkProduct: productId, quantity: 5, expirationDate: '2020-01-01', unitCost: '7.00' }, src));
    const late = await t.db.transaction((tx) => addLot(tx, ctx, { fkProduct: productId, quantity: 4, expirationDate: '2099-12-31', unitCost: '7.50' }, src));
    const early = await t.db.transaction((tx) => addLot(tx, ctx, { fkProduct: productId, quantity: 3, expirationDate: '2099-01-01', unitCost: '7.25' }, src));
    expect(await invariant()).toBe(12);

    const refused = await t.db.transaction((tx) => moveLot(tx, ctx, { fkLot: early.id, delta: -4 }, { reason: KARDEX_REASONS.writeOff, docKind: 'low_lot' }));
    expect(refused).toBeNull();
    expect(await invariant()).toBe(12);

    const sale = { reason: KARDEX_REASONS.sale, docKind: 'sale', docId: 1 } as const;
    await expect(
      t.db.transaction((tx) => takeFefo(tx, ctx, { fkProduct: productId, productName: 'Leche', quantity: 8, today: '2026-11-22' }, sale)),
    ).rejects.toMatchObject({ status: 400, messages: ['Inventario insuficiente de Leche'] });
    const taken = await t.db.transaction((tx) => takeFefo(tx, ctx, { fkProduct: productId, productName: 'Leche', quantity: 5, today: '2026-11-22' }, sale));
    expect(taken).toEqual([
      { fkLot: early.id, quantity: 3, unitCost: '7.25' },
      { fkLot: late.id, quantity: 2, unitCost: '7.50' },
    ]);
    expect(await invariant()).toBe(7);
    const rows = await t.db.select().from(kardex).where(eq(kardex.fkProduct, productId)).orderBy(kardex.id);
    expect(rows.map((r) => [r.delta, r.balance])).toEqual([[5, 5], [4, 9], [3, 12], [-3, 9], [-2, 7]]);
    expect(expired.balance).toBe(5);
  });

  it("takes a sale's lines together: a product on two lines crosses its lots in line order, each move with its balance; a short line refuses all", async () => {
    const [mark] = await t.db.select().from(marks).limit(1);
    const [other] = await t.db
      .insert(products)
      .values({ code: 'Y1', codeKey: 'y1', product: 'Yogurt', description: 'd', price: '6.00', cost: '4.00', fkMark: mark.id, searchText: 'yogurt' })
      .returning();
    const src = { reason: KARDEX_REASONS.newLot, docKind: 'lot' } as const;
    const yogurt = await t.db.transaction((tx) => addLot(tx, ctx, { fkProduct: other.id, quantity: 10, expirationDate: '2099-06-01', unitCost: '4.00' }, src));
    const lotsOfMilk = await t.db.select().from(lots).where(sql`${lots.fkProduct} = ${productId} and ${lots.quantity} > 0 and ${lots.expirationDate} >= '2026-11-22'`).orderBy(lots.expirationDate);
    const late = lotsOfMilk.at(-1)!;
    expect(lotsOfMilk.map((l) => l.quantity)).toEqual([2]); // the earlier test left 2 in the late lot
    await t.db.transaction((tx) => addLot(tx, ctx, { fkProduct: productId, quantity: 5, expirationDate: '2100-01-01', unitCost: '8.00' }, src));
    const before = await invariant();
    const maxId = async () => (await t.db.select({ id: sql<number>`coalesce(max(id), 0)::int` }).from(kardex))[0].id;
    const from = await maxId();

    const sale = { reason: KARDEX_REASONS.sale, docKind: 'sale', docId: 2 } as const;
    const milk = (quantity: number) => ({ fkProduct: productId, productName: 'Leche', quantity });
    // Short on the second milk line (2 + 5 in lots, 1 + 7 asked): nothing moves, the whole sale is refused.
    await expect(t.db.transaction((tx) => takeLines(tx, ctx, [milk(1), milk(7), { fkProduct: other.id, productName: 'Yogurt', quantity: 1 }], '2026-11-22', sale))).rejects.toMatchObject({
      status: 400,
      messages: ['Inventario insuficiente de Leche'],
    });
    expect(await invariant()).toBe(before);
    expect(await maxId()).toBe(from);

    const got = await t.db.transaction((tx) => takeLines(tx, ctx, [milk(1), milk(3), { fkProduct: other.id, productName: 'Yogurt', quantity: 4 }], '2026-11-22', sale));
    expect(got.map((g) => [g.taken.map((x) => [x.quantity, x.unitCost]), g.missing])).toEqual([
      [[[1, '7.50']], 0],
      [[[1, '7.50'], [2, '8.00']], 0],
      [[[4, '4.00']], 0],
    ]);
    expect(await invariant()).toBe(before - 4);
    const rows = await t.db.select().from(kardex).where(sql`${kardex.id} > ${from}`).orderBy(kardex.id);
    expect(rows.map((r) => [r.fkProduct, r.fkLot, r.delta, r.balance])).toEqual([
      [productId, late.id, -1, before - 1],
      [productId, late.id, -1, before - 2],
      [productId, expect.any(Number), -2, before - 4],
      [other.id, yogurt.id, -4, 6],
    ]);
  });
});
