import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NetworkError } from '../../../lib/api';
import { openOfflineDb } from './db';
import { enqueue } from './queue';
import { IDLE_CHECK_MS, SyncRunner } from './sync';
import { queued } from './testData';

afterEach(() => {
  vi.useRealTimers();
});

describe('SyncRunner', () => {
  it('tries again after 1, 2, 4… s while the server does not answer, at once on `online`, and every 30 s once it answers', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const db = openOfflineDb('runner-test');
    await enqueue(db, queued('k1', 7));
    let answer = false;
    const send = vi.fn(async () => {
      if (!answer) throw new NetworkError();
    });
    const runner = new SyncRunner({ db, userId: () => 7, send, report: async () => undefined, withLock: (fn) => fn() });
    runner.start();
    await runner.settled();
    expect(send).toHaveBeenCalledTimes(1);
    for (const [wait, calls] of [[1000, 2], [2000, 3], [4000, 4]] as const) {
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(send).toHaveBeenCalledTimes(calls - 1);
      await vi.advanceTimersByTimeAsync(1);
      await runner.settled();
      expect(send).toHaveBeenCalledTimes(calls);
    }
    // The network is back: the `online` event sends now, without waiting for the 8 s.
    answer = true;
    window.dispatchEvent(new Event('online'));
    await runner.settled();
    expect(send).toHaveBeenCalledTimes(5);
    // Nothing left: the next look at the queue is the idle one.
    await enqueue(db, queued('k2', 7));
    await vi.advanceTimersByTimeAsync(IDLE_CHECK_MS - 1);
    expect(send).toHaveBeenCalledTimes(5);
    await vi.advanceTimersByTimeAsync(1);
    await runner.settled();
    expect(send).toHaveBeenCalledTimes(6);
    runner.stop();
    await db.delete();
  });
});
