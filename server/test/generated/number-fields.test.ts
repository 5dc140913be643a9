import { afterAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { EDITS, type EditFields } from '@lactea/contracts';
import { routeTable, type RouteEntry } from '../../src/lib/route-table.js';
import { createTestApp } from '../helpers.js';
import { answerProblems, concreteUrl } from './bad-input.js';
import { MEGA_STRING, validValue } from './zod-values.js';

/**
 * Generated from the route table, so a route added later is covered the day it is added: every
 * number field of every route (money, quantities, ids, counts, 0|1 choices, nested ones in a sale's
 * or a purchase's lines too) refuses the numbers no figure can be with a Spanish 400 that changes
 * nothing, never a 500 (1e308 once reached a line's BigInt cents); every 0|1 choice of a body takes
 * the number the document states, not `true`, `[]` or `'1'`; and every text filter of a query has a
 * length limit (a 1 MB search is refused, not cut).
 */
const t = await createTestApp();
afterAll(() => t.close());
const admin = await t.adminToken();
const routes = routeTable(t.app);
const label = (r: RouteEntry) => `${r.method} ${r.url}`;

/**
 * Keys of a row's read answer that an edit takes back only as they are stored (a promotion's
 * product, a purchase's lines): they are compared with the stored row, not read as figures, so a
 * different number there is refused as a change (edit-bodies.test.ts), not by the schema.
 */
const readBackKeys = (r: RouteEntry): string[] => Object.keys((EDITS as Record<string, EditFields>)[label(r)]?.readBack ?? {});

/** The numbers no money, quantity or id can be, as JSON carries them and as a query string does. */
const OUT_OF_RANGE: unknown[] = [1e308, -1e308, 1e21, 0.1 + 0.2, '1e3', 'NaN'];
const OUT_OF_RANGE_TEXT = ['1e308', '-1e308', '1e21', String(0.1 + 0.2), '1e3', 'NaN'];
/** What a 0|1 choice of a JSON body must refuse (a `Number(v)` reading took them as 1, 0 and 1). */
const NOT_ZERO_OR_ONE: unknown[] = [true, [], '1'];

type Path = (string | number)[];
type Json = Record<string | number, unknown>;

/** The path of every leaf of `value` for which `keep` holds. */
function leaves(value: unknown, keep: (v: unknown) => boolean, path: Path = []): Path[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, keep, [...path, i]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => leaves(v, keep, [...path, k]));
  return keep(value) ? [path] : [];
}

function withValueAt(value: unknown, path: Path, leaf: unknown): unknown {
  const copy = structuredClone(value) as Json;
  let target = copy;
  for (const step of path.slice(0, -1)) target = target[step] as Json;
  target[path.at(-1)!] = leaf;
  return copy;
}

/** A field the route's own schema takes as 0 and 1 but not as 2: a yes/no choice. */
const isZeroOrOne = (schema: ZodType, base: unknown, path: Path) =>
  schema.safeParse(withValueAt(base, path, 0)).success && schema.safeParse(withValueAt(base, path, 1)).success && !schema.safeParse(withValueAt(base, path, 2)).success;

async function send(route: RouteEntry, body: unknown, query: Record<string, string> = {}) {
  const search = new URLSearchParams(query).toString();
  const url = `${concreteUrl(route)}${search ? `?${search}` : ''}`;
  const headers = { authorization: `Bearer ${admin}` };
  if (route.method === 'GET') return t.app.inject({ method: 'GET', url, headers });
  return t.app.inject({ method: route.method as 'POST', url, headers, payload: (body ?? {}) as object });
}

/**
 * Each request is refused by the route's own schema (so at validation, not by a later business
 * rule the example body happens to break), answered with a Spanish 400, and none changed anything.
 */
async function expectAllRefused(route: RouteEntry, requests: { what: string; body?: unknown; query?: Record<string, string> }[]) {
  const before = await t.snapshot();
  const failures: string[] = [];
  for (const r of requests) {
    const bodyAccepted = route.method === 'GET' || !route.body || route.body.safeParse(r.body).success;
    const queryAccepted = !route.querystring || route.querystring.safeParse(r.query ?? {}).success;
    if (bodyAccepted && queryAccepted) failures.push(`${r.what}: el esquema de la ruta lo acepta`);
    const res = await send(route, r.body, r.query);
    const problems = answerProblems(res);
    if (res.statusCode !== 400 || problems.length) failures.push(`${r.what}: ${res.statusCode} ${problems.join('; ')} ${res.body.slice(0, 200)}`);
  }
  expect(failures, label(route)).toEqual([]);
  expect(await t.snapshot(), `${label(route)} cambió la base de datos`).toEqual(before);
}

const queryOf = (route: RouteEntry) => Object.fromEntries(Object.entries((validValue(route.querystring) ?? {}) as Json).map(([k, v]) => [k, String(v)]));

describe(`number fields refuse numbers out of range (generated, ${t.kind})`, () => {
  const withNumbers = routes.filter((r) => leaves(validValue(r.body), (v) => typeof v === 'number').length || leaves(validValue(r.querystring), (v) => typeof v === 'number').length);

  it('finds the money and quantity fields of the sale and the purchase lines', () => {
    const fields = (url: string) => leaves(validValue(routes.find((r) => r.url === url)!.body), (v) => typeof v === 'number').map((p) => p.join('.'));
    expect(fields('/api/sale/record-sale')).toEqual(expect.arrayContaining(['detail.0.unit_price', 'detail.0.quantity', 'sale.money_paid']));
    expect(fields('/api/purchase/record-purchase')).toEqual(expect.arrayContaining(['detail.0.unit_price', 'detail.0.quantity', 'purchase.discount']));
    expect(withNumbers.length).toBeGreaterThan(60);
  });

  it.each(withNumbers.map((r) => [label(r), r] as const))('%s', async (_label, route) => {
    const body = validValue(route.body);
    const query = queryOf(route);
    const requests = [
      ...leaves(body, (v) => typeof v === 'number')
        .filter(([top]) => !readBackKeys(route).includes(String(top)))
        .flatMap((path) => OUT_OF_RANGE.map((v) => ({ what: `${path.join('.')}=${JSON.stringify(v)}`, body: withValueAt(body, path, v), query }))),
      ...leaves(validValue(route.querystring), (v) => typeof v === 'number').flatMap(([key]) =>
        OUT_OF_RANGE_TEXT.map((v) => ({ what: `?${key}=${v}`, body, query: { ...query, [key]: v } })),
      ),
    ];
    await expectAllRefused(route, requests);
  });
});

describe(`a 0|1 choice of a body is the number 0 or 1 (generated, ${t.kind})`, () => {
  const choices = routes.flatMap((r) => {
    const body = validValue(r.body);
    return r.body ? leaves(body, (v) => v === 0 || v === 1).filter((path) => isZeroOrOne(r.body!, body, path)).map((path) => ({ route: r, path })) : [];
  });

  it("finds record-sale's and record-purchase's choices", () => {
    const found = choices.map((c) => `${c.route.url} ${c.path.join('.')}`);
    expect(found).toEqual(expect.arrayContaining(['/api/sale/record-sale register_client', '/api/sale/record-sale without_client', '/api/sale/record-sale sale.cancelled', '/api/purchase/record-purchase purchase.cancelled']));
  });

  it.each(choices.map((c) => [`${label(c.route)} ${c.path.join('.')}`, c] as const))('%s', async (_label, { route, path }) => {
    const body = validValue(route.body);
    await expectAllRefused(
      route,
      NOT_ZERO_OR_ONE.map((v) => ({ what: `${path.join('.')}=${JSON.stringify(v)}`, body: withValueAt(body, path, v), query: queryOf(route) })),
    );
  });
});

describe(`every text filter has a length limit (generated, ${t.kind})`, () => {
  const textFilters = routes.flatMap((r) =>
    Object.entries((validValue(r.querystring) ?? {}) as Json)
      .filter(([, v]) => typeof v === 'string')
      .map(([key]) => ({ route: r, key })),
  );
  const searches = routes.filter((r) => r.body && leaves(validValue(r.body), () => true).some((p) => p.at(-1) === 'search'));

  it('finds the search filters', () => {
    expect(textFilters.some((f) => f.key === 'search')).toBe(true);
    expect(searches.map((r) => r.url)).toContain('/api/product/first-products');
  });

  it.each(textFilters.map((f) => [`${label(f.route)} ?${f.key}`, f] as const))('%s refuses a 1 MB text', async (_label, { route, key }) => {
    const body = route.method === 'GET' ? undefined : validValue(route.body);
    await expectAllRefused(route, [{ what: `?${key}=<1 MB>`, body, query: { ...queryOf(route), [key]: MEGA_STRING } }]);
  });

  it.each(searches.map((r) => [label(r), r] as const))('%s: a search in the body is text of at most 100 characters', async (_label, route) => {
    const body = validValue(route.body);
    await expectAllRefused(
      route,
      [[], {}, 'x'.repeat(101), MEGA_STRING].map((v) => ({ what: `search=${JSON.stringify(v).slice(0, 20)}`, body: withValueAt(body, ['search'], v), query: queryOf(route) })),
    );
  });
});
