import { useEffect } from 'react';
import { SNAPSHOT_FIRST_QUIET_MS, SNAPSHOT_FIRST_MAX_MS, SNAPSHOT_REFRESH_MS } from '@lactea/contracts';
import { offlineTill } from './offlineTill';
import { whenQuiet } from './whenQuiet';

/**
 * On entering the till: the stored snapshot at once (a reload offline sells from it), a fresh one
 * from the server at the cashier's first pause, then every SNAPSHOT_REFRESH_MS; and the
 * browser is asked to keep this site's storage (the queue) even when the disk runs short. The fresh
 * one waits for a pause because taking it (the server builds it, this page checks, stores and
 * indexes it) shares the machine with the first scans: measured in the sales bench, a cashier who
 * scanned right away got one line in two after 50 ms for the first two seconds.
 */
export function useTillSnapshot(): void {
  useEffect(() => {
    const till = offlineTill();
    void till.loadStoredSnapshot();
    // The stored one never replaces a fresher one (loadStoredSnapshot indexes it only while none is).
    const cancelFirst = whenQuiet(() => void till.refreshSnapshot(), SNAPSHOT_FIRST_QUIET_MS, SNAPSHOT_FIRST_MAX_MS);
    void till.refreshQueueState().catch(() => undefined);
    void navigator.storage?.persist?.().catch(() => false);
    const timer = window.setInterval(() => void till.refreshSnapshot(), SNAPSHOT_REFRESH_MS);
    return () => {
      cancelFirst();
      window.clearInterval(timer);
    };
  }, []);
}
