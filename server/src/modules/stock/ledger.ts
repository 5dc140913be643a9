import { and, asc, eq, gt, gte, sql } from 'drizzle-orm';
import { fromMilli, KARDEX_REASONS, quantityText, SALE_MSG, toMilli, type KardexDocKind, type KardexReason } from '@lactea/contracts';
import { kardex, lots, productStock } from '../../db/schema/index.js';
import { rowsOf, type Tx } from '../../db/types.js';
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

/**
 * Takes `quantity` units of a product for a sale: from its non-expired lots (expiring on or after
 * `today`, the business date), earliest expiry first (FEFO), locking those lots. Refuses with
 * 'Inventario insuficiente de {product}' when sellable stock is short, before changing anything.
 */
export async function takeFefo(
  tx: Tx,
  ctx: Ctx,
  take: { fkProduct: number; productName: string; quantity: number; today: string },
  source: MovementSource,
): Promise<TakenFromLot[]> {
  return (await takeFromLots(tx, ctx, take, source, false)).taken;
}

/**
 * An offline sale's take (decision 0043): the money was already taken, so a shortfall is not a
 * refusal. What the lots hold is taken FEFO as online (stock never below zero); what they cannot
 * give is answered as `missing` and leaves a ledger row that moves nothing (no lot, delta 0: the
 * ledger's sum still equals the stock) with the reason 'Faltante (venta sin conexión)'.
 */
export async function takeFefoUpTo(
  tx: Tx,
  ctx: Ctx,
  take: { fkProduct: number; productName: string; quantity: number; today: string },
  source: MovementSource,
): Promise<{ taken: TakenFromLot[]; missing: number }> {
  const out = await takeFromLots(tx, ctx, take, source, true);
  if (out.missing > 0) await recordNoMovement(tx, ctx, { fkProduct: take.fkProduct, fkLot: null }, { ...source, reason: KARDEX_REASONS.shortfall });
  return out;
}

async function takeFromLots(
  tx: Tx,
  ctx: Ctx,
  take: { fkProduct: number; productName: string; quantity: number; today: string },
  source: MovementSource,
  allowShortfall: boolean,
): Promise<{ taken: TakenFromLot[]; missing: number }> {
  const candidates = await tx
    .select({ id: lots.id, quantity: lots.quantity, unitCost: lots.unitCost })
    .from(lots)
    .where(and(eq(lots.fkProduct, take.fkProduct), gt(lots.quantity, 0), gte(lots.expirationDate, take.today)))
    .orderBy(asc(lots.expirationDate), asc(lots.id))
    .for('update');
  // Thousandths (grams of a weighed product): exact integer arithmetic, never float sums.
  const sellable = candidates.reduce((sum, l) => sum + toMilli(l.quantity), 0);
  if (!allowShortfall && sellable < toMilli(take.quantity)) throw badRequest(SALE_MSG.insufficient(take.productName));
  const taken: TakenFromLot[] = [];
  let left = toMilli(take.quantity);
  for (const lot of candidates) {
    if (left === 0) break;
    const n = Math.min(left, toMilli(lot.quantity));
    const moved = await moveLot(tx, ctx, { fkLot: lot.id, delta: -fromMilli(n) }, source);
    if (!moved) throw new Error(`El lote ${lot.id} cambió bajo su bloqueo`);
    taken.push({ fkLot: lot.id, quantity: fromMilli(n), unitCost: lot.unitCost });
    left -= n;
  }
  return { taken, missing: fromMilli(left) };
}
