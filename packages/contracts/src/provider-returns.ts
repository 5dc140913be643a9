import { z } from 'zod';
import { formatCents, toCents } from './money.js';
import { pagedOf, pageParam, positiveId, requiredText } from './fields.js';
import { lotQuantity } from './lots.js';
import { formatQuantity, lineCents, type ProductUnit } from './quantity.js';

/**
 * Returns to the provider (purchase/return): units of one lot sent back to the provider that sold
 * it, expired or not (the block on expired stock is for selling). The provider owes us the units at
 * the lot's unit cost: a credit on the provider's account, beside what we owe them for purchases
 * not yet paid.
 */

export const PROVIDER_RETURN_REASON_MAX = 100;

export const PROVIDER_RETURN_MSG = {
  returned: 'Se registró la devolución al proveedor',
  lotMissing: 'No existe el lote',
  /** A lot entered by hand has no purchase, so no provider to return it to. */
  noProvider: 'El lote no vino de una compra: no tiene proveedor a quien devolverlo',
  /** More than the lot holds now. */
  aboveLot: (left: number, product: string, unit: ProductUnit = 'unidad') => `El lote de ${product} solo tiene ${formatQuantity(left, unit)}: no puede devolver más`,
  wholeUnits: (product: string) => `${product}: la cantidad a devolver debe ser un número entero`,
  providerMissing: 'No existe el proveedor',
  confirm: (product: string, quantity: number, unit: ProductUnit) => `¿Está seguro(a) de devolver ${formatQuantity(quantity, unit)} de ${product} al proveedor?`,
} as const;

/** POST purchase/return (Idempotency-Key required): how much of which lot goes back, and why. */
export const purchaseReturnBody = z.object({
  lot_id: positiveId(),
  quantity: lotQuantity(),
  reason: requiredText(PROVIDER_RETURN_REASON_MAX),
});
export type PurchaseReturnBody = z.infer<typeof purchaseReturnBody>;
export type PurchaseReturnInput = z.input<typeof purchaseReturnBody>;

const providerRef = z.object({ id: z.number().int(), provider: z.string() });

/** A return to the provider as answered, listed on the provider's account and in the reports. */
export const purchaseReturnSchema = z.object({
  /** The return's own number. */
  id: z.number().int(),
  lot_id: z.number().int(),
  purchase_id: z.number().int(),
  provider: providerRef,
  product: z.object({ id: z.number().int(), product: z.string(), unit: z.enum(['unidad', 'kg']) }),
  /** In the product's unit. */
  quantity: z.number(),
  /** The lot's cost per unit. */
  unit_cost: z.number(),
  /** quantity × unit_cost, to the cent: what the provider now owes us for it. */
  amount: z.number(),
  reason: z.string(),
  date: z.string(),
  hour: z.string(),
  user: z.string(),
  /** What the lot holds after the return. */
  lot_quantity: z.number(),
});
export type PurchaseReturn = z.infer<typeof purchaseReturnSchema>;

/**
 * The money of a return: units × the lot's cost, in cents, rounded half-up (a lot's cost is whole
 * cents a unit, so only a weighed product's grams can round).
 */
export const providerReturnCents = (unitCostCents: number, quantity: number): number => lineCents(unitCostCents, quantity);

/** GET provider/account: one provider's account, its returns newest first. */
export const providerAccountQuery = z.object({ provider_id: positiveId(), page: pageParam() });
export type ProviderAccountQuery = z.infer<typeof providerAccountQuery>;

/** A movement of the provider's account: what a return credited (positive: the provider owes it to us). */
export const providerCreditRowSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  hour: z.string(),
  /** 'Devolución N° 12' */
  concept: z.string(),
  return_id: z.number().int().nullable(),
  product: z.string().nullable(),
  quantity: z.number().nullable(),
  amount: z.number(),
  user: z.string(),
});
export type ProviderCreditRow = z.infer<typeof providerCreditRowSchema>;

export const providerAccountSchema = pagedOf(providerCreditRowSchema).extend({
  provider: providerRef,
  /** What we owe the provider: purchases not yet paid (enabled, cancelled = 0). */
  owed: z.number(),
  /** What the provider owes us: the sum of the account's credits. */
  credit: z.number(),
  /** owed − credit: above 0 we owe them, below 0 they owe us. */
  balance: z.number(),
});
export type ProviderAccount = z.infer<typeof providerAccountSchema>;

/** How the account's balance reads: 'Debemos Bs. 10,00', 'Nos debe Bs. 5,00', 'Sin saldo'. */
export function providerBalanceText(balance: number): string {
  const cents = toCents(balance);
  if (cents > 0) return `Debemos ${formatCents(cents)}`;
  if (cents < 0) return `Nos debe ${formatCents(-cents)}`;
  return 'Sin saldo';
}

export const PROVIDER_CREDIT_CONCEPT = (returnId: number) => `Devolución N° ${returnId}`;
