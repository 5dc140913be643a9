import { describe, expect, it } from 'vitest';
import { outcomeOf, type CannonAnswer } from './window.js';

const answer = (over: Partial<CannonAnswer> & { total?: number; average?: number } = {}): CannonAnswer => ({
  requests: { average: over.average ?? 0, total: over.total ?? 0 },
  latency: { p50: 0, p99: 0, ...over.latency },
  duration: over.duration ?? 1,
  non2xx: over.non2xx ?? 0,
  errors: over.errors ?? 0,
  timeouts: over.timeouts,
});

describe('the bench reads a run: a slow call is a figure, a wrong answer a failure', () => {
  it('a timed window that ended before its first answer is run again with one waited request per connection', () => {
    expect(outcomeOf(answer({ total: 0 }), { connections: 10, warmup: false }, 120)).toEqual({ waitFor: 10 });
  });

  it('the waited run reports its figures, its rate from its duration (it may end before the first per-second sample)', () => {
    const waited = answer({ total: 10, average: 0, duration: 2.5, latency: { p50: 1800, p99: 2400 } });
    expect(outcomeOf(waited, { requests: 10, connections: 10, warmup: false }, 120)).toEqual({ figures: { rps: 4, p50: 1800, p99: 2400, total: 10 } });
  });

  it('a timed window with answers reports autocannon’s own rate', () => {
    expect(outcomeOf(answer({ total: 50, average: 9.5, duration: 5, latency: { p50: 100, p99: 300 } }), { connections: 10, warmup: false }, 120)).toEqual({
      figures: { rps: 9.5, p50: 100, p99: 300, total: 50 },
    });
  });

  it('a warm-up without an answer is fine: it only had to start the work', () => {
    expect(outcomeOf(answer({ total: 0 }), { connections: 10, warmup: true }, 120)).toHaveProperty('figures');
  });

  it('a non-2xx answer, an error or a timeout fails the scenario, slow or not', () => {
    expect(() => outcomeOf(answer({ total: 3, non2xx: 1 }), { connections: 10, warmup: false }, 120)).toThrow('1 respuestas no 2xx, 0 errores');
    expect(() => outcomeOf(answer({ total: 0, errors: 2, timeouts: 2 }), { connections: 10, warmup: false }, 120)).toThrow('2 sin respuesta en 120 s');
  });
});
