import { createTypePaymentBody, typePaymentList, typePaymentSchema, updateTypePaymentBody } from '@lactea/contracts';
import type { App, RouteDeps } from '../../app-types.js';
import { doc } from '../../lib/route-doc.js';
import { addTypePayment, editTypePayment, listTypePayments } from './type-payments.service.js';

const tags = ['tipos de pago'];

/** Payment types: the cashier reads them (the till's payment buttons); changes are the administrator's. */
export function typePaymentRoutes(app: App, { ctxOf }: RouteDeps): void {
  const admin = { access: 'admin' } as const;
  app.get('/api/type-payment/list', { config: { access: 'staff' }, schema: { ...doc('typePayment.list', 'Listar tipos de pago'), tags, response: { 200: typePaymentList } } }, (req) =>
    listTypePayments(ctxOf(req)),
  );
  app.post('/api/type-payment/add', { config: admin, schema: { ...doc('typePayment.add', 'Registrar un tipo de pago'), tags, body: createTypePaymentBody, response: { 200: typePaymentSchema } } }, (req) =>
    addTypePayment(ctxOf(req), req.body),
  );
  app.put('/api/type-payment/edit', { config: admin, schema: { ...doc('typePayment.edit', 'Editar un tipo de pago', 404), tags, body: updateTypePaymentBody, response: { 200: typePaymentSchema } } }, (req) =>
    editTypePayment(ctxOf(req), req.body),
  );
}
