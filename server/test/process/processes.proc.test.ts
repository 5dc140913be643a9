import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../src/db/open.js';
import { md5Hex } from '../../src/modules/auth/password.js';
import { CLOSING_MSG } from '../../src/plugins/health.js';
import { clusterQuery, startCluster, type Cluster } from '../pg-cluster.js';
import { freePort, invariantProblems, kill9, OWNER, runWriters, saleWriter, signIn, startServer, withDatabase, type Api, type Server, type Target } from './crash-harness.js';
import { until } from '../until.js';

/**
 * Several Lactea processes on one PostgreSQL. Three real processes (A, B, C) started at
 * the same moment on an empty database, then: revocations seen everywhere within 1 s, the login
 * limit shared, one sale per idempotency key across processes, kill -9 of one under load, SIGTERM
 * during a burst of sales; and WORKERS=2 (node:cluster) on one port, refused on PGlite.
 */
let cluster: Cluster | undefined;
let target: Target;
const servers: Server[] = [];
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lactea-multi-'));

afterAll(async () => {
  for (const s of servers) if (s.child.exitCode === null) s.child.kill('SIGKILL');
  await Promise.all(servers.map((s) => s.exit));
  cluster?.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const url = (s: Server, p: string) => `http://127.0.0.1:${s.port}/api/${p}`;
const ready = async (s: Server) => {
  if (s.child.exitCode !== null) throw new Error(`el proceso terminó (código ${s.child.exitCode}):\n${s.output()}`);
  return fetch(url(s, 'ready')).then((r) => r.ok, () => false);
};
const login = (s: Server, username: string, password: string) =>
  fetch(url(s, 'user/login'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: md5Hex(password) }) });
const withToken = (s: Server, token: string, method: string, p: string, body?: unknown) =>
  fetch(url(s, p), { method, headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) }, body: body === undefined ? undefined : JSON.stringify(body) });
const statusOn = (s: Server, token: string) => withToken(s, token, 'GET', 'user/list').then((r) => r.status);

describe('several processes on one PostgreSQL', () => {
  let A: Server, B: Server, C: Server;

  beforeAll(async () => {
    cluster = await startCluster();
    await clusterQuery(cluster.url, 'CREATE DATABASE lactea_multi');
    target = { kind: 'postgres', url: `${cluster.url}/lactea_multi` };
  }, 120_000);

  it('three processes started at the same moment on an empty database: migrations once, one administrator, all three ready', async () => {
    const ports = await Promise.all([freePort(), freePort(), freePort()]);
    [A, B, C] = ports.map((port) => startServer(target, port, 'src'));
    servers.push(A, B, C);
    await until('A, B y C listos', async () => (await Promise.all([A, B, C].map(ready))).every(Boolean), 90_000);
    const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder(), 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
    await withDatabase(target, async (q) => {
      const [m] = await q.rows<{ n: number; distinct: number }>('select count(*)::int as n, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations');
      expect(m).toEqual({ n: journal.entries.length, distinct: journal.entries.length });
      const [u] = await q.rows<{ n: number }>('select count(*)::int as n from users');
      expect(u.n).toBe(1);
    });
    expect([A, B, C].filter((s) => s.output().includes('Administrador creado')).length).toBe(1);
  }, 120_000);

  it('a token revoked through A is refused by B and C within 1 s', async () => {
    const { token } = (await (await login(A, OWNER.username, OWNER.password)).json()) as { token: string };
    // B and C have the session in their cache.
    expect(await Promise.all([A, B, C].map((s) => statusOn(s, token)))).toEqual([200, 200, 200]);
    expect((await withToken(A, token, 'POST', 'user/logout')).status).toBe(200);
    const ms = await until('B y C rechazan el token', async () => (await Promise.all([B, C].map((s) => statusOn(s, token)))).every((st) => st === 401), 1_000);
    console.log(`token revocado en A: rechazado por B y C en ${ms} ms`);
  });

  it('a user disabled on B is refused on A and C within 1 s', async () => {
    const { token: admin } = (await (await login(A, OWNER.username, OWNER.password)).json()) as { token: string };
    const added = await withToken(A, admin, 'POST', 'user/add', { name: 'Cajera Multi', category: 'u', username: 'multi', password: md5Hex('clave-multi') });
    expect(added.status).toBe(200);
    const { id, version } = (await added.json()) as { id: number; version: number };
    const { token } = (await (await login(C, 'multi', 'clave-multi')).json()) as { token: string };
    const staffCall = (s: Server) => withToken(s, token, 'GET', 'type-payment/list').then((r) => r.status);
    expect(await Promise.all([A, B, C].map(staffCall))).toEqual([200, 200, 200]);
    expect((await withToken(B, admin, 'PATCH', 'user/change-state', { id, version })).status).toBe(200);
    const ms = await until('A y C rechazan a la usuaria inhabilitada', async () => (await Promise.all([A, C].map(staffCall))).every((st) => st === 402), 1_000);
    console.log(`usuaria inhabilitada en B: rechazada por A y C en ${ms} ms`);
  });

  it('five failed logins spread over A, B and C block the sixth on all three', async () => {
    for (const s of [A, B, C, A, B]) expect((await login(s, OWNER.username, 'equivocada')).status).toBe(400);
    for (const s of [C, A, B]) {
      const sixth = await login(s, OWNER.username, OWNER.password);
      expect(sixth.status).toBe(429);
      expect(await sixth.json()).toEqual({ messages: ['Demasiados intentos fallidos. Espere 15 minutos e intente de nuevo'] });
    }
    // Forgive the owner for the tests that follow (the limiter's own table, as 15 minutes would).
    await withDatabase(target, (q) => q.rows("delete from login_failures where key like 'u|duena|%' returning 1"));
  });

  const sales = saleWriter();
  let apis: Api[];

  it('the same idempotency key sent to A and B at once records one sale', async () => {
    apis = await Promise.all([A, B, C].map((s) => signIn(s.port)));
    await sales.prepare!(apis[0], target);
    const key = `multi-${crypto.randomUUID()}`;
    const [onA, onB] = await Promise.all([sales.write(apis[0], key), sales.write(apis[1], key)]);
    expect(onA).toBeDefined();
    expect(onB).toBe(onA);
    await withDatabase(target, async (q) => {
      const [n] = await q.rows<{ n: number }>('select count(*)::int as n from sales');
      expect(n.n).toBe(1);
    });
  });

  it('kill -9 of one of three under load: the others keep serving, nothing acknowledged is lost', async () => {
    const runs = apis.map((api, i) => runWriters(api, [sales], 2, `k9${i}-${Date.now().toString(36)}-`));
    const acked = () => runs.map((r) => r.acked.get(sales)!.length);
    await until('ventas confirmadas en los tres', async () => acked().every((n) => n > 0), 30_000);
    await kill9(C);
    const atKill = acked();
    await until('A y B siguen vendiendo', async () => acked()[0] > atKill[0] + 5 && acked()[1] > atKill[1] + 5, 30_000);
    await Promise.all(runs.map((r) => r.stop()));
    const keys = runs.flatMap((r) => r.acked.get(sales)!);
    await withDatabase(target, async (q) => {
      const check = await sales.verify(q, keys);
      expect(check).toMatchObject({ lost: 0, partial: 0 });
      expect(await invariantProblems(q)).toEqual([]);
    });
  }, 90_000);

  it('SIGTERM during a burst of sales: every acknowledged sale recorded, none half-written; refused ones get a clear 503; exit within 10 s', async () => {
    const refused: string[] = [];
    const recording: Api = {
      async call(method, p, body, headers) {
        const res = await apis[0].call(method, p, body, headers);
        if (!res.ok) refused.push(`${res.status} ${await res.clone().text()}`);
        return res;
      },
    };
    const run = runWriters(recording, [sales], 6, `term-${Date.now().toString(36)}-`);
    await until('ventas confirmadas en A', async () => run.acked.get(sales)!.length >= 10, 30_000);
    const signalled = Date.now();
    A.child.kill('SIGTERM');
    expect(await A.exit).toBe(0);
    const closeMs = Date.now() - signalled;
    await run.stop();
    expect(closeMs).toBeLessThan(10_000);
    // B is untouched: still serving.
    expect((await apis[1].call('GET', 'type-payment/list')).status).toBe(200);
    const acked = run.acked.get(sales)!;
    await withDatabase(target, async (q) => {
      expect(await sales.verify(q, acked)).toMatchObject({ lost: 0, partial: 0 });
      expect(await invariantProblems(q)).toEqual([]);
    });
    // A request that reached A while it closed got the Spanish 503; the rest found it gone.
    expect(refused.filter((r) => r !== `503 ${JSON.stringify({ messages: [CLOSING_MSG] })}`)).toEqual([]);
    console.log(`SIGTERM: ${acked.length} ventas confirmadas, cierre en ${closeMs} ms, ${refused.length} rechazadas con 503`);
  }, 60_000);

  it('WORKERS=2 serves one port with two processes on PostgreSQL and closes on SIGTERM; PGlite refuses it in Spanish', async () => {
    // Both at once: the PGlite refusal needs no database and runs while the workers start.
    const W = startServer(target, await freePort(), 'src', { WORKERS: '2', LOG_LEVEL: 'info' });
    const P = startServer({ kind: 'pglite', dataDir: path.join(tmp, 'data') }, await freePort(), 'src', { WORKERS: '2' });
    servers.push(W, P);
    expect(await P.exit).toBe(1);
    expect(P.output()).toContain('WORKERS=2 requiere PostgreSQL (DATABASE_URL): la base embebida PGlite admite un solo proceso');

    await until('WORKERS=2 listo', () => ready(W), 90_000);
    expect(W.output()).toContain('Lactea: 2 procesos');
    expect(execFileSync('pgrep', ['-P', String(W.child.pid)], { encoding: 'utf8' }).trim().split('\n')).toHaveLength(2);
    W.child.kill('SIGTERM');
    expect(await W.exit).toBe(0);
  }, 120_000);
});
