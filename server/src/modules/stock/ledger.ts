import { and, asc, eq, gt, gte, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { fromMilli, KARDEX_REASONS, quantityText, SALE_MSG, toMilli, type KardexDocKind, type KardexReason } from '@lactea/contracts';
import { kardex, lots, productStock } from '../../db/schema/index.js';
import { rowsOf, type Tx } from '../../db/types.js';
import { anyOf, pgArray } from '../../db/prepared.js';
import { actor, type Ctx } from '../../lib/context.js';
import { badRequest } from '../../lib/errors.js';

/**
 * The only code that changes stock. Each function runs inside the caller's transaction and keeps,
 * for every product at every moment: sum of its kardex deltas = product_stock.quantity = sum of
 * its lots' remaining quantities.
 *
 * Lock order, always: lots row(s) first, then the product's product_stock row. A document that
 * touches several products (a sale, a purchase) must handle them in ascending product id, so two
 * such documents never wait on each other in a cycle.
 */

export interface MovementSource {
  reason: KardexReason;
  docKind: KardexDocKind;
  /** The document's id; for docKind 'lot' it defaults to the lot. */
  docId?: number | null;
}

async function bumpProductStock(tx: Tx, fkProduct: number, delta: number): Promise<number> {
  const [row] = await tx
    .update(productStock)
    .set({ quantity: sql`${productStock.quantity} + ${quantityText(delta)}::numeric` })
    .where(eq(productStock.fkProduct, fkProduct))
    .returning({ quantity: productStock.quantity });
  if (!row) throw new Error(`Falta la fila de stock del producto ${fkProduct}`);
  return row.quantity;
}

async function writeKardex(tx: Tx, ctx: Ctx, row: { fkProduct: number; fkLot: number | null; delta: number; balance: number } & MovementSource) {
  await tx.insert(kardex).values({
    fkProduct: row.fkProduct,
    fkLot: row.fkLot,
    delta: row.delta,
    balance: row.balance,
    reason: row.reason,
    docKind: row.docKind,
    docId: row.docId ?? null,
    fkUser: actor(ctx).id,
  });
}

export interface NewLot {
  fkProduct: number;
  quantity: number;
  expirationDate: string;
  /** Decimal string with 2 decimals, e.g. '7.50'. */
  unitCost: string;
  fkPurchase?: number | null;
  /** A truck's lot: its load and the warehouse lot it came from. */
  fkLoad?: number;
  fkSourceLot?: number;
}

/** Creates a lot holding `quantity` and records its entry. */
export async function addLot(tx: Tx, ctx: Ctx, lot: NewLot, source: MovementSource): Promise<{ id: number; balance: number }> {
  const [created] = await tx
    .insert(lots)
    .values({
      fkProduct: lot.fkProduct,
      initialQuantity: lot.quantity,
      quantity: lot.quantity,
      expirationDate: lot.expirationDate,
      unitCost: lot.unitCost,
      fkPurchase: lot.fkPurchase ?? null,
      fkLoad: lot.fkLoad ?? null,
      fkSourceLot: lot.fkSourceLot ?? null,
      fkUser: actor(ctx).id,
    })
    .returning({ id: lots.id });
  const balance = await bumpProductStock(tx, lot.fkProduct, lot.quantity);
  const docId = source.docId ?? (source.docKind === 'lot' ? created.id : null);
  await writeKardex(tx, ctx, { fkProduct: lot.fkProduct, fkLot: created.id, delta: lot.quantity, balance, ...source, docId });
  return { id: created.id, balance };
}

/**
 * Moves `delta` (units, or kg with 3 decimals) into (positive) or out of (negative) a lot. With `adjustInitial` the lot's
 * initial quantity moves too (a lot edit). Answers null, changing nothing, when the lot does not
 * exist or would go below zero: the caller chooses the message.
 */
export async function moveLot(
  tx: Tx,
  ctx: Ctx,
  move: { fkLot: number; delta: number; adjustInitial?: boolean },
  source: MovementSource,
): Promise<{ fkProduct: number; lotQuantity: number; balance: number } | null> {
  if (move.delta === 0) {
    const [lot] = await tx.select({ fkProduct: lots.fkProduct, quantity: lots.quantity }).from(lots).where(eq(lots.id, move.fkLot)).for('update');
    if (!lot) return null;
    const balance = await currentStock(tx, lot.fkProduct);
    await writeKardex(tx, ctx, { fkProduct: lot.fkProduct, fkLot: move.fkLot, delta: 0, balance, ...source });
    return { fkProduct: lot.fkProduct, lotQuantity: lot.quantity, balance };
  }
  // One statement for the three writes (lot, then its product's stock row: the lock order above,
  // then the ledger row): a sale of three lines sends 3 statements here instead of 9.
  const initial = move.adjustInitial ? sql`, initial_quantity = ${lots.initialQuantity} + ${quantityText(move.delta)}::numeric` : sql``;
  const result = await tx.execute(sql`
    with l as (
      update ${lots} set quantity = ${lots.quantity} + ${quantityText(move.delta)}::numeric ${initial}
      where ${lots.id} = ${move.fkLot} and ${lots.quantity} + ${quantityText(move.delta)}::numeric >= 0
      returning ${lots.fkProduct} as fk_product, ${lots.quantity} as quantity
    ), s as (
      update ${productStock} set quantity = ${productStock.quantity} + ${quantityText(move.delta)}::numeric
      from l where ${productStock.fkProduct} = l.fk_product
      returning ${productStock.quantity} as balance
    ), k as (
      insert into ${kardex} (fk_product, fk_lot, delta, balance, reason, doc_kind, doc_id, fk_user)
      select l.fk_product, ${move.fkLot}, ${quantityText(move.delta)}::numeric, s.balance, ${source.reason}, ${source.docKind}, ${source.docId ?? null}::int, ${actor(ctx).id}
      from l cross join s
    )
    select l.fk_product as "fkProduct", l.quantity as "lotQuantity", s.balance from l left join s on true`);
  const [row] = rowsOf<{ fkProduct: number; lotQuantity: number; balance: number | null }>(result);
  if (!row) return null;
  if (row.balance === null) throw new Error(`Falta la fila de stock del producto ${row.fkProduct}`);
  return { fkProduct: Number(row.fkProduct), lotQuantity: Number(row.lotQuantity), balance: Number(row.balance) };
}

/** A ledger row that moves nothing (e.g. a written-off lot's record deleted), so it stays traceable. */
export async function recordNoMovement(tx: Tx, ctx: Ctx, at: { fkProduct: number; fkLot: number | null }, source: MovementSource): Promise<void> {
  const balance = await currentStock(tx, at.fkProduct, true);
  await writeKardex(tx, ctx, { ...at, delta: 0, balance, ...source });
}

async function currentStock(tx: Tx, fkProduct: number, lock = false): Promise<number> {
  const q = tx.select({ quantity: productStock.quantity }).from(productStock).where(eq(productStock.fkProduct, fkProduct));
  const [row] = lock ? await q.for('update') : await q;
  return row?.quantity ?? 0;
}

export interface TakenFromLot {
  fkLot: number;
  quantity: number;
  unitCost: string;
}

/** What one line of a sale asks of its product's lots. */
export interface LineTake {
  fkProduct: number;
  productName: string;
  quantity: number;
}

/** What one line got: the lots it took from, and what they could not give (offline only). */
export interface LineTaken {
  taken: TakenFromLot[];
  missing: number;
}

/** One lot's part in a sale line: what it gives, in thousandths. */
export interface LotMove {
  fkProduct: number;
  fkLot: number;
  n: number;
}

/** A sellable lot as a sale reads it (`sellableLotsFilter`, in ascending product id and `fefoOrder`). */
export interface LockedLot {
  id: number;
  fkProduct: number;
  quantity: number;
  unitCost: string;
}

/**
 * The lots a sale may take from on `today`: holding stock, not expired, and the warehouse's (a
 * truck's lots are sold only by the deliveries of their load: `truck`, the load's id).
 */
export const sellableLotsFilter = (today: string, truck: number | null = null): SQL =>
  and(gt(lots.quantity, 0), gte(lots.expirationDate, today), truck === null ? isNull(lots.fkLoad) : eq(lots.fkLoad, truck))!;

/** FEFO within a product: the lot that expires first, then the oldest. */
export const fefoOrder = [asc(lots.expirationDate), asc(lots.id)];

/**
 * A sale's locked lots (ascending product id, then FEFO) shared out among its lines (`takes`, in
 * ascending product id; a product on several lines takes its lots in line order): the lines' lots
 * and the moves that take them out (`lotsOut`).
 *
 * Online (`allowShortfall` false) a short line refuses the whole sale before anything moves. Offline
 * (decision 0043) the money was already taken: what the lots hold is taken FEFO (stock never below
 * zero) and the rest is answered as `missing` (see `recordShortfalls`).
 */
export function shareOutLots(takes: LineTake[], candidates: LockedLot[], allowShortfall: boolean, free?: ReadonlyMap<number, number>): { lines: LineTaken[]; moves: LotMove[] } {
  // Thousandths (grams of a weighed product): exact integer arithmetic, never float sums.
  const left = new Map(candidates.map((l) => [l.id, toMilli(l.quantity)]));
  // Stock − reserved for pending orders (decision 0073), when read: what a sale may take of each product.
  const freeLeft = new Map([...(free ?? [])].map(([id, q]) => [id, toMilli(q)]));
  const moves: LotMove[] = [];
  const lines = takes.map((take) => {
    const lotsOf = candidates.filter((l) => l.fkProduct === take.fkProduct);
    const sellable = lotsOf.reduce((sum, l) => sum + left.get(l.id)!, 0);
    if (!allowShortfall && sellable < toMilli(take.quantity)) throw badRequest(SALE_MSG.insufficient(take.productName));
    const unreserved = freeLeft.get(take.fkProduct);
    if (!allowShortfall && unreserved !== undefined) {
      if (unreserved < toMilli(take.quantity)) throw badRequest(SALE_MSG.reservedForOrders(take.productName));
      freeLeft.set(take.fkProduct, unreserved - toMilli(take.quantity));
    }
    const taken: TakenFromLot[] = [];
    let wanted = toMilli(take.quantity);
    for (const lot of lotsOf) {
      const n = Math.min(wanted, left.get(lot.id)!);
      if (n === 0) continue;
      left.set(lot.id, left.get(lot.id)! - n);
      moves.push({ fkProduct: take.fkProduct, fkLot: lot.id, n });
      taken.push({ fkLot: lot.id, quantity: fromMilli(n), unitCost: lot.unitCost });
      wanted -= n;
    }
    return { taken, missing: fromMilli(wanted) };
  });
  return { lines, moves };
}

/** How many lots, stock rows and ledger rows a statement with `lotsOut`'s CTEs wrote (`LotsOut.counts`). */
export interface LotsOutCounts {
  lots_out: number;
  stocks_out: number;
  kardex_out: number;
}

/**
 * Locked lots taken out, as CTEs of one statement, with every name a later CTE or the statement's
 * answer needs handed back here, so no other file types this piece's table aliases.
 */
export interface LotsOut {
  /** The CTEs themselves (`mv_…`). */
  ctes: SQL;
  /** True once the stock rows are written: holds back a later CTE until then (the lock order). */
  stockWritten: SQL;
  /** The answer's columns `lots_out, stocks_out, kardex_out`: how many rows it wrote. */
  counts: SQL;
  /** True when every move landed (a boolean SQL expression over the counts), for lots read without a lock. */
  landed: SQL;
  /** The lots were locked, so every move must have landed; anything else is a bug, not a refusal. */
  check(done: LotsOutCounts): void;
}

/**
 * Takes locked lots out, as the CTEs `mv_v, mv_lots, mv_stock, mv_kardex` of one statement: each
 * lot by what its lines took, each product's stock row by its sum (after its lots: the lock order),
 * and one ledger row per move, in the order given, with the stock as it stood after that move (the
 * final stock plus the product's later moves). `moves` must not be empty; check the counts the
 * statement answers with `check` (or inside it, `landed`). The source's document may be a row the
 * same statement inserts (its id as an SQL expression: the sale, decision 0050).
 *
 * The lots and then the stock rows are locked first, in the ledger's lock order (ascending product
 * id, then FEFO), by `mv_lock_lots` and `mv_lock_stock`: an UPDATE locks its rows in whatever order
 * its plan reads them, and a sale whose lots were read without a lock (decision 0054) takes its
 * locks here. Rows already locked by the transaction (the sale's `readSale`) cost no wait.
 */
export function lotsOut(ctx: Ctx, moves: LotMove[], source: MovementSource | (Omit<MovementSource, 'docId'> & { docId: SQL }), opts: { keepReserved?: boolean } = {}): LotsOut {
  // One array parameter per column: the same text for any number of moves (decision 0049).
  const column = (pick: (m: LotMove) => string | number) => pgArray(moves.map(pick));
  // The rows to update named again as `= any(ids)`: an index lookup per row in the plan PostgreSQL
  // keeps for the prepared statement, whatever the tables' size; joined to the moves alone, that
  // plan scanned all of product_stock on every sale (decision 0050).
  const named = (idColumn: AnyColumn, pick: (m: LotMove) => number) => anyOf(idColumn, [...new Set(moves.map(pick))]);
  // A till's sale online leaves what pending orders reserved (decision 0073): a stock row it would
  // take below `reserved` is not written, so the sale does not land (`landed`, `check`).
  const reservedGuard = opts.keepReserved ? sql` and ${productStock.quantity} - t.n >= ${productStock.reserved}` : sql``;
  const ctes = sql`mv_v (ord, fk_product, fk_lot, n) as (
      select ord::int, fk_product, fk_lot, n
      from unnest(${column((m) => m.fkProduct)}::int[], ${column((m) => m.fkLot)}::int[], ${column((m) => quantityText(fromMilli(m.n)))}::numeric[]) with ordinality v(fk_product, fk_lot, n, ord)
    ),
    mv_lock_lots as (
      select ${lots.id} from ${lots} where ${named(lots.id, (m) => m.fkLot)}
      order by ${lots.fkProduct}, ${sql.join(fefoOrder, sql`, `)}
      for update
    ), mv_lots as (
      update ${lots} set quantity = ${lots.quantity} - t.n
      from (select fk_lot, sum(n) as n from mv_v group by fk_lot) t
      where ${named(lots.id, (m) => m.fkLot)} and ${lots.id} = t.fk_lot and ${lots.quantity} - t.n >= 0 and (select count(*) from mv_lock_lots) > 0
      returning ${lots.id}
    ), mv_lock_stock as (
      select ${productStock.fkProduct} from ${productStock}
      where ${named(productStock.fkProduct, (m) => m.fkProduct)} and (select count(*) from mv_lots) > 0
      order by ${productStock.fkProduct}
      for update
    ), mv_stock as (
      update ${productStock} set quantity = ${productStock.quantity} - t.n
      from (select fk_product, sum(n) as n from mv_v group by fk_product) t
      where ${named(productStock.fkProduct, (m) => m.fkProduct)} and ${productStock.fkProduct} = t.fk_product and (select count(*) from mv_lock_stock) > 0${reservedGuard}
      returning ${productStock.fkProduct} as fk_product, ${productStock.quantity} as quantity
    ), mv_kardex as (
      insert into ${kardex} (fk_product, fk_lot, delta, balance, reason, doc_kind, doc_id, fk_user)
      select v.fk_product, v.fk_lot, -v.n,
        s.quantity + coalesce(sum(v.n) over (partition by v.fk_product order by v.ord rows between 1 following and unbounded following), 0),
        ${source.reason}, ${source.docKind}, ${source.docId ?? null}::int, ${actor(ctx).id}::int
      from mv_v v join mv_stock s on s.fk_product = v.fk_product
      order by v.ord
      returning 1
    )`;
  // What the statement must write for `moves`: one row per lot, per product, per move.
  const want: LotsOutCounts = { lots_out: new Set(moves.map((m) => m.fkLot)).size, stocks_out: new Set(moves.map((m) => m.fkProduct)).size, kardex_out: moves.length };
  return {
    ctes,
    stockWritten: sql`(select count(*) from mv_stock) > 0`,
    counts: sql`(select count(*) from mv_lots)::int as lots_out, (select count(*) from mv_stock)::int as stocks_out, (select count(*) from mv_kardex)::int as kardex_out`,
    landed: sql`((select count(*) from mv_lots) = ${want.lots_out}::int and (select count(*) from mv_stock) = ${want.stocks_out}::int and (select count(*) from mv_kardex) = ${want.kardex_out}::int)`,
    check(done) {
      // Its lots locked and taken, a stock row refused only by the guard: an order reserved meanwhile.
      if (opts.keepReserved && done.lots_out === want.lots_out && done.stocks_out < want.stocks_out) throw badRequest(SALE_MSG.reservedMeanwhile);
      if (done.lots_out !== want.lots_out || done.stocks_out !== want.stocks_out || done.kardex_out !== want.kardex_out) {
        throw new Error(`Los lotes cambiaron bajo su bloqueo (${done.lots_out}/${want.lots_out} lotes, ${done.stocks_out}/${want.stocks_out} filas de stock)`);
      }
    },
  };
}

/**
 * A load sheet's moves (`moves`: warehouse lots shared out FEFO by `shareOutLots`, their lots and
 * then their products' stock rows locked by the caller in the lock order) into new lots of the
 * truck (`fk_load`), each with its source lot's expiry and cost and `fk_source_lot`, so what comes
 * back at the route's closing goes back where it came from. ONE statement for any number of moves:
 * the warehouse lots go down, the truck's lots are created, and two ledger rows a move (out of the
 * warehouse lot, into the truck's) say so. A product's stock does not change (the truck's lots are
 * stock, just not sellable at a till); each ledger row's balance is the stock between its pair.
 * A warehouse lot appears once in `moves` (one take per product). Answers the truck lots created.
 */
export async function lotsToTruck(tx: Tx, ctx: Ctx, moves: LotMove[], loadId: number): Promise<{ id: number; fkSourceLot: number; fkProduct: number }[]> {
  if (moves.length === 0) return [];
  const column = (pick: (m: LotMove) => string | number) => pgArray(moves.map(pick));
  const source = { reason: KARDEX_REASONS.load, docKind: 'load' satisfies KardexDocKind };
  const user = actor(ctx).id;
  const result = await tx.execute(sql`
    with v (ord, fk_lot, n) as (
      select ord::int, fk_lot, n from unnest(${column((m) => m.fkLot)}::int[], ${column((m) => quantityText(fromMilli(m.n)))}::numeric[]) with ordinality v(fk_lot, n, ord)
    ), out_lots as (
      update ${lots} set quantity = ${lots.quantity} - t.n
      from (select fk_lot, sum(n) as n from v group by fk_lot) t
      where ${lots.id} = t.fk_lot and ${lots.quantity} - t.n >= 0
      returning ${lots.id} as id
    ), truck as (
      insert into ${lots} (fk_product, initial_quantity, quantity, expiration_date, unit_cost, fk_load, fk_source_lot, fk_user)
      select l.fk_product, v.n, v.n, l.expiration_date, l.unit_cost, ${loadId}::int, l.id, ${user}::int
      from v join ${lots} l on l.id = v.fk_lot
      order by v.ord
      returning id, fk_source_lot, fk_product, quantity as n
    ), k as (
      insert into ${kardex} (fk_product, fk_lot, delta, balance, reason, doc_kind, doc_id, fk_user)
      select t.fk_product, x.fk_lot, x.delta, s.quantity + least(x.delta, 0), ${source.reason}, ${source.docKind}, ${loadId}::int, ${user}::int
      from truck t join v on v.fk_lot = t.fk_source_lot
      join ${productStock} s on s.fk_product = t.fk_product
      cross join lateral (values (1, v.fk_lot, -t.n), (2, t.id, t.n)) x(side, fk_lot, delta)
      order by t.id, x.side
      returning 1
    )
    select t.id, t.fk_source_lot as "fkSourceLot", t.fk_product as "fkProduct", (select count(*) from out_lots)::int as out_lots, (select count(*) from k)::int as kardex_rows
    from truck t order by t.id`);
  const rows = rowsOf<{ id: number; fkSourceLot: number; fkProduct: number; out_lots: number; kardex_rows: number }>(result);
  const want = new Set(moves.map((m) => m.fkLot)).size;
  if (rows.length !== moves.length || rows[0].out_lots !== want) throw new Error(`Los lotes cambiaron bajo su bloqueo (${rows[0]?.out_lots ?? 0}/${want} lotes)`);
  return rows.map((r) => ({ id: Number(r.id), fkSourceLot: Number(r.fkSourceLot), fkProduct: Number(r.fkProduct) }));
}
