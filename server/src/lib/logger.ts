import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import pretty from 'pino-pretty';
import type { Config } from '../config.js';

/**
 * Readable logs for a person at a terminal or running the demo (one coloured line per event,
 * local time); JSON lines otherwise, for a log collector in production. LOG_FORMAT=json|pretty
 * overrides the guess.
 */
export function wantsPrettyLogs(config: Pick<Config, 'demo' | 'logFormat'>, isTTY = !!process.stdout.isTTY): boolean {
  if (config.logFormat) return config.logFormat === 'pretty';
  return isTTY || config.demo;
}

/**
 * Fastify logs a response stream the client closed before its end ('stream closed prematurely')
 * at `info`. It is the client going away (a browser that already holds the file answered 304, a
 * tab closed mid-download), never the server's fault, and in the log it reads as an error: it is
 * written at `debug`. Any other stream error keeps Fastify's warning.
 */
class LacteaLogController extends LogController {
  override streamError(error: Error & { code?: string }, request: FastifyRequest, reply: FastifyReply, metadata?: Record<string, unknown>): void {
    if (error.code !== 'ERR_STREAM_PREMATURE_CLOSE') return super.streamError(error, request, reply, metadata);
    if (!this.isLogDisabled(request)) reply.log.debug({ res: reply }, 'stream closed prematurely');
  }
}

/**
 * One line per request at `info` is what production log collectors expect; in the demo it buried
 * everything else (619 request lines in 20 minutes of use). The demo writes those lines at `debug`
 * (LOG_LEVEL=debug shows them); a request that fails is still logged at `error`.
 */
class DemoLogController extends LacteaLogController {
  override incomingRequest(request: FastifyRequest): void {
    if (!this.isLogDisabled(request)) request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply, metadata?: Record<string, unknown>): void {
    if (error) return super.requestCompleted(error, request, reply, metadata);
    if (!this.isLogDisabled(request)) reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

/** Fastify's line for each address it listens on, in the language of the rest of the log. */
export const listeningText = (address: string): string => `Lactea escuchando en ${address}`;

/** Fastify's own log lines: the default (a line per request at `info`), or the demo's. */
export function logController(config: Pick<Config, 'demo'>): LogController {
  return config.demo ? new DemoLogController() : new LacteaLogController();
}

/**
 * Keys never written to a log, wherever they appear (a request body or an error's details): the SIAT
 * delegated token, and the headers that carry credentials.
 */
export const REDACTED_PATHS = ['token', '*.token', '*.*.token', 'siat', '*.siat', 'req.headers.authorization', 'req.headers.apikey'];
const redact = { paths: REDACTED_PATHS, censor: '[oculto]' };

export function loggerOptions(config: Config, isTTY = !!process.stdout.isTTY, destination?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  if (!wantsPrettyLogs(config, isTTY)) return { level: config.logLevel, redact, ...(destination ? { stream: destination } : {}) };
  return {
    level: config.logLevel,
    redact,
    // In-process stream, not a worker transport: the server is bundled, and a transport
    // resolves its target by name at run time.
    stream: pretty({ colorize: isTTY, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', singleLine: true, sync: true, destination }),
  };
}
