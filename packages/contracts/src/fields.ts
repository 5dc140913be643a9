import { z } from 'zod';
import { es } from 'zod/locales';
import { MSG } from './messages.js';
import { normalizeDecimalText } from './numbers.js';
import { hasAtMost3Decimals, QUANTITY_MSG } from './quantity.js';
import { hasHiddenCharacters, normalizeText } from './text.js';
import { unknownFieldMessages } from './strict.js';

// zod's own messages (e.g. a body that is not a JSON object) must be Spanish too; every
// schema imports this module, so this runs before any of them parses. An unknown key of a
// strict object says 'Campo no permitido: …' (strict.ts).
z.config(es());
z.config({
  customError: (issue) =>
    issue.code === 'unrecognized_keys' ? unknownFieldMessages((issue as { path?: PropertyKey[] }).path ?? [], issue.keys).join('; ') : undefined,
});

/**
 * Field builders shared by every schema. Text is trimmed first; null, empty or blank
 * counts as empty. Limits count characters (JS string length of NFC text).
 */
const asText = (v: unknown) => (typeof v === 'string' ? normalizeText(v) : v);

export interface TextOptions {
  /** A description or gloss typed in a multi-line box: line breaks and tabs are allowed. */
  multiline?: boolean;
}

/** No NUL (PostgreSQL cannot store it), no control or invisible formatting characters. */
const visible = (multiline = false) => (t: string) => !hasHiddenCharacters(t, multiline);

export const requiredText = (max: number, opts: TextOptions = {}) =>
  z.preprocess(
    (v) => (v === null || v === undefined ? '' : asText(v)),
    z
      .string({ error: MSG.required })
      .min(1, MSG.required)
      .max(max, MSG.maxLength(max))
      .refine(visible(opts.multiline), MSG.hiddenCharacters),
  );

const emptyToNull = (v: unknown) => {
  const t = asText(v);
  return t === '' ? null : t;
};
const textOrNull = (max: number, opts: TextOptions) =>
  z.string({ error: MSG.required }).max(max, MSG.maxLength(max)).refine(visible(opts.multiline), MSG.hiddenCharacters).nullable();

/** Optional text: empty or absent becomes null (an empty barcode is no barcode). */
export const optionalText = (max: number, opts: TextOptions = {}) =>
  z.preprocess((v) => (v === undefined ? null : emptyToNull(v)), textOrNull(max, opts));

/**
 * Optional text in an edit, which replaces the editable fields of its row (docs/decisions/0022):
 * sent always, `null` or `''` clears it (stored as null); left out it is 'Es requerido', never a
 * silent erasure.
 */
export const clearableText = (max: number, opts: TextOptions = {}) =>
  z.preprocess((v) => (v === undefined ? undefined : emptyToNull(v)), textOrNull(max, opts));

export const noSpacesText = (max: number) =>
  z.preprocess(
    (v) => (v === null || v === undefined ? '' : asText(v)),
    z
      .string({ error: MSG.required })
      .min(1, MSG.required)
      .max(max, MSG.maxLength(max))
      // An invisible character is only that, not also 'No debe tener espacios'; a tab or a
      // line break is a space, and the next check says so.
      .refine(visible(true), { message: MSG.hiddenCharacters, abort: true })
      // `*`, not `+`: an empty value is only 'Es requerido', not also 'No debe tener espacios'.
      .regex(/^\S*$/, MSG.noSpaces),
  );

const blankToUndefined = (v: unknown) => {
  if (v === null || v === undefined) return undefined;
  if (typeof v === 'string') {
    const t = v.trim();
    return t === '' ? undefined : t;
  }
  return v;
};

/**
 * A number or numeric text. Deliberately not a z.union: a form resolver shows a failed union's
 * first branch ('Entrada inválida: se esperaba número, recibido indefinido'), never the union's
 * own message, so an empty Precio must fail a single check whose message is 'Es requerido'.
 */
const isNumberOrText = (v: unknown) => typeof v === 'number' || typeof v === 'string';
const requiredOr = (wrongType: string) => (issue: { input?: unknown }) => (issue.input === undefined ? MSG.required : wrongType);

/** The most a money figure may be: below Bs. 100.000.000 (8 whole digits). */
export const MONEY_LIMIT = 100_000_000;

/**
 * Whether `v` is exactly a number of at most `places` decimals: the double nearest to one, as JSON
 * carries 12.34. Float noise (0.1 + 0.2 = 0.30000000000000004) is refused: a client that did float
 * arithmetic on money would otherwise be read at a figure it did not send.
 */
export const hasAtMostDecimals = (v: number, places: number) => {
  const scale = 10 ** places;
  return Math.round(v * scale) / scale === v;
};

export interface MoneyOptions {
  /** Decimals allowed (2; a sale line's unit price and discount carry 4). */
  decimals?: number;
}

/**
 * Money: a number (or numeric text from a form) with at most 2 decimals, not negative, below
 * MONEY_LIMIT. The range is checked first and stops the parse (an aborting issue), so no caller's
 * refinement ever turns 1e308 into cents or a BigInt.
 */
export const money = ({ decimals = 2 }: MoneyOptions = {}) =>
  z.preprocess(
    blankToUndefined,
    z
      .custom<number | string>(isNumberOrText, { error: requiredOr(MSG.number) })
      // Text is read the Spanish way too ('15,50', '1.234,50'): numbers.ts.
      .refine((v) => (typeof v === 'number' ? Number.isFinite(v) : normalizeDecimalText(v) !== null), { message: MSG.number, abort: true })
      .transform((v) => {
        if (typeof v === 'number') return { value: v, typedDecimals: 0 };
        const plain = normalizeDecimalText(v)!;
        return { value: Number(plain), typedDecimals: (plain.split('.')[1] ?? '').length };
      })
      .check((c) => {
        const { value, typedDecimals } = c.value;
        // Out of range stops the parse; within it, the caller's own checks still run and answer too.
        const outOfRange = !(Math.abs(value) < MONEY_LIMIT);
        const issue = (message: string) => c.issues.push({ code: 'custom', message, input: value, continue: !outOfRange });
        if (value < 0) issue(MSG.notNegative);
        else if (outOfRange) issue(MSG.maxLength(8));
        // Typed text with more decimals ('1,650') is refused even when they end in 0 (readMoneyText).
        else if (typedDecimals > decimals || !hasAtMostDecimals(value, decimals)) issue(MSG.decimals(decimals));
      })
      .transform((v) => v.value),
  )
    // The OpenAPI document's type: a custom check has none of its own (numeric text is also accepted).
    .meta({ type: 'number', minimum: 0, exclusiveMaximum: MONEY_LIMIT });

/** PostgreSQL `integer` (int4): every id, quantity and integer filter is stored or compared as one. */
export const INT_MAX = 2_147_483_647;
export const INT_MIN = -2_147_483_648;

/**
 * A whole number from JSON or from a query string, within PostgreSQL's `integer`: a larger one
 * would make the database fail ("out of range for type integer") instead of answering 400/404.
 */
export const integer = () =>
  z.preprocess(
    blankToUndefined,
    z
      .custom<number | string>(isNumberOrText, { error: requiredOr(MSG.integer) })
      .refine((v) => (typeof v === 'number' ? Number.isInteger(v) : /^-?\d+$/.test(v)), MSG.integer)
      .transform((v) => Number(v))
      .check((c) => {
        if (c.value > INT_MAX) c.issues.push({ code: 'custom', message: MSG.maxValue(INT_MAX), input: c.value });
        else if (c.value < INT_MIN) c.issues.push({ code: 'custom', message: MSG.minValue(INT_MIN), input: c.value });
      }),
  )
    // The OpenAPI document's type (digit text is also accepted, as a query string sends it).
    .meta({ type: 'integer', minimum: INT_MIN, maximum: INT_MAX });

/**
 * A quantity (docs/decisions/0034): a number with at most 3 decimals (kg of a weighed product),
 * numeric text read the Spanish way ('0,75'). Whether it must be whole depends on the product's
 * unit, which only the server knows: it answers 'Debe ser un número entero' for a unit product.
 * Callers add their own lower and upper bounds and messages.
 */
export const decimalQuantity = () =>
  z.preprocess(
    blankToUndefined,
    z
      .custom<number | string>(isNumberOrText, { error: requiredOr(MSG.number) })
      .refine((v) => (typeof v === 'number' ? Number.isFinite(v) : normalizeDecimalText(v) !== null), { message: MSG.number, abort: true })
      .transform((v) => Number(typeof v === 'number' ? v : normalizeDecimalText(v)))
      .check((c) => {
        if (c.value > INT_MAX) c.issues.push({ code: 'custom', message: MSG.maxValue(INT_MAX), input: c.value });
        else if (c.value < INT_MIN) c.issues.push({ code: 'custom', message: MSG.minValue(INT_MIN), input: c.value });
        else if (!hasAtMost3Decimals(c.value)) c.issues.push({ code: 'custom', message: QUANTITY_MSG.threeDecimals, input: c.value });
      }),
  ).meta({ type: 'number', multipleOf: 0.001, minimum: INT_MIN, maximum: INT_MAX });

export const positiveId = () => integer().refine((v) => v >= 1, MSG.required).meta({ minimum: 1 });

/** A presentation ('Caja x12') of a product; 0, '' or null: the product's unit (no presentation). */
export const presentationChoice = () =>
  z.preprocess((v) => (v === undefined || v === null || v === 0 || v === '' || v === '0' ? null : v), integer().refine((v) => v >= 1, MSG.required).nullable());

/** An MD5 hex digest: the only form in which a password leaves the browser. */
export const md5Hex = () =>
  z
    .preprocess(
      (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
      z.string({ error: MSG.required }).min(1, MSG.required).regex(/^(?:[0-9a-f]{32})?$/, MSG.md5),
    )
    // An integrator reads the document, not the README: the rule is said where the field is.
    .meta({ description: 'El MD5 de la contraseña en hexadecimal (32 caracteres), nunca la contraseña tal cual: "secreto" se envía como "e201994dca9320fc94336603b1cfc970".' });

export const idBody = z.object({ id: positiveId() });
export type IdBody = z.infer<typeof idBody>;

/** 1 enabled, 0 disabled. */
export const enabledFlag = z.union([z.literal(0), z.literal(1)]);

export interface ZeroOrOneOptions {
  /** What an absent (or null) field means; without it the field is required. */
  fallback?: 0 | 1;
  /** The refusal of any other value. */
  message?: string;
}

/**
 * A yes/no of a JSON body as the document states it: the number 0 or 1, nothing else. `true`,
 * `[]` or `'1'` is refused (a `Number(v)` reading took `[]` as 0 and `true` as 1). A required one
 * left empty ('') is 'Es requerido', like every empty field.
 */
export const zeroOrOne = ({ fallback, message = MSG.zeroOrOne }: ZeroOrOneOptions = {}) =>
  z.preprocess(
    (v) => (v === undefined || v === null ? fallback : v === '' && fallback === undefined ? undefined : v),
    // One check, not a z.union: a form resolver shows a failed union's first branch, never its message.
    z.custom<0 | 1>((v) => v === 0 || v === 1, { error: (i) => (i.input === undefined ? MSG.required : message) }),
  ).meta({ type: 'integer', enum: [0, 1] });

/** The same yes/no read from a form's select, whose values are text ('0', '1'). */
export const zeroOrOneText = (opts: ZeroOrOneOptions = {}) =>
  z.preprocess((v) => (v === '0' || v === '1' ? Number(v) : v), zeroOrOne(opts));
/** The state filter: Todos=2, Habilitados=1, Inhabilitados=0 (default Todos). */
export const stateFilter = () =>
  z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? 2 : Number(v)),
    z.union([z.literal(0), z.literal(1), z.literal(2)], { error: 'Estado inválido' }),
  );

export const pageParam = () =>
  z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? 1 : v),
    integer().refine((v) => v >= 1, 'La página debe ser 1 o mayor'),
  );

/** The longest text a search filter takes (a name, a code, a few words of them). */
export const SEARCH_MAX = 100;

/**
 * A search filter: text, empty or absent for none. Longer than SEARCH_MAX or not text (`[]`, `{}`)
 * is refused, never cut or read as empty: the list would answer for a search nobody typed.
 */
export const searchParam = () =>
  z.preprocess(
    (v) => (v === undefined || v === null ? '' : asText(v)),
    z.string({ error: MSG.text }).max(SEARCH_MAX, MSG.maxLength(SEARCH_MAX)).refine(visible(), MSG.hiddenCharacters),
  );

/** The answer of every change-state call: the new enabled value. */
export const changeStateAnswer = z.object({ enabled: enabledFlag });
export type ChangeStateAnswer = z.infer<typeof changeStateAnswer>;

/**
 * Row versions (docs/decisions, "row versions"): an editable row answers its `version`; its edit
 * and change-state send back the version they were loaded with, and the server refuses a stale
 * one with 409 (MSG.staleEdit) instead of silently overwriting a colleague's change.
 */
export const versionField = () => integer().refine((v) => v >= 1, MSG.required).meta({ minimum: 1 });
/** The version as a row answers it. */
export const rowVersion = z.number().int();
/** The change-state body of a versioned row. */
export const versionedIdBody = z.object({ id: positiveId(), version: versionField() });
export type VersionedIdBody = z.infer<typeof versionedIdBody>;
/** The change-state answer of a versioned row: the new state and the row's new version. */
export const versionedStateAnswer = changeStateAnswer.extend({ version: rowVersion });
export type VersionedStateAnswer = z.infer<typeof versionedStateAnswer>;

export const pagedOf = <T extends z.ZodType>(row: T) =>
  z.object({
    data: z.array(row),
    current_page: z.number().int(),
    last_page: z.number().int(),
    total: z.number().int(),
  });

export interface Paged<T> {
  data: T[];
  current_page: number;
  last_page: number;
  total: number;
}

export const errorAnswer = z.object({ messages: z.array(z.string()) });
export type ErrorAnswer = z.infer<typeof errorAnswer>;
