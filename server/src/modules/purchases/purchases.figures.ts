import { lineCents, PURCHASE_MSG, toCents, type PurchaseLine, formatCents } from '@lactea/contracts';

/** numeric(14,2) holds less than 10^12 Bs.; anything near that is a typing error, refused with a message. */
const MAX_CENTS = 99_999_999_999_99;

export interface LineFigures {
  subtotal: number;
  discount: number;
  total: number;
}


/**
 * The server's figures for a purchase, in integer cents: subtotal = unit price × quantity,
 * total = subtotal − discount per line; the purchase's total = sum of line totals − its discount.
 * Every rule broken is one message naming its line; the client's own figures, when sent, must match.
 */
export function lineFigures(lines: PurchaseLine[], errors: string[]): LineFigures[] {
  return lines.map((line, i) => {
    const n = i + 1;
    const subtotal = lineCents(toCents(line.unit_price), line.quantity);
    const discount = toCents(line.discount);
    if (subtotal > MAX_CENTS) errors.push(`Línea ${n}: el subtotal es demasiado grande`);
    if (discount > subtotal) errors.push(PURCHASE_MSG.lineDiscountTooHigh(n));
    // A line already refused for its discount counts 0, so it is not blamed twice in the total.
    const total = Math.max(0, subtotal - discount);
    if (line.subtotal !== undefined && toCents(line.subtotal) !== subtotal) errors.push(PURCHASE_MSG.lineMismatch(n, 'el subtotal', formatCents(subtotal)));
    if (line.total !== undefined && discount <= subtotal && toCents(line.total) !== total) errors.push(PURCHASE_MSG.lineMismatch(n, 'el total', formatCents(total)));
    return { subtotal, discount, total };
  });
}

/** The purchase's total from the sum of its line totals, checked against the client's when sent. */
export function purchaseTotal(detailCents: number, header: { discount: number; total_purchase?: number }, errors: string[]): number {
  const discount = toCents(header.discount);
  if (detailCents > MAX_CENTS) errors.push('El total de la compra es demasiado grande');
  if (discount > detailCents) errors.push(PURCHASE_MSG.discountTooHigh);
  const total = detailCents - discount;
  if (header.total_purchase !== undefined && toCents(header.total_purchase) !== total && discount <= detailCents) {
    errors.push(PURCHASE_MSG.totalMismatch(formatCents(total)));
  }
  return total;
}
