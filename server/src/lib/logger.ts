import type { FastifyServerOptions } from 'fastify';
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
 * One line per request at `info` is what production log collectors expect; in the demo it buried
 * everything else (619 request lines in 20 minutes of use), so the demo logs requests only when
 * LOG_LEVEL asks for debug or trace. Errors are logged either way.
 */
export function logsRequests(config: Pick<Config, 'demo' | 'logLevel'>): boolean {
  return !config.demo || config.logLevel === 'debug' || config.logLevel === 'trace';
}

export function loggerOptions(config: Config, isTTY = !!process.stdout.isTTY, destination?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  if (!wantsPrettyLogs(config, isTTY)) return { level: config.logLevel };
  return {
    level: config.logLevel,
    // In-process stream, not a worker transport: the server is bundled, and a transport
    // resolves its target by name at run time.
    stream: pretty({ colorize: isTTY, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', singleLine: true, sync: true, destination }),
  };
}
