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
 * counts as empty (spec 01 §5). Limits count characters (JS string length of NFC text).
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

/** Money: a number (or numeric text from a form) with at most 2 decimals, not negative. */
export const money = () =>
  z.preprocess(
    blankToUndefined,
    z
      .custom<number | string>(isNumberOrText, { error: requiredOr(MSG.number) })
      // Text is read the Spanish way too ('15,50', '1.234,50'): numbers.ts.
      .refine((v) => (typeof v === 'number' ? Number.isFinite(v) : normalizeDecimalText(v) !== null), MSG.number)
      // Typed text with three decimals ('1,650') is refused even when they end in 0 (readMoneyText).
      .refine((v) => typeof v === 'number' || (normalizeDecimalText(v)?.split('.')[1] ?? '').length <= 2, MSG.twoDecimals)
      .transform((v) => Number(typeof v === 'number' ? v : normalizeDecimalText(v)))
      .refine((v) => v >= 0, MSG.notNegative)
      .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, MSG.twoDecimals)
      .refine((v) => v < 100_000_000, MSG.maxLength(8)),
  )
    // The OpenAPI document's type: a custom check has none of its own (numeric text is also accepted).
    .meta({ type: 'number', minimum: 0, exclusiveMaximum: 100_000_000 });

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

export const searchParam = () =>
  z.preprocess((v) => (typeof v === 'string' ? v.trim().slice(0, 100) : ''), z.string().refine(visible(), MSG.hiddenCharacters));

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
