import {
  createExpenseAdminBody,
  createExpenseBody,
  createTypeExpenseBody,
  deletedAnswer,
  expenseAdminListQuery,
  expenseAdminPage,
  expenseAdminSchema,
  expenseListQuery,
  expensePage,
  expenseSchema,
  idBody,
  typeExpenseList,
  typeExpenseSchema,
  updateExpenseAdminBody,
  updateExpenseBody,
  updateTypeExpenseBody,
  versionedIdBody,
  versionedStateAnswer,
} from '@lactea/contracts';
import type { App, RouteDeps } from '../../app-types.js';
import { doc, idempotentDoc } from '../../lib/route-doc.js';
import { idempotencyKeyOf } from '../../lib/idempotency.js';
import { addExpenseAdmin, deleteExpenseAdmin, editExpenseAdmin, listExpensesAdmin } from './expenses-admin.service.js';
import { addExpense, deleteExpense, editExpense, listExpenses } from './expenses.service.js';
import { addTypeExpense, changeTypeExpenseState, editTypeExpense, listTypeExpenses } from './type-expenses.service.js';

const tags = ['gastos'];

/**
 * Expense types and admin expenses are the administrator's; cash-desk expenses (GASTOS) are
 * every staff member's, a cashier limited to their own of today (checked in the service).
 */
export function expenseRoutes(app: App, { ctxOf }: RouteDeps): void {
  const admin = { access: 'admin' } as const;
  const staff = { access: 'staff' } as const;
  app.get('/api/type-expense/list', { config: admin, schema: { ...doc('typeExpense.list', 'Listar tipos de gasto'), tags, response: { 200: typeExpenseList } } }, (req) => listTypeExpenses(ctxOf(req)));
  app.post('/api/type-expense/add', { config: admin, schema: { ...doc('typeExpense.add', 'Registrar un tipo de gasto'), tags, body: createTypeExpenseBody, response: { 200: typeExpenseSchema } } }, (req) =>
    addTypeExpense(ctxOf(req), req.body),
  );
  app.put('/api/type-expense/update', { config: admin, schema: { ...doc('typeExpense.update', 'Editar un tipo de gasto', 404), tags, body: updateTypeExpenseBody, response: { 200: typeExpenseSchema } } }, (req) =>
    editTypeExpense(ctxOf(req), req.body),
  );
  app.patch('/api/type-expense/change-state', { config: admin, schema: { ...doc('typeExpense.changeState', 'Habilitar o inhabilitar un tipo de gasto', 404), tags, body: versionedIdBody, response: { 200: versionedStateAnswer } } }, (req) =>
    changeTypeExpenseState(ctxOf(req), req.body),
  );

  app.get('/api/expense/list', { config: staff, schema: { ...doc('expense.list', 'Listar gastos de caja'), tags, querystring: expenseListQuery, response: { 200: expensePage } } }, (req) => listExpenses(ctxOf(req), req.query));
  app.post('/api/expense/add', { config: staff, schema: { ...idempotentDoc('expense.add', 'Registrar un gasto de caja'), tags, body: createExpenseBody, response: { 200: expenseSchema } } }, (req) =>
    addExpense(ctxOf(req), req.body, { key: idempotencyKeyOf(req) }),
  );
  app.put('/api/expense/update', { config: staff, schema: { ...doc('expense.update', 'Editar un gasto de caja', 404), tags, body: updateExpenseBody, response: { 200: expenseSchema } } }, (req) => editExpense(ctxOf(req), req.body));
  app.delete('/api/expense/delete', { config: staff, schema: { ...doc('expense.delete', 'Eliminar un gasto de caja', 404), tags, body: idBody, response: { 200: deletedAnswer } } }, (req) => deleteExpense(ctxOf(req), req.body));

  app.get('/api/expense-admin/list', { config: admin, schema: { ...doc('expenseAdmin.list', 'Listar gastos del administrador'), tags, querystring: expenseAdminListQuery, response: { 200: expenseAdminPage } } }, (req) =>
    listExpensesAdmin(ctxOf(req), req.query),
  );
  app.post('/api/expense-admin/add', { config: admin, schema: { ...idempotentDoc('expenseAdmin.add', 'Registrar un gasto del administrador'), tags, body: createExpenseAdminBody, response: { 200: expenseAdminSchema } } }, (req) =>
    addExpenseAdmin(ctxOf(req), req.body, { key: idempotencyKeyOf(req) }),
  );
  app.put('/api/expense-admin/update', { config: admin, schema: { ...doc('expenseAdmin.update', 'Editar un gasto del administrador', 404), tags, body: updateExpenseAdminBody, response: { 200: expenseAdminSchema } } }, (req) =>
    editExpenseAdmin(ctxOf(req), req.body),
  );
  app.delete('/api/expense-admin/delete', { config: admin, schema: { ...doc('expenseAdmin.delete', 'Eliminar un gasto del administrador', 404), tags, body: idBody, response: { 200: deletedAnswer } } }, (req) =>
    deleteExpenseAdmin(ctxOf(req), req.body),
  );
}
