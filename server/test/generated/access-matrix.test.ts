import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { forbidden } from '../../src/lib/errors.js';
import { routeTable, type RouteEntry } from '../../src/lib/route-table.js';
import { createTestApp } from '../helpers.js';
import { ACCESS_DOC, REGENERATE, renderAccessDoc } from './access-doc.js';
import { answerProblems } from './bad-input.js';
import { makeCallers, PRINCIPALS, type Principal } from './principals.js';
import { validValue } from './zod-values.js';

/**
 * Every /api/ route the app registers, called by every kind of caller, answers as its
 * declared access says. Generated from the route table, so a route is covered the day it is added.
 */
const t = await createTestApp();
afterAll(() => t.close());
const routes = routeTable(t.app);
const label = (r: RouteEntry) => `${r.method} ${r.url}`;

type Outcome = 401 | 402 | 403 | 'sí';

/** What a caller must get from a route of this access (optionsOn: the setting enabled_options_user). */
function expected(access: string, who: Principal, optionsOn: boolean): Outcome {
  if (access === 'public') return 'sí';
  if (who === 'sin token' || who === 'token falso' || who === 'credenciales cambiadas') return 401;
  if (who === 'inhabilitado') return 402;
  if (who === 'admin' || access === 'signed') return 'sí';
  // The preventista has the route's calls and nothing of the counter's; the counter's people the reverse.
  if (who === 'preventista') return access === 'route' ? 'sí' : 403;
  if (access === 'staff') return 'sí';
  if (access === 'options') return optionsOn ? 'sí' : 403;
  return 403;
}

async function setOptions(on: boolean) {
  await t.db.execute(sql`update settings set enabled_options_user = ${on ? 1 : 0} where id = 1`);
}

/** A request that would be refused at validation: a refusal must come first (onRequest). */
function unreadable(route: RouteEntry) {
  return route.method === 'GET'
    ? { method: 'GET' as const, url: `${route.url}?page=%ZZ&page=x&fk_mark=9999999999999` }
    : { method: route.method as 'POST', url: route.url, payload: '{"roto":', headers: { 'content-type': 'application/json' } };
}

describe('authorization matrix (generated from the routes the app registers)', () => {
  it(`${ACCESS_DOC.replace(/.*\/docs\//, 'docs/')} is up to date`, () => {
    const current = fs.existsSync(ACCESS_DOC) ? fs.readFileSync(ACCESS_DOC, 'utf8') : '';
    expect(
      current === renderAccessDoc(routes),
      `docs/access-matrix.md no coincide con las rutas registradas (se agregó o cambió una ruta). ` +
        `Ejecute \`${REGENERATE}\` y confirme (commit) el archivo generado.`,
    ).toBe(true);
  });

  it('every route declares a known access level', () => {
    expect(routes.length).toBeGreaterThan(20);
    for (const r of routes) expect(['public', 'signed', 'staff', 'options', 'admin', 'route'], label(r)).toContain(r.access);
  });

  it('answers every caller as the route declares; refusals come before the body is read and change nothing', async () => {
    const callers = await makeCallers(t);
    const hasOptions = routes.some((r) => r.access === 'options');
    const settings = hasOptions ? [false, true] : [false];
    const observed = new Map<string, string[]>();
    const failures: string[] = [];

    for (const optionsOn of settings) {
      if (hasOptions) await setOptions(optionsOn);
      // With the setting at 1 only the 'options' routes answer differently.
      const routesNow = optionsOn ? routes.filter((r) => r.access === 'options') : routes;
      // Refusals: a body that could not even be parsed still gets 401/402/403, and nothing changes.
      const before = await t.snapshot();
      for (const route of routesNow) {
        for (const who of PRINCIPALS) {
          const want = expected(route.access, who, optionsOn);
          if (want === 'sí') continue;
          const token = callers.token(who);
          const req = unreadable(route);
          const res = await t.app.inject({ ...req, headers: { ...('headers' in req ? req.headers : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) } });
          record(observed, route, who, optionsOn, hasOptions, String(res.statusCode));
          if (res.statusCode !== want) failures.push(`${label(route)} · ${who}${hasOptions ? ` · opciones=${+optionsOn}` : ''}: ${res.statusCode} (se esperaba ${want}) ${res.body.slice(0, 120)}`);
          failures.push(...answerProblems(res).map((p) => `${label(route)} · ${who}: ${p}`));
        }
      }
      expect(await t.snapshot(), 'un rechazo de acceso cambió la base de datos').toEqual(before);

      // Allowed: the call gets past the access check. The request is the minimal valid one the
      // route's schema gives (ids that exist nowhere), so the route itself answers: 2xx, 400 or 404.
      for (const route of routesNow) {
        for (const who of PRINCIPALS) {
          if (expected(route.access, who, optionsOn) !== 'sí') continue;
          // A call without a body schema may end the caller's session (logout): use a new one.
          const token = route.method !== 'GET' && !route.body ? await callers.fresh(who) : callers.token(who);
          const payload = route.method === 'GET' ? validValue(route.querystring) : (validValue(route.body) ?? {});
          const res = await t.call(token, route.method as 'GET', route.url, payload);
          record(observed, route, who, optionsOn, hasOptions, String(res.statusCode));
          // A 403 of the route's own rules (a cashier asking for another day's closing) is the
          // route answering; only the access check's 403 means the caller was not let in.
          const deniedAccess = res.statusCode === 403 && JSON.stringify(res.json().messages) === JSON.stringify(forbidden().messages);
          if ([401, 402].includes(res.statusCode) || deniedAccess || res.statusCode >= 500) {
            failures.push(`${label(route)} · ${who}${hasOptions ? ` · opciones=${+optionsOn}` : ''}: ${res.statusCode} (se esperaba acceso) ${res.body.slice(0, 120)}`);
          }
        }
      }
    }
    if (hasOptions) await setOptions(false);
    printMatrix(observed);
    expect(failures, failures.join('\n')).toEqual([]);
  }, 120_000);
});

function record(observed: Map<string, string[]>, route: RouteEntry, who: Principal, optionsOn: boolean, hasOptions: boolean, status: string) {
  const key = `${label(route)} [${route.access}]`;
  const row = observed.get(key) ?? PRINCIPALS.map(() => '');
  const i = PRINCIPALS.indexOf(who);
  const cell = route.access === 'options' && hasOptions ? `${optionsOn ? '1' : '0'}:${status}` : status;
  row[i] = row[i] ? `${row[i]} ${cell}` : cell;
  observed.set(key, row);
}

/** The matrix as observed (for the options routes: the answer with the setting at 0 and at 1). */
function printMatrix(observed: Map<string, string[]>) {
  const head = ['ruta [acceso]', ...PRINCIPALS];
  const rows = [...observed.entries()].map(([k, cells]) => [k, ...cells]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join(' | ');
  console.log([`Matriz de acceso observada (${t.kind})`, line(head), widths.map((w) => '-'.repeat(w)).join('-|-'), ...rows.map(line)].join('\n'));
}
