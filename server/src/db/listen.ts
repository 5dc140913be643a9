import pg from 'pg';
import { redactDbError } from '../lib/db-errors.js';
import type { DbLog } from './open.js';

export interface ListenOptions {
  url: string;
  channel: string;
  onMessage(payload: string): void;
  /** true once LISTEN is in place (again); false as soon as the connection is lost. */
  onState(listening: boolean): void;
  log: DbLog;
  /** First wait before reconnecting; doubles up to `maxRetryMs`. */
  retryMs?: number;
  maxRetryMs?: number;
}

/**
 * A dedicated PostgreSQL connection that LISTENs on one channel and reconnects by itself (a pool
 * connection cannot: the pool hands it to other queries and drops it on error). Notifications
 * sent while it is down are lost, which is why `onState(false)` is reported at once and
 * `onState(true)` only after LISTEN succeeded again: the caller stops trusting what it cached.
 */
export function listen(opts: ListenOptions): { close(): Promise<void> } {
  const maxRetryMs = opts.maxRetryMs ?? 2_000;
  let retryMs = opts.retryMs ?? 100;
  let closed = false;
  let client: pg.Client | undefined;
  let timer: NodeJS.Timeout | undefined;

  const lost = (client: pg.Client, err?: Error) => {
    client.removeAllListeners('end');
    client.on('error', () => {});
    client.end().catch(() => {});
    opts.onState(false);
    if (closed) return;
    if (err) opts.log.warn({ dbError: redactDbError(err) }, `escucha de ${opts.channel} perdida; reconectando`);
    timer = setTimeout(connect, retryMs);
    retryMs = Math.min(maxRetryMs, retryMs * 2);
  };

  async function connect() {
    if (closed) return;
    const c = new pg.Client({ connectionString: opts.url, application_name: `lactea-listen-${opts.channel}` });
    client = c;
    let gone = false;
    const fail = (err?: Error) => {
      if (gone) return;
      gone = true;
      lost(c, err);
    };
    c.on('error', fail);
    c.on('end', () => fail());
    c.on('notification', (n) => n.payload !== undefined && opts.onMessage(n.payload));
    try {
      await c.connect();
      await c.query(`LISTEN ${opts.channel}`);
    } catch (err) {
      fail(err as Error);
      return;
    }
    if (gone || closed) return;
    retryMs = opts.retryMs ?? 100;
    opts.onState(true);
  }

  void connect();
  return {
    async close() {
      closed = true;
      clearTimeout(timer);
      opts.onState(false);
      const c = client;
      if (c) {
        c.removeAllListeners('end');
        c.on('error', () => {});
        await c.end().catch(() => {});
      }
    },
  };
}
