import {
  deviceStatusBody,
  deviceStatusList,
  deviceStatusSchema,
  reconciliationCount,
  reconciliationItemSchema,
  reconciliationPage,
  reconciliationQuery,
  reconciliationResolveBody,
} from '@lactea/contracts';
import type { App, RouteDeps } from '../../app-types.js';
import { doc } from '../../lib/route-doc.js';
import { listDevices, reportDeviceStatus } from './devices.service.js';
import { countUnresolved, listReconciliation, resolveReconciliation } from './reconciliation.service.js';

const tags = ['ventas'];

/**
 * The offline till's administration (decision 0043): every till reports its queue; the
 * administrator sees the devices (CIERRE DE CAJA warns of unsynced sales) and reviews the offline
 * sales whose price, stock or credit did not hold at sync.
 */
export function offlineRoutes(app: App, { ctxOf }: RouteDeps): void {
  const staff = { access: 'staff' } as const;
  const admin = { access: 'admin' } as const;
  app.post('/api/sale/device-status', { config: staff, schema: { ...doc('sale.deviceStatus', 'Informar la cola de ventas sin conexión de un dispositivo'), tags, body: deviceStatusBody, response: { 200: deviceStatusSchema } } }, (req) =>
    reportDeviceStatus(ctxOf(req), req.body),
  );
  app.get('/api/sale/devices', { config: admin, schema: { ...doc('sale.devices', 'Dispositivos de caja y sus ventas sin sincronizar'), tags, response: { 200: deviceStatusList } } }, (req) => listDevices(ctxOf(req)));
  app.get('/api/sale/reconciliation', { config: admin, schema: { ...doc('sale.reconciliation', 'Ventas sin conexión recibidas y sus casos por revisar'), tags, querystring: reconciliationQuery, response: { 200: reconciliationPage } } }, (req) =>
    listReconciliation(ctxOf(req), req.query),
  );
  app.get('/api/sale/reconciliation-count', { config: admin, schema: { ...doc('sale.reconciliationCount', 'Cantidad de ventas sin conexión por revisar'), tags, response: { 200: reconciliationCount } } }, (req) =>
    countUnresolved(ctxOf(req)),
  );
  app.patch('/api/sale/reconciliation-resolve', { config: admin, schema: { ...doc('sale.reconciliationResolve', 'Marcar como resuelto un caso de venta sin conexión', 404), tags, body: reconciliationResolveBody, response: { 200: reconciliationItemSchema } } }, (req) =>
    resolveReconciliation(ctxOf(req), req.body),
  );
}
