import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordSaleBody } from '@lactea/contracts';
import { draft } from '../../src/modules/sales/sales.fixtures.js';
import { clusterQuery, startCluster, type Cluster } from '../pg-cluster.js';
import { freePort, invariantProblems, kill9, signIn, startServer, waitHealthy, withDatabase, type Api, type Target } from './crash-harness.js';

/**
 * A till syncs a queue of 200 offline sales (oldest first, one after another, each with
 * the key it was made with, as the web's sync does); the server is killed with kill -9 while a
 * sale is in flight, restarted, and the till resends the whole queue, those already answered
 * included. Exactly 200 sales, each answered with its first id, and the ledger holds.
 */
const SALES = 200;
/** The sale in flight when the server is killed: the 81st (80 answered before it). */
const KILL_AT = 80;
const STOCK = 1000;
const DEVICE = 'caja-caida-0001';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lactea-offline-sync-'));
let cluster: Cluster | undefined;
afterAll(() => {
  cluster?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

interface Queued {
  key: string;
  body: RecordSaleBody;
}

async function json<T>(res: Promise<Response>, what: string): Promise<T> {
  const r = await res;
  if (!r.ok) throw new Error(`${what}: ${r.status} ${await r.text()}`);
  return (await r.json()) as T;
}

/** A product with one lot of STOCK units and a cash payment type; the queue of offline sales of it. */
async function prepareQueue(api: Api): Promise<{ product: number; queue: Queued[] }> {
  const tag = Date.now().toString(36);
  const mark = await json<{ id: number }>(api.call('POST', 'mark/add', { mark: `Sin red ${tag}` }), 'marca');
  const { id: product } = await json<{ id: number }>(
    api.call('POST', 'product/add', { code: `OFF-${tag}`, product: `Leche sin red ${tag}`, barcode: '', description: 'Prueba de sincronización', price: 10, cost: 5, fk_mark: mark.id }),
    'producto',
  );
  await json(api.call('POST', 'lot/add', { quantity: STOCK, expiration_date: '2099-12-31', fk_product: product }), 'lote');
  const cash = (await json<{ id: number }>(api.call('POST', 'type-payment/add', { type_pay: `Efectivo ${tag}`, is_cash: 1 }), 'tipo de pago')).id;
  const start = Date.now() - (SALES + 10) * 1000;
  const queue = Array.from({ length: SALES }, (_x, i) => ({
    key: crypto.randomUUID(),
    body: {
      ...draft([{ product_id: product, quantity: 1 + (i % 3), price: 10 }], { id_type_payment: cash, paid: 50 }),
      offline: { device_id: DEVICE, device_name: 'Caja caída', sold_at: new Date(start + i * 1000).toISOString(), provisional_number: `CAID-${String(i + 1).padStart(4, '0')}` },
    },
  }));
  return { product, queue };
}

const send = (api: Api, q: Queued) => api.call('POST', 'sale/record-sale', q.body, { 'idempotency-key': q.key });

async function syncThroughCrash(target: Target) {
  const port = await freePort();
  let server = startServer(target, port, 'src');
  await waitHealthy(server);
  let api = await signIn(port);
  const { product, queue } = await prepareQueue(api);

  // The first pass: 80 answered, the 81st sent and the server killed while it is in flight.
  const firstIds = new Map<string, number>();
  for (const q of queue.slice(0, KILL_AT)) firstIds.set(q.key, (await json<{ id: number }>(send(api, q), 'venta')).id);
  const inFlight = send(api, queue[KILL_AT]).then(
    (r) => r.status,
    () => 'sin respuesta',
  );
  await kill9(server);
  const lostAnswer = await inFlight;

  // Restarted on the same data, the till resends its whole queue, oldest first.
  server = startServer(target, port, 'src');
  await waitHealthy(server);
  api = await signIn(port);
  const statuses: number[] = [];
  const answers: number[] = [];
  for (const q of queue) {
    const res = await send(api, q);
    statuses.push(res.status);
    answers.push(res.ok ? ((await res.json()) as { id: number }).id : 0);
  }
  server.child.kill('SIGTERM');
  await server.exit;

  const sold = queue.reduce((n, q) => n + q.body.detail[0].quantity, 0);
  const db = await withDatabase(target, async (q) => ({
    sales: await q.rows<{ n: number; numbers: number }>(`select count(*)::int as n, count(distinct provisional_number)::int as numbers from sales where device_id = $1`, [DEVICE]),
    stock: await q.rows<{ quantity: string }>(`select quantity::text from product_stock where fk_product = $1`, [product]),
    problems: await invariantProblems(q),
  }));
  return { lostAnswer, firstIds, queue, statuses, answers, sold, db };
}

function expectExactlyOnce(r: Awaited<ReturnType<typeof syncThroughCrash>>) {
  expect(r.statuses.every((s) => s === 200)).toBe(true);
  // Each sale answered before the crash answers its first id again.
  r.queue.slice(0, KILL_AT).forEach((q, i) => expect(r.answers[i]).toBe(r.firstIds.get(q.key)));
  expect(new Set(r.answers).size).toBe(SALES);
  expect(r.db.sales[0]).toEqual({ n: SALES, numbers: SALES });
  expect(Number(r.db.stock[0].quantity)).toBe(STOCK - r.sold);
  expect(r.db.problems).toEqual([]);
}

describe('kill -9 in the middle of an offline sync of 200 sales', () => {
  beforeAll(async () => {
    cluster = await startCluster();
  }, 120_000);

  it('PGlite (file): resent after the restart, exactly 200 sales, stock and ledger right', async () => {
    const r = await syncThroughCrash({ kind: 'pglite', dataDir: path.join(dir, 'data') });
    console.log(`PGlite: la venta ${KILL_AT + 1} en vuelo al matar el servidor respondió: ${r.lostAnswer}`);
    expectExactlyOnce(r);
  }, 240_000);

  it('PostgreSQL: resent after the restart, exactly 200 sales, stock and ledger right', async () => {
    await clusterQuery(cluster!.url, 'CREATE DATABASE lactea_offline_sync');
    const r = await syncThroughCrash({ kind: 'postgres', url: `${cluster!.url}/lactea_offline_sync` });
    console.log(`PostgreSQL: la venta ${KILL_AT + 1} en vuelo al matar el servidor respondió: ${r.lostAnswer}`);
    expectExactlyOnce(r);
  }, 240_000);
});
