import { invoicePrintQuery, saleSchema } from '@lactea/contracts';
import type { App, RouteDeps } from '../../app-types.js';
import { doc } from '../../lib/route-doc.js';
import { invoiceForPrint } from './invoice-print.js';

/** FACTURAS' 'Reimprimir' (administrator). */
export function invoicePrintRoutes(app: App, { ctxOf }: RouteDeps): void {
  app.get(
    '/api/invoice/print',
    { config: { access: 'admin' }, schema: { ...doc('invoice.print', 'La venta de una factura con su factura, para reimprimirla', 404), tags: ['facturas'], querystring: invoicePrintQuery, response: { 200: saleSchema } } },
    (req) => invoiceForPrint(ctxOf(req), req.query.id),
  );
}
