import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { pageParam, recordPurchaseBody } from '@lactea/contracts';
import { doc, errorStatuses, exportDoc, idempotentDoc } from '../lib/route-doc.js';
import { registerOpenApi } from './openapi.js';

type Doc = {
  paths: Record<string, Record<string, { operationId: string; security?: unknown[]; responses: Record<string, { $ref?: string }>; parameters?: { name: string; required: boolean }[]; requestBody?: { content: { 'application/json': { schema: JsonNode } } } }>>;
  components: { responses: Record<string, { description: string }>; schemas: Record<string, unknown> };
};
type JsonNode = { properties?: Record<string, JsonNode>; required?: string[]; items?: JsonNode };

async function openApp() {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await registerOpenApi(app);
  return app;
}

async function documentOf(register: (app: Awaited<ReturnType<typeof openApp>>) => void): Promise<Doc> {
  const app = await openApp();
  register(app);
  await app.ready();
  const document = app.swagger() as unknown as Doc;
  await app.close();
  return document;
}

describe('registerOpenApi refuses, at start-up, a route the document could not describe', () => {
  it.each([
    ['without doc()', { tags: ['marcas'] }],
    ['with an operationId not <module>.<action>', { operationId: 'listMarks', summary: 'Listar', tags: ['marcas'] }],
  ])('%s', async (_, schema) => {
    const app = await openApp();
    expect(() => app.get('/api/mark/list', { config: { access: 'admin' }, schema }, async () => ({}))).toThrow(
      "La ruta GET /api/mark/list no declara su documentación: schema: { ...doc('modulo.accion', 'Resumen', ...errores) }",
    );
  });

  it('a repeated operationId, or a tag without a description', async () => {
    const app = await openApp();
    app.get('/api/mark/list', { config: { access: 'admin' }, schema: { ...doc('mark.list', 'Listar marcas'), tags: ['marcas'] } }, async () => ({}));
    expect(() => app.get('/api/mark/other', { config: { access: 'admin' }, schema: { ...doc('mark.list', 'Otra'), tags: ['marcas'] } }, async () => ({}))).toThrow(
      'La ruta GET /api/mark/other repite el operationId mark.list',
    );
    expect(() => app.get('/api/mark/x', { config: { access: 'admin' }, schema: { ...doc('mark.x', 'X'), tags: ['inventadas'] } }, async () => ({}))).toThrow(
      'La ruta GET /api/mark/x debe tener una etiqueta de las descritas en TAGS',
    );
  });
});

describe('the error answers of a route', () => {
  it('follow from its input, access and method, plus what it declares', () => {
    expect(errorStatuses({ method: 'POST', access: 'public', hasInput: true, declared: [402, 429] })).toEqual([400, 402, 409, 429]);
    expect(errorStatuses({ method: 'GET', access: 'public', hasInput: false, declared: [] })).toEqual([]);
    expect(errorStatuses({ method: 'GET', access: 'staff', hasInput: false, declared: [] })).toEqual([401, 402, 403]);
    expect(errorStatuses({ method: 'GET', access: 'signed', hasInput: false, declared: [] })).toEqual([401, 402]);
    expect(errorStatuses({ method: 'GET', access: 'options', hasInput: true, declared: [404] })).toEqual([400, 401, 402, 403, 404]);
    expect(errorStatuses({ method: 'PATCH', access: 'admin', hasInput: true, declared: [404] })).toEqual([400, 401, 402, 403, 404, 409]);
  });

  it('are shared responses with one { messages } schema; public routes need no token', async () => {
    const document = await documentOf((app) => {
      app.post('/api/user/login', { config: { access: 'public' }, schema: { ...doc('user.login', 'Iniciar sesión', 402, 429), tags: ['usuarios'], body: z.object({ username: z.string() }) } }, async () => ({}));
      app.get('/api/user/list', { config: { access: 'admin' }, schema: { ...doc('user.list', 'Listar usuarios'), tags: ['usuarios'] } }, async () => ({}));
    });
    const login = document.paths['/api/user/login'].post;
    expect(login.security).toEqual([]);
    expect(Object.keys(login.responses)).toEqual(['200', '400', '402', '409', '429']);
    expect(login.responses['429']).toEqual({ $ref: '#/components/responses/Error429' });
    const list = document.paths['/api/user/list'].get;
    expect(list.security).toBeUndefined();
    expect(Object.keys(list.responses)).toEqual(['200', '401', '402', '403']);
    expect(document.components.responses.Error403.description).toContain('categoría');
    expect(document.components.schemas.Errores).toMatchObject({ properties: { messages: { type: 'array', items: { type: 'string' } } }, required: ['messages'] });
  });
});

describe('a report export', () => {
  it('answers the file, as XLSX or CSV', async () => {
    const document = await documentOf((app) => {
      app.get('/api/sale/sales-report/export', { config: { access: 'admin' }, schema: { ...exportDoc('sale.salesReportExport', 'Exportar'), tags: ['reportes de ventas'] } }, async () => '');
    });
    const ok = document.paths['/api/sale/sales-report/export'].get.responses['200'] as unknown as { content: Record<string, unknown> };
    expect(Object.keys(ok.content)).toEqual(['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/csv; charset=utf-8']);
  });
});

describe('a write a retry could repeat', () => {
  it('documents its optional Idempotency-Key header; other writes do not', async () => {
    const document = await documentOf((app) => {
      app.post('/api/expense/add', { config: { access: 'staff' }, schema: { ...idempotentDoc('expense.add', 'Registrar'), tags: ['gastos'], body: z.object({ a: z.string() }) } }, async () => ({}));
      app.put('/api/expense/update', { config: { access: 'staff' }, schema: { ...doc('expense.update', 'Editar'), tags: ['gastos'], body: z.object({ a: z.string() }) } }, async () => ({}));
    });
    expect(document.paths['/api/expense/add'].post.parameters).toEqual([expect.objectContaining({ name: 'idempotency-key', required: false, in: 'header' })]);
    expect(document.paths['/api/expense/update'].put.parameters ?? []).toEqual([]);
  });
});

/** The document shows what the validator takes, not zod's default reading of it. */
describe('what a request must carry', () => {
  it('is what the validator refuses when absent: defaults are optional, a preprocessed required field is required', async () => {
    const document = await documentOf((app) => {
      const query = z.object({ page: pageParam(), kind: z.preprocess((v) => v ?? 'all', z.string()), needed: z.preprocess((v) => v, z.string().optional()).refine((v) => v !== undefined) });
      app.get('/api/mark/list', { config: { access: 'admin' }, schema: { ...doc('mark.list', 'Listar marcas'), tags: ['marcas'], querystring: query } }, async () => ({}));
    });
    const params = document.paths['/api/mark/list'].get.parameters!;
    expect(Object.fromEntries(params.map((p) => [p.name, p.required]))).toEqual({ page: false, kind: false, needed: true });
  });

  it('inside a nullable object and in each branch of a union too', async () => {
    const withDefault = () => z.preprocess((v) => v ?? 0, z.number());
    const document = await documentOf((app) => {
      const body = z.object({
        client: z.object({ id: withDefault(), name: z.string() }).nullish(),
        either: z.union([z.object({ a: z.string(), n: withDefault() }), z.object({ b: z.string(), m: withDefault() })]),
      });
      app.post('/api/client/add', { config: { access: 'staff' }, schema: { ...doc('client.add', 'Registrar'), tags: ['clientes'], body } }, async () => ({}));
    });
    const body = document.paths['/api/client/add'].post.requestBody!.content['application/json'].schema as JsonNode & { properties: Record<string, { anyOf: JsonNode[] }> };
    expect(body.required).toEqual(['either']);
    expect(body.properties.client.anyOf[0].required).toEqual(['name']);
    expect(body.properties.either.anyOf.map((b) => b.required)).toEqual([['a'], ['b']]);
  });

  it("record-purchase shows its real body, nested lines' required fields included", async () => {
    const document = await documentOf((app) => {
      app.post('/api/purchase/record-purchase', { config: { access: 'options' }, schema: { ...doc('purchase.recordPurchase', 'Registrar una compra', 404), tags: ['compras'], body: recordPurchaseBody } }, async () => ({}));
    });
    const body = document.paths['/api/purchase/record-purchase'].post.requestBody!.content['application/json'].schema;
    expect(body.required).toEqual(['purchase', 'detail']);
    expect(body.properties!.purchase.required).toEqual(['fk_provider', 'date_purchase', 'cancelled', 'discount']);
    expect(body.properties!.detail.items!.required).toEqual(['product_id', 'quantity', 'unit_price', 'unit_cost', 'discount', 'expiration_date']);
  });
});
