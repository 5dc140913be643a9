import { describe, expect, it } from 'vitest';
import { csvCents, parseCsv } from '../../../test/csv.js';
import { csvStream } from './csv.js';
import type { ExportSpec } from './columns.js';

interface Row {
  name: string;
  qty: number;
  profit: string;
  day: string;
}

const spec = (rows: Row[]): ExportSpec<Row> => ({
  filename: 'prueba',
  title: 'PRUEBA',
  columns: [
    { header: 'Producto', kind: 'text', value: (r) => r.name },
    { header: 'Cant.', kind: 'int', value: (r) => r.qty, total: true },
    { header: 'Ganancia', kind: 'money', value: (r) => r.profit, total: true },
    { header: 'Fecha', kind: 'date', value: (r) => r.day },
  ],
  rows: (async function* () {
    yield* rows;
  })(),
});

async function read(rows: Row[]): Promise<string> {
  let body = '';
  for await (const chunk of csvStream(spec(rows))) body += String(chunk);
  return body;
}

describe('CSV for Excel in Spanish', () => {
  it("writes negative money as a number with decimal comma, guards only text, quotes ';' and reads back", async () => {
    const body = await read([
      { name: 'Leche Saborizada Frutilla; 1L "Pil"', qty: -2, profit: '-0.55', day: '2026-11-24' },
      { name: '=HYPERLINK("x")', qty: 3, profit: '4772.50', day: '2026-11-25' },
      { name: '-Año nuevo', qty: 1, profit: '0.05', day: '2026-11-25' },
    ]);
    const rows = parseCsv(body);
    expect(rows).toEqual([
      ['Producto', 'Cant.', 'Ganancia (Bs.)', 'Fecha'],
      ['Leche Saborizada Frutilla; 1L "Pil"', '-2', '-0,55', '24/11/2026'],
      ["'=HYPERLINK(\"x\")", '3', '4772,50', '25/11/2026'],
      ["'-Año nuevo", '1', '0,05', '25/11/2026'],
      ['TOTAL', '2', '4772,00', ''],
    ]);
    expect(csvCents(rows[4][2])).toBe(477200);
    expect(body).not.toContain("'-0");
  });
});
