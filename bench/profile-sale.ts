/**
 * Where a record-sale's time goes on PostgreSQL (a tuning aid, not in `npm run bench`):
 * SALES sales of 3 lines through the service (`recordSale`, everything the API does but HTTP and
 * sign-in), CONCURRENCY at a time (default 1: one after the other), after a warm-up and ANALYZE
 * (decision 0051); then the statements by total time from pg_stat_statements (planning and
 * execution, triggers' statements too), and the CPU per sale of this Node process and of the
 * PostgreSQL server. PICK=random: the sales bench's random lines. API=1: through HTTP instead, to
 * the server in this process from the bench's tills in theirs (bench/sale-clients.ts), for SALES
 * seconds. INVOICE=1: each sale with its SIAT invoice (invoicing switched on against the SIAT
 * simulator, which gives the codes and stops: the invoices are not sent). CPU_PROFILE=file also writes a V8 CPU profile of the measured sales (this process only)
 * and prints where its time went, by package and by function.
 *   npx tsx bench/profile-sale.ts
 *   API=1 CONCURRENCY=12 PICK=random SALES=8 CPU_PROFILE=/tmp/api.cpuprofile npx tsx bench/profile-sale.ts
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { Session, type Profiler } from 'node:inspector/promises';
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { recordSaleBody } from '@lactea/contracts';
import { buildApp } from '../server/src/app.js';
import { loadConfig } from '../server/src/config.js';
import { openDatabase } from '../server/src/db/open.js';
import { invoiceSettings, users } from '../server/src/db/schema/index.js';
import { rowsOf, type Database } from '../server/src/db/types.js';
import { recordSale } from '../server/src/modules/sales/record/record-sale.js';
import { refreshSiatCodes } from '../server/src/modules/siat/codes.js';
import { startSiatSimulator } from '../server/src/siat-simulator/simulator.js';
import { startCluster } from '../server/test/pg-cluster.js';
import { BENCH_SCRYPT, BENCH_SIAT_TOKEN, benchPasswordHash, benchToken, cashSaleBody, cpuMsSince, postgresCpuMs, postmasterOf } from './lib.js';
import { generateCatalogue } from './generate.js';
import { makeWorld } from './sales.js';
import { INVOICE_BUYER, listPrice, PRICE, pickLines, type Sample } from './sale-loop.js';
import type { ClientRound } from './sale-clients.js';

/** Sales to measure; with API=1, the seconds the tills sell for. */
const SALES = Number(process.env.SALES ?? 2000);
/** Sales at once (each its own pooled connection): 1 = one after the other. */
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 1);
const INVOICE = process.env.INVOICE === '1';

/**
 * Invoicing on, as the sales bench switches it (bench/sales.ts): the settings of a point of sale and
 * its codes from the SIAT simulator, which then stops (no invoice is sent here).
 */
async function switchInvoicingOn(database: Database) {
  const sim = await startSiatSimulator({ token: BENCH_SIAT_TOKEN });
  try {
    const shop = { invoicing: 1, nit: '1020304050', razonSocial: 'Lácteos Bench S.R.L.', municipio: 'La Paz', actividad: '463020', codigoSistema: 'LACTEA-BENCH', siatUrl: sim.url, sinProductDefault: '22111' };
    await database.db.insert(invoiceSettings).values({ id: 1, ...shop }).onConflictDoUpdate({ target: invoiceSettings.id, set: shop });
    if (!(await refreshSiatCodes(database, { siat: { token: BENCH_SIAT_TOKEN } }, undefined, 15_000))) throw new Error('la facturación no obtuvo sus códigos del simulador');
  } finally {
    await sim.close();
  }
}

/** Self time by package (or source folder) and by function, idle left out. */
function printProfile(profile: Profiler.Profile, sales: number) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const byPackage = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let total = 0;
  (profile.samples ?? []).forEach((id, i) => {
    const frame = nodes.get(id)!;
    const us = profile.timeDeltas?.[i] ?? 0;
    if (frame.functionName === '(idle)') return;
    total += us;
    const url = frame.url.replace(/.*\/node_modules\//, '').replace(/.*\/(server|packages|bench)\//, '$1/');
    const where = frame.url.includes('node_modules/') ? url.split('/').slice(0, url.startsWith('@') ? 2 : 1).join('/') : url.split('/').slice(0, 3).join('/') || frame.functionName;
    byPackage.set(where, (byPackage.get(where) ?? 0) + us);
    const fn = `${frame.functionName || '(anónima)'} ${url}:${frame.lineNumber + 1}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + us);
  });
  const print = (title: string, m: Map<string, number>, n: number) => {
    console.log(`-- ${title} (% del tiempo no ocioso, ${(total / 1000 / sales).toFixed(2)} ms por venta)`);
    for (const [k, us] of [...m].sort((a, b) => b[1] - a[1]).slice(0, n)) console.log(`${((100 * us) / total).toFixed(1).padStart(5)} %  ${k}`);
  };
  print('por paquete', byPackage, 20);
  print('por función', byFunction, 40);
}

/**
 * The server on `database` in this process (as bench/run.ts builds it) and the bench's tills in
 * theirs (bench/sale-clients.ts): `sell(seconds)` runs CONCURRENCY tills for that long and answers
 * how many sales they made.
 */
async function apiTills(database: Database, userId: number, world: { cash: number; products: number[] }) {
  await database.db.update(users).set({ passwordHash: await benchPasswordHash() }).where(eq(users.id, userId));
  const loaded = loadConfig({}, []);
  const app = await buildApp({ config: { ...loaded, scrypt: BENCH_SCRYPT, logLevel: 'silent', siat: { ...loaded.siat, token: BENCH_SIAT_TOKEN, outbox: false } }, database });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const token = await benchToken(address);
  const tills = fork(new URL('./sale-clients.ts', import.meta.url), { execArgv: process.execArgv });
  const round = async (seconds: number) => {
    tills.send({ address, token, ...world, seconds, clients: CONCURRENCY, invoice: INVOICE } satisfies ClientRound);
    const [sample] = (await once(tills, 'message')) as [Sample];
    if (sample.errors) throw new Error(`${sample.errors} ventas fallaron`);
    return sample.lat.length;
  };
  await round(2);
  return {
    sell: (seconds: number) => round(seconds),
    async close() {
      tills.kill();
      await app.close();
    },
  };
}

/**
 * WAITS=1: what the other backends are doing, sampled every few milliseconds from pg_stat_activity
 * over its own connection: running (CPU) or waiting, and on what (a row lock, a lightweight lock, the
 * client). Tells lock queues from CPU queues while the sales run.
 */
function sampleWaits(url: string) {
  const client = new pg.Client({ connectionString: url });
  const tally = new Map<string, number>();
  let samples = 0;
  let running = true;
  const done = (async () => {
    await client.connect();
    while (running) {
      const { rows } = await client.query<{ what: string }>(
        `select coalesce(wait_event_type || ':' || wait_event, 'CPU') || ' (' || state || ')' as what from pg_stat_activity where backend_type = 'client backend' and pid <> pg_backend_pid()`,
      );
      const tuples = await client.query<{ what: string }>(`select 'fila de ' || relation::regclass::text as what from pg_locks where locktype = 'tuple'`);
      samples++;
      for (const r of [...rows, ...tuples.rows]) tally.set(r.what, (tally.get(r.what) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 3));
    }
    await client.end();
  })();
  return {
    async stop() {
      running = false;
      await done;
      const lines = [...tally].sort((a, b) => b[1] - a[1]).map(([what, n]) => `${(n / samples).toFixed(2).padStart(6)}  ${what}`);
      return `-- backends por estado (media de ${samples} muestras)\n${lines.join('\n')}`;
    },
  };
}

const cluster = await startCluster(['-c shared_preload_libraries=pg_stat_statements', '-c pg_stat_statements.track=all', '-c pg_stat_statements.track_planning=on']);
try {
  const admin = new pg.Client({ connectionString: `${cluster.url}/postgres` });
  await admin.connect();
  await admin.query('create database prof');
  await admin.end();
  const database = await openDatabase({ databaseUrl: `${cluster.url}/prof` });
  const db = database.db;
  await db.execute(sql`create extension if not exists pg_stat_statements`);
  const [u] = await db.insert(users).values({ name: 'Bench', category: 'a', username: 'bench', usernameKey: 'bench', passwordHash: 'x' }).returning({ id: users.id });
  // The sales bench's world sells to a client of the catalogue's first price list: a small catalogue gives it.
  await generateCatalogue(db, Number(process.env.PRODUCTS ?? 300));
  const { ctx, products: ids, cash, listClient } = await makeWorld(database, u.id);
  if (INVOICE) await switchInvoicingOn(database);
  const sale = (i: number) => {
    // PICK=random: the sales bench's random lines (pickLines) instead of a fixed rotation.
    const lines = process.env.PICK === 'random' ? pickLines(ids) : [0, 1, 2].map((k) => ({ id: ids[(i + k * 5) % ids.length], q: 1 + ((i + k) % 3) }));
    // LIST=1: to the client on the list, at its prices.
    const body = process.env.LIST === '1' ? cashSaleBody(lines, listPrice, cash, listClient) : cashSaleBody(lines, PRICE, cash);
    return recordSale(ctx, recordSaleBody.parse(INVOICE ? { ...body, invoice: INVOICE_BUYER } : body), { key: randomUUID() });
  };
  // Warm-up, then ANALYZE: the tables of a shop that has been selling (bench/sales.ts, decision 0051).
  for (let i = 0; i < 1000; i++) await sale(i);
  await db.execute(sql`analyze`);
  // API=1: the sales go through HTTP to the server in this process, from the bench's tills in theirs.
  const api = process.env.API === '1' ? await apiTills(database, u.id, { cash, products: ids }) : null;
  await db.execute(sql`select pg_stat_statements_reset()`);
  const inspector = process.env.CPU_PROFILE ? new Session() : null;
  if (inspector) {
    inspector.connect();
    await inspector.post('Profiler.enable');
    await inspector.post('Profiler.start');
  }
  const [backend] = rowsOf<{ pid: number }>(await db.execute(sql`select pg_backend_pid() as pid`));
  const failures = async () => rowsOf<{ rollbacks: number; deadlocks: number }>(await db.execute(sql`select xact_rollback::int as rollbacks, deadlocks::int from pg_stat_database where datname = current_database()`))[0];
  const failed0 = await failures();
  const postmaster = postmasterOf(backend.pid);
  const pg0 = postgresCpuMs(postmaster);
  const waits = process.env.WAITS === '1' ? sampleWaits(`${cluster.url}/prof`) : null;
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  let sales = SALES;
  if (api) sales = await api.sell(SALES);
  else {
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < SALES) await sale(next++);
      }),
    );
  }
  const ms = performance.now() - t0;
  const nodeMs = cpuMsSince(cpu0);
  const failed = await failures();
  if (waits) console.log(await waits.stop());
  const pgMs = postgresCpuMs(postmaster) - pg0;
  if (inspector) {
    const { profile } = await inspector.post('Profiler.stop');
    fs.writeFileSync(process.env.CPU_PROFILE!, JSON.stringify(profile));
    printProfile(profile, sales);
  }
  await api?.close();
  console.log(`${sales} ventas en ${ms.toFixed(0)} ms: ${(ms / sales).toFixed(2)} ms cada una; CPU por venta: Node ${(nodeMs / sales).toFixed(2)} ms, PostgreSQL ${(pgMs / sales).toFixed(2)} ms; transacciones deshechas ${failed.rollbacks - failed0.rollbacks} (bloqueos mutuos ${failed.deadlocks - failed0.deadlocks})`);
  const top = rowsOf<{ calls: number; plan: number; exec: number; query: string }>(
    await db.execute(sql`select calls, round(total_plan_time::numeric / ${sales}, 3)::float as plan, round(total_exec_time::numeric / ${sales}, 3)::float as exec, left(regexp_replace(query, '[[:space:]]+', ' ', 'g'), ${Number(process.env.QUERY_CHARS ?? 160)}) as query
      from pg_stat_statements where query not like '%pg_stat_statements%' order by total_plan_time + total_exec_time desc limit ${Number(process.env.TOP ?? 25)}`),
  );
  console.log('llamadas | plan ms/venta | ejec ms/venta | sentencia');
  for (const r of top) console.log(`${r.calls} | ${r.plan} | ${r.exec} | ${r.query}`);
  await database.close();
} finally {
  cluster.stop();
}
