import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import { EXPENSE_DATE_TYPES, EXPENSE_MSG, type CreateExpenseAdminBody, type ExpenseAdmin, type ExpenseAdminPage } from '@lactea/contracts';
import { useDialogs } from '../../components/dialogs/dialogsContext';
import { isStale } from '../../components/flow/useMasterDataFlow';
import type { Column } from '../../components/list/DataTable';
import { DateFilter } from '../../components/list/DateFilter';
import { numberColumn, searchedColumn } from '../../components/list/columns';
import { RegisterButton } from '../../components/list/ListHeader';
import { OptionFilter } from '../../components/list/OptionFilter';
import { PagedListView } from '../../components/list/PagedListView';
import { ActionButton, EditButton } from '../../components/list/RowActions';
import { SearchField } from '../../components/list/SearchField';
import { usePagedList } from '../../components/list/usePagedList';
import { formatAmount, formatDate, formatMoney, toApiDate } from '../../lib/format';
import { listTypeExpenses } from '../expense-types/typeExpensesApi';
import { ExpenseAdminForm } from './ExpenseAdminForm';
import { addExpenseAdmin, deleteExpenseAdmin, fetchExpenseAdminPage, updateExpenseAdmin, type ExpenseAdminFilters } from './expensesAdminApi';

type Pane = { mode: 'list' } | { mode: 'register' } | { mode: 'edit'; row: ExpenseAdmin };
const DATE_TYPES = [
  { value: 1, label: EXPENSE_DATE_TYPES[1] },
  { value: 0, label: EXPENSE_DATE_TYPES[0] },
];

/** /expenses-admin GASTOS ADMIN (spec 02 §2): expenses not paid from the till; in the balance, never in the closing. */
export default function ExpensesAdminPage() {
  const dialogs = useDialogs();
  const today = toApiDate(new Date());
  const types = useQuery({ queryKey: ['type-expenses'], queryFn: ({ signal }) => listTypeExpenses(signal), staleTime: 30_000 });
  const list = usePagedList<ExpenseAdmin, ExpenseAdminFilters, ExpenseAdminPage>({
    key: 'expenses-admin',
    fetchPage: fetchExpenseAdminPage,
    initialFilters: { is_register: 1, fk_type_expense: 0, date_from: today, date_to: today, search: '' },
  });
  const [pane, setPane] = useState<Pane>({ mode: 'list' });
  const back = () => setPane({ mode: 'list' });
  const save = (values: CreateExpenseAdminBody) => {
    const editing = pane.mode === 'edit' ? pane.row : null;
    return dialogs.runOperation({
      confirm: [`¿Está seguro de ${editing ? 'editar' : 'registrar'} el gasto de ${formatMoney(values.expense)}?`],
      action: () => (editing ? updateExpenseAdmin({ ...values, id: editing.id, version: editing.version }) : addExpenseAdmin(values)),
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
  const remove = (row: ExpenseAdmin) =>
    void dialogs.runOperation({
      confirm: [`¿Está seguro de eliminar el gasto de ${formatMoney(row.expense)}?`, row.description],
      action: () => deleteExpenseAdmin(row.id),
      success: EXPENSE_MSG.deleted,
      onDone: () => {
        list.removeRow(row.id);
        list.refresh();
      },
    });

  if (pane.mode !== 'list') {
    return <ExpenseAdminForm editing={pane.mode === 'edit' ? pane.row : null} types={types.data ?? []} today={today} onBack={back} onSave={save} />;
  }
  const typeOptions = [{ value: 0, label: 'Todos' }, ...(types.data ?? []).map((t) => ({ value: t.id, label: t.type_expense }))];
  const columns: Column<ExpenseAdmin>[] = [
    numberColumn(list.rowNumber),
    searchedColumn('description', 'Descripción', list.filters.search),
    { id: 'expense', header: 'Monto', cell: (r) => formatAmount(r.expense), align: 'right', nowrap: true },
    { id: 'type', header: 'Tipo Gasto', cell: (r) => r.type_expense },
    { id: 'date_expense', header: 'F. Gasto', cell: (r) => formatDate(r.date_expense), nowrap: true },
    { id: 'date', header: 'F. Registro', cell: (r) => `${formatDate(r.date)} ${r.hour}` },
    { id: 'user', header: 'Usuario', cell: (r) => r.user.name },
  ];
  return (
    <PagedListView
      title="GASTOS ADMIN"
      label="Gastos administrativos"
      list={list}
      columns={columns}
      headerActions={<RegisterButton onClick={() => setPane({ mode: 'register' })} />}
      filters={
        <>
          <OptionFilter label="Tipo de fecha" value={list.filters.is_register} options={DATE_TYPES} onChange={(v) => list.setFilters({ is_register: v as 0 | 1 })} />
          <OptionFilter label="Tipo de Gasto" value={list.filters.fk_type_expense} options={typeOptions} onChange={(v) => list.setFilters({ fk_type_expense: v })} />
          <DateFilter label="Desde" value={list.filters.date_from ?? ''} onChange={(date_from) => list.setFilters({ date_from })} />
          <DateFilter label="Hasta" value={list.filters.date_to ?? ''} onChange={(date_to) => list.setFilters({ date_to })} />
          <SearchField value={list.filters.search} onSearch={(search) => list.setFilters({ search })} />
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
