import { typeExpenseSchema, type CreateTypeExpenseBody, type TypeExpense, type UpdateTypeExpenseBody } from '@lactea/contracts';
import { changeStateCall, rowCall } from '../../lib/calls';

export const addTypeExpense = rowCall<CreateTypeExpenseBody, TypeExpense>('post', 'type-expense/add', typeExpenseSchema);
export const updateTypeExpense = rowCall<UpdateTypeExpenseBody, TypeExpense>('put', 'type-expense/update', typeExpenseSchema);
export const changeTypeExpenseState = changeStateCall('type-expense');
