import crypto from 'node:crypto';
import fc from 'fast-check';
import { z, type ZodType } from 'zod';

/**
 * zod 4 → values, for the generated tests. zod-fast-check does not handle zod 4 (its peer range is
 * zod 3 and fast-check < 4), so this walks the schema's `_zod.def` itself: only the structure
 * (objects, arrays, wrappers, unions); a leaf's value is the first candidate its own schema
 * accepts, which copes with preprocess, refinements and regexes without re-implementing them.
 */
interface Def {
  type: string;
  shape?: Record<string, ZodType>;
  innerType?: ZodType;
  element?: ZodType;
  options?: ZodType[];
  in?: ZodType;
  out?: ZodType;
  checks?: { _zod: { def: { check: string; maximum?: number } } }[];
}

export const defOf = (schema: ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

const NONE = Symbol('none');

/** An id nobody has: a valid-looking request then stops at "not found", never touching a real row. */
const MISSING_ID = 999_999;
const isIdKey = (key: string | undefined) => !!key && (key === 'id' || key.startsWith('fk_') || key.startsWith('id_') || key.endsWith('_id'));

/**
 * A schema the walker cannot see into (`z.unknown().transform(...)` that parses by hand) can name a
 * valid request itself: `.meta({ examples: [{ ... }] })` (it also shows in the OpenAPI document).
 */
function example(schema: ZodType): unknown {
  const examples = z.globalRegistry.get(schema)?.examples;
  return Array.isArray(examples) && examples.length && accepts(schema, examples[0]) ? examples[0] : NONE;
}

const LEAF_CANDIDATES: unknown[] = [
  'Prueba',
  1,
  'Prueba1',
  crypto.createHash('md5').update('prueba').digest('hex'),
  '2026-01-15',
  '12:00:00',
  // An ISO instant (the offline till's moments: sold_at, oldest_pending_at).
  '2026-01-15T12:00:00Z',
  'a',
  '1',
  10,
  0,
  0.5,
  true,
  'a@b.bo',
];

function accepts(schema: ZodType, value: unknown): boolean {
  return schema.safeParse(value).success;
}

/** A value the schema accepts (a minimal valid request), or undefined when none could be derived. */
export function validValue(schema: ZodType | undefined): unknown {
  if (!schema) return undefined;
  const v = valid(schema, undefined);
  return v === NONE ? undefined : v;
}

function valid(schema: ZodType, key: string | undefined): unknown {
  const fromMeta = example(schema);
  if (fromMeta !== NONE) return fromMeta;
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [k, s] of Object.entries(def.shape ?? {})) {
        const v = valid(s, k);
        if (v !== NONE) out[k] = v;
      }
      return out;
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
    case 'catch': {
      const v = valid(def.innerType!, key);
      if (def.type === 'nonoptional') return v;
      // An optional part the walker cannot fill validly (record-sale's `offline`: an instant with
      // its offset) is left out, as a client that does not use it would.
      return v === NONE || !accepts(def.innerType!, v) ? undefined : v;
    }
    case 'array': {
      const v = valid(def.element!, key);
      return v === NONE ? NONE : [v];
    }
    case 'enum': {
      const first = Object.values((def as unknown as { entries: Record<string, unknown> }).entries)[0];
      if (first !== undefined && accepts(schema, first)) return first;
      break;
    }
    case 'literal': {
      const first = (def as unknown as { values: unknown[] }).values[0];
      if (accepts(schema, first)) return first;
      break;
    }
    case 'union':
      for (const option of def.options ?? []) {
        const v = valid(option, key);
        if (v !== NONE && accepts(schema, v)) return v;
      }
      break;
    case 'pipe': {
      // z.preprocess(fn, inner) is a pipe from a transform: the shape is the inner schema's.
      const inner = defOf(def.in!).type === 'transform' ? def.out! : def.in!;
      const v = valid(inner, key);
      if (v !== NONE && accepts(schema, v)) return v;
      break;
    }
  }
  const candidates = isIdKey(key) ? [MISSING_ID, ...LEAF_CANDIDATES] : LEAF_CANDIDATES;
  return candidates.find((c) => accepts(schema, c)) ?? NONE;
}

/** The keys of an object schema (through preprocess pipes), for per-field mutations. */
export function objectKeys(schema: ZodType | undefined): string[] {
  if (!schema) return [];
  const named = example(schema);
  if (named && typeof named === 'object' && !Array.isArray(named)) return Object.keys(named);
  const def = defOf(schema);
  if (def.type === 'object') return Object.keys(def.shape ?? {});
  if (def.type === 'pipe') return objectKeys(defOf(def.in!).type === 'transform' ? def.out : def.in);
  if (['optional', 'nullable', 'default', 'prefault', 'readonly'].includes(def.type)) return objectKeys(def.innerType);
  return [];
}

export const ONE_MB = 1024 * 1024;
/** A string of 1 MB: longer than every field, and a JSON body holding it stays just under the limit. */
export const MEGA_STRING = 'x'.repeat(ONE_MB - 200);

/** Values that must never reach the database as themselves (bad input is a 400). */
export const NASTY_VALUES: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  -0,
  1.5,
  0.1 + 0.2,
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31) - 1,
  2 ** 53,
  2 ** 53 + 2,
  1e308,
  -1e308,
  '0',
  '-1',
  '1.5',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '1e400',
  'NaN',
  'Infinity',
  '-Infinity',
  '0x1F',
  '1e3',
  ' 1 ',
  '',
  ' ',
  '   \t\n  ',
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[31m',
  '\u200b',
  '\ufeffx',
  '\u202egnp.exe',
  '\ud800',
  'a\udc00b',
  '😀🧀🐄',
  '👩‍👩‍👧‍👦',
  'ñandú Ñuñoa ÁÉÍÓÚ',
  '<script>alert(1)</script>',
  '<b onmouseover=x>',
  "'; drop table users; --",
  '%_\\',
  '${7*7}{{7*7}}',
  '2026-02-30',
  '2026-13-01',
  '0000-00-00',
  '2026-1-1',
  '25:61:61',
  'a'.repeat(31),
  'a'.repeat(101),
  MEGA_STRING,
  [],
  [1, 2],
  ['a'],
  {},
  { a: 1 },
  { toString: 'x', valueOf: 1 },
  JSON.parse('{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}}}'),
];

/** Any value, nasty or random: what a field may be replaced with. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom(...NASTY_VALUES), weight: 6 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }), weight: 1 },
  { arbitrary: fc.integer({ min: -(2 ** 40), max: 2 ** 40 }), weight: 1 },
  { arbitrary: fc.double(), weight: 1 },
  { arbitrary: fc.jsonValue({ maxDepth: 2 }), weight: 1 },
);

/** The same variety as text, for query strings (everything in a URL is text). */
export const nastyText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...NASTY_VALUES.filter((v) => typeof v === 'string' || typeof v === 'number').map(String)), weight: 6 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.integer({ min: -(2 ** 40), max: 2 ** 40 }).map(String), weight: 1 },
  { arbitrary: fc.double().map(String), weight: 1 },
);
