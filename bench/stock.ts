import { sql } from 'drizzle-orm';
import { fold } from '@lactea/contracts';
import type { Db } from '../server/src/db/types.js';
import { rowsOf, type Scenario } from './lib.js';

/**
 * Stock at scale for `npm run bench`: 250,000 lots over the generated catalogue with a
 * realistic spread (a year of registrations; old lots mostly sold out; some expired with stock,
 * some near expiry), product_stock and the kardex consistent with them (one entry per lot), and
 * one product with 10,000 movements for kardex/list. Generated in SQL (set-based: seconds, not
 * minutes); the invariant sum(kardex) = product_stock = sum(lots) holds for every product.
 */
export const STOCK_LOTS = Number(process.env.BENCH_LOTS || 250_000);
export const HEAVY_MOVES = 10_000;
const TZ = 'America/La_Paz';

export interface StockGenerated {
  heavyProductId: number;
  markId: number;
  /** A 30-day registration range ending today (business date), 'YYYY-MM-DD'. */
  from: string;
  to: string;
}

export async function generateStock(db: Db, userId: number, markId: number): Promise<StockGenerated> {
  const [{ lo, n }] = rowsOf<{ lo: number; n: number }>(await db.execute(sql`select min(id)::int as lo, count(*)::int as n from products`));
  const today = sql`(now() at time zone ${TZ})::date`;
  // g → product spread over the catalogue, age 0–364 days, entered 5–64 units; older than 60 days
  // mostly emptied (sold), 1 in 10 still holding a few units (the expired-with-stock lots).
  // Inserted oldest first, so ids follow registration time as they do in a real shop.
  await db.execute(sql`
    insert into lots (fk_product, initial_quantity, quantity, expiration_date, unit_cost, fk_user, created_at)
    select ${lo} + ((g * 7) % ${n}),
           q0,
           case when age > 60 and g % 10 <> 0 then 0 when age > 60 then 1 + g % 5 else 1 + (g * 31) % q0 end,
           ${today} - age + 15 + (g * 11) % 106,
           5.00,
           ${userId},
           created
      from (select g, age, q0, now() - make_interval(days => age, secs => g % 86400) as created
              from (select g, (g * 37) % 365 as age, 5 + (g * 13) % 60 as q0 from generate_series(1, ${STOCK_LOTS}) g) a) s
     order by created`);
  await db.execute(sql`
    insert into kardex (fk_product, fk_lot, delta, balance, reason, doc_kind, doc_id, fk_user, created_at)
    select fk_product, id, quantity, sum(quantity) over (partition by fk_product order by id), 'Lote nuevo', 'lot', id, fk_user, created_at
      from lots order by id`);
  await db.execute(sql`
    update product_stock ps set quantity = s.total
      from (select fk_product, sum(quantity)::int as total from lots group by fk_product) s
     where ps.fk_product = s.fk_product`);

  // The product with 10,000 movements: a lot of 100, then write-off / revert pairs of 1 unit.
  const heavy = lo;
  const [{ lot }] = rowsOf<{ lot: number }>(
    await db.execute(sql`
      insert into lots (fk_product, initial_quantity, quantity, expiration_date, unit_cost, fk_user, created_at)
      values (${heavy}, 100, 100, ${today} + 60, 5.00, ${userId}, now() - interval '30 days') returning id as lot`),
  );
  const [{ stock }] = rowsOf<{ stock: number }>(
    await db.execute(sql`update product_stock set quantity = quantity + 100 where fk_product = ${heavy} returning quantity as stock`),
  );
  await db.execute(sql`
    insert into kardex (fk_product, fk_lot, delta, balance, reason, doc_kind, doc_id, fk_user, created_at)
    values (${heavy}, ${lot}, 100, ${stock}, 'Lote nuevo', 'lot', ${lot}, ${userId}, now() - interval '30 days')`);
  await db.execute(sql`
    insert into kardex (fk_product, fk_lot, delta, balance, reason, doc_kind, doc_id, fk_user, created_at)
    select ${heavy}, ${lot}, case when k % 2 = 1 then -1 else 1 end, case when k % 2 = 1 then ${stock}::numeric - 1 else ${stock}::numeric end,
           case when k % 2 = 1 then 'Baja' else 'Reversión de baja' end, 'low_lot', k, ${userId},
           now() - interval '30 days' + make_interval(secs => k * 200)
      from generate_series(1, ${HEAVY_MOVES}) k`);
  // What autovacuum does on a live database: statistics, and the visibility map index-only scans use.
  await db.execute(sql`vacuum analyze`);
  const [{ from, to }] = rowsOf<{ from: string; to: string }>(
    await db.execute(sql`select to_char(${today} - 29, 'YYYY-MM-DD') as "from", to_char(${today}, 'YYYY-MM-DD') as "to"`),
  );
  return { heavyProductId: heavy, markId, from, to };
}

const product = sql`p.id, p.code, p.product, p.barcode, p.description, p.price, p.cost, p.fk_mark, p.enabled, p.version, (select m.mark from marks m where m.id = p.fk_mark) as mark, ps.quantity`;
const lotRow = sql`l.id, l.fk_product, l.quantity, l.initial_quantity, l.expiration_date, l.expiration_date < (now() at time zone ${TZ})::date, l.fk_purchase is not null, u.name,
  to_char(l.created_at at time zone ${TZ}, 'YYYY-MM-DD'), to_char(l.created_at at time zone ${TZ}, 'HH24:MI:SS'), p.code, p.product`;
const lotJoins = sql`from lots l join products p on p.id = l.fk_product join users u on u.id = l.fk_user`;

/** Every stock scenario's name ends with this: BENCH_ONLY=[stock] runs just them. */
export const STOCK_TAG = ' [stock]';

/** Each scenario's SQL floor is the statements its service runs, in the same run. */
export function stockScenarios(g: StockGenerated): Scenario[] {
  return stockScenarioList(g).map((s) => ({ ...s, name: s.name + STOCK_TAG }));
}

function stockScenarioList(g: StockGenerated): Scenario[] {
  const yogur = `%${fold('yogur')}%`;
  const today = sql`(now() at time zone ${TZ})::date`;
  const from = sql`l.created_at >= (${g.from}::date::timestamp at time zone ${TZ}) and l.created_at < ((${g.to}::date + 1)::timestamp at time zone ${TZ})`;
  const near = sql`l.quantity > 0 and l.expiration_date >= ${today} and l.expiration_date <= ${today} + 7`;
  const settings = sql`select near_expiry_days from settings where id = 1`;
  return [
    {
      name: 'product/list-with-total-lot página 1',
      kind: 'list',
      method: 'GET',
      path: '/api/product/list-with-total-lot?page=1',
      floor: [
        sql`select ${product} from products p join product_stock ps on ps.fk_product = p.id order by p.id desc limit 10`,
        sql`select coalesce(sum(n), 0)::int from product_counts`,
      ],
    },
    {
      name: "product/list-with-total-lot nivel 'b'",
      kind: 'list',
      method: 'GET',
      path: '/api/product/list-with-total-lot?page=1&inventory_level=b',
      floor: [
        sql`select ${product} from products p join product_stock ps on ps.fk_product = p.id where ps.quantity <= 16 order by p.id desc limit 10`,
        sql`select coalesce(sum(n), 0)::int from stock_level_counts where level = 'b'`,
      ],
    },
    {
      name: 'product/list-with-total-lot por marca',
      kind: 'list',
      method: 'GET',
      path: `/api/product/list-with-total-lot?page=1&fk_mark=${g.markId}`,
      floor: [
        sql`select ${product} from products p join product_stock ps on ps.fk_product = p.id where p.fk_mark = ${g.markId} order by p.id desc limit 10`,
        sql`select coalesce(sum(n), 0)::int from product_counts where fk_mark = ${g.markId}`,
      ],
    },
    {
      name: 'product/list-with-total-lot búsqueda "yogur"',
      kind: 'list',
      method: 'GET',
      path: '/api/product/list-with-total-lot?page=1&search=yogur',
      floor: [
        // As product/list: the products table's version, then the page; the total is counted only
        // when the version moved (lib/search-counts.ts).
        sql`select v from table_versions where name = 'products'`,
        sql`select ${product} from products p join product_stock ps on ps.fk_product = p.id where p.search_text like ${yogur} order by p.id desc limit 10`,
      ],
    },
    {
      name: 'lot/list registro de 30 días',
      kind: 'list',
      method: 'GET',
      path: `/api/lot/list?page=1&date_register_from=${g.from}&date_register_to=${g.to}`,
      floor: [
        sql`select ${lotRow} ${lotJoins} where l.quantity > 0 and ${from} order by l.id desc limit 10`,
        sql`select count(*)::int from lots l where l.quantity > 0 and ${from}`,
      ],
    },
    {
      name: 'lot/lots-near-expiration',
      kind: 'list',
      method: 'GET',
      path: '/api/lot/lots-near-expiration?page=1',
      floor: [settings, sql`select ${lotRow} ${lotJoins} where ${near} order by l.expiration_date, l.id limit 10`, sql`select count(*)::int from lots l where ${near}`],
    },
    {
      name: 'lot/quantity-of-lots-near-expiration (campana)',
      kind: 'list',
      method: 'GET',
      path: '/api/lot/quantity-of-lots-near-expiration',
      floor: [settings, sql`select count(*)::int from lots l where ${near}`],
    },
    {
      name: `kardex/list producto con ${HEAVY_MOVES} movimientos`,
      kind: 'list',
      method: 'GET',
      path: `/api/kardex/list?page=1&fk_product=${g.heavyProductId}`,
      floor: [
        sql`select fk_product from product_stock where fk_product = ${g.heavyProductId}`,
        sql`select k.id, to_char(k.created_at at time zone ${TZ}, 'YYYY-MM-DD'), to_char(k.created_at at time zone ${TZ}, 'HH24:MI:SS'), k.reason, k.doc_kind, k.doc_id, k.fk_lot, k.delta, k.balance, u.name
              from kardex k join users u on u.id = k.fk_user where k.fk_product = ${g.heavyProductId} order by k.id desc limit 10`,
        sql`select count(*)::int from kardex k where k.fk_product = ${g.heavyProductId}`,
      ],
    },
  ];
}

/** Whether a BENCH_ONLY filter ('' = all) selects any stock scenario (the 250,000 lots are then generated). */
export function stockWanted(only: string): boolean {
  return stockScenarios({ heavyProductId: 0, markId: 0, from: '', to: '' }).some((s) => s.name.includes(only));
}
