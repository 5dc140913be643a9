import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { draft } from '../../src/modules/sales/sales.fixtures.js';
import { startSiatSimulator, type SiatSimulator } from '../../src/siat-simulator/simulator.js';
import { DEFAULT_SIN, SHOP, SIAT_TOKEN } from '../../src/modules/invoices/invoice-test-kit.js';
import { clusterQuery, startCluster, type Cluster } from '../pg-cluster.js';
import { freePort, kill9, signIn, startServer, waitHealthy, withDatabase, type Api, type Server, type Target } from './crash-harness.js';

/**
 * kill -9 of a server while its outbox sends invoices (and a return's nota de crédito-débito) to
 * SIAT — the simulator has taken one and holds its answer, so the server dies with SIAT holding an
 * invoice it never heard back about. Restarted, every invoice ends accepted exactly once (the
 * simulator counts receptions per CUF), none lost, numbers without gaps.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lactea-invoice-crash-'));
let cluster: Cluster | undefined;
let sim: SiatSimulator;
/** The server running now: a failed wait must not leave it behind. */
let running: Server | undefined;
afterAll(async () => {
  if (running && running.child.exitCode === null) await kill9(running);
  await sim?.close();
  cluster?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

const SALES = 12;
/** The outbox's wait per SIAT call; a dead process's invoices are taken again after twice it (the lease). */
const TIMEOUT_MS = 1_500;
const env = { LACTEA_SIAT_TOKEN: SIAT_TOKEN, LACTEA_SIAT_TIMEOUT_MS: String(TIMEOUT_MS) };

async function until<T>(what: string, probe: () => Promise<T | undefined>, deadlineMs = 60_000, log = () => ''): Promise<T> {
  const end = Date.now() + deadlineMs;
  for (;;) {
    const got = await probe();
    if (got !== undefined) return got;
    if (Date.now() > end) throw new Error(`esperando ${what}; el SIAT recibió ${sim.calls.join(', ')}\n${log()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function ok<T>(res: Promise<Response>, what: string): Promise<T> {
  const r = await res;
  if (!r.ok) throw new Error(`${what}: ${r.status} ${await r.text()}`);
  return (await r.json()) as T;
}

type SaleAnswer = { id: number; products: { pivot: { sale_line_id: number } }[]; invoice: { number: number; cuf: string } | null };

async function crashWhileSending(target: Target) {
  sim.faults.mode = 'ok';
  sim.accepted.clear();
  sim.receptions.clear();
  const port = await freePort();
  let server = (running = startServer(target, port, 'src', env));
  await waitHealthy(server);
  let api: Api = await signIn(port);
  await ok(api.call('PUT', 'invoice-setting/update', { ...SHOP, siat_url: sim.url, version: 1 }), 'facturación');
  // The catalogues arrive after switching on; then the producto SIN por omisión (the test's product has no code of its own).
  await until('el catálogo de productos SIN', async () => {
    const { token_configured: _c, token_from_environment: _e, ...fields } = await ok<Record<string, unknown>>(api.call('GET', 'invoice-setting/list'), 'configuración');
    return (await api.call('PUT', 'invoice-setting/update', { ...fields, sin_product_default: DEFAULT_SIN })).ok ? true : undefined;
  });
  const tag = Date.now().toString(36);
  const mark = await ok<{ id: number }>(api.call('POST', 'mark/add', { mark: `Factura caída ${tag}` }), 'marca');
  const product = (await ok<{ id: number }>(api.call('POST', 'product/add', { code: `FC-${tag}`, product: `Leche caída ${tag}`, barcode: '', description: 'Prueba', price: 7, cost: 5, fk_mark: mark.id }), 'producto')).id;
  await ok(api.call('POST', 'lot/add', { quantity: 10_000, expiration_date: '2099-12-31', fk_product: product }), 'lote');
  const cash = (await ok<{ id: number }>(api.call('POST', 'type-payment/add', { type_pay: `Efectivo ${tag}`, is_cash: 1 }), 'tipo de pago')).id;
  const sale = () => api.call('POST', 'sale/record-sale', draft([{ product_id: product, quantity: 2, price: 7 }], { id_type_payment: cash }, { invoice: {} as never }));

  // The codes are asked for when invoicing is switched on: the first sale waits for its CUFD.
  const first = await until('el primer CUFD', async () => {
    const r = await sale();
    return r.ok ? ((await r.json()) as SaleAnswer) : undefined;
  });
  let listed = '';
  await until('la primera factura aceptada', async () => {
    listed = await (await api.call('GET', 'invoice/list')).text();
    return sim.accepted.size >= 1 ? true : undefined;
  }, 60_000, () => listed);
  // SIAT takes each invoice at once and answers it late: the outbox is always mid-call.
  sim.faults.mode = 'late';
  sim.faults.delayMs = 300;
  const sales: SaleAnswer[] = [first];
  for (let i = 1; i < SALES; i++) sales.push(await ok<SaleAnswer>(sale(), 'venta'));
  const returned = await ok<{ id: number }>(
    api.call('POST', 'sale/return', { sale_id: first.id, reason: 'Vencida', lines: [{ sale_line_id: first.products[0].pivot.sale_line_id, quantity: 1, disposition: 'merma' }], refund: 'efectivo' }, { 'idempotency-key': `nota-${tag}` }),
    'devolución',
  );
  // Killed the moment SIAT has received one more invoice, while its answer is still on the way.
  const seen = sim.accepted.size;
  await until('una factura recibida en pleno envío', async () => (sim.accepted.size > seen + 1 ? true : undefined));
  await kill9(server);
  const atKill = sim.accepted.size;
  sim.faults.mode = 'ok';

  server = running = startServer(target, port, 'src', env);
  await waitHealthy(server);
  api = await signIn(port);
  // The shop keeps selling after the dead process's lease ends: the sale wakes the outbox.
  await new Promise((r) => setTimeout(r, 2 * TIMEOUT_MS + 200));
  sales.push(await ok<SaleAnswer>(sale(), 'venta tras el reinicio'));
  const states = await until('todas aceptadas', async () => {
    const page = await ok<{ by_state: Record<string, number> }>(api.call('GET', 'invoice/list'), 'facturas');
    return page.by_state.aceptada === sales.length + 1 && Object.keys(page.by_state).length === 1 ? page.by_state : undefined;
  }, 90_000);
  server.child.kill('SIGTERM');
  await server.exit;
  const rows = await withDatabase(target, (q) => q.rows<{ number: number; cuf: string; document_sector: number; state: string; fk_return: number | null }>(`select number, cuf, document_sector, state, fk_return from invoices order by document_sector, number`));
  return { sales, returned, rows, states, atKill };
}

describe('crash: kill -9 while invoices are sent to SIAT', () => {
  beforeAll(async () => {
    sim = await startSiatSimulator({ token: SIAT_TOKEN });
    cluster = await startCluster();
  }, 120_000);

  const expectEachOnce = (r: Awaited<ReturnType<typeof crashWhileSending>>) => {
    console.log(`facturas: ${r.sales.length}, ${r.atKill} recibidas por el SIAT al matar el servidor`);
    expect(r.atKill).toBeLessThan(r.sales.length);
    const invoices = r.rows.filter((x) => x.document_sector === 1);
    const notes = r.rows.filter((x) => x.document_sector === 24);
    expect(invoices.map((x) => x.number)).toEqual(r.sales.map((_, i) => i + 1));
    expect(notes).toMatchObject([{ number: 1, fk_return: r.returned.id, state: 'aceptada' }]);
    expect(r.rows.every((x) => x.state === 'aceptada')).toBe(true);
    // SIAT has each one, received once: none lost, none sent twice.
    expect([...sim.accepted.keys()].sort()).toEqual(r.rows.map((x) => x.cuf).sort());
    expect(r.rows.map((x) => sim.receptions.get(x.cuf))).toEqual(r.rows.map(() => 1));
    expect(sim.duplicates).toBe(0);
  };

  it('PGlite: every invoice accepted exactly once after the restart', async () => {
    expectEachOnce(await crashWhileSending({ kind: 'pglite', dataDir: path.join(dir, 'data') }));
  }, 180_000);

  it('PostgreSQL: every invoice accepted exactly once after the restart', async () => {
    await clusterQuery(cluster!.url, 'CREATE DATABASE lactea_invoice_crash');
    expectEachOnce(await crashWhileSending({ kind: 'postgres', url: `${cluster!.url}/lactea_invoice_crash` }));
  }, 180_000);
});
