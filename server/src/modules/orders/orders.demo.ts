import { and, eq, inArray } from 'drizzle-orm';
import { addOrderBody } from '@lactea/contracts';
import { clients, presentations, products, routes, users } from '../../db/schema/index.js';
import type { Db } from '../../db/types.js';
import type { Config } from '../../config.js';
import type { Ctx } from '../../lib/context.js';
import { addDays, todayText } from '../stock/stock-sql.js';
import { DEMO_ROUTE } from '../routes/routes.demo.js';
import { addOrder } from './orders.service.js';

/** Tomorrow's orders of the demo route: shop, then [product code, quantity, presentation name or none]. */
export const DEMO_ORDERS: { client: string; lines: [code: string, quantity: number, presentation?: string][] }[] = [
  { client: 'Tienda Doña Rosa', lines: [['PIL-001', 1, 'Caja x12'], ['PIL-005', 4], ['PIL-004', 12]] },
  { client: 'Minimarket El Alto', lines: [['PIL-001', 6], ['PIL-008', 3], ['PIL-011', 2]] },
  { client: 'Panadería San Miguel', lines: [['PIL-012', 2], ['PIL-011', 2], ['PIL-005', 1, 'Pack x6']] },
];

/**
 * A route day ready to load: three pending orders for tomorrow taken by the demo preventista on
 * 'Ruta Centro' (the fourth shop ordered nothing), through order/add's own service, so prices come
 * from each client's list and units are reserved as a phone's order would. HOJA DE CARGA has them.
 */
export async function seedOrdersDemo(db: Db, tzBusiness = 'America/La_Paz'): Promise<void> {
  const [seller] = await db
    .select({ id: users.id, name: users.name, username: users.username })
    .from(users)
    .innerJoin(routes, eq(routes.fkUser, users.id))
    .where(eq(routes.name, DEMO_ROUTE.name));
  if (!seller) return;
  const ctx = { db, config: { tzBusiness, pageSize: 10 } as Config, user: { ...seller, category: 'v' }, ip: '127.0.0.1' } as Ctx;
  const codes = [...new Set(DEMO_ORDERS.flatMap((o) => o.lines.map(([code]) => code)))];
  const found = await db.select({ id: products.id, code: products.code }).from(products).where(inArray(products.code, codes));
  const productId = new Map(found.map((p) => [p.code, p.id]));
  const shops = new Map((await db.select({ id: clients.id, name: clients.businessName }).from(clients).where(inArray(clients.businessName, DEMO_ORDERS.map((o) => o.client)))).map((c) => [c.name, c.id]));
  const tomorrow = addDays(todayText(tzBusiness), 1);
  for (const o of DEMO_ORDERS) {
    const lines = [];
    for (const [code, quantity, presentation] of o.lines) {
      const product_id = productId.get(code);
      if (product_id === undefined) throw new Error(`Producto de demostración desconocido en un pedido: ${code}`);
      const [pres] = presentation
        ? await db.select({ id: presentations.id }).from(presentations).where(and(eq(presentations.fkProduct, product_id), eq(presentations.name, presentation)))
        : [];
      if (presentation && !pres) throw new Error(`Presentación de demostración desconocida: ${code} ${presentation}`);
      lines.push({ product_id, quantity, ...(pres ? { presentation_id: pres.id } : {}) });
    }
    await addOrder(ctx, addOrderBody.parse({ client_id: shops.get(o.client), delivery_date: tomorrow, lines, gloss: null }));
  }
}
