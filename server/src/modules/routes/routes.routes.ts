import {
  createRouteBody,
  editRouteBody,
  listRoutesQuery,
  routeClientList,
  routeClientsQuery,
  routeDayQuery,
  routeDaySchema,
  routePage,
  routeSchema,
  setRouteClientsAnswer,
  setRouteClientsBody,
  versionedIdBody,
  versionedStateAnswer,
} from '@lactea/contracts';
import type { App, RouteDeps } from '../../app-types.js';
import { doc } from '../../lib/route-doc.js';
import { addRoute, changeRouteState, editRoute, listRouteClients, listRoutes, routeDay, setRouteClients } from './routes.service.js';

const tags = ['rutas'];

export function routeRoutes(app: App, { ctxOf }: RouteDeps): void {
  const admin = { access: 'admin' } as const;
  app.get('/api/route/list', { config: admin, schema: { ...doc('route.list', 'Listar y buscar rutas'), tags, querystring: listRoutesQuery, response: { 200: routePage } } }, (req) =>
    listRoutes(ctxOf(req), req.query),
  );
  app.post('/api/route/add', { config: admin, schema: { ...doc('route.add', 'Registrar una ruta'), tags, body: createRouteBody, response: { 200: routeSchema } } }, (req) =>
    addRoute(ctxOf(req), req.body),
  );
  app.put('/api/route/edit', { config: admin, schema: { ...doc('route.edit', 'Editar una ruta', 404), tags, body: editRouteBody, response: { 200: routeSchema } } }, (req) =>
    editRoute(ctxOf(req), req.body),
  );
  app.patch('/api/route/change-state', { config: admin, schema: { ...doc('route.changeState', 'Habilitar o inhabilitar una ruta', 404), tags, body: versionedIdBody, response: { 200: versionedStateAnswer } } }, (req) =>
    changeRouteState(ctxOf(req), req.body),
  );
  app.get('/api/route/clients', { config: admin, schema: { ...doc('route.clients', 'Clientes de una ruta en orden de visita', 404), tags, querystring: routeClientsQuery, response: { 200: routeClientList } } }, (req) =>
    listRouteClients(ctxOf(req), req.query),
  );
  app.put('/api/route/set-clients', { config: admin, schema: { ...doc('route.setClients', 'Fijar los clientes de una ruta y su orden de visita', 404), tags, body: setRouteClientsBody, response: { 200: setRouteClientsAnswer } } }, (req) =>
    setRouteClients(ctxOf(req), req.body),
  );
  // The preventista's own day (and the administrator's, who sees every route).
  app.get('/api/route/day', { config: { access: 'route' }, schema: { ...doc('route.day', 'Rutas del día del preventista con sus clientes'), tags, querystring: routeDayQuery, response: { 200: routeDaySchema } } }, (req) =>
    routeDay(ctxOf(req), req.query),
  );
}
