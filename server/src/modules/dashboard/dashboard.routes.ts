import { dashboardSchema } from '@lactea/contracts';
import type { App, RouteDeps } from '../../app-types.js';
import { doc } from '../../lib/route-doc.js';
import { dashboard } from './dashboard.service.js';

/** The owner's home: the administrator's; a cashier's home reads sale/sales-day. */
export function dashboardRoutes(app: App, { ctxOf }: RouteDeps): void {
  app.get('/api/dashboard', { config: { access: 'admin' }, schema: { ...doc('dashboard.get', 'Resumen del día para el administrador (inicio)'), tags: ['inicio'], response: { 200: dashboardSchema } } }, (req) =>
    dashboard(ctxOf(req)),
  );
}
