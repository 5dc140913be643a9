import { z } from 'zod';
import { MSG } from './messages.js';
import { dayText } from './dates.js';
import { formatCents, toCents } from './money.js';
import { decimalQuantity, positiveId, requiredText } from './fields.js';
import { formatQuantity, fromMilli, toMilli, type ProductUnit } from './quantity.js';
import { SALE_LINES_MAX, spreadDiscount, type Sale } from './sales.js';

/**
 * Returns from clients (sale/return): goods back against the lines of one sale, each to stock or as
 * merma, the money back in cash, off the sale's open debt, or as the client's saldo a favor. Each
 * return is a NOTA DE DEVOLUCIÓN with its own number.
 */

export const RETURN_REASON_MAX = 100;

/** Where a returned line's units go: back into the lots it took, or written off (never sellable). */
export const RETURN_DISPOSITIONS = { stock: 'Al inventario', merma: 'Merma' } as const;
export type ReturnDisposition = keyof typeof RETURN_DISPOSITIONS;
export const RETURN_DISPOSITION_VALUES = Object.keys(RETURN_DISPOSITIONS) as ReturnDisposition[];

/** How the client gets the money back. */
export const RETURN_REFUNDS = { efectivo: 'Efectivo', deuda: 'Descuento de la deuda', saldo: 'Saldo a favor' } as const;
export type ReturnRefund = keyof typeof RETURN_REFUNDS;
export const RETURN_REFUND_VALUES = Object.keys(RETURN_REFUNDS) as ReturnRefund[];
/** What a cashier may refund with; everything else is the administrator's. */
export const CASHIER_RETURN_REFUNDS: readonly ReturnRefund[] = ['efectivo', 'saldo'];

export const RETURN_NOTE_TITLE = 'NOTA DE DEVOLUCIÓN';

export const RETURN_MSG = {
  returned: 'Se registró la devolución',
  noLines: 'Indique al menos una línea a devolver',
  /** Nothing left of the line, or less than asked: N in the product's unit ('3', '0,750 kg'). */
  onlyLeft: (left: number, product: string, unit: ProductUnit = 'unidad') => `Solo quedan ${formatQuantity(left, unit)} por devolver de ${product}`,
  /** Back to stock into a lot past its date: such units can only be merma. `day` is 'YYYY-MM-DD'. */
  lotExpired: (product: string, day: string) => `El lote de ${product} venció el ${dayText(day)}: elija Merma`,
  hasReturns: 'La venta tiene devoluciones: devuelva el resto',
  annulled: 'La venta ya fue anulada',
  saleMissing: 'No existe la venta',
  noteMissing: 'No existe la nota de devolución',
  lineMissing: (id: number) => `La línea ${id} no es de esta venta`,
  lineRepeated: (id: number) => `La línea ${id} está repetida: indique cada línea una sola vez`,
  wholeUnits: (product: string) => `${product}: la cantidad a devolver debe ser un número entero`,
  debtNotCredit: 'Solo una venta a crédito con deuda pendiente se devuelve descontando la deuda',
  debtAbove: (balanceCents: number, amountCents: number) =>
    `La deuda pendiente es ${formatCents(balanceCents)}: la devolución (${formatCents(amountCents)}) no puede dejarla bajo cero; elija Efectivo o Saldo a favor`,
  saldoNeedsClient: 'El saldo a favor necesita un cliente: la venta no tiene cliente',
  cashierOwnToday: 'Un cajero solo puede devolver sus propias ventas de hoy',
  cashierRefund: 'Un cajero solo puede devolver en Efectivo o como Saldo a favor',
} as const;

const quantityToReturn = () =>
  decimalQuantity()
    .refine((v) => v > 0, 'La cantidad debe ser mayor a 0')
    .refine((v) => v <= 1_000_000, 'La cantidad no puede exceder 1000000');

/** A line to return: which line of the sale, how much in the product's unit (units or kg), where it goes. */
export const saleReturnLineBody = z.object({
  sale_line_id: positiveId(),
  quantity: quantityToReturn(),
  disposition: z.enum(RETURN_DISPOSITION_VALUES, { error: `Elija ${RETURN_DISPOSITION_VALUES.map((d) => `'${d}'`).join(' o ')}` }),
});
export type SaleReturnLineBody = z.infer<typeof saleReturnLineBody>;

/** POST sale/return (Idempotency-Key required). */
export const saleReturnBody = z.object({
  sale_id: positiveId(),
  reason: requiredText(RETURN_REASON_MAX),
  lines: z
    .array(saleReturnLineBody, { error: MSG.required })
    .min(1, RETURN_MSG.noLines)
    .max(SALE_LINES_MAX, `No puede tener más de ${SALE_LINES_MAX} líneas`),
  refund: z.enum(RETURN_REFUND_VALUES, { error: `Elija ${RETURN_REFUND_VALUES.map((r) => `'${r}'`).join(', ')}` }),
});
export type SaleReturnBody = z.infer<typeof saleReturnBody>;

export const saleReturnLineSchema = z.object({
  id: z.number().int(),
  sale_line_id: z.number().int(),
  product_id: z.number().int(),
  product: z.string(),
  unit: z.enum(['unidad', 'kg']),
  /** In the product's unit (a crate line's units, not crates). */
  quantity: z.number(),
  disposition: z.enum(RETURN_DISPOSITION_VALUES),
  amount: z.number(),
});
export type SaleReturnLine = z.infer<typeof saleReturnLineSchema>;

/** A NOTA DE DEVOLUCIÓN as its answer and its print read it. */
export const saleReturnSchema = z.object({
  /** The note's own number. */
  id: z.number().int(),
  sale_id: z.number().int(),
  date: z.string(),
  hour: z.string(),
  reason: z.string(),
  refund: z.enum(RETURN_REFUND_VALUES),
  amount: z.number(),
  client: z.object({ id: z.number().int(), business_name: z.string(), ci_nit: z.string() }).nullable(),
  user: z.object({ id: z.number().int(), name: z.string() }),
  lines: z.array(saleReturnLineSchema),
  /** The client's saldo a favor after the return (null without a client). */
  client_saldo: z.number().nullable(),
  /** The sale's open debt after the return (null for a sale not on credit). */
  debt_balance: z.number().nullable(),
});
export type SaleReturn = z.infer<typeof saleReturnSchema>;

/** GET sale/return-note: one NOTA DE DEVOLUCIÓN, to print it again. */
export const saleReturnNoteQuery = z.object({ id: positiveId() });
export type SaleReturnNoteQuery = z.infer<typeof saleReturnNoteQuery>;

/** One sale line's figures a return is measured against, in integer cents and thousandths. */
export interface ReturnableLine {
  /** The line's net: total − its share of the sale's discount. */
  netCents: number;
  /** Sold in the product's unit: crates × units per crate. */
  soldMilli: number;
  returnedMilli: number;
  /** What earlier returns of the line already refunded. */
  refundedCents: number;
}

/**
 * The money a return of `milli` (thousandths of the product's unit) of a line gives back: the net
 * in proportion, rounded half-up to the cent, except the return that completes the line, which
 * takes exactly what is left, so a line's refunds add up to its net to the cent however it was
 * split. BigInt: cents × thousandths can pass 2^53 at the limits.
 */
export function returnAmountCents(line: ReturnableLine, milli: number): number {
  if (milli <= 0 || line.soldMilli <= 0) return 0;
  if (line.returnedMilli + milli >= line.soldMilli) return line.netCents - line.refundedCents;
  const share = (BigInt(line.netCents) * BigInt(milli) * 2n + BigInt(line.soldMilli)) / (BigInt(line.soldMilli) * 2n);
  // Never more than what is left of the net (a rounding up on an earlier part could otherwise pass it).
  return Math.min(Number(share), line.netCents - line.refundedCents);
}

/** A sale's line as the return form shows it: what was sold and what is left, in the product's unit. */
export interface ReturnableSaleLine extends ReturnableLine {
  saleLineId: number;
  product: string;
  unit: ProductUnit;
  /** What can still be returned, in the product's unit. */
  left: number;
}

/**
 * The lines of a sale answer a return can name, with their net (the sale's discount spread over
 * the lines as the server spread it when it recorded the sale) and what earlier returns took; lines
 * of an answer without ids (kept from before returns) are left out.
 */
export function returnableLines(sale: Sale): ReturnableSaleLine[] {
  const shares = spreadDiscount(sale.products.map((p) => toCents(p.pivot.total)), toCents(sale.discount));
  return sale.products.flatMap((p, i) => {
    const id = p.pivot.sale_line_id;
    if (id === undefined) return [];
    const soldMilli = toMilli(p.pivot.quantity) * (p.pivot.presentation?.units ?? 1);
    const returnedMilli = toMilli(p.pivot.returned_quantity ?? 0);
    return [
      {
        saleLineId: id,
        product: p.product,
        unit: p.unit,
        netCents: toCents(p.pivot.total) - shares[i],
        soldMilli,
        returnedMilli,
        refundedCents: toCents(p.pivot.returned_amount ?? 0),
        left: fromMilli(soldMilli - returnedMilli),
      },
    ];
  });
}
