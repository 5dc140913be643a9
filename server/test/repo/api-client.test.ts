import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saleWorld } from '../../src/modules/sales/sales.fixtures.js';
import { ADMIN, createTestApp, type TestApp } from '../helpers.js';

/**
 * The README's example client (examples/api-client: types generated from openapi.json by
 * openapi-typescript, calls through openapi-fetch) compiles against the document and works against
 * a real listening server: sign in, list products, record a sale.
 */
const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../..');

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

describe('the example API client', () => {
  it('compiles with tsc against the generated types', async () => {
    const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
    await expect(run(process.execPath, [tsc, '-p', 'examples/api-client'], { cwd: root })).resolves.toBeDefined();
  }, 60_000);

  it('signs in, lists products and records a sale on a started server', async () => {
    const w = await saleWorld(t.db, t.config, (await t.seededIds()).adminId);
    const product = await w.addProduct('Yogur Frutilla 1L', '12.50');
    await w.addLot(product, 3, '2099-12-31');

    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'examples/api-client/main.ts'], {
      cwd: root,
      env: { ...process.env, LACTEA_URL: url, LACTEA_USER: ADMIN.username, LACTEA_PASSWORD: ADMIN.password },
    });

    expect(stdout).toMatch(/^Venta \d+: 1 × Yogur Frutilla 1L, total Bs\. 12\.50$/m);
    expect(await w.ledgerStock(product)).toBe(2);
  }, 60_000);
});
