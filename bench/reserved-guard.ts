/**
 * What the orders' reservation costs record-sale (decision 0073; a tuning aid, not in `npm run bench`):
 * SALES till sales of 3 lines through `recordSale` on a throwaway PostgreSQL, one after the other,
 * after a warm-up and ANALYZE; prints the mean and percentiles of a sale and the mean execution time
 * of its one write statement (pg_stat_statements). RESERVED=1 first reserves 10 units of every
 * product (a pending order's), so the statement's guard compares against a non-zero reservation.
 *   SALES=1500 npx tsx bench/reserved-guard.ts
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { recordSaleBody } from '@lactea/contracts';
import { loadConfig } from '../server/src/config.js';
import { openDatabase } from '../server/src/db/open.js';
import { users } from '../server/src/db/schema/index.js';
import { rowsOf } from '../server/src/db/types.js';
import { recordSale } from '../server/src/modules/sales/record/record-sale.js';
import { saleWorld } from '../server/src/modules/sales/sales.fixtures.js';
import { startCluster } from '../server/test/pg-cluster.js';
import { cashSaleBody, pct } from './lib.js';

const SALES = Number(process.env.SALES ?? 1500);
const PRODUCTS = 15;

const cluster = await startCluster(['-c shared_preload_libraries=pg_stat_statements']);
try {
  const admin = new pg.Client({ connectionString: `${cluster.url}/postgres` });
  await admin.connect();
  await admin.query('create database guard');
  await admin.end();
  const database = await openDatabase({ databaseUrl: `${cluster.url}/guard` });
  const db = database.db;
  await db.execute(sql`create extension if not exists pg_stat_statements`);
  const [u] = await db.insert(users).values({ name: 'Bench', category: 'a', username: 'bench', usernameKey: 'bench', passwordHash: 'x' }).returning({ id: users.id });
  const w = await saleWorld(db, loadConfig({}, []), u.id);
  const ids: number[] = [];
  for (let i = 0; i < PRODUCTS; i++) {
    const p = await w.addProduct(`Guarda ${i}`, '7.50');
    await w.addLot(p, 3_000, '2098-01-01');
    await w.addLot(p, 200_000, '2099-01-01');
    ids.push(p);
  }
  if (process.env.RESERVED === '1') await db.execute(sql`update product_stock set reserved = 10 where fk_product = any(${`{${ids.join(',')}}`}::int[])`);
  const sale = (i: number) => {
    const lines = [0, 1, 2].map((k) => ({ id: ids[(i + k * 5) % ids.length], q: 1 + ((i + k) % 3) }));
    return recordSale(w.ctx, recordSaleBody.parse(cashSaleBody(lines, 7.5, w.cash)), { key: randomUUID() });
  };
  for (let i = 0; i < 500; i++) await sale(i);
  await db.execute(sql`analyze`);
  await db.execute(sql`select pg_stat_statements_reset()`);
  const lat: number[] = [];
  for (let i = 0; i < SALES; i++) {
    const t = performance.now();
    await sale(i);
    lat.push(performance.now() - t);
  }
  const [write] = rowsOf<{ calls: number; exec: number }>(
    await db.execute(sql`select calls::int, round((total_exec_time / calls)::numeric, 4)::float as exec from pg_stat_statements where query like '%mv_lock_lots%' order by calls desc limit 1`),
  );
  lat.sort((a, b) => a - b);
  const mean = lat.reduce((a, b) => a + b, 0) / lat.length;
  console.log(`ventas ${SALES}: media ${mean.toFixed(3)} ms, p50 ${pct(lat, 0.5).toFixed(3)}, p99 ${pct(lat, 0.99).toFixed(3)}; sentencia de escritura ${write.exec} ms (${write.calls} llamadas)`);
  await database.close();
} finally {
  cluster.stop();
}
