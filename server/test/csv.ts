import { expect } from 'vitest';

/**
 * Reads a CSV export back the way Excel in Spanish does: BOM, ';' separator, RFC 4180 quotes.
 * Fails the test when the file is not UTF-8 with BOM, when a field's quotes are broken or when a
 * line has a different number of cells than the header.
 */
export function parseCsv(body: string): string[][] {
  expect(body.startsWith('\uFEFF'), 'CSV starts with the UTF-8 BOM').toBe(true);
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const text = body.slice(1);
  const endField = () => {
    row.push(field);
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted && ch === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (quoted && ch === '"') quoted = false;
    else if (quoted) field += ch;
    else if (ch === '"' && field === '') quoted = true;
    else if (ch === ';') endField();
    else if (ch === '\r' && text[i + 1] === '\n') {
      endField();
      rows.push(row);
      row = [];
      i++;
    } else field += ch;
  }
  expect(quoted, 'CSV ends inside a quoted field').toBe(false);
  expect(row.length === 0 && field === '', 'CSV ends with CRLF').toBe(true);
  for (const [i, r] of rows.entries()) expect(r.length, `CSV line ${i + 1}: ${r.join('|')}`).toBe(rows[0].length);
  return rows;
}

/** The money cells as Excel in Spanish reads them: optional minus, digits, decimal comma, 2 decimals. */
export const CSV_MONEY = /^-?\d+,\d{2}$/;

/** A CSV money cell back to integer cents. */
export function csvCents(cell: string): number {
  expect(cell).toMatch(CSV_MONEY);
  return Number(cell.replace(',', ''));
}

/** Every '(Bs.)' column of a parsed CSV holds money as Excel reads it (or is empty). */
export function expectCsvMoneyColumns(rows: string[][]): void {
  rows[0].forEach((h, col) => {
    if (!h.endsWith('(Bs.)')) return;
    for (const r of rows.slice(1)) if (r[col] !== '') expect(r[col], `${h}: ${r.join('|')}`).toMatch(CSV_MONEY);
  });
}
