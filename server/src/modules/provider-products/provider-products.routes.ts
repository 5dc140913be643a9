import {
  createProviderProductBody,
  listProviderProductsQuery,
  providerProductPage,
  providerProductSchema,
  updateProviderProductBody,
  versionedIdBody,
  versionedStateAnswer,
} from '@lactea/contracts';
import type { App, RouteDeps } from '../../app-types.js';
import { doc } from '../../lib/route-doc.js';
import { addProviderProduct, changeProviderProductState, listProviderProducts, updateProviderProduct } from './provider-products.service.js';

const tags = ['proveedor-producto'];

/** PROVEEDOR - PROD.: an administrator's screen (not in the staff menu). */
export function providerProductRoutes(app: App, { ctxOf }: RouteDeps): void {
  const admin = { access: 'admin' } as const;
  app.get('/api/provider-product/list', { config: admin, schema: { ...doc('providerProduct.list', 'Listar asignaciones proveedor-producto'), tags, querystring: listProviderProductsQuery, response: { 200: providerProductPage } } }, (req) =>
    listProviderProducts(ctxOf(req), req.query),
  );
  app.post('/api/provider-product/add', { config: admin, schema: { ...doc('providerProduct.add', 'Asignar un producto a un proveedor', 404), tags, body: createProviderProductBody, response: { 200: providerProductSchema } } }, (req) =>
    addProviderProduct(ctxOf(req), req.body),
  );
  app.put('/api/provider-product/update', { config: admin, schema: { ...doc('providerProduct.update', 'Editar una asignación proveedor-producto', 404), tags, body: updateProviderProductBody, response: { 200: providerProductSchema } } }, (req) =>
    updateProviderProduct(ctxOf(req), req.body),
  );
  app.patch('/api/provider-product/change-state', { config: admin, schema: { ...doc('providerProduct.changeState', 'Habilitar o inhabilitar una asignación proveedor-producto', 404), tags, body: versionedIdBody, response: { 200: versionedStateAnswer } } }, (req) =>
    changeProviderProductState(ctxOf(req), req.body),
  );
}
