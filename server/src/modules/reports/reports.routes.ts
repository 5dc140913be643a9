import {
  canceledSalesQuery,
  canceledSalesExportQuery,
  gainQuery,
  gainSummary,
  markProductPage,
  markSalesPage,
  reportSalePage,
  salesByProductMarkQuery,
  salesByProductMarkExportQuery,
  salesByProductQuery,
  salesByProductExportQuery,
  salesMarkQuery,
  salesMarkExportQuery,
  salesReportQuery,
  salesReportExportQuery,
  salesToClientQuery,
  salesToClientExportQuery,
  soldLinePage,
} from '@lactea/contracts';
import type { App, RouteDeps } from '../../app-types.js';
import { sendExport } from '../../lib/export/index.js';
import { canceledSalesExport, salesByProductExport, salesByProductMarkExport, salesMarkExport, salesReportExport, salesToClientExport } from './reports.exports.js';
import { calculateGain, canceledSales, salesByProduct, salesByProductMark, salesMark, salesReport, salesToClient } from './reports.service.js';

const tags = ['reportes de ventas'];

/**
 * Sales reports (spec 02 §7): administrator only. Each list has an `/export` twin (XLSX or CSV of the
 * whole filtered result, streamed: lib/export). sale/cancel-sale lives in the sales module.
 */
export function reportRoutes(app: App, { ctxOf }: RouteDeps): void {
  const config = { access: 'admin' } as const;
  const base = '/api/sale';
  app.get(`${base}/sales-report`, { config, schema: { tags, querystring: salesReportQuery, response: { 200: reportSalePage } } }, (req) => salesReport(ctxOf(req), req.query));
  app.get(`${base}/calculate-gain`, { config, schema: { tags, querystring: gainQuery, response: { 200: gainSummary } } }, (req) => calculateGain(ctxOf(req), req.query));
  app.get(`${base}/sales-to-client`, { config, schema: { tags, querystring: salesToClientQuery, response: { 200: reportSalePage } } }, (req) => salesToClient(ctxOf(req), req.query));
  app.get(`${base}/canceled-sales`, { config, schema: { tags, querystring: canceledSalesQuery, response: { 200: reportSalePage } } }, (req) => canceledSales(ctxOf(req), req.query));
  app.get(`${base}/sales-by-product`, { config, schema: { tags, querystring: salesByProductQuery, response: { 200: soldLinePage } } }, (req) => salesByProduct(ctxOf(req), req.query));
  app.get(`${base}/sales-mark`, { config, schema: { tags, querystring: salesMarkQuery, response: { 200: markSalesPage } } }, (req) => salesMark(ctxOf(req), req.query));
  app.get(`${base}/sales-by-product-mark`, { config, schema: { tags, querystring: salesByProductMarkQuery, response: { 200: markProductPage } } }, (req) =>
    salesByProductMark(ctxOf(req), req.query),
  );

  app.get(`${base}/sales-report/export`, { config, schema: { tags, querystring: salesReportExportQuery } }, (req, reply) =>
    sendExport(reply, req.query.format, salesReportExport(ctxOf(req), req.query)),
  );
  app.get(`${base}/sales-to-client/export`, { config, schema: { tags, querystring: salesToClientExportQuery } }, (req, reply) =>
    sendExport(reply, req.query.format, salesToClientExport(ctxOf(req), req.query)),
  );
  app.get(`${base}/canceled-sales/export`, { config, schema: { tags, querystring: canceledSalesExportQuery } }, (req, reply) =>
    sendExport(reply, req.query.format, canceledSalesExport(ctxOf(req), req.query)),
  );
  app.get(`${base}/sales-by-product/export`, { config, schema: { tags, querystring: salesByProductExportQuery } }, (req, reply) =>
    sendExport(reply, req.query.format, salesByProductExport(ctxOf(req), req.query)),
  );
  app.get(`${base}/sales-mark/export`, { config, schema: { tags, querystring: salesMarkExportQuery } }, (req, reply) =>
    sendExport(reply, req.query.format, salesMarkExport(ctxOf(req), req.query)),
  );
  app.get(`${base}/sales-by-product-mark/export`, { config, schema: { tags, querystring: salesByProductMarkExportQuery } }, (req, reply) =>
    sendExport(reply, req.query.format, salesByProductMarkExport(ctxOf(req), req.query)),
  );
}
