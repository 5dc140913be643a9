/** For tests (jsdom has no navigator.locks): a lock like the Web Locks API's, one holder at a time, the others in order. */
export function fakeLock() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(fn: () => Promise<T>): Promise<T> => {
    const run = tail.then(fn, fn);
    tail = run.catch(() => undefined);
    return run;
  };
}
