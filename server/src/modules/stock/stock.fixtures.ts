import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { expect } from 'vitest';
import { stockLevel, type InventoryLevel } from '@lactea/contracts';
import { productStock, stockLevelCounts } from '../../db/schema/index.js';
import { rowsOf, type Executor } from '../../db/types.js';

/** Test support (not used by the app): the ledger invariant of every product, read in one query. */
export interface ProductBooks {
  fkProduct: number;
  /** sum of its kardex deltas */
  ledger: number;
  /** product_stock.quantity */
  stock: number;
  /** sum of its lots' remaining quantities */
  lots: number;
  /** the balance of its newest kardex row (its stock after the last movement) */
  lastBalance: number | null;
}


export async function booksOf(db: Executor, productIds: number[]): Promise<ProductBooks[]> {
  if (productIds.length === 0) return [];
  const res = await db.execute(sql`
    select ps.fk_product as "fkProduct",
      ps.quantity as stock,
      (select coalesce(sum(k.delta), 0) from kardex k where k.fk_product = ps.fk_product) as ledger,
      (select coalesce(sum(l.quantity), 0) from lots l where l.fk_product = ps.fk_product) as lots,
      (select k.balance from kardex k where k.fk_product = ps.fk_product order by k.id desc limit 1) as "lastBalance"
    from product_stock ps
    where ps.fk_product in (${sql.join(productIds.map((id) => sql`${id}`), sql`, `)})
    order by ps.fk_product`);
  return rowsOf<ProductBooks>(res).map((r) => ({
    fkProduct: Number(r.fkProduct),
    ledger: Number(r.ledger),
    stock: Number(r.stock),
    lots: Number(r.lots),
    lastBalance: r.lastBalance === null ? null : Number(r.lastBalance),
  }));
}

/**
 * stock_level_counts (migration 0040) agree with every stock row's level as the contracts' `stockLevel`
 * gives it (the colour INVENTARIO shows): the trigger's bounds are the contracts' bounds. Answers
 * how many products stand at each level.
 */
export async function expectLevelCountsExact(db: Executor): Promise<Record<Exclude<InventoryLevel, ''>, number>> {
  const want = { b: 0, m: 0, a: 0 };
  for (const row of await db.select({ quantity: productStock.quantity }).from(productStock)) want[stockLevel(Number(row.quantity)) as keyof typeof want]++;
  const kept = { b: 0, m: 0, a: 0 };
  for (const row of await db.select({ level: stockLevelCounts.level, n: stockLevelCounts.n }).from(stockLevelCounts)) kept[row.level as keyof typeof kept] += row.n;
  expect(kept).toEqual(want);
  return want;
}

export { addDays } from './stock-sql.js';

/** A step of a ledger property test, or two steps run at once on the same rows. */
export type LedgerMove<S> = S | { kind: 'pair'; a: S; b: S };
/** Single steps three times as often as concurrent pairs. */
export const withPairs = <S>(step: fc.Arbitrary<S>): fc.Arbitrary<LedgerMove<S>> =>
  fc.oneof({ weight: 3, arbitrary: step }, { weight: 1, arbitrary: fc.record({ kind: fc.constant('pair' as const), a: step, b: step }) });

/**
 * The ledger property tests' loop: random sequences of moves (a pair's two steps at once), the
 * books checked after each, deterministic by `seed` (FC_SEED=n explores others). Asserts the
 * sequences really moved stock, not a run of refusals. `run` answers the step's status code.
 */
export async function runLedgerSequences<S extends { kind: string }>(opts: {
  move: fc.Arbitrary<LedgerMove<S>>;
  run: (step: S) => Promise<number>;
  checkBooks: () => Promise<void>;
  seed: number;
  numRuns: number;
}): Promise<void> {
  let steps = 0;
  let successes = 0;
  const isPair = (m: LedgerMove<S>): m is { kind: 'pair'; a: S; b: S } => m.kind === 'pair';
  await fc.assert(
    fc.asyncProperty(fc.array(opts.move, { minLength: 1, maxLength: 8 }), async (moves) => {
      for (const m of moves) {
        const codes = isPair(m) ? await Promise.all([opts.run(m.a), opts.run(m.b)]) : [await opts.run(m)];
        successes += codes.filter((c) => c === 200).length;
        steps++;
        await opts.checkBooks();
      }
    }),
    { seed: Number(process.env.FC_SEED ?? opts.seed), numRuns: opts.numRuns, endOnFailure: true },
  );
  expect(steps).toBeGreaterThan(15);
  expect(successes).toBeGreaterThan(steps / 3);
}
