import type { FastifyInstance, RouteOptions } from 'fastify';
import { z, type ZodType } from 'zod';
import { strictInput } from '@lactea/contracts';
import type { Access } from '../plugins/access.js';

/**
 * Every `/api/` route the app registers, with its declared access and its zod schemas, as the
 * app itself saw it (an `onRoute` hook). The generated tests (authorization matrix, bad input)
 * and `docs/access-matrix.md` are built from this, so a route joins them the day it is added.
 */
export interface RouteEntry {
  method: string;
  url: string;
  access: Access;
  body?: ZodType;
  querystring?: ZodType;
  params?: ZodType;
}

const tables = new WeakMap<object, RouteEntry[]>();

/** What a route without a querystring (or, beside GET, without a body) accepts there: nothing. */
const NOTHING = z.strictObject({});
const NOTHING_OR_ABSENT = NOTHING.nullish();

type Schemas = { body?: ZodType; querystring?: ZodType; params?: ZodType };

/**
 * Input refuses unknown keys (docs/decisions/0022), decided here once for every route: the route's
 * body, querystring and params become strict (nested objects too, `strictInput`) before Fastify
 * compiles them and the OpenAPI document reads them. A route that declares no querystring takes
 * none, and one that declares no body (beside GET, which has none) takes an empty one or none.
 * Answers the schemas as the route declared them, made strict (the route table's view).
 */
function strictSchemas(route: RouteOptions): Schemas {
  const declared = (route.schema ?? {}) as Schemas;
  const strict: Schemas = {
    body: declared.body && strictInput(declared.body),
    querystring: declared.querystring && strictInput(declared.querystring),
    params: declared.params && strictInput(declared.params),
  };
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const takesBody = !methods.every((m) => m === 'GET' || m === 'HEAD');
  route.schema = {
    ...route.schema,
    querystring: strict.querystring ?? NOTHING,
    ...(strict.body || takesBody ? { body: strict.body ?? NOTHING_OR_ABSENT } : {}),
    ...(strict.params ? { params: strict.params } : {}),
  };
  return strict;
}

/** Call once on the root instance, before any route is registered. */
export function trackRoutes(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  tables.set(app, table);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    const schema = strictSchemas(route);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      // Fastify adds HEAD beside every GET; it is the same handler and the same access.
      if (method === 'HEAD') continue;
      table.push({ method, url: route.url, access: route.config?.access as Access, body: schema.body, querystring: schema.querystring, params: schema.params });
    }
  });
}

/** The routes of an app built with `buildApp`, sorted by path then method. */
export function routeTable(app: object): RouteEntry[] {
  const table = tables.get(app);
  if (!table) throw new Error('routeTable: la app no registró sus rutas con trackRoutes');
  const key = (r: RouteEntry) => `${r.url} ${r.method}`;
  // Code-unit order, not the locale's: the generated document must not depend on the machine.
  return [...table].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}
