import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  changeStateAnswer,
  errorAnswer,
  idBody,
  integer,
  md5Hex,
  money,
  MSG,
  noSpacesText,
  optionalText,
  pagedOf,
  pageParam,
  requiredText,
  searchParam,
  stateFilter,
  zeroOrOne,
  zeroOrOneText,
} from '../src/index.js';

/** Every issue as `path: message` (path empty for a bare field). */
function issues(schema: z.ZodType, value: unknown): string[] {
  const r = schema.safeParse(value);
  if (r.success) return [];
  return r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}
function parsed(schema: z.ZodType, value: unknown): unknown {
  const r = schema.safeParse(value);
  if (!r.success) throw new Error(`expected success for ${JSON.stringify(value)}: ${r.error.message}`);
  return r.data;
}

describe('shared messages', () => {
  it('are the spec texts', () => {
    expect(MSG.required).toBe('Es requerido');
    expect(MSG.noSpaces).toBe('No debe tener espacios');
    expect(MSG.integer).toBe('Debe ser un número entero');
    expect(MSG.number).toBe('Debe ser un número');
    expect(MSG.notZero).toBe('No debe ser cero');
    expect(MSG.maxLength(30)).toBe('No puede exceder los 30 dígitos');
    expect(MSG.passwordsDiffer).toBe('Las contraseñas no coinciden');
    expect(MSG.invalidForm).toBe('Corrija todos los errores marcados con rojo');
    expect(MSG.wrongCredentials).toBe('Usuario o contraseña incorrectos');
    expect(MSG.tooManyAttempts(15)).toBe('Demasiados intentos fallidos. Espere 15 minutos e intente de nuevo');
    expect(MSG.duplicate('la marca', 'PIL')).toBe('Ya existe la marca PIL');
    expect(MSG.notFound('la marca')).toBe('No existe la marca');
  });
});

describe('requiredText', () => {
  const s = requiredText(5);
  it.each([undefined, null, '', '   ', '\t\n'])('%j is required', (v) => {
    expect(issues(s, v)).toEqual([': Es requerido']);
  });
  it('trims before checking and storing', () => {
    expect(parsed(s, '  abcde  ')).toBe('abcde');
    expect(issues(s, ' abcdef ')).toEqual([': No puede exceder los 5 dígitos']);
  });
  it('counts characters, composed or not', () => {
    expect(parsed(s, 'ááááá')).toBe('ááááá');
    // five "a" + combining acute accent: 10 code units, 5 characters once composed
    expect(parsed(s, 'a\u0301'.repeat(5))).toBe('ááááá');
    expect(issues(s, 'á'.repeat(6))).toEqual([': No puede exceder los 5 dígitos']);
  });
  it('refuses a non-text value', () => {
    expect(issues(s, 12)).toEqual([': Es requerido']);
  });
});

describe('optionalText', () => {
  const s = optionalText(5);
  it.each([undefined, null, '', '   '])('%j becomes null', (v) => {
    expect(parsed(s, v)).toBeNull();
  });
  it('trims and limits', () => {
    expect(parsed(s, ' ab ')).toBe('ab');
    expect(issues(s, 'abcdef')).toEqual([': No puede exceder los 5 dígitos']);
  });
});

describe('noSpacesText', () => {
  const s = noSpacesText(15);
  it.each([undefined, null, '', '   '])('%j is only "Es requerido"', (v) => {
    expect(issues(s, v)).toEqual([': Es requerido']);
  });
  it('refuses inner spaces and accepts outer ones (trimmed)', () => {
    expect(issues(s, 'ana maria')).toEqual([': No debe tener espacios']);
    expect(issues(s, 'ana\tmaria')).toEqual([': No debe tener espacios']);
    expect(parsed(s, '  ana  ')).toBe('ana');
  });
  it('limits to 15 characters', () => {
    expect(parsed(s, 'a'.repeat(15))).toBe('a'.repeat(15));
    expect(issues(s, 'a'.repeat(16))).toEqual([': No puede exceder los 15 dígitos']);
  });
});

describe('md5Hex', () => {
  const s = md5Hex();
  const hex = '0123456789abcdef0123456789abcdef';
  it('accepts 32 hex digits, trimmed and lower-cased', () => {
    expect(parsed(s, hex)).toBe(hex);
    expect(parsed(s, ` ${hex.toUpperCase()} `)).toBe(hex);
  });
  it.each(['admin123', 'g'.repeat(32), hex.slice(1), `${hex}0`, `${hex.slice(2)} a`])('refuses %j', (v) => {
    expect(issues(s, v)).toEqual([': La contraseña debe enviarse cifrada (MD5)']);
  });
  it.each([undefined, null, '', 5])('%j is required', (v) => {
    expect(issues(s, v)).toEqual([': Es requerido']);
  });
});

describe('money', () => {
  const s = money();
  it.each([
    [10, 10],
    [0, 0],
    ['10.50', 10.5],
    [' 3.1 ', 3.1],
    ['7', 7],
    [12.34, 12.34],
    [99999999.99, 99999999.99],
    // Spanish text (numbers.ts), as a form or a JSON string sends it
    ['15,50', 15.5],
    ['1.234,50', 1234.5],
    ['1,234.50', 1234.5],
    ['1.234.567', 1234567],
    ['Bs. 4.772,50', 4772.5],
    ['1.000', 1000],
    ['1.650', 1650],
  ])('%j is %j', (v, out) => {
    expect(parsed(s, v)).toBe(out);
  });
  it.each([undefined, null, '', '   '])('%j is required', (v) => {
    expect(issues(s, v)).toEqual([': Es requerido']);
  });
  it('an empty value fails one check, so a form shows Es requerido, not a union branch', () => {
    expect(s.safeParse(undefined).error?.issues).toEqual([expect.objectContaining({ code: 'custom', message: 'Es requerido' })]);
    expect(issues(s, true)).toEqual([': Debe ser un número']);
  });
  it.each(['abc', '1e3', '1e9', '.5', '5.', ',5', '1,2,3', '1.2.3', '12.34,5', '1.234.5', '1 234', '0x10', '+5', '--5'])('%j is not a number', (v) => {
    expect(issues(s, v)).toEqual([': Debe ser un número']);
  });
  it('refuses NaN and Infinity (no JSON carries them, but a caller might)', () => {
    expect(s.safeParse(NaN).success).toBe(false);
    expect(s.safeParse(Infinity).success).toBe(false);
  });
  it.each([-1, '-1', -0.5, '-5', '-1.234,50'])('%j is negative', (v) => {
    expect(issues(s, v)).toEqual([': No debe ser negativo']);
  });
  // 0.1 + 0.2 is 0.30000000000000004: float noise, not a figure with 2 decimals.
  it.each([1.234, '1,005', 0.001, '0.500', '0,001', '1.234,567', '1,650', '2,500', 0.1 + 0.2])('%j has more than 2 decimals', (v) => {
    expect(issues(s, v)).toEqual([': Solo se permiten 2 decimales']);
  });
  it('limits to 8 digits before the point', () => {
    expect(issues(s, 100_000_000)).toEqual([': No puede exceder los 8 dígitos']);
  });
  it('refuses a number out of range with one message that stops the parse (no caller computes with it)', () => {
    expect(issues(s, 1e308)).toEqual([': No puede exceder los 8 dígitos']);
    expect(issues(s, 1e21)).toEqual([': No puede exceder los 8 dígitos']);
    expect(issues(s, -1e308)).toEqual([': No debe ser negativo']);
    const guarded = z.object({ a: s }).refine((o) => BigInt(Math.round(o.a * 100)) >= 0n);
    expect(() => guarded.safeParse({ a: 1e308 })).not.toThrow();
    expect(() => guarded.safeParse({ a: -1e308 })).not.toThrow();
  });
  it("takes the decimals it is given (a sale line's unit price: 4)", () => {
    const four = money({ decimals: 4 });
    expect(parsed(four, 1.6667)).toBe(1.6667);
    expect(parsed(four, '1,6667')).toBe(1.6667);
    expect(issues(four, 1.66667)).toEqual([': Solo se permiten 4 decimales']);
    expect(issues(four, '1e3')).toEqual([': Debe ser un número']);
  });
});

describe('integer', () => {
  const s = integer();
  it.each([
    [5, 5],
    ['5', 5],
    [' 7 ', 7],
    ['-3', -3],
    [0, 0],
  ])('%j is %j', (v, out) => {
    expect(parsed(s, v)).toBe(out);
  });
  it.each([undefined, null, '', '  '])('%j is required', (v) => {
    expect(issues(s, v)).toEqual([': Es requerido']);
  });
  it('an empty value fails one check (no union branch message); true is not an integer', () => {
    expect(s.safeParse(undefined).error?.issues).toEqual([expect.objectContaining({ code: 'custom', message: 'Es requerido' })]);
    expect(issues(s, true)).toEqual([': Debe ser un número entero']);
  });
  it.each([5.5, '5.0', 'abc', '+5', '1e2'])('%j is not an integer', (v) => {
    expect(issues(s, v)).toEqual([': Debe ser un número entero']);
  });
  it('stays within PostgreSQL integer (int4), so the database never fails on it', () => {
    expect(parsed(s, 2147483647)).toBe(2147483647);
    expect(parsed(s, '-2147483648')).toBe(-2147483648);
    for (const v of [2147483648, '2147483648', 2 ** 53, '9007199254740993', '9'.repeat(400)]) {
      expect(issues(s, v), String(v)).toEqual([': No puede ser mayor a 2147483647']);
    }
    expect(issues(s, '-2147483649')).toEqual([': No puede ser menor a -2147483648']);
    expect(issues(idBody, { id: 2147483648 })).toEqual(['id: No puede ser mayor a 2147483647']);
  });
  it('refuses NaN', () => {
    expect(s.safeParse(NaN).success).toBe(false);
  });
});

describe('idBody', () => {
  it('needs a positive integer id', () => {
    expect(parsed(idBody, { id: 3 })).toEqual({ id: 3 });
    expect(parsed(idBody, { id: '3' })).toEqual({ id: 3 });
    expect(issues(idBody, {})).toEqual(['id: Es requerido']);
    expect(issues(idBody, { id: 0 })).toEqual(['id: Es requerido']);
    expect(issues(idBody, { id: -2 })).toEqual(['id: Es requerido']);
    expect(issues(idBody, { id: 'x' })).toEqual(['id: Debe ser un número entero']);
    expect(issues(idBody, { id: 1.5 })).toEqual(['id: Debe ser un número entero']);
  });
});

describe('stateFilter', () => {
  const s = stateFilter();
  it.each([undefined, null, ''])('%j defaults to 2 (Todos)', (v) => {
    expect(parsed(s, v)).toBe(2);
  });
  it.each([
    [0, 0],
    [1, 1],
    [2, 2],
    ['0', 0],
    ['1', 1],
    ['2', 2],
  ])('%j is %j', (v, out) => {
    expect(parsed(s, v)).toBe(out);
  });
  it.each([3, -1, 1.5, 'abc', '3'])('%j is refused', (v) => {
    expect(issues(s, v)).toEqual([': Estado inválido']);
  });
});

describe('pageParam', () => {
  const s = pageParam();
  it.each([undefined, null, ''])('%j defaults to 1', (v) => {
    expect(parsed(s, v)).toBe(1);
  });
  it('accepts numbers and numeric text', () => {
    expect(parsed(s, 1)).toBe(1);
    expect(parsed(s, '3')).toBe(3);
  });
  it.each([0, -1, '0', '-1'])('%j is below 1', (v) => {
    expect(issues(s, v)).toEqual([': La página debe ser 1 o mayor']);
  });
  it.each(['abc', 1.5, '2.5'])('%j is not an integer', (v) => {
    expect(issues(s, v)).toEqual([': Debe ser un número entero']);
  });
});

describe('searchParam', () => {
  const s = searchParam();
  it('trims and defaults to empty', () => {
    expect(parsed(s, '  leche ')).toBe('leche');
    expect(parsed(s, undefined)).toBe('');
    expect(parsed(s, null)).toBe('');
    expect(parsed(s, 'x'.repeat(100))).toBe('x'.repeat(100));
  });
  it('refuses what is not text and text past 100 characters, never cut or read as empty', () => {
    for (const v of [5, [], {}, ['leche']]) expect(issues(s, v), JSON.stringify(v)).toEqual([': Debe ser un texto']);
    expect(issues(s, 'x'.repeat(101))).toEqual([': No puede exceder los 100 dígitos']);
  });
});

describe('zeroOrOne', () => {
  it('takes the numbers 0 and 1 only; absent is the fallback or required', () => {
    const s = zeroOrOne({ fallback: 1 });
    expect(parsed(s, 0)).toBe(0);
    expect(parsed(s, 1)).toBe(1);
    expect(parsed(s, undefined)).toBe(1);
    for (const v of [true, false, [], {}, '1', '0', 2, 0.5]) expect(issues(s, v), JSON.stringify(v)).toEqual([': Debe ser 0 o 1']);
    expect(issues(zeroOrOne(), undefined)).toEqual([': Es requerido']);
  });
  it("reads a select's text in a form", () => {
    expect(parsed(zeroOrOneText(), '1')).toBe(1);
    expect(parsed(zeroOrOneText(), '0')).toBe(0);
    expect(issues(zeroOrOneText(), true)).toEqual([': Debe ser 0 o 1']);
  });
});

describe('answers', () => {
  it('change-state answers only 0 or 1', () => {
    expect(parsed(changeStateAnswer, { enabled: 0 })).toEqual({ enabled: 0 });
    expect(changeStateAnswer.safeParse({ enabled: 2 }).success).toBe(false);
  });
  it('errors are a list of messages', () => {
    expect(parsed(errorAnswer, { messages: ['Es requerido'] })).toEqual({ messages: ['Es requerido'] });
    expect(errorAnswer.safeParse({ message: 'x' }).success).toBe(false);
  });
  it('a page has data and the three counters', () => {
    const s = pagedOf(idBody);
    expect(s.safeParse({ data: [{ id: 1 }], current_page: 1, last_page: 1, total: 1 }).success).toBe(true);
    expect(s.safeParse({ data: [], current_page: 1, last_page: 1 }).success).toBe(false);
  });
});

describe('hidden characters in text', () => {
  const HIDDEN = ': No debe contener caracteres de control ni invisibles';
  const bad = ['a\u0000b', '\u0000', 'ad\u200bmin', 'ad\u200dmin', 'abc\u202e', 'a\u2066b', 'a\u00adb', 'a\ufeffb', 'a\u0007b', 'a\u007fb', 'a\u0085b', 'a\u2028b', 'a\ud800b'];
  it.each(bad)('%j is refused in a name, a username and a search', (v) => {
    expect(issues(requiredText(30), v)).toEqual([HIDDEN]);
    expect(issues(optionalText(30), v)).toEqual([HIDDEN]);
    expect(issues(searchParam(), v)).toEqual([HIDDEN]);
    expect(issues(noSpacesText(15), v)).toEqual([HIDDEN]);
  });
  it('a one-line field refuses line breaks and tabs inside the text', () => {
    expect(issues(requiredText(30), 'a\nb')).toEqual([HIDDEN]);
    expect(issues(requiredText(30), 'a\tb')).toEqual([HIDDEN]);
  });
  it('a multi-line field keeps line breaks and tabs, and still refuses the rest', () => {
    const s = requiredText(30, { multiline: true });
    expect(parsed(s, 'Línea 1\r\nLínea 2\tfin')).toBe('Línea 1\r\nLínea 2\tfin');
    expect(parsed(optionalText(30, { multiline: true }), 'a\nb')).toBe('a\nb');
    expect(issues(s, 'a\u0000b')).toEqual([HIDDEN]);
    expect(issues(s, 'a\u200bb')).toEqual([HIDDEN]);
  });
  it('accepts what a person types in Spanish, and trims outer blanks of any kind', () => {
    expect(parsed(requiredText(30), ' Yógur Ñandú ¿1½? € ')).toBe('Yógur Ñandú ¿1½? €');
    expect(parsed(requiredText(30), '\ufeffPIL\u2028')).toBe('PIL');
    expect(parsed(searchParam(), '\tleche ')).toBe('leche');
  });
});
