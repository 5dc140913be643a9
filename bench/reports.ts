/**
 * Sales reports bench: 300,000 sales with 1,000,000 lines over the two years that end
 * today (none after today, as in a shop) across the catalogue's 50,000 products, generated in
 * set-based SQL, and the daily rollups built from them by aggregation (what modules/sales/rollups.ts
 * keeps in the sale's transaction: day × product, day × brand, day × payment). Each report's first
 * page with its totals, for a month and for a year, and a month's XLSX export, on the API beside
 * the same SQL. Generated only when a report scenario runs (BENCH_ONLY=reports).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../server/src/db/types.js';
import { businessToday } from '../server/src/lib/business-time.js';
import { addDays, cutForReport, ensurePeriods, rangeOfCut, rollupRows } from '../server/src/modules/reports/periods.js';
import { brandDetailSql } from '../server/src/modules/reports/reports.service.js';
import { paymentTypeId, type Scenario } from './lib.js';

export const REPORT_SALES = Number(process.env.BENCH_REPORT_SALES || 300_000);
const LINES = Number(process.env.BENCH_REPORT_LINES || 1_000_000);
const CLIENTS = 2_000;
const TODAY = businessToday('America/La_Paz');
/** The first of the two years of sales: 729 days before today. */
const FIRST_DAY = addDays(TODAY, -729);
const MONTH = { from: '2026-06-01', to: '2026-06-30' };
/** The running year, the one a report of "this year" reads: 1 January to 31 December of today's year. */
const YEAR = { from: `${TODAY.slice(0, 4)}-01-01`, to: `${TODAY.slice(0, 4)}-12-31` };
/** A period as the reports cut it today (reports/periods.ts): closed months and years summed. */
const cut = (p: { from: string; to: string }) => cutForReport({ date_from: p.from, date_to: p.to }, TODAY)!;
const TAG = ` (${REPORT_SALES / 1000}k ventas)`;
const EXPORT_REQUESTS = 5;

export const reportsWanted = (only: string) => only === '' || only.startsWith('reports') || only.startsWith('sale/sales-') || only.startsWith('sale/canceled') || only.startsWith('sale/calculate');

export interface ReportsGenerated {
  clientId: number;
  productId: number;
  markId: number;
  cardId: number;
}

export async function generateReportSales(db: Db, userId: number): Promise<ReportsGenerated> {
  const one = async (q: SQL) => Number(((await db.execute(q)) as unknown as { rows: { v: number }[] }).rows[0].v);
  const cash = await paymentTypeId(db, 'Efectivo reportes', 1, 'e');
  const card = await paymentTypeId(db, 'Tarjeta reportes', 0, 'c');
  await db.execute(sql`insert into clients (business_name, ci_nit, search_text) select 'Cliente bench ' || g, g::text, 'cliente bench ' || g from generate_series(1, ${CLIENTS}::int) g`);
  const client0 = await one(sql`select min(id)::int as v from clients where business_name like 'Cliente bench %'`);
  const product0 = await one(sql`select min(id)::int as v from products`);
  const products = await one(sql`select count(*)::int as v from products`);
  // Two years up to today; 1 in 6 on credit (to a client), 1 in 40 annulled, a discount on 1 in 9.
  const before = await one(sql`select coalesce(max(id), 0)::int as v from sales`);
  await db.execute(sql`insert into sales (subtotal, discount, total_sale, money_paid, change_box, total_cost, cancelled, fk_type_payment, type_pay, fk_client, fk_user, enabled, date, hour)
    select 0, 0, 0, 0, 0, 0, (g % 6 <> 0)::int, case when g % 6 = 0 then null when g % 3 = 0 then ${card}::int else ${cash}::int end,
           case when g % 6 = 0 then null when g % 3 = 0 then 'c' else 'e' end,
           case when g % 6 = 0 or g % 4 = 0 then ${client0}::int + g % ${CLIENTS}::int end, ${userId}::int, (g % 40 <> 0)::int,
           ${FIRST_DAY}::date + (g % 730), time '08:00' + ((g * 7) % 720) * interval '1 minute'
    from generate_series(1, ${REPORT_SALES}::int) g`);
  const sale0 = await one(sql`select min(id)::int as v from sales where id > ${before}::int`);
  const perSale = Math.ceil(LINES / REPORT_SALES);
  await db.execute(sql`insert into sale_details (fk_sale, line, fk_product, fk_mark, quantity, unit_price_system, unit_price, discount, promotion, total, unit_cost, cost, discount_share)
    select s.id, k, p.id, p.fk_mark, q, p.price, p.price, 0, null, q * p.price, round(p.price * 0.7, 2), q * round(p.price * 0.7, 2), 0
    from sales s cross join generate_series(1, ${perSale}::int) k
    cross join lateral (select 1 + (s.id + k) % 5 as q) v
    join products p on p.id = ${product0}::int + ((s.id - ${sale0}::int) * 7919 + k * 104729) % ${products}
    where s.id >= ${sale0}::int and (s.id - ${sale0}::int) * ${perSale}::int + k <= ${LINES}`);
  // The sale's discount (1.00 on 1 in 9) goes to its first line: Σ(total − share) = total_sale.
  await db.execute(sql`update sale_details d set discount_share = 1 from sales s where s.id = d.fk_sale and s.id % 9 = 0 and d.line = 1 and s.id >= ${sale0}`);
  await db.execute(sql`update sales s set subtotal = t.sub, discount = t.disc, total_sale = t.sub - t.disc, money_paid = case when s.cancelled = 1 then t.sub - t.disc else 0 end, total_cost = t.cost
    from (select fk_sale, sum(total) sub, sum(discount_share) disc, sum(cost) cost from sale_details group by fk_sale) t where t.fk_sale = s.id and s.id >= ${sale0}`);
  // Rollups of past days, written while nothing is summed yet: the trigger that drops summed
  // periods on such writes (migration 0026) has nothing to drop, so it is off for these statements.
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`insert into sales_daily_product (day, fk_product, fk_mark, quantity, total_cents, cost_cents, discount_cents, lines)
    select s.date, d.fk_product, d.fk_mark, sum(d.quantity), sum(d.total * 100)::bigint, sum(d.cost * 100)::bigint, sum(d.discount_share * 100)::bigint, count(*)
    from sale_details d join sales s on s.id = d.fk_sale where s.enabled = 1 and s.id >= ${sale0}::int group by s.date, d.fk_product, d.fk_mark
    on conflict (day, fk_product, fk_mark) do update set quantity = sales_daily_product.quantity + excluded.quantity, total_cents = sales_daily_product.total_cents + excluded.total_cents,
      cost_cents = sales_daily_product.cost_cents + excluded.cost_cents, discount_cents = sales_daily_product.discount_cents + excluded.discount_cents, lines = sales_daily_product.lines + excluded.lines`);
    await tx.execute(sql`insert into sales_daily_mark (day, fk_mark, quantity, total_cents, cost_cents, discount_cents, lines)
    select day, fk_mark, sum(quantity), sum(total_cents), sum(cost_cents), sum(discount_cents), sum(lines) from sales_daily_product where day >= ${FIRST_DAY}::date group by day, fk_mark
    on conflict (day, fk_mark, slot) do update set quantity = sales_daily_mark.quantity + excluded.quantity, total_cents = sales_daily_mark.total_cents + excluded.total_cents,
      cost_cents = sales_daily_mark.cost_cents + excluded.cost_cents, discount_cents = sales_daily_mark.discount_cents + excluded.discount_cents, lines = sales_daily_mark.lines + excluded.lines`);
    await tx.execute(sql`insert into sales_daily_payment (day, fk_type_payment, fk_user, cancelled, total_cents, cost_cents, discount_cents, sales)
    select date, coalesce(fk_type_payment, 0), fk_user, cancelled, sum(total_sale * 100)::bigint, sum(total_cost * 100)::bigint, sum(discount * 100)::bigint, count(*)
    from sales where enabled = 1 and id >= ${sale0}::int group by date, coalesce(fk_type_payment, 0), fk_user, cancelled
    on conflict (day, fk_type_payment, fk_user, cancelled, slot) do update set total_cents = sales_daily_payment.total_cents + excluded.total_cents,
      cost_cents = sales_daily_payment.cost_cents + excluded.cost_cents, discount_cents = sales_daily_payment.discount_cents + excluded.discount_cents, sales = sales_daily_payment.sales + excluded.sales`);
    // What the product rollup's trigger keeps (migration 0038): each product's last day with sales.
    await tx.execute(sql`update product_stock ps set last_sold = s.day
    from (select fk_product, max(day) as day from sales_daily_product where lines > 0 group by fk_product) s where s.fk_product = ps.fk_product`);
  });
  for (let pass = 0; pass < 2; pass++) {
    for (const t of ['sales', 'sale_details', 'sales_daily_product', 'sales_daily_mark', 'sales_daily_payment', 'product_stock', 'client_open_debts']) await db.execute(sql.raw(`vacuum analyze ${t}`));
  }
  // What the first year report after an old sale's annulment pays: summing the closed months.
  const started = performance.now();
  await ensurePeriods(db, [...cut(YEAR).periods, ...cut(MONTH).periods]);
  console.error(`[reports] meses cerrados sumados (${cut(YEAR).periods.length} del año, una vez): ${Math.round(performance.now() - started)} ms`);
  await db.execute(sql`vacuum analyze sales_period_product`);
  await db.execute(sql`vacuum analyze sales_period_mark`);
  const mark = await one(sql`select fk_mark as v from sales_daily_product where day between ${MONTH.from} and ${MONTH.to} group by fk_mark order by sum(lines) desc limit 1`);
  return { clientId: client0 + 1, productId: product0 + 7, markId: mark, cardId: card };
}

/**
 * What soldLinesPage runs (reports.service.ts): the page's ids from the lines' own index
 * (sale_details_sold_idx), then only those lines joined to their sale, product and client.
 */
function soldLinesPage(where: SQL, offset: number): SQL {
  return sql`select d.id, d.fk_sale, d.line, p.product, p.code, d.unit_price, d.quantity, d.total, d.discount_share, d.cost, s.hour, s.date, c.business_name
    from sale_details d join sales s on s.id = d.fk_sale join products p on p.id = d.fk_product left join clients c on c.id = s.fk_client
    join (select d.id from sale_details d where ${where} order by d.sale_date desc, d.fk_sale desc, d.line limit 10 offset ${offset}) page on page.id = d.id
    order by d.sale_date desc, d.fk_sale desc, d.line`;
}

/** A deep page of the year's products sold: about half of the year's lines stepped over. */
export const SOLD_LINES_DEEP_PAGE = Math.max(2, Math.floor(LINES / 40));

/** The SQL the services run for one period (page of sales + their lines, and the rollup totals). */
function floors(p: { from: string; to: string }, g: ReportsGenerated): Record<string, (SQL | SQL[])[]> {
  const inRange = sql`s.date >= ${p.from} and s.date <= ${p.to}`;
  const day = sql`day >= ${p.from} and day <= ${p.to}`;
  const salePage = (where: SQL) => [
    [
      sql`select s.id, s.total_cost from sales s where ${where} order by s.date desc, s.id desc limit 10`,
      sql`select d.* from sale_details d join products p on p.id = d.fk_product where d.fk_sale in (select s.id from sales s where ${where} order by s.date desc, s.id desc limit 10) order by d.fk_sale, d.line`,
    ],
  ];
  return {
    report: [...salePage(sql`s.enabled = 1 and ${inRange}`), sql`select sum_cents(total_cents), sum_cents(cost_cents), sum(sales) from sales_daily_payment where ${day}`],
    canceled: [...salePage(sql`s.enabled = 0 and ${inRange}`), sql`select sum(total_sale), sum(total_cost), count(*) from sales s where s.enabled = 0 and ${inRange}`],
    client: [...salePage(sql`s.fk_client = ${g.clientId} and ${inRange}`), sql`select sum(total_sale), sum(total_cost), count(*) from sales s where s.fk_client = ${g.clientId} and ${inRange}`],
    products: [
      soldLinesPage(sql`d.sale_enabled = 1 and d.sale_date >= ${p.from} and d.sale_date <= ${p.to}`, 0),
      sql`select sum_cents(total_cents - discount_cents), sum_cents(cost_cents), sum(quantity), sum(lines) from (${rollupRows('mark', cut(p))}) r`,
    ],
    marks: [sql`select r.fk_mark, sum_cents(r.total_cents - r.discount_cents), sum_cents(r.cost_cents), sum(r.quantity) from (${rollupRows('mark', cut(p))}) r join marks m on m.id = r.fk_mark group by r.fk_mark, m.mark having sum_cents(r.lines::bigint) <> 0`],
    // The service's one statement (reports.service.ts brandDetailSql), its first page.
    markProducts: [brandDetailSql(rangeOfCut(cut(p)), g.markId, 10, 0)],
  };
}

export function reportScenarios(g: ReportsGenerated): Scenario[] {
  const out: Scenario[] = [];
  for (const [label, p] of [
    ['mes', MONTH],
    ['año', YEAR],
  ] as const) {
    const q = `date_from=${p.from}&date_to=${p.to}`;
    const f = floors(p, g);
    out.push(
      { name: `reports sale/sales-report ${label}`, kind: 'list', method: 'GET', path: `/api/sale/sales-report?page=1&${q}`, floor: f.report },
      { name: `reports sale/calculate-gain ${label}`, kind: 'list', method: 'GET', path: `/api/sale/calculate-gain?${q}`, floor: [f.report[1]] },
      { name: `reports sale/canceled-sales ${label}`, kind: 'list', method: 'GET', path: `/api/sale/canceled-sales?page=1&${q}`, floor: f.canceled },
      { name: `reports sale/sales-to-client ${label}`, kind: 'list', method: 'GET', path: `/api/sale/sales-to-client?page=1&${q}&fk_client=${g.clientId}`, floor: f.client },
      { name: `reports sale/sales-by-product ${label}`, kind: 'list', method: 'GET', path: `/api/sale/sales-by-product?page=1&${q}`, floor: f.products },
      ...(label === 'año'
        ? [
            {
              name: `reports sale/sales-by-product año p${SOLD_LINES_DEEP_PAGE}`,
              kind: 'list' as const,
              method: 'GET' as const,
              path: `/api/sale/sales-by-product?page=${SOLD_LINES_DEEP_PAGE}&${q}`,
              floor: [soldLinesPage(sql`d.sale_enabled = 1 and d.sale_date >= ${p.from} and d.sale_date <= ${p.to}`, (SOLD_LINES_DEEP_PAGE - 1) * 10), f.products[1]],
            },
          ]
        : []),
      ...(label === 'año'
        ? [
            {
              // The query the service ran before the lines carried their sale's date (decision 0061):
              // every line of the year joined to its sale, sorted, then OFFSET. SQL only, for comparison.
              name: `reports sale/sales-by-product año p${SOLD_LINES_DEEP_PAGE} consulta anterior`,
              kind: 'list' as const,
              method: 'GET' as const,
              path: '',
              sqlOnly: true,
              floor: [
                sql`select d.id, p.product, s.hour, s.date from sale_details d join sales s on s.id = d.fk_sale join products p on p.id = d.fk_product left join clients c on c.id = s.fk_client
                  where s.enabled = 1 and ${sql`s.date >= ${p.from} and s.date <= ${p.to}`} order by s.date desc, s.id desc, d.line limit 10 offset ${(SOLD_LINES_DEEP_PAGE - 1) * 10}`,
              ],
            },
          ]
        : []),
      { name: `reports sale/sales-mark ${label}`, kind: 'list', method: 'GET', path: `/api/sale/sales-mark?page=1&${q}`, floor: f.marks },
      { name: `reports sale/sales-by-product-mark ${label}`, kind: 'list', method: 'GET', path: `/api/sale/sales-by-product-mark?page=1&${q}&id_mark=${g.markId}`, floor: f.markProducts },
    );
  }
  // A month's XLSX exports: one client at a time (an export is one person's download), a fixed
  // number of downloads (each takes about a second, several on PGlite).
  const month = `date_from=${MONTH.from}&date_to=${MONTH.to}&format=xlsx`;
  for (const path of ['sales-report', 'sales-by-product', 'canceled-sales', 'sales-mark']) {
    out.push({ name: `reports sale/${path}/export mes xlsx`, kind: 'list', method: 'GET', path: `/api/sale/${path}/export?${month}`, floor: [], connections: 1, requests: EXPORT_REQUESTS });
  }
  return out.map((s) => ({ ...s, name: s.name + TAG }));
}
