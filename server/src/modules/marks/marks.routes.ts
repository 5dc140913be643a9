import { createMarkBody, listMarksQuery, markPage, markSchema, updateMarkBody, versionedIdBody, versionedStateAnswer } from '@lactea/contracts';
import type { App, RouteDeps } from '../../app-types.js';
import { doc } from '../../lib/route-doc.js';
import { addMark, changeMarkState, listMarks, updateMark } from './marks.service.js';

const tags = ['marcas'];

export function markRoutes(app: App, { ctxOf }: RouteDeps): void {
  const admin = { access: 'admin' } as const;
  app.get('/api/mark/list', { config: admin, schema: { ...doc('mark.list', 'Listar y buscar marcas'), tags, querystring: listMarksQuery, response: { 200: markPage } } }, (req) =>
    listMarks(ctxOf(req), req.query),
  );
  app.post('/api/mark/add', { config: admin, schema: { ...doc('mark.add', 'Registrar una marca'), tags, body: createMarkBody, response: { 200: markSchema } } }, (req) =>
    addMark(ctxOf(req), req.body),
  );
  app.patch('/api/mark/update', { config: admin, schema: { ...doc('mark.update', 'Editar una marca', 404), tags, body: updateMarkBody, response: { 200: markSchema } } }, (req) =>
    updateMark(ctxOf(req), req.body),
  );
  app.patch('/api/mark/change-state', { config: admin, schema: { ...doc('mark.changeState', 'Habilitar o inhabilitar una marca', 404), tags, body: versionedIdBody, response: { 200: versionedStateAnswer } } }, (req) =>
    changeMarkState(ctxOf(req), req.body),
  );
}
