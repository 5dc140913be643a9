import { Writable } from 'node:stream';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../test/helpers.js';
import { listeningText, logController, loggerOptions, REDACTED_PATHS, wantsPrettyLogs } from './logger.js';

describe('log format', () => {
  it('is readable at a terminal or in the demo, JSON otherwise, and LOG_FORMAT decides when set', () => {
    expect(wantsPrettyLogs({ demo: false }, true)).toBe(true);
    expect(wantsPrettyLogs({ demo: true }, false)).toBe(true);
    expect(wantsPrettyLogs({ demo: false }, false)).toBe(false);
    expect(wantsPrettyLogs({ demo: true, logFormat: 'json' }, true)).toBe(false);
    expect(wantsPrettyLogs({ demo: false, logFormat: 'pretty' }, false)).toBe(true);
  });

  it('the demo writes readable lines, not raw pino JSON', async () => {
    let out = '';
    const sink = new Writable({ write: (c, _e, done) => ((out += String(c)), done()) });
    const app = Fastify({ logger: loggerOptions(testConfig({ demo: true, logLevel: 'info' }), false, sink) });
    app.get('/x', async () => ({ ok: true }));
    await app.inject({ method: 'GET', url: '/x' });
    app.log.info('Lactea escuchando');
    await app.close();
    expect(out).toContain('INFO');
    expect(out).toContain('Lactea escuchando');
    expect(out.split('\n')[0].trim().startsWith('{')).toBe(false);
  });

  /** Logs of one request to an app built like app.ts builds it, into a string. */
  async function requestLog(overrides: Parameters<typeof testConfig>[0]): Promise<string> {
    let out = '';
    const sink = new Writable({ write: (c, _e, done) => ((out += String(c)), done()) });
    const config = testConfig(overrides);
    const app = Fastify({ logger: { level: config.logLevel, stream: sink }, logController: logController(config) });
    app.get('/x', async () => ({ ok: true }));
    app.get('/fails', async () => {
      throw new Error('algo se rompió');
    });
    await app.inject({ method: 'GET', url: '/x' });
    await app.inject({ method: 'GET', url: '/fails' });
    app.log.info('Lactea escuchando');
    await app.close();
    return out;
  }

  it('the demo does not log every request at info, only failures; LOG_LEVEL=debug shows them; production always does', async () => {
    const demo = await requestLog({ demo: true, logLevel: 'info' });
    expect(demo).toContain('Lactea escuchando');
    expect(demo).not.toContain('incoming request');
    expect(demo).not.toContain('request completed');
    expect(demo).toContain('algo se rompió');
    expect(await requestLog({ demo: true, logLevel: 'debug' })).toContain('request completed');
    const production = await requestLog({ demo: false, logLevel: 'info' });
    expect(production).toContain('incoming request');
    expect(production).toContain('request completed');
  });

  it('production (no terminal, no demo) keeps JSON lines', () => {
    const options = loggerOptions(testConfig({ demo: false, logLevel: 'info' }), false) as Record<string, unknown>;
    // JSON lines, with the secrets' keys hidden (the SIAT token, credential headers).
    expect(options).toEqual({ level: 'info', redact: { paths: REDACTED_PATHS, censor: '[oculto]' } });
  });
});

describe('log lines that read as errors when nothing went wrong', () => {
  /** An app with the log controller app.ts gives it, logging into a string. */
  function loggedApp(demo: boolean) {
    const log = { out: '' };
    const sink = new Writable({ write: (c, _e, done) => ((log.out += String(c)), done()) });
    const app = Fastify({ logger: { level: 'info', stream: sink }, logController: logController(testConfig({ demo, logLevel: 'info' })) });
    return { app, log };
  }

  it("says where it listens in Spanish, and never Fastify's English line", async () => {
    const { app, log } = loggedApp(true);
    const address = await app.listen({ port: 0, host: '127.0.0.1', listenTextResolver: listeningText });
    await app.close();
    expect(log.out).toContain(`Lactea escuchando en ${address}`);
    expect(log.out).not.toContain('Server listening');
  });

  for (const demo of [true, false]) {
    it(`a client that closes a response early (a 304 the browser already holds) writes no 'info' line; another stream error still warns (${demo ? 'demo' : 'production'})`, async () => {
      const { app, log } = loggedApp(demo);
      const controller = logController(testConfig({ demo, logLevel: 'info' }));
      const reply = { log: app.log, statusCode: 304 } as unknown as FastifyReply;
      const streamError = (code: string) => controller.streamError(Object.assign(new Error('stream'), { code }), { raw: {} } as FastifyRequest, reply);
      streamError('ERR_STREAM_PREMATURE_CLOSE');
      expect(log.out).not.toContain('stream closed prematurely');
      streamError('EIO');
      expect(log.out).toContain('response terminated with an error');
      await app.close();
    });
  }
});
