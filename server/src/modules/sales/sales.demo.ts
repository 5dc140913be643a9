import { and, asc, eq, gt, ne, sql } from 'drizzle-orm';
import { fold, SALDO_CODE, standsForNoClient, toCents, type RecordSaleBody } from '@lactea/contracts';
import { clients, productStock, products, settings, typePayments, users } from '../../db/schema/index.js';
import type { Db } from '../../db/types.js';
import type { Config } from '../../config.js';
import type { Ctx } from '../../lib/context.js';
import { AppError } from '../../lib/errors.js';
import { cancelSale } from './sales.service.js';
import { recordSale } from './record/record-sale.js';

const DAYS = 75;

/** A small deterministic generator: the same demo every time. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

/**
 * Demo sales (after the stock demo, so lots exist): about two and a half months of days, 2–5
 * sales a day by the administrator and the cashier, paid in cash, card and QR, some on credit to
 * known clients, a few annulled; all through recordSale, so lots, ledger and rollups agree.
 */
export async function seedSalesDemo(db: Db, tzBusiness = 'America/La_Paz'): Promise<void> {
  const config = { tzBusiness, pageSize: 10 } as Config;
  const people = await db.select({ id: users.id, name: users.name, category: users.category, username: users.username }).from(users).orderBy(asc(users.id));
  // 'Saldo a favor' (the database's own) spends a client's saldo: the demo's sales pay with the others.
  const payable = ne(typePayments.code, SALDO_CODE);
  if ((await db.select({ id: typePayments.id }).from(typePayments).where(payable).limit(1)).length === 0) {
    await db.insert(typePayments).values([
      { typePay: 'Efectivo', typePayKey: fold('Efectivo'), isCash: 1, code: 'e' },
      { typePay: 'Tarjeta', typePayKey: fold('Tarjeta'), isCash: 0, code: 'c' },
      { typePay: 'QR', typePayKey: fold('QR'), isCash: 0, code: 'q' },
    ]);
  }
  await db
    .update(settings)
    .set({ address: 'Av. Buenos Aires 1234, La Paz', cellphoneNumber: '71234567' })
    .where(sql`${settings.id} = 1 and ${settings.address} = ''`);
  const pays = await db.select().from(typePayments).where(and(eq(typePayments.enabled, 1), payable)).orderBy(asc(typePayments.id));
  const cash = pays.find((p) => p.isCash === 1);
  const known = await db.select({ id: clients.id, name: clients.businessName, nit: clients.ciNit }).from(clients).where(eq(clients.enabled, 1)).orderBy(asc(clients.id));
  const sellable = await db
    .select({ id: products.id, price: products.price })
    .from(products)
    .innerJoin(productStock, eq(productStock.fkProduct, products.id))
    .where(sql`${products.enabled} = 1 and ${gt(productStock.quantity, 6)}`)
    .orderBy(asc(products.id));
  // A credit sale is someone's debt: never the till's 'S/N' (the server refuses it).
  const named = known.filter((c) => !standsForNoClient(c.name, c.nit));
  if (!cash || sellable.length === 0 || people.length === 0) return;

  const rnd = random(20261122);
  const pick = <T>(xs: T[]) => xs[Math.floor(rnd() * xs.length)];
  const now = Date.now();
  const recorded: { id: number; ctx: Ctx }[] = [];
  for (let day = DAYS; day >= 0; day--) {
    const perDay = 2 + Math.floor(rnd() * 4);
    for (let n = 0; n < perDay; n++) {
      const person = people[n % people.length];
      const ctx = { db, config, user: { id: person.id, name: person.name, category: person.category as 'a' | 'u', username: person.username }, ip: '127.0.0.1' } as Ctx;
      const at = new Date(now - day * 86_400_000 + (n - perDay) * 47 * 60_000);
      const chosen = [...new Map(Array.from({ length: 1 + Math.floor(rnd() * 3) }, () => pick(sellable)).map((p) => [p.id, p])).values()];
      const detail = chosen.map((p) => {
        const price = Number(p.price);
        return { product_id: p.id, quantity: 1 + Math.floor(rnd() * 2), unit_price: price, unit_price_system: price, discount: 0, promotion: '' };
      });
      const totalCents = detail.reduce((a, l) => a + toCents(l.unit_price) * l.quantity, 0);
      const roll = rnd();
      const credit = roll < 0.1 && named.length > 0;
      const pay = credit ? null : roll < 0.6 ? cash : pick(pays);
      const client = credit ? pick(named) : roll > 0.85 ? pick(known) : null;
      const paidCents = pay?.isCash === 1 ? Math.ceil(totalCents / 1000) * 1000 : credit ? 0 : totalCents;
      const body: RecordSaleBody = {
        register_client: 0,
        without_client: client ? 0 : 1,
        client: client ? { id: client.id, business_name: client.name, ci_nit: client.nit } : null,
        sale: {
          discount: 0,
          money_paid: paidCents / 100,
          total_sale: totalCents / 100,
          change_box: pay?.isCash === 1 ? (paidCents - totalCents) / 100 : 0,
          cancelled: credit ? 0 : 1,
          id_type_payment: pay?.id ?? 0,
        },
        detail,
      };
      try {
        const sale = await recordSale(ctx, body, { at });
        recorded.push({ id: sale.id, ctx });
      } catch (err) {
        if (!(err instanceof AppError)) throw err; // stock ran out for a product: skip that sale
      }
    }
  }
  const admin = people.find((p) => p.category === 'a');
  if (!admin) return;
  const adminCtx = { db, config, user: { id: admin.id, name: admin.name, category: 'a', username: admin.username }, ip: '127.0.0.1' } as Ctx;
  for (const [i, s] of recorded.entries()) if (i % 37 === 5) await cancelSale(adminCtx, { id: s.id });
}
