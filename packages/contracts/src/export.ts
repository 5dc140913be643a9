import { z } from 'zod';
import { MSG } from './messages.js';

/**
 * Report exports (docs/decisions, "report exports"): every exportable report has a twin route
 * `<report>/export` taking the report's own filters plus `format`, answering the whole filtered
 * result (never just a page) as a file with Spanish headers and Bs. amounts.
 */
export const EXPORT_FORMATS = { xlsx: 'Excel (.xlsx)', csv: 'CSV (.csv)' } as const;
export type ExportFormat = keyof typeof EXPORT_FORMATS;
const FORMAT_KEYS = Object.keys(EXPORT_FORMATS) as [ExportFormat, ...ExportFormat[]];

export const exportFormat = () =>
  z.preprocess((v) => (v === undefined || v === null || v === '' ? 'xlsx' : v), z.enum(FORMAT_KEYS, { error: MSG.oneOf(FORMAT_KEYS) }));

/** A report's filters plus `format` (its `page`, if sent, is ignored: an export is the whole result). */
export const exportQueryOf = <T extends z.ZodRawShape>(report: z.ZodObject<T>) => report.extend({ format: exportFormat() });

export const EXPORT_BUTTON = 'Exportar';
