import { inArray } from 'drizzle-orm';
import { fold } from '@lactea/contracts';
import { clients, routeClients, routes, users } from '../../db/schema/index.js';
import type { Db } from '../../db/types.js';

/**
 * The demo's preventa: a preventista and 'Ruta Centro', visited Monday to Saturday, with four shops
 * in visit order. Run after the demo's sales, which are the counter's and none of the preventista's.
 */
export const DEMO_ROUTE = { name: 'Ruta Centro', clients: ['Tienda Doña Rosa', 'Minimarket El Alto', 'Panadería San Miguel', 'Mercado Lanza - Puesto 14'] };

export async function seedRoutesDemo(db: Db, seller: { name: string; username: string; passwordHash: string }): Promise<void> {
  const [user] = await db
    .insert(users)
    .values({ name: seller.name, category: 'v', username: seller.username, usernameKey: fold(seller.username), passwordHash: seller.passwordHash })
    .returning({ id: users.id });
  const [route] = await db
    .insert(routes)
    .values({ name: DEMO_ROUTE.name, nameKey: fold(DEMO_ROUTE.name), fkUser: user.id, visitDays: [1, 2, 3, 4, 5, 6] })
    .returning({ id: routes.id });
  const found = await db.select({ id: clients.id, name: clients.businessName }).from(clients).where(inArray(clients.businessName, DEMO_ROUTE.clients));
  const idOf = new Map(found.map((c) => [c.name, c.id]));
  await db.insert(routeClients).values(
    DEMO_ROUTE.clients.map((name, i) => {
      const fkClient = idOf.get(name);
      if (fkClient === undefined) throw new Error(`Cliente de demostración desconocido en la ruta: ${name}`);
      return { fkRoute: route.id, fkClient, position: i + 1 };
    }),
  );
}
