import { useEffect, useRef, useState } from 'react';
import { TIMINGS } from '@lactea/contracts';

/**
 * Filters applied on the client a moment after they change (users: 300 ms): the
 * controls show `shown` at once, the rows follow `applied`. Each change patches the latest
 * filters (a ref), not the ones of the render that made the callback: a search box commits
 * from a timer, and a change made meanwhile in another control (a state chosen) is kept.
 */
export function useDelayedFilters<Filters extends object>(initial: Filters, delayMs: number = TIMINGS.userFilterDelayMs) {
  const [shown, setShown] = useState(initial);
  const [applied, setApplied] = useState(initial);
  const latest = useRef(initial);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (patch: Partial<Filters>) => {
    const next = { ...latest.current, ...patch };
    latest.current = next;
    setShown(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setApplied(next), delayMs);
  };
  return { shown, applied, change };
}
