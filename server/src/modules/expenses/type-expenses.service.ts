import { asc, eq } from 'drizzle-orm';
import { EDITS, EXPENSE_MSG as M, fold, type CreateTypeExpenseBody, type TypeExpense, type UpdateTypeExpenseBody, type VersionedIdBody } from '@lactea/contracts';
import { typeExpenses } from '../../db/schema/index.js';
import type { Ctx } from '../../lib/context.js';
import { audit } from '../../lib/audit.js';
import { refuseDuplicate } from '../../lib/errors.js';
import { toggleEnabled } from '../../lib/state.js';
import { bumpVersion, checkVersion } from '../../lib/version.js';
import { completeEdit } from '../../lib/edit-body.js';

const columns = { id: typeExpenses.id, type_expense: typeExpenses.typeExpense, enabled: typeExpenses.enabled, version: typeExpenses.version };
const toTypeExpense = (r: { id: number; type_expense: string; enabled: number; version: number }): TypeExpense => ({ ...r, enabled: r.enabled as 0 | 1 });

/** Every expense type, by name (a short list: TIPO GASTOS searches it locally). */
export async function listTypeExpenses(ctx: Ctx): Promise<TypeExpense[]> {
  return (await ctx.db.select(columns).from(typeExpenses).orderBy(asc(typeExpenses.typeExpenseKey))).map(toTypeExpense);
}

export function addTypeExpense(ctx: Ctx, body: CreateTypeExpenseBody): Promise<TypeExpense> {
  return refuseDuplicate(M.duplicateType(body.type_expense), () =>
    ctx.db.transaction(async (tx) => {
      const [row] = await tx.insert(typeExpenses).values({ typeExpense: body.type_expense, typeExpenseKey: fold(body.type_expense) }).returning(columns);
      await audit(tx, ctx, { action: 'add', entity: 'type_expense', entityId: row.id, after: row });
      return toTypeExpense(row);
    }),
  );
}

export function editTypeExpense(ctx: Ctx, body: UpdateTypeExpenseBody): Promise<TypeExpense> {
  return refuseDuplicate(M.duplicateType(body.type_expense), () =>
    ctx.db.transaction(async (tx) => {
      const [found] = await tx.select(columns).from(typeExpenses).where(eq(typeExpenses.id, body.id)).for('update');
      const before = checkVersion(found, body, M.typeNotFound);
      completeEdit(EDITS['PUT /api/type-expense/update'], body, toTypeExpense(before));
      const [row] = await tx
        .update(typeExpenses)
        .set({ typeExpense: body.type_expense, typeExpenseKey: fold(body.type_expense), ...bumpVersion(typeExpenses) })
        .where(eq(typeExpenses.id, body.id))
        .returning(columns);
      await audit(tx, ctx, { action: 'edit', entity: 'type_expense', entityId: body.id, before, after: row });
      return toTypeExpense(row);
    }),
  );
}

export function changeTypeExpenseState(ctx: Ctx, body: VersionedIdBody) {
  return toggleEnabled(ctx, typeExpenses, 'type_expense', body, M.typeNotFound);
}
