/**
 * Polls `check` every `everyMs` until it holds and answers how long that took; fails after
 * `withinMs`. Tests wait for a state this way, never with a fixed sleep.
 */
export async function until(what: string, check: () => boolean | Promise<boolean>, withinMs: number, everyMs = 10): Promise<number> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > withinMs) throw new Error(`no ocurrió en ${withinMs} ms: ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
  return Date.now() - start;
}
