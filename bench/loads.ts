/**
 * The load sheet (HOJA DE CARGA) at a distributor's scale: 40 routes × 30 pending orders × 10 lines
 * for one delivery date, over 200 products with two lots each; then `load/create` for each route in
 * turn (each takes its 300 lines FEFO onto the truck). Target: < 500 ms a sheet.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { fold } from '@lactea/contracts';
import type { Database } from '../server/src/db/types.js';
import { keepTablesUpNow } from '../server/src/db/upkeep.js';
import { cpuMsSince, pct, rowsOf, type Row } from './lib.js';

const ROUTES = 40;
const ORDERS = 30;
const LINES = 10;
const PRODUCTS = 200;
const DAY = '2099-03-02';

export const loadSheetWanted = (only: string) => only === '' || only.startsWith('load');

/** Routes, their clients and pending orders (with product_stock.reserved as order/add leaves it), in a few set statements. */
async function generateLoads(database: Database, userId: number): Promise<number[]> {
  const db = database.db;
  const tag = Date.now().toString(36);
  const [mark] = rowsOf<{ id: number }>(await db.execute(sql`insert into marks (mark, mark_key) values (${`Carga ${tag}`}, ${fold(`carga ${tag}`)}) returning id`));
  const productIds = rowsOf<{ id: number }>(
    await db.execute(sql`insert into products (code, code_key, product, description, price, cost, fk_mark, search_text, enabled, unit)
      select 'CG' || ${tag} || g, lower('cg' || ${tag} || g), 'Carga ' || g, 'd', 8, 5, ${mark.id}, 'carga ' || g, 1, 'unidad' from generate_series(1, ${PRODUCTS}) g returning id`),
  ).map((r) => Number(r.id));
  // Two lots a product, enough for every order: 40 × 30 × 10 lines of 1–5 units over 200 products.
  await db.execute(sql`insert into lots (fk_product, initial_quantity, quantity, expiration_date, unit_cost, fk_user)
    select p, 600, 600, d, 5, ${userId} from unnest(${`{${productIds.join(',')}}`}::int[]) p cross join (values ('2099-06-30'::date), ('2099-09-30'::date)) v(d)`);
  await db.execute(sql`update product_stock ps set quantity = s.q from (select fk_product, sum(quantity) q from lots where fk_product = any(${`{${productIds.join(',')}}`}::int[]) group by fk_product) s where ps.fk_product = s.fk_product`);
  await db.execute(sql`insert into kardex (fk_product, fk_lot, delta, balance, reason, doc_kind, doc_id, fk_user)
    select l.fk_product, l.id, l.quantity, l.quantity, 'Lote nuevo', 'lot', l.id, ${userId} from lots l where l.fk_product = any(${`{${productIds.join(',')}}`}::int[])`);
  const routeIds = rowsOf<{ id: number }>(
    await db.execute(sql`insert into routes (name, name_key, fk_user, visit_days) select 'Ruta carga ' || ${tag} || g, 'ruta carga ' || ${tag} || g, ${userId}, '{1,2,3,4,5,6}' from generate_series(1, ${ROUTES}) g returning id`),
  ).map((r) => Number(r.id));
  await db.execute(sql`insert into clients (business_name, ci_nit, search_text)
    select 'Tienda carga ' || ${tag} || g, 'CG' || ${tag} || g, 'tienda carga ' || ${tag} || g from generate_series(1, ${ROUTES * ORDERS}) g`);
  await db.execute(sql`insert into route_clients (fk_route, fk_client, position)
    select r.id, c.id, row_number() over (partition by r.id order by c.id)
    from (select id, row_number() over (order by id) - 1 as n from routes where name like ${`Ruta carga ${tag}%`}) r
    join (select id, row_number() over (order by id) - 1 as n from clients where business_name like ${`Tienda carga ${tag}%`}) c on c.n / ${ORDERS} = r.n`);
  await db.execute(sql`insert into orders (fk_client, fk_route, fk_user, delivery_date, total, date, hour)
    select rc.fk_client, rc.fk_route, ${userId}, ${DAY}, 0, ${DAY}, '08:00' from route_clients rc where rc.fk_route = any(${`{${routeIds.join(',')}}`}::int[])`);
  await db.execute(sql`insert into order_lines (fk_order, line, fk_product, quantity, units, reserved, unit_price, total)
    select o.id, l, p.ids[1 + (o.id * 7 + l * 13) % ${PRODUCTS}], 1 + (o.id + l) % 5, 1 + (o.id + l) % 5, 1 + (o.id + l) % 5, 8, 8 * (1 + (o.id + l) % 5)
    from orders o cross join generate_series(1, ${LINES}) l cross join (select ${`{${productIds.join(',')}}`}::int[] as ids) p
    where o.fk_route = any(${`{${routeIds.join(',')}}`}::int[])`);
  await db.execute(sql`update product_stock ps set reserved = ps.reserved + s.r from (
      select ol.fk_product, sum(ol.reserved) r from order_lines ol join orders o on o.id = ol.fk_order where o.fk_route = any(${`{${routeIds.join(',')}}`}::int[]) group by ol.fk_product
    ) s where ps.fk_product = s.fk_product`);
  return routeIds;
}

/** load/create for each of the 40 routes, one after another: the latency of a sheet of 30 orders × 10 lines. */
export async function loadSheetRows(kind: string, database: Database, address: string, token: string, userId: number): Promise<Row[]> {
  const routeIds = await generateLoads(database, userId);
  // PGlite: a shop's server keeps its tables up every minute (decision 0058); 12,000 order lines
  // written in one statement a moment ago are not what a morning's sheet meets. BENCH_LOAD_UPKEEP=0
  // measures the sheets on the stale statistics instead.
  if (kind === 'pglite' && process.env.BENCH_LOAD_UPKEEP !== '0') {
    const done = await keepTablesUpNow(database.db);
    console.error(`[${kind}] mantenimiento tras generar las hojas: ${done.map((d) => d.table).join(', ')}`);
  }
  const lat: number[] = [];
  // This process's CPU per sheet: on PGlite the database runs here too, so wall time beyond it is
  // the machine's other work (a shared 2-core machine) or waiting, not the sheet's own work.
  const cpu: number[] = [];
  const t0 = performance.now();
  for (const routeId of routeIds) {
    const started = performance.now();
    const cpuFrom = process.cpuUsage();
    const res = await fetch(`${address}/api/load/create`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ route_id: routeId, delivery_date: DAY }) });
    if (res.status !== 200) throw new Error(`load/create ${res.status}: ${await res.text()}`);
    const sheet = (await res.json()) as { orders: number };
    if (sheet.orders !== ORDERS) throw new Error(`la hoja tiene ${sheet.orders} pedidos, no ${ORDERS}`);
    lat.push(performance.now() - started);
    cpu.push(cpuMsSince(cpuFrom));
  }
  const seconds = (performance.now() - t0) / 1000;
  console.error(`[${kind}] load/create, hoja por hoja (ms): ${lat.map((x, i) => `${x.toFixed(0)}/${cpu[i].toFixed(0)}`).join(' ')} (pared/CPU de este proceso)`);
  const cpuSorted = [...cpu].sort((a, b) => a - b);
  lat.sort((a, b) => a - b);
  const name = `load/create: ${ROUTES} rutas × ${ORDERS} pedidos × ${LINES} líneas, una hoja tras otra (máx. ${lat.at(-1)!.toFixed(0)} ms)`;
  console.error(`[${kind}] ${name}: p50 ${pct(lat, 0.5).toFixed(0)} ms, p99 ${pct(lat, 0.99).toFixed(0)} ms`);
  console.error(`[${kind}] CPU de este proceso por hoja: p50 ${pct(cpuSorted, 0.5).toFixed(0)} ms, máx. ${cpuSorted.at(-1)!.toFixed(0)} ms; carga ${os.loadavg().map((n) => n.toFixed(1)).join(' / ')}`);
  return [{ db: kind, scenario: name, connections: 1, rps: ROUTES / seconds, p50: pct(lat, 0.5), p99: pct(lat, 0.99), sqlP50: NaN, sqlP99: NaN, cpuApi: pct(cpuSorted, 0.5) }];
}
