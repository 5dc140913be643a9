/**
 * Money of the day bench, all data in set-based SQL (generateMoney). Then
 * sale/cash-desk-closing and sale/balance of one day and of a month, each beside the SQL its
 * service runs; and the same of a month with 10,000 client returns (BENCH_MONEY_RETURNS).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../server/src/db/types.js';
import { paymentTypeId, type Scenario } from './lib.js';

// 2023–2024: apart from the reports' two years up to today (bench/reports.ts; they share at most
// the end of 2024, which neither reads), so in a whole run neither data set weighs on the other's figures.
const DAY = { from: '2024-06-15', to: '2024-06-15' };
const MONTH = { from: '2024-06-01', to: '2024-06-30' };
const START = '2023-01-01';
// The same figures for a month of the same data with 10,000 client returns in it (the month above has
// none): the closing's 'Devoluciones' and BALANCE's returns read them (sale_returns_day_idx).
const RETURNS_DAY = { from: '2023-06-15', to: '2023-06-15' };
const RETURNS_MONTH = { from: '2023-06-01', to: '2023-06-30' };
const RETURNS = Number(process.env.BENCH_MONEY_RETURNS || 10_000);

export const moneyWanted = (only: string) => only === '' || only.startsWith('money');

const SALES = Number(process.env.BENCH_MONEY_SALES || 300_000);

/**
 * 300,000 sale headers over 2023–2024 (1 in 6 on credit, 1 in 40 annulled), their daily payment
 * rollup built by aggregation, half the credit sales collected three days later, cash-desk
 * expenses (5 a day) and admin expenses (1 every 3 days). The closing and the balance never read
 * sale lines (they read the rollups and the collection index), so no lines are generated here.
 */
export async function generateMoney(db: Db, userId: number): Promise<void> {
  const cash = await paymentTypeId(db, 'Efectivo caja', 1, 'e');
  const card = await paymentTypeId(db, 'Tarjeta caja', 0, 'c');
  await db.execute(sql`insert into clients (business_name, ci_nit, search_text) values ('Cliente caja', '1', 'cliente caja')`);
  const client = sql`(select min(id) from clients where business_name = 'Cliente caja')`;
  await db.execute(sql`insert into sales (subtotal, discount, total_sale, money_paid, change_box, total_cost, cancelled, fk_type_payment, type_pay, fk_client, fk_user, enabled, date, hour)
    select t, 0, t, t, 0, round(t * 0.7, 2), (g % 6 <> 0)::int,
           case when g % 6 = 0 then null when g % 3 = 0 then ${card}::int else ${cash}::int end,
           case when g % 6 = 0 then null when g % 3 = 0 then 'c' else 'e' end,
           case when g % 6 = 0 then ${client}::int end, ${userId}, (g % 40 <> 0)::int,
           ${START}::date + (g % 730), time '08:00' + ((g * 7) % 720) * interval '1 minute'
    from generate_series(1, ${SALES}) g cross join lateral (select (5 + (g::bigint * 7919) % 200)::numeric(12, 2) as t) v`);
  // Every other credit sale collected three days after it, in cash (as modules/cash/debt-payments.service.ts).
  // A collection is one payment of the whole balance (debt_payments, decision 0036), which the closing reads.
  await db.execute(sql`update sales set cancelled = 1, date_debt = date + 3, fk_type_payment_debt = ${cash}::int, debt_paid = total_sale, version = version + 1
    where cancelled = 0 and enabled = 1 and id % 2 = 0 and fk_client = ${client}::int`);
  await db.execute(sql`insert into debt_payments (fk_sale, amount, fk_type_payment, fk_user, date, hour)
    select id, total_sale, ${cash}::int, ${userId}, date_debt, time '12:00' from sales where date_debt is not null and fk_client = ${client}::int and total_sale > 0`);
  await db.execute(sql`insert into sales_daily_payment (day, fk_type_payment, fk_user, cancelled, total_cents, cost_cents, discount_cents, sales)
    select date, coalesce(fk_type_payment, 0), fk_user, cancelled, sum(total_sale * 100)::bigint, sum(total_cost * 100)::bigint, sum(discount * 100)::bigint, count(*)
    from sales where enabled = 1 and (fk_type_payment in (${cash}, ${card}) or (fk_type_payment is null and fk_client = ${client}::int)) group by date, coalesce(fk_type_payment, 0), fk_user, cancelled
    on conflict (day, fk_type_payment, fk_user, cancelled, slot) do update set total_cents = sales_daily_payment.total_cents + excluded.total_cents,
      cost_cents = sales_daily_payment.cost_cents + excluded.cost_cents, discount_cents = sales_daily_payment.discount_cents + excluded.discount_cents, sales = sales_daily_payment.sales + excluded.sales`);
  await db.execute(sql`insert into type_expenses (type_expense, type_expense_key) values ('Bench', 'bench')`);
  await db.execute(sql`insert into expenses (expense_cents, description, description_key, fk_user, date, hour)
    select 500 + (g * 37) % 5000, 'Gasto ' || g, 'gasto ' || g, ${userId}, ${START}::date + (g % 730), time '09:00' + (g % 600) * interval '1 minute' from generate_series(1, 730 * 5) g`);
  await db.execute(sql`insert into expenses_admin (expense_cents, description, description_key, date_expense, fk_type_expense, fk_user, date, hour)
    select 10000 + (g * 91) % 90000, 'Admin ' || g, 'admin ' || g, ${START}::date + g * 3, (select min(id) from type_expenses where type_expense_key = 'bench'), ${userId}, ${START}::date + g * 3, time '10:00'
    from generate_series(0, 243) g`);
  await generateReturns(db, userId);
  for (let pass = 0; pass < 2; pass++) {
    for (const t of ['sales', 'sales_daily_payment', 'debt_payments', 'expenses', 'expenses_admin', 'sale_returns', 'sale_returns_daily']) await db.execute(sql.raw(`vacuum analyze ${t}`));
  }
}

/**
 * RETURNS notes of clients (sale/return) spread over RETURNS_MONTH, each against one of its standing
 * sales, dated on the sale's day or up to 3 days later within the month: half refunded in cash, a
 * quarter off a debt, a quarter as saldo a favor; about a third of the money at cost back to stock
 * and a tenth written off (the trigger of migration 0060 keeps their daily rollup). The closing and
 * BALANCE read only that rollup, never the notes' lines, so none are generated.
 */
async function generateReturns(db: Db, userId: number): Promise<void> {
  await db.execute(sql`insert into sale_returns (fk_sale, fk_client, fk_user, reason, refund, amount, stock_cost, merma_cost, date, hour)
    select s.id, s.fk_client, ${userId}, 'Bench',
           case when n % 4 in (0, 1) then 'efectivo' when n % 4 = 2 then 'deuda' else 'saldo' end,
           round(s.total_sale * 0.3, 2), round(s.total_cost * 0.2, 2), round(s.total_cost * 0.1, 2),
           least(s.date + (n % 4)::int, ${RETURNS_MONTH.to}::date), time '09:00' + (n % 600) * interval '1 minute'
    from (select id, fk_client, total_sale, total_cost, date, row_number() over (order by id) as n
          from sales where enabled = 1 and date between ${RETURNS_MONTH.from} and ${RETURNS_MONTH.to}) s
    where s.n <= ${RETURNS}`);
}

/** The queries modules/cash/closing.service.ts runs (concurrently, as the service does). */
function floors(p: { from: string; to: string }) {
  const day = sql`day between ${p.from} and ${p.to}`;
  const deskList = sql`select e.id, e.expense_cents, e.description, e.date, e.hour, u.name from expenses e join users u on u.id = e.fk_user where e.date between ${p.from} and ${p.to} order by e.date, e.id`;
  const adminList = sql`select e.id, e.expense_cents, e.description, e.date_expense, e.hour, u.name, t.type_expense from expenses_admin e join users u on u.id = e.fk_user join type_expenses t on t.id = e.fk_type_expense where e.date_expense between ${p.from} and ${p.to} order by e.date_expense, e.id`;
  const types = sql`select id, type_pay, is_cash, enabled from type_payments order by id`;
  // The returns of the period, per day and refund, from their daily rollup (closing.service.ts returnsByRefund): both read them.
  const returned = sql`select day, refund, (amount_cents::numeric / 100)::numeric(14, 2)::text, (stock_cost_cents::numeric / 100)::numeric(14, 2)::text, (merma_cost_cents::numeric / 100)::numeric(14, 2)::text, returns from sale_returns_daily where day between ${p.from} and ${p.to}`;
  return {
    closing: [
      sql`select * from settings where id = 1`,
      returned,
      types,
      sql`select fk_type_payment, sum(total_cents), sum(sales) from sales_daily_payment where ${day} and fk_type_payment > 0 group by fk_type_payment`,
      sql`select fk_type_payment, sum(amount), count(*) from debt_payments where date between ${p.from} and ${p.to} group by fk_type_payment`,
      deskList,
    ],
    balance: [
      returned,
      // One scan grouped by day and type: the service folds it into per-type and per-day figures.
      sql`select day, fk_type_payment, sum(total_cents), sum(cost_cents), sum(sales) from sales_daily_payment where ${day} group by day, fk_type_payment`,
      sql`select id, type_pay from type_payments`,
      deskList,
      adminList,
    ],
  };
}

export function moneyScenarios(): Scenario[] {
  const out: Scenario[] = [];
  for (const [label, p, prefix] of [
    ['día', DAY, 'money'],
    ['mes', MONTH, 'money'],
    ['día', RETURNS_DAY, `money con ${RETURNS} devoluciones`],
    ['mes', RETURNS_MONTH, `money con ${RETURNS} devoluciones`],
  ] as const) {
    const q = `date_from=${p.from}&date_to=${p.to}`;
    const f = floors(p);
    out.push(
      { name: `${prefix} sale/cash-desk-closing ${label}`, kind: 'list', method: 'GET', path: `/api/sale/cash-desk-closing?${q}`, floor: f.closing },
      { name: `${prefix} sale/balance ${label}`, kind: 'list', method: 'GET', path: `/api/sale/balance?${q}`, floor: f.balance },
    );
  }
  // A closing is one person's action: every figure also at one connection (and its SQL floor), the
  // months with and without returns side by side in the same run.
  const single = out;
  return [...out, ...single.map((s) => ({ ...s, name: `${s.name}, 1 conexión`, connections: 1 }))];
}
