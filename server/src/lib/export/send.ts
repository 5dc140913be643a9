import type { FastifyReply } from 'fastify';
import type { ExportFormat } from '@lactea/contracts';
import type { ExportSpec } from './columns.js';
import { csvStream } from './csv.js';
import { xlsxStream } from './xlsx.js';

export const CONTENT_TYPES: Record<ExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

/**
 * Answers a report's whole filtered result as a download (docs/decisions, "report exports").
 * The body streams: rows come from `spec.rows` (a keyset-paged reader, see keyset.ts) while the
 * file is being sent, so memory stays flat whatever the size of the report.
 */
export function sendExport<Row>(reply: FastifyReply, format: ExportFormat, spec: ExportSpec<Row>): FastifyReply {
  const name = `${spec.filename}.${format}`;
  reply.header('content-type', CONTENT_TYPES[format]);
  reply.header('content-disposition', `attachment; filename="${name}"`);
  reply.header('cache-control', 'no-store');
  return reply.send(format === 'csv' ? csvStream(spec) : xlsxStream(spec).stream);
}
