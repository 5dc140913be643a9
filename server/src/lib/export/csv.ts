import { Readable } from 'node:stream';
import { quantityCell } from '@lactea/contracts';
import { dayMonthYear, Totals, type ExportColumn, type ExportSpec } from './columns.js';

/** Excel in Spanish splits on ';' (its list separator) and reads ',' as the decimal mark. */
export const CSV_SEPARATOR = ';';

type Cell = string | number | null;

/** Money as Excel in Spanish reads a number: decimal comma, no thousands mark ('-0,55', '4772,50'). */
export function csvMoney(v: string | number): string {
  return Number(v).toFixed(2).replace('.', ',');
}

/**
 * One RFC 4180 field, quoted when it holds the separator, a quote or a line break. Only text is
 * guarded against formulas: a leading =, +, -, @ would run when the file is opened in a
 * spreadsheet, so such text gets a leading '. Numbers (money, counts) are written as numbers.
 */
export function csvField(v: Cell, kind: ExportColumn<unknown>['kind'] = 'text'): string {
  if (v === null) return '';
  const s = kind === 'money' ? csvMoney(v) : kind === 'quantity' ? quantityCell(v) : String(v);
  const safe = kind === 'text' && typeof v === 'string' && /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
  return /[";\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * The CSV body as a stream, as Excel in Spanish opens it (docs/decisions/0026-csv-for-spanish-excel.md):
 * UTF-8 with BOM (so it reads the accents), ';' separator, money with decimal comma and 2 decimals,
 * dates dd/mm/aaaa, a final TOTAL line. Rows are pulled from `spec.rows` only as fast as the reader
 * takes them.
 */
export function csvStream<Row>(spec: ExportSpec<Row>): Readable {
  const totals = new Totals(spec.columns);
  const kinds = spec.columns.map((c) => c.kind);
  const line = (cells: Cell[], asText = false) =>
    `${cells.map((v, i) => csvField(v, asText ? 'text' : kinds[i])).join(CSV_SEPARATOR)}\r\n`;
  const format = (row: Row): Cell[] =>
    spec.columns.map((c) => {
      const v = c.value(row);
      return v !== null && c.kind === 'date' ? dayMonthYear(String(v)) : v;
    });
  async function* lines() {
    yield `\uFEFF${line(spec.columns.map((c) => (c.kind === 'money' ? `${c.header} (Bs.)` : c.header)), true)}`;
    for await (const row of spec.rows) {
      totals.add(row);
      yield line(format(row));
    }
    yield line(totals.row());
  }
  return Readable.from(lines(), { objectMode: false });
}
