import {
  createPresentationBody,
  listPresentationsQuery,
  presentationList,
  presentationSchema,
  updatePresentationBody,
  versionedIdBody,
  versionedStateAnswer,
} from '@lactea/contracts';
import type { App, RouteDeps } from '../../app-types.js';
import { doc } from '../../lib/route-doc.js';
import { addPresentation, changePresentationState, listPresentations, updatePresentation } from './presentations.service.js';

const tags = ['presentaciones'];

/** PRESENTACIONES of a product (its row's action on PRODUCTOS): the administrator's. */
export function presentationRoutes(app: App, { ctxOf }: RouteDeps): void {
  const admin = { access: 'admin' } as const;
  app.get('/api/presentation/list', { config: admin, schema: { ...doc('presentation.list', 'Listar las presentaciones de un producto', 404), tags, querystring: listPresentationsQuery, response: { 200: presentationList } } }, (req) =>
    listPresentations(ctxOf(req), req.query),
  );
  app.post('/api/presentation/add', { config: admin, schema: { ...doc('presentation.add', 'Registrar una presentación (caja, pack) de un producto', 404), tags, body: createPresentationBody, response: { 200: presentationSchema } } }, (req) =>
    addPresentation(ctxOf(req), req.body),
  );
  app.put('/api/presentation/edit', { config: admin, schema: { ...doc('presentation.edit', 'Editar una presentación', 404), tags, body: updatePresentationBody, response: { 200: presentationSchema } } }, (req) =>
    updatePresentation(ctxOf(req), req.body),
  );
  app.patch('/api/presentation/change-state', { config: admin, schema: { ...doc('presentation.changeState', 'Habilitar o inhabilitar una presentación', 404), tags, body: versionedIdBody, response: { 200: versionedStateAnswer } } }, (req) =>
    changePresentationState(ctxOf(req), req.body),
  );
}
