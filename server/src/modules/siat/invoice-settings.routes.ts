import { invoiceSettingSchema, updateInvoiceSettingBody } from '@lactea/contracts';
import type { App, RouteDeps } from '../../app-types.js';
import { doc } from '../../lib/route-doc.js';
import { listInvoiceSettings, updateInvoiceSettings } from './invoice-settings.service.js';

const tags = ['configuraciones'];

/** Configuraciones → Facturación: the administrator's alone (the NIT, SIAT's address, the token). */
export function invoiceSettingRoutes(app: App, { ctxOf, siatCodesNow }: RouteDeps & { siatCodesNow: () => Promise<unknown> }): void {
  app.get(
    '/api/invoice-setting/list',
    { config: { access: 'admin' }, schema: { ...doc('invoiceSetting.list', 'Leer la configuración de facturación (el token nunca se responde)'), tags, response: { 200: invoiceSettingSchema } } },
    (req) => listInvoiceSettings(ctxOf(req)),
  );
  app.put(
    '/api/invoice-setting/update',
    { config: { access: 'admin' }, schema: { ...doc('invoiceSetting.update', 'Cambiar la configuración de facturación'), tags, body: updateInvoiceSettingBody, response: { 200: invoiceSettingSchema } } },
    async (req) => {
      const after = await updateInvoiceSettings(ctxOf(req), req.body);
      // Switched on (or changed while on): the CUIS and the day's CUFD are asked now, not at the codes
      // job's next turn up to 10 minutes later, so the till can invoice at once. Not awaited: SIAT's
      // answer is not the screen's; a failure is logged and the job tries again.
      if (after.invoicing === 1) siatCodesNow().catch((err: unknown) => req.log.error(err, 'códigos del SIAT fallidos al activar la facturación'));
      return after;
    },
  );
}
