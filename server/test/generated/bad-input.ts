import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import type { RouteEntry } from '../../src/lib/route-table.js';
import { MEGA_STRING, nastyText, nastyValue, objectKeys, ONE_MB, validValue } from './zod-values.js';

/**
 * One bad request, generated from a route's zod schemas. `json` sends a JSON body,
 * `raw` sends bytes with a chosen content type, and every kind carries its own query string.
 */
export type BadCase =
  | { kind: 'json'; what: string; query: string; body: unknown }
  | { kind: 'raw'; what: string; query: string; body: string; contentType: string };

const MALFORMED_JSON = [
  '{',
  '{"a":',
  'nul',
  '[1,]',
  "{'a':1}",
  '{"a":1}{"b":2}',
  '{"a":1,}',
  '\u0000',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '{"a":1e999}',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  '['.repeat(4000) + ']'.repeat(4000),
  '"' + '\\'.repeat(3) + '"',
  '\ufeff{}',
];
const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json; charset=utf-16',
  'application/jsonx',
  'image/png',
];
/** Percent-encodings that are not UTF-8, or not encodings at all. */
const BAD_ENCODINGS = ['%', '%Z', '%ZZ', '%E0%A4', '%00', '%C0%80', '%ED%A0%80', '%FF', '%F4%90%80%80', '+%2B', '%25%'];
const EXTRA_KEYS = ['extra', 'id', '__proto__', 'constructor', 'enabled', 'category', 'version', 'user_id', 'password_hash', 'toString'];

/** encodeURIComponent throws on a lone surrogate: send what a broken client would, raw. */
function enc(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

function queryOf(values: Record<string, unknown>): string {
  return Object.entries(values)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${enc(k)}=${enc(String(v))}`)
    .join('&');
}

function queryCases(route: RouteEntry): fc.Arbitrary<string> {
  const base = (validValue(route.querystring) ?? {}) as Record<string, unknown>;
  const keys = objectKeys(route.querystring);
  const key = keys.length ? fc.constantFrom(...keys) : fc.constantFrom('page', 'search', 'q');
  const text = (v: unknown) => enc(String(v));
  return fc.oneof(
    { arbitrary: fc.constant(queryOf(base)), weight: 1 },
    { arbitrary: fc.tuple(key, nastyText).map(([k, v]) => queryOf({ ...base, [k]: v })), weight: 6 },
    { arbitrary: fc.dictionary(key, nastyText, { maxKeys: 4 }).map((d) => queryOf({ ...base, ...d })), weight: 2 },
    { arbitrary: key.map((k) => queryOf({ ...base, [k]: undefined })), weight: 1 },
    { arbitrary: fc.tuple(key, nastyText, nastyText).map(([k, a, b]) => `${queryOf(base)}&${enc(k)}=${text(a)}&${enc(k)}=${text(b)}`), weight: 2 },
    { arbitrary: fc.tuple(key, nastyText).map(([k, v]) => `${queryOf(base)}&${enc(k)}[x]=${text(v)}&${enc(k)}[]=1`), weight: 1 },
    { arbitrary: fc.tuple(key, fc.constantFrom(...BAD_ENCODINGS)).map(([k, e]) => `${queryOf({ ...base, [k]: undefined })}&${enc(k)}=${e}`), weight: 3 },
    { arbitrary: fc.tuple(fc.constantFrom(...EXTRA_KEYS), nastyText).map(([k, v]) => `${queryOf(base)}&${enc(k)}=${text(v)}`), weight: 1 },
    { arbitrary: key.map((k) => queryOf({ ...base, [k]: MEGA_STRING })), weight: 1 },
  );
}

function bodyCases(route: RouteEntry): fc.Arbitrary<Omit<BadCase, 'query'>> {
  const base = validValue(route.body);
  const obj = (base && typeof base === 'object' ? base : {}) as Record<string, unknown>;
  const keys = objectKeys(route.body);
  const key = keys.length ? fc.constantFrom(...keys) : fc.constantFrom('id', 'name');
  const json = (what: string) => (body: unknown) => ({ kind: 'json' as const, what, body });
  return fc.oneof(
    { arbitrary: fc.tuple(key, nastyValue).map(([k, v]) => json(`campo ${k}`)({ ...obj, [k]: v })), weight: 8 },
    { arbitrary: fc.dictionary(key, nastyValue, { maxKeys: 4 }).map(json('varios campos')).map((c) => ({ ...c, body: { ...obj, ...(c.body as object) } })), weight: 2 },
    { arbitrary: key.map((k) => json(`sin ${k}`)(Object.fromEntries(Object.entries(obj).filter(([x]) => x !== k)))), weight: 2 },
    { arbitrary: fc.tuple(fc.constantFrom(...EXTRA_KEYS), nastyValue).map(([k, v]) => json(`campo extra ${k}`)({ ...obj, [k]: v })), weight: 1 },
    { arbitrary: fc.tuple(key, nastyValue, fc.boolean()).map(([k, v, arr]) => json(`${k} anidado`)({ ...obj, [k]: arr ? [v] : { x: v } })), weight: 1 },
    { arbitrary: nastyValue.map(json('cuerpo entero')), weight: 2 },
    { arbitrary: fc.constantFrom(...MALFORMED_JSON).map((body) => ({ kind: 'raw' as const, what: 'JSON mal formado', body, contentType: 'application/json' })), weight: 2 },
    {
      arbitrary: fc.constantFrom(...WRONG_CONTENT_TYPES).map((contentType) => ({ kind: 'raw' as const, what: `tipo ${contentType}`, body: JSON.stringify(obj), contentType })),
      weight: 1,
    },
    { arbitrary: fc.constant({ kind: 'raw' as const, what: 'cuerpo mayor al límite', body: `{"a":"${'x'.repeat(ONE_MB + 10)}"}`, contentType: 'application/json' }), weight: 1 },
  );
}

/** The bad requests of one route: GET varies its query; the others their body, and their query too. */
export function badCases(route: RouteEntry): fc.Arbitrary<BadCase> {
  if (route.method === 'GET') return queryCases(route).map((query) => ({ kind: 'json', what: 'query', query, body: undefined }));
  const withQuery = route.querystring ? queryCases(route) : fc.constant('');
  return fc.tuple(bodyCases(route), withQuery).map(([c, query]) => ({ ...c, query }) as BadCase);
}

/** A route's url with its path parameters filled from its schema (or a missing id). */
export function concreteUrl(route: RouteEntry): string {
  const params = (validValue(route.params) ?? {}) as Record<string, unknown>;
  return route.url.replace(/:(\w+)/g, (_m, name: string) => enc(String(params[name] ?? 999_999)));
}

export function describeCase(c: BadCase): string {
  const cut = (s: string) => (s.length > 200 ? `${s.slice(0, 200)}… (${s.length} caracteres)` : s);
  const body = c.kind === 'raw' ? `${c.contentType} ${cut(c.body)}` : cut(JSON.stringify(c.body) ?? 'sin cuerpo');
  return `${c.what}; query: ${cut(c.query) || '—'}; cuerpo: ${body}`;
}

/**
 * English that must never reach the person (framework and zod defaults), and the framework's
 * own error codes: every message is Spanish.
 */
const ENGLISH = [
  /FST_ERR/,
  /\bERR_[A-Z_]+/,
  /\binvalid input\b/i,
  /\bexpected\b/i,
  /\brequired\b/i,
  /\bmust (?:be|have|not|match)\b/i,
  /\bunexpected (?:token|end)\b/i,
  /\bnot valid json\b/i,
  /\bbody cannot be empty\b/i,
  /\bunsupported media type\b/i,
  /\btoo large\b/i,
  /\bbad request\b/i,
  /\bnot found\b/i,
  /\binternal server error\b/i,
  /\bquerystring\b/,
  /\bundefined\b/,
  /\[object Object\]/,
  /\bnull value\b/i,
  /\bout of range\b/i,
  /\binvalid\b/i,
];

/** Whatever is wrong with an answer to a bad request (empty when it is right). */
export function answerProblems(res: LightMyRequestResponse): string[] {
  const problems: string[] = [];
  if (res.statusCode >= 500) problems.push(`respondió ${res.statusCode}`);
  if (res.statusCode < 400) return problems;
  let parsed: unknown;
  try {
    parsed = res.json();
  } catch {
    return [...problems, `respuesta ${res.statusCode} que no es JSON: ${res.body.slice(0, 200)}`];
  }
  const messages = (parsed as { messages?: unknown }).messages;
  if (!Array.isArray(messages) || messages.length === 0 || !messages.every((m) => typeof m === 'string' && m.trim() !== '')) {
    return [...problems, `respuesta ${res.statusCode} sin { messages: [texto, ...] }: ${res.body.slice(0, 200)}`];
  }
  for (const m of messages as string[]) {
    const english = ENGLISH.find((re) => re.test(m));
    if (english) problems.push(`mensaje no está en español (${english}): ${m.slice(0, 200)}`);
  }
  return problems;
}

/**
 * Cases every route gets on every run, before the random ones: the classic faults (a 500 seen
 * once must stay covered whatever the seed draws).
 */
export function fixedCases(route: RouteEntry): BadCase[] {
  const cases: BadCase[] = [];
  const qBase = (validValue(route.querystring) ?? {}) as Record<string, unknown>;
  for (const k of objectKeys(route.querystring)) {
    for (const raw of ['a%00b', '2147483648', '-1.5', '%ZZ', '%ED%A0%80', '2026-02-30']) {
      cases.push({ kind: 'json', what: `query ${k}=${raw}`, query: `${queryOf({ ...qBase, [k]: undefined })}&${enc(k)}=${raw}`, body: undefined });
    }
  }
  if (route.method === 'GET') return cases;
  const base = validValue(route.body);
  const obj = (base && typeof base === 'object' ? base : {}) as Record<string, unknown>;
  const query = queryOf(qBase);
  cases.push(
    { kind: 'raw', what: 'JSON mal formado', query, body: '{"a":', contentType: 'application/json' },
    { kind: 'raw', what: 'cuerpo vacío', query, body: '', contentType: 'application/json' },
    { kind: 'raw', what: 'tipo text/plain', query, body: JSON.stringify(obj), contentType: 'text/plain' },
    { kind: 'raw', what: 'cuerpo mayor al límite', query, body: `{"a":"${'x'.repeat(ONE_MB + 10)}"}`, contentType: 'application/json' },
    { kind: 'json', what: 'cuerpo null', query, body: null },
    { kind: 'json', what: 'cuerpo lista', query, body: [obj] },
  );
  // Per field the faults seen as 500s once; the rest of the variety comes from the random cases.
  objectKeys(route.body).forEach((k, i) => {
    for (const v of ['a\u0000b', 2 ** 31, -1.5, '2026-02-30', '\ud800', null, ...(i === 0 ? [MEGA_STRING] : [])]) {
      cases.push({ kind: 'json', what: `campo ${k}`, query, body: { ...obj, [k]: v } });
    }
  });
  return cases;
}
