import { useState } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import { EXPENSE_MSG } from '@lactea/contracts';
import { useDialogs } from '../dialogs/dialogsContext';
import { isStale } from '../flow/useMasterDataFlow';
import { ActionButton, EditButton } from '../list/RowActions';
import type { PagedList } from '../list/usePagedList';
import { formatMoney } from '../../lib/format';
import { useSubmissionKey } from '../../lib/idempotencyKey';

interface ExpenseRow {
  id: number;
  version: number;
  expense: number;
  description: string;
}

export type ExpensePane<Row> = { mode: 'list' } | { mode: 'register' } | { mode: 'edit'; row: Row };

interface ExpenseCalls<Row, Body> {
  /** `key`: the form submission's Idempotency-Key (a retried register never records twice). */
  add: (body: Body, key: string) => Promise<Row>;
  update: (body: Body & { id: number; version: number }) => Promise<Row>;
  remove: (id: number) => Promise<unknown>;
}

/**
 * GASTOS and GASTOS ADMIN alike: list ⇄ form panes, register / edit ('¿Está seguro de
 * registrar el gasto de Bs. 10,50?', a stale version goes back to the list, read again) and delete,
 * and the row's edit / delete buttons. Only the calls and the form differ between the two screens.
 */
export function useExpenseEditing<Row extends ExpenseRow, Body extends { expense: number }>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  list: PagedList<Row, any, any>,
  calls: ExpenseCalls<Row, Body>,
) {
  const dialogs = useDialogs();
  const [pane, setPane] = useState<ExpensePane<Row>>({ mode: 'list' });
  const back = () => setPane({ mode: 'list' });
  const editing = pane.mode === 'edit' ? pane.row : null;
  const submission = useSubmissionKey();

  const save = (values: Body) =>
    dialogs.runOperation({
      confirm: [`¿Está seguro de ${editing ? 'editar' : 'registrar'} el gasto de ${formatMoney(values.expense)}?`],
      action: () => (editing ? calls.update({ ...values, id: editing.id, version: editing.version }) : calls.add(values, submission.get())),
      success: editing ? EXPENSE_MSG.edited : EXPENSE_MSG.added,
      onDone: (row) => {
        submission.renew();
        if (editing) list.mergeRow(row);
        else list.prependRow(row);
        back();
        list.refresh();
      },
      onError: (error) => {
        submission.renewAfterConflict(error);
        if (isStale(error)) {
          back();
          list.refresh();
        }
      },
    });
  const remove = (row: Row) =>
    void dialogs.runOperation({
      confirm: [`¿Está seguro de eliminar el gasto de ${formatMoney(row.expense)}?`, row.description],
      action: () => calls.remove(row.id),
      success: EXPENSE_MSG.deleted,
      onDone: () => {
        list.removeRow(row.id);
        list.refresh();
      },
    });
  const rowActions = (row: Row) => (
    <>
      <EditButton tooltip="Editar gasto" onClick={() => setPane({ mode: 'edit', row })} />
      <ActionButton label={`Eliminar el gasto ${row.description}`} tooltip="Eliminar gasto" color="error" icon={<DeleteIcon fontSize="small" />} onClick={() => remove(row)} />
    </>
  );
  // A register form opened anew is a new submission: a new key.
  const openRegister = () => {
    submission.renew();
    setPane({ mode: 'register' });
  };
  return { pane, editing, back, save, rowActions, openRegister };
}
