import { lineCents, normalizeDecimalText, readQuantityText, toCents } from '@lactea/contracts';

/** A number typed in a form field, or 0 when empty or not a number (the discount counts as 0). */
export function typedNumber(text: string | number | undefined | null): number {
  if (text === undefined || text === null) return 0;
  // The contracts' reader: '0,80' and '1.234,50' count, as in every money field.
  const plain = normalizeDecimalText(String(text));
  return plain === null || plain.startsWith('-') ? 0 : Number(plain);
}

/** Sub Total and Total of a line in cents, from what is typed (the server computes the same). */
export function lineFigures(price: string | number, quantity: string | number, discount: string | number) {
  // Whole units, or kilos with up to 3 decimals ('2,5') for a weighed product (docs/decisions/0034).
  const read = readQuantityText(String(quantity));
  const subtotal = lineCents(toCents(typedNumber(price)), read.ok ? read.quantity : 0);
  return { subtotal, total: subtotal - toCents(typedNumber(discount)) };
}

/** The purchase's figures in cents: sum of line totals, minus the purchase discount. */
export function purchaseFigures(lineTotals: number[], discount: string) {
  const detail = lineTotals.reduce((sum, t) => sum + t, 0);
  const cut = toCents(typedNumber(discount));
  return { detail, discount: cut, total: detail - cut };
}
