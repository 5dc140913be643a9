import {
  addLotBody,
  cancelLotAnswer,
  cancelLotBody,
  expiredLotsQuery,
  kardexListQuery,
  kardexPage,
  listLotsQuery,
  listLowLotsQuery,
  lotPage,
  lotSchema,
  lowLotIdBody,
  lowLotPage,
  lowLotSchema,
  nearExpiryCount,
  nearExpiryQuery,
  searchLotsQuery,
  updateLotBody,
} from '@lactea/contracts';
import type { App, RouteDeps } from '../../app-types.js';
import { doc, idempotentDoc } from '../../lib/route-doc.js';
import { idempotencyKeyOf } from '../../lib/idempotency.js';
import { listKardex } from './kardex.service.js';
import { deleteLowLot, listLowLots, revertLowLot } from './low-lots.service.js';
import {
  addLotByHand,
  expiredLots,
  listLots,
  lotsNearExpiry,
  nearExpiryCount as countNearExpiry,
  searchLots,
  updateLot,
  writeOffLot,
} from './lots.service.js';

const tags = ['stock'];

/**
 * Who (docs/decisions: stock access): the inventory screen and its product dialog (lots of a
 * product, 'Nuevo Lote', edit, write off, Movimientos) are 'options' — the administrator, or staff
 * while enabled_options_user = 1. The screens only the administrator's menu has (Lotes, Lotes
 * Baja, Lotes Expirados, Lotes por Expirar, the bell) are 'admin'.
 */
export function stockRoutes(app: App, { ctxOf }: RouteDeps): void {
  const options = { access: 'options' } as const;
  const admin = { access: 'admin' } as const;

  app.get('/api/lot/search-lots', { config: options, schema: { ...doc('lot.searchLots', 'Lotes de un producto'), tags, querystring: searchLotsQuery, response: { 200: lotPage } } }, (req) =>
    searchLots(ctxOf(req), req.query),
  );
  app.post('/api/lot/add', { config: options, schema: { ...doc('lot.add', 'Registrar un lote a mano', 404), tags, body: addLotBody, response: { 200: lotSchema } } }, (req) =>
    addLotByHand(ctxOf(req), req.body),
  );
  app.put('/api/lot/update', { config: options, schema: { ...doc('lot.update', 'Editar un lote', 404), tags, body: updateLotBody, response: { 200: lotSchema } } }, (req) =>
    updateLot(ctxOf(req), req.body),
  );
  app.post('/api/lot/cancel-lot', { config: options, schema: { ...idempotentDoc('lot.cancelLot', 'Dar de baja unidades de un lote', 404), tags, body: cancelLotBody, response: { 200: cancelLotAnswer } } }, (req) =>
    writeOffLot(ctxOf(req), req.body, { key: idempotencyKeyOf(req) }),
  );
  app.get('/api/kardex/list', { config: options, schema: { ...doc('kardex.list', 'Movimientos de stock (kardex) de un producto', 404), tags, querystring: kardexListQuery, response: { 200: kardexPage } } }, (req) =>
    listKardex(ctxOf(req), req.query),
  );

  app.get('/api/lot/list', { config: admin, schema: { ...doc('lot.list', 'Listar lotes con existencias'), tags, querystring: listLotsQuery, response: { 200: lotPage } } }, (req) =>
    listLots(ctxOf(req), req.query),
  );
  app.get('/api/lot/expired-lots', { config: admin, schema: { ...doc('lot.expiredLots', 'Listar lotes vencidos con existencias'), tags, querystring: expiredLotsQuery, response: { 200: lotPage } } }, (req) =>
    expiredLots(ctxOf(req), req.query),
  );
  app.get(
    '/api/lot/quantity-of-lots-near-expiration',
    { config: admin, schema: { ...doc('lot.quantityOfLotsNearExpiration', 'Contar lotes por vencer'), tags, response: { 200: nearExpiryCount } } },
    (req) => countNearExpiry(ctxOf(req)),
  );
  app.get(
    '/api/lot/lots-near-expiration',
    { config: admin, schema: { ...doc('lot.lotsNearExpiration', 'Listar lotes por vencer'), tags, querystring: nearExpiryQuery, response: { 200: lotPage } } },
    (req) => lotsNearExpiry(ctxOf(req), req.query),
  );
  app.get('/api/low-lot/list', { config: admin, schema: { ...doc('lowLot.list', 'Listar bajas de lotes'), tags, querystring: listLowLotsQuery, response: { 200: lowLotPage } } }, (req) =>
    listLowLots(ctxOf(req), req.query),
  );
  app.put('/api/low-lot/revert-low-lot', { config: admin, schema: { ...doc('lowLot.revertLowLot', 'Revertir una baja (las unidades vuelven al lote)', 404), tags, body: lowLotIdBody, response: { 200: lowLotSchema } } }, (req) =>
    revertLowLot(ctxOf(req), req.body.id),
  );
  app.delete('/api/low-lot/delete-low-lot', { config: admin, schema: { ...doc('lowLot.deleteLowLot', 'Eliminar el registro de una baja', 404), tags, body: lowLotIdBody, response: { 200: lowLotSchema } } }, (req) =>
    deleteLowLot(ctxOf(req), req.body.id),
  );
}
