import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSaleTestApp, type TestApp } from '../../../test/helpers.js';
import { lots } from '../../db/schema/index.js';
import { rowsOf } from '../../db/types.js';
import { businessToday } from '../../lib/business-time.js';
import type { SaleWorld } from './sales.fixtures.js';
import { readSale } from './sale-reads.js';

/**
 * PostgreSQL only: `readSale` locks a sale's lots in the ledger's lock order (ascending product id,
 * then FEFO) whatever order the ids come in, so two sales of the same products never wait on each
 * other in a cycle. Read on the locks themselves, with three connections: B holds the higher
 * product's lot, A's sale then blocks on it, and C finds the lower product's lot already locked by A.
 * Locked in the order given (higher first), A would block holding nothing, and C would get the lot.
 */
describe('readSale: the lots are locked in ascending product id, then FEFO', () => {
  let t: TestApp;
  let w: SaleWorld;
  beforeAll(async () => {
    ({ t, w } = await createSaleTestApp());
  });
  afterAll(() => t.close());

  const blockedOnLocks = async () => {
    const [r] = rowsOf<{ n: number }>(await t.db.execute(sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`));
    return Number(r.n);
  };

  it('holds the lower product while it waits for the higher one, and answers lots FEFO', async () => {
    const low = await w.addProduct('Leche Orden Test', '6.00');
    const high = await w.addProduct('Queso Orden Test', '30.00');
    const lowLater = await w.addLot(low, 4, '2099-06-01');
    const lowSooner = await w.addLot(low, 4, '2098-06-01');
    const highLot = await w.addLot(high, 4, '2099-06-01');
    const today = businessToday(t.config.tzBusiness);

    let release!: () => void;
    let holding!: () => void;
    const held = new Promise<void>((r) => (holding = r));
    const b = t.db.transaction(async (tx) => {
      await tx.select({ id: lots.id }).from(lots).where(eq(lots.id, highLot)).for('update');
      holding();
      await new Promise<void>((r) => (release = r));
    });
    await held;

    const a = t.db.transaction((tx) => readSale(tx, { productIds: [high, low], paymentId: w.cash, today }));
    try {
      for (let tries = 0; (await blockedOnLocks()) === 0; tries++) {
        if (tries > 200) throw new Error('la venta no llegó a esperar el lote bloqueado');
        await new Promise((r) => setTimeout(r, 10));
      }
      const c = t.db.transaction((tx) => tx.select({ id: lots.id }).from(lots).where(eq(lots.id, lowSooner)).for('update', { noWait: true }));
      await expect(c).rejects.toMatchObject({ cause: { code: '55P03' } });
    } finally {
      release();
      await b;
    }
    const reads = await a;
    expect(reads.lots.map((l) => l.id)).toEqual([lowSooner, lowLater, highLot]);
    expect(reads.products.map((p) => p.id)).toEqual([low, high]);
    expect(reads.payment).toMatchObject({ id: w.cash, isCash: 1, enabled: 1 });
  });
});
