import { inArray } from 'drizzle-orm';
import { presentations } from '../../db/schema/index.js';
import type { Executor } from '../../db/types.js';

/** A presentation as a sale line reads it: its product, its units and price now, and whether it sells. */
export interface PresentationSold {
  id: number;
  fkProduct: number;
  name: string;
  units: number;
  price: string;
  enabled: number;
}

/** The presentations `ids` names (none asked: nothing read). */
export async function salePresentations(db: Executor, ids: readonly number[]): Promise<Map<number, PresentationSold>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: presentations.id, fkProduct: presentations.fkProduct, name: presentations.name, units: presentations.units, price: presentations.price, enabled: presentations.enabled })
    .from(presentations)
    .where(inArray(presentations.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r]));
}
