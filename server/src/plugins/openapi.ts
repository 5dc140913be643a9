import type { FastifyInstance, RouteOptions } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswer, IDEMPOTENCY_KEY_PATTERN } from '@lactea/contracts';
import { DECLARED_ERRORS, ERROR_TEXT, errorStatuses, FILE_ANSWER, IDEMPOTENT, TAGS, type ErrorStatus, type RouteError } from '../lib/route-doc.js';
import { CONTENT_TYPES } from '../lib/export/send.js';
import { trueRequired, type JsonSchemaNode } from '../lib/openapi-input.js';
import type { Access } from './access.js';

/**
 * The OpenAPI document (`/api/docs`, `/api/docs/json`, `openapi.json` at the repository root):
 * every route states its operationId, summary and own errors with `doc()` (lib/route-doc.ts) or
 * refuses to register; its other error answers, `security: []` for public routes and what a
 * request must carry are derived here from what the route already declares.
 */
export const API_VERSION = '0.1.0';
const ERRORS_KEY = 'x-lactea-errors';
const OPERATION_ID = /^[a-z][a-zA-Z]*\.[a-z][a-zA-Z0-9]*$/;

type RouteSchema = {
  operationId?: unknown;
  summary?: unknown;
  tags?: unknown;
  hide?: boolean;
  body?: unknown;
  querystring?: unknown;
  params?: unknown;
  headers?: unknown;
  [DECLARED_ERRORS]?: RouteError[];
  [FILE_ANSWER]?: true;
  [IDEMPOTENT]?: true;
};

const isDocumented = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');
const hasInput = (s: RouteSchema) => Boolean(s.body || s.querystring || s.params || s.headers);

/** Refuses, at start-up, a route the document could not describe fully. */
function checkRouteDoc(route: RouteOptions, seen: Set<string>): void {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  // Fastify adds HEAD beside every GET with the same options: documented once, with the GET.
  if (!isDocumented(route.url) || methods.every((m) => m === 'HEAD')) return;
  const where = `La ruta ${methods.join(',')} ${route.url}`;
  const schema = (route.schema ?? {}) as RouteSchema;
  if (typeof schema.operationId !== 'string' || !OPERATION_ID.test(schema.operationId) || typeof schema.summary !== 'string' || !schema.summary.trim() || !schema[DECLARED_ERRORS]) {
    throw new Error(`${where} no declara su documentación: schema: { ...doc('modulo.accion', 'Resumen', ...errores) } (server/src/lib/route-doc.ts)`);
  }
  if (seen.has(schema.operationId)) throw new Error(`${where} repite el operationId ${schema.operationId}`);
  seen.add(schema.operationId);
  const tags = schema.tags;
  if (!Array.isArray(tags) || tags.length !== 1 || !(tags[0] in TAGS)) {
    throw new Error(`${where} debe tener una etiqueta de las descritas en TAGS (server/src/lib/route-doc.ts)`);
  }
}

type Transform = typeof jsonSchemaTransform;
type Operation = { responses: Record<string, unknown>; [ERRORS_KEY]?: ErrorStatus[] };

/** zod's conversion (input side for requests, output side for answers), made true and complete. */
const transform: Transform = (input) => {
  const out = jsonSchemaTransform(input);
  const source = input.schema as RouteSchema;
  if (source.hide || !isDocumented(input.url)) return out;
  const schema = out.schema as Record<string, unknown>;
  for (const part of ['body', 'querystring'] as const) {
    if (source[part]) trueRequired(source[part] as z.core.$ZodType, schema[part] as JsonSchemaNode);
  }
  if (source[FILE_ANSWER]) {
    const file = { type: 'string', format: 'binary' };
    schema.response = { 200: { description: 'El archivo: XLSX o CSV según `format`', content: { [CONTENT_TYPES.xlsx]: { schema: file }, [CONTENT_TYPES.csv]: { schema: file } } } };
  }
  // Documentation only: the handler reads the header itself (a headers schema would replace them all).
  if (source[IDEMPOTENT]) schema.headers = IDEMPOTENCY_HEADER;
  const access = (input.route as RouteOptions).config?.access as Access;
  if (access === 'public') schema.security = [];
  const method = String((input.route as RouteOptions).method);
  schema[ERRORS_KEY] = errorStatuses({ method, access, hasInput: hasInput(source), declared: source[DECLARED_ERRORS] ?? [] });
  return out;
};

const IDEMPOTENCY_HEADER = {
  type: 'object',
  properties: {
    'idempotency-key': {
      type: 'string',
      pattern: IDEMPOTENCY_KEY_PATTERN.source,
      description:
        'Opcional. Una clave por operación (por ejemplo un UUID), la misma al reintentar: con el mismo cuerpo responde ' +
        'la primera respuesta sin escribir de nuevo; con otro cuerpo, otra ruta u otro usuario, 409.',
    },
  },
};

const errorRef = (status: ErrorStatus) => `Error${status}`;

/** The shared error answers, stable key order (the committed `openapi.json` is diffed). */
function finish({ openapiObject }: { openapiObject: Record<string, unknown> }): Record<string, unknown> {
  const doc = openapiObject as { paths: Record<string, Record<string, Operation>>; components: Record<string, Record<string, unknown>> };
  const used = new Set<ErrorStatus>();
  for (const path of Object.values(doc.paths)) {
    for (const op of Object.values(path)) {
      for (const [status, response] of Object.entries(op.responses)) {
        const r = response as { description?: string };
        if (r.description === 'Default Response') r.description = status === '200' ? 'Correcto' : r.description;
      }
      for (const status of op[ERRORS_KEY] ?? []) {
        op.responses[status] = { $ref: `#/components/responses/${errorRef(status)}` };
        used.add(status);
      }
      delete op[ERRORS_KEY];
    }
  }
  const { $schema: _unused, ...errorsSchema } = z.toJSONSchema(errorAnswer, { target: 'draft-2020-12' });
  doc.components.schemas = { ...doc.components.schemas, Errores: errorsSchema };
  doc.components.responses = Object.fromEntries(
    [...used]
      .sort((a, b) => a - b)
      .map((s) => [errorRef(s), { description: ERROR_TEXT[s], content: { 'application/json': { schema: { $ref: '#/components/schemas/Errores' } } } }]),
  );
  doc.paths = Object.fromEntries(Object.entries(doc.paths).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return doc;
}

const DESCRIPTION = [
  'Back-office y punto de venta de Lactea. JSON de ida y vuelta, textos en español, montos en Bs.',
  'con 2 decimales, fechas `AAAA-MM-DD` en la zona horaria del negocio.',
  '',
  'Inicio de sesión: `POST /api/user/login` con `{ username, password }`, donde `password` es el MD5',
  'en hexadecimal de la contraseña; la respuesta trae `token`, que va en `Authorization: Bearer <token>`',
  'en todas las demás llamadas. Cada error responde `{ "messages": ["…"] }`; mientras la base de datos no',
  'responde, cualquier ruta responde 503 con ese mismo cuerpo.',
].join('\n');

/** Call before any route is registered. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  const seen = new Set<string>();
  app.addHook('onRoute', (route) => checkRouteDoc(route, seen));
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Lactea API',
        version: API_VERSION,
        description: DESCRIPTION,
        contact: { name: 'Lactea' },
        license: { name: 'Propietaria: todos los derechos reservados', identifier: 'LicenseRef-Lactea-Propietaria' },
      },
      servers: [{ url: '/', description: 'El mismo servidor que sirve la aplicación' }],
      tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'El `token` que responde `POST /api/user/login`.' } } },
      security: [{ bearer: [] }],
    },
    transform,
    transformObject: finish as never,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
