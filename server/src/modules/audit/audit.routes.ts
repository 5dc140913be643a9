import { auditPage, listAuditQuery } from '@lactea/contracts';
import type { App, RouteDeps } from '../../app-types.js';
import { doc } from '../../lib/route-doc.js';
import { listAudit } from './audit.service.js';

export function auditRoutes(app: App, { ctxOf }: RouteDeps): void {
  app.get(
    '/api/audit/list',
    { config: { access: 'admin' }, schema: { ...doc('audit.list', 'Listar la auditoría de cambios'), tags: ['auditoría'], querystring: listAuditQuery, response: { 200: auditPage } } },
    (req) => listAudit(ctxOf(req), req.query),
  );
}
