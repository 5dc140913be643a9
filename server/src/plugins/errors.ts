import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyServerOptions } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { FIELD_LABELS, unknownFieldMessages } from '@lactea/contracts';
import { AppError } from '../lib/errors.js';
import { answerFor, isDbError, redactDbError } from '../lib/db-errors.js';
import type { OutageLog } from '../lib/outage-log.js';

/**
 * Spanish texts for the 4xx answers Fastify and its plugins produce with an English status name
 * ('Forbidden' from @fastify/static on a `..` path, 'Not Found', ...). A plugin error whose text
 * is our own (an AppError, a rate-limit answer built in Spanish) keeps it.
 */
const STATUS_TEXT: Record<number, string> = {
  400: 'Solicitud inválida',
  403: 'Acceso prohibido',
  404: 'Ruta no encontrada',
  405: 'Método no permitido',
  406: 'Formato de respuesta no disponible',
  408: 'La solicitud tardó demasiado',
  411: 'Falta el largo del contenido',
  413: 'La solicitud es demasiado grande',
  414: 'La dirección es demasiado larga',
  415: 'Tipo de contenido no admitido: envíe JSON',
  416: 'Rango no disponible',
  431: 'Los encabezados de la solicitud son demasiado grandes',
};
export const BAD_URL = 'La dirección de la solicitud no es válida';

function spanishFor(err: FastifyError, status: number): string {
  const english = err.code?.startsWith('FST_') || !err.message || err.message === STATUS_CODES[status];
  return english ? (STATUS_TEXT[status] ?? 'Solicitud rechazada') : err.message;
}

/**
 * Errors raised before routing (a path with broken %-encoding, FST_ERR_BAD_URL) never reach the
 * error handler: Fastify answers them itself unless given this (its `frameworkErrors` option).
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (err, _req, reply) => {
  (reply as unknown as FastifyReply).code(400).send({ messages: [err.code === 'FST_ERR_BAD_URL' ? BAD_URL : STATUS_TEXT[400]] });
};

/**
 * What Node's HTTP parser refuses before Fastify sees a request (headers over 16 KB, a broken request
 * line, a request too slow) would answer Fastify's English JSON: the same Spanish `{ messages }` as
 * every other refusal. Written on the socket, which is then closed (the request was never read).
 */
export const clientErrorHandler: NonNullable<FastifyServerOptions['clientErrorHandler']> = (err, socket) => {
  const code = (err as NodeJS.ErrnoException).code;
  if (code === 'ECONNRESET' || socket.destroyed) return;
  const status = code === 'HPE_HEADER_OVERFLOW' ? 431 : code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = JSON.stringify({ messages: [STATUS_TEXT[status]] });
  if (socket.writable) {
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
  }
  socket.destroy();
};

/**
 * Every error answers `{ messages: [...] }` in Spanish; bad input is never a 500. With `outage`,
 * a 503 (database unreachable) is told to it, which logs the outage once, not once per request.
 */
export function registerErrors(app: FastifyInstance, outage?: OutageLog): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) return reply.status(err.status).send({ messages: err.messages });

    if (hasZodFastifySchemaValidationErrors(err)) {
      const messages = err.validation.flatMap((v) => {
        const path = v.instancePath.split('/').filter(Boolean);
        // An unknown key names itself by its path, one message per key (docs/decisions/0022).
        if (v.keyword === 'unrecognized_keys') return unknownFieldMessages(path, (v.params as { keys: string[] }).keys);
        const label = FIELD_LABELS[path[0] ?? ''] ?? path[0] ?? '';
        return label ? `${label}: ${v.message}` : v.message;
      });
      return reply.status(400).send({ messages: [...new Set(messages)] });
    }
    if (isResponseSerializationError(err)) {
      req.log.error({ err, issues: err.cause?.issues }, 'respuesta fuera de contrato');
      return reply.status(500).send({ messages: ['Error interno del servidor'] });
    }
    if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || err instanceof SyntaxError) {
      return reply.status(400).send({ messages: ['El cuerpo de la solicitud no es un JSON válido'] });
    }
    if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send({ messages: ['Tipo de contenido no admitido: envíe JSON'] });
    }
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send({ messages: ['La solicitud es demasiado grande'] });
    }
    if (err.code === 'FST_ERR_BAD_URL') return reply.status(400).send({ messages: [BAD_URL] });
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply.status(err.statusCode).send({ messages: [spanishFor(err, err.statusCode)] });
    }
    // The database's own refusals (a NUL, an integer past int4, a deadlock after the retries, the
    // server gone): a Spanish 400/409/503 even for a route that forgot a bound. Logged without the
    // query's parameters, which may hold a password hash or a person's data.
    const known = answerFor(err);
    const logged = isDbError(err) ? { dbError: redactDbError(err) } : { err };
    if (known?.status === 503 && outage) {
      outage.failed(logged);
      return reply.status(503).send({ messages: known.messages });
    }
    if (known) {
      req.log[known.status === 503 ? 'error' : 'warn'](logged, 'la base de datos rechazó la operación');
      return reply.status(known.status).send({ messages: known.messages });
    }
    req.log.error(logged, 'error no controlado');
    return reply.status(500).send({ messages: ['Error interno del servidor'] });
  });
}
