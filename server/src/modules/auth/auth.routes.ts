import { z } from 'zod';
import { loginAnswer, loginBody } from '@lactea/contracts';
import type { App, RouteDeps } from '../../app-types.js';
import { doc } from '../../lib/route-doc.js';
import { login, logout } from './auth.service.js';

const ok = z.object({ messages: z.array(z.string()) });

export function authRoutes(app: App, { ctxOf, limiter }: RouteDeps): void {
  app.post(
    '/api/user/login',
    { config: { access: 'public' }, schema: { ...doc('user.login', 'Iniciar sesión', 402, 429), tags: ['usuarios'], body: loginBody, response: { 200: loginAnswer } } },
    (req) => login(ctxOf(req), limiter, req.body),
  );
  app.post(
    '/api/user/logout',
    { config: { access: 'staff' }, schema: { ...doc('user.logout', 'Cerrar sesión'), tags: ['usuarios'], response: { 200: ok } } },
    async (req) => {
      await logout(ctxOf(req), req.token ?? '');
      return { messages: ['Sesión cerrada'] };
    },
  );
}
