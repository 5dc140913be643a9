import { useEffect } from 'react';
import { useDialogs } from '../dialogs/dialogsContext';

export type RowId = string | number;

/** The local changes a list takes after a successful operation, without asking the server again. */
export interface RowUpdates<Row> {
  /** After a registration: the new row on top, total + 1. */
  prependRow: (row: Row) => void;
  /** After an edit: the answer merged into the row with the same id. */
  mergeRow: (row: Row) => void;
  /** After a change-state or a price update: some fields of one row. */
  patchRow: (id: RowId, patch: Partial<Row>) => void;
  /** After an annulment or deletion: the row leaves, total − 1. */
  removeRow: (id: RowId) => void;
}

export const defaultRowId = (row: unknown): RowId => (row as { id: RowId }).id;

/**
 * The four updates of any list (paged or not), given how to apply a change to the rows on screen
 * and by how much the total moves.
 */
export function rowUpdates<Row>(
  getRowId: (row: Row) => RowId,
  apply: (change: (rows: Row[]) => Row[], totalDelta: number) => void,
): RowUpdates<Row> {
  return {
    prependRow: (row) => apply((rows) => [row, ...rows], 1),
    mergeRow: (row) => apply((rows) => rows.map((item) => (getRowId(item) === getRowId(row) ? { ...item, ...row } : item)), 0),
    patchRow: (id, patch) => apply((rows) => rows.map((item) => (getRowId(item) === id ? { ...item, ...patch } : item)), 0),
    removeRow: (id) => apply((rows) => rows.filter((item) => getRowId(item) !== id), -1),
  };
}

/** A list query's failure opens the error dialog (each new failure once). */
export function useQueryErrorDialog(query: { error: unknown; errorUpdatedAt: number }): void {
  const { showError } = useDialogs();
  const { error, errorUpdatedAt } = query;
  useEffect(() => {
    if (error) void showError(error);
  }, [error, errorUpdatedAt, showError]);
}
