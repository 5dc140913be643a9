/**
 * `npx tsx bench/workers.ts`: record-sale throughput of the real server process with
 * WORKERS=1 and WORKERS=2 in the same run, on a throwaway PostgreSQL 15, each beside the raw-SQL
 * ceiling measured by bench/sales.ts (`BENCH_ONLY=sale`). 12 tills (BENCH_SALE_CLIENTS) sell one
 * unit of one of 12 products (as bench/sales.ts's hot products), cash, each sale with its Idempotency-Key, for BENCH_SECONDS (default 8) per
 * side; then every acknowledged sale is checked in the database (none lost, none half-written).
 */
import { performance } from 'node:perf_hooks';
import { clusterQuery, startCluster } from '../server/test/pg-cluster.js';
import { freePort, runWriters, saleWriter, signIn, startServer, waitHealthy, withDatabase, type Target } from '../server/test/process/crash-harness.js';
import { until } from '../server/test/until.js';

const SECONDS = Number(process.env.BENCH_SECONDS || 8);
const CLIENTS = Number(process.env.BENCH_SALE_CLIENTS || 12);

const cluster = await startCluster();
const rows: string[] = [];
try {
  for (const workers of [1, 2]) {
    await clusterQuery(cluster.url, `CREATE DATABASE lactea_w${workers}`);
    const target: Target = { kind: 'postgres', url: `${cluster.url}/lactea_w${workers}` };
    // The build when there is one (as in production), else the sources through tsx.
    const server = startServer(target, await freePort(), process.env.BENCH_ENTRY === 'dist' ? 'dist' : 'src', { WORKERS: String(workers) });
    try {
      await waitHealthy(server);
      await until('listo', () => fetch(`http://127.0.0.1:${server.port}/api/ready`).then((r) => r.ok, () => false), 90_000, 100);
      const api = await signIn(server.port);
      const sales = saleWriter(12);
      await sales.prepare!(api, target);
      // Warm-up (connections, JIT) outside the measure, then ANALYZE: the tables of a shop that has
      // been selling a while, as autovacuum leaves them (bench/sales.ts, decision 0051).
      const warm = runWriters(api, [sales], CLIENTS, `warm${workers}-`);
      await until('calentamiento', async () => warm.acked.get(sales)!.length >= 1000, 60_000, 50);
      await warm.stop();
      await withDatabase(target, (q) => q.rows('analyze'));
      const start = performance.now();
      const run = runWriters(api, [sales], CLIENTS, `w${workers}-${Date.now().toString(36)}-`);
      await until('tiempo de medida', async () => performance.now() - start >= SECONDS * 1000, SECONDS * 1000 + 5_000, 100);
      await run.stop();
      const seconds = (performance.now() - start) / 1000;
      const acked = run.acked.get(sales)!;
      const check = await withDatabase(target, (q) => sales.verify(q, acked));
      rows.push(`| ${workers} | ${CLIENTS} | ${(acked.length / seconds).toFixed(0)} | ${check.lost} | ${check.partial} |`);
      console.error(`WORKERS=${workers}: ${acked.length} ventas en ${seconds.toFixed(1)} s`);
    } finally {
      server.child.kill('SIGTERM');
      await server.exit;
    }
  }
} finally {
  cluster.stop();
}
console.log(['| WORKERS | cajas | ventas/s | perdidas | parciales |', '|---:|---:|---:|---:|---:|', ...rows].join('\n'));
