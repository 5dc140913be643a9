import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { md5Hex } from '../../src/modules/auth/password.js';

/**
 * The real process (`main.ts`): first start creates the administrator from the environment, a
 * second process on the same DATA_DIR is refused, SIGTERM closes cleanly with a backup.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lactea-proc-'));
const dataDir = path.join(dir, 'data');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

function start(port: number): { child: ChildProcess; output: () => string; exit: Promise<number | null> } {
  let out = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ADMIN_USERNAME: 'duena', ADMIN_PASSWORD: 'clave-segura', LOG_LEVEL: 'info', WEB_DIR: dir },
  });
  child.stdout?.on('data', (d) => (out += d));
  child.stderr?.on('data', (d) => (out += d));
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => out, exit };
}

async function waitHealthy(port: number, deadlineMs = 60_000) {
  const end = Date.now() + deadlineMs;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      /* not yet */
    }
    if (Date.now() > end) throw new Error('no arrancó');
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('the server process on PGlite', () => {
  it('creates the administrator, refuses a second process, closes cleanly with a backup', async () => {
    const port = await freePort();
    const first = start(port);
    await waitHealthy(port);
    expect(first.output()).toContain('Administrador creado: duena');

    const login = await fetch(`http://127.0.0.1:${port}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'duena', password: md5Hex('clave-segura') }),
    });
    expect(login.status).toBe(200);

    const second = start(await freePort());
    expect(await second.exit).toBe(1);
    expect(second.output()).toMatch(/está en uso por el proceso \d+/);

    first.child.kill('SIGTERM');
    expect(await first.exit).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'lactea.lock'))).toBe(false);
    const backups = fs.readdirSync(`${dataDir}-backups`);
    expect(backups.some((f) => /^lactea-\d{8}-\d{6}\.tar\.gz$/.test(f))).toBe(true);
  }, 120_000);
});
