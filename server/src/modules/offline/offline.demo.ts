import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { formatMoney, formatQuantity, type ProductUnit, toCents } from '@lactea/contracts';
import { devices, products, reconciliationItems, saleDetails, sales, users } from '../../db/schema/index.js';
import type { Db } from '../../db/types.js';

const DEVICE = { id: 'demo-caja-mostrador', name: 'Caja mostrador' };
/** The device's sales arrived the morning after (the shop's internet was down in the afternoon). */
const ARRIVAL_DELAY_MS = 16 * 3_600_000;

/**
 * Offline till demo (run after the sales demo): three of the cashier's sales of the day
 * before the latest one are marked as sold offline on 'Caja mostrador' and synced later, each
 * with a case to review in VENTAS SIN CONEXIÓN (a stale price, a shortfall, a credit over its
 * terms). Only flags and the cases are written: every figure of the demo stays as it was.
 */
export async function seedOfflineDemo(db: Db): Promise<void> {
  const [cashier] = await db.select({ id: users.id }).from(users).where(eq(users.category, 'u')).orderBy(asc(users.id)).limit(1);
  if (!cashier) return;
  const [{ latest }] = await db.select({ latest: sql<string | null>`max(${sales.date})` }).from(sales);
  if (!latest) return;
  const before = and(eq(sales.fkUser, cashier.id), eq(sales.enabled, 1), lt(sales.date, latest));
  const paid = await db.select({ id: sales.id, createdAt: sales.createdAt }).from(sales).where(and(before, eq(sales.cancelled, 1))).orderBy(desc(sales.id)).limit(2);
  const credit = await db.select({ id: sales.id, createdAt: sales.createdAt }).from(sales).where(and(before, eq(sales.cancelled, 0))).orderBy(desc(sales.id)).limit(1);
  const chosen = [...paid, ...credit];
  if (chosen.length === 0) return;

  // Never in the future: a sale of late last night arrives now at the latest.
  const arrival = (soldAt: Date) => new Date(Math.min(soldAt.getTime() + ARRIVAL_DELAY_MS, Date.now()));
  const lastArrival = new Date(Math.max(...chosen.map((s) => arrival(s.createdAt).getTime())));
  await db.insert(devices).values({ ...DEVICE, fkUser: cashier.id, reportedAt: lastArrival, lastSyncAt: lastArrival });
  for (const [i, sale] of chosen.entries()) {
    await db
      .update(sales)
      .set({ offline: 1, deviceId: DEVICE.id, provisionalNumber: `CM01-${String(i + 1).padStart(4, '0')}`, receivedAt: arrival(sale.createdAt) })
      .where(eq(sales.id, sale.id));
  }

  const lines = await db
    .select({ sale: saleDetails.fkSale, product: saleDetails.fkProduct, total: saleDetails.total, quantity: saleDetails.quantity, unit: products.unit })
    .from(saleDetails)
    .innerJoin(products, eq(products.id, saleDetails.fkProduct))
    .where(inArray(saleDetails.fkSale, chosen.map((s) => s.id)))
    .orderBy(asc(saleDetails.id));
  const lineOf = (saleId: number) => lines.find((l) => l.sale === saleId);
  const [pricedSale, shortSale] = paid;
  const priced = pricedSale && lineOf(pricedSale.id);
  if (priced) {
    const charged = toCents(priced.total);
    const expected = charged + 150;
    await db.insert(reconciliationItems).values({
      kind: 'precio',
      fkSale: pricedSale.id,
      fkProduct: priced.product,
      chargedTotal: (charged / 100).toFixed(2),
      expectedTotal: (expected / 100).toFixed(2),
      detail: `Cobrado ${formatMoney(charged / 100)}; precio vigente ${formatMoney(expected / 100)}`,
    });
  }
  const short = shortSale && lineOf(shortSale.id);
  if (short) {
    const missing = Number(short.quantity);
    await db.insert(reconciliationItems).values({
      kind: 'faltante',
      fkSale: shortSale.id,
      fkProduct: short.product,
      missingQuantity: String(missing),
      detail: `Sin stock en los lotes: faltó ${formatQuantity(missing, short.unit as ProductUnit)}`,
    });
  }
  if (credit[0]) {
    await db.insert(reconciliationItems).values({ kind: 'credito', fkSale: credit[0].id, detail: 'Venta a crédito por encima del límite del cliente' });
  }
}
