import { z } from 'zod';
import { loginAnswer, loginBody } from '@lactea/contracts';
import type { App, RouteDeps } from '../../app-types.js';
import { doc } from '../../lib/route-doc.js';
import { login, logout } from './auth.service.js';

/** What a newcomer trying the API must know before the first call (the password's form above all). */
const LOGIN_DESCRIPTION = [
  '`password` es el MD5 de la contraseña en hexadecimal (32 caracteres), nunca la contraseña tal cual: la contraseña "secreto" se envía como `e201994dca9320fc94336603b1cfc970` (`echo -n secreto | md5sum`).',
  'Responde `{ token, user }`: el token va en `Authorization: Bearer <token>` en todas las demás llamadas y vence tras 12 horas sin uso.',
  'Tras varios intentos fallidos responde 429 con los minutos de espera.',
].join(' ');

const ok = z.object({ messages: z.array(z.string()) });

export function authRoutes(app: App, { ctxOf, limiter }: RouteDeps): void {
  app.post(
    '/api/user/login',
    {
      config: { access: 'public' },
      schema: {
        ...doc('user.login', 'Iniciar sesión', 402, 429),
        description: LOGIN_DESCRIPTION,
        tags: ['usuarios'],
        body: loginBody,
        response: { 200: loginAnswer },
      },
    },
    (req) => login(ctxOf(req), limiter, req.body),
  );
  app.post(
    '/api/user/logout',
    { config: { access: 'signed' }, schema: { ...doc('user.logout', 'Cerrar sesión'), tags: ['usuarios'], response: { 200: ok } } },
    async (req) => {
      await logout(ctxOf(req), req.token ?? '');
      return { messages: ['Sesión cerrada'] };
    },
  );
}
