import { Readable } from 'node:stream';
import { dayMonthYear, Totals, type ExportSpec } from './columns.js';

/** RFC 4180 field: quoted when it holds a separator, a quote or a line break. */
export function csvField(v: string | number | null): string {
  if (v === null) return '';
  const s = String(v);
  // A leading =, +, -, @ would run as a formula when the file is opened in a spreadsheet.
  const safe = /^[=+\-@\t\r]/.test(s) && typeof v === 'string' ? `'${s}` : s;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * The CSV body as a stream: UTF-8 with BOM (so a spreadsheet reads the accents), comma separator,
 * dot decimals, money with 2 decimals, dates dd/mm/aaaa, a final TOTAL line. Rows are pulled from
 * `spec.rows` only as fast as the reader takes them.
 */
export function csvStream<Row>(spec: ExportSpec<Row>): Readable {
  const totals = new Totals(spec.columns);
  const line = (cells: (string | number | null)[]) => `${cells.map(csvField).join(',')}\r\n`;
  const format = (row: Row) =>
    spec.columns.map((c) => {
      const v = c.value(row);
      if (v === null) return null;
      if (c.kind === 'money') return Number(v).toFixed(2);
      if (c.kind === 'date') return dayMonthYear(String(v));
      return v;
    });
  async function* lines() {
    yield `\uFEFF${line(spec.columns.map((c) => (c.kind === 'money' ? `${c.header} (Bs.)` : c.header)))}`;
    for await (const row of spec.rows) {
      totals.add(row);
      yield line(format(row));
    }
    yield line(totals.row().map((v, i) => (v !== null && spec.columns[i].kind === 'money' ? Number(v).toFixed(2) : v)));
  }
  return Readable.from(lines(), { objectMode: false });
}
