import { useState } from 'react';

type Range = { date_from: string; date_to: string };

/**
 * A report's filters as typed (the draft) and as asked (the list's): BUSCAR asks the draft, a quick
 * range asks at once (only its dates changed: nothing is left to type, and the totals beside the new
 * dates would still be the old period's), Limpiar asks the fresh ones. `canAsk` holds back a draft
 * that cannot be asked yet (Ventas Cliente without its client): its quick range only sets the dates.
 */
export function useReportDraft<Draft extends Range, Filters>(fresh: () => Draft, applied: (d: Draft) => Filters, setFilters: (f: Filters) => void, canAsk: (d: Draft) => boolean = () => true) {
  const [draft, setDraft] = useState<Draft>(fresh);
  return {
    draft,
    change: (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch })),
    search: () => setFilters(applied(draft)),
    quickRange: (range: Range) => {
      const next = { ...draft, ...range };
      setDraft(next);
      if (canAsk(next)) setFilters(applied(next));
    },
    clear: () => {
      setDraft(fresh());
      setFilters(applied(fresh()));
    },
  };
}
