/** What the cashier does: a key (a scanner types a dozen and an Enter), a field filled, a click or a tap. */
const ACTIVITY = ['keydown', 'input', 'pointerdown'] as const;

/**
 * Runs `run` once the cashier has been still for `quietMs`, or after `maxMs` whatever happens.
 * Answers a cancel.
 */
export function whenQuiet(run: () => void, quietMs: number, maxMs: number): () => void {
  let quiet = 0;
  let done = false;
  const fire = () => {
    if (done) return;
    done = true;
    cancel();
    run();
  };
  const restart = () => {
    window.clearTimeout(quiet);
    quiet = window.setTimeout(fire, quietMs);
  };
  const latest = window.setTimeout(fire, maxMs);
  const cancel = () => {
    window.clearTimeout(quiet);
    window.clearTimeout(latest);
    for (const type of ACTIVITY) window.removeEventListener(type, restart, true);
  };
  for (const type of ACTIVITY) window.addEventListener(type, restart, true);
  restart();
  return () => {
    done = true;
    cancel();
  };
}
