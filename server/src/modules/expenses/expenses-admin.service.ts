import { and, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import {
  EDITS,
  EXPENSE_MSG as M,
  FIELD_LABELS,
  fold,
  futureDayRefusal,
  type CreateExpenseAdminBody,
  type ExpenseAdmin,
  type ExpenseAdminListQuery,
  type ExpenseAdminPage,
  type IdBody,
  type UpdateExpenseAdminBody,
  toCents,
} from '@lactea/contracts';
import { expensesAdmin, typeExpenses, users } from '../../db/schema/index.js';
import type { Executor, Tx } from '../../db/types.js';
import { actor, type Ctx } from '../../lib/context.js';
import { audit } from '../../lib/audit.js';
import { writeOnce, type WriteOptions } from '../../lib/idempotency.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { pagedAnswer, pageIds, pageWindow, wordsFilter, type PageWindow } from '../../lib/paging.js';
import { bumpVersion, checkVersion } from '../../lib/version.js';
import { completeEdit } from '../../lib/edit-body.js';
import { hhmmss, nowInBusiness } from './expense-rows.js';

const columns = {
  id: expensesAdmin.id,
  expenseCents: expensesAdmin.expenseCents,
  description: expensesAdmin.description,
  dateExpense: expensesAdmin.dateExpense,
  fkTypeExpense: expensesAdmin.fkTypeExpense,
  typeExpense: typeExpenses.typeExpense,
  date: expensesAdmin.date,
  hour: expensesAdmin.hour,
  userId: expensesAdmin.fkUser,
  userName: users.name,
  version: expensesAdmin.version,
};
type Row = { id: number; expenseCents: number; description: string; dateExpense: string; fkTypeExpense: number; typeExpense: string; date: string; hour: string; userId: number; userName: string; version: number };
const toExpenseAdmin = (r: Row): ExpenseAdmin => ({
  id: r.id,
  expense: r.expenseCents / 100,
  description: r.description,
  date_expense: r.dateExpense,
  fk_type_expense: r.fkTypeExpense,
  type_expense: r.typeExpense,
  date: r.date,
  hour: hhmmss(r.hour),
  user: { id: r.userId, name: r.userName },
  version: r.version,
});

/** expense-admin/list: dates on registration (is_register 1) or on the expense date (0). */
/**
 * One page of admin expenses, newest `dateCol` first: the page's ids first, from that date's index
 * with the id (expenses_admin_date_idx, expenses_admin_date_expense_id_idx), so the OFFSET steps over
 * index entries; user and expense type for those alone.
 */
export function expensesAdminPage(db: Executor, dateCol: typeof expensesAdmin.date | typeof expensesAdmin.dateExpense, filter: SQL | undefined, window: PageWindow) {
  const order = [desc(dateCol), desc(expensesAdmin.id)];
  const page = pageIds(db, expensesAdmin, expensesAdmin.id, filter, order, window);
  return db
    .select(columns)
    .from(expensesAdmin)
    .innerJoin(page, eq(page.id, expensesAdmin.id))
    .innerJoin(users, eq(users.id, expensesAdmin.fkUser))
    .innerJoin(typeExpenses, eq(typeExpenses.id, expensesAdmin.fkTypeExpense))
    .orderBy(...order);
}

export async function listExpensesAdmin(ctx: Ctx, q: ExpenseAdminListQuery): Promise<ExpenseAdminPage> {
  const dateCol = q.is_register === 1 ? expensesAdmin.date : expensesAdmin.dateExpense;
  const where: SQL[] = [];
  if (q.date_from) where.push(gte(dateCol, q.date_from));
  if (q.date_to) where.push(lte(dateCol, q.date_to));
  if (q.fk_type_expense) where.push(eq(expensesAdmin.fkTypeExpense, q.fk_type_expense));
  const words = wordsFilter(q.search, expensesAdmin.descriptionKey);
  if (words) where.push(words);
  const filter = and(...where);
  const [rows, [sum]] = await Promise.all([
    expensesAdminPage(ctx.db, dateCol, filter, pageWindow(q.page, ctx.config.pageSize)),
    ctx.db.select({ n: sql<number>`count(*)::int`, cents: sql<string>`coalesce(sum(${expensesAdmin.expenseCents}), 0)` }).from(expensesAdmin).where(filter),
  ]);
  return { ...pagedAnswer(rows.map(toExpenseAdmin), Number(sum.n), q.page, ctx.config.pageSize), total_expense: Number(sum.cents) / 100 };
}

async function readOne(tx: Tx, id: number): Promise<Row | undefined> {
  const [row] = await tx
    .select(columns)
    .from(expensesAdmin)
    .innerJoin(users, eq(users.id, expensesAdmin.fkUser))
    .innerJoin(typeExpenses, eq(typeExpenses.id, expensesAdmin.fkTypeExpense))
    .where(eq(expensesAdmin.id, id))
    .for('update', { of: expensesAdmin });
  return row;
}

/** The type must exist; a new expense (or a changed type) must also be an enabled one. */
async function checkType(tx: Tx, id: number, mustBeEnabled: boolean): Promise<void> {
  const [type] = await tx.select({ enabled: typeExpenses.enabled }).from(typeExpenses).where(eq(typeExpenses.id, id));
  if (!type) throw badRequest(M.typeNotFound);
  if (mustBeEnabled && type.enabled !== 1) throw badRequest(M.typeDisabled);
}

/** An expense is money already spent: its day is today or before. */
function refuseFutureDay(body: CreateExpenseAdminBody, today: string): void {
  const future = futureDayRefusal(body.date_expense, today, FIELD_LABELS.date_expense);
  if (future) throw badRequest(future);
}

const stored = (body: CreateExpenseAdminBody) => ({
  expenseCents: toCents(body.expense),
  description: body.description,
  descriptionKey: fold(body.description).slice(0, 150),
  dateExpense: body.date_expense,
  fkTypeExpense: body.fk_type_expense,
});

/** `at`: demo data only; `key`: the Idempotency-Key (a retried add answers the first expense). */
export function addExpenseAdmin(ctx: Ctx, body: CreateExpenseAdminBody, { at, key }: WriteOptions = {}): Promise<ExpenseAdmin> {
  const user = actor(ctx);
  const now = nowInBusiness(ctx, at);
  return writeOnce(ctx, { key, scope: 'expense-admin/add', body }, async (tx) => {
    refuseFutureDay(body, now.date);
    await checkType(tx, body.fk_type_expense, true);
    const [{ id }] = await tx.insert(expensesAdmin).values({ ...stored(body), fkUser: user.id, date: now.date, hour: now.hour }).returning({ id: expensesAdmin.id });
    const row = toExpenseAdmin((await readOne(tx, id))!);
    await audit(tx, ctx, { action: 'add', entity: 'expense_admin', entityId: id, after: row });
    return row;
  });
}

export function editExpenseAdmin(ctx: Ctx, body: UpdateExpenseAdminBody): Promise<ExpenseAdmin> {
  return ctx.db.transaction(async (tx) => {
    const found = await readOne(tx, body.id);
    const before = toExpenseAdmin(checkVersion(found, body, M.expenseNotFound));
    completeEdit(EDITS['PUT /api/expense-admin/update'], body, before);
    refuseFutureDay(body, nowInBusiness(ctx).date);
    await checkType(tx, body.fk_type_expense, body.fk_type_expense !== before.fk_type_expense);
    await tx.update(expensesAdmin).set({ ...stored(body), ...bumpVersion(expensesAdmin) }).where(eq(expensesAdmin.id, body.id));
    const after = toExpenseAdmin((await readOne(tx, body.id))!);
    await audit(tx, ctx, { action: 'edit', entity: 'expense_admin', entityId: body.id, before, after });
    return after;
  });
}

export function deleteExpenseAdmin(ctx: Ctx, body: IdBody): Promise<{ id: number; deleted: true }> {
  return ctx.db.transaction(async (tx) => {
    const found = await readOne(tx, body.id);
    if (!found) throw notFound(M.expenseNotFound);
    await tx.delete(expensesAdmin).where(eq(expensesAdmin.id, body.id));
    await audit(tx, ctx, { action: 'delete', entity: 'expense_admin', entityId: body.id, before: toExpenseAdmin(found) });
    return { id: body.id, deleted: true as const };
  });
}
