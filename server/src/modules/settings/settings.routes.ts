import { scaleSettingSchema, settingSchema, updateScaleSettingBody, updateSettingBody } from '@lactea/contracts';
import type { App, RouteDeps } from '../../app-types.js';
import { doc } from '../../lib/route-doc.js';
import { listSettings, updateSettings } from './settings.service.js';
import { scaleSettings, updateScaleSettings } from './scale-settings.service.js';

const tags = ['configuraciones'];

/** Settings: every signed-in user reads them (menu, receipts, closing); the administrator changes them. */
export function settingRoutes(app: App, { ctxOf }: RouteDeps): void {
  app.get('/api/setting/list', { config: { access: 'signed' }, schema: { ...doc('setting.list', 'Leer la configuración'), tags, response: { 200: settingSchema } } }, (req) => listSettings(ctxOf(req)));
  app.put(
    '/api/setting/update',
    { config: { access: 'admin' }, schema: { ...doc('setting.update', 'Cambiar la configuración'), tags, body: updateSettingBody, response: { 200: settingSchema } } },
    (req) => updateSettings(ctxOf(req), req.body),
  );
  app.get(
    '/api/setting/scale-label',
    { config: { access: 'admin' }, schema: { ...doc('setting.scaleLabel', 'Leer el formato de las etiquetas de balanza'), tags, response: { 200: scaleSettingSchema } } },
    (req) => scaleSettings(ctxOf(req)),
  );
  app.put(
    '/api/setting/update-scale-label',
    { config: { access: 'admin' }, schema: { ...doc('setting.updateScaleLabel', 'Cambiar el formato de las etiquetas de balanza'), tags, body: updateScaleSettingBody, response: { 200: scaleSettingSchema } } },
    (req) => updateScaleSettings(ctxOf(req), req.body),
  );
}
