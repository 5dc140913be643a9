import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '../../../lib/api';
import type { OfflineDb, QueuedSale } from './db';
import { enqueue, listQueue } from './queue';
import { BACKOFF_FIRST_MS, BACKOFF_MAX_MS, nextBackoff, sendQueued, syncPass, type SyncDeps } from './sync';
import { queued, freshDbs } from './testData';
import { fakeLock } from '../../../lib/offlineQueue/testLock';

const freshDb = freshDbs('sync-test');


const depsOf = (db: OfflineDb, send: (s: QueuedSale) => Promise<unknown>, user = 7): SyncDeps => ({
  db,
  userId: () => user,
  send,
  report: vi.fn(async () => undefined),
  withLock: fakeLock(),
});

describe('syncPass', () => {
  it('sends this user’s sales oldest first, each with its own key, and removes them', async () => {
    const db = freshDb();
    await enqueue(db, queued('k1', 7));
    await enqueue(db, queued('k2', 8));
    await enqueue(db, queued('k3', 7));
    const sent: string[] = [];
    const deps = depsOf(db, async (s) => sent.push(s.key));
    expect(await syncPass(deps)).toEqual({ end: 'done', sent: 2, setAside: 0 });
    expect(sent).toEqual(['k1', 'k3']);
    // The other cashier's sale waits for their session.
    expect((await listQueue(db)).map((s) => s.key)).toEqual(['k2']);
    expect(deps.report).toHaveBeenCalledWith({ pending: 1, failed: 0, oldest_pending_at: '2026-11-25T10:00:00.000-04:00' });
  });

  it('sets a refused sale aside with the server’s message and goes on with the next ones', async () => {
    const db = freshDb();
    for (const k of ['k1', 'k2', 'k3']) await enqueue(db, queued(k, 7));
    const deps = depsOf(db, async (s) => {
      if (s.key === 'k2') throw new ApiError(400, ['El producto está inhabilitado']);
    });
    expect(await syncPass(deps)).toEqual({ end: 'done', sent: 2, setAside: 1 });
    const left = await listQueue(db);
    expect(left.map((s) => [s.key, s.status, s.message])).toEqual([['k2', 'con error', 'El producto está inhabilitado']]);
    // A set-aside sale is not sent again by the next pass.
    const again = vi.fn(async () => undefined);
    expect(await syncPass(depsOf(db, again))).toEqual({ end: 'done', sent: 0, setAside: 0 });
    expect(again).not.toHaveBeenCalled();
  });

  it('stops at a 401 and keeps the queue for the next sign-in', async () => {
    const db = freshDb();
    for (const k of ['k1', 'k2']) await enqueue(db, queued(k, 7));
    const send = vi.fn(async () => {
      throw new ApiError(401, ['Sesión expirada']);
    });
    expect(await syncPass(depsOf(db, send))).toEqual({ end: 'auth', sent: 0, setAside: 0 });
    expect(send).toHaveBeenCalledTimes(1);
    expect((await listQueue(db)).map((s) => s.status)).toEqual(['pendiente', 'pendiente']);
  });

  it('stops when the server does not answer (or answers 5xx) and keeps what was not sent', async () => {
    const db = freshDb();
    for (const k of ['k1', 'k2', 'k3']) await enqueue(db, queued(k, 7));
    let calls = 0;
    const send = async () => {
      calls += 1;
      if (calls === 2) throw new NetworkError();
    };
    expect(await syncPass(depsOf(db, send))).toEqual({ end: 'offline', sent: 1, setAside: 0 });
    expect((await listQueue(db)).map((s) => s.key)).toEqual(['k2', 'k3']);
    const db2 = freshDb();
    await enqueue(db2, queued('k9', 7));
    expect((await syncPass(depsOf(db2, async () => Promise.reject(new ApiError(503, []))))).end).toBe('offline');
    expect(await listQueue(db2)).toHaveLength(1);
  });

  it('two passes at once (two tabs) send each sale once', async () => {
    const db = freshDb();
    for (let i = 1; i <= 20; i++) await enqueue(db, queued(`k${i}`, 7));
    const sent: string[] = [];
    const lock = fakeLock();
    const send = async (s: QueuedSale) => {
      await Promise.resolve(); // a network call's turn: the other pass may run meanwhile
      sent.push(s.key);
    };
    const a = { ...depsOf(db, send), withLock: lock };
    const b = { ...depsOf(db, send), withLock: lock };
    const [ra, rb] = await Promise.all([syncPass(a), syncPass(b)]);
    expect(ra.sent + rb.sent).toBe(20);
    expect(new Set(sent).size).toBe(20);
    expect(sent).toHaveLength(20);
    expect(await listQueue(db)).toHaveLength(0);
  });

  it('a report that fails changes nothing', async () => {
    const db = freshDb();
    await enqueue(db, queued('k1', 7));
    const deps = { ...depsOf(db, async () => undefined), report: async () => Promise.reject(new ApiError(404, ['Ruta no encontrada'])) };
    expect(await syncPass(deps)).toEqual({ end: 'done', sent: 1, setAside: 0 });
  });
});

describe('sendQueued', () => {
  it('resends the first attempt’s body (no offline) after a 409: the lost answer’s sale is answered', async () => {
    const bodies: unknown[] = [];
    const post = vi.fn(async (body: { offline?: unknown }, _key: string) => {
      bodies.push(body);
      if (body.offline) throw new ApiError(409, ['La clave ya registró otra venta']);
      return { id: 5 };
    });
    const sale = { ...queued('k1', 7), seq: 1, status: 'pendiente', message: null, created: '' } as QueuedSale;
    expect(await sendQueued(post)(sale)).toEqual({ id: 5 });
    expect(post).toHaveBeenCalledTimes(2);
    expect(bodies[1]).not.toHaveProperty('offline');
    expect(post.mock.calls[1][1]).toBe('k1');
  });

  it('any other refusal is the caller’s', async () => {
    const post = vi.fn(async () => Promise.reject(new ApiError(400, ['Inválido'])));
    const sale = { ...queued('k1', 7), seq: 1, status: 'pendiente', message: null, created: '' } as QueuedSale;
    await expect(sendQueued(post)(sale)).rejects.toBeInstanceOf(ApiError);
    expect(post).toHaveBeenCalledTimes(1);
  });
});

describe('back-off', () => {
  it('doubles from 1 s up to 60 s', () => {
    const waits = [BACKOFF_FIRST_MS];
    for (let i = 0; i < 8; i++) waits.push(nextBackoff(waits.at(-1)!));
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16_000, 32_000, 60_000, 60_000, 60_000]);
    expect(BACKOFF_MAX_MS).toBe(60_000);
  });
});
