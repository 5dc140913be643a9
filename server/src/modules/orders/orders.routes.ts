import {
  addOrderBody,
  annulOrderBody,
  editOrderBody,
  orderCatalogueSchema,
  orderClientQuery,
  orderClientSchema,
  orderListQuery,
  orderPage,
  orderProductList,
  orderProductsQuery,
  orderSchema,
  orderVisitedAnswer,
  orderVisitedQuery,
  routeDayQuery,
} from '@lactea/contracts';
import type { App, RouteDeps } from '../../app-types.js';
import { sendLargeJson } from '../../lib/large-json.js';
import { requiredKeyOf } from '../../lib/idempotency.js';
import { doc, idempotentDoc } from '../../lib/route-doc.js';
import { orderCatalogue, orderClientInfo, orderProducts } from './order-catalogue.js';
import { addOrder, annulOrder, editOrder, listOrders, visitedClients } from './orders.service.js';

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
  app.get('/api/order/client', { config: route, schema: { ...doc('order.client', 'Cliente del pedido: crédito y lista de precios'), tags, querystring: orderClientQuery, response: { 200: orderClientSchema } } }, (req) =>
    orderClientInfo(ctxOf(req), req.query),
  );
  app.get('/api/order/products', { config: route, schema: { ...doc('order.products', 'Buscar o escanear productos y presentaciones para un pedido'), tags, querystring: orderProductsQuery, response: { 200: orderProductList } } }, (req) =>
    orderProducts(ctxOf(req), req.query),
  );
  app.get(
    '/api/order/catalogue',
    { config: route, schema: { ...doc('order.catalogue', 'Datos para tomar pedidos sin conexión: rutas del día, sus clientes con crédito y lista, productos y presentaciones'), tags, querystring: routeDayQuery, response: { 200: orderCatalogueSchema } } },
    async (req, reply) => sendLargeJson(req, reply, await orderCatalogue(ctxOf(req), req.query)),
  );
  app.get('/api/order/visited', { config: route, schema: { ...doc('order.visited', 'Clientes con pedido tomado en el día (visitados)'), tags, querystring: orderVisitedQuery, response: { 200: orderVisitedAnswer } } }, (req) =>
    visitedClients(ctxOf(req), req.query),
  );
  app.patch('/api/order/annul', { config: route, schema: { ...doc('order.annul', 'Anular un pedido pendiente (libera su reserva)', 404), tags, body: annulOrderBody, response: { 200: orderSchema } } }, (req) =>
    annulOrder(ctxOf(req), req.body),
  );
}
