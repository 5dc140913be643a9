/**
 * Test support: a sale's stock taken on its own, without the sale (the ledger's invariant tests).
 * A sale takes it with its rows (record/record-sale.ts: `readSale`, then one statement).
 */
import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../../db/types.js';
import type { Ctx } from '../../lib/context.js';
import { readSale } from '../sales/record/reads.js';
import { lotsOut, shareOutLots, type LineTake, type LineTaken, type LotsOutCounts, type MovementSource, type TakenFromLot } from './ledger.js';

/**
 * A sale's stock on its own (lock, then move: two statements): the lots read and locked as a sale
 * reads them (`readSale`), shared out FEFO, and taken out (`lotsOut`). `takes` in ascending product id.
 */
export async function takeLines(tx: Tx, ctx: Ctx, takes: LineTake[], today: string, source: MovementSource): Promise<LineTaken[]> {
  const reads = await readSale(tx, { productIds: takes.map((t) => t.fkProduct), paymentId: 0, today, lock: true });
  const { lines, moves } = shareOutLots(takes, reads.lots, false);
  if (moves.length) {
    const out = lotsOut(ctx, moves, source);
    const [done] = rowsOf<LotsOutCounts>(await tx.execute(sql`with ${out.ctes} select ${out.counts}`));
    out.check(done);
  }
  return lines;
}

/**
 * Takes `quantity` units of a product for a sale: from its non-expired lots (expiring on or after
 * `today`, the business date), earliest expiry first (FEFO), locking those lots. Refuses with
 * 'Inventario insuficiente de {product}' when sellable stock is short, before changing anything.
 */
export async function takeFefo(
  tx: Tx,
  ctx: Ctx,
  take: LineTake & { today: string },
  source: MovementSource,
): Promise<TakenFromLot[]> {
  const [line] = await takeLines(tx, ctx, [take], take.today, source);
  return line.taken;
}
