import { useQuery } from '@tanstack/react-query';
import { EXPENSE_DATE_TYPES, type ExpenseAdmin, type ExpenseAdminPage } from '@lactea/contracts';
import type { Column } from '../../components/list/DataTable';
import { DateFilter } from '../../components/list/DateFilter';
import { numberColumn, searchedColumn, userColumn } from '../../components/list/columns';
import { RegisterButton } from '../../components/list/ListHeader';
import { OptionFilter } from '../../components/list/OptionFilter';
import { PagedListView } from '../../components/list/PagedListView';
import { SearchField } from '../../components/list/SearchField';
import { usePagedList } from '../../components/list/usePagedList';
import { ReportTotals } from '../../components/report/ReportPane';
import { formatAmount, formatDate } from '../../lib/format';
import { listTypeExpenses } from '../../lib/sharedLists';
import { useExpenseEditing } from '../../components/expenses/useExpenseEditing';
import { ExpenseAdminForm } from './ExpenseAdminForm';
import { addExpenseAdmin, deleteExpenseAdmin, fetchExpenseAdminPage, updateExpenseAdmin, type ExpenseAdminFilters } from './expensesAdminApi';
import { businessToday } from '../../lib/shopTime';

const DATE_TYPES = [
  { value: 1, label: EXPENSE_DATE_TYPES[1] },
  { value: 0, label: EXPENSE_DATE_TYPES[0] },
];

/** /expenses-admin GASTOS ADMIN: expenses not paid from the till; in the balance, never in the closing. */
export default function ExpensesAdminPage() {
  const today = businessToday();
  const types = useQuery({ queryKey: ['type-expenses'], queryFn: ({ signal }) => listTypeExpenses(signal), staleTime: 30_000 });
  const list = usePagedList<ExpenseAdmin, ExpenseAdminFilters, ExpenseAdminPage>({
    key: 'expenses-admin',
    fetchPage: fetchExpenseAdminPage,
    initialFilters: { is_register: 1, fk_type_expense: 0, date_from: today, date_to: today, search: '' },
  });
  const editor = useExpenseEditing(list, { add: addExpenseAdmin, update: updateExpenseAdmin, remove: deleteExpenseAdmin });

  if (editor.pane.mode !== 'list') {
    return <ExpenseAdminForm editing={editor.editing} types={types.data ?? []} today={today} onBack={editor.back} onSave={editor.save} />;
  }
  const typeOptions = [{ value: 0, label: 'Todos' }, ...(types.data ?? []).map((t) => ({ value: t.id, label: t.type_expense }))];
  const columns: Column<ExpenseAdmin>[] = [
    numberColumn(list.rowNumber),
    searchedColumn('description', 'Descripción', list.filters.search),
    { id: 'expense', header: 'Monto', cell: (r) => formatAmount(r.expense), align: 'right', nowrap: true },
    { id: 'type', header: 'Tipo Gasto', cell: (r) => r.type_expense },
    { id: 'date_expense', header: 'F. Gasto', cell: (r) => formatDate(r.date_expense), nowrap: true },
    { id: 'date', header: 'F. Registro', cell: (r) => `${formatDate(r.date)} ${r.hour}` },
    userColumn((r) => r.user.name),
  ];
  return (
    <PagedListView
      title="GASTOS ADMIN"
      label="Gastos administrativos"
      list={list}
      columns={columns}
      headerActions={<RegisterButton onClick={editor.openRegister} />}
      filters={
        <>
          <OptionFilter label="Tipo de fecha" value={list.filters.is_register} options={DATE_TYPES} onChange={(v) => list.setFilters({ is_register: v as 0 | 1 })} />
          <OptionFilter label="Tipo de Gasto" value={list.filters.fk_type_expense} options={typeOptions} onChange={(v) => list.setFilters({ fk_type_expense: v })} />
          <DateFilter label="Desde" value={list.filters.date_from ?? ''} onChange={(date_from) => list.setFilters({ date_from })} />
          <DateFilter label="Hasta" value={list.filters.date_to ?? ''} onChange={(date_to) => list.setFilters({ date_to })} />
          <SearchField value={list.filters.search} onSearch={(search) => list.setFilters({ search })} />
          <ReportTotals loaded={Boolean(list.answer)} totals={[{ label: 'Total', value: list.answer?.total_expense }]} />
        </>
      }
      actions={editor.rowActions}
    />
  );
}
