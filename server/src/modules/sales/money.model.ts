/**
 * An independent model of what a sale must come to, for the money property test
 * (money.property.test.ts): the shop's pricing rules written again in plain integer arithmetic
 * (cents, and thousandths of a unit or a kilogram), without the contracts' pricing functions, so a
 * slip in those functions, in record-sale or in the reports shows as a cent of difference.
 */

/** cents × thousandths / 1000, half up: a price for a quantity, a lot's cost for what it gave. */
export const centsFor = (cents: number, milli: number): number => Math.floor((cents * milli + 500) / 1000);

export interface ModelListRow {
  productId: number;
  /** null: the product's unit. */
  presentationId: number | null;
  minMilli: number;
  priceCents: number;
}

export interface ModelList {
  id: number;
  enabled: boolean;
  rows: ModelListRow[];
}

/** The list's unit price for the whole line: the row with the highest minimum the quantity reaches. */
export function modelListPrice(list: ModelList | null, productId: number, presentationId: number | null, milli: number): number | null {
  if (!list?.enabled) return null;
  let best: ModelListRow | null = null;
  for (const r of list.rows) {
    if (r.productId !== productId || r.presentationId !== presentationId || r.minMilli > milli) continue;
    if (!best || r.minMilli > best.minMilli) best = r;
  }
  return best ? best.priceCents : null;
}

export interface ModelOffers {
  /** From `quantity` on (thousandths), each unit at `unitCents`. */
  discount: { unitCents: number; fromMilli: number } | null;
  /** Take `take`, pay `pay` (units only, exact multiples). */
  promotion: { take: number; pay: number } | null;
}

/** A quantity at the counter with no promotion: the plain price, or the discount once reached. */
function plainOrDiscount(priceCents: number, milli: number, offers: ModelOffers): number {
  const plain = centsFor(priceCents, milli);
  const d = offers.discount;
  return d && milli >= d.fromMilli ? Math.min(plain, centsFor(d.unitCents, milli)) : plain;
}

/**
 * The least the counter's rules allow for a product's quantity: every number of whole promoted
 * groups tried (0 to all), the rest at the plain price or the discount. The till must reach it.
 */
export function modelCounterTotal(priceCents: number, milli: number, offers: ModelOffers): number {
  const p = offers.promotion;
  let best = plainOrDiscount(priceCents, milli, offers);
  if (!p || milli % 1000 !== 0) return best;
  const units = milli / 1000;
  for (let k = 1; k * p.take <= units; k++) {
    const rest = units - k * p.take;
    best = Math.min(best, k * p.pay * priceCents + (rest ? plainOrDiscount(priceCents, rest * 1000, offers) : 0));
  }
  return best;
}

/** What one line the till sent comes to under the mode it claims (its promotion text, its discount). */
export function modelLineTotal(priceCents: number, milli: number, offers: ModelOffers, claim: { promotion: boolean; discount: boolean }): number | null {
  if (claim.promotion) {
    const p = offers.promotion;
    if (!p || milli % (p.take * 1000) !== 0) return null;
    return (milli / (p.take * 1000)) * p.pay * priceCents;
  }
  if (claim.discount) {
    const d = offers.discount;
    return d && milli >= d.fromMilli ? centsFor(d.unitCents, milli) : null;
  }
  return centsFor(priceCents, milli);
}

/**
 * A sale's discount shared over its lines in proportion to their totals: largest remainder first,
 * ties to the earlier line. `tied`: a tie decided which line took a cent.
 */
export function modelShares(totals: number[], discountCents: number): { shares: number[]; tied: boolean } {
  const subtotal = totals.reduce((a, b) => a + b, 0);
  if (!subtotal || !discountCents) return { shares: totals.map(() => 0), tied: false };
  const shares = totals.map((t) => Math.floor((t * discountCents) / subtotal));
  const remainders = totals.map((t, i) => ({ i, r: (t * discountCents) % subtotal }));
  remainders.sort((a, b) => b.r - a.r || a.i - b.i);
  const left = discountCents - shares.reduce((a, b) => a + b, 0);
  for (const { i } of remainders.slice(0, left)) shares[i] += 1;
  const tied = left > 0 && left < remainders.length && remainders[left - 1].r === remainders[left].r;
  return { shares, tied };
}

export interface ModelLot {
  id: number;
  productId: number;
  /** Thousandths left. */
  milli: number;
  costCents: number;
  expires: string;
}

/** A piece of a lot a line took. */
export interface Taken {
  lot: ModelLot;
  milli: number;
}

/**
 * First expiry, first out: the lots of the product still good on `day` (expiry, then the oldest
 * first) give `milli`; answers the pieces taken (and takes them), or null when they cannot.
 */
export function takeFefo(lots: ModelLot[], productId: number, milli: number, day: string): Taken[] | null {
  const good = lots.filter((l) => l.productId === productId && l.expires >= day && l.milli > 0).sort((a, b) => (a.expires < b.expires ? -1 : a.expires > b.expires ? 1 : a.id - b.id));
  if (good.reduce((a, l) => a + l.milli, 0) < milli) return null;
  const taken: Taken[] = [];
  let wanted = milli;
  for (const lot of good) {
    if (!wanted) break;
    const n = Math.min(wanted, lot.milli);
    lot.milli -= n;
    wanted -= n;
    taken.push({ lot, milli: n });
  }
  return taken;
}
