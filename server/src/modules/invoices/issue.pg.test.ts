import { randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KARDEX_REASONS, type RecordSaleBody, type Sale } from '@lactea/contracts';
import { invoiceCounters, lots } from '../../db/schema/index.js';
import { rowsOf } from '../../db/types.js';
import { businessToday } from '../../lib/business-time.js';
import { draft } from '../sales/sales.fixtures.js';
import { takeFefo } from '../stock/ledger.fixtures.js';
import { invoicingWorld, type InvoicingWorld } from './invoice-test-kit.js';

/**
 * PostgreSQL only (several connections and their locks): a till's sale with an invoice reads its lots
 * unlocked, as one without (decision 0054); its write statement leaves the invoice a draft, numbered
 * by a short statement after it: the other invoiced sales never wait for its lots or its round trips;
 * a write that does not land takes no number, and the sale written again, locked, takes the next one.
 */
describe('an invoiced till sale', () => {
  let world: InvoicingWorld;
  beforeAll(async () => {
    world = await invoicingWorld();
  });
  afterAll(() => world.close());

  const blockedOnLocks = async () => Number(rowsOf<{ n: number }>(await world.t.db.execute(sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`))[0].n);
  /** Whether the point of sale's counter row is locked by an open transaction. */
  const counterLocked = () =>
    world.t.db
      .transaction((tx) => tx.select().from(invoiceCounters).for('update', { noWait: true }))
      .then(
        () => false,
        (err: { cause?: { code?: string } }) => {
          if (err.cause?.code !== '55P03') throw err;
          return true;
        },
      );

  it('waits for a held lot in its write before it takes its number: another invoiced sale is numbered meanwhile; the lot emptied, it is written again locked', async () => {
    const { t, w, cashier } = world;
    expect((await world.sell()).statusCode).toBe(200);
    const p = await w.addProduct('Leche Factura Carrera', '6.00');
    const sooner = await w.addLot(p, 3, '2098-06-01');
    const later = await w.addLot(p, 4, '2099-06-01');
    // Another transaction takes the sooner lot's 3 units and stays open.
    let release!: () => void;
    let held!: () => void;
    const ready = new Promise<void>((r) => (held = r));
    const other = t.db.transaction(async (tx) => {
      await takeFefo(tx, w.ctx, { fkProduct: p, productName: 'Leche Factura Carrera', quantity: 3, today: businessToday(t.config.tzBusiness) }, { reason: KARDEX_REASONS.sale, docKind: 'sale', docId: 1 });
      held();
      await new Promise<void>((r) => (release = r));
    });
    await ready;
    const sale = t.recordSale(cashier, draft([{ product_id: p, quantity: 2, price: 6 }], { id_type_payment: w.cash }, { invoice: {} as RecordSaleBody['invoice'] }), randomUUID());
    try {
      for (let tries = 0; (await blockedOnLocks()) < 1; tries++) {
        if (tries > 200) throw new Error('la venta no llegó a esperar el lote');
        await new Promise((r) => setTimeout(r, 10));
      }
      // It waits in its write, before the statement takes its number: the counter is free, and the
      // point of sale's next invoiced sale is written and numbered while this one waits.
      expect(await counterLocked()).toBe(false);
      const meanwhile = await world.sell();
      expect(meanwhile.statusCode, meanwhile.body).toBe(200);
      expect((JSON.parse(meanwhile.body) as Sale).invoice?.number).toBe(2);
    } finally {
      release();
      await other;
    }
    const res = await sale;
    expect(res.statusCode, res.body).toBe(200);
    expect((JSON.parse(res.body) as Sale).invoice?.number).toBe(3);
    expect((await world.rows()).map((r) => r.number)).toEqual([1, 2, 3]);
    const left = await t.db.select({ id: lots.id, quantity: lots.quantity }).from(lots).where(eq(lots.fkProduct, p)).orderBy(asc(lots.id));
    expect(left).toEqual([
      { id: sooner, quantity: 0 },
      { id: later, quantity: 2 },
    ]);
    expect(await w.ledgerStock(p)).toBe(2);
  });
});
