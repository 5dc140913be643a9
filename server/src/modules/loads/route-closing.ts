import { asc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { fromMilli, KARDEX_REASONS, lineCents, LOAD_MSG, toCents, toMilli, centsText, type CloseLoadBody, type LoadDetail } from '@lactea/contracts';
import { loadClosingPayments, loadClosingProducts, loadOrders, loads, lots, products, sales, typePayments } from '../../db/schema/index.js';
import type { Tx } from '../../db/types.js';
import { anyOf } from '../../db/prepared.js';
import { actor, type Ctx } from '../../lib/context.js';
import { audit } from '../../lib/audit.js';
import { businessToday } from '../../lib/business-time.js';
import { badRequest } from '../../lib/errors.js';
import { checkVersion } from '../../lib/version.js';
import { moveLot } from '../stock/ledger.js';
import { shiftHeld } from '../orders/reservation.js';
import { loadDetail } from './load-view.js';

interface TruckLot {
  id: number;
  fkProduct: number;
  fkSourceLot: number;
  loaded: number;
  left: number;
  unitCost: string;
}

/**
 * load/close (CIERRE DE RUTA): every order's delivery confirmed, what is left on the truck comes
 * back, per product, as units back into the lots they came from plus merma with its reason (to the
 * unit: loaded = delivered + returned + merma); the money counted per payment type against the
 * deliveries' sales, the difference 0 or recorded with a reason. The closing is dated on its
 * business day: the day's closing and BALANCE read it there.
 */
export async function closeLoad(ctx: Ctx, body: CloseLoadBody): Promise<LoadDetail> {
  await ctx.db.transaction(async (tx) => {
    const [load] = await tx.select({ id: loads.id, state: loads.state, version: loads.version }).from(loads).where(eq(loads.id, body.id)).for('no key update');
    checkVersion(load, body, LOAD_MSG.notFound);
    if (load.state !== 'cargada') throw badRequest(LOAD_MSG.closed);
    const [{ pending }] = await tx.select({ pending: sql<number>`count(*)::int` }).from(loadOrders).where(sql`${loadOrders.fkLoad} = ${body.id} and ${loadOrders.state} = 'cargado'`);
    if (Number(pending) > 0) throw badRequest(LOAD_MSG.pendingDeliveries(Number(pending)));
    const truck = await truckLots(tx, body.id);
    const counted = await countProducts(tx, body, truck);
    const money = await countMoney(tx, body);
    await bringBack(tx, ctx, body.id, truck, counted);
    if (counted.length) await tx.insert(loadClosingProducts).values(counted.map(({ fkProduct, loaded, delivered, returned, merma, mermaCost, mermaReason }) => ({ fkLoad: body.id, fkProduct, loaded, delivered, returned, merma, mermaCost, mermaReason })));
    if (money.payments.length) await tx.insert(loadClosingPayments).values(money.payments.map((p) => ({ fkLoad: body.id, fkTypePayment: p.id, expectedCents: p.expected, countedCents: p.counted })));
    await tx
      .update(loads)
      .set({
        state: 'cerrada',
        closedAt: sql`now()`,
        closedDay: businessToday(ctx.config.tzBusiness),
        fkClosedBy: actor(ctx).id,
        differenceCents: money.difference,
        creditCents: money.credit,
        closeReason: body.reason || null,
        version: sql`${loads.version} + 1`,
      })
      .where(eq(loads.id, body.id));
    await audit(tx, ctx, { action: 'edit', entity: 'load_closing', entityId: body.id, after: { products: counted.map((c) => [c.fkProduct, c.returned, c.merma]), difference: money.difference, reason: body.reason ?? null } });
  });
  return (await loadDetail(ctx, { id: body.id }))!;
}

/** The truck's lots and the warehouse lots they came from, locked together in the ledger's lock order. */
async function truckLots(tx: Tx, loadId: number): Promise<TruckLot[]> {
  const rows = await tx
    .select({ id: lots.id, fkProduct: lots.fkProduct, fkLoad: lots.fkLoad, fkSourceLot: lots.fkSourceLot, loaded: lots.initialQuantity, left: lots.quantity, unitCost: lots.unitCost })
    .from(lots)
    .where(or(eq(lots.fkLoad, loadId), inArray(lots.id, tx.select({ id: lots.fkSourceLot }).from(lots).where(eq(lots.fkLoad, loadId)))))
    .orderBy(asc(lots.fkProduct), asc(lots.expirationDate), asc(lots.id))
    .for('update');
  return rows.filter((r) => r.fkLoad === loadId).map((r) => ({ id: r.id, fkProduct: r.fkProduct, fkSourceLot: r.fkSourceLot!, loaded: Number(r.loaded), left: Number(r.left), unitCost: r.unitCost }));
}

interface CountedProduct {
  fkProduct: number;
  loaded: number;
  delivered: number;
  returned: number;
  merma: number;
  mermaCost: string;
  mermaReason: string | null;
}

/** Per product loaded: what the body says came back and is merma (a product left out: all of it back), checked to the unit. */
async function countProducts(tx: Tx, body: CloseLoadBody, truck: TruckLot[]): Promise<CountedProduct[]> {
  const sums = new Map<number, { loaded: number; left: number }>();
  for (const l of truck) {
    const s = sums.get(l.fkProduct) ?? { loaded: 0, left: 0 };
    s.loaded += toMilli(l.loaded);
    s.left += toMilli(l.left);
    sums.set(l.fkProduct, s);
  }
  const ids = [...sums.keys()];
  const names = new Map((ids.length ? await tx.select({ id: products.id, product: products.product, unit: products.unit }).from(products).where(anyOf(products.id, ids)) : []).map((p) => [p.id, p]));
  const messages: string[] = [];
  const told = new Map<number, CloseLoadBody['products'][number]>();
  for (const p of body.products) {
    const name = names.get(p.product_id)?.product;
    if (!sums.has(p.product_id)) messages.push(LOAD_MSG.productNotLoaded(p.product_id));
    else if (told.has(p.product_id)) messages.push(LOAD_MSG.productRepeated(name!));
    told.set(p.product_id, p);
  }
  const out: CountedProduct[] = [];
  for (const [fkProduct, s] of [...sums].sort(([a], [b]) => a - b)) {
    const { product, unit } = names.get(fkProduct)!;
    const t = told.get(fkProduct);
    const returned = t ? toMilli(t.returned) : s.left;
    const merma = t ? toMilli(t.merma) : 0;
    if (returned + merma !== s.left) messages.push(LOAD_MSG.productDifference(product, fromMilli(s.left), fromMilli(returned + merma), unit as 'unidad' | 'kg'));
    if (merma > 0 && !t?.merma_reason) messages.push(LOAD_MSG.mermaReason(product));
    out.push({ fkProduct, loaded: fromMilli(s.loaded), delivered: fromMilli(s.loaded - s.left), returned: fromMilli(returned), merma: fromMilli(merma), mermaCost: '0', mermaReason: merma > 0 ? t!.merma_reason! : null });
  }
  if (messages.length) throw badRequest(...new Set(messages));
  return out;
}

/** The deliveries' sales per payment type (not annulled) against what was counted; credit apart. */
async function countMoney(tx: Tx, body: CloseLoadBody) {
  const sold = await tx
    .select({ id: sales.fkTypePayment, cancelled: sales.cancelled, cents: sql<string>`sum(${sales.totalSale} * 100)::bigint` })
    .from(sales)
    .innerJoin(loadOrders, eq(loadOrders.fkSale, sales.id))
    .where(sql`${loadOrders.fkLoad} = ${body.id} and ${sales.enabled} = 1 and ${isNotNull(loadOrders.fkSale)}`)
    .groupBy(sales.fkTypePayment, sales.cancelled);
  const expected = new Map<number, number>();
  let credit = 0;
  for (const s of sold) {
    if (s.cancelled === 1 && s.id !== null) expected.set(s.id, (expected.get(s.id) ?? 0) + Number(s.cents));
    else credit += Number(s.cents);
  }
  const types = new Map((await tx.select({ id: typePayments.id, typePay: typePayments.typePay }).from(typePayments)).map((t) => [t.id, t.typePay]));
  const messages: string[] = [];
  const counted = new Map<number, number>();
  for (const c of body.cash) {
    if (counted.has(c.id_type_payment)) messages.push(LOAD_MSG.paymentRepeated(types.get(c.id_type_payment) ?? String(c.id_type_payment)));
    else if (!types.has(c.id_type_payment)) messages.push(LOAD_MSG.paymentUnknown(c.id_type_payment));
    counted.set(c.id_type_payment, toCents(c.amount));
  }
  const ids = [...new Set([...expected.keys(), ...counted.keys()])].filter((id) => types.has(id)).sort((a, b) => a - b);
  const payments = ids.map((id) => ({ id, expected: expected.get(id) ?? 0, counted: counted.get(id) ?? 0 }));
  const difference = payments.reduce((sum, p) => sum + p.counted - p.expected, 0);
  if (difference !== 0 && !body.reason) messages.push(LOAD_MSG.differenceReason(difference));
  if (messages.length) throw badRequest(...new Set(messages));
  return { payments, difference, credit };
}

/**
 * What is left on the truck moves: merma out of the truck's first lots (FEFO: the oldest goods are
 * the likeliest spoilt), the rest back into the warehouse lot each truck lot came from. The truck's
 * units then stop being held in product_stock.reserved.
 */
async function bringBack(tx: Tx, ctx: Ctx, loadId: number, truck: TruckLot[], counted: CountedProduct[]): Promise<void> {
  const back = { reason: KARDEX_REASONS.loadBack, docKind: 'load' as const, docId: loadId };
  const lost = { reason: KARDEX_REASONS.loadMerma, docKind: 'load' as const, docId: loadId };
  for (const c of counted) {
    let mermaLeft = toMilli(c.merma);
    let mermaCents = 0;
    for (const lot of truck.filter((l) => l.fkProduct === c.fkProduct)) {
      let left = toMilli(lot.left);
      const merma = Math.min(mermaLeft, left);
      if (merma > 0) {
        await moveLot(tx, ctx, { fkLot: lot.id, delta: -fromMilli(merma) }, lost);
        mermaCents += lineCents(toCents(lot.unitCost), fromMilli(merma));
        mermaLeft -= merma;
        left -= merma;
      }
      if (left > 0) {
        await moveLot(tx, ctx, { fkLot: lot.id, delta: -fromMilli(left) }, back);
        await moveLot(tx, ctx, { fkLot: lot.fkSourceLot, delta: fromMilli(left) }, back);
      }
    }
    c.mermaCost = centsText(mermaCents);
  }
  await shiftHeld(tx, new Map(counted.map((c) => [c.fkProduct, -fromMilli(toMilli(c.returned) + toMilli(c.merma))])));
}
