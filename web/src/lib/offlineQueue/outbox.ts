import { NetworkError } from '../api';
import { getSession } from '../session';
import { enqueue, listQueue, removeQueued, retryQueued, type QueueDb, type QueuedItem } from './queue';
import { namedLock, QueueRunner, syncQueuePass, type PassResult } from './sync';

/** What a phone's banner reads about its outbox. */
export interface OutboxStatus<B> {
  /** The browser says it has no network, or the last call got no answer. */
  offline: boolean;
  /** Requests of the signed-in user waiting on the device to be sent. */
  pending: number;
  /** Requests the server refused at sync, with its message: they wait for a person. */
  setAside: readonly QueuedItem<B>[];
  /** Requests sent by the sync so far (the screen reads its data again when it grows). */
  sent: number;
}

/** A write's answer: the server's, or kept on the device (no network). */
export type Submitted<A> = { answer: A } | { queued: true };

export interface OutboxOptions<B, A> {
  /** The device's database holding this queue (opened on first use). */
  db: () => QueueDb<B>;
  /** The Web Lock of this queue's sync: one pass per device whatever the number of tabs. */
  lock: string;
  /** The write with its Idempotency-Key (and its time-out: no answer in time is a NetworkError). */
  send: (body: B, key: string) => Promise<A>;
}

/**
 * A phone's writes that must land exactly once with or without network (PEDIDOS' orders, ENTREGAS'
 * deliveries): `submit` sends the write with its key and, when no answer comes, keeps it in the
 * device's queue under that key; the sync (`start`, run from every signed-in screen) sends it once
 * the server answers again — the server answers a resend under the same key with the first result.
 * It also keeps the banner's status: the network as the browser and the last call say, the queue's
 * counts, and what the server set aside.
 */
export class OfflineOutbox<B, A> {
  private status: OutboxStatus<B> = { offline: false, pending: 0, setAside: [], sent: 0 };
  private readonly listeners = new Set<() => void>();
  private reachable = true;
  private browserOnline = true;
  private runner: QueueRunner | null = null;
  /** The server answered 401 at sync: this session is over, the queue waits for the next sign-in. */
  private signInNeeded = false;

  constructor(private readonly options: OutboxOptions<B, A>) {}

  getStatus = (): OutboxStatus<B> => this.status;
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The write with its key; with no answer it is kept on the device, to be sent by the sync. */
  submit = async (body: B, key: string, now = new Date()): Promise<Submitted<A>> => {
    try {
      const answer = await this.options.send(body, key);
      this.heard(true);
      return { answer };
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
      this.heard(false);
      const session = getSession();
      if (!session) throw error;
      await enqueue(this.options.db(), { key, body, user_id: session.user.id, user_name: session.user.name }, now);
      await this.readQueue();
      this.runner?.kick();
      return { queued: true };
    }
  };

  /** 'Reintentar' a refused write (after its cause was fixed, or with `body` amended), or 'Descartar' it. */
  retry = async (key: string, body?: B) => {
    await retryQueued(this.options.db(), key, body);
    await this.readQueue();
    this.runner?.kick();
  };
  discard = async (key: string) => {
    await removeQueued(this.options.db(), key);
    await this.readQueue();
  };

  /** The signed-in user's requests still on the device (pending and set aside), oldest first. */
  mine = async (): Promise<QueuedItem<B>[]> => {
    const me = getSession()?.user.id;
    return (await listQueue(this.options.db())).filter((i) => i.user_id === me);
  };

  /**
   * What the sign-out guard counts (the till's rule, decision 0043): this user's requests still on
   * the device, which only their own session sends; none after a 401 at sync (that session is over).
   */
  keptForSignOut = async (): Promise<number> => (this.signInNeeded ? 0 : (await this.mine().catch(() => [])).length);

  /** Whether the server answered a call (a read answered from the device's data tells it too). */
  heard(reachable: boolean) {
    this.reachable = reachable;
    this.publish({});
  }

  /**
   * The sync: the queue sent at once, on `online`, on `kick` and on a timer, and the browser's
   * network followed for the banner. The answer stops it.
   */
  start(): () => void {
    this.runner?.stop();
    const db = this.options.db();
    const runner = new QueueRunner(
      () =>
        syncQueuePass({
          db,
          userId: () => getSession()?.user.id ?? null,
          send: (item) => this.options.send(item.body, item.key),
          withLock: namedLock(this.options.lock),
          onProgress: (queue) => this.showQueue(queue),
        }),
      (result) => this.afterPass(result),
    );
    this.runner = runner;
    const follow = () => {
      this.browserOnline = typeof navigator === 'undefined' || navigator.onLine !== false;
      this.publish({});
    };
    follow();
    window.addEventListener('online', follow);
    window.addEventListener('offline', follow);
    void this.readQueue().catch(() => undefined);
    runner.start();
    return () => {
      runner.stop();
      window.removeEventListener('online', follow);
      window.removeEventListener('offline', follow);
      if (this.runner === runner) this.runner = null;
    };
  }

  /** The running sync pass (the tests await it). */
  settled = (): Promise<void> => this.runner?.settled() ?? Promise.resolve();

  private afterPass(result: PassResult | null) {
    if (!result) return;
    this.signInNeeded = result.end === 'auth';
    if (result.end === 'offline') this.heard(false);
    else if (result.sent + result.setAside > 0) this.heard(true);
    if (result.sent > 0) this.publish({ sent: this.status.sent + result.sent });
  }

  private async readQueue() {
    this.showQueue(await listQueue(this.options.db()));
  }

  private showQueue(queue: QueuedItem<B>[]) {
    const me = getSession()?.user.id;
    const mine = queue.filter((i) => i.user_id === me);
    this.publish({ pending: mine.filter((i) => i.status === 'pendiente').length, setAside: mine.filter((i) => i.status === 'con error') });
  }

  private publish(patch: Partial<OutboxStatus<B>>) {
    const next = { ...this.status, ...patch, offline: !this.reachable || !this.browserOnline };
    const same = (Object.keys(next) as (keyof OutboxStatus<B>)[]).every((k) => next[k] === this.status[k]);
    if (same) return;
    this.status = next;
    this.listeners.forEach((l) => l());
  }
}

/**
 * A read from the server first; with no answer, `kept()` from the device's data (none kept: the
 * network's error). The outbox hears whether the server answered.
 */
export async function serverOrKept<T>(outbox: { heard(reachable: boolean): void }, call: () => Promise<T>, kept: () => Promise<T | undefined>): Promise<T> {
  try {
    const answer = await call();
    outbox.heard(true);
    return answer;
  } catch (error) {
    if (!(error instanceof NetworkError)) throw error;
    outbox.heard(false);
    const found = await kept();
    if (found === undefined) throw error;
    return found;
  }
}
