import { formatCents } from './money.js';

/** Some units of a purchase line's lot and what each cost, in cents. */
export interface CostShare {
  units: number;
  unitCostCents: number;
}

/**
 * A crate bought at `crateCostCents` holds `unitsPerCrate` units; a lot's cost is per unit with two
 * decimals, so a crate whose cost does not divide evenly is shared as whole cents: in each crate
 * `crateCostCents mod unitsPerCrate` units cost one cent more than the rest. `crates` crates give at
 * most two shares (the dearer first), and Σ units × unitCostCents = crates × crateCostCents exactly:
 * Bs. 50,00 the crate of 12, 3 crates → 24 u at Bs. 4,17 and 12 u at Bs. 4,16 (Bs. 150,00).
 */
export function crateCostShares(crateCostCents: number, unitsPerCrate: number, crates: number): CostShare[] {
  const base = Math.floor(crateCostCents / unitsPerCrate);
  const dearer = (crateCostCents - base * unitsPerCrate) * crates;
  const cheaper = unitsPerCrate * crates - dearer;
  return [
    ...(dearer > 0 ? [{ units: dearer, unitCostCents: base + 1 }] : []),
    ...(cheaper > 0 ? [{ units: cheaper, unitCostCents: base }] : []),
  ];
}

/**
 * A purchase line of crates as the form and the purchase detail read it: '3 Caja x12 = 36 u, costo
 * unitario Bs. 4,00', or when the crate's cost does not divide evenly '3 Caja x12 = 36 u, costo
 * unitario 24 u a Bs. 4,17 y 12 u a Bs. 4,16'.
 */
export function crateLineText(crates: number, presentation: { name: string; units: number }, crateCostCents: number): string {
  const shares = crateCostShares(crateCostCents, presentation.units, crates);
  // No crates yet (the form being typed): the cost one unit would have.
  const cost = shares.length <= 1 ? formatCents(shares[0]?.unitCostCents ?? Math.floor(crateCostCents / presentation.units)) : shares.map((s) => `${s.units} u a ${formatCents(s.unitCostCents)}`).join(' y ');
  return `${crates} ${presentation.name} = ${crates * presentation.units} u, costo unitario ${cost}`;
}
