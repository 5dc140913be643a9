import { z } from 'zod';
import { loginAnswer, loginBody } from '@lactea/contracts';
import type { App, RouteDeps } from '../../app-types.js';
import { login, logout } from './auth.service.js';

const ok = z.object({ messages: z.array(z.string()) });

export function authRoutes(app: App, { ctxOf, limiter }: RouteDeps): void {
  app.post(
    '/api/user/login',
    { config: { access: 'public' }, schema: { tags: ['usuarios'], security: [], body: loginBody, response: { 200: loginAnswer } } },
    (req) => login(ctxOf(req), limiter, req.body),
  );
  app.post(
    '/api/user/logout',
    { config: { access: 'staff' }, schema: { tags: ['usuarios'], response: { 200: ok } } },
    async (req) => {
      await logout(ctxOf(req), req.token ?? '');
      return { messages: ['Sesión cerrada'] };
    },
  );
}
