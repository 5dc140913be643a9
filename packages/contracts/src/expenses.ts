import { z } from 'zod';
import { EDITS, editBody } from './edits.js';
import { MSG } from './messages.js';
import { withRange } from './dates.js';
import { enabledFlag, integer, money, pageParam, pagedOf, positiveId, requiredText, rowVersion, searchParam, versionField } from './fields.js';
import { dateFilter, isoDate } from './purchases.js';

/** The expense screens' text limits. */
export const TYPE_EXPENSE_MAX = 30;
export const EXPENSE_DESCRIPTION_MAX = 150;

export const EXPENSE_MSG = {
  duplicateType: (name: string) => MSG.duplicate('el tipo de gasto', name),
  typeNotFound: 'No existe el tipo de gasto',
  typeDisabled: 'El tipo de gasto está inhabilitado',
  expenseNotFound: 'No existe el gasto',
  /** A cashier ('u') changes only their own expenses of today. */
  onlyOwnToday: 'Solo puede modificar sus propios gastos de hoy',
  chooseType: 'Elija un tipo de gasto',
  addedType: 'Se registró el tipo de gasto',
  editedType: 'Se editó el tipo de gasto',
  enabledType: 'Se habilitó el tipo de gasto',
  disabledType: 'Se inhabilitó el tipo de gasto',
  added: 'Se registró el gasto',
  edited: 'Se editó el gasto',
  deleted: 'Se eliminó el gasto',
} as const;

/** An amount of money that must be above zero (an expense of Bs. 0.00 is no expense). */
export const positiveMoney = () => money().refine((v) => v !== 0, MSG.notZero);

// ---- Expense types ----
export const typeExpenseSchema = z.object({ id: z.number().int(), type_expense: z.string(), enabled: enabledFlag, version: rowVersion });
export type TypeExpense = z.infer<typeof typeExpenseSchema>;
export const typeExpenseList = z.array(typeExpenseSchema);
export const createTypeExpenseBody = z.object({ type_expense: requiredText(TYPE_EXPENSE_MAX) });
export type CreateTypeExpenseBody = z.infer<typeof createTypeExpenseBody>;
export const updateTypeExpenseBody = editBody(EDITS['PUT /api/type-expense/update'], { ...createTypeExpenseBody.shape, id: positiveId(), version: versionField() }, typeExpenseSchema);
export type UpdateTypeExpenseBody = z.infer<typeof updateTypeExpenseBody>;

// ---- Cash-desk expenses (GASTOS) ----
export const expenseSchema = z.object({
  id: z.number().int(),
  expense: z.number(),
  description: z.string(),
  date: z.string(),
  hour: z.string(),
  user: z.object({ id: z.number().int(), name: z.string() }),
  version: rowVersion,
});
export type Expense = z.infer<typeof expenseSchema>;
/** Date filters and search are the administrator's; a cashier's list is always their own today. */
export const expenseListQuery = withRange(z.object({ page: pageParam(), date_from: dateFilter(), date_to: dateFilter(), search: searchParam() }));
export type ExpenseListQuery = z.infer<typeof expenseListQuery>;
export const expensePage = pagedOf(expenseSchema).extend({ total_expense: z.number() });
export type ExpensePage = z.infer<typeof expensePage>;
export const createExpenseBody = z.object({ expense: positiveMoney(), description: requiredText(EXPENSE_DESCRIPTION_MAX, { multiline: true }) });
export type CreateExpenseBody = z.infer<typeof createExpenseBody>;
export type ExpenseFormInput = z.input<typeof createExpenseBody>;
/** Edit: the spec's fields with the version; who and when may come back as read (contracts/edits.ts). */
export const updateExpenseBody = editBody(EDITS['PUT /api/expense/update'], { ...createExpenseBody.shape, id: positiveId(), version: versionField() }, expenseSchema);
export type UpdateExpenseBody = z.infer<typeof updateExpenseBody>;

// ---- Admin expenses (GASTOS ADMIN) ----
export const expenseAdminSchema = z.object({
  id: z.number().int(),
  expense: z.number(),
  description: z.string(),
  date_expense: z.string(),
  fk_type_expense: z.number().int(),
  type_expense: z.string(),
  date: z.string(),
  hour: z.string(),
  user: z.object({ id: z.number().int(), name: z.string() }),
  version: rowVersion,
});
export type ExpenseAdmin = z.infer<typeof expenseAdminSchema>;
/** Date type: F. Registro = 1 (default), F. Gasto = 0. */
export const EXPENSE_DATE_TYPES = { 1: 'F. Registro', 0: 'F. Gasto' } as const;
const isRegister = () =>
  z.preprocess((v) => (v === undefined || v === null || v === '' ? 1 : Number(v)), z.union([z.literal(0), z.literal(1)], { error: 'Tipo de fecha inválido' }));
/** Expense type filter: 0 or absent = all. */
const typeFilter = () => z.preprocess((v) => (v === undefined || v === null || v === '' ? 0 : v), integer().refine((v) => v >= 0, 'Tipo de gasto inválido'));
export const expenseAdminListQuery = withRange(
  z.object({
    page: pageParam(),
    search: searchParam(),
    is_register: isRegister(),
    date_from: dateFilter(),
    date_to: dateFilter(),
    fk_type_expense: typeFilter(),
  }),
);
export type ExpenseAdminListQuery = z.infer<typeof expenseAdminListQuery>;
export const expenseAdminPage = pagedOf(expenseAdminSchema).extend({ total_expense: z.number() });
export type ExpenseAdminPage = z.infer<typeof expenseAdminPage>;
export const createExpenseAdminBody = z.object({
  expense: positiveMoney(),
  description: requiredText(EXPENSE_DESCRIPTION_MAX, { multiline: true }),
  date_expense: isoDate(),
  fk_type_expense: z.preprocess((v) => (v === undefined || v === null || v === '' || v === 0 ? undefined : v), positiveId().optional()).refine((v) => v !== undefined, EXPENSE_MSG.chooseType).transform((v) => v as number),
});
export type CreateExpenseAdminBody = z.infer<typeof createExpenseAdminBody>;
export type ExpenseAdminFormInput = z.input<typeof createExpenseAdminBody>;
export const updateExpenseAdminBody = editBody(
  EDITS['PUT /api/expense-admin/update'],
  { ...createExpenseAdminBody.shape, id: positiveId(), version: versionField() },
  expenseAdminSchema,
);
export type UpdateExpenseAdminBody = z.infer<typeof updateExpenseAdminBody>;
export const deletedAnswer = z.object({ id: z.number().int(), deleted: z.literal(true) });
