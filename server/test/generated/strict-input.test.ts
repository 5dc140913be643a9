import { afterAll, describe, expect, it } from 'vitest';
import { EDITS, FIELD_LABELS, type EditFields } from '@lactea/contracts';
import { routeTable, type RouteEntry } from '../../src/lib/route-table.js';
import { createTestApp } from '../helpers.js';
import { concreteUrl } from './bad-input.js';
import { objectKeys, validValue } from './zod-values.js';

/**
 * Generated from the route table so a route added later is
 * covered the day it is added: every body, nested object and querystring refuses a key the route
 * does not take ('Campo no permitido: …'), and every edit refuses a body that leaves out a field
 * the spec documents for it ('<Campo>: …'), both at validation, so nothing changes.
 */
const t = await createTestApp();
afterAll(() => t.close());
const admin = await t.adminToken();
const routes = routeTable(t.app);
const label = (r: RouteEntry) => `${r.method} ${r.url}`;
const UNKNOWN = 'campo_desconocido';

/** The routes that edit a row: they replace its editable fields (PUT/PATCH …/edit, …/update, change-credentials). */
const EDIT_ROUTES = routes.filter((r) => (r.method === 'PUT' || r.method === 'PATCH') && /\/(edit|update|change-credentials)$/.test(r.url));

type Json = Record<string, unknown>;
const isPlainObject = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);

/** The path of every object inside a value (the value itself first): where an unknown key can go. */
function objectPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((v, i) => objectPaths(v, [...path, i]));
  if (!isPlainObject(value)) return [];
  return [path, ...Object.entries(value).flatMap(([k, v]) => objectPaths(v, [...path, k]))];
}

/** `value` with `{ [key]: 1 }` added to the object at `path`. */
function withKeyAt(value: unknown, path: (string | number)[], key: string): unknown {
  const copy = structuredClone(value ?? {}) as Json;
  let target: Json = copy;
  for (const step of path) target = (target as unknown as Record<string | number, Json>)[step];
  target[key] = 1;
  return copy;
}

async function send(route: RouteEntry, body: unknown, query = '') {
  const url = `${concreteUrl(route)}${query ? `?${query}` : ''}`;
  const headers = { authorization: `Bearer ${admin}` };
  if (route.method === 'GET') return t.app.inject({ method: 'GET', url, headers });
  return t.app.inject({ method: route.method as 'POST', url, headers, payload: (body ?? {}) as object });
}

async function expectRefused(route: RouteEntry, body: unknown, query: string, message: (m: string) => boolean, what: string) {
  const before = await t.snapshot();
  const res = await send(route, body, query);
  expect(res.statusCode, `${label(route)} ${what}: ${res.body}`).toBe(400);
  const messages = res.json().messages as string[];
  expect(messages.some(message), `${label(route)} ${what}: ${messages.join(' | ')}`).toBe(true);
  expect(await t.snapshot(), `${label(route)} ${what} cambió la base de datos`).toEqual(before);
}

describe(`unknown keys are refused on every route (generated, ${t.kind})`, () => {
  it('covers the whole route table', () => {
    expect(routes.length).toBeGreaterThan(100);
  });

  it.each(routes.map((r) => [label(r), r] as const))('%s', async (_label, route) => {
    const query = new URLSearchParams();
    for (const [k, v] of Object.entries((validValue(route.querystring) ?? {}) as Json)) query.append(k, String(v));
    query.append(UNKNOWN, 'x');
    const body = route.method === 'GET' ? undefined : validValue(route.body);
    await expectRefused(route, body, query.toString(), (m) => m === `Campo no permitido: ${UNKNOWN}`, 'clave desconocida en la query');
    if (route.method === 'GET') return;
    // In the body, and in every object nested in it (a sale's header and lines, a client…).
    const paths = objectPaths(body ?? {});
    expect(paths.length, `${label(route)}: sin cuerpo de ejemplo`).toBeGreaterThan(0);
    for (const path of paths) {
      const name = [...path, UNKNOWN].join('.');
      await expectRefused(route, withKeyAt(body, path, UNKNOWN), '', (m) => m === `Campo no permitido: ${name}`, `clave desconocida ${name}`);
    }
  });
});

describe(`every edit requires the spec's fields (generated, ${t.kind})`, () => {
  it('finds the edit routes', () => {
    expect(EDIT_ROUTES.length).toBeGreaterThanOrEqual(16);
  });

  it.each(EDIT_ROUTES.map((r) => [label(r), r] as const))("%s refuses a body without any one of the spec's fields", async (_label, route) => {
    const body = validValue(route.body) as Json;
    // The full body must be valid, so each refusal below is the missing field's alone.
    expect(route.body!.safeParse(body).success, `${label(route)}: cuerpo de ejemplo inválido ${JSON.stringify(body)}`).toBe(true);
    const fields = (EDITS as Record<string, EditFields>)[label(route)];
    expect(fields, `${label(route)}: falta en EDITS (contracts/edits.ts)`).toBeDefined();
    // Fields added after the spec may be left out (they keep their values): edit-bodies.test.ts.
    const keys = objectKeys(route.body).filter((key) => fields.spec.includes(key));
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      const { [key]: _left, ...without } = body;
      const field = FIELD_LABELS[key] ?? key;
      await expectRefused(route, without, '', (m) => m.startsWith(`${field}: `), `sin ${key}`);
    }
  });
});
