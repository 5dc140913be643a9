import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  EDITS,
  FIELD_LABELS,
  fitsUnit,
  fromMilli,
  KARDEX_REASONS,
  LOT_MSG,
  MSG,
  pastExpiryRefusal,
  toMilli,
  type AddLotBody,
  type CancelLotBody,
  type ExpiredLotsQuery,
  type ListLotsQuery,
  type Lot,
  type NearExpiryQuery,
  type Paged,
  type SearchLotsQuery,
  type ProductUnit,
  type UpdateLotBody,
} from '@lactea/contracts';
import { lots, lowLots, products, users } from '../../db/schema/index.js';
import type { Executor, Tx } from '../../db/types.js';
import { actor, type Ctx } from '../../lib/context.js';
import { audit } from '../../lib/audit.js';
import { completeEdit, type CompleteEdit } from '../../lib/edit-body.js';
import { writeOnce, type WriteOptions } from '../../lib/idempotency.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { paged, pageIds, type PageWindow } from '../../lib/paging.js';
import { readSettings } from '../settings/settings.read.js';
import { addLot, moveLot } from './ledger.js';
import { allOf, businessToday, localDate, localHour, todayText, withinDates } from './stock-sql.js';

/** A lot row as every lot list answers it: the lot, its product, who registered it and when. */
function lotColumns(tz: string) {
  return {
    id: lots.id,
    fk_product: lots.fkProduct,
    quantity: lots.quantity,
    initial_quantity: lots.initialQuantity,
    expiration_date: lots.expirationDate,
    expired: sql<boolean>`${lots.expirationDate} < ${businessToday(tz)}`,
    from_purchase: sql<boolean>`${lots.fkPurchase} is not null`,
    user: users.name,
    date: localDate(lots.createdAt, tz),
    hour: localHour(lots.createdAt, tz),
    code: products.code,
    product: products.product,
    unit: products.unit,
  };
}
type LotRow = { [K in keyof ReturnType<typeof lotColumns>]: unknown } & { code: string; product: string; unit: string };

const toLot = (r: LotRow): Lot => ({
  id: Number(r.id),
  fk_product: Number(r.fk_product),
  quantity: Number(r.quantity),
  initial_quantity: Number(r.initial_quantity),
  expiration_date: String(r.expiration_date),
  expired: r.expired === true,
  from_purchase: r.from_purchase === true,
  user: String(r.user),
  date: String(r.date),
  hour: String(r.hour),
  product: { code: r.code, product: r.product, unit: r.unit as ProductUnit },
});

/**
 * A page of lots matching `where` (on lots alone) in `order`, with product and user joined. The
 * page's ids come first from the lots' index for `order` (the OFFSET steps over index entries),
 * then only the page's lots are joined (decision 0061).
 */
export function lotPageQuery(db: Executor, tz: string, where: SQL | undefined, order: SQL[], window: PageWindow) {
  const page = pageIds(db, lots, lots.id, where, order, window);
  return db
    .select(lotColumns(tz))
    .from(lots)
    .innerJoin(page, eq(page.id, lots.id))
    .innerJoin(products, eq(products.id, lots.fkProduct))
    .innerJoin(users, eq(users.id, lots.fkUser))
    .orderBy(...order);
}
const lotPage = (db: Executor, tz: string, where: SQL | undefined, order: SQL[], window: PageWindow): Promise<Lot[]> =>
  lotPageQuery(db, tz, where, order, window).then((rows) => rows.map(toLot));

/** Counts lots matching `where` (on lots alone). */
async function countLots(db: Executor, where: SQL | undefined): Promise<number> {
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(lots).where(where);
  return Number(total);
}

export async function readLot(db: Executor, tz: string, id: number): Promise<Lot | undefined> {
  const [lot] = await lotPage(db, tz, eq(lots.id, id), [], { limit: 1, offset: 0 });
  return lot;
}

/**
 * Only lots that still hold stock are listed (an emptied lot stays in the ledger, not on screen).
 * A literal 0, not a parameter, so the planner matches the partial indexes `... where quantity > 0`.
 */
export const withStock = sql`${lots.quantity} > 0`;
export const soonestFirst = [asc(lots.expirationDate), asc(lots.id)];

/** lot/search-lots: a product's lots with stock, soonest expiry first (the order the till sells them). */
export function searchLots(ctx: Ctx, q: SearchLotsQuery): Promise<Paged<Lot>> {
  const where = allOf([eq(lots.fkProduct, q.fk_product), withStock]);
  return paged(q.page, ctx.config.pageSize, (w) => lotPage(ctx.db, ctx.config.tzBusiness, where, soonestFirst, w), () => countLots(ctx.db, where));
}

/** lot/list: every lot with stock, newest first; product, exact expiry date, registration range. */
export function listLots(ctx: Ctx, q: ListLotsQuery): Promise<Paged<Lot>> {
  const tz = ctx.config.tzBusiness;
  const where = allOf([
    withStock,
    q.fk_product ? eq(lots.fkProduct, q.fk_product) : undefined,
    q.date_expired ? eq(lots.expirationDate, q.date_expired) : undefined,
    withinDates(lots.createdAt, tz, q.date_register_from, q.date_register_to),
  ]);
  return paged(q.page, ctx.config.pageSize, (w) => lotPage(ctx.db, tz, where, [desc(lots.id)], w), () => countLots(ctx.db, where));
}

/** Lots with stock whose expiry is before today (LOTES EXPIRADOS; the home's expiry tile). */
export const expiredWithStock = (tz: string): SQL => and(withStock, sql`${lots.expirationDate} < ${businessToday(tz)}`)!;

/** Lots with stock expiring from today to today + `days` (LOTES POR EXPIRAR; the home's expiry tile). */
export const expiringWithin = (tz: string, days: number): SQL =>
  and(withStock, sql`${lots.expirationDate} >= ${businessToday(tz)}`, sql`${lots.expirationDate} <= ${businessToday(tz)} + ${days}::int`)!;

/** lot/expired-lots: lots with stock whose expiry is before today, the longest expired first. */
export function expiredLots(ctx: Ctx, q: ExpiredLotsQuery): Promise<Paged<Lot>> {
  const tz = ctx.config.tzBusiness;
  const where = allOf([
    expiredWithStock(tz),
    q.id_product ? eq(lots.fkProduct, q.id_product) : undefined,
    // The brand as the set of its products: the filter stays on lots, so the page's ids need no join.
    q.fk_mark ? inArray(lots.fkProduct, ctx.db.select({ id: products.id }).from(products).where(eq(products.fkMark, q.fk_mark))) : undefined,
  ]);
  return paged(q.page, ctx.config.pageSize, (w) => lotPage(ctx.db, tz, where, soonestFirst, w), () => countLots(ctx.db, where));
}

/**
 * Lots with stock expiring from today to today + `days`, or near_expiry_days (the settings screen
 * edits it) when no days are given (the bell, the menu's list).
 */
async function nearExpiryWhere(ctx: Ctx, idProduct: number, days?: number): Promise<SQL | undefined> {
  const window = days ?? (await readSettings(ctx.db)).nearExpiryDays;
  return allOf([expiringWithin(ctx.config.tzBusiness, window), idProduct ? eq(lots.fkProduct, idProduct) : undefined]);
}

/** lot/lots-near-expiration: soonest expiry first. */
export async function lotsNearExpiry(ctx: Ctx, q: NearExpiryQuery): Promise<Paged<Lot>> {
  const where = await nearExpiryWhere(ctx, q.id_product, q.days);
  return paged(q.page, ctx.config.pageSize, (w) => lotPage(ctx.db, ctx.config.tzBusiness, where, soonestFirst, w), () => countLots(ctx.db, where));
}

/** lot/quantity-of-lots-near-expiration: the bell's number. */
export async function nearExpiryCount(ctx: Ctx): Promise<{ quantity: number }> {
  return { quantity: await countLots(ctx.db, await nearExpiryWhere(ctx, 0)) };
}

/** A decimal quantity on a product sold by the unit: the integer field's message, per field. */
function refuseDecimals(unit: string, quantities: Record<string, number>): void {
  const messages = Object.entries(quantities)
    .filter(([, q]) => !fitsUnit(q, unit === 'kg' ? 'kg' : 'unidad'))
    .map(([field]) => `${FIELD_LABELS[field]}: ${MSG.integer}`);
  if (messages.length) throw badRequest(...messages);
}

const refusePast = (ctx: Ctx, date: string) => {
  const refusal = pastExpiryRefusal(date, todayText(ctx.config.tzBusiness));
  if (refusal) throw badRequest(refusal);
};

/** lot/add ('Nuevo Lote'): a lot entered by hand, costed at the product's current cost. */
export function addLotByHand(ctx: Ctx, body: AddLotBody): Promise<Lot> {
  refusePast(ctx, body.expiration_date);
  return ctx.db.transaction(async (tx) => {
    const [product] = await tx.select({ cost: products.cost, unit: products.unit }).from(products).where(eq(products.id, body.fk_product));
    if (!product) throw notFound(LOT_MSG.productNotFound);
    refuseDecimals(product.unit, { quantity: body.quantity });
    const lot = { fkProduct: body.fk_product, quantity: body.quantity, expirationDate: body.expiration_date, unitCost: product.cost };
    const { id } = await addLot(tx, ctx, lot, { reason: KARDEX_REASONS.newLot, docKind: 'lot' });
    await audit(tx, ctx, { action: 'add', entity: 'lot', entityId: id, after: { ...body } });
    return (await readLot(tx, ctx.config.tzBusiness, id))!;
  });
}

/** The lot, locked for the rest of the transaction (two changes of one lot run one after the other). */
async function lockLot(tx: Tx, ctx: Ctx, id: number) {
  const [lot] = await tx
    .select({
      id: lots.id,
      fkProduct: lots.fkProduct,
      quantity: lots.quantity,
      initialQuantity: lots.initialQuantity,
      expirationDate: lots.expirationDate,
      fkPurchase: lots.fkPurchase,
      expired: sql<boolean>`${lots.expirationDate} < ${businessToday(ctx.config.tzBusiness)}`,
      unit: sql<ProductUnit>`(select ${products.unit} from ${products} where ${products.id} = ${lots.fkProduct})`,
    })
    .from(lots)
    .where(eq(lots.id, id))
    .for('update');
  if (!lot) throw notFound(LOT_MSG.notFound);
  return lot;
}

type LockedLot = Awaited<ReturnType<typeof lockLot>>;

/**
 * What the lot will have entered after an edit. The units that left it (`left` = entered −
 * remaining) never change, so both numbers move by one difference. The body's `quantity` (what
 * remains, the spec's field) decides when its `initial_quantity` is the lot's as stored, so the
 * screen's edit holds even when a sale took from the lot after it was listed; its
 * `initial_quantity` decides when `quantity` is as stored; numbers that both differ must agree
 * with `left`, or the edit is refused (the person sees the lot as it is now and tries again).
 */
function editedEntry(lot: LockedLot, body: CompleteEdit<UpdateLotBody>): number {
  // In thousandths: a weighed lot's kilos compare and subtract exactly (docs/decisions/0034).
  const [initial, quantity, bodyInitial, bodyQuantity] = [lot.initialQuantity, lot.quantity, body.initial_quantity, body.quantity].map(toMilli);
  const left = initial - quantity;
  if (bodyInitial - bodyQuantity === left) return fromMilli(bodyInitial);
  if (bodyInitial === initial) return fromMilli(bodyQuantity + left);
  if (bodyQuantity === quantity) return fromMilli(bodyInitial);
  throw badRequest(LOT_MSG.quantitiesDisagree(fromMilli(left), lot.unit));
}

/**
 * lot/update: what remains in the lot (or what entered) and its expiry. Both quantities move by
 * the same difference (one 'Edición de lote' ledger row), never below what already left the lot;
 * an expired lot is only written off.
 */
export function updateLot(ctx: Ctx, sent: UpdateLotBody): Promise<Lot> {
  return ctx.db.transaction(async (tx) => {
    const lot = await lockLot(tx, ctx, sent.id);
    if (lot.expired) throw badRequest(LOT_MSG.expiredEdit);
    // The lot as listed may come back whole; `initial_quantity` left out is the stored one, so
    // `quantity` (the spec's field) decides (editedEntry).
    const body = completeEdit(EDITS['PUT /api/lot/update'], sent, (await readLot(tx, ctx.config.tzBusiness, lot.id))!);
    refusePast(ctx, body.expiration_date);
    refuseDecimals(lot.unit, { initial_quantity: body.initial_quantity, quantity: body.quantity });
    const delta = fromMilli(toMilli(editedEntry(lot, body)) - toMilli(lot.initialQuantity));
    if (delta !== 0 && lot.fkPurchase !== null) throw badRequest(LOT_MSG.purchaseLotQuantity(lot.quantity, lot.unit));
    if (toMilli(lot.quantity) + toMilli(delta) < 0) throw badRequest(LOT_MSG.belowLeft(fromMilli(toMilli(lot.initialQuantity) - toMilli(lot.quantity)), lot.unit));
    if (delta !== 0) {
      const moved = await moveLot(tx, ctx, { fkLot: lot.id, delta, adjustInitial: true }, { reason: KARDEX_REASONS.lotEdit, docKind: 'lot', docId: lot.id });
      if (!moved) throw new Error(`El lote ${lot.id} cambió bajo su bloqueo`);
    }
    if (body.expiration_date !== lot.expirationDate) {
      await tx.update(lots).set({ expirationDate: body.expiration_date }).where(eq(lots.id, lot.id));
    }
    if (delta !== 0 || body.expiration_date !== lot.expirationDate) {
      await audit(tx, ctx, {
        action: 'edit',
        entity: 'lot',
        entityId: lot.id,
        before: { initial_quantity: lot.initialQuantity, quantity: lot.quantity, expiration_date: lot.expirationDate },
        after: { initial_quantity: fromMilli(toMilli(lot.initialQuantity) + toMilli(delta)), quantity: fromMilli(toMilli(lot.quantity) + toMilli(delta)), expiration_date: body.expiration_date },
      });
    }
    return (await readLot(tx, ctx.config.tzBusiness, lot.id))!;
  });
}

/**
 * lot/cancel-lot (dar de baja): moves `quantity` units out of the lot into a low-lot record.
 * The lot row is locked first, so two write-offs at once are checked one after the other and
 * can never take it below zero. Answers true when the lot is left empty (it leaves the lists).
 */
export function writeOffLot(ctx: Ctx, body: CancelLotBody, { key }: WriteOptions = {}): Promise<boolean> {
  return writeOnce(ctx, { key, scope: 'lot/cancel-lot', body }, async (tx) => {
    const lot = await lockLot(tx, ctx, body.id);
    refuseDecimals(lot.unit, { quantity: body.quantity });
    if (toMilli(body.quantity) > toMilli(lot.quantity)) throw badRequest(LOT_MSG.aboveLot);
    const [low] = await tx
      .insert(lowLots)
      .values({ fkLot: lot.id, fkProduct: lot.fkProduct, quantity: body.quantity, fkUser: actor(ctx).id })
      .returning({ id: lowLots.id });
    const moved = await moveLot(tx, ctx, { fkLot: lot.id, delta: -body.quantity }, { reason: KARDEX_REASONS.writeOff, docKind: 'low_lot', docId: low.id });
    if (!moved) throw badRequest(LOT_MSG.aboveLot);
    await audit(tx, ctx, {
      action: 'write-off',
      entity: 'lot',
      entityId: lot.id,
      before: { quantity: lot.quantity },
      after: { quantity: moved.lotQuantity, written_off: body.quantity, low_lot: low.id },
    });
    return moved.lotQuantity === 0;
  });
}
