import { and, asc, eq, inArray } from 'drizzle-orm';
import { toCents, fromCents, type OrderClient, type OrderClientQuery, type OrderProduct, type OrderProductsQuery, type TillProduct } from '@lactea/contracts';
import { presentations } from '../../db/schema/index.js';
import { businessToday } from '../../lib/business-time.js';
import { actor, type Ctx } from '../../lib/context.js';
import { clientCredit } from '../clients/credit.js';
import { listWithRows } from '../sales/price-list.read.js';
import { tillByBarcode, tillSearch } from '../sales/till.service.js';
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
  const offers = await ctx.db
    .select({ id: presentations.id, fkProduct: presentations.fkProduct, name: presentations.name, units: presentations.units, price: presentations.price, barcode: presentations.barcode })
    .from(presentations)
    .where(and(inArray(presentations.fkProduct, found.map((p) => p.id)), eq(presentations.enabled, 1)))
    .orderBy(asc(presentations.units), asc(presentations.id));
  return found.map(({ cost: _cost, list_rows: _rows, ...p }) => ({
    ...p,
    presentations: offers.filter((o) => o.fkProduct === p.id).map((o) => ({ id: o.id, name: o.name, units: o.units, price: fromCents(toCents(o.price)), barcode: o.barcode })),
  }));
}
