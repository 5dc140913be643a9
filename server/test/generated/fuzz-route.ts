import crypto from 'node:crypto';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import type { RouteEntry } from '../../src/lib/route-table.js';
import { ADMIN, type TestApp } from '../helpers.js';
import { answerProblems, badCases, concreteUrl, describeCase, fixedCases, type BadCase } from './bad-input.js';

/**
 * Sends a route its generated bad requests (as the administrator, so they reach validation and the
 * service) and checks each answer: below 500, `{ messages }` in Spanish, and for a refused request
 * the database exactly as it was (row counts and a hash of every table, the audit log included).
 */
export interface FuzzOptions {
  seed: number;
  numRuns: number;
  /** fast-check's path of a failing case, to replay exactly that case. */
  path?: string;
}

export const routeLabel = (r: RouteEntry) => `${r.method} ${r.url}`;

/** Each route its own seed derived from the run's, so replaying one route needs only (seed, route). */
export function routeSeed(seed: number, route: RouteEntry): number {
  return crypto.createHash('sha256').update(`${seed} ${routeLabel(route)}`).digest().readInt32LE(0);
}

export class AdminSession {
  private token: string | undefined;
  constructor(private readonly t: TestApp) {}
  /** True once after a new session was started (its login rows are not the case's doing). */
  renewed = false;
  async get(): Promise<string> {
    if (!this.token) {
      this.renewed = true;
      const res = await this.t.login(ADMIN.username, ADMIN.password);
      if (res.statusCode !== 200) throw new Error(`no se pudo iniciar sesión como administrador: ${res.statusCode} ${res.body}`);
      this.token = res.json().token;
    }
    return this.token!;
  }
  /** A case may have ended the session (a logout with a body): the next case starts a new one. */
  forget() {
    this.token = undefined;
  }
}

async function send(t: TestApp, route: RouteEntry, c: BadCase, token: string): Promise<LightMyRequestResponse> {
  const url = `${concreteUrl(route)}${c.query ? `?${c.query}` : ''}`;
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  const method = route.method as 'GET';
  if (method === 'GET') return t.app.inject({ method, url, headers });
  if (c.kind === 'raw') return t.app.inject({ method, url, headers: { ...headers, 'content-type': c.contentType }, payload: c.body });
  if (c.body === undefined) return t.app.inject({ method, url, headers });
  return t.app.inject({ method, url, headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(c.body) });
}

/**
 * Bookkeeping a call may change without being an action of its own (sessions, idempotency keys,
 * and a till's latest report of its queue, sale/device-status, sent after every sync attempt).
 */
const UNAUDITED_TABLES = new Set(['audit_log', 'sessions', 'idempotency_keys', 'devices']);

function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((k) => before[k] !== after[k]);
}

export interface FuzzResult {
  cases: number;
  statuses: Record<number, number>;
  failure?: string;
}

export async function fuzzRoute(t: TestApp, route: RouteEntry, admin: AdminSession, opts: FuzzOptions, replay: (seed: number, path: string) => string): Promise<FuzzResult> {
  const statuses: Record<number, number> = {};
  let cases = 0;
  let baseline = await t.snapshot();
  const property = fc.asyncProperty(badCases(route), async (c) => {
    cases++;
    const token = await admin.get();
    if (admin.renewed) {
      admin.renewed = false;
      baseline = await t.snapshot();
    }
    const res = await send(t, route, c, token);
    statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
    if (res.statusCode === 401) admin.forget();
    const problems = answerProblems(res);
    const after = await t.snapshot();
    const changed = changedTables(baseline, after);
    if (res.statusCode >= 400 && changed.length) problems.push(`rechazada con ${res.statusCode} pero cambió la base de datos: ${changed.join(', ')}`);
    // "Todas las acciones quedan registradas": an accepted change to data writes its audit row.
    const data = changed.filter((table) => !UNAUDITED_TABLES.has(table));
    if (res.statusCode < 400 && data.length && !changed.includes('audit_log')) problems.push(`cambió ${data.join(', ')} sin fila de auditoría`);
    baseline = after;
    if (problems.length) throw new Error(`${problems.join('; ')}\n  caso: ${describeCase(c)}\n  respuesta ${res.statusCode}: ${res.body.slice(0, 300)}`);
  });
  const seed = routeSeed(opts.seed, route);
  // The fixed cases run first (fast-check's `examples`, counted in the replay path too).
  const examples = fixedCases(route).map((c) => [c] as [BadCase]);
  const details = await fc.check(property, { seed, numRuns: examples.length + opts.numRuns, path: opts.path, endOnFailure: true, examples });
  if (!details.failed) return { cases, statuses };
  const error = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
  return { cases, statuses, failure: `${routeLabel(route)}: ${error}\n  ${replay(seed, details.counterexamplePath ?? '')}` };
}
