/**
 * Sales bench: sale/record-sale of 3 lines through the API with SALE_CLIENTS concurrent
 * clients, beside the same transaction's statements without the app around it (the sale, its
 * stock, lines, lots taken, ledger rows and rollups: rawSale) in the same run. Hot products on purpose
 * (HOT_PRODUCTS, 12; BENCH_HOT_PRODUCTS to spread the sales wider): the lots' row locks are what
 * concurrency fights over. After each side: every product's ledger = stock = lots, nothing below
 * zero, sold units = units that left the lots.
 */
import { fork } from 'node:child_process';
import os from 'node:os';
import { once } from 'node:events';
import { sql } from 'drizzle-orm';
import { fold, KARDEX_REASONS } from '@lactea/contracts';
import { marks, priceListPrices, products } from '../server/src/db/schema/index.js';
import type { Database, Executor } from '../server/src/db/types.js';
import type { Ctx } from '../server/src/lib/context.js';
import type { Config } from '../server/src/config.js';
import { addLot, shareOutLots } from '../server/src/modules/stock/ledger.js';
import { readSale } from '../server/src/modules/sales/record/reads.js';
import { unlockedThenLocked } from '../server/src/modules/sales/record/one-statement.js';
import { writeSaleRows } from '../server/src/modules/sales/record/statement.js';
import { businessToday } from '../server/src/lib/business-time.js';
import { benchListClient } from './generate.js';
import { BENCH_SIAT_TOKEN, cpuMsSince, failedRow, machineBusyMs, type BenchClient, paymentTypeId, postgresCpuMs, postmasterOf, pct, rowsOf, type Row } from './lib.js';
import { tillScreenLatency } from './till-screen.js';
import { LIST_PRICES, listPrice, PRICE, pickLines, timedLoop, type Sample } from './sale-loop.js';
import type { ClientRound } from './sale-clients.js';
import { startSiatSimulator } from '../server/src/siat-simulator/simulator.js';
import { finishDrafts } from '../server/src/modules/invoices/issue.js';

const SALE_CLIENTS = Number(process.env.BENCH_SALE_CLIENTS || 12);
const HOT_PRODUCTS = Number(process.env.BENCH_HOT_PRODUCTS || 12);
const ROUNDS = 4;

export const salesWanted = (only: string) => only === '' || 'sale/record-sale'.includes(only) || only.startsWith('sale');

interface World {
  ctx: Ctx;
  products: number[];
  barcodes: string[];
  cash: number;
  userId: number;
  /** A client on the first of the generated lists (bench/generate.ts), which prices the hot products (LIST_PRICES). */
  listClient: BenchClient;
  listId: number;
  listName: string;
}

const barcodeOf = (i: number) => `77799900${String(i).padStart(5, '0')}`;

/** The hot products (two lots each), the cash payment type and a service context: the sales bench's world, and bench/profile-sale.ts's. */
export async function makeWorld(database: Database, userId: number): Promise<World> {
  const db = database.db;
  const ctx = { db, config: { tzBusiness: 'America/La_Paz' } as Config, user: { id: userId, name: 'Bench', category: 'a', username: 'bench' }, ip: '127.0.0.1' } as Ctx;
  const [mark] = await db.insert(marks).values({ mark: 'Bench Ventas', markKey: 'bench ventas' }).returning();
  const cash = await paymentTypeId(db, 'Efectivo ventas', 1, 'e');
  const ids: number[] = [];
  const barcodes: string[] = [];
  for (let i = 0; i < HOT_PRODUCTS; i++) {
    const code = `VB-${i}`;
    const [p] = await db
      .insert(products)
      .values({ code, codeKey: fold(code), product: `Venta bench ${i}`, barcode: barcodeOf(i), description: 'bench', price: PRICE.toFixed(2), cost: '5.00', fkMark: mark.id, searchText: fold(code) })
      .returning({ id: products.id });
    // Two lots each (FEFO crosses from one to the other during the run).
    await db.transaction((tx) => addLot(tx, ctx, { fkProduct: p.id, quantity: 3_000, expirationDate: '2098-01-01', unitCost: '5.00' }, { reason: KARDEX_REASONS.newLot, docKind: 'lot' }));
    await db.transaction((tx) => addLot(tx, ctx, { fkProduct: p.id, quantity: 200_000, expirationDate: '2099-01-01', unitCost: '5.10' }, { reason: KARDEX_REASONS.newLot, docKind: 'lot' }));
    ids.push(p.id);
    barcodes.push(barcodeOf(i));
  }
  const { client, listId, listName } = await benchListClient(db);
  await db.insert(priceListPrices).values(ids.flatMap((fkProduct) => LIST_PRICES.map((r) => ({ fkPriceList: listId, fkProduct, minQuantity: r.min, price: r.price.toFixed(2) }))));
  return { ctx, products: ids, barcodes, cash, userId, listClient: client, listId, listName };
}


/**
 * Seconds of sales before the measure (~1,000 sales), then ANALYZE: the sales tables as in a shop
 * that has been selling for a while, as autovacuum leaves them within its first minute (decision
 * 0051). The foreign-key checks of a sale's rows (sale_details → sales, sale_detail_lots →
 * sale_details and lots, …) are planned once per connection and kept. Planned on empty tables they
 * are sequential scans, and with nothing analyzing during a run of seconds they stayed so while
 * the tables grew: every sale read every earlier one (19,234 scans reading 28.7 million rows of
 * `sales` in one run). ANALYZE invalidates those plans, and they are made again as index lookups.
 */
const WARM_UP_SECONDS = 3;

/** CPU spent by a side of the sales bench, in ms, over its rounds' seconds and sales. */
interface CpuUse {
  node: number;
  postgres: number;
  tills: number;
  busy: number;
  seconds: number;
  sales: number;
}
const cpuUse = (): CpuUse => ({ node: 0, postgres: 0, tills: 0, busy: 0, seconds: 0, sales: 0 });

/**
 * "servidor 2.50 ms, PostgreSQL 2.60 ms, cajas 0.60 ms, máquina 6.40 ms (86 % de 2 núcleos)";
 * PGlite runs inside the Node process, so it has no PostgreSQL figure of its own.
 */
function cpuText(use: CpuUse, nodeName: string, ownPostgres: boolean): string {
  const per = (ms: number) => `${(ms / Math.max(1, use.sales)).toFixed(2)} ms`;
  const cores = os.availableParallelism();
  const busy = (100 * use.busy) / Math.max(1, use.seconds * 1000 * cores);
  return `${nodeName} ${per(use.node)}${ownPostgres ? `, PostgreSQL ${per(use.postgres)}` : ''}${use.tills ? `, cajas ${per(use.tills)}` : ''}, máquina ${per(use.busy)} (${busy.toFixed(0)} % de ${cores} núcleos)`;
}

/** Rounds pooled: throughput over their total time, percentiles over every latency. */
function pooled(samples: Sample[]) {
  const lat = samples.flatMap((x) => x.lat).sort((a, b) => a - b);
  const seconds = samples.reduce((a, x) => a + x.seconds, 0);
  const cpuMs = samples.reduce((a, x) => a + x.cpuMs, 0);
  return { rps: lat.length / seconds, p50: pct(lat, 0.5), p99: pct(lat, 0.99), errors: samples.reduce((a, x) => a + x.errors, 0), count: lat.length, cpuPerOp: cpuMs / Math.max(1, lat.length) };
}

/**
 * The record-sale statements without the app around it (HTTP, sign-in, validation, pricing reads,
 * idempotency, audit): the service's own statements, the products, lots and payment type read
 * (`readSale`, shared out FEFO by ledger `shareOutLots`), then the
 * sale row, the stock moves, the lines with the lots they took and the rollups in one
 * (`writeSaleRows`), first unlocked and then locked as the service runs them
 * (`unlockedThenLocked`). No copy of them here, so this floor moves with the service.
 */
async function rawSale(database: Database, w: World, today: string, withList = false): Promise<boolean> {
  const lines = pickLines(w.products).sort((a, b) => a.id - b.id);
  const centsOf = (q: number) => Math.round((withList ? listPrice(q) : PRICE) * 100);
  const totalCents = lines.reduce((a, l) => a + centsOf(l.q) * l.q, 0);
  const total = (totalCents / 100).toFixed(2);
  const client = withList ? w.listClient : null;
  // As the service does it (decision 0054): first read unlocked and one statement that checks itself, then locked.
  const attempt = async (tx: Executor, lock: boolean) => {
    // To a client: read with the sale, with its list's rows for the sale's products, as the service reads it.
    const reads = await readSale(tx, { productIds: lines.map((l) => l.id), paymentId: w.cash, today, lock, clientId: client?.id });
    if (client && reads.client?.list?.id !== w.listId) throw new Error('la lista del cliente no se leyó');
    const locked = shareOutLots(lines.map((l) => ({ fkProduct: l.id, productName: 'bench', quantity: l.q })), reads.lots, false);
    const got = locked.lines;
    const costs = got.map((g) => g.taken.reduce((a, t) => a + Math.round(Number(t.unitCost) * 100) * t.quantity, 0));
    const costCents = costs.reduce((a, c) => a + c, 0);
    const details = lines.map((l, i) => ({
      row: { line: i + 1, fkProduct: l.id, fkMark: 0, quantity: l.q, unitPriceSystem: (centsOf(l.q) / 100).toFixed(2), unitPrice: (centsOf(l.q) / 100).toFixed(4), discount: '0', promotion: null, total: ((centsOf(l.q) * l.q) / 100).toFixed(2), unitCost: (costs[i] / 100 / l.q).toFixed(4), cost: (costs[i] / 100).toFixed(2), discountShare: '0', fkPriceList: client ? w.listId : null },
      taken: got[i].taken,
    }));
    const sale = { subtotal: total, discount: '0', totalSale: total, moneyPaid: total, changeBox: '0', totalCost: (costCents / 100).toFixed(2), cancelled: 1, fkTypePayment: w.cash, typePay: 'e', fkUser: w.userId, fkClient: client?.id ?? null, date: today, hour: '12:00:00' };
    const rollups = { date: today, fkTypePayment: w.cash, fkUser: w.userId, cancelled: 1, totalCents, costCents, discountCents: 0, lines: lines.map((l, i) => ({ fkProduct: l.id, fkMark: 0, quantity: l.q, totalCents: centsOf(l.q) * l.q, costCents: costs[i], discountShareCents: 0 })) };
    await writeSaleRows(tx, w.ctx, { sale, moves: locked.moves, details, rollups, landed: !lock });
  };
  await unlockedThenLocked((lock) => (lock ? database.db.transaction((tx) => attempt(tx, true)) : attempt(database.db, false)));
  return true;
}

/** Oversold = any product whose ledger, stock row and lots disagree, or a lot below zero. */
async function oversold(database: Database, w: World): Promise<number> {
  const ids = sql.join(w.products.map((id) => sql`${id}`), sql`, `);
  const [r] = rowsOf<{ bad: number }>(
    await database.db.execute(sql`select count(*)::int as bad from product_stock s where s.fk_product in (${ids}) and (
      s.quantity <> (select coalesce(sum(quantity), 0) from lots where fk_product = s.fk_product)
      or s.quantity <> (select coalesce(sum(delta), 0) from kardex where fk_product = s.fk_product)
      or exists (select 1 from lots where fk_product = s.fk_product and quantity < 0))`),
  );
  return Number(r.bad);
}

/**
 * Invoicing on, as Configuraciones → Facturación switches it: the point of sale's CUIS and CUFD come
 * from the project's SIAT simulator, which then stops. The bench's app runs no outbox (run.ts): an
 * invoice is sent after its sale commits, outside what record-sale costs, and building one is
 * measured on its own (bench/invoice.ts).
 */
async function switchInvoicingOn(database: Database, address: string, token: string): Promise<void> {
  const sim = await startSiatSimulator({ token: BENCH_SIAT_TOKEN });
  try {
    const call = async (method: string, route: string, body?: unknown) => {
      const res = await fetch(`${address}/api/${route}`, { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
      if (!res.ok) throw new Error(`${route}: ${res.status} ${await res.text()}`);
      return (await res.json()) as { version: number };
    };
    const current = await call('GET', 'invoice-setting/list');
    await call('PUT', 'invoice-setting/update', {
      invoicing: 1, nit: '1020304050', razon_social: 'Lácteos Bench S.R.L.', municipio: 'La Paz', telefono: '', sucursal: 0, punto_venta: 0,
      actividad: '463020', codigo_sistema: 'LACTEA-BENCH', modalidad: 2, ambiente: 2, siat_url: sim.url, version: current.version,
    });
    // Switching on asks for the codes at once, in the background: the CUFD is the last of them.
    for (const deadline = Date.now() + 30_000; ; ) {
      const [codes] = rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from siat_cufd`));
      if (Number(codes.n) > 0) break;
      if (Date.now() > deadline) throw new Error('la facturación no obtuvo su CUFD del simulador en 30 s');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // The catalogues are stored before the CUFD: the bench's products (without a code of their own)
    // are invoiced with the simulator's milk as the producto SIN por omisión.
    const { token_configured: _c, token_from_environment: _e, ...fields } = (await call('GET', 'invoice-setting/list')) as { version: number } & Record<string, unknown>;
    await call('PUT', 'invoice-setting/update', { ...fields, sin_product_default: '22111' });
  } finally {
    await sim.close();
  }
}

const invoicesIssued = async (database: Database) => Number(rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from invoices`))[0].n);

export async function salesRows(kind: string, database: Database, address: string, token: string, userId: number, seconds: number): Promise<Row[]> {
  const w = await makeWorld(database, userId);
  const today = businessToday('America/La_Paz');
  const warm = await timedLoop(WARM_UP_SECONDS, SALE_CLIENTS, () => rawSale(database, w, today));
  if (warm.errors) throw new Error(`calentamiento: ${warm.errors} errores`);
  await database.db.execute(sql`analyze`);
  // The tills run in a process of their own (bench/sale-clients.ts), so this process, the server's,
  // spends its CPU on the server alone: the API side's CPU per sale is the server's.
  const tills = fork(new URL('./sale-clients.ts', import.meta.url), { execArgv: process.execArgv });
  // Where each side's CPU goes, per sale (decision 0051): this process (the server, or the raw
  // SQL's loop), PostgreSQL's server, the tills' process, and the whole machine.
  const [backend] = rowsOf<{ pid: number }>(await database.db.execute(sql`select pg_backend_pid() as pid`));
  const postmaster = kind === 'postgres' ? postmasterOf(backend.pid) : undefined;
  // Two kinds of sale, each beside its raw SQL: to no client at the product's price, and to a client
  // whose list prices its lines (the client and its list's rows read as the service reads them).
  // A third through the API only: to no client with its SIAT invoice, against the first (issue: ≥ 0,90 ×).
  await switchInvoicingOn(database, address, token);
  const sides = [
    { label: '', client: undefined, withList: false, invoice: false },
    { label: ', cliente con lista', client: w.listClient, withList: true, invoice: false },
    { label: ', con factura', client: undefined, withList: false, invoice: true },
  ].map((k) => ({ ...k, apiUse: cpuUse(), rawUse: cpuUse(), apiSamples: [] as Sample[], rawSamples: [] as Sample[] }));
  const measured = async (use: CpuUse, run: () => Promise<Sample & { tillsMs?: number }>): Promise<Sample> => {
    const pg0 = postgresCpuMs(postmaster);
    const busy0 = machineBusyMs();
    const sample = await run();
    use.node += sample.cpuMs;
    use.tills += sample.tillsMs ?? 0;
    use.postgres += postgresCpuMs(postmaster) - pg0;
    use.busy += machineBusyMs() - busy0;
    use.seconds += sample.seconds;
    use.sales += sample.lat.length;
    return sample;
  };
  const apiRound = async (round: ClientRound) => {
    const cpu0 = process.cpuUsage();
    tills.send(round);
    const [sample] = (await once(tills, 'message')) as [Sample];
    return { ...sample, cpuMs: cpuMsSince(cpu0), tillsMs: sample.cpuMs };
  };
  // API and SQL, and the two kinds of sale, alternate in short rounds, so other work on the machine weighs on all alike.
  try {
    for (let round = 0; round < ROUNDS; round++) {
      for (const k of sides) {
        k.apiSamples.push(await measured(k.apiUse, () => apiRound({ address, token, cash: w.cash, products: w.products, seconds: seconds / ROUNDS, clients: SALE_CLIENTS, client: k.client, invoice: k.invoice })));
        if (!k.invoice) k.rawSamples.push(await measured(k.rawUse, () => timedLoop(seconds / ROUNDS, SALE_CLIENTS, () => rawSale(database, w, today, k.withList))));
      }
    }
  } finally {
    tills.kill();
  }
  const bad = await oversold(database, w);
  const saleRows: Row[] = [];
  const failures: string[] = [];
  for (const k of sides) {
    const api = pooled(k.apiSamples);
    if (k.invoice) {
      const without = pooled(sides[0].apiSamples);
      const invoices = await invoicesIssued(database);
      console.error(`[${kind}] sale/record-sale${k.label} CPU por venta, API: ${cpuText(k.apiUse, 'servidor', postmaster !== undefined)}`);
      console.error(`[${kind}] sale/record-sale 3 líneas${k.label}: ${(api.rps / without.rps).toFixed(2)} × sin factura (objetivo ≥ 0,90); ${api.count} ventas, ${invoices} facturas, ${api.errors} errores`);
      if (api.errors || invoices !== api.count) failures.push(`con factura: ${api.errors} errores, ${invoices} facturas de ${api.count} ventas`);
      // What the outbox does after these sales, before it sends them (the bench's app runs none): their documents written.
      const started = performance.now();
      let written = 0;
      for (let batch = await finishDrafts(database.db); batch > 0; batch = await finishDrafts(database.db)) written += batch;
      const writtenMs = performance.now() - started;
      console.error(`[${kind}] sus documentos (XML, hash), escritos después por el outbox de a 500: ${written} en ${writtenMs.toFixed(0)} ms, ${(writtenMs / Math.max(written, 1)).toFixed(2)} ms por factura`);
      if (written !== api.count) failures.push(`con factura: ${written} documentos escritos de ${api.count} ventas`);
      saleRows.push({ db: kind, scenario: `sale/record-sale 3 líneas${k.label}: ${(api.rps / without.rps).toFixed(2)} × sin factura (errores ${api.errors})`, connections: SALE_CLIENTS, rps: api.rps, p50: api.p50, p99: api.p99, sqlP50: NaN, sqlP99: NaN, cpuApi: api.cpuPerOp });
      continue;
    }
    const raw = pooled(k.rawSamples);
    console.error(`[${kind}] sale/record-sale${k.label} CPU por venta, API: ${cpuText(k.apiUse, 'servidor', postmaster !== undefined)}`);
    console.error(`[${kind}] sale/record-sale${k.label} CPU por venta, SQL directo: ${cpuText(k.rawUse, 'Node', postmaster !== undefined)}`);
    console.error(
      `[${kind}] sale/record-sale 3 líneas${k.label}, ${SALE_CLIENTS} clientes: API ${raw.rps ? (api.rps / raw.rps).toFixed(2) : '—'} × SQL; ` +
        `API ${api.count} ventas, ${api.errors} errores; SQL ${raw.count} ventas, ${raw.errors} errores; sobreventa ${bad}`,
    );
    if (api.errors || raw.errors) failures.push(`${k.label || 'sin cliente'}: API ${api.errors} errores, SQL ${raw.errors} errores`);
    saleRows.push(
      { db: kind, scenario: `sale/record-sale 3 líneas${k.label} (errores ${api.errors}, sobreventa ${bad})`, connections: SALE_CLIENTS, rps: api.rps, p50: api.p50, p99: api.p99, sqlP50: raw.p50, sqlP99: raw.p99, cpuApi: api.cpuPerOp, cpuSql: raw.cpuPerOp },
      { db: kind, scenario: `sale/record-sale${k.label} SQL directo, req/s (errores ${raw.errors}, sobreventa ${bad})`, connections: SALE_CLIENTS, rps: raw.rps, p50: raw.p50, p99: raw.p99, sqlP50: raw.p50, sqlP99: raw.p99, cpuSql: raw.cpuPerOp },
    );
  }
  if (failures.length || bad) throw new Error(`${failures.join('; ')}${bad ? `; ${bad} productos con stock que no cuadra` : ''}`);
  // The till's scan: barcode → product with sellable stock and terms (the network part of Enter → line),
  // and the same with the chosen client's list (each product with its rows of it), alternating.
  const scanOnce = (query: string) => async () => {
    const res = await fetch(`${address}/api/sale/till-barcode?barcode=${barcodeOf(3)}${query}`, { headers: { authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
    return res.status === 200;
  };
  const scans = [
    { label: '', query: '', samples: [] as Sample[] },
    { label: ', con la lista del cliente', query: `&price_list_id=${w.listId}`, samples: [] as Sample[] },
  ];
  for (let round = 0; round < ROUNDS; round++) for (const k of scans) k.samples.push(await timedLoop(seconds / 2 / ROUNDS, 1, scanOnce(k.query)));
  const scanRows: Row[] = scans.map((k) => {
    const scan = pooled(k.samples);
    console.error(`[${kind}] sale/till-barcode${k.label} (1 cliente, como una caja): p50 ${scan.p50.toFixed(1)} ms, p99 ${scan.p99.toFixed(1)} ms`);
    return { db: kind, scenario: `sale/till-barcode${k.label}, 1 cliente (errores ${scan.errors})`, connections: 1, rps: scan.rps, p50: scan.p50, p99: scan.p99, sqlP50: NaN, sqlP99: NaN };
  });
  // The same scan seen by the cashier: Enter → the line on screen, in Chromium (bench/till-screen.ts),
  // at the counter's prices and with the client's list chosen first ('Cliente'). The bench user of
  // run.ts ('bench' / 'bench'). Its own failure (the browser, a slow machine) leaves the other figures standing.
  const screenRows: Row[] = [];
  for (const k of [
    { label: '', client: undefined },
    { label: ', cliente con lista', client: { name: w.listClient.business_name, ciNit: w.listClient.ci_nit, listName: w.listName } },
  ]) {
    const screenName = `caja Chromium: Enter → línea en pantalla${k.label}`;
    try {
      const screen = await tillScreenLatency(address, 'bench', 'bench', w.barcodes, k.client);
      if (!screen) continue;
      console.error(`[${kind}] ${screenName} (${screen.n} escaneos): mediana ${screen.p50.toFixed(1)} ms, p95 ${screen.p95.toFixed(1)} ms, p99 ${screen.p99.toFixed(1)} ms`);
      screenRows.push({ db: kind, scenario: `${screenName}, ${screen.n} escaneos (p95 ${screen.p95.toFixed(1)} ms)`, connections: 1, rps: NaN, p50: screen.p50, p99: screen.p99, sqlP50: NaN, sqlP99: NaN });
    } catch (e) {
      const row = failedRow(kind, screenName, 1, e);
      console.error(`[${kind}] ${screenName}: FAILED — ${row.failed}`);
      screenRows.push(row);
    }
  }
  return [...screenRows, ...scanRows, ...saleRows];
}
