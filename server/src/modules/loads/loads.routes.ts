import { closeLoadBody, createLoadBody, deliverBody, deliveryAnswer, listLoadsQuery, loadDetailQuery, loadDetailSchema, loadPage, LOAD_MSG } from '@lactea/contracts';
import type { App, RouteDeps } from '../../app-types.js';
import { doc, idempotentDoc } from '../../lib/route-doc.js';
import { notFound } from '../../lib/errors.js';
import { requiredKeyOf } from '../../lib/idempotency.js';
import { createLoad } from './load-create.js';
import { listLoads, loadDetail } from './load-view.js';
import { deliverOrder } from './delivery.js';
import { closeLoad } from './route-closing.js';
import { ownLoad } from './own-load.js';

const tags = ['hojas de carga'];

export function loadRoutes(app: App, { ctxOf }: RouteDeps): void {
  const admin = { access: 'admin' } as const;
  // The driver or the preventista delivers: the load of their own route (the administrator any).
  const route = { access: 'route' } as const;
  app.post('/api/load/create', { config: admin, schema: { ...doc('load.create', 'Crear la hoja de carga de una ruta y fecha de entrega', 404), tags, body: createLoadBody, response: { 200: loadDetailSchema } } }, (req) =>
    createLoad(ctxOf(req), req.body),
  );
  app.get('/api/load/list', { config: route, schema: { ...doc('load.list', 'Listar hojas de carga'), tags, querystring: listLoadsQuery, response: { 200: loadPage } } }, (req) => listLoads(ctxOf(req), req.query));
  app.get('/api/load/detail', { config: route, schema: { ...doc('load.detail', 'Hoja de carga: por producto y por cliente', 404), tags, querystring: loadDetailQuery, response: { 200: loadDetailSchema } } }, async (req) => {
    const ctx = ctxOf(req);
    await ownLoad(ctx, req.query.id);
    const detail = await loadDetail(ctx, req.query);
    if (!detail) throw notFound(LOAD_MSG.notFound);
    return detail;
  });
  // A delivery confirmed with no network is sent again until it lands: it must carry its key (exactly once).
  app.post('/api/load/deliver', { config: route, schema: { ...idempotentDoc('load.deliver', 'Confirmar la entrega de un pedido (venta con NOTA DE ENTREGA)', 404), tags, body: deliverBody, response: { 200: deliveryAnswer } } }, async (req) => {
    const key = requiredKeyOf(req);
    const ctx = ctxOf(req);
    await ownLoad(ctx, req.body.load_id);
    return deliverOrder(ctx, req.body, key);
  });
  app.post('/api/load/close', { config: admin, schema: { ...doc('load.close', 'Cerrar la ruta: vuelta al almacén, merma y dinero contra las entregas', 404), tags, body: closeLoadBody, response: { 200: loadDetailSchema } } }, (req) =>
    closeLoad(ctxOf(req), req.body),
  );
}
