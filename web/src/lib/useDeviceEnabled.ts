import { useSyncExternalStore } from 'react';

/**
 * The till's per-device flag (a browser-stored value whose
 * presence means this device is enabled). It lives in this browser's localStorage, apart from the
 * session, so signing out or in as another user keeps it: the administrator enables a cashier's
 * device once, from Configuraciones on that device (docs/decisions, device flag).
 */
export const DEVICE_KEY = 'lactea-device';

const listeners = new Set<() => void>();

export function isDeviceEnabled(): boolean {
  try {
    return localStorage.getItem(DEVICE_KEY) !== null;
  } catch {
    return false; // storage disabled: the device cannot be enabled
  }
}

function emit(): void {
  listeners.forEach((listener) => listener());
}

/** Turns this device's flag on or off (the administrator's Configuraciones buttons). */
export function setDeviceEnabled(enabled: boolean): void {
  if (enabled) localStorage.setItem(DEVICE_KEY, new Date().toISOString());
  else localStorage.removeItem(DEVICE_KEY);
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab of the same browser changing the flag changes this tab too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === DEVICE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Whether this browser is enabled for the till, re-rendering when the flag changes. */
export function useDeviceEnabled(): boolean {
  return useSyncExternalStore(subscribe, isDeviceEnabled, () => false);
}
