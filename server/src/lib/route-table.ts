import type { FastifyInstance } from 'fastify';
import type { ZodType } from 'zod';
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

/** Call once on the root instance, before any route is registered. */
export function trackRoutes(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  tables.set(app, table);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    const schema = (route.schema ?? {}) as { body?: ZodType; querystring?: ZodType; params?: ZodType };
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
