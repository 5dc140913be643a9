import type { Expense, ExpensePage } from '@lactea/contracts';
import type { Column } from '../../components/list/DataTable';
import { DateFilter } from '../../components/list/DateFilter';
import { numberColumn, searchedColumn, userColumn } from '../../components/list/columns';
import { RegisterButton } from '../../components/list/ListHeader';
import { PagedListView } from '../../components/list/PagedListView';
import { SearchField } from '../../components/list/SearchField';
import { usePagedList } from '../../components/list/usePagedList';
import { ReportTotals } from '../../components/report/ReportPane';
import { formatAmount, formatDate } from '../../lib/format';
import { isAdmin, useSession } from '../../lib/session';
import { ExpenseForm } from './ExpenseForm';
import { useExpenseEditing } from '../../components/expenses/useExpenseEditing';
import { addExpense, deleteExpense, fetchExpensePage, updateExpense, type ExpenseFilters } from './expensesApi';
import { businessToday } from '../../lib/shopTime';

/**
 * /expenses GASTOS: cash-desk expenses paid from the till. The administrator filters
 * by dates (today by default) and description; a cashier sees their own of today, no filters.
 */
export default function ExpensesPage() {
  const admin = isAdmin(useSession());
  const today = businessToday();
  const list = usePagedList<Expense, ExpenseFilters, ExpensePage>({
    key: 'expenses',
    fetchPage: fetchExpensePage,
    initialFilters: admin ? { date_from: today, date_to: today, search: '' } : { search: '' },
  });
  const editor = useExpenseEditing(list, { add: addExpense, update: updateExpense, remove: deleteExpense });

  if (editor.pane.mode !== 'list') return <ExpenseForm editing={editor.editing} onBack={editor.back} onSave={editor.save} />;
  const columns: Column<Expense>[] = [
    numberColumn(list.rowNumber),
    searchedColumn('description', 'Descripción', list.filters.search),
    { id: 'expense', header: 'Monto', cell: (r) => formatAmount(r.expense), align: 'right', nowrap: true },
    { id: 'date', header: 'Fecha', cell: (r) => formatDate(r.date), nowrap: true },
    { id: 'hour', header: 'Hora', cell: (r) => r.hour, nowrap: true },
    userColumn((r) => r.user.name),
  ];
  return (
    <PagedListView
      title="GASTOS"
      label="Gastos"
      list={list}
      columns={columns}
      headerActions={<RegisterButton onClick={editor.openRegister} />}
      filters={
        <>
          {admin && (
            <>
              <DateFilter label="Desde" value={list.filters.date_from ?? ''} onChange={(date_from) => list.setFilters({ date_from })} />
              <DateFilter label="Hasta" value={list.filters.date_to ?? ''} onChange={(date_to) => list.setFilters({ date_to })} />
              <SearchField value={list.filters.search} onSearch={(search) => list.setFilters({ search })} />
            </>
          )}
          <ReportTotals loaded={Boolean(list.answer)} totals={[{ label: 'Total', value: list.answer?.total_expense }]} />
        </>
      }
      actions={editor.rowActions}
    />
  );
}
