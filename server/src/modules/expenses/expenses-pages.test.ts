import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { expenses, expensesAdmin } from '../../db/schema/index.js';
import { rowsOf } from '../../db/types.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { tablesUnderLimit } from '../../../test/plans.js';
import { expensesAdminPage } from './expenses-admin.service.js';
import { expensesPage } from './expenses.service.js';

type Key = { id: number; day: string };
type Page = { data: { id: number }[]; total: number; current_page: number; last_page: number };

/**
 * GASTOS and GASTOS ADMIN read a page's ids from their date index first: page N must still be the
 * N-th slice of the whole list, newest day first and ties by id, computed here from the plain rows.
 */
describe('expense lists: a deep page is the same slice of the whole ordered list', () => {
  let t: TestApp;
  let admin: string;
  let adminId: number;
  const ROWS = 900;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.adminToken();
    ({ adminId } = await t.seededIds());
    const [{ id: type }] = rowsOf<{ id: number }>(await t.db.execute(sql`insert into type_expenses (type_expense, type_expense_key) values ('Varios', 'varios') returning id`));
    // 900 of each over 30 days: many share a day, so the id breaks the ties.
    await t.db.execute(sql`insert into expenses (expense_cents, description, description_key, fk_user, date, hour)
      select 100 + i, 'Gasto ' || i, 'gasto ' || i, ${adminId}::int, date '2026-01-01' + (i % 30), time '08:00' from generate_series(1, ${ROWS}::int) i`);
    await t.db.execute(sql`insert into expenses_admin (expense_cents, description, description_key, fk_user, date, hour, fk_type_expense, date_expense)
      select 100 + i, 'Gasto ' || i, 'gasto ' || i, ${adminId}::int, date '2026-01-01' + (i % 30), time '08:00', ${type}::int, date '2026-01-01' + (i * 7 % 30)
      from generate_series(1, ${ROWS}::int) i`);
  });
  afterAll(() => t.close());

  const keys = async (table: string, day: string) =>
    rowsOf<Record<string, unknown>>(await t.db.execute(sql`select id, ${sql.identifier(day)}::text as day from ${sql.identifier(table)}`))
      .map((r): Key => ({ id: Number(r.id), day: String(r.day) }))
      .sort((a, b) => (a.day < b.day ? 1 : a.day > b.day ? -1 : b.id - a.id))
      .map((k) => k.id);

  async function expectSlice(url: string, query: Record<string, string>, ids: number[], page: number) {
    const size = t.config.pageSize;
    const res = await t.call(admin, 'GET', url, { ...query, page: String(page) });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as Page;
    expect(answer.data.length).toBeGreaterThan(0);
    expect(answer.data.map((r) => r.id)).toEqual(ids.slice((page - 1) * size, page * size));
    expect(answer).toMatchObject({ total: ids.length, current_page: page, last_page: Math.ceil(ids.length / size) });
  }

  it('expense/list and expense-admin/list (by registration and by expense date): page 77 is the 77th slice', async () => {
    await expectSlice('/api/expense/list', {}, await keys('expenses', 'date'), 77);
    await expectSlice('/api/expense-admin/list', { is_register: '1' }, await keys('expenses_admin', 'date'), 77);
    await expectSlice('/api/expense-admin/list', { is_register: '0' }, await keys('expenses_admin', 'date_expense'), 77);
  });

  it('a deep page steps over index entries of the expenses alone', async () => {
    const deep = { limit: t.config.pageSize, offset: 700 };
    expect(await tablesUnderLimit(t.db, expensesPage(t.db, undefined, deep))).toEqual(['expenses']);
    expect(await tablesUnderLimit(t.db, expensesPage(t.db, eq(expenses.fkUser, adminId), deep))).toEqual(['expenses']);
    expect(await tablesUnderLimit(t.db, expensesAdminPage(t.db, expensesAdmin.date, undefined, deep))).toEqual(['expenses_admin']);
    expect(await tablesUnderLimit(t.db, expensesAdminPage(t.db, expensesAdmin.dateExpense, undefined, deep))).toEqual(['expenses_admin']);
  });
});
