import { invoiceSettingSchema, updateInvoiceSettingBody } from '@lactea/contracts';
import type { App, RouteDeps } from '../../app-types.js';
import { doc } from '../../lib/route-doc.js';
import { listInvoiceSettings, updateInvoiceSettings } from './invoice-settings.service.js';

const tags = ['configuraciones'];

/** Configuraciones → Facturación: the administrator's alone (the NIT, SIAT's address, the token). */
export function invoiceSettingRoutes(app: App, { ctxOf }: RouteDeps): void {
  app.get(
    '/api/invoice-setting/list',
    { config: { access: 'admin' }, schema: { ...doc('invoiceSetting.list', 'Leer la configuración de facturación (el token nunca se responde)'), tags, response: { 200: invoiceSettingSchema } } },
    (req) => listInvoiceSettings(ctxOf(req)),
  );
  app.put(
    '/api/invoice-setting/update',
    { config: { access: 'admin' }, schema: { ...doc('invoiceSetting.update', 'Cambiar la configuración de facturación'), tags, body: updateInvoiceSettingBody, response: { 200: invoiceSettingSchema } } },
    (req) => updateInvoiceSettings(ctxOf(req), req.body),
  );
}
