/**
 * The owner's home: GET dashboard over the reports' 300,000 sales / 1,000,000 sale lines
 * (bench/reports.ts, the two years up to today, ~410 sales a day and ~50,000 open credit
 * sales) and the stock's 250,000 lots (bench/stock.ts, dated around today). Beside it, the raw SQL
 * of the same figures: the statements the service's functions run (balance of today and of 14
 * days, the closing of today, the open debts, the lot values, the product rollup, the stock).
 * One person opens the home: measured with 1 connection, and with 10 for a crowded back office.
 */
import { sql, type SQL } from 'drizzle-orm';
import { businessToday } from '../server/src/lib/business-time.js';
import { addDays } from '../server/src/modules/stock/stock-sql.js';
import type { Scenario } from './lib.js';

const TZ = 'America/La_Paz';

export const dashboardWanted = (only: string) => only === '' || only.startsWith('dashboard');

/** What balance(period) runs: the payment rollup by day and type, the type names, both kinds of expense. */
const balanceSql = (from: string, to: string): SQL[] => [
  sql`select day, fk_type_payment, sum(total_cents), sum(cost_cents), sum(sales) from sales_daily_payment where day between ${from} and ${to} group by day, fk_type_payment`,
  sql`select id, type_pay from type_payments`,
  sql`select e.id, e.expense_cents, e.description, e.date, e.hour, u.name from expenses e join users u on u.id = e.fk_user where e.date between ${from} and ${to} order by e.date, e.id`,
  sql`select e.id, e.expense_cents, e.description, e.date_expense, e.hour, u.name, t.type_expense from expenses_admin e join users u on u.id = e.fk_user join type_expenses t on t.id = e.fk_type_expense
       where e.date_expense between ${from} and ${to} order by e.date_expense, e.id`,
];

export function floorStatements(today: string): SQL[] {
  const lotToday = sql`(now() at time zone ${TZ})::date`;
  const lotValue = (where: SQL) => sql`select count(*)::int, coalesce(sum(quantity), 0), coalesce(sum(quantity * unit_cost), 0) from lots where quantity > 0 and ${where}`;
  const open = sql`cancelled = 0 and enabled = 1`;
  const top = (from: string) =>
    sql`with g as (select fk_product, sum_cents(total_cents - discount_cents) as sale, coalesce(sum(quantity), 0)::bigint as quantity from sales_daily_product where day >= ${from} and day <= ${today}
                   group by fk_product having sum(lines) <> 0 order by sale desc, fk_product limit 5)
        select g.*, p.code, p.product from g join products p on p.id = g.fk_product`;
  return [
    // BALANCE's 14 days, read once (today's figures are summed from them)
    ...balanceSql(addDays(today, -13), today),
    // the closing of today (its expenses and types are the balance's statements again)
    sql`select * from settings where id = 1`,
    sql`select id, type_pay, is_cash, enabled from type_payments order by id`,
    sql`select fk_type_payment, sum(total_cents), sum(sales) from sales_daily_payment where day between ${today} and ${today} and fk_type_payment > 0 group by fk_type_payment`,
    sql`select fk_type_payment_debt, sum(total_sale), count(*)::int from sales where date_debt is not null and date_debt between ${today} and ${today} and enabled = 1 group by fk_type_payment_debt`,
    sql`select e.id, e.expense_cents, e.description, e.date, e.hour, u.name from expenses e join users u on u.id = e.fk_user where e.date between ${today} and ${today} order by e.date, e.id`,
    // open debts of the last 30 days by age, the five largest debtors from what each client owes
    // (decision 0044), with what all owe
    sql`select (case when date >= ${addDays(today, -7)} then 0 when date >= ${addDays(today, -30)} then 1 end)::int, coalesce(sum(total_sale - debt_paid), 0), count(*)::int
          from sales where ${open} and date >= ${addDays(today, -30)} group by 1`,
    sql`select t.*, c.business_name from (select fk_client, owed_cents, debts, sum(owed_cents) over (), sum(debts) over () from client_open_debts where debts > 0
          order by owed_cents desc, fk_client limit 5) t join clients c on c.id = t.fk_client order by t.owed_cents desc, t.fk_client`,
    // stock expiring in 3, 7, 15 days and expired, at cost
    ...[3, 7, 15].map((days) => lotValue(sql`expiration_date >= ${lotToday} and expiration_date <= ${lotToday} + ${days}::int`)),
    lotValue(sql`expiration_date < ${lotToday}`),
    // the best sellers of the day and of the week, slow movers, low stock
    top(today),
    top(addDays(today, -6)),
    sql`select count(*)::int from product_stock where quantity > 0 and coalesce(last_sold, '-infinity'::date) < ${addDays(today, -29)}::date`,
    sql`select p.id, p.code, p.product, p.unit, ps.quantity from product_stock ps join products p on p.id = ps.fk_product
         where ps.quantity > 0 and coalesce(ps.last_sold, '-infinity'::date) < ${addDays(today, -29)}::date order by ps.quantity desc, ps.fk_product limit 5`,
    sql`select coalesce(sum(n), 0)::int from stock_level_counts where level = 'b'`,
  ];
}

export function dashboardScenarios(): Scenario[] {
  const f = floorStatements(businessToday(TZ));
  const base = { kind: 'list' as const, method: 'GET' as const, path: '/api/dashboard', floor: f };
  return [
    { ...base, name: 'dashboard inicio del administrador (1M líneas, 250k lotes)', connections: 1 },
    { ...base, name: 'dashboard inicio del administrador (1M líneas, 250k lotes)', connections: 10 },
  ];
}
