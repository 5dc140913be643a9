import { typeExpenseList, typeExpenseSchema, type CreateTypeExpenseBody, type TypeExpense, type UpdateTypeExpenseBody } from '@lactea/contracts';
import { api } from '../../lib/api';
import { changeStateCall, rowCall } from '../../lib/calls';

export const listTypeExpenses = async (signal?: AbortSignal): Promise<TypeExpense[]> =>
  typeExpenseList.parse(await api.get<unknown>('type-expense/list', undefined, signal));
export const addTypeExpense = rowCall<CreateTypeExpenseBody, TypeExpense>('post', 'type-expense/add', typeExpenseSchema);
export const updateTypeExpense = rowCall<UpdateTypeExpenseBody, TypeExpense>('put', 'type-expense/update', typeExpenseSchema);
export const changeTypeExpenseState = changeStateCall('type-expense');
