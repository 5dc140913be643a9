import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionUser } from '@lactea/contracts';
import { authenticate } from '../modules/auth/auth.service.js';
import { forbidden } from '../lib/errors.js';
import type { Db } from '../db/types.js';
import type { SessionCache } from '../modules/auth/session-cache.js';
import { optionsEnabledForStaff } from '../modules/settings/settings.read.js';

/**
 * Who may call a route, declared on the route itself (`config: { access }`):
 * - public: no token (login, health);
 * - staff: any signed-in, enabled user (the till, logout...);
 * - options: the administrator, or any staff while the setting `enabled_options_user` is 1
 *   (Inventario and Compras), checked on every call so switching it off takes effect at once;
 * - admin: category `a` only;
 * - signed: any signed-in, enabled user of any category (logout, the settings every screen reads);
 * - route: the administrator and the preventista ('v'), whose phone opens PEDIDOS and nothing else:
 *   'staff' and 'options' are the counter's (a and u), so a preventista gets 403 at the till.
 * A route without a declaration refuses to register, so none is open by omission.
 */
export type Access = 'public' | 'signed' | 'staff' | 'options' | 'admin' | 'route';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    user: SessionUser | null;
    token: string | undefined;
  }
}

export function bearerToken(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

export function registerAccess(app: FastifyInstance, db: Db, cache: SessionCache): void {
  app.decorateRequest('user', null);
  app.decorateRequest('token', undefined);

  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/') && !route.url.startsWith('/api/docs') && !route.config?.access) {
      throw new Error(`La ruta ${route.method} ${route.url} no declara quién puede llamarla (config.access)`);
    }
  });

  app.addHook('onRequest', async (req) => {
    const access = req.routeOptions.config?.access;
    if (!access || access === 'public') return;
    req.token = bearerToken(req);
    req.user = await authenticate(db, cache, req.token);
    if (req.user.category === 'a' || access === 'signed') return;
    if (access === 'admin') throw forbidden();
    // A preventista's only routes are 'route' and 'signed'; the counter's are not theirs.
    if ((access === 'route') !== (req.user.category === 'v')) throw forbidden();
    if (access === 'options' && !(await optionsEnabledForStaff(db))) throw forbidden();
  });
}
