import { useState } from 'react';
import { createTypeExpenseBody, fold, TYPE_EXPENSE_MAX, type CreateTypeExpenseBody, type TypeExpense } from '@lactea/contracts';
import { useMasterDataFlow } from '../../components/flow/useMasterDataFlow';
import { FormPanel } from '../../components/form/FormPanel';
import { FormTextField } from '../../components/form/FormTextField';
import { useSchemaForm } from '../../components/form/useSchemaForm';
import type { Column } from '../../components/list/DataTable';
import { numberColumn, searchedColumn, stateColumn } from '../../components/list/columns';
import { RegisterButton } from '../../components/list/ListHeader';
import { PagedListView } from '../../components/list/PagedListView';
import { SearchField } from '../../components/list/SearchField';
import { useFullList } from '../../components/list/useFullList';
import { listTypeExpenses } from '../../lib/sharedLists';
import { addTypeExpense, changeTypeExpenseState, updateTypeExpense } from './typeExpensesApi';

function TypeExpenseForm({ editing, onBack, onSave }: { editing: TypeExpense | null; onBack: () => void; onSave: (v: CreateTypeExpenseBody) => Promise<unknown> }) {
  const form = useSchemaForm<{ type_expense: string }, CreateTypeExpenseBody>(createTypeExpenseBody, { type_expense: editing?.type_expense ?? '' });
  return (
    <FormPanel mode={editing ? 'edit' : 'register'} onBack={onBack} onSubmit={form.submit(onSave)}>
      <FormTextField control={form.control} name="type_expense" label="Tipo Gasto" max={TYPE_EXPENSE_MAX} autoFocus />
    </FormPanel>
  );
}

/** /type-expenses TIPO GASTOS: the whole list searched locally; register, edit, enable/disable. */
export default function TypeExpensesPage() {
  const list = useFullList<TypeExpense>({ key: 'type-expenses', fetchAll: listTypeExpenses });
  const [search, setSearch] = useState('');
  const flow = useMasterDataFlow<TypeExpense, CreateTypeExpenseBody>({
    entity: 'tipo de gasto',
    article: 'el',
    list,
    nameOf: (item) => item.type_expense,
    changeState: changeTypeExpenseState,
    add: addTypeExpense,
    update: updateTypeExpense,
  });
  if (flow.pane.mode !== 'list') return <TypeExpenseForm editing={flow.editing} onBack={flow.backToList} onSave={flow.save} />;
  const rows = list.rows.filter((r) => !search || fold(r.type_expense).includes(fold(search)));
  const columns: Column<TypeExpense>[] = [numberColumn(), searchedColumn('type_expense', 'Tipo Gasto', search), stateColumn()];
  return (
    <PagedListView
      title="TIPO GASTOS"
      label="Tipos de gasto"
      list={{ ...list, rows, total: rows.length }}
      columns={columns}
      headerActions={<RegisterButton onClick={flow.openRegister} />}
      filters={<SearchField value={search} onSearch={setSearch} delayMs={0} />}
      actions={(row) => flow.rowActions(row)}
    />
  );
}
