import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSaleTestApp, type TestApp } from '../../../test/helpers.js';
import { idempotencyKeys, lots } from '../../db/schema/index.js';
import { rowsOf, type Tx } from '../../db/types.js';
import { businessToday } from '../../lib/business-time.js';
import { draft, type SaleWorld } from './sales.fixtures.js';
import { readSale } from './sale-reads.js';

/**
 * PostgreSQL only: the order a sale takes its locks in, read on the locks themselves with several
 * connections.
 * - `readSale` locks a sale's lots in the ledger's lock order (ascending product id, then FEFO)
 *   whatever order the ids come in, so two sales of the same products never wait on each other in
 *   a cycle: B holds the higher product's lot, A's sale then blocks on it, and C finds the lower
 *   product's lot already locked by A. Locked in the order given (higher first), A would block
 *   holding nothing, and C would get the lot.
 * - The Idempotency-Key is claimed before any lot is locked: a sale waiting on its key's twin holds
 *   no lot the other tills need.
 */
describe('the sale locks its lots in the ledger order, after its Idempotency-Key', () => {
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
  const untilBlocked = async () => {
    for (let tries = 0; (await blockedOnLocks()) === 0; tries++) {
      if (tries > 200) throw new Error('la venta no llegó a esperar el bloqueo');
      await new Promise((r) => setTimeout(r, 10));
    }
  };
  /** Runs `hold` in a transaction that stays open until the answered `release` is called. */
  const holding = async (hold: (tx: Tx) => Promise<unknown>, end: 'commit' | 'rollback' = 'commit') => {
    let release!: () => void;
    let held!: () => void;
    const ready = new Promise<void>((r) => (held = r));
    const done = t.db
      .transaction(async (tx) => {
        await hold(tx);
        held();
        await new Promise<void>((r) => (release = r));
        if (end === 'rollback') tx.rollback();
      })
      .catch((err: unknown) => {
        if (end !== 'rollback') throw err;
      });
    await ready;
    return async () => {
      release();
      await done;
    };
  };
  const lockNowait = (lotId: number) => t.db.transaction((tx) => tx.select({ id: lots.id }).from(lots).where(eq(lots.id, lotId)).for('update', { noWait: true }));

  it('holds the lower product while it waits for the higher one, and answers lots FEFO', async () => {
    const low = await w.addProduct('Leche Orden Test', '6.00');
    const high = await w.addProduct('Queso Orden Test', '30.00');
    const lowLater = await w.addLot(low, 4, '2099-06-01');
    const lowSooner = await w.addLot(low, 4, '2098-06-01');
    const highLot = await w.addLot(high, 4, '2099-06-01');
    const today = businessToday(t.config.tzBusiness);

    const releaseB = await holding((tx) => tx.select({ id: lots.id }).from(lots).where(eq(lots.id, highLot)).for('update'));
    const a = t.db.transaction((tx) => readSale(tx, { productIds: [high, low], paymentId: w.cash, today }));
    try {
      await untilBlocked();
      await expect(lockNowait(lowSooner)).rejects.toMatchObject({ cause: { code: '55P03' } });
    } finally {
      await releaseB();
    }
    const reads = await a;
    expect(reads.lots.map((l) => l.id)).toEqual([lowSooner, lowLater, highLot]);
    expect(reads.products.map((p) => p.id)).toEqual([low, high]);
    expect(reads.payment).toMatchObject({ id: w.cash, isCash: 1, enabled: 1 });
  });

  it('a sale waiting on its key held by a twin locks no lot, and goes through once the twin rolls back', async () => {
    const p = await w.addProduct('Leche Clave Test', '6.00');
    const lot = await w.addLot(p, 4, '2099-06-01');
    const key = randomUUID();
    const { adminId } = await t.seededIds();
    const releaseTwin = await holding((tx) => tx.insert(idempotencyKeys).values({ key, fkUser: adminId, requestHash: 'gemela' }), 'rollback');
    const sale = t.recordSale(await t.adminToken(), draft([{ product_id: p, quantity: 1, price: 6 }], { id_type_payment: w.card }), key);
    try {
      await untilBlocked();
      expect(await lockNowait(lot)).toEqual([{ id: lot }]);
    } finally {
      await releaseTwin();
    }
    const res = await sale;
    expect(res.statusCode, res.body).toBe(200);
    expect(await w.stockOf(p)).toBe(3);
  });
});
