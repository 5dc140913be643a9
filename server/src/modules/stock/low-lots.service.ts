import { desc, eq, sql, type SQL } from 'drizzle-orm';
import { KARDEX_REASONS, LOT_MSG, type ListLowLotsQuery, type LowLot, type Paged, type ProductUnit } from '@lactea/contracts';
import { lots, lowLots, products, users } from '../../db/schema/index.js';
import type { Executor, Tx } from '../../db/types.js';
import type { Ctx } from '../../lib/context.js';
import { audit } from '../../lib/audit.js';
import { notFound } from '../../lib/errors.js';
import { paged, pageIds, type PageWindow } from '../../lib/paging.js';
import { moveLot, recordNoMovement } from './ledger.js';
import { allOf, localDate, localHour, withinDates } from './stock-sql.js';

function lowLotColumns(tz: string) {
  return {
    id: lowLots.id,
    fk_lot: lowLots.fkLot,
    fk_product: lowLots.fkProduct,
    quantity: lowLots.quantity,
    expiration_date: lots.expirationDate,
    user: users.name,
    date: localDate(lowLots.createdAt, tz),
    hour: localHour(lowLots.createdAt, tz),
    code: products.code,
    product: products.product,
    unit: products.unit,
  };
}

const newestFirst = [desc(lowLots.id)];

/** The page's ids first (the OFFSET steps over index entries), then only its rows joined (decision 0061). */
export function lowLotPage(db: Executor, tz: string, where: SQL | undefined, window: PageWindow) {
  const page = pageIds(db, lowLots, lowLots.id, where, newestFirst, window);
  return db
    .select(lowLotColumns(tz))
    .from(lowLots)
    .innerJoin(page, eq(page.id, lowLots.id))
    .innerJoin(lots, eq(lots.id, lowLots.fkLot))
    .innerJoin(products, eq(products.id, lowLots.fkProduct))
    .innerJoin(users, eq(users.id, lowLots.fkUser))
    .orderBy(...newestFirst);
}

function lowLotRows(db: Executor, tz: string, where: SQL | undefined, window: PageWindow) {
  return lowLotPage(db, tz, where, window).then((rows) =>
    rows.map(({ code, product, unit, ...r }): LowLot => ({ ...r, expiration_date: String(r.expiration_date), product: { code, product, unit: unit as ProductUnit } })),
  );
}

/** low-lot/list: write-offs newest first, by registration date range and product. */
export function listLowLots(ctx: Ctx, q: ListLowLotsQuery): Promise<Paged<LowLot>> {
  const tz = ctx.config.tzBusiness;
  const where = allOf([withinDates(lowLots.createdAt, tz, q.date_from, q.date_to), q.id_product ? eq(lowLots.fkProduct, q.id_product) : undefined]);
  return paged(
    q.page,
    ctx.config.pageSize,
    (w) => lowLotRows(ctx.db, tz, where, w),
    async () => {
      const [{ total }] = await ctx.db.select({ total: sql<number>`count(*)::int` }).from(lowLots).where(where);
      return Number(total);
    },
  );
}

/** The write-off, locked: a revert and a delete of the same one run one after the other. */
async function lockLowLot(tx: Tx, ctx: Ctx, id: number): Promise<LowLot> {
  const [locked] = await tx.select({ id: lowLots.id }).from(lowLots).where(eq(lowLots.id, id)).for('update');
  if (!locked) throw notFound(LOT_MSG.lowLotNotFound);
  const [row] = await lowLotRows(tx, ctx.config.tzBusiness, eq(lowLots.id, id), { limit: 1, offset: 0 });
  return row;
}

/** low-lot/revert-low-lot: the units go back into their lot and the write-off disappears. */
export function revertLowLot(ctx: Ctx, id: number): Promise<LowLot> {
  return ctx.db.transaction(async (tx) => {
    const low = await lockLowLot(tx, ctx, id);
    const moved = await moveLot(tx, ctx, { fkLot: low.fk_lot, delta: low.quantity }, { reason: KARDEX_REASONS.revert, docKind: 'low_lot', docId: low.id });
    if (!moved) throw notFound(LOT_MSG.notFound);
    await tx.delete(lowLots).where(eq(lowLots.id, low.id));
    await audit(tx, ctx, { action: 'revert', entity: 'low_lot', entityId: low.id, before: low, after: { lot_quantity: moved.lotQuantity } });
    return low;
  });
}

/**
 * low-lot/delete-low-lot: the write-off's record goes away, the units stay out. The ledger keeps
 * a zero row ('Eliminación de baja') so the deletion is still traceable.
 */
export function deleteLowLot(ctx: Ctx, id: number): Promise<LowLot> {
  return ctx.db.transaction(async (tx) => {
    const low = await lockLowLot(tx, ctx, id);
    await tx.delete(lowLots).where(eq(lowLots.id, low.id));
    await recordNoMovement(tx, ctx, { fkProduct: low.fk_product, fkLot: low.fk_lot }, { reason: KARDEX_REASONS.lowLotDelete, docKind: 'low_lot', docId: low.id });
    await audit(tx, ctx, { action: 'delete', entity: 'low_lot', entityId: low.id, before: low });
    return low;
  });
}
