/**
 * What the bench makes of one autocannon run (its JSON answer), apart from running it: a pure
 * function, so that the rule for a call slower than its window is tested (bench/window.test.ts).
 */

/** The parts of autocannon's JSON answer the bench reads. */
export interface CannonAnswer {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  /** Seconds the run took. */
  duration: number;
  non2xx: number;
  errors: number;
  timeouts?: number;
}

export interface Figures {
  rps: number;
  p50: number;
  p99: number;
  total: number;
}

/** How the run was asked for: a timed window, or a fixed number of requests (`-a`). */
export interface RunShape {
  requests?: number;
  connections: number;
  warmup: boolean;
}

/** The run's figures, or the run to make instead: `{ waitFor: n }`, n requests each waited for. */
export type Outcome = { figures: Figures } | { waitFor: number };

/**
 * A wrong answer (non-2xx, an error, a timeout) fails the scenario. A timed window that ended
 * before its first answer has no figures (0 req/s and p50 0 ms would be a lie): the call is
 * measured anyway with one request per connection, each waited for, since a slow call is a
 * figure, not a failure. A warm-up only has to have started the work. A fixed number of requests
 * can end within a second, before autocannon's first per-second sample: its rate is the requests
 * over the run's duration.
 */
export function outcomeOf(r: CannonAnswer, run: RunShape, timeoutSeconds: number): Outcome {
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${r.non2xx} respuestas no 2xx, ${r.errors} errores (${r.timeouts ?? 0} sin respuesta en ${timeoutSeconds} s)`);
  if (!run.warmup && !run.requests && !(r.requests.total > 0)) return { waitFor: run.connections };
  const rps = run.requests ? (r.duration > 0 ? r.requests.total / r.duration : NaN) : r.requests.average;
  return { figures: { rps, p50: r.latency.p50, p99: r.latency.p99, total: r.requests.total } };
}
