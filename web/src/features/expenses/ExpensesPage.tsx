import { useState } from 'react';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import { EXPENSE_MSG, type CreateExpenseBody, type Expense, type ExpensePage } from '@lactea/contracts';
import { useDialogs } from '../../components/dialogs/dialogsContext';
import { isStale } from '../../components/flow/useMasterDataFlow';
import type { Column } from '../../components/list/DataTable';
import { DateFilter } from '../../components/list/DateFilter';
import { numberColumn, searchedColumn } from '../../components/list/columns';
import { RegisterButton } from '../../components/list/ListHeader';
import { PagedListView } from '../../components/list/PagedListView';
import { ActionButton, EditButton } from '../../components/list/RowActions';
import { SearchField } from '../../components/list/SearchField';
import { usePagedList } from '../../components/list/usePagedList';
import { formatAmount, formatDate, formatMoney, toApiDate } from '../../lib/format';
import { isAdmin, useSession } from '../../lib/session';
import { ExpenseForm } from './ExpenseForm';
import { addExpense, deleteExpense, fetchExpensePage, updateExpense, type ExpenseFilters } from './expensesApi';

type Pane = { mode: 'list' } | { mode: 'register' } | { mode: 'edit'; row: Expense };

/**
 * /expenses GASTOS (spec 02 §2): cash-desk expenses paid from the till. The administrator filters
 * by dates (today by default) and description; a cashier sees their own of today, no filters.
 */
export default function ExpensesPage() {
  const admin = isAdmin(useSession());
  const dialogs = useDialogs();
  const today = toApiDate(new Date());
  const list = usePagedList<Expense, ExpenseFilters, ExpensePage>({
    key: 'expenses',
    fetchPage: fetchExpensePage,
    initialFilters: admin ? { date_from: today, date_to: today, search: '' } : { search: '' },
  });
  const [pane, setPane] = useState<Pane>({ mode: 'list' });
  const back = () => setPane({ mode: 'list' });

  const save = (values: CreateExpenseBody) => {
    const editing = pane.mode === 'edit' ? pane.row : null;
    return dialogs.runOperation({
      confirm: [`¿Está seguro de ${editing ? 'editar' : 'registrar'} el gasto de ${formatMoney(values.expense)}?`],
      action: () => (editing ? updateExpense({ ...values, id: editing.id, version: editing.version }) : addExpense(values)),
      success: editing ? EXPENSE_MSG.edited : EXPENSE_MSG.added,
      onDone: (row) => {
        if (editing) list.mergeRow(row);
        else list.prependRow(row);
        back();
        list.refresh();
      },
      onError: (error) => {
        if (isStale(error)) {
          back();
          list.refresh();
        }
      },
    });
  };
  const remove = (row: Expense) =>
    void dialogs.runOperation({
      confirm: [`¿Está seguro de eliminar el gasto de ${formatMoney(row.expense)}?`, row.description],
      action: () => deleteExpense(row.id),
      success: EXPENSE_MSG.deleted,
      onDone: () => {
        list.removeRow(row.id);
        list.refresh();
      },
    });

  if (pane.mode !== 'list') return <ExpenseForm editing={pane.mode === 'edit' ? pane.row : null} onBack={back} onSave={save} />;
  const columns: Column<Expense>[] = [
    numberColumn(list.rowNumber),
    searchedColumn('description', 'Descripción', list.filters.search),
    { id: 'expense', header: 'Monto', cell: (r) => formatAmount(r.expense), align: 'right', nowrap: true },
    { id: 'date', header: 'Fecha', cell: (r) => formatDate(r.date), nowrap: true },
    { id: 'hour', header: 'Hora', cell: (r) => r.hour, nowrap: true },
    { id: 'user', header: 'Usuario', cell: (r) => r.user.name },
  ];
  return (
    <PagedListView
      title="GASTOS"
      label="Gastos"
      list={list}
      columns={columns}
      headerActions={<RegisterButton onClick={() => setPane({ mode: 'register' })} />}
      filters={
        <>
          {admin && (
            <>
              <DateFilter label="Desde" value={list.filters.date_from ?? ''} onChange={(date_from) => list.setFilters({ date_from })} />
              <DateFilter label="Hasta" value={list.filters.date_to ?? ''} onChange={(date_to) => list.setFilters({ date_to })} />
              <SearchField value={list.filters.search} onSearch={(search) => list.setFilters({ search })} />
            </>
          )}
          <Typography sx={{ fontWeight: 700, alignSelf: 'center' }} aria-live="polite">
            Expresado en Bs. · Total: {formatMoney(list.answer?.total_expense ?? 0)}
          </Typography>
        </>
      }
      actions={(row) => (
        <>
          <EditButton tooltip="Editar gasto" onClick={() => setPane({ mode: 'edit', row })} />
          <ActionButton label={`Eliminar el gasto ${row.description}`} tooltip="Eliminar gasto" color="error" icon={<DeleteIcon fontSize="small" />} onClick={() => remove(row)} />
        </>
      )}
    />
  );
}
