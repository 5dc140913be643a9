/**
 * Scale labels (docs/decisions/0034): the EAN-13 a shop's scale prints on a weighed
 * package. Layout: 2-digit prefix (in the shop's range, default 20–29) · the product's scale code
 * (`code_digits`, default 5) · the value (the rest: weight in grams or price in cents) · check digit.
 */
export const SCALE_MSG = {
  invalid: 'Código de balanza inválido',
  unknownCode: (code: number) => `No existe un producto por peso con el código de balanza ${code}`,
  notWeighed: (product: string) => `${product} no se vende por peso`,
  codeTooLong: (digits: number) => `El código de balanza debe tener como máximo ${digits} dígitos (Configuraciones)`,
  codeTaken: (code: number) => `Ya existe un producto por peso con el código de balanza ${code}`,
  codeOnUnit: 'Solo un producto por peso lleva código de balanza',
  priceLabelOffer: 'Una etiqueta de precio no lleva descuento',
} as const;

/** 'w': the value is the weight in grams; 'p': the price in cents. */
export const SCALE_VALUES = { w: 'Peso (gramos)', p: 'Precio (centavos)' } as const;
export type ScaleValueKind = keyof typeof SCALE_VALUES;

export interface ScaleFormat {
  prefix_from: number;
  prefix_to: number;
  code_digits: number;
  value_kind: ScaleValueKind;
}

export const SCALE_DEFAULTS: ScaleFormat = { prefix_from: 20, prefix_to: 29, code_digits: 5, value_kind: 'w' };
/** The scale code's digits a format may use: the value keeps at least 4 digits. */
export const SCALE_CODE_DIGITS_MIN = 3;
export const SCALE_CODE_DIGITS_MAX = 6;

/** The EAN-13 check digit of the first 12 digits (weights 1,3,1,3… from the left). */
export function ean13CheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

export type ScaleLabel =
  | { ok: true; scaleCode: number; kind: 'w'; grams: number }
  | { ok: true; scaleCode: number; kind: 'p'; cents: number }
  | { ok: false; message: string };

/**
 * Reads a scanned code as a scale label: null when it is not one (not 13 digits, or its prefix is
 * outside the shop's range: then it is an ordinary barcode), a refusal when its check digit is
 * wrong, otherwise the product's scale code and the label's value.
 */
export function parseScaleLabel(code: string, format: ScaleFormat): ScaleLabel | null {
  const text = code.trim();
  if (!/^\d{13}$/.test(text)) return null;
  const prefix = Number(text.slice(0, 2));
  if (prefix < format.prefix_from || prefix > format.prefix_to) return null;
  if (ean13CheckDigit(text.slice(0, 12)) !== Number(text[12])) return { ok: false, message: SCALE_MSG.invalid };
  const scaleCode = Number(text.slice(2, 2 + format.code_digits));
  const value = Number(text.slice(2 + format.code_digits, 12));
  if (value === 0) return { ok: false, message: SCALE_MSG.invalid };
  return format.value_kind === 'w' ? { ok: true, scaleCode, kind: 'w', grams: value } : { ok: true, scaleCode, kind: 'p', cents: value };
}

/** Builds a label (the demo data and the tests print what a scale would). */
export function buildScaleLabel(prefix: number, scaleCode: number, value: number, format: ScaleFormat): string {
  const valueDigits = 10 - format.code_digits;
  const first12 = `${String(prefix).padStart(2, '0')}${String(scaleCode).padStart(format.code_digits, '0')}${String(value).padStart(valueDigits, '0')}`;
  return `${first12}${ean13CheckDigit(first12)}`;
}

/**
 * A price label's weight: price ÷ price per kg, in grams rounded half-up (3 decimals of a kg).
 * The line's total stays the label's price exactly.
 */
export function gramsForPrice(labelCents: number, pricePerKgCents: number): number {
  return Math.floor((labelCents * 1000 * 2 + pricePerKgCents) / (pricePerKgCents * 2));
}
