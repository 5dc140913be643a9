/*
 * The total in words a Bolivian invoice prints: 'Son: Ciento veinte 50/100 Bolivianos'. Spanish
 * numerals for whole bolivianos (apocopated 'un', 'veintiún', 'un millón', 'mil' not 'un mil'),
 * the cents always as two digits over 100. From integer cents, never a float.
 */

const UNITS = ['cero', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez',
  'once', 'doce', 'trece', 'catorce', 'quince', 'dieciséis', 'diecisiete', 'dieciocho', 'diecinueve', 'veinte',
  'veintiuno', 'veintidós', 'veintitrés', 'veinticuatro', 'veinticinco', 'veintiséis', 'veintisiete', 'veintiocho', 'veintinueve'];
const TENS = ['', '', '', 'treinta', 'cuarenta', 'cincuenta', 'sesenta', 'setenta', 'ochenta', 'noventa'];
const HUNDREDS = ['', 'ciento', 'doscientos', 'trescientos', 'cuatrocientos', 'quinientos', 'seiscientos',
  'setecientos', 'ochocientos', 'novecientos'];

/** 'uno' becomes 'un' before a noun ('un mil…', 'veintiún', 'treinta y un'). */
const apocope = (words: string) => words.replace(/veintiuno$/, 'veintiún').replace(/uno$/, 'un');

function belowThousand(n: number): string {
  if (n < 30) return UNITS[n];
  if (n < 100) return TENS[Math.floor(n / 10)] + (n % 10 ? ` y ${UNITS[n % 10]}` : '');
  if (n === 100) return 'cien';
  return HUNDREDS[Math.floor(n / 100)] + (n % 100 ? ` ${belowThousand(n % 100)}` : '');
}

function belowMillion(n: number): string {
  const thousands = Math.floor(n / 1000);
  const rest = n % 1000;
  const head = thousands === 0 ? '' : thousands === 1 ? 'mil' : `${apocope(belowThousand(thousands))} mil`;
  if (!rest) return head || 'cero';
  return head ? `${head} ${belowThousand(rest)}` : belowThousand(rest);
}

/** Whole numbers 0 … 999.999.999.999 in Spanish words, lower case. */
export function numberWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0 || n >= 1e12) throw new RangeError(`numberWords: ${n}`);
  const millions = Math.floor(n / 1e6);
  const rest = n % 1e6;
  if (!millions) return belowMillion(rest);
  const head = millions === 1 ? 'un millón' : `${apocope(belowMillion(millions))} millones`;
  return rest ? `${head} ${belowMillion(rest)}` : head;
}

/** 'Son: Ciento veinte 50/100 Bolivianos' from 12050 cents. */
export function amountInWords(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`amountInWords: ${cents}`);
  const words = numberWords(Math.floor(cents / 100));
  const fraction = String(cents % 100).padStart(2, '0');
  return `Son: ${words[0].toUpperCase()}${words.slice(1)} ${fraction}/100 Bolivianos`;
}
