import { fitsUnit, fromMilli, lineCents, RETURN_MSG, returnAmountCents, toMilli, type ProductUnit, type ReturnDisposition, type SaleReturnBody } from '@lactea/contracts';

/**
 * A return's plan, pure (no database): which lines, how much of each lot, what money and cost, and
 * every refusal of the lines at once. The service reads the sale's lines and lots under the sale's
 * lock, calls this, and writes what it answers.
 */

/** A sale line as a return reads it. */
export interface ReturnSaleLine {
  id: number;
  fkProduct: number;
  product: string;
  unit: ProductUnit;
  /** Crates for a crate line, else units or kg. */
  quantity: number;
  presentationUnits: number;
  totalCents: number;
  discountShareCents: number;
  returnedQuantity: number;
  returnedCents: number;
}

/** A lot a sale line took, with what earlier returns of that line already gave back to it. */
export interface ReturnLotSource {
  fkSaleDetail: number;
  fkLot: number;
  expirationDate: string;
  unitCostCents: number;
  taken: number;
  returned: number;
}

export interface PlannedLot {
  fkLot: number;
  milli: number;
  unitCostCents: number;
}

export interface PlannedLine {
  line: ReturnSaleLine;
  milli: number;
  disposition: ReturnDisposition;
  amountCents: number;
  costCents: number;
  lots: PlannedLot[];
}

export interface ReturnPlan {
  lines: PlannedLine[];
  amountCents: number;
  stockCostCents: number;
  mermaCostCents: number;
}

/** Sold of a line in the product's unit, in thousandths: crates × units for a crate line. */
const soldMilli = (l: ReturnSaleLine) => toMilli(l.quantity) * l.presentationUnits;

/** What can still be returned of a line, in the product's unit. */
export const returnableOf = (l: ReturnSaleLine): number => fromMilli(soldMilli(l) - toMilli(l.returnedQuantity));

/**
 * The lots a line's units go back to: the lots the line took, newest expiry first (the freshest
 * goods are the likeliest to come back, and the shelf keeps FEFO), never more than a lot gave.
 * Stock only into lots not expired on `today`: an expired lot's units can only be merma.
 */
function shareIntoLots(milli: number, sources: ReturnLotSource[], toStock: boolean, today: string, product: string): { lots: PlannedLot[]; refusal?: string } {
  const lots: PlannedLot[] = [];
  let left = milli;
  const newestFirst = [...sources].sort((a, b) => (a.expirationDate === b.expirationDate ? b.fkLot - a.fkLot : a.expirationDate < b.expirationDate ? 1 : -1));
  for (const s of newestFirst) {
    if (left === 0) break;
    const room = toMilli(s.taken) - toMilli(s.returned);
    if (room <= 0) continue;
    if (toStock && s.expirationDate < today) return { lots, refusal: RETURN_MSG.lotExpired(product, s.expirationDate) };
    const n = Math.min(room, left);
    lots.push({ fkLot: s.fkLot, milli: n, unitCostCents: s.unitCostCents });
    left -= n;
  }
  // The lots a line took add up to what it sold, so nothing is left unless the rows disagree.
  if (left > 0) throw new Error(`Los lotes de la línea no alcanzan para devolver ${fromMilli(milli)} de ${product}`);
  return { lots };
}

/** The plan of `body`'s lines against the sale's lines and lots; every refusal at once (`refusals`). */
export function planReturn(body: Pick<SaleReturnBody, 'lines'>, saleLines: ReturnSaleLine[], sources: ReturnLotSource[], today: string): { plan: ReturnPlan; refusals: string[] } {
  const byId = new Map(saleLines.map((l) => [l.id, l]));
  const seen = new Set<number>();
  const refusals: string[] = [];
  const lines: PlannedLine[] = [];
  for (const asked of body.lines) {
    const line = byId.get(asked.sale_line_id);
    if (!line) {
      refusals.push(RETURN_MSG.lineMissing(asked.sale_line_id));
      continue;
    }
    if (seen.has(line.id)) {
      refusals.push(RETURN_MSG.lineRepeated(line.id));
      continue;
    }
    seen.add(line.id);
    if (!fitsUnit(asked.quantity, line.unit)) {
      refusals.push(RETURN_MSG.wholeUnits(line.product));
      continue;
    }
    const milli = toMilli(asked.quantity);
    const returnedMilli = toMilli(line.returnedQuantity);
    if (milli > soldMilli(line) - returnedMilli) {
      refusals.push(RETURN_MSG.onlyLeft(returnableOf(line), line.product, line.unit));
      continue;
    }
    const shared = shareIntoLots(milli, sources.filter((s) => s.fkSaleDetail === line.id), asked.disposition === 'stock', today, line.product);
    if (shared.refusal) {
      refusals.push(shared.refusal);
      continue;
    }
    const amountCents = returnAmountCents({ netCents: line.totalCents - line.discountShareCents, soldMilli: soldMilli(line), returnedMilli, refundedCents: line.returnedCents }, milli);
    const costCents = shared.lots.reduce((sum, l) => sum + lineCents(l.unitCostCents, fromMilli(l.milli)), 0);
    lines.push({ line, milli, disposition: asked.disposition, amountCents, costCents, lots: shared.lots });
  }
  const sum = (pick: (l: PlannedLine) => number) => lines.reduce((s, l) => s + pick(l), 0);
  return {
    plan: {
      lines,
      amountCents: sum((l) => l.amountCents),
      stockCostCents: sum((l) => (l.disposition === 'stock' ? l.costCents : 0)),
      mermaCostCents: sum((l) => (l.disposition === 'merma' ? l.costCents : 0)),
    },
    refusals,
  };
}
