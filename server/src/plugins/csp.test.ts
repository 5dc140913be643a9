import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.js';

/** A Content-Security-Policy on the web app and the API (checked in Chromium by e2e/csp.e2e.ts). */
describe('Content-Security-Policy', () => {
  let t: TestApp;
  let webDir: string;
  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lactea-csp-'));
    fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Lactea</title>');
    fs.mkdirSync(path.join(webDir, 'assets'));
    fs.writeFileSync(path.join(webDir, 'assets', 'app.js'), 'console.log(1)');
    t = await createTestApp({ webDir });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  const directives = (header: unknown) =>
    Object.fromEntries(
      String(header)
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values.join(' ')]),
    );

  it('every answer carries the policy: pages, assets, client routes, API answers and errors', async () => {
    for (const url of ['/', '/index.html', '/marks', '/assets/app.js', '/assets/missing.js', '/api/health', '/api/mark/list', '/api/nothing', '/api/docs/json']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(directives(res.headers['content-security-policy']), url).toEqual({
        'default-src': "'self'",
        'script-src': "'self'",
        'style-src': "'self' 'unsafe-inline'",
        'img-src': "'self' data: blob:",
        'font-src': "'self' data:",
        'connect-src': "'self'",
        'frame-ancestors': "'none'",
        'object-src': "'none'",
        'base-uri': "'self'",
        'form-action': "'self'",
      });
    }
  });

  it('Swagger UI (/api/docs) works under it: the page has no inline script, and its scripts are served from here', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const scripts = [...page.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc="/);
      expect(body.trim()).toBe('');
      const src = /src="([^"]+)"/.exec(attributes)?.[1] ?? '';
      const asset = await t.app.inject({ method: 'GET', url: new URL(src, 'http://x/api/docs').pathname });
      expect(asset.statusCode, src).toBe(200);
    }
  });
});
