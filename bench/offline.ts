/**
 * The offline till at scale. `snapshot`: GET sale/till-snapshot over the whole catalogue
 * (50,000 products, a lot for most, discounts and promotions on some) — its size raw, gzip and
 * brotli, and its time, beside the same queries in SQL. `offline-sync`: a till's queue of 500
 * offline sales sent as the web's sync sends them (oldest first, one after another, each with its
 * key) beside 500 sales recorded online the same way, in the same run, alternating in rounds.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { fold, KARDEX_REASONS } from '@lactea/contracts';
import { marks, products } from '../server/src/db/schema/index.js';
import type { Database } from '../server/src/db/types.js';
import type { Ctx } from '../server/src/lib/context.js';
import type { Config } from '../server/src/config.js';
import { addLot } from '../server/src/modules/stock/ledger.js';
import { businessToday } from '../server/src/lib/business-time.js';
import { pgArray } from '../server/src/db/prepared.js';
import { cashSaleBody, paymentTypeId, pct, rowsOf, type Row } from './lib.js';

export const snapshotWanted = (only: string) => only === '' || only.startsWith('snapshot') || 'sale/till-snapshot'.includes(only);
export const offlineSyncWanted = (only: string) => only === '' || only.startsWith('offline');

const SNAPSHOT_REQUESTS = Number(process.env.BENCH_SNAPSHOT_REQUESTS || 20);
const SYNC_SALES = Number(process.env.BENCH_SYNC_SALES || 500);
const SYNC_ROUNDS = 5;
const PRICE = 6.5;
const HOT_PRODUCTS = 12;

const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(2).replace('.', ',')} MB`;

/**
 * What a shop's catalogue holds besides products: a lot for 9 in 10 enabled products (some
 * expired), a discount on 1 in 20, a promotion on 1 in 25. Written in SQL with their ledger rows
 * and stock, so the ledger holds for the other scenarios of the same run.
 */
async function generateTerms(db: Database['db'], userId: number): Promise<void> {
  await db.execute(sql`
    with l as (
      insert into lots (fk_product, initial_quantity, quantity, expiration_date, unit_cost, fk_user)
      select id, 40 + id % 200, 40 + id % 200, case when id % 15 = 0 then date '2020-01-01' else date '2099-12-31' end, cost, ${userId}
      from products where enabled = 1 and id % 10 <> 0
      returning id, fk_product, quantity
    ), s as (
      update product_stock ps set quantity = ps.quantity + l.quantity from l where ps.fk_product = l.fk_product returning ps.fk_product, ps.quantity
    )
    insert into kardex (fk_product, fk_lot, delta, balance, reason, doc_kind, doc_id, fk_user)
    select l.fk_product, l.id, l.quantity, s.quantity, ${KARDEX_REASONS.newLot}, 'lot', l.id, ${userId} from l join s on s.fk_product = l.fk_product`);
  await db.execute(sql`insert into product_discounts (fk_product, unit_price, quantity) select id, round(price * 0.9, 2), 3 from products where id % 20 = 0 and price >= 2`);
  await db.execute(sql`insert into product_promotions (fk_product, quantity_promotion, quantity_sale) select id, 3, 2 from products where id % 25 = 1`);
  await db.execute(sql`analyze`);
}

/** The queries the snapshot runs (till.service.ts, db/json-rows.ts), in SQL, one after another: its floor. */
async function snapshotSql(database: Database, today: string, withLists: boolean): Promise<void> {
  const db = database.db;
  await db.execute(sql`select coalesce(json_agg(q order by q.id), '[]')::text from (select p.id, p.code, p.product, p.barcode, p.price, p.cost, m.mark, p.unit, p.scale_code from products p join marks m on m.id = p.fk_mark where p.enabled = 1) q`);
  await db.execute(sql`select coalesce(json_agg(q), '[]')::text from (select fk_product, sum(quantity) as n from lots where quantity > 0 and expiration_date >= ${today} group by fk_product) q`);
  await db.execute(sql`select fk_product, unit_price, quantity from product_discounts where enabled = 1`);
  await db.execute(sql`select fk_product, quantity_promotion, quantity_sale from product_promotions where enabled = 1`);
  await db.execute(sql`select id, type_pay, is_cash, code from type_payments where enabled = 1 order by id`);
  await db.execute(sql`select id, business_name, ci_nit from clients where enabled = 1 order by id`);
  if (withLists) {
    await db.execute(sql`select coalesce(json_agg(q), '[]')::text from (select l.id, l.name, (select json_agg(json_build_array(r.fk_product, r.fk_presentation, r.min_quantity, r.price) order by r.fk_product, r.min_quantity)
        from price_list_prices r where r.fk_price_list = l.id) as rows from price_lists l where l.enabled = 1) q`);
  }
}

async function timed(n: number, once: () => Promise<void>): Promise<number[]> {
  const lat: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await once();
    lat.push(performance.now() - t);
  }
  return lat.sort((a, b) => a - b);
}

/**
 * GET sale/till-snapshot, one till at a time (a till refreshes every 5 minutes): size and time,
 * first with every price list disabled (the snapshot as it was before lists: none goes into it),
 * then with the generated ones (bench/generate.ts: 5 lists × every product) as they were.
 */
export async function snapshotRows(kind: string, database: Database, address: string, token: string, userId: number): Promise<Row[]> {
  const g0 = performance.now();
  await generateTerms(database.db, userId);
  console.error(`[${kind}] lotes, descuentos y promociones del catálogo generados en ${((performance.now() - g0) / 1000).toFixed(1)} s`);
  const enabled = rowsOf<{ id: number }>(await database.db.execute(sql`select id from price_lists where enabled = 1`)).map((l) => Number(l.id));
  const [listRows] = rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from price_list_prices r join price_lists l on l.id = r.fk_price_list where l.enabled = 1`));
  const setLists = (on: 0 | 1) => database.db.execute(sql`update price_lists set enabled = ${on} where id = any(${pgArray(enabled)}::int[])`);
  const rows: Row[] = [];
  try {
    await setLists(0);
    rows.push(await snapshotRow(kind, database, address, token, 'sin listas de precios', false));
  } finally {
    await setLists(1);
  }
  rows.push(await snapshotRow(kind, database, address, token, `${enabled.length} listas, ${Number(listRows.n)} filas`, true));
  return rows;
}

async function snapshotRow(kind: string, database: Database, address: string, token: string, label: string, withLists: boolean): Promise<Row> {
  let body = Buffer.alloc(0);
  const get = async () => {
    const res = await fetch(`${address}/api/sale/till-snapshot`, { headers: { authorization: `Bearer ${token}` } });
    if (res.status !== 200) throw new Error(`sale/till-snapshot: ${res.status} ${await res.text()}`);
    body = Buffer.from(await res.arrayBuffer());
  };
  await get(); // warm-up
  const api = await timed(SNAPSHOT_REQUESTS, get);
  const today = businessToday('America/La_Paz');
  const floor = await timed(SNAPSHOT_REQUESTS, () => snapshotSql(database, today, withLists));
  const count = (JSON.parse(body.toString()) as { products: unknown[] }).products.length;
  const gzip = zlib.gzipSync(body).length;
  const br = zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }).length;
  const name = `sale/till-snapshot ${count} productos, ${label} (JSON ${mb(body.length)}; gzip ${mb(gzip)}; br ${mb(br)})`;
  const seconds = api.reduce((a, b) => a + b, 0) / 1000;
  console.error(`[${kind}] ${name}: p50 ${pct(api, 0.5).toFixed(0)} ms, p99 ${pct(api, 0.99).toFixed(0)} ms; SQL p50 ${pct(floor, 0.5).toFixed(0)} ms`);
  return { db: kind, scenario: name, connections: 1, rps: SNAPSHOT_REQUESTS / seconds, p50: pct(api, 0.5), p99: pct(api, 0.99), sqlP50: pct(floor, 0.5), sqlP99: pct(floor, 0.99) };
}

interface SyncWorld {
  products: number[];
  cash: number;
}

async function syncWorld(database: Database, userId: number): Promise<SyncWorld> {
  const db = database.db;
  const ctx = { db, config: { tzBusiness: 'America/La_Paz' } as Config, user: { id: userId, name: 'Bench', category: 'a', username: 'bench' }, ip: '127.0.0.1' } as Ctx;
  const [mark] = await db.insert(marks).values({ mark: 'Bench Sin Conexión', markKey: fold('Bench Sin Conexión') }).returning();
  const cash = await paymentTypeId(db, 'Efectivo sin conexión', 1, 'e');
  const ids: number[] = [];
  for (let i = 0; i < HOT_PRODUCTS; i++) {
    const code = `OFB-${i}`;
    const [p] = await db
      .insert(products)
      .values({ code, codeKey: fold(code), product: `Sin conexión bench ${i}`, barcode: null, description: 'bench', price: PRICE.toFixed(2), cost: '4.00', fkMark: mark.id, searchText: fold(code) })
      .returning({ id: products.id });
    await db.transaction((tx) => addLot(tx, ctx, { fkProduct: p.id, quantity: 100_000, expirationDate: '2099-01-01', unitCost: '4.00' }, { reason: KARDEX_REASONS.newLot, docKind: 'lot' }));
    ids.push(p.id);
  }
  return { products: ids, cash };
}

/** A sale of three of the products (1–3 units each) in cash, as the till sends it. */
function saleBody(w: SyncWorld, i: number) {
  const lines = [0, 1, 2].map((k) => ({ id: w.products[(i + k * 5) % w.products.length], q: 1 + ((i + k) % 3) }));
  return cashSaleBody(lines, PRICE, w.cash);
}

/** One after another, as one till sends them: every answer must be a 200. */
async function sendAll(address: string, token: string, bodies: unknown[]): Promise<{ lat: number[]; seconds: number }> {
  const lat: number[] = [];
  const t0 = performance.now();
  for (const b of bodies) {
    const t = performance.now();
    const res = await fetch(`${address}/api/sale/record-sale`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: JSON.stringify(b),
    });
    if (res.status !== 200) throw new Error(`record-sale: ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
    lat.push(performance.now() - t);
  }
  return { lat, seconds: (performance.now() - t0) / 1000 };
}

/**
 * 500 offline sales of the last hours (a day's outage), oldest first, beside 500 online ones; in
 * SYNC_ROUNDS alternating rounds so other work on the machine weighs on both alike.
 */
export async function offlineSyncRows(kind: string, database: Database, address: string, token: string, userId: number): Promise<Row[]> {
  const w = await syncWorld(database, userId);
  const now = Date.now();
  const offline = Array.from({ length: SYNC_SALES }, (_x, i) => ({
    ...saleBody(w, i),
    offline: { device_id: 'bench-caja-0001', device_name: 'Caja bench', sold_at: new Date(now - (SYNC_SALES - i) * 20_000).toISOString(), provisional_number: `BNCH-${String(i + 1).padStart(4, '0')}` },
  }));
  const online = Array.from({ length: SYNC_SALES }, (_x, i) => saleBody(w, i));
  const per = Math.ceil(SYNC_SALES / SYNC_ROUNDS);
  const sides = { offline: { lat: [] as number[], seconds: 0 }, online: { lat: [] as number[], seconds: 0 } };
  for (let r = 0; r < SYNC_ROUNDS; r++) {
    for (const [side, bodies] of [['offline', offline], ['online', online]] as const) {
      const done = await sendAll(address, token, bodies.slice(r * per, (r + 1) * per));
      sides[side].lat.push(...done.lat);
      sides[side].seconds += done.seconds;
    }
  }
  const [synced] = rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from sales where device_id = 'bench-caja-0001'`));
  if (Number(synced.n) !== SYNC_SALES) throw new Error(`${synced.n} ventas sin conexión registradas de ${SYNC_SALES}`);
  const row = (side: 'offline' | 'online', label: string): Row => {
    const lat = [...sides[side].lat].sort((a, b) => a - b);
    const { seconds } = sides[side];
    console.error(`[${kind}] ${label}: ${seconds.toFixed(1)} s, ${(SYNC_SALES / seconds).toFixed(1)} ventas/s, p50 ${pct(lat, 0.5).toFixed(1)} ms, p99 ${pct(lat, 0.99).toFixed(1)} ms`);
    return { db: kind, scenario: `${label}: ${seconds.toFixed(1).replace('.', ',')} s (req/s = ventas/s)`, connections: 1, rps: SYNC_SALES / seconds, p50: pct(lat, 0.5), p99: pct(lat, 0.99), sqlP50: NaN, sqlP99: NaN };
  };
  return [row('offline', `offline-sync: ${SYNC_SALES} ventas sin conexión en cola, una tras otra`), row('online', `offline-sync: ${SYNC_SALES} ventas en línea, una tras otra`)];
}
