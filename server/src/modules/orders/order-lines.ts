import { eq, inArray } from 'drizzle-orm';
import { centsText, fitsUnit, ORDER_MSG as M, orderLinePrice, soldUnits, toCents, type OrderLineBody, type ProductUnit, type SessionUser } from '@lactea/contracts';
import { clients, products, routeClients, routes } from '../../db/schema/index.js';
import type { Executor } from '../../db/types.js';
import { badRequest } from '../../lib/errors.js';
import { salePresentations } from '../sales/presentation.read.js';
import { listWithRows } from '../sales/price-list.read.js';

/** The client an order is for, with the route it is on (null: none). */
export interface OrderClient {
  id: number;
  name: string;
  ciNit: string;
  fkPriceList: number | null;
  fkRoute: number | null;
}

/**
 * The order's client: it exists and is enabled, and a preventista takes orders only for the
 * clients of their own routes (the administrator, for any). Read with a key-share lock, so the
 * client is not deleted under the order (it may still be edited).
 */
export async function orderClient(tx: Executor, user: SessionUser, clientId: number): Promise<OrderClient> {
  const [c] = await tx
    .select({ id: clients.id, name: clients.businessName, ciNit: clients.ciNit, enabled: clients.enabled, fkPriceList: clients.fkPriceList, fkRoute: routes.id, seller: routes.fkUser })
    .from(clients)
    .leftJoin(routeClients, eq(routeClients.fkClient, clients.id))
    .leftJoin(routes, eq(routes.id, routeClients.fkRoute))
    .where(eq(clients.id, clientId))
    .for('key share', { of: clients });
  if (!c) throw badRequest(M.clientMissing);
  if (c.enabled !== 1) throw badRequest(M.clientDisabled(c.name));
  if (user.category !== 'a' && c.seller !== user.id) throw badRequest(M.clientNotOnYourRoute(c.name));
  return { id: c.id, name: c.name, ciNit: c.ciNit, fkPriceList: c.fkPriceList, fkRoute: c.fkRoute };
}

/** A line checked and priced, ready to be written (its reservation comes after). */
export interface PricedOrderLine {
  line: number;
  fkProduct: number;
  fkPresentation: number | null;
  presentationUnits: number;
  quantity: number;
  /** Stock units asked: quantity × the presentation's units. */
  units: number;
  unit: ProductUnit;
  priceCents: number;
  totalCents: number;
  fkPriceList: number | null;
}

/**
 * The lines checked against the products and presentations as they are now (every message at
 * once) and priced by the client's list then (contracts' `orderLinePrice`): what the order keeps.
 */
export async function priceOrderLines(tx: Executor, client: OrderClient, lines: readonly OrderLineBody[]): Promise<PricedOrderLine[]> {
  const productIds = [...new Set(lines.map((l) => l.product_id))];
  const found = await tx
    .select({ id: products.id, name: products.product, price: products.price, unit: products.unit, enabled: products.enabled })
    .from(products)
    .where(inArray(products.id, productIds));
  const byId = new Map(found.map((p) => [p.id, p]));
  const presentations = await salePresentations(tx, [...new Set(lines.flatMap((l) => (l.presentation_id ? [l.presentation_id] : [])))]);
  const list = client.fkPriceList === null ? null : await listWithRows(tx, client.fkPriceList, productIds);
  const messages: string[] = [];
  const priced = lines.map((l, i): PricedOrderLine | null => {
    const p = byId.get(l.product_id);
    if (!p) return void messages.push(M.productMissing(l.product_id)), null;
    if (p.enabled !== 1) return void messages.push(M.productDisabled(p.name)), null;
    const presentationId = l.presentation_id ?? null;
    const pres = presentationId === null ? null : presentations.get(presentationId);
    if (pres === undefined || (pres && (pres.fkProduct !== p.id || pres.enabled !== 1))) return void messages.push(M.presentationMissing(p.name)), null;
    const unit = p.unit as ProductUnit;
    // A presentation counts whole crates; a unit product whole units; only kilograms take decimals.
    if (!fitsUnit(l.quantity, pres ? 'unidad' : unit)) return void messages.push(M.wholeQuantity(p.name)), null;
    const price = orderLinePrice(list, { productId: p.id, presentationId, priceCents: toCents(pres ? pres.price : p.price) }, l.quantity);
    return {
      line: i + 1,
      fkProduct: p.id,
      fkPresentation: presentationId,
      presentationUnits: pres?.units ?? 1,
      quantity: l.quantity,
      units: soldUnits(l.quantity, pres?.units),
      unit,
      priceCents: price.priceCents,
      totalCents: price.totalCents,
      fkPriceList: price.list?.price_list_id ?? null,
    };
  });
  if (messages.length) throw badRequest(...new Set(messages));
  return priced as PricedOrderLine[];
}

/** The order's total in Bs. (numeric text) from its lines' cents. */
export const orderTotalText = (lines: readonly PricedOrderLine[]): string => centsText(lines.reduce((sum, l) => sum + l.totalCents, 0));
