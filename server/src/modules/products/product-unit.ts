import { and, eq, ne, sql } from 'drizzle-orm';
import { PRESENTATION_MSG, QUANTITY_MSG, SCALE_MSG, type ProductUnit } from '@lactea/contracts';
import { lots, products, saleDetails } from '../../db/schema/index.js';
import { rowsOf, type Executor } from '../../db/types.js';
import { badRequest } from '../../lib/errors.js';
import { readSettings } from '../settings/settings.read.js';
import { hasPresentations } from '../presentations/barcodes.js';

interface Weighing {
  id?: number;
  unit: ProductUnit;
  scale_code: number | null;
}

/**
 * A product's unit and scale code (docs/decisions/0034): a scale code only on a weighed product,
 * within the digits Configuraciones gives the scale, not another weighed product's; the unit not
 * changed once the product has lots or sales (their quantities were counted in the old unit); not
 * 'kg' while the product has presentations (a crate counts whole units).
 */
export async function checkWeighing(tx: Executor, body: Weighing, before: { unit: string } | null): Promise<void> {
  const messages: string[] = [];
  if (body.scale_code !== null) {
    if (body.unit !== 'kg') messages.push(SCALE_MSG.codeOnUnit);
    else {
      const { scaleCodeDigits } = await readSettings(tx);
      if (body.scale_code >= 10 ** scaleCodeDigits) messages.push(SCALE_MSG.codeTooLong(scaleCodeDigits));
      const [taken] = await tx
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.scaleCode, body.scale_code), body.id ? ne(products.id, body.id) : undefined));
      if (taken) messages.push(SCALE_MSG.codeTaken(body.scale_code));
    }
  }
  if (before && before.unit !== body.unit && body.id && (await hasMovements(tx, body.id))) messages.push(QUANTITY_MSG.unitLocked);
  if (before && before.unit !== 'kg' && body.unit === 'kg' && body.id && (await hasPresentations(tx, body.id))) messages.push(PRESENTATION_MSG.hasPresentations);
  if (messages.length) throw badRequest(...messages);
}

async function hasMovements(tx: Executor, id: number): Promise<boolean> {
  const result = await tx.execute(
    sql`select exists (select 1 from ${lots} where ${lots.fkProduct} = ${id}) or exists (select 1 from ${saleDetails} where ${saleDetails.fkProduct} = ${id}) as moved`,
  );
  return rowsOf<{ moved: boolean }>(result)[0]?.moved === true;
}

/** Which unique index a refused write hit: the scale code (two administrators at once) or the code. */
export function duplicateMessage(db: Executor, body: { scale_code: number | null }, codeMessage: string): () => Promise<string> {
  return async () => {
    if (body.scale_code === null) return codeMessage;
    const [taken] = await db.select({ id: products.id }).from(products).where(eq(products.scaleCode, body.scale_code));
    return taken ? SCALE_MSG.codeTaken(body.scale_code) : codeMessage;
  };
}
