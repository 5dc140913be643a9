import { PassThrough, Readable } from 'node:stream';
import { ZipArchive } from 'archiver';
import { Totals, type ExportColumn, type ExportSpec } from './columns.js';

/**
 * The XLSX as a stream, written directly (SpreadsheetML in a zip): the sheet's XML is generated row
 * by row while the rows are read and compressed as it goes, so a year of lines needs no more memory
 * than a batch. exceljs did the same in ~40 µs a cell, most of a month's export (decision 0018);
 * this writes a cell in a string concatenation. Title and filter lines on top, a bold header row,
 * money cells as numbers in 'Bs. #,##0.00', dates as real dates (Excel's day serial) shown
 * dd/mm/yyyy, so a spreadsheet sorts and filters them as dates; a bold TOTAL row at the end.
 */

/** Cell styles, the indexes of styles.xml's cellXfs below. */
const STYLE = { normal: 0, bold: 1, money: 2, boldMoney: 3, title: 4, date: 5 } as const;

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

const CONTENT_TYPES = `${HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`;
const ROOT_RELS = `${HEAD}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK_RELS = `${HEAD}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL}/styles" Target="styles.xml"/></Relationships>`;
const font = (bold: boolean, size: number) => `<font>${bold ? '<b/>' : ''}<sz val="${size}"/><name val="Calibri"/><family val="2"/></font>`;
const STYLES =
  `${HEAD}<styleSheet xmlns="${NS}"><numFmts count="2"><numFmt numFmtId="164" formatCode="&quot;Bs.&quot; #,##0.00"/><numFmt numFmtId="165" formatCode="dd/mm/yyyy"/></numFmts>` +
  `<fonts count="3">${font(false, 11)}${font(true, 11)}${font(true, 13)}</fonts>` +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="6">' +
  '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
  '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="164" fontId="1" fillId="0" borderId="0" xfId="0" applyNumberFormat="1" applyFont="1"/>' +
  '<xf numFmtId="0" fontId="2" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
  '<xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '</cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>';

/** A sheet name Excel accepts: at most 31 characters, none of \ / ? * [ ] :. */
const sheetName = (title: string) => escapeXml(title.slice(0, 31).replace(/[\\/?*[\]:]/g, ' '));
const workbook = (title: string) => `${HEAD}<workbook xmlns="${NS}" xmlns:r="${REL}"><sheets><sheet name="${sheetName(title)}" sheetId="1" r:id="rId1"/></sheets></workbook>`;

// XML 1.0 has no place for most control characters (the contracts refuse them in names already).
// eslint-disable-next-line no-control-regex
const INVALID_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
function escapeXml(text: string): string {
  return text.replace(INVALID_XML, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** 'A', 'B', … 'Z', 'AA', … for a 0-based column. */
function columnLetters(index: number): string {
  let n = index + 1;
  let out = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    out = String.fromCharCode(65 + r) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

type Cell = string | number | null;

/** A row; `rowStyle` also styles the row itself (the title, the header and the TOTAL row are bold throughout). */
function rowXml(r: number, letters: string[], cells: Cell[], styleOf: (i: number, cell: Cell) => number, rowStyle?: number): string {
  let xml = rowStyle ? `<row r="${r}" s="${rowStyle}" customFormat="1">` : `<row r="${r}">`;
  cells.forEach((cell, i) => {
    if (cell === null || cell === '') return;
    const s = styleOf(i, cell);
    const style = s ? ` s="${s}"` : '';
    if (typeof cell === 'number') {
      if (Number.isFinite(cell)) xml += `<c r="${letters[i]}${r}"${style}><v>${cell}</v></c>`;
    } else {
      xml += `<c r="${letters[i]}${r}"${style} t="inlineStr"><is><t xml:space="preserve">${escapeXml(cell)}</t></is></c>`;
    }
  });
  return `${xml}</row>`;
}

function cellOf<Row>(c: ExportColumn<Row>, item: Row): Cell {
  const v = c.value(item);
  if (v === null) return null;
  if (c.kind === 'money' || c.kind === 'int' || c.kind === 'quantity') return Number(v);
  if (c.kind === 'date') return excelDay(String(v));
  return String(v);
}

/** Days from Excel's epoch (1899-12-30) to 1970-01-01. */
const EXCEL_EPOCH_DAYS = 25_569;

/**
 * A 'YYYY-MM-DD' business date as Excel's day serial. The date is already the business day: it is
 * counted as a calendar day (UTC arithmetic, no time of day), so no zone can move it to the day
 * before. Anything else stays the text it was.
 */
export function excelDay(iso: string): Cell {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!m) return iso;
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / 86_400_000 + EXCEL_EPOCH_DAYS;
}

/** The sheet's XML in chunks of up to ~500 rows (one chunk per batch the rows arrive in, roughly). */
async function* sheetXml<Row>(spec: ExportSpec<Row>): AsyncGenerator<string> {
  const letters = spec.columns.map((_, i) => columnLetters(i));
  const widths = spec.columns.map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width ?? (c.kind === 'text' ? 24 : 14)}" customWidth="1"/>`).join('');
  const isMoney = spec.columns.map((c) => c.kind === 'money');
  const isDate = spec.columns.map((c) => c.kind === 'date');
  let r = 0;
  let chunk = `${HEAD}<worksheet xmlns="${NS}"><cols>${widths}</cols><sheetData>`;
  chunk += rowXml(++r, letters, [spec.title], () => STYLE.title, STYLE.title);
  for (const text of spec.subtitle ?? []) chunk += rowXml(++r, letters, [text], () => STYLE.normal);
  chunk += rowXml(
    ++r,
    letters,
    spec.columns.map((c) => (c.kind === 'money' ? `${c.header} (Bs.)` : c.header)),
    () => STYLE.bold,
    STYLE.bold,
  );
  const totals = new Totals(spec.columns);
  let inChunk = 0;
  for await (const item of spec.rows) {
    totals.add(item);
    chunk += rowXml(
      ++r,
      letters,
      spec.columns.map((c) => cellOf(c, item)),
      (i, cell) => (isMoney[i] ? STYLE.money : isDate[i] && typeof cell === 'number' ? STYLE.date : STYLE.normal),
    );
    if (++inChunk === 500) {
      yield chunk;
      chunk = '';
      inChunk = 0;
    }
  }
  chunk += rowXml(++r, letters, totals.row(), (i) => (isMoney[i] ? STYLE.boldMoney : STYLE.bold), STYLE.bold);
  yield `${chunk}</sheetData></worksheet>`;
}

export function xlsxStream<Row>(spec: ExportSpec<Row>): { stream: PassThrough; done: Promise<void> } {
  const stream = new PassThrough();
  const zip = new ZipArchive({ zlib: { level: 6 } });
  const done = new Promise<void>((resolve, reject) => {
    zip.on('error', reject);
    zip.on('warning', reject);
    stream.on('finish', () => resolve());
    zip.pipe(stream);
    zip.append(CONTENT_TYPES, { name: '[Content_Types].xml' });
    zip.append(ROOT_RELS, { name: '_rels/.rels' });
    zip.append(workbook(spec.title), { name: 'xl/workbook.xml' });
    zip.append(WORKBOOK_RELS, { name: 'xl/_rels/workbook.xml.rels' });
    zip.append(STYLES, { name: 'xl/styles.xml' });
    const sheet = Readable.from(sheetXml(spec));
    // A failure reading the rows (the database went away) fails the file rather than ending it short.
    sheet.on('error', reject);
    zip.append(sheet, { name: 'xl/worksheets/sheet1.xml' });
    void zip.finalize().catch(reject);
  });
  // A failure mid-way ends the download broken rather than hanging it.
  done.catch((err: unknown) => stream.destroy(err instanceof Error ? err : new Error(String(err))));
  return { stream, done };
}
