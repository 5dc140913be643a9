import { useState, type ReactNode } from 'react';
import { useDialogs } from '../dialogs/dialogsContext';
import { EditButton, StateToggleButton } from '../list/RowActions';
import type { RowUpdates } from '../list/rowUpdates';
import { ApiError } from '../../lib/api';
import type { RowRef, StateAnswer } from '../../lib/calls';
import { scrollToTop } from '../../lib/scroll';
import { masterDataTexts, type EntityName } from './masterDataTexts';

/**
 * A master-data row: identified by its id, Habilitado (1) or Inhabilitado (0), and (when the
 * entity is versioned, docs/decisions "row versions") the version it was loaded with, which
 * every edit and change-state sends back.
 */
export interface MasterRow {
  id: number;
  enabled: 0 | 1;
  version?: number;
}

/** The id and version an edit or change-state of `row` sends (no version for an unversioned entity). */
export function refOf(row: MasterRow): RowRef & { version: number } {
  return { id: row.id, ...(row.version !== undefined && { version: row.version }) } as RowRef & { version: number };
}

/** A stale edit (another person changed the row since it was loaded): the server answers 409. */
export const isStale = (error: unknown) => error instanceof ApiError && error.status === 409;

/**
 * Which pane is on screen: the list, the register form, or a form about one row ('edit', or a
 * screen's own mode such as 'credentials' on Users or 'price' on Products).
 */
export type FlowPane<Row, Extra extends string = never> =
  | { mode: 'list' }
  | { mode: 'register' }
  | { mode: 'edit' | Extra; row: Row };

export interface MasterDataFlowOptions<Row, Values> extends EntityName {
  /** The list the answers go into (usePagedList or useFullList); refreshed after a stale edit. */
  list: Pick<RowUpdates<Row>, 'prependRow' | 'mergeRow' | 'patchRow'> & { refresh?: () => void };
  /** The name confirmations show, of a row or of the form's values (the mark's text, the user's name). */
  nameOf: (item: Row | Values) => string;
  /** The entity's change-state call (sends the row's id and version). */
  changeState: (row: RowRef) => Promise<StateAnswer>;
  /** The register call, for `save` in the register pane. */
  add?: (values: Values) => Promise<Row>;
  /** The edit call (the form's values plus the row's id and version), for `save` in an edit pane. */
  update?: (body: Values & { id: number; version: number }) => Promise<Row>;
}

/** Texts of a change other than a plain edit (credentials, price) that still merges its answer. */
export interface ChangeTexts {
  confirm: string;
  success: string;
}

/**
 * The flow every master-data screen shares: list ⇄ form panes; register, edit and
 * enable/disable through confirm → 'Realizando Operación' → success/error; then the list takes
 * the answer (new row on top with total + 1, edited row merged, new state patched) and the form
 * closes. A screen adds only its columns, its forms and its calls.
 */
export function useMasterDataFlow<Row extends MasterRow, Values = never, Extra extends string = never>(
  options: MasterDataFlowOptions<Row, Values>,
) {
  const { list, nameOf, changeState, add, update } = options;
  const dialogs = useDialogs();
  const [pane, setPane] = useState<FlowPane<Row, Extra>>({ mode: 'list' });
  const texts = masterDataTexts(options);

  const backToList = () => setPane({ mode: 'list' });
  const openRegister = () => setPane({ mode: 'register' });
  /** Scrolls up with the spec's animation, then shows the form about `row`. */
  const open = async (mode: 'edit' | Extra, row: Row) => {
    await scrollToTop();
    setPane({ mode, row });
  };

  /**
   * After a stale edit (409: someone else changed the row meanwhile) the error dialog says so; the
   * form closes and the list reloads, so the person sees the colleague's change and starts again
   * from the row as it is now.
   */
  const onStale = (error: unknown) => {
    if (!isStale(error)) return;
    backToList();
    list.refresh?.();
  };

  /** Registers: resolves with the new row, or undefined when refused or failed (the form stays). */
  const register = (name: string, action: () => Promise<Row>) =>
    dialogs.runOperation({
      confirm: [texts.confirmRegister(name)],
      action,
      success: texts.registered,
      onDone: (row) => {
        list.prependRow(row);
        backToList();
      },
    });

  /** Edits (or another change answered with the row): merges the answer and closes the form. */
  const edit = (name: string, action: () => Promise<Row>, other?: ChangeTexts) =>
    dialogs.runOperation({
      confirm: [other?.confirm ?? texts.confirmEdit(name)],
      action,
      success: other?.success ?? texts.edited,
      onDone: (row) => {
        list.mergeRow(row);
        backToList();
      },
      onError: onStale,
    });

  /** The row the open form is about; null on the list or the register form. */
  const editing = 'row' in pane ? pane.row : null;

  /** The form's submit: registers in the register pane, else edits the open row with `update`. */
  const save = (values: Values) => {
    const call = editing ? update && (() => update({ ...values, ...refOf(editing) })) : add && (() => add(values));
    if (!call) throw new Error(`useMasterDataFlow: falta la llamada ${editing ? 'update' : 'add'}`);
    return editing ? edit(nameOf(values), call) : register(nameOf(values), call);
  };

  const toggleState = (row: Row) =>
    dialogs.runOperation({
      confirm: [texts.confirmState(row.enabled, nameOf(row))],
      action: () => changeState(refOf(row)),
      success: (answer) => texts.stateChanged(answer.enabled),
      onDone: (answer) =>
        list.patchRow(row.id, { enabled: answer.enabled, ...(answer.version !== undefined && { version: answer.version }) } as Partial<Row>),
      onError: onStale,
    });

  /** The row's buttons: edit, then `extra` (e.g. 'Cambiar Credenciales'), then enable/disable. */
  const rowActions = (row: Row, extra?: ReactNode) => (
    <>
      <EditButton tooltip={`Editar ${options.entity}`} onClick={() => void open('edit', row)} />
      {extra}
      <StateToggleButton entity={options.entity} enabled={row.enabled} onClick={() => void toggleState(row)} />
    </>
  );

  return { pane, editing, texts, backToList, openRegister, open, register, edit, save, toggleState, rowActions };
}

export type MasterDataFlow<Row extends MasterRow, Values = never, Extra extends string = never> = ReturnType<
  typeof useMasterDataFlow<Row, Values, Extra>
>;
