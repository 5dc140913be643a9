import { useEffect } from 'react';
import { SNAPSHOT_REFRESH_MS } from '@lactea/contracts';
import { offlineTill } from './offlineTill';

/**
 * On entering the till: the stored snapshot at once (a reload offline sells from it), a fresh one
 * from the server, then every SNAPSHOT_REFRESH_MS; and the browser is asked to keep this site's
 * storage (the queue) even when the disk runs short.
 */
export function useTillSnapshot(): void {
  useEffect(() => {
    const till = offlineTill();
    void till.loadStoredSnapshot().then(() => till.refreshSnapshot());
    void till.refreshQueueState().catch(() => undefined);
    void navigator.storage?.persist?.().catch(() => false);
    const timer = window.setInterval(() => void till.refreshSnapshot(), SNAPSHOT_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, []);
}
