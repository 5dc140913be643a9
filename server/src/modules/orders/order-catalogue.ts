import { and, asc, eq, inArray } from 'drizzle-orm';
import { toCents, fromCents, type OrderCatalogue, type OrderClient, type OrderClientQuery, type OrderProduct, type OrderProductsQuery, type RouteDayQuery, type TillProduct } from '@lactea/contracts';
import { presentations } from '../../db/schema/index.js';
import { businessToday } from '../../lib/business-time.js';
import { actor, type Ctx } from '../../lib/context.js';
import { clientCredit } from '../clients/credit.js';
import { listWithRows } from '../sales/price-list.read.js';
import { allTillProducts, tillByBarcode, tillSearch } from '../sales/till.service.js';
import { routeDay } from '../routes/routes.service.js';
import { orderClient } from './order-lines.js';

/**
 * What the phone's order form reads (access 'route'): the till's own product search and scan (a
 * preventista may not open the till's routes, decision 0068), and the client's credit and list.
 */

/** order/client: the client (one of the preventista's routes) with its credit state and its whole price list. */
export async function orderClientInfo(ctx: Ctx, q: OrderClientQuery): Promise<OrderClient> {
  const client = await orderClient(ctx.db, actor(ctx), q.client_id);
  const [credit, list] = await Promise.all([
    clientCredit(ctx.db, client.id, businessToday(ctx.config.tzBusiness)),
    client.fkPriceList === null ? null : listWithRows(ctx.db, client.fkPriceList, null),
  ]);
  return { id: client.id, business_name: client.name, ci_nit: client.ciNit, credit: credit!, price_list: list };
}

/** order/products: by search text (at most 20, the till's search) or by a scanned barcode, each with its enabled presentations; no cost. */
export async function orderProducts(ctx: Ctx, q: OrderProductsQuery): Promise<OrderProduct[]> {
  const found: TillProduct[] = q.barcode ? await tillByBarcode(ctx, q.barcode) : q.search ? await tillSearch(ctx, q.search) : [];
  if (found.length === 0) return [];
  return withPresentations(found, await enabledPresentationsOf(ctx, found.map((p) => p.id)));
}

/**
 * order/catalogue: what the phone keeps to take orders offline — the day's routes (routeDay), each
 * enabled client of them with its credit and list (order/client's answer), every enabled product
 * with its presentations (order/products' answer for the whole catalogue).
 */
export async function orderCatalogue(ctx: Ctx, q: RouteDayQuery): Promise<OrderCatalogue> {
  const takenAt = new Date().toISOString();
  const [day, products, offers] = await Promise.all([routeDay(ctx, q), allTillProducts(ctx), enabledPresentationsOf(ctx, null)]);
  const clientIds = [...new Set(day.routes.flatMap((r) => r.clients.filter((c) => c.enabled === 1).map((c) => c.client_id)))];
  const clients = await Promise.all(clientIds.map((id) => orderClientInfo(ctx, { client_id: id })));
  return { taken_at: takenAt, day, clients, products: withPresentations(products, offers) };
}

/** The enabled presentations of these products (null: of every product), smallest first. */
function enabledPresentationsOf(ctx: Ctx, productIds: number[] | null) {
  return ctx.db
    .select({ id: presentations.id, fkProduct: presentations.fkProduct, name: presentations.name, units: presentations.units, price: presentations.price, barcode: presentations.barcode })
    .from(presentations)
    .where(and(productIds ? inArray(presentations.fkProduct, productIds) : undefined, eq(presentations.enabled, 1)))
    .orderBy(asc(presentations.units), asc(presentations.id));
}

type PresentationRow = Awaited<ReturnType<typeof enabledPresentationsOf>>[number];

/** The till's products as the order form shows them: no cost, no list rows, each with its presentations. */
function withPresentations(found: TillProduct[], offers: PresentationRow[]): OrderProduct[] {
  const byProduct = new Map<number, OrderProduct['presentations']>();
  for (const o of offers) {
    const list = byProduct.get(o.fkProduct) ?? [];
    list.push({ id: o.id, name: o.name, units: o.units, price: fromCents(toCents(o.price)), barcode: o.barcode });
    byProduct.set(o.fkProduct, list);
  }
  return found.map(({ cost: _cost, list_rows: _rows, ...p }) => ({ ...p, presentations: byProduct.get(p.id) ?? [] }));
}
