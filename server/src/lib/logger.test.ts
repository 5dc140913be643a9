import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../test/helpers.js';
import { loggerOptions, wantsPrettyLogs } from './logger.js';

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

  it('production (no terminal, no demo) keeps JSON lines', () => {
    const options = loggerOptions(testConfig({ demo: false, logLevel: 'info' }), false) as Record<string, unknown>;
    expect(options).toEqual({ level: 'info' });
  });
});
