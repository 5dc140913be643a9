import { MSG } from './messages.js';

/** '1.000', '12.500', '999.999': a lone dot read as thousands (a leading 0 is never a group). */
const THOUSANDS_DOT = /^[1-9]\d{0,2}\.\d{3}$/;

/** Whether the text is that shape: a weight field says how to write grams instead (readQuantityText). */
export const isThousandsDot = (text: string) => THOUSANDS_DOT.test(text.trim().replace(/^-/, ''));

/**
 * Numbers as people in Bolivia type them (docs/decisions 0027-spanish-numbers): decimal comma
 * ('15,50'), decimal point ('15.50', what a keypad's '.' gives) and dot thousands ('1.234,50').
 * One reader for every form, the till and the server's money fields.
 *
 * - With both '.' and ',' the last one is the decimal separator, the other groups thousands.
 * - A lone ',' is the decimal separator ('15,50', '2,500' = 2,5).
 * - A lone '.' is a thousands dot when exactly three digits follow it and the part before is a
 *   thousands group (1 to 3 digits, not starting with 0): '1.000' is 1000, '12.500' is 12500, the
 *   way Bolivia writes them. Otherwise it is the decimal point a numeric keypad types: '1.5',
 *   '15.50', '0.750', '1234.5'.
 * - Several of one separator are thousands groups ('1.234.567'), which must be groups of three.
 * - A leading 'Bs.' (pasted from a screen) is ignored; '-' is read so the caller can say
 *   'No debe ser negativo'; exponents, spaces inside and letters are not numbers.
 *
 * Answers the plain text JavaScript and PostgreSQL read ('-1234.50'), or null when unreadable.
 */
export function normalizeDecimalText(text: string): string | null {
  let t = text.trim().replace(/^bs\.?\s*/i, '');
  let sign = '';
  if (t.startsWith('-')) {
    sign = '-';
    t = t.slice(1);
  }
  if (!/^[\d.,]+$/.test(t) || !/\d/.test(t)) return null;
  const lastDot = t.lastIndexOf('.');
  const lastComma = t.lastIndexOf(',');
  const dots = t.split('.').length - 1;
  const commas = t.split(',').length - 1;
  let decimal: '.' | ',' | null;
  if (dots && commas) decimal = lastDot > lastComma ? '.' : ',';
  else if (commas) decimal = commas === 1 ? ',' : null;
  else if (dots === 1) decimal = THOUSANDS_DOT.test(t) ? null : '.';
  else decimal = null;
  const group = decimal === ',' ? '.' : decimal === '.' ? ',' : dots ? '.' : ',';
  const cut = decimal ? t.lastIndexOf(decimal) : t.length;
  const whole = t.slice(0, cut);
  const fraction = decimal ? t.slice(cut + 1) : '';
  if (decimal && !/^\d+$/.test(fraction)) return null;
  if (whole.includes(decimal ?? '\u0000')) return null;
  let digits = whole;
  if (whole.includes(group)) {
    if (!new RegExp(`^\\d{1,3}(\\${group}\\d{3})+$`).test(whole)) return null;
    digits = whole.split(group).join('');
  }
  // '.5' and ',5' are refused: a separator without a whole part is more often a slip than a number.
  if (!/^\d+$/.test(digits)) return null;
  return `${sign}${digits}${fraction ? `.${fraction}` : ''}`;
}

export type MoneyReading = { ok: true; cents: number } | { ok: false; message: string };

/**
 * Money typed in a field that is not a contract form (the till's 'Cancelado', a purchase's
 * discount): cents, or the same Spanish message money() gives. Empty text is the caller's call.
 */
export function readMoneyText(text: string): MoneyReading {
  const plain = normalizeDecimalText(text);
  if (plain === null) return { ok: false, message: MSG.number };
  if (plain.startsWith('-')) return { ok: false, message: MSG.notNegative };
  const [whole, fraction = ''] = plain.split('.');
  // Three typed decimals ('1,650', '0.500') are refused even when the last is 0: money is never
  // silently rounded or read as 1,65 (decision 0027). '1.650' is 1650: a thousands dot.
  if (fraction.length > 2) return { ok: false, message: MSG.twoDecimals };
  if (whole.replace(/^0+(?=\d)/, '').length > 8) return { ok: false, message: MSG.maxLength(8) };
  return { ok: true, cents: Number(whole) * 100 + Number(fraction.padEnd(2, '0')) };
}

/**
 * Money in Bolivianos the way Bolivia writes it (docs/decisions 0027-spanish-numbers): dot
 * thousands, decimal comma, always 2 decimals, grouped from 4 digits on: 4772.5 → "Bs. 4.772,50".
 * The one money format of screens, receipts, chart axes and the server's messages. Built by hand, not with Intl: ICU's
 * Spanish leaves 4-digit amounts ungrouped ("4772,50") and browsers differ in their locale data.
 */
export function formatMoney(value: number | string | null | undefined): string {
  return `Bs. ${formatAmount(value)}`;
}

/** Plain amount without the currency, for table cells under a "Bs." header: "4.772,50". */
export function formatAmount(value: number | string | null | undefined): string {
  const n = typeof value === 'string' ? Number(value) : (value ?? 0);
  if (!Number.isFinite(n)) return '0,00';
  // Round on cents first so 1.005 shows 1,01 like the server's cent arithmetic, not 1,00.
  const cents = Math.round(n * 100 + (n >= 0 ? 1e-9 : -1e-9));
  const [whole, fraction] = (Math.abs(cents) / 100).toFixed(2).split('.');
  return `${cents < 0 ? '-' : ''}${whole.replace(/\B(?=(\d{3})+$)/g, '.')},${fraction}`;
}
