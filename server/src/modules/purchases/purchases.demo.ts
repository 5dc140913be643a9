import { asc, eq, sql } from 'drizzle-orm';
import { toCents } from '@lactea/contracts';
import type { Config } from '../../config.js';
import { kardex, lots, products, providerProducts, providers, purchases, users } from '../../db/schema/index.js';
import type { Db } from '../../db/types.js';
import { businessToday } from '../../lib/business-time.js';
import type { Ctx } from '../../lib/context.js';
import { annulPurchase } from './purchases.change.js';
import { recordPurchase } from './purchases.record.js';

const DAY_MS = 86_400_000;

/**
 * Demo purchases (only from seedDemo, into a fresh demo database): about four months of deliveries,
 * two or three a week, 2–5 products each, entered through recordPurchase so every purchase has its
 * lots and 'Compra' ledger rows; a few unpaid, two annulled. Registration dates are moved back to
 * the purchase date so 'Compras por registro' has history too. Each provider is assigned the
 * products it delivered (PROVEEDOR - PROD.). Deterministic.
 */
export async function seedPurchasesDemo(db: Db, tz = 'America/La_Paz'): Promise<void> {
  const [admin] = await db.select({ id: users.id, name: users.name, username: users.username }).from(users).where(eq(users.category, 'a')).orderBy(asc(users.id)).limit(1);
  if (!admin) return;
  const ctx = { db, config: { tzBusiness: tz, pageSize: 10 } as Config, user: { id: admin.id, name: admin.name, category: 'a', username: admin.username }, ip: '127.0.0.1' } as Ctx;
  const sellers = await db.select({ id: providers.id }).from(providers).where(eq(providers.enabled, 1)).orderBy(asc(providers.id));
  const catalogue = await db.select({ id: products.id, cost: products.cost }).from(products).where(eq(products.enabled, 1)).orderBy(asc(products.id));
  if (sellers.length === 0 || catalogue.length === 0) return;

  const now = Date.now();
  const assigned = new Set<string>();
  for (let k = 0; k < 40; k++) {
    const daysAgo = 120 - k * 3;
    const day = businessToday(tz, new Date(now - daysAgo * DAY_MS));
    const provider = sellers[k % sellers.length].id;
    const count = 2 + (k % 4);
    const picked = Array.from({ length: count }, (_, j) => catalogue[(k * 7 + j * 11) % catalogue.length]).filter((p, j, all) => all.findIndex((q) => q.id === p.id) === j);
    const detail = picked.map((p, j) => {
      const quantity = 6 + ((k * 5 + j * 3) % 30);
      const price = toCents(p.cost);
      const discount = j === 0 && k % 5 === 0 ? Math.min(price, 500) : 0;
      return {
        product_id: p.id,
        quantity,
        unit_price: price / 100,
        unit_cost: price / 100,
        discount: discount / 100,
        expiration_date: businessToday(tz, new Date(now + (30 + ((k * 13 + j * 17) % 120) - daysAgo) * DAY_MS)),
      };
    });
    const purchase = await recordPurchase(ctx, {
      purchase: { fk_provider: provider, date_purchase: day, cancelled: k % 6 === 1 ? 0 : 1, gloss: k % 4 === 0 ? `Factura N° ${1000 + k}` : null, discount: k % 7 === 3 ? 2 : 0 },
      detail,
    }, { at: new Date(now - daysAgo * DAY_MS) });
    // Registered on its purchase day, mid-morning in the business zone.
    const at = sql`(${day}::date + time '10:30')::timestamp at time zone ${tz} + make_interval(mins => ${k % 50})`;
    await db.update(purchases).set({ createdAt: at }).where(eq(purchases.id, purchase.id));
    await db.update(kardex).set({ createdAt: at }).where(sql`${kardex.docKind} = 'purchase' and ${kardex.docId} = ${purchase.id}`);
    await db.update(lots).set({ createdAt: at }).where(eq(lots.fkPurchase, purchase.id));
    if (k === 9 || k === 30) await annulPurchase(ctx, { id: purchase.id, version: purchase.version });
    for (const p of picked) {
      const key = `${provider}:${p.id}`;
      if (assigned.has(key)) continue;
      assigned.add(key);
      await db.insert(providerProducts).values({ fkProvider: provider, fkProduct: p.id, enabled: assigned.size % 13 === 0 ? 0 : 1 });
    }
  }
}
