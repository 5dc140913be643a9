import { listSiatCatalogueQuery, siatCataloguePage, verifyNitAnswer, verifyNitQuery } from '@lactea/contracts';
import type { App, RouteDeps } from '../../app-types.js';
import { doc } from '../../lib/route-doc.js';
import { listSiatCatalogue } from './siat-catalogue.service.js';
import { verifyBuyerNit } from './verify-nit.service.js';

const tags = ['configuraciones'];

/** What SIAT offers the screens: the synced catalogues a product's form picks from, the till's NIT check. */
export function siatRoutes(app: App, { ctxOf }: RouteDeps): void {
  app.get(
    '/api/siat-catalogue/list',
    {
      config: { access: 'admin' },
      schema: { ...doc('siatCatalogue.list', 'Listar un catálogo de SIAT sincronizado (productos SIN, unidades de medida…)'), tags, querystring: listSiatCatalogueQuery, response: { 200: siatCataloguePage } },
    },
    (req) => listSiatCatalogue(ctxOf(req), req.query),
  );
  // The till's 'Factura' step: a buyer's NIT checked before the sale (any cashier sells).
  app.get(
    '/api/siat/verify-nit',
    {
      config: { access: 'staff' },
      schema: { ...doc('siat.verifyNit', 'Verificar el NIT de un comprador con SIAT (verificarNit)'), tags: ['ventas'], querystring: verifyNitQuery, response: { 200: verifyNitAnswer } },
    },
    (req) => verifyBuyerNit(ctxOf(req), req.query.nit),
  );
}
