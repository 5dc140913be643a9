import { useEffect, useRef, useState } from 'react';
import { TIMINGS } from '@lactea/contracts';

/**
 * Filters applied on the client a moment after they change (users: 300 ms): the
 * controls show `shown` at once, the rows follow `applied`.
 */
export function useDelayedFilters<Filters extends object>(initial: Filters, delayMs: number = TIMINGS.userFilterDelayMs) {
  const [shown, setShown] = useState(initial);
  const [applied, setApplied] = useState(initial);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (patch: Partial<Filters>) => {
    const next = { ...shown, ...patch };
    setShown(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setApplied(next), delayMs);
  };
  return { shown, applied, change };
}
