import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenQuiet } from './whenQuiet';

const key = () => window.dispatchEvent(new KeyboardEvent('keydown', { key: '7' }));
const typed = () => window.dispatchEvent(new Event('input'));

describe('whenQuiet', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs once after a pause, not while a scanner types or a field is filled', () => {
    const run = vi.fn();
    whenQuiet(run, 1_500, 30_000);
    for (let i = 0; i < 20; i++) {
      vi.advanceTimersByTime(1_000);
      if (i % 2) key();
      else typed();
    }
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_500);
    expect(run).toHaveBeenCalledTimes(1);
    key();
    vi.advanceTimersByTime(60_000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs at the latest after its longest wait, whatever the keys do', () => {
    const run = vi.fn();
    whenQuiet(run, 1_500, 30_000);
    for (let i = 0; i < 31; i++) {
      vi.advanceTimersByTime(1_000);
      key();
    }
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('never runs once cancelled (the till left)', () => {
    const run = vi.fn();
    whenQuiet(run, 1_500, 30_000)();
    vi.advanceTimersByTime(60_000);
    expect(run).not.toHaveBeenCalled();
  });
});
