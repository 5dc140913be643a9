import { MSG } from './messages.js';
import { isThousandsDot, normalizeDecimalText } from './numbers.js';

/**
 * Quantities (docs/decisions/0034-quantities-by-weight): a product is sold by the unit (whole
 * quantities, as always) or by weight in kilograms (up to 3 decimals: grams). Stored as
 * numeric(12,3) and read as numbers; every sum or difference in JavaScript goes through
 * thousandths (`toMilli`), never float arithmetic.
 */
export const PRODUCT_UNITS = { unidad: 'Unidad', kg: 'Kilogramo' } as const;
export type ProductUnit = keyof typeof PRODUCT_UNITS;
export const UNIT_VALUES = Object.keys(PRODUCT_UNITS) as ProductUnit[];

/** The most any quantity may be (a line, a lot, a write-off). */
export const QUANTITY_MAX = 1_000_000;

export const QUANTITY_MSG = {
  threeDecimals: 'Solo se permiten 3 decimales',
  positive: 'La cantidad debe ser mayor a cero',
  max: `La cantidad no puede exceder ${QUANTITY_MAX}`,
  /** A decimal quantity on a product sold by the unit. */
  wholeUnits: (product: string) => `${product} se vende por unidad: la cantidad debe ser un número entero`,
  unitLocked: 'No se puede cambiar la unidad de un producto que ya tiene lotes o ventas',
  nxmOnWeight: 'Las promociones NxM no aplican a productos por peso',
  /** '1.250' typed as a weight: a dot and three digits is thousands (numbers.ts), never grams. */
  gramsWithComma: (typed: string) => `Escriba los gramos con coma (${typed.replace('.', ',')}): ${typed} se lee ${typed.replace('.', '')} kg`,
} as const;

/** A quantity → integer thousandths (grams for kg), exact for any value with ≤ 3 decimals. */
export const toMilli = (quantity: number | string): number => Math.round(Number(quantity) * 1000);
/** Integer thousandths → the quantity as a number (what JSON carries). */
export const fromMilli = (milli: number): number => milli / 1000;
/** Quantities added exactly (in thousandths): 0.3 + (-0.1) is 0.2, not 0.19999999999999998. */
export const addQuantities = (...quantities: number[]): number => fromMilli(quantities.reduce((sum, q) => sum + toMilli(q), 0));
/** The quantity as PostgreSQL numeric text, '0.750'. */
export const quantityText = (quantity: number): string => (toMilli(quantity) / 1000).toFixed(3);

/** Whether a number is exactly one of at most 3 decimals: 0.1 + 0.2 (float noise) is not. */
export const hasAtMost3Decimals = (v: number) => fromMilli(toMilli(v)) === v;

export type QuantityReading = { ok: true; quantity: number } | { ok: false; message: string };

/**
 * A weight or quantity typed by a person ('0,75', '0.75', '1.234,5'): the till's weight field.
 * For a weight ('kg') '1.250' is refused rather than read as 1250 kg: a keypad's dot there is far
 * more often grams than thousands, and a weight is never read silently either way.
 */
export function readQuantityText(text: string, unit?: ProductUnit): QuantityReading {
  if (unit === 'kg' && isThousandsDot(text)) return { ok: false, message: QUANTITY_MSG.gramsWithComma(text.trim()) };
  const plain = normalizeDecimalText(text);
  if (plain === null) return { ok: false, message: MSG.number };
  const value = Number(plain);
  if (value < 0) return { ok: false, message: MSG.notNegative };
  if (!hasAtMost3Decimals(value)) return { ok: false, message: QUANTITY_MSG.threeDecimals };
  if (value === 0) return { ok: false, message: QUANTITY_MSG.positive };
  if (value > QUANTITY_MAX) return { ok: false, message: QUANTITY_MSG.max };
  return { ok: true, quantity: value };
}

/** Whether `quantity` fits the product's unit: whole for 'unidad', thousandths for 'kg'. */
export const fitsUnit = (quantity: number, unit: ProductUnit) => (unit === 'kg' ? hasAtMost3Decimals(quantity) : Number.isInteger(quantity));

/**
 * A quantity the way a person reads it: '0,750 kg' for a weighed product, '3' for units (no unit
 * word, as every screen showed before). Thousands grouped with a dot like money.
 */
export function formatQuantity(quantity: number | string, unit: ProductUnit = 'unidad'): string {
  const milli = toMilli(quantity);
  const sign = milli < 0 ? '-' : '';
  const abs = Math.abs(milli);
  const whole = String(Math.floor(abs / 1000)).replace(/\B(?=(\d{3})+$)/g, '.');
  if (unit !== 'kg') return `${sign}${whole}${abs % 1000 ? `,${String(abs % 1000).padStart(3, '0').replace(/0+$/, '')}` : ''}`;
  return `${sign}${whole},${String(abs % 1000).padStart(3, '0')} kg`;
}

/** A quantity said in a sentence: '1,250 kg' for a weighed product, '6 unidades' for units. */
export const quantityInWords = (quantity: number | string, unit: ProductUnit = 'unidad'): string =>
  unit === 'kg' ? formatQuantity(quantity, unit) : `${formatQuantity(quantity)} unidades`;

/** A quantity as CSV/Excel text: decimal comma (decision 0026), no unit, no grouping: '0,75'. */
export const quantityCell = (quantity: number | string): string => String(toMilli(quantity) / 1000).replace('.', ',');

/**
 * Line money: price (cents) × quantity, rounded half-up to the cent. The one definition used by
 * the till, the server's check, costs and receipts. BigInt because cents × thousandths can pass
 * 2^53 at the limits (Bs. 99.999.999,99 × 1.000.000).
 */
export function lineCents(unitCents: number, quantity: number): number {
  const product = BigInt(unitCents) * BigInt(toMilli(quantity));
  const negative = product < 0n;
  const abs = negative ? -product : product;
  const rounded = (abs + 500n) / 1000n;
  return Number(negative ? -rounded : rounded);
}
