import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { dayMonthYear, Totals, type ExportSpec } from './columns.js';

const MONEY_FORMAT = '"Bs." #,##0.00';

/**
 * The XLSX as a stream (exceljs WorkbookWriter): each row is committed (written to the zip and
 * dropped from memory) as soon as it is read, so a year of lines needs no more memory than a page.
 * Title and filter lines on top, a bold header row, money cells as numbers in 'Bs. #,##0.00', dates
 * as dd/mm/aaaa text, a bold TOTAL row at the end.
 */
export function xlsxStream<Row>(spec: ExportSpec<Row>): { stream: PassThrough; done: Promise<void> } {
  const stream = new PassThrough();
  const done = (async () => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
    workbook.creator = 'Lactea';
    const sheet = workbook.addWorksheet(spec.title.slice(0, 31).replace(/[\\/?*[\]:]/g, ' '));
    sheet.columns = spec.columns.map((c) => ({ width: c.width ?? (c.kind === 'text' ? 24 : 14) }));
    sheet.addRow([spec.title]).font = { bold: true, size: 13 };
    for (const text of spec.subtitle ?? []) sheet.addRow([text]).commit();
    const header = sheet.addRow(spec.columns.map((c) => (c.kind === 'money' ? `${c.header} (Bs.)` : c.header)));
    header.font = { bold: true };
    header.commit();
    const totals = new Totals(spec.columns);
    const styleRow = (row: ExcelJS.Row) =>
      spec.columns.forEach((c, i) => {
        if (c.kind === 'money') row.getCell(i + 1).numFmt = MONEY_FORMAT;
      });
    for await (const item of spec.rows) {
      totals.add(item);
      const row = sheet.addRow(
        spec.columns.map((c) => {
          const v = c.value(item);
          if (v === null) return null;
          if (c.kind === 'money' || c.kind === 'int') return Number(v);
          if (c.kind === 'date') return dayMonthYear(String(v));
          return String(v);
        }),
      );
      styleRow(row);
      row.commit();
    }
    const last = sheet.addRow(totals.row());
    last.font = { bold: true };
    styleRow(last);
    last.commit();
    sheet.commit();
    await workbook.commit();
  })();
  // A failure mid-way (the database went away) ends the download broken rather than hanging it.
  done.catch((err: unknown) => stream.destroy(err instanceof Error ? err : new Error(String(err))));
  return { stream, done };
}
