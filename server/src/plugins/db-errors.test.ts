import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.js';
import { DB_CONFLICT, DB_UNAVAILABLE } from '../lib/db-errors.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { registerErrors } from './errors.js';

/**
 * The safety net behind the contracts: whatever a route lets through, the database's refusals
 * answer a Spanish 400/409/503, and a logged database error never carries the query's parameters.
 */
describe('database errors become Spanish answers, logged without parameters', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let log = '';
  beforeAll(async () => {
    t = await createTestApp();
    const stream = new Writable({ write: (chunk, _enc, done) => ((log += String(chunk)), done()) });
    app = Fastify({ logger: { level: 'info', stream } });
    registerErrors(app);
    const run = (q: ReturnType<typeof sql>) => async () => (await t.db.execute(q), { ok: true });
    // Each route lets something through that a contract would have refused.
    app.get('/nul', run(sql`select ${'a\u0000b'}::text`));
    app.get('/int', run(sql`select ${'2147483648'}::int`));
    app.get('/not-a-number', run(sql`select ${'abc'}::int`));
    app.get('/date', run(sql`select ${'2026-02-30'}::date`));
    app.get('/time', run(sql`select ${'25:61:00'}::time`));
    app.get('/long', async () => {
      await t.db.insert(users).values({ name: 'n'.repeat(40), category: 'u', username: 'largo', usernameKey: 'largo', passwordHash: 'scrypt$SECRET-ONE' });
    });
    app.get('/fk', run(sql`insert into sessions (user_id, token_hash) values (${999999}, ${'f'.repeat(64)})`));
    app.get('/null', run(sql`insert into users (name, category, username, username_key, password_hash) values (${null}, 'u', 'x', 'x', ${'scrypt$SECRET-TWO'})`));
    app.get('/deadlock', async () => {
      throw Object.assign(new Error('Failed query: update x\nparams: 1'), { cause: Object.assign(new Error('deadlock detected'), { code: '40P01' }) });
    });
    app.get('/down', async () => {
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    });
    app.get('/terminated', async () => {
      throw Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
  });

  it.each([
    ['/nul', 400, 'El texto contiene caracteres no permitidos'],
    ['/int', 400, 'Un número está fuera del rango permitido'],
    ['/not-a-number', 400, 'Un dato no tiene el formato esperado'],
    ['/date', 400, 'Una fecha u hora no es válida'],
    ['/time', 400, 'Una fecha u hora no es válida'],
    ['/long', 400, 'Un texto excede el largo permitido'],
    ['/fk', 400, 'Un registro relacionado no existe o está en uso'],
    ['/deadlock', 409, DB_CONFLICT],
    ['/down', 503, DB_UNAVAILABLE],
    ['/terminated', 503, DB_UNAVAILABLE],
  ])('%s answers %i in Spanish', async (url, status, message) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ messages: [message] });
  });

  it('a real failure is still a 500, and neither it nor a refusal logs the parameters', async () => {
    log = '';
    const res = await app.inject({ method: 'GET', url: '/null' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ messages: ['Error interno del servidor'] });
    await app.inject({ method: 'GET', url: '/long' });
    // The statement and the SQLSTATE are there to diagnose; the hashes are not.
    expect(log).toContain('insert into');
    expect(log).toContain('23502');
    expect(log).toContain('22001');
    expect(log).not.toContain('SECRET-ONE');
    expect(log).not.toContain('SECRET-TWO');
    expect(log).not.toContain('scrypt$');
  });
});
