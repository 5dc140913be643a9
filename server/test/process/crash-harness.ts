import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/db/open.js';
import { draft } from '../../src/modules/sales/sales.fixtures.js';
import type { Database } from '../../src/db/types.js';

/**
 * Crash tests: the real server process, concurrent writers, `kill -9` at a random
 * moment, then the database itself is asked what survived. Used by `npm run crash-test` (3 rounds
 * per database, a table) and by server/test/process/crash.proc.test.ts (a small count).
 */
export const ROOT = path.resolve(import.meta.dirname, '../../..');
export const OWNER = { username: 'duena', password: 'clave-de-prueba' };
const md5 = (text: string) => crypto.createHash('md5').update(text).digest('hex');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** Where the server keeps its data: a PGlite directory or a PostgreSQL database. */
export type Target = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

/** `src` runs server/src/main.ts through tsx (always current); `dist` the build (`npm run build`). */
export type Entry = 'src' | 'dist';

export interface Server {
  child: ChildProcess;
  port: number;
  exit: Promise<number | null>;
  output(): string;
}

export function startServer(target: Target, port: number, entry: Entry, extraEnv: NodeJS.ProcessEnv = {}): Server {
  // CRASH_SERVER_JS: a copy of the build, so a long run does not hold the shared server/dist.
  const built = process.env.CRASH_SERVER_JS || path.join(ROOT, 'server/dist/main.js');
  const args = entry === 'dist' ? [built] : ['--import', 'tsx', path.join(ROOT, 'server/src/main.ts')];
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lactea-noweb-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    ADMIN_USERNAME: OWNER.username,
    ADMIN_PASSWORD: OWNER.password,
    LOG_LEVEL: 'warn',
    LOG_FORMAT: 'json',
    WEB_DIR: webDir,
    BACKUP_INTERVAL_MINUTES: '600',
    ...(target.kind === 'pglite' ? { DATA_DIR: target.dataDir, DATABASE_URL: '' } : { DATABASE_URL: target.url }),
    ...extraEnv,
  };
  let out = '';
  const child = spawn(process.execPath, args, { cwd: ROOT, env });
  child.stdout?.on('data', (d) => (out = (out + d).slice(-20_000)));
  child.stderr?.on('data', (d) => (out = (out + d).slice(-20_000)));
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, port, exit, output: () => out };
}

/** Milliseconds from now until /api/health answers 200 (the server's restart time, seen from outside). */
export async function waitHealthy(server: Server, deadlineMs = 90_000): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (server.child.exitCode !== null) throw new Error(`el servidor terminó (código ${server.child.exitCode}):\n${server.output()}`);
    try {
      if ((await fetch(`http://127.0.0.1:${server.port}/api/health`)).ok) return Date.now() - started;
    } catch {
      /* not listening yet */
    }
    if (Date.now() - started > deadlineMs) throw new Error(`el servidor no respondió en ${deadlineMs} ms:\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export async function kill9(server: Server): Promise<void> {
  server.child.kill('SIGKILL');
  await server.exit;
}

export interface Api {
  call(method: string, apiPath: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
}

export async function signIn(port: number): Promise<Api> {
  const base = `http://127.0.0.1:${port}/api/`;
  const login = await fetch(`${base}user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: OWNER.username, password: md5(OWNER.password) }),
  });
  if (!login.ok) throw new Error(`login: ${login.status} ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };
  return {
    call: (method, apiPath, body, headers = {}) =>
      fetch(`${base}${apiPath}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      }),
  };
}

/** Direct SQL on the target (the server is down): what survived, read from the database itself. */
export interface Sql {
  rows<T>(text: string, params?: unknown[]): Promise<T[]>;
}

export async function withDatabase<T>(target: Target, work: (q: Sql, database: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase(target.kind === 'pglite' ? { dataDir: target.dataDir, migrate: false } : { databaseUrl: target.url, migrate: false });
  const q: Sql = {
    async rows<R>(text: string, params: unknown[] = []) {
      // Parameters are inlined as literals (test-made keys only); one code path for both drivers.
      const literal = (v: unknown) => (Array.isArray(v) ? `array[${v.map((x) => `'${String(x).replace(/'/g, "''")}'`).join(',')}]::text[]` : `'${String(v).replace(/'/g, "''")}'`);
      const statement = text.replace(/\$(\d+)/g, (_m, i: string) => literal(params[Number(i) - 1]));
      const res = (await database.db.execute(sql.raw(statement))) as unknown as { rows: R[] };
      return res.rows;
    },
  };
  try {
    return await work(q, database);
  } finally {
    await database.close();
  }
}

/** What a writer found after a crash. */
export interface Check {
  acked: number;
  lost: number;
  partial: number;
  problems: string[];
}

/**
 * One kind of write the crash test makes (master data now; sales where the app has them).
 * `write` answers the key of an acknowledged write (a 2xx the client received) or undefined.
 */
export interface Writer {
  name: string;
  prepare?(api: Api, target: Target): Promise<void>;
  write(api: Api, key: string): Promise<string | undefined>;
  verify(q: Sql, acked: string[]): Promise<Check>;
}

export const markWriter: Writer = {
  name: 'marcas',
  async write(api, key) {
    const res = await api.call('POST', 'mark/add', { mark: key });
    return res.ok ? key : undefined;
  },
  async verify(q, acked) {
    const rows = await q.rows<{ mark: string; audited: boolean }>(
      `select m.mark, exists(select 1 from audit_log a where a.entity = 'mark' and a.action = 'add' and a.entity_id = m.id) as audited from marks m where m.mark = any($1)`,
      [acked],
    );
    const found = new Set(rows.map((r) => r.mark));
    return { acked: acked.length, lost: acked.filter((k) => !found.has(k)).length, partial: rows.filter((r) => !r.audited).length, problems: [] };
  },
};

/**
 * Sales at the till (one unit each, cash, with an Idempotency-Key): a sale is its header, its lines,
 * the lots it took and its ledger rows, all or nothing.
 */
export function saleWriter(productCount = 1): Writer {
  // Each sale takes one of `productCount` products at random (1: every sale on the same lot row).
  const productIds: number[] = [];
  let cash = 0;
  const ok = async (res: Promise<Response>, what: string) => {
    const r = await res;
    if (!r.ok) throw new Error(`preparar ventas (${what}): ${r.status} ${await r.text()}`);
    return (await r.json()) as { id: number };
  };
  return {
    name: 'ventas',
    async prepare(api) {
      const tag = Date.now().toString(36);
      const mark = await ok(api.call('POST', 'mark/add', { mark: `Caída ${tag}` }), 'marca');
      for (let i = 0; i < productCount; i++) {
        const product = (await ok(api.call('POST', 'product/add', { code: `CR-${tag}-${i}`, product: `Leche caída ${tag} ${i}`, barcode: '', description: 'Prueba de caída', price: 10, cost: 5, fk_mark: mark.id }), 'producto')).id;
        await ok(api.call('POST', 'lot/add', { quantity: 1_000_000, expiration_date: '2099-12-31', fk_product: product }), 'lote');
        productIds.push(product);
      }
      cash = (await ok(api.call('POST', 'type-payment/add', { type_pay: `Efectivo ${tag}`, is_cash: 1 }), 'tipo de pago')).id;
    },
    // `key` is the sale's Idempotency-Key: the same key sent twice (to one process or two) is one sale.
    async write(api, key) {
      const product = productIds[Math.floor(Math.random() * productIds.length)];
      const body = draft([{ product_id: product, quantity: 1, price: 10 }], { id_type_payment: cash, paid: 10 });
      const res = await api.call('POST', 'sale/record-sale', body, { 'idempotency-key': key });
      return res.ok ? String(((await res.json()) as { id: number }).id) : undefined;
    },
    async verify(q, acked) {
      const rows = await q.rows<{ id: number; complete: boolean }>(
        `select s.id, (exists(select 1 from sale_details d where d.fk_sale = s.id)
                       and exists(select 1 from sale_detail_lots l where l.fk_sale = s.id)
                       and exists(select 1 from kardex k where k.doc_kind = 'sale' and k.doc_id = s.id)) as complete
           from sales s where s.id::text = any($1)`,
        [acked],
      );
      const found = new Set(rows.map((r) => String(r.id)));
      return { acked: acked.length, lost: acked.filter((k) => !found.has(k)).length, partial: rows.filter((r) => !r.complete).length, problems: [] };
    },
  };
}

/**
 * Whole-database invariants that must hold after any crash: the stock ledger (sum of a product's
 * deltas = its stock = the sum of its lots), no sale without lines, no mark without its audit row.
 */
export async function invariantProblems(q: Sql): Promise<string[]> {
  const problems: string[] = [];
  const has = async (table: string) => (await q.rows<{ t: string | null }>(`select to_regclass($1)::text as t`, [table]))[0].t !== null;
  if ((await has('kardex')) && (await has('lots')) && (await has('product_stock'))) {
    const [bad] = await q.rows<{ n: number }>(
      `select count(*)::int as n from products p
         where coalesce((select sum(delta) from kardex k where k.fk_product = p.id), 0) <> coalesce((select sum(quantity) from lots l where l.fk_product = p.id), 0)
            or coalesce((select sum(quantity) from lots l where l.fk_product = p.id), 0) <> coalesce((select quantity from product_stock s where s.fk_product = p.id), 0)
            or exists (select 1 from lots l where l.fk_product = p.id and l.quantity < 0)`,
    );
    if (bad.n) problems.push(`${bad.n} producto(s) con kardex, lotes y stock que no cuadran`);
  }
  if ((await has('sales')) && (await has('sale_details'))) {
    const [bad] = await q.rows<{ n: number }>(`select count(*)::int as n from sales s where not exists (select 1 from sale_details d where d.fk_sale = s.id)`);
    if (bad.n) problems.push(`${bad.n} venta(s) sin líneas`);
  }
  const [unaudited] = await q.rows<{ n: number }>(
    `select count(*)::int as n from marks m where not exists (select 1 from audit_log a where a.entity = 'mark' and a.entity_id = m.id)`,
  );
  if (unaudited.n) problems.push(`${unaudited.n} marca(s) sin su fila de auditoría`);
  return problems;
}

export interface RoundResult {
  db: string;
  round: number;
  killAfterMs: number;
  acked: number;
  /** Acknowledged writes per writer, e.g. 'marcas 30, ventas 13'. */
  perWriter: string;
  lost: number;
  partial: number;
  problems: string[];
  restartMs: number;
}

/** Runs `concurrency` loops per writer until `stop()`; acknowledged keys per writer. */
export function runWriters(api: Api, writers: Writer[], concurrency: number, tag: string) {
  let stopped = false;
  const acked = new Map<Writer, string[]>(writers.map((w) => [w, []]));
  const loops = writers.flatMap((w) =>
    Array.from({ length: concurrency }, async (_x, lane) => {
      for (let i = 0; !stopped; i++) {
        try {
          const key = await w.write(api, `${tag}${lane}n${i}`);
          if (key) acked.get(w)!.push(key);
        } catch {
          // The server went away mid-request: never acknowledged, so it may or may not exist.
          if (!stopped) await new Promise((r) => setTimeout(r, 20));
        }
      }
    }),
  );
  return {
    acked,
    async stop() {
      stopped = true;
      await Promise.all(loops);
    },
  };
}

export interface CrashOptions {
  target: Target;
  label: string;
  rounds: number;
  writers: Writer[];
  entry: Entry;
  concurrency?: number;
  /** kill -9 after a random delay in [min, max) ms after the first acknowledged write. */
  killWindowMs?: [number, number];
  random?: () => number;
  /** Before each restart (after the kill and the checks): e.g. make the lock file stale on purpose. */
  beforeRestart?: (round: number) => Promise<void> | void;
}

/** Rounds of: write → kill -9 at a random moment → count what survived → restart on the same data. */
export async function crashRounds(opts: CrashOptions): Promise<RoundResult[]> {
  const { target, rounds, writers, entry } = opts;
  const random = opts.random ?? Math.random;
  const [minKill, maxKill] = opts.killWindowMs ?? [400, 2500];
  const results: RoundResult[] = [];
  const port = await freePort();
  let server = startServer(target, port, entry);
  await waitHealthy(server);
  for (const w of writers) if (w.prepare) await w.prepare(await signIn(port), target);
  for (let round = 1; round <= rounds; round++) {
    const api = await signIn(port);
    const run = runWriters(api, writers, opts.concurrency ?? 4, `r${round}-${Date.now().toString(36)}-`);
    // The random moment is counted from the first acknowledged write, so that every round kills
    // the server with writes in flight (a loaded machine can take seconds to answer the first one).
    const firstDeadline = Date.now() + 30_000;
    while ([...run.acked.values()].every((a) => a.length === 0) && Date.now() < firstDeadline) await new Promise((r) => setTimeout(r, 20));
    const killAfterMs = Math.round(minKill + random() * (maxKill - minKill));
    await new Promise((r) => setTimeout(r, killAfterMs));
    await kill9(server);
    await run.stop();
    const checks = await withDatabase(target, async (q) => {
      const per = await Promise.all(writers.map((w) => w.verify(q, run.acked.get(w)!)));
      return { per, invariants: await invariantProblems(q) };
    });
    await opts.beforeRestart?.(round);
    server = startServer(target, port, entry);
    const restartMs = await waitHealthy(server);
    results.push({
      db: opts.label,
      round,
      killAfterMs,
      acked: checks.per.reduce((n, c) => n + c.acked, 0),
      perWriter: writers.map((w, i) => `${w.name} ${checks.per[i].acked}`).join(', '),
      lost: checks.per.reduce((n, c) => n + c.lost, 0),
      partial: checks.per.reduce((n, c) => n + c.partial, 0),
      problems: [...checks.per.flatMap((c) => c.problems), ...checks.invariants],
      restartMs,
    });
  }
  server.child.kill('SIGTERM');
  await server.exit;
  return results;
}

export function crashTable(results: RoundResult[]): string {
  const head = ['base', 'ronda', 'kill -9 (ms tras la 1.ª escritura)', 'escrituras confirmadas', 'perdidas', 'parciales', 'invariantes', 'reinicio (ms)'];
  const rows = results.map((r) => [r.db, String(r.round), String(r.killAfterMs), `${r.acked} (${r.perWriter})`, String(r.lost), String(r.partial), r.problems.length ? r.problems.join('; ') : 'ok', String(r.restartMs)]);
  return [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');
}

export interface OutageResult {
  statuses: Record<string, number>;
  serverAlive: boolean;
  /** From PostgreSQL back up to the first acknowledged write. */
  recoveredMs: number;
  acked: number;
  lost: number;
}

/**
 * PostgreSQL stops under load and comes back: the server must keep running, answer 503 meanwhile
 * (never another 5xx) and recover by itself; no acknowledged write may be missing afterwards.
 */
export async function postgresOutage(cluster: { pause(): void; resume(): void }, url: string, entry: Entry, downMs = 2000): Promise<OutageResult> {
  const target: Target = { kind: 'postgres', url };
  const port = await freePort();
  const server = startServer(target, port, entry);
  await waitHealthy(server);
  const api = await signIn(port);
  const statuses: Record<string, number> = {};
  const acked: string[] = [];
  let stopped = false;
  let resumedAt = 0;
  let recoveredAt = 0;
  const tag = `pg${Date.now().toString(36)}-`;
  const loops = Array.from({ length: 4 }, async (_x, lane) => {
    for (let i = 0; !stopped; i++) {
      const key = `${tag}${lane}n${i}`;
      let status = 'sin respuesta';
      try {
        const res = await api.call('POST', 'mark/add', { mark: key });
        status = String(res.status);
        if (res.ok) {
          acked.push(key);
          if (resumedAt && !recoveredAt) recoveredAt = Date.now();
        }
      } catch {
        /* no answer at all: counted */
      }
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (status !== '200') await new Promise((r) => setTimeout(r, 50));
    }
  });
  await new Promise((r) => setTimeout(r, 800));
  cluster.pause();
  await new Promise((r) => setTimeout(r, downMs));
  cluster.resume();
  resumedAt = Date.now();
  const deadline = Date.now() + 30_000;
  while (!recoveredAt && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  await new Promise((r) => setTimeout(r, 500));
  stopped = true;
  await Promise.all(loops);
  const serverAlive = server.child.exitCode === null;
  server.child.kill('SIGTERM');
  await server.exit;
  const check = await withDatabase(target, (q) => markWriter.verify(q, acked));
  return { statuses, serverAlive, recoveredMs: recoveredAt ? recoveredAt - resumedAt : -1, acked: acked.length, lost: check.lost };
}
