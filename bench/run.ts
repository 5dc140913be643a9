/**
 * `npm run bench`: the API under load against the same work done directly in SQL, in the same
 * run, on PGlite and on a throwaway PostgreSQL 15 cluster, at 50,000 products.
 * Each API scenario: autocannon (a separate process) with 10 connections for DURATION seconds.
 * Each SQL floor: the equivalent queries run in-process by 10 concurrent loops for the same time.
 * Output: a table (stdout and bench/results/latest.md). BENCH_DB=pglite|postgres runs one side.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { performance } from 'node:perf_hooks';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { fold } from '@lactea/contracts';
import { buildApp } from '../server/src/app.js';
import { loadConfig } from '../server/src/config.js';
import { openDatabase } from '../server/src/db/open.js';
import { keepTablesUpNow } from '../server/src/db/upkeep.js';
import type { Database } from '../server/src/db/types.js';
import { users } from '../server/src/db/schema/index.js';
import { startCluster, type Cluster } from '../server/test/pg-cluster.js';
import { generateCatalogue } from './generate.js';
import { auditDay, generateAudit } from './generate-audit.js';
import { generateStock, STOCK_LOTS, stockScenarios, stockWanted, type StockGenerated } from './stock.js';
import { salesRows, salesWanted } from './sales.js';
import { generatePurchases, PURCHASES, purchaseScenarios, purchasesWanted, type PurchasesGenerated } from './purchases.js';
import { generateReportSales, REPORT_SALES, reportScenarios, reportsWanted, type ReportsGenerated } from './reports.js';
import { generateMoney, moneyScenarios, moneyWanted } from './money.js';
import { dashboardScenarios, dashboardWanted } from './dashboard.js';
import { generateReconciliation, reconciliationScenarios, reconciliationWanted } from './reconciliation.js';
import { loadSheetRows, loadSheetWanted } from './loads.js';
import { phonesRows, phonesWanted } from './phones.js';
import { offlineSyncRows, offlineSyncWanted, snapshotRows, snapshotWanted } from './offline.js';
import { BENCH_SCRYPT, BENCH_SIAT_TOKEN, benchPasswordHash, benchToken, cpuMsSince, failedRow, pct, type Row, type Scenario } from './lib.js';
import { outcomeOf, type CannonAnswer } from './window.js';
import { INVOICE_TARGET_MS, invoiceMisses, invoiceOnly, invoiceRows, invoiceWanted, PACKAGE_TARGET_MS } from './invoice.js';

const run = promisify(execFile);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS || 50_000);
const DURATION = Number(process.env.BENCH_SECONDS || 5);
const CONNECTIONS = 10;
/** Only the scenarios whose name contains this text (e.g. BENCH_ONLY=search), for a short run. */
const ONLY = process.env.BENCH_ONLY ?? '';
/** Audit rows for the audit/list scenarios (generated only when one of them runs). */
const AUDIT_ROWS = Number(process.env.BENCH_AUDIT_ROWS || 1_000_000);
const AUDIT_DAY = auditDay();

const productCols = sql`p.id, p.code, p.product, p.barcode, p.description, p.price, p.cost, p.fk_mark, m.mark, p.enabled`;

/** Words staff type to find a product (the generator's vocabulary): distinct searches. */
const SEARCH_TERMS = ['leche', 'yogur', 'queso', 'mantequilla', 'crema', 'dulce', 'kefir', 'chocolatada', 'quesillo', 'requeson', 'postre', 'polvo', 'entera', 'deslactosada', 'light', 'frutilla', 'durazno', 'vainilla', 'natural', 'andino', 'fresco', 'madurado', 'cereal', 'griego', 'azucar', 'chaqueno', 'criollo', '250 g', '1 l', '500 ml', 'pil', 'delizia', 'soalpro', 'cabana', 'kamay', 'illimani', 'titicaca', 'tarija', 'tupiza', 'warnes'];

function scenarios(markId: number, barcode: string): Scenario[] {
  const like = `%${fold('yogur')}%`;
  const likeLeche = `%${fold('leche')}%`;
  // What product/list runs for a search: one statement, the page (brand by
  // scalar subquery) with the table's version beside it; the count only when the version moved.
  // Several words: one LIKE per word on the same column, ANDed (product-search.ts).
  const searchNow = (...patterns: string[]) => [
    sql`select p.id, p.code, p.product, p.barcode, p.description, p.price, p.cost, p.fk_mark, (select m.mark from marks m where m.id = p.fk_mark) as mark, p.enabled, (select v::text from table_versions where name = 'products') as table_version from products p where ${sql.join(
      patterns.map((pattern) => sql`p.search_text like ${pattern}`),
      sql` and `,
    )} order by p.id desc limit 10`,
  ];
  // ...and before it: the page with the brand joined, and every time the forced trigram count.
  const searchBefore = (pattern: string) => [
    sql`select ${productCols} from products p join marks m on m.id = p.fk_mark where p.search_text like ${pattern} order by p.id desc limit 10`,
    [sql`set local enable_seqscan = off`, sql`select count(*)::int from products p where p.search_text like ${pattern}`],
  ];
  return [
    { name: 'health (HTTP sin base ni token)', kind: 'lookup', method: 'GET', path: '/api/health', floor: [] },
    {
      name: 'product/list page 1',
      kind: 'list',
      method: 'GET',
      path: '/api/product/list?page=1',
      floor: [
        sql`select ${productCols} from products p join marks m on m.id = p.fk_mark order by p.id desc limit 10`,
        sql`select coalesce(sum(n), 0)::int from product_counts`,
      ],
    },
    {
      name: 'product/list search "yogur"',
      kind: 'list',
      method: 'GET',
      path: '/api/product/list?page=1&search=yogur',
      floor: searchNow(like),
    },
    {
      // Words in any order, the brand among them: 'yogur frutilla' finds 'Yogur Bebible Frutilla 1 L'.
      name: 'product/list search por palabras "frutilla yogur"',
      kind: 'list',
      method: 'GET',
      path: '/api/product/list?page=1&search=frutilla%20yogur',
      floor: searchNow(`%${fold('frutilla')}%`, like),
    },
    {
      // A shop's burst: many tills and back-office screens searching at once. PGlite runs one
      // query at a time, so 50 requests queue behind each other.
      name: 'product/list search "yogur", 50 conexiones',
      kind: 'list',
      connections: 50,
      method: 'GET',
      path: '/api/product/list?page=1&search=yogur',
      floor: searchNow(like),
    },
    {
      name: 'SQL de antes (join + conteo en cada búsqueda) "yogur", 50 conexiones',
      kind: 'list',
      connections: 50,
      sqlOnly: true,
      method: 'GET',
      path: '',
      floor: searchBefore(like),
    },
    {
      // 40 different searches in turn: the first of each counts, the rest of a burst share it.
      name: `product/list search, ${SEARCH_TERMS.length} términos distintos, 50 conexiones`,
      kind: 'list',
      connections: 50,
      method: 'GET',
      path: '/api/product/list?page=1&search=',
      terms: SEARCH_TERMS,
      floor: searchNow(`%${fold('leche')}%`),
    },
    {
      name: 'product/list by brand',
      kind: 'list',
      method: 'GET',
      path: `/api/product/list?page=1&fk_mark=${markId}`,
      floor: [
        sql`select ${productCols} from products p join marks m on m.id = p.fk_mark where p.fk_mark = ${markId} order by p.id desc limit 10`,
        sql`select coalesce(sum(n), 0)::int from product_counts where fk_mark = ${markId}`,
      ],
    },
    {
      // The audit screen opens on a day: a day's first page among 1,000,000 rows.
      name: `audit/list un día, página 1 (${AUDIT_ROWS} filas)`,
      kind: 'list',
      method: 'GET',
      path: `/api/audit/list?page=1&date_from=${AUDIT_DAY}&date_to=${AUDIT_DAY}`,
      floor: [
        // The page's ids from the (at, id) index first, then their rows and users (decision 0061).
        sql`select a.id, to_char(a.at at time zone 'America/La_Paz', 'YYYY-MM-DD'), to_char(a.at at time zone 'America/La_Paz', 'HH24:MI:SS'), a.user_id, u.name, u.username, a.action, a.entity, a.entity_id, a.address, a.before, a.after
              from audit_log a join (select id from audit_log
             where at >= (${AUDIT_DAY}::date::timestamp at time zone 'America/La_Paz') and at < ((${AUDIT_DAY}::date + 1)::timestamp at time zone 'America/La_Paz')
             order by at desc, id desc limit 10) page on page.id = a.id left join users u on u.id = a.user_id
             order by a.at desc, a.id desc`,
        sql`select count(*)::int from audit_log a where a.at >= (${AUDIT_DAY}::date::timestamp at time zone 'America/La_Paz') and a.at < ((${AUDIT_DAY}::date + 1)::timestamp at time zone 'America/La_Paz')`,
      ],
    },
    {
      name: `audit/list un día, acción y entidad (${AUDIT_ROWS} filas)`,
      kind: 'list',
      method: 'GET',
      path: `/api/audit/list?page=1&date_from=${AUDIT_DAY}&date_to=${AUDIT_DAY}&action=edit&entity=product`,
      floor: [
        sql`select a.id, a.at, a.user_id, u.name, a.action, a.entity, a.entity_id, a.address, a.before, a.after
              from audit_log a join (select id from audit_log
             where action = 'edit' and entity = 'product' and at >= (${AUDIT_DAY}::date::timestamp at time zone 'America/La_Paz') and at < ((${AUDIT_DAY}::date + 1)::timestamp at time zone 'America/La_Paz')
             order by at desc, id desc limit 10) page on page.id = a.id left join users u on u.id = a.user_id
             order by a.at desc, a.id desc`,
        sql`select count(*)::int from audit_log a where a.action = 'edit' and a.entity = 'product' and a.at >= (${AUDIT_DAY}::date::timestamp at time zone 'America/La_Paz') and a.at < ((${AUDIT_DAY}::date + 1)::timestamp at time zone 'America/La_Paz')`,
      ],
    },
    {
      name: 'product/search-by-barcode',
      kind: 'lookup',
      method: 'GET',
      path: `/api/product/search-by-barcode?barcode=${barcode}`,
      floor: [sql`select ${productCols} from products p join marks m on m.id = p.fk_mark where p.barcode = ${barcode} and p.enabled = 1`],
    },
    {
      name: 'product/first-products "leche"',
      kind: 'list',
      method: 'POST',
      path: '/api/product/first-products',
      body: { search: 'leche', enabled: 1, id_mark: 0 },
      floor: [
        sql`select ${productCols} from products p join marks m on m.id = p.fk_mark where p.enabled = 1 and (p.code_key like 'leche%' or p.barcode like 'leche%') order by p.id desc limit 20`,
        sql`select ${productCols} from products p join marks m on m.id = p.fk_mark where p.enabled = 1 and p.search_text like ${likeLeche} order by p.id desc limit 20`,
      ],
    },
  ];
}

async function sqlFloor(database: Database, queries: (SQL | SQL[])[], connections: number): Promise<{ p50: number; p99: number; n: number }> {
  const latencies: number[] = [];
  const end = performance.now() + DURATION * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        await Promise.all(
          queries.map((q) =>
            Array.isArray(q)
              ? database.db.transaction(async (tx) => {
                  for (const part of q) await tx.execute(part);
                })
              : database.db.execute(q),
          ),
        );
        latencies.push(performance.now() - t0);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { p50: pct(latencies, 0.5), p99: pct(latencies, 0.99), n: latencies.length };
}

/** An autocannon HAR file: one GET per term, each connection cycling through them. */
function harOf(url: string, token: string, s: Scenario, terms: string[]): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lactea-bench-')), 'terms.har');
  const headers = [{ name: 'authorization', value: `Bearer ${token}` }];
  const entries = terms.map((term) => ({ request: { method: 'GET', url: url + s.path + encodeURIComponent(term), headers } }));
  fs.writeFileSync(file, JSON.stringify({ log: { entries } }));
  return file;
}

/**
 * Seconds of the same load, not recorded, before each API scenario: at 50 connections the first
 * burst (JIT, first counts) otherwise is the p99 of a 5-second run.
 */
const WARMUP = Number(process.env.BENCH_WARMUP ?? 1);

async function load(url: string, token: string, s: Scenario) {
  return loadFor(url, token, s, DURATION);
}

/** Seconds autocannon waits for one answer before counting an error (a month's export on PGlite takes a few). */
const REQUEST_TIMEOUT = 120;

async function loadFor(url: string, token: string, s: Scenario, seconds: number, warmup = false) {
  const cli = path.resolve('node_modules/autocannon/autocannon.js');
  const span = s.requests ? ['-a', String(s.requests)] : ['-d', String(seconds)];
  const args = [cli, '-c', String(s.connections ?? CONNECTIONS), ...span, '-t', String(REQUEST_TIMEOUT), '-j', '-H', `authorization=Bearer ${token}`, '-m', s.method];
  if (s.body) args.push('-H', 'content-type=application/json', '-b', JSON.stringify(s.body));
  if (s.terms) args.push('--har', harOf(url, token, s, s.terms));
  args.push(url + s.path);
  const { stdout } = await run(process.execPath, args, { maxBuffer: 64 * 1024 * 1024 });
  const outcome = outcomeOf(JSON.parse(stdout) as CannonAnswer, { requests: s.requests, connections: s.connections ?? CONNECTIONS, warmup }, REQUEST_TIMEOUT);
  if ('figures' in outcome) return outcome.figures;
  console.error(`  ${s.name}: ninguna respuesta en ${seconds} s; se mide con ${outcome.waitFor} peticiones esperadas`);
  return loadFor(url, token, { ...s, requests: outcome.waitFor }, seconds);
}

async function benchOne(kind: 'pglite' | 'postgres'): Promise<Row[]> {
  let cluster: Cluster | undefined;
  let database: Database;
  if (kind === 'postgres') {
    cluster = await startCluster();
    const c = new pg.Client({ connectionString: `${cluster.url}/postgres` });
    await c.connect();
    await c.query('create database bench');
    await c.end();
    database = await openDatabase({ databaseUrl: `${cluster.url}/bench` });
  } else {
    database = await openDatabase({});
  }
  const rows: Row[] = [];
  try {
    const t0 = performance.now();
    const gen = await generateCatalogue(database.db, PRODUCTS);
    console.error(`[${kind}] ${PRODUCTS} productos generados en ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    const [bench] = await database.db
      .insert(users)
      .values({ name: 'Bench', category: 'a', username: 'bench', usernameKey: 'bench', passwordHash: await benchPasswordHash() })
      .returning({ id: users.id });
    const generate = async <T>(what: string, make: () => Promise<T>): Promise<T | undefined> => {
      const g0 = performance.now();
      try {
        const made = await make();
        console.error(`[${kind}] ${what} generados en ${((performance.now() - g0) / 1000).toFixed(1)} s`);
        return made;
      } catch (e) {
        rows.push(failed(kind, `generación: ${what}`, 0, e));
        return undefined;
      }
    };
    if ('audit/list'.includes(ONLY) || ONLY.startsWith('audit')) await generate(`${AUDIT_ROWS} filas de auditoría`, () => generateAudit(database.db, AUDIT_ROWS, bench.id));

    // Stock scenarios (bench/stock.ts): lots and the ledger, generated only when one of them runs.
    let stock: StockGenerated | undefined;
    if (stockWanted(ONLY) || dashboardWanted(ONLY)) stock = await generate(`${STOCK_LOTS} lotes`, () => generateStock(database.db, bench.id, gen.busiestMarkId));

    // Purchases (bench/purchases.ts): 100,000 purchases / 400,000 lines, generated only when wanted.
    let bought: PurchasesGenerated | undefined;
    if (purchasesWanted(ONLY)) bought = await generate(`${PURCHASES} compras`, () => generatePurchases(database.db, bench.id));

    // Sales reports (bench/reports.ts): 300,000 sales / 1,000,000 lines and their rollups, when wanted.
    let reported: ReportsGenerated | undefined;
    // The owner's home (bench/dashboard.ts) reads both: the reports' sales and the stock's lots.
    if (reportsWanted(ONLY) || dashboardWanted(ONLY)) reported = await generate(`${REPORT_SALES} ventas para reportes`, () => generateReportSales(database.db, bench.id));
    // Money of the day (bench/money.ts): its own sales, collections and expenses, when wanted.
    const money = moneyWanted(ONLY) && (await generate('ventas, cobros y gastos de caja', () => generateMoney(database.db, bench.id).then(() => true)));
    // The offline till's administration (bench/reconciliation.ts): its own synced sales and their cases, when wanted.
    const reconciled = reconciliationWanted(ONLY) && (await generate('ventas sin conexión y sus casos', () => generateReconciliation(database.db, bench.id).then(() => true)));

    // PGlite: a shop's server has kept its tables up every minute (decision 0058). Its first pass over
    // the data just generated runs here, not inside a measured scenario; the later ones find little.
    if (kind === 'pglite') {
      const u0 = performance.now();
      const done = await keepTablesUpNow(database.db);
      console.error(`[${kind}] mantenimiento de ${done.length} tablas en ${((performance.now() - u0) / 1000).toFixed(1)} s`);
    }

    // The web app too when it is built (bench/till-screen.ts drives the till in Chromium); serving it
    // adds no work to an API call.
    const webDir = path.resolve(import.meta.dirname, '../web/dist');
    const loaded = loadConfig({}, []);
    // Invoicing (bench/sales.ts, 'con factura'): the bench's SIAT token, and no outbox (SIAT's part comes after the sale commits).
    const config = { ...loaded, webDir: fs.existsSync(path.join(webDir, 'index.html')) ? webDir : undefined, scrypt: BENCH_SCRYPT, logLevel: 'silent', siat: { ...loaded.siat, token: BENCH_SIAT_TOKEN, outbox: false } };
    const app = await buildApp({ config, database });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const token = await benchToken(address);

    for (const s of [...scenarios(gen.busiestMarkId, gen.sampleBarcodes[1]), ...(stock ? stockScenarios(stock) : []), ...(bought ? purchaseScenarios(bought) : []), ...(reported ? reportScenarios(reported) : []), ...(money ? moneyScenarios() : []), ...(reconciled ? reconciliationScenarios(database.db) : []), ...(reported && stock ? dashboardScenarios() : [])].filter((x) => x.name.includes(ONLY))) {
      const connections = s.connections ?? CONNECTIONS;
      try {
        if (!s.sqlOnly && WARMUP > 0) await loadFor(address, token, s.requests ? { ...s, requests: 1 } : s, WARMUP, true);
        const apiCpu = process.cpuUsage();
        const api = s.sqlOnly ? { rps: NaN, p50: NaN, p99: NaN, total: NaN } : await load(address, token, s);
        const cpuApi = cpuMsSince(apiCpu) / api.total;
        const sqlCpu = process.cpuUsage();
        const floor = s.floor.length ? await sqlFloor(database, s.floor, connections) : { p50: NaN, p99: NaN, n: NaN };
        const cpuSql = cpuMsSince(sqlCpu) / floor.n;
        rows.push({ db: kind, scenario: s.name, connections, rps: api.rps, p50: api.p50, p99: api.p99, sqlP50: floor.p50, sqlP99: floor.p99, cpuApi, cpuSql });
        console.error(`[${kind}] ${s.name}: ${fmtRps(api.rps)} req/s, p50 ${api.p50} ms, p99 ${api.p99} ms, CPU ${fmt(cpuApi)} ms/req; SQL p50 ${fmt(floor.p50)} ms, p99 ${fmt(floor.p99)} ms, CPU ${fmt(cpuSql)} ms/loop`);
      } catch (e) {
        rows.push(failed(kind, s.name, connections, e));
      }
    }
    // Sales (bench/sales.ts): record-sale of 3 lines beside the same transaction in raw SQL.
    if (salesWanted(ONLY)) {
      try {
        rows.push(...(await salesRows(kind, database, address, token, bench.id, DURATION)));
      } catch (e) {
        rows.push(failed(kind, 'sale/record-sale', 0, e));
      }
    }
    // The offline till (bench/offline.ts): the snapshot at 50,000 products; a queue of 500 synced.
    if (snapshotWanted(ONLY)) {
      try {
        rows.push(...(await snapshotRows(kind, database, address, token, bench.id)));
      } catch (e) {
        rows.push(failed(kind, 'sale/till-snapshot', 1, e));
      }
    }
    if (offlineSyncWanted(ONLY)) {
      try {
        rows.push(...(await offlineSyncRows(kind, database, address, token, bench.id)));
      } catch (e) {
        rows.push(failed(kind, 'offline-sync', 1, e));
      }
    }
    // The load sheet (bench/loads.ts): 40 routes × 30 orders × 10 lines, a sheet each.
    if (loadSheetWanted(ONLY)) {
      try {
        rows.push(...(await loadSheetRows(kind, database, address, token, bench.id)));
      } catch (e) {
        rows.push(failed(kind, 'load/create', 1, e));
      }
    }
    // 50 preventistas' phones syncing their orders at once (bench/phones.ts), with resends.
    if (phonesWanted(ONLY)) {
      try {
        rows.push(...(await phonesRows(kind, database, address)));
      } catch (e) {
        rows.push(failed(kind, 'order/add (teléfonos)', 50, e));
      }
    }
    await app.close();
    return rows;
  } catch (e) {
    // The side itself (cluster, catalogue, server) failed: say so and let the other side run.
    return [...rows, failed(kind, 'preparación', 0, e)];
  } finally {
    await database.close();
    cluster?.stop();
  }
}

const fmt = (n: number, digits = 2) => (Number.isNaN(n) ? '—' : n.toFixed(digits));
/** Requests per second: whole numbers, but a slow export's 0.07 is not printed as 0. */
const fmtRps = (n: number) => fmt(n, n < 10 ? 2 : 0);

/** A failed scenario's row, said at once: the bench runs the others and exits non-zero at the end. */
function failed(kind: string, scenario: string, connections: number, e: unknown): Row {
  const row = failedRow(kind, scenario, connections, e);
  console.error(`[${kind}] ${scenario}: FAILED — ${row.failed}`);
  return row;
}

function table(rows: Row[]): string {
  const head = '| base | escenario | conexiones | API req/s | API p50 ms | API p99 ms | SQL p50 ms | SQL p99 ms | API p50 / SQL p50 | CPU ms/pet. API | CPU ms/vuelta SQL |';
  const sep = '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|';
  const body = rows.map((r) =>
    r.failed !== undefined
      ? `| ${r.db} | ${r.scenario} | ${r.connections} | FAILED: ${r.failed.replace(/\|/g, '/').replace(/\s+/g, ' ')} |${' — |'.repeat(7)}`
      : `| ${r.db} | ${r.scenario} | ${r.connections} | ${fmtRps(r.rps)} | ${fmt(r.p50, 1)} | ${fmt(r.p99, 1)} | ${fmt(r.sqlP50)} | ${fmt(r.sqlP99)} | ${fmt(r.p50 / Math.max(r.sqlP50, 0.01), 1)} | ${fmt(r.cpuApi ?? NaN)} | ${fmt(r.cpuSql ?? NaN)} |`,
  );
  return [head, sep, ...body].join('\n');
}

async function main() {
  const which = process.env.BENCH_DB;
  const kinds = (invoiceOnly(ONLY) ? [] : which ? [which] : ['pglite', 'postgres']) as ('pglite' | 'postgres')[];
  const rows: Row[] = [];
  // SIAT invoices (bench/invoice.ts): built in-process, the same on either database.
  if (invoiceWanted(ONLY)) rows.push(...invoiceRows());
  for (const k of kinds) {
    try {
      rows.push(...(await benchOne(k)));
    } catch (e) {
      rows.push(failed(k, 'preparación', 0, e));
    }
  }
  // Other work on the machine skews every figure: the load average says how much there was.
  const load = os.loadavg().map((n) => n.toFixed(1)).join(' / ');
  const out = `# Lactea bench — ${new Date().toISOString()}\n\n${PRODUCTS} productos, ${CONNECTIONS} conexiones salvo donde se indica, ${DURATION} s por escenario; ${os.cpus().length} núcleos, carga al terminar ${load} (1/5/15 min).\n\n${table(rows)}\n`;
  console.log(out);
  fs.mkdirSync('bench/results', { recursive: true });
  fs.writeFileSync('bench/results/latest.md', out);
  const pgRows = rows.filter((r) => r.db === 'postgres');
  // The owner's home is opened by one person (decision 0045): its 10-connection row is shown, not a target.
  const targeted = (r: Row) => /^(product|audit|lot|kardex)\//.test(r.scenario) || (/^dashboard /.test(r.scenario) && r.connections === 1);
  // The targets: barcode p99 < 10 ms and every list < 50 ms with the bench's
  // 10 connections; the 50-connection search rows are the many-tills case, < 200 ms.
  const target = (r: Row) => (r.scenario.includes('barcode') ? 10 : r.connections >= 50 ? 200 : 50);
  const misses = pgRows.filter((r) => targeted(r) && r.p99 > target(r));
  if (misses.length) console.log(`Objetivo NO alcanzado en PostgreSQL: ${misses.map((m) => `${m.scenario} (p99 ${m.p99} ms, objetivo < ${target(m)})`).join(', ')}`);
  else if (pgRows.length) console.log('Objetivo alcanzado en PostgreSQL: código de barras p99 < 10 ms, listas e inicio p99 < 50 ms (búsquedas con 50 conexiones < 200 ms).');
  const invoiceMissed = invoiceMisses(rows);
  if (invoiceMissed.length) console.log(`Objetivo NO alcanzado en facturas: ${invoiceMissed.map((m) => `${m.scenario} (p99 ${m.p99} ms)`).join(', ')}`);
  else if (invoiceWanted(ONLY)) console.log(`Objetivo alcanzado en facturas: una factura y una nota de crédito-débito p99 < ${INVOICE_TARGET_MS} ms, un paquete de 500 < ${PACKAGE_TARGET_MS} ms.`);
  const failures = rows.filter((r) => r.failed !== undefined);
  if (failures.length) {
    console.log(`FAILED: ${failures.length} escenario(s): ${failures.map((r) => `[${r.db}] ${r.scenario}`).join(', ')}`);
    process.exitCode = 1;
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
