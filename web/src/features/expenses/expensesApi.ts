import { deletedAnswer, expensePage, expenseSchema, type CreateExpenseBody, type Expense, type ExpenseListQuery, type UpdateExpenseBody } from '@lactea/contracts';
import { api } from '../../lib/api';
import { rowCall } from '../../lib/calls';

export type ExpenseFilters = Omit<ExpenseListQuery, 'page'>;
export const fetchExpensePage = async (params: ExpenseFilters & { page: number }, signal: AbortSignal) =>
  expensePage.parse(await api.get<unknown>('expense/list', { ...params }, signal));
export const addExpense = rowCall<CreateExpenseBody, Expense>('post', 'expense/add', expenseSchema);
export const updateExpense = rowCall<UpdateExpenseBody, Expense>('put', 'expense/update', expenseSchema);
export const deleteExpense = async (id: number) => deletedAnswer.parse(await api.delete<unknown>('expense/delete', { id }));
