import { useSyncExternalStore } from 'react';

/**
 * What the till's banner, the queue dialog and the sign-out guard read about this device, kept
 * outside React so the sync (which runs on every signed-in screen) and the till share one copy.
 */
export interface OfflineStatus {
  /** The last request reached the server (false after a network error or a time-out). */
  reachable: boolean;
  /** Sales waiting to be sent, and set aside 'con error' (every user's). */
  pending: number;
  failed: number;
  /** Sales in the queue made by the signed-in user (the sign-out guard). */
  mine: number;
  /** A sync pass is sending. */
  syncing: boolean;
  /** The server answered 401 at sync: the queue waits for the cashier to sign in again. */
  signInNeeded: boolean;
  /** The snapshot's instant (ISO 8601), null before the first one. */
  snapshotTakenAt: string | null;
  /** navigator.onLine, followed through the online/offline events. */
  browserOnline: boolean;
  /** The Idempotency-Keys of the sales in this device's queue: a kept sale whose key left it was sent. */
  queuedKeys: readonly string[];
}

const onLineNow = () => typeof navigator === 'undefined' || navigator.onLine !== false;
let state: OfflineStatus = { reachable: true, pending: 0, failed: 0, mine: 0, syncing: false, signInNeeded: false, snapshotTakenAt: null, browserOnline: onLineNow(), queuedKeys: [] };
const listeners = new Set<() => void>();

export const getOfflineStatus = () => state;

export function patchOfflineStatus(patch: Partial<OfflineStatus>): void {
  const changed = (Object.keys(patch) as (keyof OfflineStatus)[]).some((k) => patch[k] !== state[k]);
  if (!changed) return;
  state = { ...state, ...patch };
  listeners.forEach((l) => l());
}

export function subscribeOfflineStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Follows navigator.onLine through the online/offline events (the offline till's start); the answer lets go. */
export function followBrowserOnline(): () => void {
  const follow = () => patchOfflineStatus({ browserOnline: onLineNow() });
  follow();
  window.addEventListener('online', follow);
  window.addEventListener('offline', follow);
  return () => {
    window.removeEventListener('online', follow);
    window.removeEventListener('offline', follow);
  };
}

export const useOfflineStatus = (): OfflineStatus => useSyncExternalStore(subscribeOfflineStatus, getOfflineStatus);

/** Offline as the till means it: the browser says so, or the server did not answer the last call. */
export const isOffline = (s: OfflineStatus) => !s.reachable || !s.browserOnline;
