import { asc, eq, sql } from 'drizzle-orm';
import { KARDEX_REASONS } from '@lactea/contracts';
import { kardex, lots, lowLots, products, users } from '../../db/schema/index.js';
import type { Db, Tx } from '../../db/types.js';
import type { Ctx } from '../../lib/context.js';
import { addLot, moveLot } from './ledger.js';
import { addDays, todayText } from './stock-sql.js';

/**
 * Demo lots for the demo catalogue, entered through the ledger so the kardex, product_stock and
 * the lots agree from the first screen: most products well stocked, some low (red in Inventario),
 * some with an expired lot (Lotes Expirados), some expiring within days (the bell), a few
 * write-offs (Lotes Baja). Registration dates are spread over the last weeks. Deterministic.
 */
export async function seedStockDemo(db: Db, tz = 'America/La_Paz'): Promise<void> {
  const today = todayText(tz);
  const [admin] = await db.select({ id: users.id, name: users.name, username: users.username }).from(users).where(eq(users.category, 'a')).orderBy(asc(users.id)).limit(1);
  if (!admin) return;
  const ctx = { user: { id: admin.id, name: admin.name, category: 'a', username: admin.username } } as Ctx;
  const catalogue = await db.select({ id: products.id, cost: products.cost, enabled: products.enabled }).from(products).orderBy(asc(products.id));

  await db.transaction(async (tx) => {
    for (const [i, p] of catalogue.entries()) {
      const lot = async (quantity: number, expiresIn: number, registeredAgo: number) => {
        const { id } = await addLot(tx, ctx, { fkProduct: p.id, quantity, expirationDate: addDays(today, expiresIn), unitCost: p.cost }, { reason: KARDEX_REASONS.newLot, docKind: 'lot' });
        await backdate(tx, id, registeredAgo);
        return id;
      };
      const kind = i % 7;
      if (kind === 0) {
        await lot(3 + (i % 10), 25 + (i % 30), 6); // low stock
      } else if (kind === 1) {
        await lot(4 + (i % 6), -(2 + (i % 15)), 40); // expired, still on the shelf
        await lot(20 + (i % 15), 30 + (i % 40), 5);
      } else if (kind === 2) {
        await lot(5 + (i % 10), 1 + (i % 6), 20); // expires within days: the bell
        await lot(12 + (i % 20), 45, 3);
      } else {
        for (let k = 0; k < 1 + (i % 3); k++) await lot(10 + ((i * 7 + k * 5) % 30), 10 + ((i * 13 + k * 17) % 80), (i + k * 4) % 25);
      }
      if (i % 11 === 3) {
        const [first] = await tx.select({ id: lots.id, quantity: lots.quantity }).from(lots).where(eq(lots.fkProduct, p.id)).orderBy(asc(lots.id)).limit(1);
        const quantity = Math.min(2, first.quantity);
        const [low] = await tx.insert(lowLots).values({ fkLot: first.id, fkProduct: p.id, quantity, fkUser: admin.id }).returning({ id: lowLots.id });
        await moveLot(tx, ctx, { fkLot: first.id, delta: -quantity }, { reason: KARDEX_REASONS.writeOff, docKind: 'low_lot', docId: low.id });
      }
    }
  });
}

/** A lot registered `days` ago (its entry in the ledger too), so the date filters have something to show. */
async function backdate(tx: Tx, lotId: number, days: number) {
  if (days === 0) return;
  const at = sql`now() - make_interval(days => ${days})`;
  await tx.update(lots).set({ createdAt: at }).where(eq(lots.id, lotId));
  await tx.update(kardex).set({ createdAt: at }).where(eq(kardex.fkLot, lotId));
}
