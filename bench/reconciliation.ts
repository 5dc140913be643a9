/**
 * The offline till's administration: 100,000 offline sales synced from 20 devices, one
 * reconciliation case each (1 in 10 still unresolved: 10,000 pending), in set-based SQL. Then
 * VENTAS SIN CONEXIÓN's first page (pending, and all), a deep page, the bell's count and the
 * devices' list, each beside the SQL its service runs (modules/offline).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../server/src/db/types.js';
import { offlineSalesCount, offlineSalesRows } from '../server/src/modules/offline/reconciliation.service.js';
import type { Scenario } from './lib.js';

// 2022: apart from the other files' sales, so in a whole run no data set weighs on another's figures.
const START = '2022-01-01';
const SALES = Number(process.env.BENCH_OFFLINE_SALES || 100_000);
const DEVICES = 20;

export const reconciliationWanted = (only: string) => only === '' || only.startsWith('reconciliation');

export async function generateReconciliation(db: Db, userId: number): Promise<void> {
  await db.execute(sql`insert into devices (id, name, fk_user, pending, failed, reported_at, last_sync_at)
    select 'bench-device-' || g, 'Caja ' || g, ${userId}, (g % 3)::int, 0, now() - (g || ' hours')::interval, now() - (g || ' hours')::interval from generate_series(1, ${DEVICES}) g`);
  await db.execute(sql`insert into sales (subtotal, discount, total_sale, money_paid, change_box, total_cost, cancelled, fk_type_payment, type_pay, fk_user, date, hour, created_at, offline, device_id, received_at, provisional_number)
    select 10, 0, 10, 10, 0, 7, 1, (select min(id) from type_payments), 'e', ${userId}, d, time '08:00' + (g % 600) * interval '1 minute',
           d + time '08:00' + (g % 600) * interval '1 minute', 1, 'bench-device-' || (1 + g % ${DEVICES}), d + time '20:00', 'B' || (1 + g % ${DEVICES}) || '-' || g
    from generate_series(1, ${SALES}) g cross join lateral (select ${START}::date + (g % 365) as d) v`);
  await db.execute(sql`insert into reconciliation_items (kind, fk_sale, fk_product, missing_quantity, charged_total, expected_total, detail, resolved, note, fk_user_resolved, resolved_at)
    select k, s.id, case when k = 'credito' then null else (select min(id) from products) end, case when k = 'faltante' then 1 end,
           case when k = 'precio' then 10 end, case when k = 'precio' then 11 end, 'Caso ' || s.id,
           (s.id % 10 <> 0)::int, case when s.id % 10 <> 0 then 'Revisado' end, case when s.id % 10 <> 0 then ${userId}::int end, case when s.id % 10 <> 0 then now() end
    from sales s cross join lateral (select (array['precio', 'faltante', 'credito'])[1 + s.id % 3] as k) v where s.offline = 1`);
  for (let pass = 0; pass < 2; pass++) for (const t of ['sales', 'reconciliation_items', 'devices']) await db.execute(sql.raw(`vacuum analyze ${t}`));
}

/**
 * What listReconciliation runs: the page's ids from the sold index alone, then only those rows
 * joined (newest sale first), beside the count, concurrently.
 */
function listFloor(resolved: 0 | 1, offset: number): SQL[] {
  const where = sql`r.resolved = ${resolved}`;
  return [
    sql`select r.id, r.kind, r.fk_sale, s.provisional_number, s.device_id, d.name, p.id, p.product, p.code, p.unit, r.missing_quantity, r.charged_total, r.expected_total,
               r.detail, u.name, s.created_at, s.received_at, r.resolved, r.note, x.name, r.resolved_at, r.version
        from reconciliation_items r join sales s on s.id = r.fk_sale join users u on u.id = s.fk_user left join devices d on d.id = s.device_id
        left join products p on p.id = r.fk_product left join users x on x.id = r.fk_user_resolved
        join (select r.id from reconciliation_items r where ${where} order by r.sold_at desc, r.fk_sale desc, r.id desc limit 10 offset ${offset}) page on page.id = r.id
        order by r.sold_at desc, r.fk_sale desc, r.id desc`,
    sql`select count(*) from reconciliation_items r where ${where}`,
  ];
}

/**
 * What listReconciliation runs for every offline sale ('Todas', 2): the page's sales from the
 * offline sales' index alone (each carries its number of cases), only their cases looked up
 * (offlineSalesRows), beside the count summed over the same index (offlineSalesCount).
 */
function allFloor(db: Db, offset: number): SQL[] {
  return [offlineSalesRows(db, 2, { limit: 10, offset }).getSQL(), offlineSalesCount(db, 2).getSQL()];
}

export function reconciliationScenarios(db: Db): Scenario[] {
  const count = sql`select count(*) from reconciliation_items where resolved = 0`;
  const devices = sql`select d.id, d.name, u.name, d.pending, d.failed, d.oldest_pending_at, d.reported_at, d.last_sync_at from devices d join users u on u.id = d.fk_user
    where d.reported_at >= now() - interval '30 days' or d.last_sync_at >= now() - interval '30 days' order by (d.pending > 0) desc, d.reported_at desc, d.id`;
  return [
    { name: 'reconciliation pending p1', method: 'GET', path: '/api/sale/reconciliation?page=1', floor: listFloor(0, 0), kind: 'list' },
    { name: 'reconciliation resolved p1', method: 'GET', path: '/api/sale/reconciliation?page=1&resolved=1', floor: listFloor(1, 0), kind: 'list' },
    { name: 'reconciliation resolved p3000', method: 'GET', path: '/api/sale/reconciliation?page=3000&resolved=1', floor: listFloor(1, 2999 * 10), kind: 'list' },
    { name: 'reconciliation all p1', method: 'GET', path: '/api/sale/reconciliation?page=1&resolved=2', floor: allFloor(db, 0), kind: 'list' },
    { name: 'reconciliation all p3000', method: 'GET', path: '/api/sale/reconciliation?page=3000&resolved=2', floor: allFloor(db, 2999 * 10), kind: 'list' },
    { name: 'reconciliation count', method: 'GET', path: '/api/sale/reconciliation-count', floor: [count], kind: 'lookup' },
    { name: 'reconciliation devices', method: 'GET', path: '/api/sale/devices', floor: [devices], kind: 'lookup' },
  ];
}
