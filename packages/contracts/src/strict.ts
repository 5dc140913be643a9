import { z } from 'zod';
import { MSG } from './messages.js';

/**
 * Input refuses unknown keys (docs/decisions/0022): a misspelt field (`near_expiry_day` for
 * `near_expiry_days`, `bar_code` for `barcode`) is a 400 'Campo no permitido: …', never a field
 * silently dropped while the request succeeds.
 *
 * `strictInput` returns the schema with every object inside it (nested ones too: sale lines,
 * purchase lines, through optional, nullable, default, pipes/preprocess, arrays, unions and
 * intersections) made strict. The server applies it to every route's body, querystring and params
 * when the route registers, so a route added later inherits it without remembering to. An object
 * that chose what to do with other keys (`.catchall()`, `.passthrough()`, `z.looseObject`) keeps
 * its choice. A schema that parses by hand (`z.unknown().transform(…)`) must parse with strict
 * schemas itself; the generated route tests catch one that does not.
 *
 * Each changed piece is a clone whose parent is the original (zod's own way for `.describe()`),
 * so descriptions and examples registered on the original still reach the OpenAPI document.
 */
interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  innerType?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  in?: z.ZodType;
  out?: z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
}
interface Cloneable {
  _zod: { def: Def };
  clone(def: Def, params?: { parent: boolean }): z.ZodType;
}

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'nonoptional', 'catch']);
const done = new WeakMap<z.ZodType, z.ZodType>();
/** What a strict object's other keys must be (`z.strictObject` uses the same). */
const NO_OTHER_KEYS = z.never();

/** The def with `changes` over it, keeping its getters (an object's `shape` is one). */
function withChanges(def: Def, changes: Partial<Def>): Def {
  return Object.defineProperties({}, { ...Object.getOwnPropertyDescriptors(def), ...Object.getOwnPropertyDescriptors(changes) }) as Def;
}

function strictPiece(schema: z.ZodType): z.ZodType {
  const def = (schema as unknown as Cloneable)._zod.def;
  const changes: Partial<Def> = {};
  const swap = (key: 'innerType' | 'element' | 'in' | 'out' | 'left' | 'right') => {
    const inner = def[key];
    if (!inner) return;
    const strict = strictInput(inner);
    if (strict !== inner) changes[key] = strict;
  };
  if (def.type === 'object') {
    const shape = def.shape ?? {};
    const strictShape = Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, strictInput(v)]));
    if (Object.keys(shape).some((k) => strictShape[k] !== shape[k])) changes.shape = strictShape;
    if (def.catchall === undefined) changes.catchall = NO_OTHER_KEYS;
  } else if (WRAPPERS.has(def.type)) swap('innerType');
  else if (def.type === 'array') swap('element');
  else if (def.type === 'pipe') {
    swap('in');
    swap('out');
  } else if (def.type === 'intersection') {
    swap('left');
    swap('right');
  } else if (def.type === 'union' && def.options) {
    const options = def.options.map(strictInput);
    if (options.some((o, i) => o !== def.options![i])) changes.options = options;
  }
  if (Object.keys(changes).length === 0) return schema;
  return (schema as unknown as Cloneable).clone(withChanges(def, changes), { parent: true });
}

export function strictInput<T extends z.ZodType>(schema: T): T {
  let strict = done.get(schema);
  if (!strict) {
    strict = strictPiece(schema);
    done.set(schema, strict);
    done.set(strict, strict);
  }
  return strict as T;
}

/** A key longer than this is cut in the message (a request may send a 1 MB key). */
const KEY_SHOWN_MAX = 60;

/**
 * 'Campo no permitido: near_expiry_day', one message per unknown key; a nested key is named by its
 * path (`sale.text_typ_pay`, `detail.0.unit_cst`) so the integrator sees where it was sent.
 */
export function unknownFieldMessages(path: readonly PropertyKey[], keys: readonly string[]): string[] {
  return keys.map((key) => {
    const name = [...path, key].map(String).join('.');
    return MSG.unknownField(name.length > KEY_SHOWN_MAX ? `${name.slice(0, KEY_SHOWN_MAX)}…` : name);
  });
}
