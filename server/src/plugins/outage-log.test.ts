import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DB_UNAVAILABLE } from '../lib/db-errors.js';
import { OUTAGE_TEXTS, OutageLog } from '../lib/outage-log.js';
import { registerErrors } from './errors.js';

/**
 * 20 s of PostgreSQL downtime wrote 7,569 error lines. An outage is logged once
 * when it starts, as a summary while it lasts, once when it ends; every request still answers 503.
 */
describe('a database outage is logged once, summarized, and its end logged once', () => {
  let app: FastifyInstance;
  let lines: Record<string, unknown>[];
  let outage: OutageLog;
  let databaseUp: boolean;
  let clock: number;

  beforeEach(async () => {
    lines = [];
    databaseUp = false;
    clock = 1_000_000;
    // Fastify's own per-request info lines are left out: the flood was of error lines.
    const requestLines = new Set(['incoming request', 'request completed']);
    const stream = new Writable({
      write: (chunk, _enc, done) => {
        const line = JSON.parse(String(chunk)) as Record<string, unknown>;
        if (!requestLines.has(String(line.msg))) lines.push(line);
        done();
      },
    });
    app = Fastify({ logger: { level: 'info', stream } });
    // Timers far away: the test runs the summary and the probe itself, no waiting.
    outage = new OutageLog({
      log: app.log,
      probe: async () => {
        if (!databaseUp) throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
      },
      summaryEveryMs: 3_600_000,
      probeEveryMs: 3_600_000,
      now: () => clock,
    });
    registerErrors(app, outage);
    app.get('/down', async () => {
      throw Object.assign(new Error('Failed query: select secret from t where x = $1\nparams: SECRET'), {
        query: 'select secret from t where x = $1',
        cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      });
    });
    app.get('/bug', async () => {
      throw new Error('a real bug');
    });
    await app.ready();
  });
  afterEach(async () => {
    await app.close();
  });

  const messages = () => lines.map((l) => l.msg);
  const hit = async (n: number) => {
    for (let i = 0; i < n; i++) {
      const res = await app.inject({ method: 'GET', url: '/down' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ messages: [DB_UNAVAILABLE] });
    }
  };

  it('200 requests during an outage: one start line, one summary per span, one end line', async () => {
    await hit(120);
    expect(messages()).toEqual([OUTAGE_TEXTS.started]);
    expect(lines[0].level).toBe(50);
    // The start line says what failed, without the query's parameters.
    expect(JSON.stringify(lines[0])).toContain('ECONNREFUSED');
    expect(JSON.stringify(lines[0])).not.toContain('SECRET');

    clock += 30_000;
    outage.summarize();
    expect(lines[1]).toMatchObject({ msg: OUTAGE_TEXTS.ongoing, level: 40, answered503: 119, total503: 120, downForMs: 30_000 });

    await hit(80);
    expect(await outage.probeOnce()).toBe(false);
    clock += 30_000;
    outage.summarize();
    expect(lines[2]).toMatchObject({ msg: OUTAGE_TEXTS.ongoing, answered503: 80, total503: 200, downForMs: 60_000 });

    databaseUp = true;
    clock += 5_000;
    expect(await outage.probeOnce()).toBe(true);
    expect(lines[3]).toMatchObject({ msg: OUTAGE_TEXTS.ended, level: 30, total503: 200, downForMs: 65_000 });
    expect(outage.down).toBe(false);
    // After the end a summary has nothing to say.
    outage.summarize();
    expect(messages()).toEqual([OUTAGE_TEXTS.started, OUTAGE_TEXTS.ongoing, OUTAGE_TEXTS.ongoing, OUTAGE_TEXTS.ended]);
  });

  it('a second outage is logged as a new one; a real bug is still logged on its own', async () => {
    await hit(3);
    databaseUp = true;
    await outage.probeOnce();
    databaseUp = false;
    await hit(3);
    expect(messages()).toEqual([OUTAGE_TEXTS.started, OUTAGE_TEXTS.ended, OUTAGE_TEXTS.started]);
    const bug = await app.inject({ method: 'GET', url: '/bug' });
    expect(bug.statusCode).toBe(500);
    expect(messages().at(-1)).toBe('error no controlado');
  });

  it('the probe runs by itself while the database is down, and stops once it is back', async () => {
    let probes = 0;
    const auto = new OutageLog({
      log: app.log,
      probe: async () => {
        probes += 1;
        if (probes < 3) throw new Error('down');
      },
      probeEveryMs: 1,
    });
    auto.failed({ cause: 'test' });
    await expect.poll(() => auto.down, { interval: 5 }).toBe(false);
    expect(probes).toBe(3);
    expect(messages()).toEqual([OUTAGE_TEXTS.started, OUTAGE_TEXTS.ended]);
  });
});
