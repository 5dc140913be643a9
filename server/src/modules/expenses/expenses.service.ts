import { and, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import {
  EDITS,
  EXPENSE_MSG as M,
  fold,
  type CreateExpenseBody,
  type Expense,
  type ExpenseListQuery,
  type ExpensePage,
  type IdBody,
  type UpdateExpenseBody,
  toCents,
} from '@lactea/contracts';
import { expenses, users } from '../../db/schema/index.js';
import type { Executor, Tx } from '../../db/types.js';
import { actor, type Ctx } from '../../lib/context.js';
import { audit } from '../../lib/audit.js';
import { writeOnce, type WriteOptions } from '../../lib/idempotency.js';
import { AppError, notFound } from '../../lib/errors.js';
import { pagedAnswer, pageIds, pageWindow, wordsFilter, type PageWindow } from '../../lib/paging.js';
import { checkVersion, bumpVersion } from '../../lib/version.js';
import { completeEdit } from '../../lib/edit-body.js';
import { hhmmss, nowInBusiness } from './expense-rows.js';

const columns = {
  id: expenses.id,
  expenseCents: expenses.expenseCents,
  description: expenses.description,
  date: expenses.date,
  hour: expenses.hour,
  userId: expenses.fkUser,
  userName: users.name,
  version: expenses.version,
};
type Row = { id: number; expenseCents: number; description: string; date: string; hour: string; userId: number; userName: string; version: number };
const toExpense = (r: Row): Expense => ({
  id: r.id,
  expense: r.expenseCents / 100,
  description: r.description,
  date: r.date,
  hour: hhmmss(r.hour),
  user: { id: r.userId, name: r.userName },
  version: r.version,
});

/**
 * expense/list. The administrator filters by dates and description; a cashier ('u') always gets
 * their own expenses of today, whatever the query says (the screen shows them no filters).
 */
const newestFirst = [desc(expenses.date), desc(expenses.id)];

/**
 * One page of expenses, newest day first: the page's ids first, from expenses_date_id_idx (or the
 * cashier's expenses_user_date_idx), so the OFFSET steps over index entries; the user for those alone.
 */
export function expensesPage(db: Executor, filter: SQL | undefined, window: PageWindow) {
  const page = pageIds(db, expenses, expenses.id, filter, newestFirst, window);
  return db.select(columns).from(expenses).innerJoin(page, eq(page.id, expenses.id)).innerJoin(users, eq(users.id, expenses.fkUser)).orderBy(...newestFirst);
}

export async function listExpenses(ctx: Ctx, q: ExpenseListQuery): Promise<ExpensePage> {
  const user = actor(ctx);
  const where: SQL[] = [];
  if (user.category === 'a') {
    if (q.date_from) where.push(gte(expenses.date, q.date_from));
    if (q.date_to) where.push(lte(expenses.date, q.date_to));
    const words = wordsFilter(q.search, expenses.descriptionKey);
    if (words) where.push(words);
  } else {
    where.push(eq(expenses.fkUser, user.id), eq(expenses.date, nowInBusiness(ctx).date));
  }
  const filter = and(...where);
  const [rows, [sum]] = await Promise.all([
    expensesPage(ctx.db, filter, pageWindow(q.page, ctx.config.pageSize)),
    ctx.db.select({ n: sql<number>`count(*)::int`, cents: sql<string>`coalesce(sum(${expenses.expenseCents}), 0)` }).from(expenses).where(filter),
  ]);
  return { ...pagedAnswer(rows.map(toExpense), Number(sum.n), q.page, ctx.config.pageSize), total_expense: Number(sum.cents) / 100 };
}

async function readOne(tx: Tx, id: number): Promise<Row | undefined> {
  const [row] = await tx.select(columns).from(expenses).innerJoin(users, eq(users.id, expenses.fkUser)).where(eq(expenses.id, id)).for('update', { of: expenses });
  return row;
}

/** A cashier may change only their own expense of today (403 otherwise, nothing changed). */
function mayChange(ctx: Ctx, row: Row): void {
  const user = actor(ctx);
  if (user.category === 'a') return;
  if (row.userId !== user.id || row.date !== nowInBusiness(ctx).date) throw new AppError(403, [M.onlyOwnToday]);
}

/** `at`: demo data only; `key`: the Idempotency-Key (a retried add answers the first expense). */
export function addExpense(ctx: Ctx, body: CreateExpenseBody, { at, key }: WriteOptions = {}): Promise<Expense> {
  const user = actor(ctx);
  const now = nowInBusiness(ctx, at);
  return writeOnce(ctx, { key, scope: 'expense/add', body }, async (tx) => {
    const [{ id }] = await tx
      .insert(expenses)
      .values({ expenseCents: toCents(body.expense), description: body.description, descriptionKey: fold(body.description).slice(0, 150), fkUser: user.id, date: now.date, hour: now.hour })
      .returning({ id: expenses.id });
    const row = toExpense((await readOne(tx, id))!);
    await audit(tx, ctx, { action: 'add', entity: 'expense', entityId: id, after: row });
    return row;
  });
}

export function editExpense(ctx: Ctx, body: UpdateExpenseBody): Promise<Expense> {
  return ctx.db.transaction(async (tx) => {
    const found = await readOne(tx, body.id);
    if (found) mayChange(ctx, found);
    const before = toExpense(checkVersion(found, body, M.expenseNotFound));
    completeEdit(EDITS['PUT /api/expense/update'], body, before);
    await tx
      .update(expenses)
      .set({ expenseCents: toCents(body.expense), description: body.description, descriptionKey: fold(body.description).slice(0, 150), ...bumpVersion(expenses) })
      .where(eq(expenses.id, body.id));
    const after = toExpense((await readOne(tx, body.id))!);
    await audit(tx, ctx, { action: 'edit', entity: 'expense', entityId: body.id, before, after });
    return after;
  });
}

export function deleteExpense(ctx: Ctx, body: IdBody): Promise<{ id: number; deleted: true }> {
  return ctx.db.transaction(async (tx) => {
    const found = await readOne(tx, body.id);
    if (!found) throw notFound(M.expenseNotFound);
    mayChange(ctx, found);
    await tx.delete(expenses).where(eq(expenses.id, body.id));
    await audit(tx, ctx, { action: 'delete', entity: 'expense', entityId: body.id, before: toExpense(found) });
    return { id: body.id, deleted: true as const };
  });
}
