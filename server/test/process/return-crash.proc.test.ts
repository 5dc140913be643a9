import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { draft } from '../../src/modules/sales/sales.fixtures.js';
import { clusterQuery, startCluster, type Cluster } from '../pg-cluster.js';
import { freePort, invariantProblems, kill9, runWriters, signIn, startServer, waitHealthy, withDatabase, type Api, type Target, type Writer } from './crash-harness.js';

/**
 * kill -9 while returns (sale/return) run: every NOTA DE DEVOLUCIÓN is whole or absent (its lines,
 * the lots it put back, its ledger rows, its refund, its audit row), the ledger holds, and after the
 * restart a retry with the same Idempotency-Key answers the very note the first answer gave.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lactea-return-crash-'));
let cluster: Cluster | undefined;
afterAll(() => {
  cluster?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Returns of one unit at a time from a few big sales to one client, half in cash, half as saldo a favor. */
function returnWriter() {
  const lines: { sale: number; line: number }[] = [];
  const sent = new Map<string, unknown>();
  const notes = new Map<string, number>();
  const ok = async (res: Promise<Response>, what: string) => {
    const r = await res;
    if (!r.ok) throw new Error(`preparar devoluciones (${what}): ${r.status} ${await r.text()}`);
    return (await r.json()) as { id: number; products: { pivot: { sale_line_id: number } }[] };
  };
  const writer: Writer = {
    name: 'devoluciones',
    async prepare(api) {
      const tag = Date.now().toString(36);
      const mark = await ok(api.call('POST', 'mark/add', { mark: `Devolución caída ${tag}` }), 'marca');
      const product = (await ok(api.call('POST', 'product/add', { code: `DV-${tag}`, product: `Yogur caída ${tag}`, barcode: '', description: 'Prueba de caída', price: 10, cost: 5, fk_mark: mark.id }), 'producto')).id;
      await ok(api.call('POST', 'lot/add', { quantity: 100_000, expiration_date: '2099-12-31', fk_product: product }), 'lote');
      const cash = (await ok(api.call('POST', 'type-payment/add', { type_pay: `Efectivo ${tag}`, is_cash: 1 }), 'tipo de pago')).id;
      const who = { business_name: `Tienda caída ${tag}`, ci_nit: `9${Date.now() % 1_000_000}` };
      const client = { ...who, id: (await ok(api.call('POST', 'client/add', who), 'cliente')).id };
      for (let i = 0; i < 4; i++) {
        const body = draft([{ product_id: product, quantity: 5000, price: 10 }], { id_type_payment: cash, paid: 50_000 }, { without_client: 0, client });
        const sale = await ok(api.call('POST', 'sale/record-sale', body), 'venta');
        lines.push({ sale: sale.id, line: sale.products[0].pivot.sale_line_id });
      }
    },
    async write(api, key) {
      const { sale, line } = lines[Math.floor(Math.random() * lines.length)];
      const body = { sale_id: sale, reason: 'Vencido', lines: [{ sale_line_id: line, quantity: 1, disposition: 'stock' }], refund: key.endsWith('0') || key.endsWith('2') ? 'saldo' : 'efectivo' };
      sent.set(key, body);
      const res = await api.call('POST', 'sale/return', body, { 'idempotency-key': key });
      if (!res.ok) return undefined;
      notes.set(key, ((await res.json()) as { id: number }).id);
      return key;
    },
    async verify(q, acked) {
      const ids = acked.map((k) => String(notes.get(k)));
      const found = await q.rows<{ id: number }>(`select id from sale_returns where id::text = any($1)`, [ids]);
      // Every note written, acknowledged or not: whole (its line, its lot back, its ledger row, its refund, its audit row).
      const broken = await q.rows<{ id: number }>(
        `select r.id from sale_returns r
          where not exists (select 1 from sale_return_lines l where l.fk_return = r.id)
             or not exists (select 1 from sale_return_lots l join sale_return_lines rl on rl.id = l.fk_return_line where rl.fk_return = r.id)
             or not exists (select 1 from kardex k where k.doc_kind = 'sale_return' and k.doc_id = r.id)
             or not exists (select 1 from audit_log a where a.entity = 'sale_return' and a.entity_id = r.id)
             or (r.refund = 'saldo') <> exists (select 1 from client_credits c where c.fk_return = r.id)`,
      );
      return { acked: acked.length, lost: acked.length - found.length, partial: broken.length, problems: [] };
    },
  };
  return { writer, sent, notes };
}

/** Writes returns, kill -9 with some in flight, checks the database, restarts and retries every key sent. */
async function crashDuringReturns(target: Target) {
  const port = await freePort();
  let server = startServer(target, port, 'src');
  await waitHealthy(server);
  const { writer, sent, notes } = returnWriter();
  await writer.prepare!(await signIn(port), target);
  const run = runWriters(await signIn(port), [writer], 4, `dv${Date.now().toString(36)}-`);
  const deadline = Date.now() + 30_000;
  while (run.acked.get(writer)!.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  await new Promise((r) => setTimeout(r, 600));
  await kill9(server);
  await run.stop();
  const acked = run.acked.get(writer)!;
  const check = await withDatabase(target, async (q) => ({ ...(await writer.verify(q, acked)), invariants: await invariantProblems(q) }));

  server = startServer(target, port, 'src');
  await waitHealthy(server);
  const api: Api = await signIn(port);
  // The same key and body again: an acknowledged one answers its very note; one cut off in flight
  // answers a whole note too (the one that landed, or a new one), never a second one.
  const retried = await Promise.all([...sent].map(async ([key, body]) => ({ key, res: await api.call('POST', 'sale/return', body, { 'idempotency-key': key }) })));
  const answers = await Promise.all(retried.map(async ({ key, res }) => ({ key, status: res.status, id: res.ok ? ((await res.json()) as { id: number }).id : null })));
  const sameNote = answers.filter((a) => notes.has(a.key)).every((a) => a.id === notes.get(a.key));
  const after = await (async () => {
    server.child.kill('SIGTERM');
    await server.exit;
    return withDatabase(target, async (q) => ({
      ...(await writer.verify(q, [])),
      notes: (await q.rows<{ n: number }>(`select count(*)::int as n from sale_returns`))[0].n,
      invariants: await invariantProblems(q),
    }));
  })();
  return { acked: acked.length, check, answers, sameNote, sent: sent.size, after };
}

describe('crash: kill -9 during returns', () => {
  beforeAll(async () => {
    cluster = await startCluster();
  }, 120_000);

  const expectWhole = (r: Awaited<ReturnType<typeof crashDuringReturns>>) => {
    console.log(`devoluciones: ${r.acked} confirmadas, ${r.sent} enviadas; tras el reinicio ${r.after.notes} notas`);
    expect(r.acked).toBeGreaterThan(0);
    expect(r.check).toMatchObject({ lost: 0, partial: 0, invariants: [] });
    expect(r.answers.every((a) => a.status === 200)).toBe(true);
    expect(r.sameNote).toBe(true);
    // One note per key sent, whatever the kill cut: the retries wrote only the ones that had not landed.
    expect(r.after).toMatchObject({ partial: 0, invariants: [], notes: r.sent });
  };

  it('PGlite: every note whole or absent, and a retry answers the same note', async () => {
    expectWhole(await crashDuringReturns({ kind: 'pglite', dataDir: path.join(dir, 'data') }));
  }, 180_000);

  it('PostgreSQL: every note whole or absent, and a retry answers the same note', async () => {
    await clusterQuery(cluster!.url, 'CREATE DATABASE lactea_return_crash');
    expectWhole(await crashDuringReturns({ kind: 'postgres', url: `${cluster!.url}/lactea_return_crash` }));
  }, 180_000);
});
