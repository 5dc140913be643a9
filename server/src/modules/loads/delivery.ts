import { and, asc, eq, sql } from 'drizzle-orm';
import { deliveryStateOf, fitsUnit, fromCents, fromMilli, lineCents, LOAD_MSG, toCents, toMilli, type DeliverBody, type DeliveryAnswer, type DeliveryState, type RecordSaleBody, type Sale } from '@lactea/contracts';
import { clients, loadDeliveredLines, loadOrders, loads, orderLines, orders, products } from '../../db/schema/index.js';
import type { Tx } from '../../db/types.js';
import { actor, type Ctx } from '../../lib/context.js';
import { audit } from '../../lib/audit.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { NO_KEY, writeOnce } from '../../lib/idempotency.js';
import { writeSale } from '../sales/record/record-sale.js';
import { heldByProduct, shiftHeld } from '../orders/reservation.js';

/**
 * load/deliver (ENTREGAS): one order of a load delivered, whole, in part or not at all. What was
 * delivered is a sale (record-sale's own steps, `writeSale`) from the truck's lots at the order's
 * prices, paid or on credit under the credit rules; what was not stays on the truck until the
 * route's closing. The truck's units leave product_stock.reserved as the sale takes them.
 * Idempotency-Key (required: a delivery kept on a phone with no network is sent until it lands):
 * the same delivery sent twice answers the first; another body under that key is a 409.
 */
export function deliverOrder(ctx: Ctx, body: DeliverBody, key: string): Promise<DeliveryAnswer> {
  return writeOnce(ctx, { key, scope: 'load/deliver', body, reused: LOAD_MSG.idempotencyReused }, async (tx) => {
    const [load] = await tx.select({ id: loads.id, state: loads.state }).from(loads).where(eq(loads.id, body.load_id)).for('no key update');
    if (!load) throw notFound(LOAD_MSG.notFound);
    if (load.state !== 'cargada') throw badRequest(LOAD_MSG.closed);
    const [order] = await tx
      .select({ state: loadOrders.state, clientId: clients.id, businessName: clients.businessName, ciNit: clients.ciNit })
      .from(loadOrders)
      .innerJoin(orders, eq(orders.id, loadOrders.fkOrder))
      .innerJoin(clients, eq(clients.id, orders.fkClient))
      .where(and(eq(loadOrders.fkLoad, body.load_id), eq(loadOrders.fkOrder, body.order_id)))
      .for('no key update', { of: loadOrders });
    if (!order) throw badRequest(LOAD_MSG.orderNotOnLoad);
    if (order.state !== 'cargado') throw badRequest(LOAD_MSG.alreadyDelivered(order.businessName));
    const lines = await deliveredLines(tx, body);
    const delivering = lines.filter((l) => l.delivered > 0);
    const state: DeliveryState = deliveryStateOf(lines);
    let sale: Sale | null = null;
    let totalCents = 0;
    if (delivering.length) {
      totalCents = delivering.reduce((sum, l) => sum + lineCents(toCents(l.unitPrice), l.delivered), 0);
      await releaseTruckUnits(tx, delivering);
      sale = await writeSale(tx, ctx, saleBody(body, order, delivering, totalCents), { truck: body.load_id }, NO_KEY, true);
    }
    const saleId = sale?.id ?? null;
    await tx.insert(loadDeliveredLines).values(lines.map((l) => ({ fkLoad: body.load_id, fkOrderLine: l.id, quantity: l.delivered })));
    await tx
      .update(loadOrders)
      .set({ state, fkSale: saleId, deliveredAt: sql`now()`, fkDeliveredBy: actor(ctx).id })
      .where(and(eq(loadOrders.fkLoad, body.load_id), eq(loadOrders.fkOrder, body.order_id)));
    await tx.update(orders).set({ state, version: sql`${orders.version} + 1` }).where(eq(orders.id, body.order_id));
    await tx.update(loads).set({ version: sql`${loads.version} + 1` }).where(eq(loads.id, body.load_id));
    await audit(tx, ctx, { action: 'edit', entity: 'load_delivery', entityId: body.order_id, after: { load_id: body.load_id, state, sale_id: saleId, lines: lines.map((l) => [l.id, l.delivered]) } });
    return { order_id: body.order_id, state, sale_id: saleId, total: fromCents(totalCents), sale };
  });
}

interface DeliveredLine {
  id: number;
  fkProduct: number;
  fkPresentation: number | null;
  presentationUnits: number;
  product: string;
  quantity: number;
  delivered: number;
  unitPrice: string;
}

/** The order's lines with what is delivered of each (all of a line left out), every refusal at once. */
async function deliveredLines(tx: Tx, body: DeliverBody): Promise<DeliveredLine[]> {
  const rows = await tx
    .select({
      id: orderLines.id,
      fkProduct: orderLines.fkProduct,
      fkPresentation: orderLines.fkPresentation,
      presentationUnits: orderLines.presentationUnits,
      product: products.product,
      unit: products.unit,
      quantity: orderLines.quantity,
      unitPrice: orderLines.unitPrice,
    })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.fkProduct))
    .where(eq(orderLines.fkOrder, body.order_id))
    .orderBy(asc(orderLines.line));
  const asked = new Map<number, number>();
  const messages: string[] = [];
  for (const l of body.lines ?? []) {
    if (asked.has(l.line_id)) messages.push(LOAD_MSG.lineRepeated(l.line_id));
    asked.set(l.line_id, l.quantity);
  }
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const id of asked.keys()) if (!byId.has(id)) messages.push(LOAD_MSG.lineMissing(id));
  const out = rows.map((r) => {
    const quantity = Number(r.quantity);
    const delivered = asked.get(r.id) ?? quantity;
    // A crate is delivered whole; a weighed product to the gram.
    if (!fitsUnit(delivered, r.fkPresentation ? 'unidad' : (r.unit as 'unidad' | 'kg'))) messages.push(`${r.product}: Debe ser un número entero`);
    if (toMilli(delivered) > toMilli(quantity)) messages.push(LOAD_MSG.aboveOrdered(r.product, quantity, r.fkPresentation ? 'unidad' : (r.unit as 'unidad' | 'kg')));
    return { id: r.id, fkProduct: r.fkProduct, fkPresentation: r.fkPresentation, presentationUnits: r.presentationUnits, product: r.product, quantity, delivered, unitPrice: r.unitPrice };
  });
  if (messages.length) throw badRequest(...new Set(messages));
  return out;
}

/**
 * The units a delivery takes off the truck stop being held (before the sale: its write statement
 * checks stock − n ≥ reserved, and these units are in both).
 */
function releaseTruckUnits(tx: Tx, lines: DeliveredLine[]): Promise<void> {
  const held = heldByProduct(lines.map((l) => ({ fkProduct: l.fkProduct, reserved: fromMilli(toMilli(l.delivered) * l.presentationUnits) })));
  return shiftHeld(tx, new Map([...held].map(([id, n]) => [id, -n])));
}

/** The sale a delivery records: the order's client, its lines at the order's prices, paid in full or on credit. */
function saleBody(body: DeliverBody, client: { clientId: number; businessName: string; ciNit: string }, lines: DeliveredLine[], totalCents: number): RecordSaleBody {
  const total = fromCents(totalCents);
  return {
    register_client: 0,
    without_client: 0,
    client: { id: client.clientId, business_name: client.businessName, ci_nit: client.ciNit },
    credit_confirmed: body.credit_confirmed ?? 0,
    sale: { discount: 0, money_paid: body.cancelled === 1 ? total : 0, total_sale: total, change_box: 0, cancelled: body.cancelled, id_type_payment: body.cancelled === 1 ? body.id_type_payment : 0 },
    detail: lines.map((l) => ({
      product_id: l.fkProduct,
      presentation_id: l.fkPresentation ?? undefined,
      quantity: l.delivered,
      unit_price: Number(l.unitPrice),
      unit_price_system: Number(l.unitPrice),
      discount: 0,
      promotion: '',
    })),
  };
}
