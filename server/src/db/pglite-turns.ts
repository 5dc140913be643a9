import type { PGlite } from '@electric-sql/pglite';

/*
 * PGlite runs in the server's own thread, one statement at a time behind its mutex, and a waiting
 * call gets the mutex in a microtask the moment the previous one ends. Under a burst (50 phones
 * syncing at once) the queued requests' statements then ran back to back in one microtask drain,
 * and the event loop reached its I/O only between them: the server accepted one new connection
 * every ~200 ms, and a phone's second connection waited up to 10 s before it was read, while every
 * request already read was answered in under half a second.
 *
 * Here every call that takes PGlite's mutex (a query, an exec, a whole transaction) waits for its
 * turn in the order it came, and each turn starts after an event-loop turn (`setImmediate`): the
 * connections and requests that arrived meanwhile are read and queue behind it. A transaction is
 * one turn: its statements run together, as before. Every call takes the turn, also one that finds
 * the database idle: a request's calls follow each other in microtasks, and sparing the idle ones
 * gave the burst back its 10 s (measured with `BENCH_ONLY=phones`). The turn costs a single till
 * nothing measurable (`BENCH_ONLY=sale` on PGlite, alternated).
 */

type Entry = 'query' | 'exec' | 'transaction';

/** `client` with its query, exec and transaction taking turns (above). Answers the same client. */
export function takingTurns(client: PGlite): PGlite {
  let last: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(call: () => Promise<T>): Promise<T> => {
    const turn = last.then(nextLoopTurn).then(call);
    last = turn.catch(() => undefined);
    return turn;
  };
  for (const entry of ['query', 'exec', 'transaction'] as Entry[]) {
    const original = client[entry].bind(client) as (...args: unknown[]) => Promise<unknown>;
    (client as unknown as Record<Entry, unknown>)[entry] = (...args: unknown[]) => inTurn(() => original(...args));
  }
  return client;
}

const nextLoopTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
