import { invoiceListQuery, invoicePage, invoiceXmlQuery, verifyNitAnswer, verifyNitQuery } from '@lactea/contracts';
import type { Database } from '../../db/types.js';
import type { Config } from '../../config.js';
import type { App, RouteDeps } from '../../app-types.js';
import { doc } from '../../lib/route-doc.js';
import { invoiceXml, listInvoices } from './invoices.service.js';
import { verifyBuyerNit } from './verify-nit.js';

const tags = ['facturas'];

/**
 * FACTURAS: the administrator's (the buyers' documents, SIAT's answers). verify-nit: the till's
 * (SIAT's codes need the database's advisory lock, hence `database`).
 */
export function invoiceRoutes(app: App, { ctxOf }: RouteDeps, database: Database, config: Pick<Config, 'siat'>): void {
  app.get(
    '/api/invoice/list',
    { config: { access: 'admin' }, schema: { ...doc('invoice.list', 'Facturas por fecha y estado, con la respuesta del SIAT'), tags, querystring: invoiceListQuery, response: { 200: invoicePage } } },
    (req) => listInvoices(ctxOf(req), req.query),
  );
  app.get(
    '/api/invoice/xml',
    { config: { access: 'admin' }, schema: { ...doc('invoice.xml', 'El XML de una factura tal como se envió al SIAT (application/xml)', 404), tags, querystring: invoiceXmlQuery } },
    async (req, reply) => reply.type('application/xml; charset=utf-8').send(await invoiceXml(ctxOf(req), req.query.id)),
  );
  app.get(
    '/api/invoice/verify-nit',
    { config: { access: 'staff' }, schema: { ...doc('invoice.verifyNit', 'Consultar al SIAT el NIT del comprador (verificarNit)'), tags, querystring: verifyNitQuery, response: { 200: verifyNitAnswer } } },
    (req) => verifyBuyerNit(database, config, req.query.nit),
  );
}
