import {
  balanceSchema,
  cancelledSaleAnswer,
  cancelledSaleBody,
  cashClosingSchema,
  cashCountBody,
  cashCountList,
  cashCountQuery,
  cashCountSchema,
  debtCollectionClientQuery,
  debtCollectionQuery,
  debtPage,
  debtPaymentBody,
  debtPaymentsQuery,
  debtPaymentAnswer,
  debtStateSchema,
  periodQuery,
  periodSalesPage,
  periodSalesQuery,
} from '@lactea/contracts';
import type { App, RouteDeps } from '../../app-types.js';
import { doc, idempotentDoc } from '../../lib/route-doc.js';
import { idempotencyKeyOf } from '../../lib/idempotency.js';
import { balance, cashDeskClosing } from './closing.service.js';
import { listCashCounts, saveCashCount } from './cash-count.service.js';
import { debtCollection, debtCollectionClient, periodSales } from './debts.service.js';
import { collectDebt, debtState, recordDebtPayment } from './debt-payments.service.js';

const tags = ['caja'];

/**
 * Money of the day: debt collection, the cash-desk closing and the balance. Debt collection and
 * the closing are every staff member's (a cashier's closing is today's only: checked in the
 * service); the balance is the administrator's.
 */
export function cashRoutes(app: App, { ctxOf }: RouteDeps): void {
  const staff = { access: 'staff' } as const;
  const admin = { access: 'admin' } as const;
  app.get('/api/sale/debt-collection', { config: staff, schema: { ...doc('sale.debtCollection', 'Ventas a crédito pendientes'), tags, querystring: debtCollectionQuery, response: { 200: debtPage } } }, (req) =>
    debtCollection(ctxOf(req), req.query),
  );
  app.get('/api/sale/debt-collection-client', { config: staff, schema: { ...doc('sale.debtCollectionClient', 'Ventas a crédito pendientes por cliente'), tags, querystring: debtCollectionClientQuery, response: { 200: debtPage } } }, (req) =>
    debtCollectionClient(ctxOf(req), req.query),
  );
  app.put('/api/sale/cancelled-sale', { config: staff, schema: { ...idempotentDoc('sale.cancelledSale', 'Cobrar la deuda de una venta a crédito', 404), tags, body: cancelledSaleBody, response: { 200: cancelledSaleAnswer } } }, (req) =>
    collectDebt(ctxOf(req), req.body, { key: idempotencyKeyOf(req) }),
  );
  // Partial payments (decision 0036): any amount up to the balance, several times.
  app.post('/api/sale/debt-payment', { config: staff, schema: { ...idempotentDoc('sale.debtPayment', 'Registrar un cobro parcial o total de una deuda', 404), tags, body: debtPaymentBody, response: { 200: debtPaymentAnswer } } }, (req) =>
    recordDebtPayment(ctxOf(req), req.body, { key: idempotencyKeyOf(req) }),
  );
  app.get('/api/sale/debt-payments', { config: staff, schema: { ...doc('sale.debtPayments', 'Saldo y cobros de una deuda', 404), tags, querystring: debtPaymentsQuery, response: { 200: debtStateSchema } } }, (req) =>
    debtState(ctxOf(req), req.query),
  );
  app.get('/api/sale/cash-desk-closing', { config: staff, schema: { ...doc('sale.cashDeskClosing', 'Cierre de caja del periodo'), tags, querystring: periodQuery, response: { 200: cashClosingSchema } } }, (req) =>
    cashDeskClosing(ctxOf(req), req.query),
  );
  // The closing's cash count (arqueo): the same access as the closing it belongs to.
  app.post('/api/sale/cash-count', { config: staff, schema: { ...doc('sale.saveCashCount', 'Guardar el efectivo contado del día (arqueo)'), tags, body: cashCountBody, response: { 200: cashCountSchema } } }, (req) =>
    saveCashCount(ctxOf(req), req.body),
  );
  app.get('/api/sale/cash-count', { config: staff, schema: { ...doc('sale.listCashCounts', 'Arqueos de caja de un periodo', 403), tags, querystring: cashCountQuery, response: { 200: cashCountList } } }, (req) =>
    listCashCounts(ctxOf(req), req.query),
  );
  app.get('/api/sale/closing-sales', { config: staff, schema: { ...doc('sale.closingSales', 'Ventas de un tipo de pago en el cierre'), tags, querystring: periodSalesQuery, response: { 200: periodSalesPage } } }, (req) =>
    periodSales(ctxOf(req), req.query),
  );
  app.get('/api/sale/balance', { config: admin, schema: { ...doc('sale.balance', 'Balance del periodo'), tags, querystring: periodQuery, response: { 200: balanceSchema } } }, (req) => balance(ctxOf(req), req.query));
}
