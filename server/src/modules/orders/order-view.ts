import { asc, eq, inArray, sql } from 'drizzle-orm';
import { fromMilli, toCents, toMilli, fromCents, listLabel, type Order, type OrderLine } from '@lactea/contracts';
import { clients, orderLines, orders, presentations, priceLists, products, routes, users } from '../../db/schema/index.js';
import { readTogether } from '../../db/reads.js';
import type { Executor } from '../../db/types.js';

/** Orders `ids` as every answer gives them, with their lines in order; in the order of `ids`. */
export async function ordersByIds(db: Executor, ids: readonly number[]): Promise<Order[]> {
  if (ids.length === 0) return [];
  const [heads, lines] = await readTogether(db, [
    () =>
      db
        .select({
          id: orders.id,
          clientId: orders.fkClient,
          businessName: clients.businessName,
          ciNit: clients.ciNit,
          routeId: orders.fkRoute,
          routeName: routes.name,
          userId: orders.fkUser,
          userName: users.name,
          deliveryDate: orders.deliveryDate,
          date: orders.date,
          hour: sql<string>`to_char(${orders.hour}, 'HH24:MI')`,
          gloss: orders.gloss,
          state: orders.state,
          total: orders.total,
          shortfall: orders.shortfall,
          version: orders.version,
        })
        .from(orders)
        .innerJoin(clients, eq(clients.id, orders.fkClient))
        .innerJoin(users, eq(users.id, orders.fkUser))
        .leftJoin(routes, eq(routes.id, orders.fkRoute))
        .where(inArray(orders.id, [...ids])),
    () =>
      db
        .select({
          fkOrder: orderLines.fkOrder,
          line: orderLines.line,
          productId: orderLines.fkProduct,
          product: products.product,
          code: products.code,
          unit: products.unit,
          presentationId: orderLines.fkPresentation,
          presentationName: presentations.name,
          presentationUnits: orderLines.presentationUnits,
          quantity: orderLines.quantity,
          units: orderLines.units,
          reserved: orderLines.reserved,
          unitPrice: orderLines.unitPrice,
          total: orderLines.total,
          priceListId: orderLines.fkPriceList,
          priceListName: priceLists.name,
        })
        .from(orderLines)
        .innerJoin(products, eq(products.id, orderLines.fkProduct))
        .leftJoin(presentations, eq(presentations.id, orderLines.fkPresentation))
        .leftJoin(priceLists, eq(priceLists.id, orderLines.fkPriceList))
        .where(inArray(orderLines.fkOrder, [...ids]))
        .orderBy(asc(orderLines.fkOrder), asc(orderLines.line)),
  ]);
  const linesOf = new Map<number, OrderLine[]>();
  for (const l of lines) {
    const units = Number(l.units);
    const reserved = Number(l.reserved);
    const list = linesOf.get(l.fkOrder) ?? [];
    list.push({
      line: l.line,
      product_id: l.productId,
      product: l.product,
      code: l.code,
      unit: l.unit,
      presentation: l.presentationId === null ? null : { id: l.presentationId, name: l.presentationName ?? '', units: l.presentationUnits },
      quantity: Number(l.quantity),
      units,
      reserved,
      shortfall: fromMilli(toMilli(units) - toMilli(reserved)),
      unit_price: fromCents(toCents(l.unitPrice)),
      total: fromCents(toCents(l.total)),
      price_list_id: l.priceListId,
      price_label: l.priceListName === null ? null : listLabel(l.priceListName),
    });
    linesOf.set(l.fkOrder, list);
  }
  const byId = new Map(
    heads.map((h) => [
      h.id,
      {
        id: h.id,
        client_id: h.clientId,
        business_name: h.businessName,
        ci_nit: h.ciNit,
        route_id: h.routeId,
        route_name: h.routeName,
        user_id: h.userId,
        user_name: h.userName,
        delivery_date: h.deliveryDate,
        date: h.date,
        hour: h.hour,
        gloss: h.gloss,
        state: h.state,
        total: fromCents(toCents(h.total)),
        shortfall: Number(h.shortfall),
        lines: linesOf.get(h.id) ?? [],
        version: h.version,
      } satisfies Order,
    ]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}
