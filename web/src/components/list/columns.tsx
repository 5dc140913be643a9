import type { Column } from './DataTable';
import { Highlight } from './Highlight';
import { StateChip } from './StateChip';

/** 'N°': the row's place in the whole list (a paged list passes its rowNumber). */
export function numberColumn<Row>(rowNumber: (index: number) => number = (index) => index + 1): Column<Row> {
  return { id: 'n', header: 'N°', cell: (_row, index) => rowNumber(index), width: 56 };
}

/** 'Estado': Habilitado / Inhabilitado. */
export function stateColumn<Row extends { enabled: number }>(): Column<Row> {
  return { id: 'enabled', header: 'Estado', cell: (row) => <StateChip enabled={row.enabled} />, width: 120 };
}

/**
 * A text column of `key` with the searched words marked; a blank value shows `empty` (products:
 * 'S/C' for no barcode, 'S/D' for no description).
 */
export function searchedColumn<Row, K extends keyof Row & string>(
  key: K,
  header: string,
  query: string,
  { empty = '', nowrap, maxWidth }: { empty?: string; nowrap?: boolean; maxWidth?: number } = {},
): Column<Row> {
  return {
    id: key,
    header,
    nowrap,
    maxWidth,
    text: (row) => row[key] as unknown as string | null | undefined,
    cell: (row) => {
      const text = row[key] as unknown as string | null | undefined;
      return text ? <Highlight text={text} query={query} /> : empty;
    },
  };
}

/**
 * 'Usuario': who did it. Wide enough for 'Administrador' on one line (it wrapped
 * 'Administrado r' in the lists at 1280 px); longer names take two lines.
 */
export function userColumn<Row>(name: (row: Row) => string): Column<Row> {
  return { id: 'user', header: 'Usuario', cell: name, minWidth: 112 };
}

/**
 * A date and time on one line ('29/11/2026 09:10:27'): wide enough for the whole of it (the default
 * one-line width cut it to '29/11/2026 09:…' at 1280 px).
 */
export function dateTimeColumn<Row>(id: string, header: string, text: (row: Row) => string): Column<Row> {
  return { id, header, cell: text, nowrap: true, maxWidth: 170 };
}
