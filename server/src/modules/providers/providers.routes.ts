import { createProviderBody, listProvidersQuery, providerPage, providerSchema, updateProviderBody, versionedIdBody, versionedStateAnswer } from '@lactea/contracts';
import type { App, RouteDeps } from '../../app-types.js';
import { doc } from '../../lib/route-doc.js';
import { addProvider, changeProviderState, listProviders, updateProvider } from './providers.service.js';

const tags = ['proveedores'];

export function providerRoutes(app: App, { ctxOf }: RouteDeps): void {
  const admin = { access: 'admin' } as const;
  app.get('/api/provider/list', { config: admin, schema: { ...doc('provider.list', 'Listar y buscar proveedores'), tags, querystring: listProvidersQuery, response: { 200: providerPage } } }, (req) =>
    listProviders(ctxOf(req), req.query),
  );
  app.post('/api/provider/add', { config: admin, schema: { ...doc('provider.add', 'Registrar un proveedor'), tags, body: createProviderBody, response: { 200: providerSchema } } }, (req) =>
    addProvider(ctxOf(req), req.body),
  );
  app.patch('/api/provider/update', { config: admin, schema: { ...doc('provider.update', 'Editar un proveedor', 404), tags, body: updateProviderBody, response: { 200: providerSchema } } }, (req) =>
    updateProvider(ctxOf(req), req.body),
  );
  app.patch('/api/provider/change-state', { config: admin, schema: { ...doc('provider.changeState', 'Habilitar o inhabilitar un proveedor', 404), tags, body: versionedIdBody, response: { 200: versionedStateAnswer } } }, (req) =>
    changeProviderState(ctxOf(req), req.body),
  );
}
