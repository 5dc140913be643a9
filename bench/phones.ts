/**
 * 50 preventistas' phones syncing at once (BENCH_ONLY=phones): each phone (in bench/phone-clients.ts,
 * a process of their own), logged in as its own preventista, sends the 20 orders it took offline
 * (5 lines each, its route's shops) over HTTP with
 * an Idempotency-Key, one after another as its queue does; a flaky network makes every 4th order go
 * twice at once (the answer lost, the phone sends again before the first lands) and every 5th again
 * after its answer. Asserted after: exactly 50 × 20 orders, each key one order, each answer to a
 * resend the first's order, and product_stock.reserved raised by exactly the units ordered
 * (0 lost, 0 duplicated). Quoted: p50 / p99 of an order/add request.
 */
import { fork } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { fold } from '@lactea/contracts';
import { md5Hex } from '../server/src/modules/auth/password.js';
import type { Database } from '../server/src/db/types.js';
import { benchPasswordHash, pct, rowsOf, type Row } from './lib.js';
import type { PhoneAnswer, PhoneRound } from './phone-clients.js';

const PHONES = 50;
const ORDERS = 20;
const LINES = 5;
const PRODUCTS = 40;
const DAY = '2099-04-06';

export const phonesWanted = (only: string) => only === '' || only.startsWith('phones');

interface Phone {
  username: string;
  clients: number[];
}

/** 50 preventistas with a route of 20 shops each, and 40 products with stock for every order. */
async function generatePhones(database: Database): Promise<{ phones: Phone[]; productIds: number[]; tag: string }> {
  const db = database.db;
  const tag = Date.now().toString(36).slice(-5);
  const hash = await benchPasswordHash();
  const [mark] = rowsOf<{ id: number }>(await db.execute(sql`insert into marks (mark, mark_key) values (${`Tel ${tag}`}, ${fold(`tel ${tag}`)}) returning id`));
  const productIds = rowsOf<{ id: number }>(
    await db.execute(sql`insert into products (code, code_key, product, description, price, cost, fk_mark, search_text, enabled, unit)
      select 'TL' || ${tag} || g, lower('tl' || ${tag} || g), 'Pedido ' || g, 'd', 7, 5, ${mark.id}, 'pedido ' || g, 1, 'unidad' from generate_series(1, ${PRODUCTS}) g returning id`),
  ).map((r) => Number(r.id));
  const ids = `{${productIds.join(',')}}`;
  // 1,000 orders × 5 lines × at most 6 units over 40 products: 1,000 units a product is more than any takes.
  await db.execute(sql`insert into lots (fk_product, initial_quantity, quantity, expiration_date, unit_cost, fk_user)
    select p, 1000, 1000, '2099-09-30', 5, (select id from users order by id limit 1) from unnest(${ids}::int[]) p`);
  await db.execute(sql`update product_stock ps set quantity = 1000 where ps.fk_product = any(${ids}::int[])`);
  await db.execute(sql`insert into kardex (fk_product, fk_lot, delta, balance, reason, doc_kind, doc_id, fk_user)
    select l.fk_product, l.id, l.quantity, l.quantity, 'Lote nuevo', 'lot', l.id, l.fk_user from lots l where l.fk_product = any(${ids}::int[])`);
  await db.execute(sql`insert into users (name, category, username, username_key, password_hash)
    select 'Preventista ' || g, 'v', 'tl' || ${tag} || g, 'tl' || ${tag} || g, ${hash} from generate_series(1, ${PHONES}) g`);
  await db.execute(sql`insert into routes (name, name_key, fk_user, visit_days)
    select 'Ruta tel ' || ${tag} || u.n, 'ruta tel ' || ${tag} || u.n, u.id, '{1,2,3,4,5,6}'
    from (select id, row_number() over (order by id) as n from users where username like ${`tl${tag}%`}) u`);
  await db.execute(sql`insert into clients (business_name, ci_nit, search_text)
    select 'Tienda tel ' || ${tag} || g, 'TL' || ${tag} || g, 'tienda tel ' || ${tag} || g from generate_series(1, ${PHONES * ORDERS}) g`);
  await db.execute(sql`insert into route_clients (fk_route, fk_client, position)
    select r.id, c.id, row_number() over (partition by r.id order by c.id)
    from (select id, row_number() over (order by id) - 1 as n from routes where name like ${`Ruta tel ${tag}%`}) r
    join (select id, row_number() over (order by id) - 1 as n from clients where business_name like ${`Tienda tel ${tag}%`}) c on c.n / ${ORDERS} = r.n`);
  const stops = rowsOf<{ username: string; clients: number[] | string }>(
    await db.execute(sql`select u.username, array_agg(rc.fk_client order by rc.position)::text as clients
      from users u join routes r on r.fk_user = u.id join route_clients rc on rc.fk_route = r.id where u.username like ${`tl${tag}%`} group by u.username order by u.username`),
  );
  const phones = stops.map((s) => ({ username: s.username, clients: String(s.clients).replace(/[{}]/g, '').split(',').map(Number) }));
  return { phones, productIds, tag };
}

/** The 20 orders of a phone: a shop each, 5 lines of 1–6 units over the 40 products (deterministic). */
function ordersOf(phone: number, p: Phone, productIds: number[]) {
  return p.clients.map((client, o) => ({
    client_id: client,
    delivery_date: DAY,
    lines: Array.from({ length: LINES }, (_, l) => ({ product_id: productIds[(phone * 7 + o * 3 + l * 8) % PRODUCTS], quantity: 1 + ((phone + o + l) % 6) })),
  }));
}

export async function phonesRows(kind: string, database: Database, address: string): Promise<Row[]> {
  const { phones, productIds, tag } = await generatePhones(database);
  const reservedBefore = await reservedOf(database, productIds);
  const tokens = await Promise.all(
    phones.map(async (p) => {
      const res = await fetch(`${address}/api/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: p.username, password: md5Hex('bench') }) });
      if (res.status !== 200) throw new Error(`login ${p.username}: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { token: string }).token;
    }),
  );
  // The phones run in a process of their own (bench/phone-clients.ts): the server's event loop does the server's work only.
  const child = fork(new URL('./phone-clients.ts', import.meta.url), { execArgv: process.execArgv });
  const answer = await new Promise<PhoneAnswer>((resolve, reject) => {
    child.once('message', (m) => resolve(m as PhoneAnswer));
    child.once('error', reject);
    child.send({ address, phones: phones.map((p, i) => ({ token: tokens[i], orders: ordersOf(i, p, productIds) })) } satisfies PhoneRound);
  }).finally(() => child.kill());
  if (answer.error) throw new Error(answer.error);
  const { byKind, opening, sent, unitsAsked } = answer;
  const lat = Object.values(byKind).flat();
  const seconds = answer.seconds;
  const [{ orders, lines }] = rowsOf<{ orders: number; lines: number }>(
    await database.db.execute(sql`select count(distinct o.id)::int as orders, count(*)::int as lines from orders o join order_lines l on l.fk_order = o.id
      join users u on u.id = o.fk_user where u.username like ${`tl${tag}%`} and o.delivery_date = ${DAY}`),
  );
  const reservedAfter = await reservedOf(database, productIds);
  const held = reservedAfter - reservedBefore;
  if (orders !== PHONES * ORDERS || lines !== PHONES * ORDERS * LINES) throw new Error(`${orders} pedidos y ${lines} líneas, no ${PHONES * ORDERS} y ${PHONES * ORDERS * LINES}: pedidos perdidos o duplicados`);
  if (held !== unitsAsked) throw new Error(`reservado +${held}, no +${unitsAsked}`);
  lat.sort((a, b) => a - b);
  console.error(`[${kind}] order/add, las más lentas (inicio s → fin s, tipo): ${answer.slowest.map((x) => `${x.from.toFixed(1)}→${(x.from + x.ms / 1000).toFixed(1)} ${x.kind}`).join(', ')}`);
  opening.sort((a, b) => a - b);
  console.error(`[${kind}] order/add, el primer pedido de cada teléfono: p50 ${pct(opening, 0.5).toFixed(0)} ms, máx. ${opening.at(-1)!.toFixed(0)} ms`);
  for (const [k, xs] of Object.entries(byKind)) {
    xs.sort((a, b) => a - b);
    console.error(`[${kind}] order/add (${k}): ${xs.length} peticiones, p50 ${pct(xs, 0.5).toFixed(0)} ms, p99 ${pct(xs, 0.99).toFixed(0)} ms, máx. ${xs.at(-1)!.toFixed(0)} ms`);
  }
  const name = `order/add: ${PHONES} teléfonos × ${ORDERS} pedidos × ${LINES} líneas a la vez, con reenvíos (${sent} peticiones; ${orders} pedidos, 0 perdidos, 0 duplicados; reservado +${held} = lo pedido)`;
  console.error(`[${kind}] ${name}: p50 ${pct(lat, 0.5).toFixed(0)} ms, p99 ${pct(lat, 0.99).toFixed(0)} ms, máx. ${lat.at(-1)!.toFixed(0)} ms, ${seconds.toFixed(1)} s`);
  return [{ db: kind, scenario: name, connections: PHONES, rps: sent / seconds, p50: pct(lat, 0.5), p99: pct(lat, 0.99), sqlP50: NaN, sqlP99: NaN }];
}

async function reservedOf(database: Database, productIds: number[]): Promise<number> {
  const [{ r }] = rowsOf<{ r: string }>(await database.db.execute(sql`select coalesce(sum(reserved), 0)::text as r from product_stock where fk_product = any(${`{${productIds.join(',')}}`}::int[])`));
  return Number(r);
}
