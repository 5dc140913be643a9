import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { cachePolicy, IMMUTABLE } from './web.js';

/**
 * The built files go out precompressed (the build writes .br and .gz beside
 * each one) and hashed assets are cached for a year; index.html is revalidated every time.
 */
describe('precompressed, cached web assets', () => {
  let t: TestApp;
  let webDir: string;
  const js = `console.log(${JSON.stringify('Lactea '.repeat(400))});`;
  const html = `<!doctype html><title>Lactea</title><script type="module" src="/assets/index-AbCd12_-.js"></script>${' '.repeat(2000)}`;
  const write = (rel: string, data: string) => {
    const file = path.join(webDir, rel);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, data);
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(data));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data));
  };
  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lactea-web-'));
    write('index.html', html);
    write('assets/index-AbCd12_-.js', js);
    fs.writeFileSync(path.join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await createTestApp({ webDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  const get = (url: string, encoding?: string) => t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('sends brotli to a browser that accepts it, else gzip, else the plain file; all cached as immutable', async () => {
    const br = await get('/assets/index-AbCd12_-.js', 'gzip, deflate, br, zstd');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe(IMMUTABLE);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(js);
    expect(br.rawPayload.length).toBeLessThan(js.length / 10);

    const gz = await get('/assets/index-AbCd12_-.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toBe(IMMUTABLE);
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(js);

    const plain = await get('/assets/index-AbCd12_-.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
    expect(plain.body).toBe(js);
  });

  it('index.html (at / and at every client route) is compressed too, and never cached without asking', async () => {
    for (const url of ['/', '/login', '/marks']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(zlib.brotliDecompressSync(res.rawPayload).toString(), url).toBe(html);
    }
    const plain = await get('/login');
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.body).toBe(html);
  });

  it('a file without a content hash is revalidated', async () => {
    const icon = await get('/favicon.svg', 'br');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
    expect(cachePolicy('/srv/web/assets/index-AbCd12_-.js.gz')).toBe(IMMUTABLE);
    expect(cachePolicy('/srv/web/index.html')).toBe('no-cache');
    expect(cachePolicy('/srv/web/assets/logo.svg')).toBe('no-cache');
  });
});
