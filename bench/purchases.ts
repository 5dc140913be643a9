/**
 * Purchases bench: 100,000 purchases with 400,000 lines over a year, generated in SQL
 * (the reports read purchases and lines; lots are not needed to read them). Each purchase report's
 * first page and totals for one month, beside the same queries in raw SQL; and record-purchase of
 * 20 lines (each line a lot and a ledger row) under load. Generated only when a purchase scenario runs.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../server/src/db/types.js';
import type { Scenario } from './lib.js';

export const PURCHASES = Number(process.env.BENCH_PURCHASES || 100_000);
const LINES_PER_PURCHASE = 4;
const PROVIDERS = 60;
/** Products the purchases buy from (the catalogue's first ones). */
const BOUGHT_PRODUCTS = 2_000;
const TZ = 'America/La_Paz';
/** The month every report reads: a full month inside the generated year. */
const MONTH = { from: '2026-06-01', to: '2026-06-30' };
const TAG = ' (100k compras)';

export const purchasesWanted = (only: string) => only === '' || only.startsWith('purchase') || 'purchase/'.includes(only);

export interface PurchasesGenerated {
  providerId: number;
  productId: number;
  /** 20 distinct products for record-purchase. */
  lineProducts: number[];
}

export async function generatePurchases(db: Db, userId: number): Promise<PurchasesGenerated> {
  await db.execute(sql`insert into providers (provider, description, search_text)
    select 'Proveedor bench ' || g, 'bench', 'proveedor bench ' || g from generate_series(1, ${PROVIDERS}) g`);
  const first = async (q: SQL) => Number(((await db.execute(q)) as unknown as { rows: { v: number }[] }).rows[0].v);
  const provider0 = await first(sql`select min(id)::int as v from providers where provider like 'Proveedor bench %'`);
  const product0 = await first(sql`select min(id)::int as v from products`);
  // A year of purchases (2026), about 8,300 a month; 1 in 5 unpaid, 1 in 50 annulled.
  await db.execute(sql`insert into purchases (total_purchase, discount, cancelled, gloss, date_purchase, fk_provider, fk_user, enabled, created_at)
    select 0, (g % 7 = 0)::int, (g % 5 <> 0)::int, null, d, ${provider0} + (g * 7) % ${PROVIDERS}, ${userId}, (g % 50 <> 0)::int,
           (d + time '08:00' + ((g * 13) % 600) * interval '1 minute') at time zone ${TZ}
    from (select g, date '2026-01-01' + (g % 365) as d from generate_series(1, ${PURCHASES}) g) s`);
  await db.execute(sql`insert into purchase_details (fk_purchase, fk_product, quantity, unit_price, unit_cost, discount, subtotal, total, expiration_date, fk_lot, date_purchase, fk_provider, enabled)
    select p.id, ${product0} + (p.id * 7 + k * 131) % ${BOUGHT_PRODUCTS}, q, price, price, 0, q * price, q * price, p.date_purchase + 60, null, p.date_purchase, p.fk_provider, p.enabled
    from purchases p cross join generate_series(1, ${LINES_PER_PURCHASE}) k
    cross join lateral (select 1 + (p.id + k) % 40 as q, (5 + (p.id * k) % 30)::numeric(12,2) as price) v`);
  await db.execute(sql`update purchases p set total_purchase = s.t - p.discount from (select fk_purchase, sum(total) t from purchase_details group by fk_purchase) s where s.fk_purchase = p.id`);
  // A table in steady state is mostly all-visible (autovacuum); right after a bulk load it is not,
  // and every index-only scan would still visit the heap.
  // Twice: the first pass still finds the update's fresh row versions too recent to mark all-visible.
  for (let pass = 0; pass < 2; pass++) {
    await db.execute(sql`vacuum analyze purchases`);
    await db.execute(sql`vacuum analyze purchase_details`);
  }
  const lineProducts = Array.from({ length: 20 }, (_, i) => product0 + BOUGHT_PRODUCTS + i);
  return { providerId: provider0, productId: product0 + 7, lineProducts };
}

const heads = sql`p.id, p.total_purchase, p.discount, p.cancelled, p.gloss, p.date_purchase, p.fk_provider, pr.provider, p.fk_user, u.name,
  to_char(p.created_at at time zone ${TZ}, 'YYYY-MM-DD'), to_char(p.created_at at time zone ${TZ}, 'HH24:MI:SS'), p.enabled, p.version, p.created_at::text`;
const lines = (ids: SQL) => sql`select d.fk_purchase, d.fk_product, pd.product, pd.code, d.unit_price, d.unit_cost, d.quantity, d.discount, d.subtotal, d.total, d.expiration_date, d.fk_lot
  from purchase_details d join products pd on pd.id = d.fk_product where d.fk_purchase in (${ids}) order by d.fk_purchase, d.id`;
const registered = sql`p.created_at >= (${MONTH.from}::date::timestamp at time zone ${TZ}) and p.created_at < ((${MONTH.to}::date + 1)::timestamp at time zone ${TZ})`;
const bought = sql`p.date_purchase >= ${MONTH.from} and p.date_purchase <= ${MONTH.to}`;

/** A purchase list's page (heads, then their lines) and its totals: what purchases.reports.ts runs. */
function purchaseList(where: SQL, order: SQL): (SQL | SQL[])[] {
  const page = sql`select ${heads} from purchases p join providers pr on pr.id = p.fk_provider join users u on u.id = p.fk_user where ${where} order by ${order} limit 10`;
  return [[page, lines(sql`select p.id from purchases p where ${where} order by ${order} limit 10`)], sql`select count(*)::int, coalesce(sum(p.total_purchase), 0)::text from purchases p where ${where}`];
}

export function purchaseScenarios(g: PurchasesGenerated): Scenario[] {
  const month = `date_from=${MONTH.from}&date_to=${MONTH.to}`;
  const byReg = sql`p.created_at desc, p.id desc`;
  const byDate = sql`p.date_purchase desc, p.id desc`;
  const lineWhere = sql`d.enabled = 1 and d.date_purchase >= ${MONTH.from} and d.date_purchase <= ${MONTH.to}`;
  const detail = (where: SQL) => [
    sql`select d.id, d.fk_purchase, d.fk_product, pd.product, pr.provider, d.unit_price, d.quantity, d.subtotal, d.discount, d.total, d.date_purchase
      from purchase_details d join products pd on pd.id = d.fk_product join providers pr on pr.id = d.fk_provider where ${where} order by d.date_purchase desc, d.id desc limit 10`,
    sql`select count(*)::int, coalesce(sum(d.total), 0)::text, coalesce(sum(d.quantity), 0)::text from purchase_details d where ${where}`,
  ];
  const record = {
    purchase: { fk_provider: g.providerId, date_purchase: '2026-06-15', cancelled: 1, gloss: 'bench', discount: 0 },
    detail: g.lineProducts.map((product_id, i) => ({ product_id, quantity: 10 + i, unit_price: 5.5, unit_cost: 5.5, discount: 0, expiration_date: '2099-01-01' })),
  };
  const list: Scenario[] = [
    { name: 'purchase/purchases-report-register mes', kind: 'list', method: 'GET', path: `/api/purchase/purchases-report-register?page=1&${month}`, floor: purchaseList(sql`p.enabled = 1 and ${registered}`, byReg) },
    {
      name: 'purchase/purchases-report-register mes + proveedor + SI',
      kind: 'list',
      method: 'GET',
      path: `/api/purchase/purchases-report-register?page=1&${month}&fk_provider=${g.providerId}&cancelled=1`,
      floor: purchaseList(sql`p.enabled = 1 and p.fk_provider = ${g.providerId} and p.cancelled = 1 and ${registered}`, byReg),
    },
    { name: 'purchase/purchases-report mes', kind: 'list', method: 'GET', path: `/api/purchase/purchases-report?page=1&${month}`, floor: purchaseList(sql`p.enabled = 1 and ${bought}`, byDate) },
    { name: 'purchase/canceled-purchases mes', kind: 'list', method: 'GET', path: `/api/purchase/canceled-purchases?page=1&${month}`, floor: purchaseList(sql`p.enabled = 0 and ${registered}`, byReg) },
    { name: 'purchase/purchases-by-product mes', kind: 'list', method: 'GET', path: `/api/purchase/purchases-by-product?page=1&${month}`, floor: detail(lineWhere) },
    {
      name: 'purchase/purchases-by-product mes + producto',
      kind: 'list',
      method: 'GET',
      path: `/api/purchase/purchases-by-product?page=1&${month}&product_id=${g.productId}`,
      floor: detail(sql`${lineWhere} and d.fk_product = ${g.productId}`),
    },
    // 20 lines = 20 lots and 20 ledger rows per purchase; no SQL floor (the ledger is the work).
    // Two clients: purchases are typed in by one or two people at a time, and every request here
    // buys the same 20 products, whose stock rows each purchase must lock in turn.
    { name: 'purchase/record-purchase 20 líneas', kind: 'lookup', method: 'POST', path: '/api/purchase/record-purchase', body: record, floor: [], connections: 2 },
  ];
  return list.map((s) => ({ ...s, name: s.name + TAG }));
}
