export type { ExportColumn, ExportSpec } from './columns.js';
export { TOTAL_LABEL, dayMonthYear } from './columns.js';
export { csvStream, csvField } from './csv.js';
export { xlsxStream } from './xlsx.js';
export { sendExport } from './send.js';
export { keysetRows } from './keyset.js';
