import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSaleTestApp, type TestApp } from '../../../../test/helpers.js';
import { clients, lots, priceListPrices, priceLists, sales } from '../../../db/schema/index.js';
import { rowsOf, type Tx } from '../../../db/types.js';
import { businessToday } from '../../../lib/business-time.js';
import { draft, type SaleWorld } from '../sales.fixtures.js';
import { readSale } from './reads.js';
import { takeFefo } from '../../stock/ledger.fixtures.js';
import { KARDEX_REASONS } from '@lactea/contracts';

/**
 * PostgreSQL only: the order a sale takes its locks in, read on the locks themselves with several
 * connections.
 * - `readSale` locks a sale's lots in the ledger's lock order (ascending product id, then FEFO)
 *   whatever order the ids come in, so two sales of the same products never wait on each other in
 *   a cycle: B holds the higher product's lot, A's sale then blocks on it, and C finds the lower
 *   product's lot already locked by A. Locked in the order given (higher first), A would block
 *   holding nothing, and C would get the lot.
 * - A till's sale reads its lots unlocked and locks them in its write, in the same order (decision
 *   0054); when another sale took a lot's units meanwhile, its write raises, and the sale is written
 *   again with its lots locked: whole, FEFO, never below zero.
 * - The Idempotency-Key is claimed with the sale's answer, in its write (decision 0053): a retry of
 *   a sale already recorded locks no lot, and a twin that waited on the first one's lots answers
 *   the first sale, whether it found units left (its claim conflicts) or not (its refusal looks at
 *   the key again).
 */
describe('the sale locks its lots in the ledger order; its Idempotency-Key is claimed with its answer', () => {
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
  const untilBlocked = async (sessions = 1) => {
    for (let tries = 0; (await blockedOnLocks()) < sessions; tries++) {
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
    const a = t.db.transaction((tx) => readSale(tx, { productIds: [high, low], paymentId: w.cash, today, lock: true }));
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

  it('a sale read unlocked locks the lots it takes in its write, in the ledger order', async () => {
    // The higher product's lot gets the lower id: locked by id, the sale would block on it first, holding nothing.
    const low = await w.addProduct('Leche Escritura Test', '6.00');
    const high = await w.addProduct('Queso Escritura Test', '30.00');
    const highLot = await w.addLot(high, 4, '2099-06-01');
    const lowLot = await w.addLot(low, 4, '2099-06-01');
    const token = await t.adminToken();
    const releaseB = await holding(lockLot(highLot));
    let sale;
    try {
      sale = t.recordSale(token, draft([{ product_id: high, quantity: 1, price: 30 }, { product_id: low, quantity: 1, price: 6 }], { id_type_payment: w.card }), randomUUID());
      await untilBlocked();
      await expect(lockNowait(lowLot)).rejects.toMatchObject({ cause: { code: '55P03' } });
    } finally {
      await releaseB();
    }
    saleIdOf(await sale);
    expect([await w.ledgerStock(high), await w.ledgerStock(low)]).toEqual([3, 3]);
  });

  /**
   * A till's sale of `quantity` of `p` while another transaction has taken `taken` units FEFO and not
   * committed: the sale reads the lots as they were, waits in its write, and the other one commits.
   * Answers the sale's response and how many sales it recorded.
   */
  const saleRacingAnother = async (p: number, name: string, taken: number, quantity: number) => {
    const today = businessToday(t.config.tzBusiness);
    const token = await t.adminToken();
    const before = await t.db.$count(sales);
    const releaseOther = await holding((tx) => takeFefo(tx, w.ctx, { fkProduct: p, productName: name, quantity: taken, today }, { reason: KARDEX_REASONS.sale, docKind: 'sale', docId: 1 }));
    let sale;
    try {
      sale = t.recordSale(token, draft([{ product_id: p, quantity, price: 6 }], { id_type_payment: w.card }), randomUUID());
      await untilBlocked();
    } finally {
      await releaseOther();
    }
    const res = await sale;
    return { res, recorded: (await t.db.$count(sales)) - before };
  };

  it('a sale whose lot was emptied between its read and its write is written again, locked, from the next lot', async () => {
    const p = await w.addProduct('Leche Carrera Test', '6.00');
    const sooner = await w.addLot(p, 3, '2098-06-01');
    const later = await w.addLot(p, 4, '2099-06-01');
    const { res, recorded } = await saleRacingAnother(p, 'Leche Carrera Test', 3, 2);
    saleIdOf(res);
    const left = await t.db.select({ id: lots.id, quantity: lots.quantity }).from(lots).where(eq(lots.fkProduct, p)).orderBy(lots.id);
    expect(left).toEqual([
      { id: sooner, quantity: 0 },
      { id: later, quantity: 2 },
    ]);
    // One sale, and its stock, ledger and lots agreeing: the raised attempt left nothing.
    expect(recorded).toBe(1);
    expect(await w.ledgerStock(p)).toBe(2);
  });

  it('a sale whose last units another sale took meanwhile is refused, and writes nothing', async () => {
    const p = await w.addProduct('Leche Ultima Test', '6.00');
    await w.addLot(p, 3, '2099-06-01');
    const { res, recorded } = await saleRacingAnother(p, 'Leche Ultima Test', 2, 2);
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ messages: ['Inventario insuficiente de Leche Ultima Test'] });
    expect(recorded).toBe(0);
    expect(await w.ledgerStock(p)).toBe(1);
  });

  const lockLot = (lot: number) => (tx: Tx) => tx.select({ id: lots.id }).from(lots).where(eq(lots.id, lot)).for('update');
  const saleIdOf = (res: { statusCode: number; body: string }) => {
    expect(res.statusCode, res.body).toBe(200);
    return (JSON.parse(res.body) as { id: number }).id;
  };

  it('a retry of a sale already recorded answers it without locking any lot', async () => {
    const p = await w.addProduct('Leche Reintento Test', '6.00');
    const lot = await w.addLot(p, 4, '2099-06-01');
    const key = randomUUID();
    const body = draft([{ product_id: p, quantity: 1, price: 6 }], { id_type_payment: w.card });
    const token = await t.adminToken();
    const first = saleIdOf(await t.recordSale(token, body, key));
    const releaseLot = await holding(lockLot(lot));
    try {
      // Locking the lot, the retry would wait for it: it must answer while the lot is held.
      const retry = t.recordSale(token, body, key);
      const late = new Promise<'esperó el lote'>((r) => setTimeout(() => r('esperó el lote'), 3000));
      const res = await Promise.race([retry, late]);
      expect(res).not.toBe('esperó el lote');
      expect(saleIdOf(res as Awaited<typeof retry>)).toBe(first);
    } finally {
      await releaseLot();
    }
    expect(await w.stockOf(p)).toBe(3);
  });

  /** Two twins (same key, same body) waiting in turn on a held lot; answers both. */
  const twinsBehindHeldLot = async (lot: number, body: ReturnType<typeof draft>) => {
    const key = randomUUID();
    const token = await t.adminToken();
    const releaseLot = await holding(lockLot(lot));
    let first, second;
    try {
      first = t.recordSale(token, body, key);
      await untilBlocked(1);
      second = t.recordSale(token, body, key);
      await untilBlocked(2);
    } finally {
      await releaseLot();
    }
    return Promise.all([first!, second!]);
  };

  // [what the twin found, the lot's units, the sale's quantity, the units left after both]
  it.each([
    ['found the last units gone', 2, 2, 0],
    ['found units left, and takes none', 4, 1, 3],
  ])('a twin that waited on the first sale, and %s, answers the first sale', async (_found, stock, quantity, left) => {
    const p = await w.addProduct(`Leche Gemela ${stock} Test`, '6.00');
    const lot = await w.addLot(p, stock, '2099-06-01');
    const [a, b] = await twinsBehindHeldLot(lot, draft([{ product_id: p, quantity, price: 6 }], { id_type_payment: w.card }));
    expect(saleIdOf(b)).toBe(saleIdOf(a));
    expect(await w.stockOf(p)).toBe(left);
  });

  it('keeps one generic plan for its read, a client on a list and any number of products included', async () => {
    // Planned again on every sale, the read cost more to plan than to run (0.65 ms against 0.15 ms
    // of a sale's PostgreSQL time, measured): its prepared statement must settle on a generic plan.
    const products = await Promise.all([1, 2, 3].map((i) => w.addProduct(`Leche Plan ${i} Test`, '6.00')));
    await Promise.all(products.map((p) => w.addLot(p, 10, '2099-06-01')));
    const [list] = await t.db.insert(priceLists).values({ name: 'Lista Plan Test', nameKey: 'lista plan test' }).returning();
    await t.db.insert(priceListPrices).values(products.map((p) => ({ fkPriceList: list.id, fkProduct: p, minQuantity: 1, price: '5.50' })));
    const [client] = await t.db.insert(clients).values({ businessName: 'Tienda Plan', ciNit: '7700111', searchText: 'tienda plan 7700111', fkPriceList: list.id }).returning();
    const today = businessToday(w.ctx.config.tzBusiness);
    const plans = await t.db.transaction(async (tx) => {
      for (let i = 0; i < 12; i++) {
        const reads = await readSale(tx, { productIds: products.slice(0, 1 + (i % 3)), paymentId: w.cash, today, lock: false, clientId: client.id });
        expect(reads.client?.list?.rows).toHaveLength(1 + (i % 3));
      }
      return rowsOf<{ generic_plans: number; custom_plans: number }>(await tx.execute(sql`select generic_plans::int, custom_plans::int from pg_prepared_statements where statement like 'select asked.key_taken%' and statement like '%false as key_taken%' and statement not like '%for update%'`));
    });
    expect(plans).toHaveLength(1);
    expect(plans[0].generic_plans).toBeGreaterThanOrEqual(6);
  });
});
