import {
  cancelSaleAnswer,
  cancelSaleBody,
  recordSaleBody,
  saleSchema,
  saleShowQuery,
  salesDayPage,
  salesDayQuery,
  saleReturnBody,
  saleReturnNoteQuery,
  saleReturnSchema,
  tillBarcodeList,
  tillBarcodeQuery,
  tillClientPricesQuery,
  tillClientPricesSchema,
  tillScaleLabelQuery,
  tillScaleLineSchema,
  tillProductList,
  tillSearchQuery,
  tillSetupSchema,
  tillSnapshotSchema,
} from '@lactea/contracts';
import type { App, RouteDeps } from '../../app-types.js';
import { doc, idempotentDoc } from '../../lib/route-doc.js';
import { idempotencyKeyOf, requiredKeyOf } from '../../lib/idempotency.js';
import { sendLargeJson } from '../../lib/large-json.js';
import { cancelSale, salesDay, showSale } from './sales.service.js';
import { recordSale } from './record/record-sale.js';
import { returnNote, returnSale } from './returns/return-sale.js';
import { tillByBarcode, tillClientPrices, tillScaleLabel, tillSearch, tillSetup, tillSnapshot } from './till.service.js';

const tags = ['ventas'];

export function saleRoutes(app: App, { ctxOf }: RouteDeps): void {
  const staff = { access: 'staff' } as const;
  const admin = { access: 'admin' } as const;
  app.post('/api/sale/record-sale', { config: staff, schema: { ...idempotentDoc('sale.recordSale', 'Registrar una venta'), tags, body: recordSaleBody, response: { 200: saleSchema } } }, (req) =>
    recordSale(ctxOf(req), req.body, { key: idempotencyKeyOf(req) }),
  );
  app.patch('/api/sale/cancel-sale', { config: admin, schema: { ...doc('sale.cancelSale', 'Anular una venta', 404), tags, body: cancelSaleBody, response: { 200: cancelSaleAnswer } } }, (req) =>
    cancelSale(ctxOf(req), req.body),
  );
  app.post(
    '/api/sale/return',
    { config: staff, schema: { ...idempotentDoc('sale.returnSale', 'Devolver productos de una venta (nota de devolución)', 404), tags, body: saleReturnBody, response: { 200: saleReturnSchema } } },
    (req) => returnSale(ctxOf(req), req.body, { key: requiredKeyOf(req) }),
  );
  app.get(
    '/api/sale/return-note',
    { config: staff, schema: { ...doc('sale.returnNote', 'Una nota de devolución (para imprimirla)', 404), tags, querystring: saleReturnNoteQuery, response: { 200: saleReturnSchema } } },
    (req) => returnNote(ctxOf(req), req.query),
  );
  app.get('/api/sale/show', { config: admin, schema: { ...doc('sale.show', 'Una venta con sus líneas', 404), tags, querystring: saleShowQuery, response: { 200: saleSchema } } }, (req) =>
    showSale(ctxOf(req), req.query),
  );
  app.get('/api/sale/sales-day', { config: staff, schema: { ...doc('sale.salesDay', 'Ventas del día'), tags, querystring: salesDayQuery, response: { 200: salesDayPage } } }, (req) =>
    salesDay(ctxOf(req), req.query),
  );
  app.get('/api/sale/till-barcode', { config: staff, schema: { ...doc('sale.tillBarcode', 'Producto por código de barras (la caja)'), tags, querystring: tillBarcodeQuery, response: { 200: tillBarcodeList } } }, (req) =>
    tillByBarcode(ctxOf(req), req.query.barcode, req.query.price_list_id),
  );
  app.get(
    '/api/sale/till-client-prices',
    {
      config: staff,
      schema: { ...doc('sale.tillClientPrices', 'Lista de precios del cliente con sus precios para los productos del carrito (la caja)'), tags, querystring: tillClientPricesQuery, response: { 200: tillClientPricesSchema } },
    },
    (req) => tillClientPrices(ctxOf(req), req.query.client_id, req.query.product_ids),
  );
  app.get(
    '/api/sale/till-scale-label',
    { config: staff, schema: { ...doc('sale.tillScaleLabel', 'Etiqueta de balanza: producto por peso, peso y total (la caja)'), tags, querystring: tillScaleLabelQuery, response: { 200: tillScaleLineSchema } } },
    (req) => tillScaleLabel(ctxOf(req), req.query.code),
  );
  app.get('/api/sale/till-search', { config: staff, schema: { ...doc('sale.tillSearch', 'Buscar productos (la caja)'), tags, querystring: tillSearchQuery, response: { 200: tillProductList } } }, (req) =>
    tillSearch(ctxOf(req), req.query.search, req.query.price_list_id),
  );
  app.get('/api/sale/till-setup', { config: staff, schema: { ...doc('sale.tillSetup', 'Datos de la caja: tipos de pago, descuentos, promociones'), tags, response: { 200: tillSetupSchema } } }, (req) => tillSetup(ctxOf(req)));
  app.get(
    '/api/sale/till-snapshot',
    { config: staff, schema: { ...doc('sale.tillSnapshot', 'Datos para vender sin conexión: productos habilitados con stock y ofertas, caja y clientes'), tags, response: { 200: tillSnapshotSchema } } },
    async (req, reply) => sendLargeJson(req, reply, await tillSnapshot(ctxOf(req))),
  );
}
