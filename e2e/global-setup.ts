import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { E2E_WORKERS } from './workers';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrls: string[];
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

/** `count` distinct free ports: all held open together, so two servers never get the same one. */
export async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from({ length: count }, () => new Promise<net.Server>((resolve, reject) => {
      const srv = net.createServer();
      srv.on('error', reject);
      srv.listen(0, '127.0.0.1', () => resolve(srv));
    })),
  );
  const ports = servers.map((srv) => (srv.address() as net.AddressInfo).port);
  await Promise.all(servers.map((srv) => new Promise((resolve) => srv.close(resolve))));
  return ports;
}

interface Started {
  baseUrl: string;
  stop: () => Promise<void>;
}

/**
 * Starts the built server (`npm run build` first) in demo mode on a fresh PGlite directory of its own.
 * `env`: more settings, e.g. WEB_DIR for a copy of the app a test changes (e2e/app-update.e2e.ts).
 */
export async function startDemoServer(root: string, main: string, businessZone: string, port: number, env: Record<string, string> = {}): Promise<Started> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lactea-e2e-'));
  const child: ChildProcess = spawn(process.execPath, [main, '--demo'], {
    cwd: root,
    env: { ...process.env, TZ_BUSINESS: businessZone, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: path.join(dir, 'data'), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => {
        child.kill('SIGKILL');
        resolve();
      }, 15_000).unref();
    });
    fs.rmSync(dir, { recursive: true, force: true });
  };
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
    if (Date.now() > deadline) {
      await stop();
      throw new Error('El servidor no respondió en 240 s');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { baseUrl, stop };
}

/**
 * One demo server per worker (E2E_WORKERS), each on its own database: the files of a worker run one
 * after the other against its server, as they all did against one server before, and never see the
 * other worker's writes (browser.ts baseUrl picks the worker's server by VITEST_POOL_ID).
 */
export default async function setup(project: TestProject) {
  const root = path.resolve(import.meta.dirname, '..');
  const main = path.join(root, 'server/dist/main.js');
  if (!fs.existsSync(main) || !fs.existsSync(path.join(root, 'web/dist/index.html'))) {
    throw new Error('Falta la compilación: ejecute `npm run build` (npm run test:e2e lo hace)');
  }
  const businessZone = noonZone();
  const ports = await freePorts(E2E_WORKERS);
  const started = await Promise.allSettled(ports.map((port) => startDemoServer(root, main, businessZone, port)));
  const servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const stopAll = () => Promise.all(servers.map((s) => s.stop())).then(() => undefined);
  const failed = started.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  project.provide('baseUrls', servers.map((s) => s.baseUrl));
  project.provide('businessZone', businessZone);
  return stopAll;
}
