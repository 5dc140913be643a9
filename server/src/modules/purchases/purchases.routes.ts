import {
  canceledPurchasesQuery,
  editPurchaseBody,
  purchasesReportExportQuery,
  canceledPurchasesExportQuery,
  purchasesByProductExportQuery,
  idBody,
  PURCHASE_MSG,
  purchaseByProductPage,
  providerAccountQuery,
  providerAccountSchema,
  purchaseReturnBody,
  purchaseReturnSchema,
  purchaseChoiceQuery,
  purchasePage,
  purchaseProductPage,
  purchaseProviderPage,
  purchaseSchema,
  purchasesByProductQuery,
  purchasesReportQuery,
  recordPurchaseBody,
  versionedIdBody,
} from '@lactea/contracts';
import { z } from 'zod';
import type { App, RouteDeps } from '../../app-types.js';
import { doc, exportDoc, idempotentDoc } from '../../lib/route-doc.js';
import { idempotencyKeyOf, requiredKeyOf } from '../../lib/idempotency.js';
import { notFound } from '../../lib/errors.js';
import { sendExport } from '../../lib/export/index.js';
import { annulPurchase, editPurchase } from './purchases.change.js';
import { productChoices, providerChoices } from './purchases.choices.js';
import { byProductExport, canceledExport, reportExport } from './purchases.exports.js';
import { purchaseById } from './purchases.read.js';
import { recordPurchase } from './purchases.record.js';
import { providerAccount } from './returns/provider-account.js';
import { returnToProvider } from './returns/provider-return.js';
import { canceledPurchases, purchasesByProduct, purchasesReport, purchasesReportRegister } from './purchases.reports.js';

const tags = ['compras'];
const annulAnswer = z.object({ enabled: z.literal(0), version: z.number().int() });

/**
 * Compras: 'options' access — the administrator, or staff while the setting
 * enabled_options_user is 1. Each report has an `/export` twin (docs/decisions, report exports).
 */
export function purchaseRoutes(app: App, { ctxOf }: RouteDeps): void {
  const options = { access: 'options' } as const;
  const base = '/api/purchase';
  app.post(`${base}/record-purchase`, { config: options, schema: { ...idempotentDoc('purchase.recordPurchase', 'Registrar una compra', 404), tags, body: recordPurchaseBody, response: { 200: purchaseSchema } } }, (req) =>
    recordPurchase(ctxOf(req), req.body, { key: idempotencyKeyOf(req) }),
  );
  // Required key, as sale/return: a credit with the provider must never be given twice.
  app.post(`${base}/return`, { config: options, schema: { ...idempotentDoc('purchase.return', 'Devolver unidades de un lote al proveedor', 404), tags, body: purchaseReturnBody, response: { 200: purchaseReturnSchema } } }, (req) =>
    returnToProvider(ctxOf(req), req.body, { key: requiredKeyOf(req) }),
  );
  // The provider's account is read where its returns are made (Compras, LOTES): the same access.
  app.get('/api/provider/account', { config: options, schema: { ...doc('provider.account', 'Cuenta de un proveedor: lo que le debemos y lo que nos debe', 404), tags, querystring: providerAccountQuery, response: { 200: providerAccountSchema } } }, (req) =>
    providerAccount(ctxOf(req), req.query),
  );
  app.put(`${base}/edit`, { config: options, schema: { ...doc('purchase.edit', 'Editar la cabecera de una compra', 404), tags, body: editPurchaseBody, response: { 200: purchaseSchema } } }, (req) => editPurchase(ctxOf(req), req.body));
  // The contract's spelling.
  app.patch(`${base}/cancel-pucharse`, { config: options, schema: { ...doc('purchase.cancelPucharse', 'Anular una compra', 404), tags, body: versionedIdBody, response: { 200: annulAnswer } } }, (req) =>
    annulPurchase(ctxOf(req), req.body),
  );

  app.get(`${base}/purchases-report-register`, { config: options, schema: { ...doc('purchase.purchasesReportRegister', 'Reporte de compras por fecha de registro'), tags, querystring: purchasesReportQuery, response: { 200: purchasePage } } }, (req) =>
    purchasesReportRegister(ctxOf(req), req.query),
  );
  app.get(`${base}/purchases-report`, { config: options, schema: { ...doc('purchase.purchasesReport', 'Reporte de compras por fecha de compra'), tags, querystring: purchasesReportQuery, response: { 200: purchasePage } } }, (req) =>
    purchasesReport(ctxOf(req), req.query),
  );
  app.get(`${base}/canceled-purchases`, { config: options, schema: { ...doc('purchase.canceledPurchases', 'Reporte de compras anuladas'), tags, querystring: canceledPurchasesQuery, response: { 200: purchasePage } } }, (req) =>
    canceledPurchases(ctxOf(req), req.query),
  );
  app.get(`${base}/purchases-by-product`, { config: options, schema: { ...doc('purchase.purchasesByProduct', 'Reporte de compras por producto'), tags, querystring: purchasesByProductQuery, response: { 200: purchaseByProductPage } } }, (req) =>
    purchasesByProduct(ctxOf(req), req.query),
  );

  app.get(`${base}/purchases-report-register/export`, { config: options, schema: { ...exportDoc('purchase.purchasesReportRegisterExport', 'Exportar compras por fecha de registro (XLSX o CSV)'), tags, querystring: purchasesReportExportQuery } }, (req, reply) =>
    sendExport(reply, req.query.format, reportExport(ctxOf(req), 'register', req.query)),
  );
  app.get(`${base}/purchases-report/export`, { config: options, schema: { ...exportDoc('purchase.purchasesReportExport', 'Exportar compras por fecha de compra (XLSX o CSV)'), tags, querystring: purchasesReportExportQuery } }, (req, reply) =>
    sendExport(reply, req.query.format, reportExport(ctxOf(req), 'purchase', req.query)),
  );
  app.get(`${base}/canceled-purchases/export`, { config: options, schema: { ...exportDoc('purchase.canceledPurchasesExport', 'Exportar compras anuladas (XLSX o CSV)'), tags, querystring: canceledPurchasesExportQuery } }, (req, reply) =>
    sendExport(reply, req.query.format, canceledExport(ctxOf(req), req.query)),
  );
  app.get(`${base}/purchases-by-product/export`, { config: options, schema: { ...exportDoc('purchase.purchasesByProductExport', 'Exportar compras por producto (XLSX o CSV)'), tags, querystring: purchasesByProductExportQuery } }, (req, reply) =>
    sendExport(reply, req.query.format, byProductExport(ctxOf(req), req.query)),
  );

  // One purchase (the 'Ver compra' action of purchases-by-product).
  app.get(`${base}/show`, { config: options, schema: { ...doc('purchase.show', 'Ver una compra', 404), tags, querystring: idBody, response: { 200: purchaseSchema } } }, async (req) => {
    const found = await purchaseById(ctxOf(req).db, ctxOf(req), req.query.id);
    if (!found) throw notFound(PURCHASE_MSG.notFound);
    return found;
  });
  app.get(`${base}/providers`, { config: options, schema: { ...doc('purchase.providers', 'Proveedores para una compra'), tags, querystring: purchaseChoiceQuery, response: { 200: purchaseProviderPage } } }, (req) =>
    providerChoices(ctxOf(req), req.query.search, req.query.all),
  );
  app.get(`${base}/products`, { config: options, schema: { ...doc('purchase.products', 'Productos para el detalle de una compra'), tags, querystring: purchaseChoiceQuery, response: { 200: purchaseProductPage } } }, (req) =>
    productChoices(ctxOf(req), req.query.search),
  );
}
