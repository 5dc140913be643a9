import fs from 'node:fs';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { OPENAPI_FILE } from '../../test/generated/openapi-doc.js';

/** The shell every call goes through: health, unknown paths, bad bodies, the OpenAPI document. */
describe('API shell', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.adminToken();
  });
  afterAll(() => t.close());

  const raw = (payload: string, contentType: string, url = '/api/mark/add', method: 'POST' | 'PATCH' = 'POST') =>
    t.app.inject({ method, url, headers: { authorization: `Bearer ${admin}`, 'content-type': contentType }, payload });

  it("what Node's parser refuses before routing answers in Spanish too: headers over 16 KB are a 431 with messages", async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as import('node:net').AddressInfo;
    const answer = (head: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1', () => socket.write(head));
        let text = '';
        socket.on('data', (chunk) => (text += chunk.toString('utf8')));
        socket.on('close', () => resolve(text));
        socket.on('error', reject);
      });
    const huge = await answer(`GET /api/health HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(huge).toMatch(/^HTTP\/1\.1 431 /);
    expect(huge).toMatch(/content-type: application\/json; charset=utf-8/i);
    expect(JSON.parse(huge.slice(huge.indexOf('\r\n\r\n') + 4))).toEqual({ messages: ['Los encabezados de la solicitud son demasiado grandes'] });
    const broken = await answer('NOT A REQUEST\r\n\r\n');
    expect(broken).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(broken.slice(broken.indexOf('\r\n\r\n') + 4))).toEqual({ messages: ['Solicitud inválida'] });
  });

  it('health answers without a token, and ignores a bad one', async () => {
    for (const token of [undefined, 'not-a-token']) {
      const res = await t.call(token, 'GET', '/api/health');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok' });
    }
  });

  it('an unknown /api/ path answers a JSON 404 with messages', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing'],
      ['POST', '/api/mark/nothing'],
      ['DELETE', '/api/mark/add'],
      ['GET', '/api'],
    ] as const) {
      const res = await t.call(admin, method, url);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ messages: ['Ruta no encontrada'] });
    }
  });

  it('a malformed or empty JSON body is a 400 with a Spanish message, and changes nothing', async () => {
    const before = await t.snapshot();
    for (const body of ['{bad', '{"mark": "PIL",}', '']) {
      const res = await raw(body, 'application/json');
      expect(res.statusCode, body).toBe(400);
      expect(res.json()).toEqual({ messages: ['El cuerpo de la solicitud no es un JSON válido'] });
    }
    // prototype poisoning is refused by the parser, not merged into the body
    const proto = await raw('{"mark":"Proto","__proto__":{"enabled":0}}', 'application/json');
    expect(proto.statusCode).toBe(400);
    expect(proto.json()).toEqual({ messages: ['El cuerpo de la solicitud no es un JSON válido'] });
    expect(await t.snapshot()).toEqual(before);
  });

  it('a body that is not a JSON object is a 400 in Spanish', async () => {
    const before = await t.snapshot();
    for (const body of ['[1]', 'null', '"PIL"', '5']) {
      const res = await raw(body, 'application/json');
      expect(res.statusCode, body).toBe(400);
      const { messages } = res.json() as { messages: string[] };
      expect(messages).toHaveLength(1);
      expect(messages[0]).toMatch(/^Entrada inválida: se esperaba objeto/);
    }
    const text = await raw('PIL', 'text/plain');
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({ messages: ['Entrada inválida: se esperaba objeto, recibido texto'] });
    expect(await t.snapshot()).toEqual(before);
  });

  it('a body that is not JSON nor text is a 415', async () => {
    const res = await raw('<mark>PIL</mark>', 'application/xml');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ messages: ['Tipo de contenido no admitido: envíe JSON'] });
  });

  it('a body over 1 MiB is a 413', async () => {
    const res = await raw(JSON.stringify({ mark: 'x'.repeat(1024 * 1024) }), 'application/json');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ messages: ['La solicitud es demasiado grande'] });
  });

  it('validation messages name the field in Spanish and are not repeated', async () => {
    const res = await t.call(admin, 'PATCH', '/api/mark/update', { id: 'x', version: 1, mark: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ messages: ['Id: Debe ser un número entero', 'Marca: Es requerido'] });
    const q = await t.call(admin, 'GET', '/api/mark/list', { page: '0', enabled: '9' });
    expect(q.statusCode).toBe(400);
    expect(q.json()).toEqual({ messages: ['Página: La página debe ser 1 o mayor', 'Estado: Estado inválido'] });
  });

  it('serves the OpenAPI document built from the contracts', async () => {
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/^text\/html/);

    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of ['/api/mark/list', '/api/mark/add', '/api/mark/update', '/api/mark/change-state', '/api/user/login', '/api/user/list']) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
    expect(Object.keys(doc.paths['/api/mark/list'])).toEqual(['get']);
    expect(Object.keys(doc.paths['/api/mark/add'])).toEqual(['post']);
    expect(Object.keys(doc.paths['/api/user/change-credentials'])).toEqual(['put']);
    // Public: documented without the bearer requirement.
    expect(doc.paths['/api/health']).toMatchObject({ get: { operationId: 'health.check', security: [] } });
    // What the running server serves is the committed document (npm run openapi).
    expect(doc).toEqual(JSON.parse(fs.readFileSync(OPENAPI_FILE, 'utf8')));
  });
});
