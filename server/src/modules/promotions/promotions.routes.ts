import {
  createPromotionBody,
  listPromotionsQuery,
  productPromotionPage,
  productPromotionSchema,
  updatePromotionBody,
  versionedIdBody,
  versionedStateAnswer,
} from '@lactea/contracts';
import type { App, RouteDeps } from '../../app-types.js';
import { doc } from '../../lib/route-doc.js';
import { addPromotion, changePromotionState, editPromotion, listPromotions } from './promotions.service.js';

const tags = ['promociones'];

/** Product promotions (`product-promotion/`): the cashier reads the enabled ones. */
export function promotionRoutes(app: App, { ctxOf }: RouteDeps): void {
  const admin = { access: 'admin' } as const;
  app.get(
    '/api/product-promotion/list',
    { config: { access: 'staff' }, schema: { ...doc('productPromotion.list', 'Listar promociones'), tags, querystring: listPromotionsQuery, response: { 200: productPromotionPage } } },
    (req) => listPromotions(ctxOf(req), req.query),
  );
  app.post('/api/product-promotion/add', { config: admin, schema: { ...doc('productPromotion.add', 'Registrar una promoción', 404), tags, body: createPromotionBody, response: { 200: productPromotionSchema } } }, (req) =>
    addPromotion(ctxOf(req), req.body),
  );
  app.put('/api/product-promotion/edit', { config: admin, schema: { ...doc('productPromotion.edit', 'Editar una promoción', 404), tags, body: updatePromotionBody, response: { 200: productPromotionSchema } } }, (req) =>
    editPromotion(ctxOf(req), req.body),
  );
  app.patch(
    '/api/product-promotion/change-state',
    { config: admin, schema: { ...doc('productPromotion.changeState', 'Habilitar o inhabilitar una promoción', 404), tags, body: versionedIdBody, response: { 200: versionedStateAnswer } } },
    (req) => changePromotionState(ctxOf(req), req.body),
  );
}
