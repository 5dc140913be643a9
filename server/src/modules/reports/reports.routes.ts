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
  returnsReportExportQuery,
  returnsReportPage,
  returnsReportQuery,
} from '@lactea/contracts';
import type { App, RouteDeps } from '../../app-types.js';
import { doc, exportDoc } from '../../lib/route-doc.js';
import { sendExport } from '../../lib/export/index.js';
import { canceledSalesExport, salesByProductExport, salesByProductMarkExport, salesMarkExport, salesReportExport, salesToClientExport } from './reports.exports.js';
import { returnsReport, returnsReportExport } from './returns-report.js';
import { calculateGain, canceledSales, salesByProduct, salesByProductMark, salesMark, salesReport, salesToClient } from './reports.service.js';

const tags = ['reportes de ventas'];

/**
 * Sales reports: administrator only. Each list has an `/export` twin (XLSX or CSV of the
 * whole filtered result, streamed: lib/export). sale/cancel-sale lives in the sales module.
 */
export function reportRoutes(app: App, { ctxOf }: RouteDeps): void {
  const config = { access: 'admin' } as const;
  const base = '/api/sale';
  app.get(`${base}/sales-report`, { config, schema: { ...doc('sale.salesReport', 'Reporte de ventas'), tags, querystring: salesReportQuery, response: { 200: reportSalePage } } }, (req) => salesReport(ctxOf(req), req.query));
  app.get(`${base}/calculate-gain`, { config, schema: { ...doc('sale.calculateGain', 'Margen de ganancia del periodo'), tags, querystring: gainQuery, response: { 200: gainSummary } } }, (req) => calculateGain(ctxOf(req), req.query));
  app.get(`${base}/sales-to-client`, { config, schema: { ...doc('sale.salesToClient', 'Ventas por cliente'), tags, querystring: salesToClientQuery, response: { 200: reportSalePage } } }, (req) => salesToClient(ctxOf(req), req.query));
  app.get(`${base}/canceled-sales`, { config, schema: { ...doc('sale.canceledSales', 'Reporte de ventas anuladas'), tags, querystring: canceledSalesQuery, response: { 200: reportSalePage } } }, (req) => canceledSales(ctxOf(req), req.query));
  app.get(`${base}/sales-by-product`, { config, schema: { ...doc('sale.salesByProduct', 'Reporte de productos vendidos'), tags, querystring: salesByProductQuery, response: { 200: soldLinePage } } }, (req) => salesByProduct(ctxOf(req), req.query));
  app.get(`${base}/sales-mark`, { config, schema: { ...doc('sale.salesMark', 'Ventas por marca'), tags, querystring: salesMarkQuery, response: { 200: markSalesPage } } }, (req) => salesMark(ctxOf(req), req.query));
  app.get(`${base}/sales-by-product-mark`, { config, schema: { ...doc('sale.salesByProductMark', 'Productos vendidos de una marca'), tags, querystring: salesByProductMarkQuery, response: { 200: markProductPage } } }, (req) =>
    salesByProductMark(ctxOf(req), req.query),
  );

  // Every return, from clients and to providers (decision 0076's report).
  app.get(`${base}/returns-report`, { config, schema: { ...doc('sale.returnsReport', 'Reporte de devoluciones (de clientes y a proveedores)'), tags, querystring: returnsReportQuery, response: { 200: returnsReportPage } } }, (req) =>
    returnsReport(ctxOf(req), req.query),
  );
  app.get(`${base}/returns-report/export`, { config, schema: { ...exportDoc('sale.returnsReportExport', 'Exportar el reporte de devoluciones (XLSX o CSV)'), tags, querystring: returnsReportExportQuery } }, (req, reply) =>
    sendExport(reply, req.query.format, returnsReportExport(ctxOf(req), req.query)),
  );

  app.get(`${base}/sales-report/export`, { config, schema: { ...exportDoc('sale.salesReportExport', 'Exportar el reporte de ventas (XLSX o CSV)'), tags, querystring: salesReportExportQuery } }, (req, reply) =>
    sendExport(reply, req.query.format, salesReportExport(ctxOf(req), req.query)),
  );
  app.get(`${base}/sales-to-client/export`, { config, schema: { ...exportDoc('sale.salesToClientExport', 'Exportar ventas por cliente (XLSX o CSV)'), tags, querystring: salesToClientExportQuery } }, (req, reply) =>
    sendExport(reply, req.query.format, salesToClientExport(ctxOf(req), req.query)),
  );
  app.get(`${base}/canceled-sales/export`, { config, schema: { ...exportDoc('sale.canceledSalesExport', 'Exportar ventas anuladas (XLSX o CSV)'), tags, querystring: canceledSalesExportQuery } }, (req, reply) =>
    sendExport(reply, req.query.format, canceledSalesExport(ctxOf(req), req.query)),
  );
  app.get(`${base}/sales-by-product/export`, { config, schema: { ...exportDoc('sale.salesByProductExport', 'Exportar productos vendidos (XLSX o CSV)'), tags, querystring: salesByProductExportQuery } }, (req, reply) =>
    sendExport(reply, req.query.format, salesByProductExport(ctxOf(req), req.query)),
  );
  app.get(`${base}/sales-mark/export`, { config, schema: { ...exportDoc('sale.salesMarkExport', 'Exportar ventas por marca (XLSX o CSV)'), tags, querystring: salesMarkExportQuery } }, (req, reply) =>
    sendExport(reply, req.query.format, salesMarkExport(ctxOf(req), req.query)),
  );
  app.get(`${base}/sales-by-product-mark/export`, { config, schema: { ...exportDoc('sale.salesByProductMarkExport', 'Exportar productos vendidos de una marca (XLSX o CSV)'), tags, querystring: salesByProductMarkExportQuery } }, (req, reply) =>
    sendExport(reply, req.query.format, salesByProductMarkExport(ctxOf(req), req.query)),
  );
}
