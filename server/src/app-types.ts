import type { FastifyBaseLogger, FastifyInstance, FastifyRequest, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Ctx } from './lib/context.js';
import type { LoginLimiter } from './modules/auth/login-limiter.js';

/**
 * The app as route modules see it: Fastify typed by the zod schemas. Its own file so route modules
 * need not import `app.ts`, which imports them (no import circle).
 */
export type App = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

/** What `buildApp` hands every route module. */
export type RouteDeps = { ctxOf: (req: FastifyRequest) => Ctx; limiter: LoginLimiter };
