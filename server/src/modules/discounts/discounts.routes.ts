import {
  createDiscountBody,
  listDiscountsQuery,
  productDiscountPage,
  productDiscountSchema,
  updateDiscountBody,
  versionedIdBody,
  versionedStateAnswer,
} from '@lactea/contracts';
import type { App, RouteDeps } from '../../app-types.js';
import { doc } from '../../lib/route-doc.js';
import { addDiscount, changeDiscountState, editDiscount, listDiscounts } from './discounts.service.js';

const tags = ['descuentos'];

/** Product discounts (`product-discount/`): the cashier reads the enabled ones. */
export function discountRoutes(app: App, { ctxOf }: RouteDeps): void {
  const admin = { access: 'admin' } as const;
  app.get(
    '/api/product-discount/list',
    { config: { access: 'staff' }, schema: { ...doc('productDiscount.list', 'Listar descuentos'), tags, querystring: listDiscountsQuery, response: { 200: productDiscountPage } } },
    (req) => listDiscounts(ctxOf(req), req.query),
  );
  app.post('/api/product-discount/add', { config: admin, schema: { ...doc('productDiscount.add', 'Registrar un descuento por cantidad', 404), tags, body: createDiscountBody, response: { 200: productDiscountSchema } } }, (req) =>
    addDiscount(ctxOf(req), req.body),
  );
  app.put('/api/product-discount/edit', { config: admin, schema: { ...doc('productDiscount.edit', 'Editar un descuento', 404), tags, body: updateDiscountBody, response: { 200: productDiscountSchema } } }, (req) =>
    editDiscount(ctxOf(req), req.body),
  );
  app.patch(
    '/api/product-discount/change-state',
    { config: admin, schema: { ...doc('productDiscount.changeState', 'Habilitar o inhabilitar un descuento', 404), tags, body: versionedIdBody, response: { 200: versionedStateAnswer } } },
    (req) => changeDiscountState(ctxOf(req), req.body),
  );
}
