/**
 * Test support: a sale's stock taken on its own, without the sale (the ledger's invariant tests).
 * The till takes it with the sale's rows (`lockLines` + the sales service's `writeSaleRows`).
 */
import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../../db/types.js';
import type { Ctx } from '../../lib/context.js';
import { checkLotsOut, lockLines, lotsOutCounts, lotsOutCtes, recordShortfalls, type LineTake, type LineTaken, type LotsOutCounts, type MovementSource, type TakenFromLot } from './ledger.js';

/** A sale's stock on its own (lock, then move: two statements): `lockLines`, `lotsOutCtes`, `recordShortfalls`. */
export async function takeLines(tx: Tx, ctx: Ctx, takes: LineTake[], today: string, source: MovementSource, allowShortfall: boolean): Promise<LineTaken[]> {
  const { lines, moves } = await lockLines(tx, takes, today, allowShortfall);
  if (moves.length) {
    const [done] = rowsOf<LotsOutCounts>(await tx.execute(sql`with ${lotsOutCtes(ctx, moves, source)} select ${lotsOutCounts}`));
    checkLotsOut(moves, done);
  }
  await recordShortfalls(tx, ctx, takes, lines, source);
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
  const [line] = await takeLines(tx, ctx, [take], take.today, source, false);
  return line.taken;
}
