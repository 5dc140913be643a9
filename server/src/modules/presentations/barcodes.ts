import { and, eq, ne } from 'drizzle-orm';
import { PRESENTATION_MSG } from '@lactea/contracts';
import { presentations, products } from '../../db/schema/index.js';
import type { Executor } from '../../db/types.js';
import { lockValue } from '../../db/advisory.js';
import { badRequest } from '../../lib/errors.js';

/** Who is taking the barcode: a presentation (its id when edited), or a product. */
export type BarcodeTaker = { presentation: number | null } | 'product';

/**
 * A presentation's barcode names it alone, so a scan at the till is never ambiguous between a
 * crate and a unit: no product and no other presentation may carry it. Products among themselves
 * may still share one (the spec allows it), so only the pairs with a presentation are refused.
 * No index spans both tables: the check runs under a lock on the value (db/advisory.lockValue),
 * so a product and a presentation given the same barcode at the same moment cannot both pass.
 */
export async function refuseTakenBarcode(tx: Executor, barcode: string | null, taker: BarcodeTaker): Promise<void> {
  if (barcode === null) return;
  await lockValue(tx, 'barcode', barcode);
  const self = taker === 'product' ? null : taker.presentation;
  const [presentation] = await tx
    .select({ id: presentations.id })
    .from(presentations)
    .where(and(eq(presentations.barcode, barcode), self === null ? undefined : ne(presentations.id, self)))
    .limit(1);
  const product =
    taker === 'product' || presentation
      ? undefined
      : (await tx.select({ id: products.id }).from(products).where(eq(products.barcode, barcode)).limit(1))[0];
  if (presentation || product) throw badRequest(PRESENTATION_MSG.barcodeTaken);
}

/** Whether the product has presentations, enabled or not (a disabled one may be enabled again). */
export async function hasPresentations(tx: Executor, productId: number): Promise<boolean> {
  const [row] = await tx.select({ id: presentations.id }).from(presentations).where(eq(presentations.fkProduct, productId)).limit(1);
  return row !== undefined;
}
