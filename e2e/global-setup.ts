import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    businessZone: string;
  }
}

/**
 * The shop's time zone for this run: a fixed UTC offset where it is about noon when the run starts.
 * The demo records its sales "today" and the screens open on today; in La Paz a run that crossed
 * midnight (04:00 UTC) found an empty day on the reports. With noon at the start, a run has twelve
 * hours before the business day changes. Server (TZ_BUSINESS) and browser (timezoneId) use the same
 * zone. `Etc/GMT+N` is N hours behind UTC (POSIX signs).
 */
export function noonZone(now = new Date()): string {
  const ahead = 12 - now.getUTCHours();
  return ahead === 0 ? 'Etc/GMT' : `Etc/GMT${ahead > 0 ? '-' : '+'}${Math.abs(ahead)}`;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** Starts the built server (`npm run build` first) in demo mode on a fresh PGlite directory. */
export default async function setup(project: TestProject) {
  const root = path.resolve(import.meta.dirname, '..');
  const main = path.join(root, 'server/dist/main.js');
  if (!fs.existsSync(main) || !fs.existsSync(path.join(root, 'web/dist/index.html'))) {
    throw new Error('Falta la compilación: ejecute `npm run build` (npm run test:e2e lo hace)');
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lactea-e2e-'));
  const port = await freePort();
  const businessZone = noonZone();
  const child: ChildProcess = spawn(process.execPath, [main, '--demo'], {
    cwd: root,
    env: { ...process.env, TZ_BUSINESS: businessZone, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: path.join(dir, 'data'), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  // First start = initdb + migrations + the demo data: past 90 s on a busy 2-core machine.
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`El servidor terminó al arrancar (código ${child.exitCode})`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error('El servidor no respondió en 240 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  project.provide('baseUrl', baseUrl);
  project.provide('businessZone', businessZone);
  return async () => {
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => {
        child.kill('SIGKILL');
        resolve();
      }, 15_000).unref();
    });
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
