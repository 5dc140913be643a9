import { deletedAnswer, expenseAdminPage, expenseAdminSchema, type CreateExpenseAdminBody, type ExpenseAdmin, type ExpenseAdminListQuery, type UpdateExpenseAdminBody } from '@lactea/contracts';
import { api } from '../../lib/api';
import { rowCall } from '../../lib/calls';

export type ExpenseAdminFilters = Omit<ExpenseAdminListQuery, 'page'>;
export const fetchExpenseAdminPage = async (params: ExpenseAdminFilters & { page: number }, signal: AbortSignal) =>
  expenseAdminPage.parse(await api.get<unknown>('expense-admin/list', { ...params }, signal));
export const addExpenseAdmin = rowCall<CreateExpenseAdminBody, ExpenseAdmin>('post', 'expense-admin/add', expenseAdminSchema);
export const updateExpenseAdmin = rowCall<UpdateExpenseAdminBody, ExpenseAdmin>('put', 'expense-admin/update', expenseAdminSchema);
export const deleteExpenseAdmin = async (id: number) => deletedAnswer.parse(await api.delete<unknown>('expense-admin/delete', { id }));
