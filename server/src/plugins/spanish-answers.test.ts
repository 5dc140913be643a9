import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.js';

/** Sends a request line exactly as written (no client normalises `..` or bad %-escapes). */
function raw(port: number, method: string, target: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const s = net.connect(port, '127.0.0.1', () => s.write(`${method} ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`));
    let out = '';
    s.on('data', (d) => (out += d));
    s.on('error', reject);
    s.on('end', () => {
      const split = out.indexOf('\r\n\r\n');
      resolve({ status: Number(out.split(' ')[1]), headers: out.slice(0, split), body: out.slice(split + 4) });
    });
  });
}

/** Every error answer is `{ messages }` in Spanish; HEAD answers like GET. */
describe('answers outside the routes', () => {
  let t: TestApp;
  let port: number;
  let webDir: string;
  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lactea-web-'));
    fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Lactea</title>');
    t = await createTestApp({ webDir });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it.each(['/%E0%A4%A', '/api/mark/%E0%A4%A', '/login%C0', '/api/docs/json/%C0'])('a path with broken %%-encoding (%s) is a Spanish 400', async (target) => {
    const res = await raw(port, 'GET', target);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ messages: ['La dirección de la solicitud no es válida'] });
  });

  it.each(['/api/docs/static/../..', '/api/docs/static/../../package.json', '/api/docs/static/%2e%2e/%2e%2e'])('a path escaping the docs folder (%s) is a Spanish 403 and shows no file', async (target) => {
    const res = await raw(port, 'GET', target);
    expect(res.status).toBe(403);
    expect(JSON.parse(res.body)).toEqual({ messages: ['Acceso prohibido'] });
  });

  it('HEAD of a page answers like its GET', async () => {
    for (const url of ['/', '/login', '/marks', '/lots-near-expired/0']) {
      const get = await t.app.inject({ method: 'GET', url });
      const head = await t.app.inject({ method: 'HEAD', url });
      expect(head.statusCode, url).toBe(200);
      expect(head.statusCode).toBe(get.statusCode);
      expect(head.headers['content-type']).toBe(get.headers['content-type']);
      expect(head.body).toBe('');
    }
    const api = await t.app.inject({ method: 'HEAD', url: '/api/nothing' });
    expect(api.statusCode).toBe(404);
  });

  it('a method no route has is a Spanish 404', async () => {
    const res = await t.app.inject({ method: 'OPTIONS', url: '/api/health' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ messages: ['Ruta no encontrada'] });
  });
});
