import { listSiatCatalogueQuery, siatCataloguePage } from '@lactea/contracts';
import type { App, RouteDeps } from '../../app-types.js';
import { doc } from '../../lib/route-doc.js';
import { listSiatCatalogue } from './siat-catalogue.service.js';

const tags = ['configuraciones'];

/** What SIAT's synced data offers the screens: the catalogues a product's form picks from. */
export function siatRoutes(app: App, { ctxOf }: RouteDeps): void {
  app.get(
    '/api/siat-catalogue/list',
    {
      config: { access: 'admin' },
      schema: { ...doc('siatCatalogue.list', 'Listar un catálogo de SIAT sincronizado (productos SIN, unidades de medida…)'), tags, querystring: listSiatCatalogueQuery, response: { 200: siatCataloguePage } },
    },
    (req) => listSiatCatalogue(ctxOf(req), req.query),
  );
}
