import { inArray, sql } from 'drizzle-orm';
import { fold } from '@lactea/contracts';
import { productDiscounts, productPromotions, products, settings, typePayments } from '../../db/schema/index.js';
import type { Db } from '../../db/types.js';

/** [product code, unit price, from quantity]: each below the product's demo price. */
const DEMO_DISCOUNTS: [code: string, unitPrice: string, quantity: number][] = [
  ['PIL-001', '7.50', 6], // Leche Entera UHT 1 L (8.00): by the half dozen
  ['PIL-004', '2.20', 12], // Leche Chocolatada 180 ml (2.50): a box of 12
  ['DLZ-003', '11.50', 3], // Yogurt Frutilla 1 L (12.50)
  ['SOA-002', '22.00', 4], // Queso Fresco 500 g (24.00)
];
/** [product code, take, pay]: "2x3" = pay 2, take 3. */
const DEMO_PROMOTIONS: [code: string, take: number, pay: number][] = [
  ['MLK-001', 3, 2], // Leche Saborizada Frutilla 180 ml: 2x3
  ['MLK-002', 3, 2], // Leche Saborizada Chocolate 180 ml: 2x3
  ['PIL-006', 4, 3], // Yogurt Bebible Durazno 1 L: 3x4
];

/**
 * The till's set-up for `npm run demo`: Efectivo, Tarjeta and QR; the shop's settings
 * (initial cash, an address in La Paz, a cellphone); a few discounts and promotions on demo
 * products. Runs after the products exist and before the demo sales, which are priced with them.
 */
export async function seedTillSetupDemo(db: Db): Promise<void> {
  await db
    .insert(typePayments)
    .values([
      { typePay: 'Efectivo', typePayKey: fold('Efectivo'), isCash: 1, code: 'e' },
      { typePay: 'Tarjeta', typePayKey: fold('Tarjeta'), isCash: 0, code: 'c' },
      { typePay: 'QR', typePayKey: fold('QR'), isCash: 0, code: 'q' },
    ])
    .onConflictDoNothing();
  await db
    .update(settings)
    .set({ initialCash: '300.00', address: 'Calle Comercio 1045, La Paz', cellphoneNumber: '71234567', updatedAt: new Date() })
    .where(sql`${settings.id} = 1`);

  const codes = [...DEMO_DISCOUNTS.map(([code]) => code), ...DEMO_PROMOTIONS.map(([code]) => code)];
  const rows = await db.select({ id: products.id, code: products.code }).from(products).where(inArray(products.code, codes));
  const idOf = new Map(rows.map((r) => [r.code, r.id]));
  const discounts = DEMO_DISCOUNTS.filter(([code]) => idOf.has(code)).map(([code, unitPrice, quantity]) => ({ fkProduct: idOf.get(code)!, unitPrice, quantity }));
  const promotions = DEMO_PROMOTIONS.filter(([code]) => idOf.has(code)).map(([code, take, pay]) => ({
    fkProduct: idOf.get(code)!,
    quantityPromotion: take,
    quantitySale: pay,
  }));
  if (discounts.length) await db.insert(productDiscounts).values(discounts).onConflictDoNothing();
  if (promotions.length) await db.insert(productPromotions).values(promotions).onConflictDoNothing();
}
