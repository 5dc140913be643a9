import { inArray } from 'drizzle-orm';
import { presentations, products } from '../../db/schema/index.js';
import type { Db } from '../../db/types.js';

/**
 * [product code, name, units, price, barcode]: crates and packs of a few demo milks and yogurts,
 * each cheaper by the unit than the product alone. Barcodes are ITF-14 as a case carries them: a
 * packaging digit (1 the crate, 2 the pack) before the unit's EAN-13, with their own check digit.
 */
const DEMO_PRESENTATIONS: [code: string, name: string, units: number, price: string, barcode: string][] = [
  ['PIL-001', 'Caja x12', 12, '90.00', '17772106000016'], // Leche Entera UHT 1 L (8.00): 7.50 the unit
  ['PIL-001', 'Pack x6', 6, '46.50', '27772106000013'],
  ['PIL-005', 'Caja x12', 12, '144.00', '17772106000054'], // Yogurt Bebible Frutilla 1 L (13.00): 12.00
  ['PIL-005', 'Pack x6', 6, '75.00', '27772106000051'],
  ['DLZ-003', 'Caja x12', 12, '138.00', '17773301000030'], // Yogurt Frutilla 1 L (12.50): 11.50
  ['MLK-001', 'Pack x6', 6, '13.50', '27775608000017'], // Leche Saborizada Frutilla 180 ml (2.50): 2.25
];

/** PRESENTACIONES for `npm run demo`: after the products exist. */
export async function seedPresentationsDemo(db: Db): Promise<void> {
  const codes = [...new Set(DEMO_PRESENTATIONS.map(([code]) => code))];
  const rows = await db.select({ id: products.id, code: products.code }).from(products).where(inArray(products.code, codes));
  const idOf = new Map(rows.map((r) => [r.code, r.id]));
  await db.insert(presentations).values(
    DEMO_PRESENTATIONS.map(([code, name, units, price, barcode]) => {
      const fkProduct = idOf.get(code);
      if (fkProduct === undefined) throw new Error(`Producto de demostración desconocido: ${code}`);
      return { fkProduct, name, units, price, barcode };
    }),
  );
}
