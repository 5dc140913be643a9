import { sql } from 'drizzle-orm';
import { fromMilli, quantityText, toMilli } from '@lactea/contracts';
import { productStock } from '../../db/schema/index.js';
import { rowsOf, type Executor } from '../../db/types.js';
import { pgArray } from '../../db/prepared.js';

/**
 * Units held for pending orders: `product_stock.reserved` (decision 0073). The only code that
 * changes it; the till's sale checks it in its own write statement (`lotsOut`'s `keepReserved`).
 *
 * Each call locks the products' stock rows in ascending product id (the ledger's order: a sale locks
 * its lots and then these rows ascending; this locks no lot), reads stock and reservation as they
 * are now, and writes the new reservation in the same transaction, so two orders or an order and a
 * till sale on the last units take turns on the row and never hold more than the stock.
 */

/** An order line's ask, in the product's stock units. */
export interface UnitsAsked {
  fkProduct: number;
  units: number;
}

/**
 * Frees `freed` (units per product an order held: an edit's old lines, an annulment, a load) and
 * then reserves each line of `asked` in order from what is free (stock − reserved, never below 0).
 * Answers, per asked line, the units it reserved (the rest is its shortfall).
 */
export async function reserve(tx: Executor, freed: ReadonlyMap<number, number>, asked: readonly UnitsAsked[]): Promise<number[]> {
  const productIds = [...new Set([...freed.keys(), ...asked.map((a) => a.fkProduct)])].sort((a, b) => a - b);
  if (productIds.length === 0) return [];
  const rows = rowsOf<{ fk_product: number; quantity: string; reserved: string }>(
    await tx.execute(sql`select ${productStock.fkProduct} as fk_product, ${productStock.quantity}::text as quantity, ${productStock.reserved}::text as reserved
      from ${productStock} where ${productStock.fkProduct} = any(${pgArray(productIds)}::int[])
      order by ${productStock.fkProduct} for no key update`),
  );
  // Thousandths (grams of a weighed product): exact integer arithmetic.
  const stock = new Map(rows.map((r) => [Number(r.fk_product), { quantity: toMilli(r.quantity), reserved: toMilli(r.reserved) }]));
  const held = new Map<number, number>();
  for (const id of productIds) {
    const s = stock.get(id);
    if (!s) throw new Error(`Falta la fila de stock del producto ${id}`);
    // Freeing more than is held would be a bug: the column's CHECK (reserved >= 0) refuses it.
    held.set(id, s.reserved - toMilli(freed.get(id) ?? 0));
  }
  const reserved = asked.map((a) => {
    const free = Math.max(0, stock.get(a.fkProduct)!.quantity - Math.max(0, held.get(a.fkProduct)!));
    const take = Math.min(free, toMilli(a.units));
    held.set(a.fkProduct, held.get(a.fkProduct)! + take);
    return take;
  });
  const changed = productIds.filter((id) => held.get(id) !== stock.get(id)!.reserved);
  if (changed.length) {
    await tx.execute(sql`update ${productStock} set reserved = v.reserved
      from unnest(${pgArray(changed)}::int[], ${pgArray(changed.map((id) => quantityText(fromMilli(held.get(id)!))))}::numeric[]) v(fk_product, reserved)
      where ${productStock.fkProduct} = v.fk_product`);
  }
  return reserved.map(fromMilli);
}

/** Frees what an order held (units per product): its annulment. */
export async function release(tx: Executor, freed: ReadonlyMap<number, number>): Promise<void> {
  await reserve(tx, freed, []);
}

/**
 * Moves the reservation by a signed number of units per product, uncapped: the truck's hold
 * (decision 0075). A load adds what it put on the truck less what its orders held, a delivery
 * takes off what it sold from the truck, the closing what came back or was lost. Those units have
 * left the warehouse's lots, so the warehouse's free stock does not bound them. The caller holds
 * the rows' locks already (lots first, then these rows ascending: the ledger's order), so this is
 * one statement. Never below 0: a delivery's sale annulled before the closing puts units back on
 * the truck that its delivery had already let go, and the closing then brings them back too.
 */
export async function shiftHeld(tx: Executor, delta: ReadonlyMap<number, number>): Promise<void> {
  const ids = [...delta.keys()].filter((id) => toMilli(delta.get(id)!) !== 0).sort((a, b) => a - b);
  if (ids.length === 0) return;
  await tx.execute(sql`update ${productStock} set reserved = greatest(${productStock.reserved} + v.delta, 0)
    from unnest(${pgArray(ids)}::int[], ${pgArray(ids.map((id) => quantityText(delta.get(id)!)))}::numeric[]) v(fk_product, delta)
    where ${productStock.fkProduct} = v.fk_product`);
}

/** Units per product held by order lines (`reserved` of each), summed exactly. */
export function heldByProduct(lines: readonly { fkProduct: number; reserved: number }[]): Map<number, number> {
  const milli = new Map<number, number>();
  for (const l of lines) milli.set(l.fkProduct, (milli.get(l.fkProduct) ?? 0) + toMilli(l.reserved));
  return new Map([...milli].map(([id, m]) => [id, fromMilli(m)]));
}
