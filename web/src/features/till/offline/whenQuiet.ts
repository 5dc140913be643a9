/**
 * Runs `run` once the keyboard has been quiet for `quietMs` (a scanner types a dozen keys and an
 * Enter, ~100 ms apart at a brisk counter), or after `maxMs` whatever happens. Answers a cancel.
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
    window.removeEventListener('keydown', restart, true);
  };
  window.addEventListener('keydown', restart, true);
  restart();
  return () => {
    done = true;
    cancel();
  };
}
