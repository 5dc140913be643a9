import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { lineCents, toCents } from '@lactea/contracts';
import { orderLines, orders, productStock } from '../../db/schema/index.js';
import type { Db } from '../../db/types.js';
import type { TestApp } from '../../../test/helpers.js';
import { reserve } from '../orders/reservation.js';

/** An order line as the fixture writes it: units of the product, or crates of a presentation. */
export interface OrderLineFixture {
  productId: number;
  quantity: number;
  price: number;
  presentation?: { id: number; units: number };
}

/**
 * A pending order written as order/add leaves it: its lines at their prices, each line's units
 * reserved as far as stock − reserved allows (the rest its shortfall), product_stock.reserved raised.
 */
export async function addOrder(db: Db, o: { clientId: number; routeId: number; userId: number; deliveryDate: string; lines: OrderLineFixture[] }): Promise<number> {
  return db.transaction(async (tx) => {
    const total = o.lines.reduce((sum, l) => sum + lineCents(toCents(l.price), l.quantity), 0);
    const [order] = await tx
      .insert(orders)
      .values({ fkClient: o.clientId, fkRoute: o.routeId, fkUser: o.userId, deliveryDate: o.deliveryDate, total: (total / 100).toFixed(2), date: o.deliveryDate, hour: '08:00:00' })
      .returning({ id: orders.id });
    // The order's own reservation (order/add's): what stock − reserved allows, the rest its shortfall.
    const reserved = await reserve(tx, new Map(), o.lines.map((l) => ({ fkProduct: l.productId, units: l.quantity * (l.presentation?.units ?? 1) })));
    let shortfall = 0;
    for (const [i, l] of o.lines.entries()) {
      const units = l.quantity * (l.presentation?.units ?? 1);
      shortfall += units - reserved[i];
      await tx.insert(orderLines).values({
        fkOrder: order.id,
        line: i + 1,
        fkProduct: l.productId,
        fkPresentation: l.presentation?.id ?? null,
        presentationUnits: l.presentation?.units ?? 1,
        quantity: l.quantity,
        units,
        reserved: reserved[i],
        unitPrice: l.price.toFixed(2),
        total: (lineCents(toCents(l.price), l.quantity) / 100).toFixed(2),
      });
    }
    if (shortfall) await tx.update(orders).set({ shortfall }).where(eq(orders.id, order.id));
    return order.id;
  });
}

/** POST load/deliver as the phone sends it: with an Idempotency-Key (a new one unless given). */
export const postDelivery = (t: TestApp, token: string, body: unknown, key: string = randomUUID()) =>
  t.app.inject({ method: 'POST', url: '/api/load/deliver', headers: { authorization: `Bearer ${token}`, 'idempotency-key': key }, payload: body as object });

/** load/deliver with its key, expected refused with `status` and `answer`, every table as it was (t.refused sends no key). */
export async function refusedDelivery(t: TestApp, token: string, body: unknown, status: number, answer: unknown, key: string = randomUUID()): Promise<void> {
  const before = await t.snapshot();
  const res = await postDelivery(t, token, body, key);
  expect([res.statusCode, res.json()], JSON.stringify(body)).toEqual([status, answer]);
  expect(await t.snapshot(), JSON.stringify(body)).toEqual(before);
}

/** A product's units held: product_stock.reserved. */
export async function reservedOf(db: Db, productId: number): Promise<number> {
  const [row] = await db.select({ r: productStock.reserved }).from(productStock).where(eq(productStock.fkProduct, productId));
  return Number(row.r);
}

/** A route day's world: a route of three shops (the administrator its seller), milk in two lots and yogurt with a crate. */
export async function routeWorld(t: TestApp, w: { addProduct(name: string, price: string): Promise<number>; addLot(p: number, q: number, exp: string, cost?: string): Promise<number> }, admin: string, tag: string) {
  const { adminId } = await t.seededIds();
  const route = (await t.call(admin, 'POST', '/api/route/add', { name: `Ruta ${tag}`, user_id: adminId, visit_days: [1, 2, 3, 4, 5, 6] })).json() as { id: number; version: number };
  const shops: { id: number; business_name: string; ci_nit: string }[] = [];
  for (const name of ['Tienda Ana', 'Tienda Beto', 'Tienda Carla']) {
    shops.push((await t.call(admin, 'POST', '/api/client/add', { business_name: `${name} ${tag}`, ci_nit: `${tag}${shops.length + 1}` })).json());
  }
  // Visit order: Carla, Ana, Beto.
  const set = await t.call(admin, 'PUT', '/api/route/set-clients', { route_id: route.id, version: route.version, client_ids: [shops[2].id, shops[0].id, shops[1].id] });
  if (set.statusCode !== 200) throw new Error(set.body);
  const milk = await w.addProduct(`Leche ${tag}`, '6.00');
  const yogurt = await w.addProduct(`Yogur ${tag}`, '10.00');
  const crateRes = await t.call(admin, 'POST', '/api/presentation/add', { product_id: yogurt, name: 'Caja x12', units: 12, barcode: `77${Date.now()}`.slice(0, 13), price: 110 });
  if (crateRes.statusCode !== 200) throw new Error(crateRes.body);
  const crate = { id: crateRes.json().id as number, units: 12 };
  const milkLots = { late: await w.addLot(milk, 50, '2099-12-31', '4.00'), early: await w.addLot(milk, 30, '2099-06-30', '4.50') };
  const yogurtLot = await w.addLot(yogurt, 60, '2099-08-31', '7.00');
  return { adminId, route, shops, milk, yogurt, crate, milkLots, yogurtLot };
}
