import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASHIER, createTestApp, type TestApp } from '../../../test/helpers.js';
import { rowsOf } from '../../db/types.js';
import { REVOCATIONS_CHANNEL, followRevocations } from './revocations.js';
import { SessionCache } from './session-cache.js';
import { until } from '../../../test/until.js';

const user = (id: number) => ({ id, name: 'X', category: 'u' as const, username: `u${id}` });

describe('session cache following PostgreSQL revocations (LISTEN)', () => {
  let t: TestApp;
  const cache = new SessionCache(Date.now, { live: false });
  let follower: { close(): Promise<void> };
  const listenerPids = async () =>
    rowsOf<{ pid: number }>(await t.db.execute(sql`select pid from pg_stat_activity where application_name = ${`lactea-listen-${REVOCATIONS_CHANNEL}`} and datname = current_database()`)).map((r) => r.pid);

  beforeAll(async () => {
    t = await createTestApp();
    follower = followRevocations(t.database.url!, cache, { error: () => {}, warn: () => {} });
  });
  afterAll(async () => {
    await follower?.close();
    await t?.close();
  });

  it('is bypassed until the listener is connected, then a NOTIFY from another connection evicts at once', async () => {
    expect(cache.get('h')).toBeUndefined();
    await until('escucha conectada', () => cache.isLive, 5_000);
    cache.set('h', { user: user(7), sessionId: 1, lastUsedAt: 0 }, cache.generation);
    cache.set('k', { user: user(8), sessionId: 2, lastUsedAt: 0 }, cache.generation);
    expect(cache.get('h')?.user.id).toBe(7);
    // A user change, as the trigger on users sends it.
    await t.db.execute(sql`select pg_notify(${REVOCATIONS_CHANNEL}, 'u:7')`);
    await until('usuario 7 olvidado', () => cache.get('h') === undefined, 1_000);
    expect(cache.get('k')?.user.id).toBe(8);
    await t.db.execute(sql`select pg_notify(${REVOCATIONS_CHANNEL}, 't:k')`);
    await until('token k olvidado', () => cache.get('k') === undefined, 1_000);
  });

  it('the triggers announce a revoked token and a changed user', async () => {
    const { cashierId } = await t.seededIds();
    expect((await t.login(CASHIER.username, CASHIER.password)).statusCode).toBe(200);
    const [s] = rowsOf<{ token_hash: string }>(await t.db.execute(sql`select token_hash from sessions where user_id = ${cashierId} and revoked_at is null limit 1`));
    cache.set(s.token_hash, { user: user(999), sessionId: 1, lastUsedAt: 0 }, cache.generation);
    await t.db.execute(sql`update sessions set revoked_at = now() where token_hash = ${s.token_hash}`);
    await until('token revocado olvidado', () => cache.get(s.token_hash) === undefined, 1_000);
    cache.set('x', { user: user(cashierId), sessionId: 1, lastUsedAt: 0 }, cache.generation);
    await t.db.execute(sql`update users set enabled = 0 where id = ${cashierId}`);
    await until('usuario inhabilitado olvidado', () => cache.get('x') === undefined, 1_000);
  });

  it('a lost listener connection stops the cache at once; it reconnects by itself and starts empty', async () => {
    cache.set('h', { user: user(7), sessionId: 1, lastUsedAt: 0 }, cache.generation);
    // This cache's listener and the test app's own: both connections are cut.
    const pids = await listenerPids();
    expect(pids.length).toBe(2);
    await t.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where pid = any(${`{${pids.join(',')}}`}::int[])`);
    await until('caché detenida', () => !cache.isLive, 5_000);
    expect(cache.get('h')).toBeUndefined();
    await until('escucha reconectada', () => cache.isLive, 5_000);
    await until('las dos escuchas reconectadas', async () => (await listenerPids()).length === 2, 5_000);
    expect((await listenerPids()).some((p) => pids.includes(p))).toBe(false);
    expect(cache.get('h')).toBeUndefined();
    cache.set('h', { user: user(7), sessionId: 1, lastUsedAt: 0 }, cache.generation);
    await t.db.execute(sql`select pg_notify(${REVOCATIONS_CHANNEL}, 'u:7')`);
    await until('usuario 7 olvidado tras reconectar', () => cache.get('h') === undefined, 1_000);
  });
});
