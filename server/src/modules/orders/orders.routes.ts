import { addOrderBody, annulOrderBody, editOrderBody, orderListQuery, orderPage, orderSchema } from '@lactea/contracts';
import type { App, RouteDeps } from '../../app-types.js';
import { requiredKeyOf } from '../../lib/idempotency.js';
import { doc, idempotentDoc } from '../../lib/route-doc.js';
import { addOrder, annulOrder, editOrder, listOrders } from './orders.service.js';

const tags = ['pedidos'];

/** PEDIDOS: the preventista's and the administrator's (access 'route', decision 0068). */
export function orderRoutes(app: App, { ctxOf }: RouteDeps): void {
  const route = { access: 'route' } as const;
  app.get('/api/order/list', { config: route, schema: { ...doc('order.list', 'Listar pedidos (un preventista, los suyos)'), tags, querystring: orderListQuery, response: { 200: orderPage } } }, (req) =>
    listOrders(ctxOf(req), req.query),
  );
  // An order taken offline is sent again until it lands: it must carry its key (exactly once).
  app.post('/api/order/add', { config: route, schema: { ...idempotentDoc('order.add', 'Registrar un pedido y reservar su stock'), tags, body: addOrderBody, response: { 200: orderSchema } } }, (req) =>
    addOrder(ctxOf(req), req.body, { key: requiredKeyOf(req) }),
  );
  app.put('/api/order/edit', { config: route, schema: { ...doc('order.edit', 'Editar un pedido pendiente', 404), tags, body: editOrderBody, response: { 200: orderSchema } } }, (req) =>
    editOrder(ctxOf(req), req.body),
  );
  app.patch('/api/order/annul', { config: route, schema: { ...doc('order.annul', 'Anular un pedido pendiente (libera su reserva)', 404), tags, body: annulOrderBody, response: { 200: orderSchema } } }, (req) =>
    annulOrder(ctxOf(req), req.body),
  );
}
