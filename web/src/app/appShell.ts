/**
 * The service worker of the installable app shell (web/vite.config.ts appShell(), decision 0043).
 * A new version is installed in the background and waits; it takes over at the next navigation
 * between screens, never in the middle of a sale: the till's cart is kept in IndexedDB anyway and
 * comes back after the reload.
 *
 * The waiting version is followed on the registration itself (its `waiting` once registered, then
 * each update it finds), not through workbox-window's 'waiting' event: that event was missed when
 * the browser found the update before the page had registered, and the new version never took over.
 *
 * How it takes over matters. To activate the new version Chromium first stops the old one; a request
 * the page makes at that moment goes to the old version (it still serves the page) and starts it
 * again, and the activation then stayed pending for good (seen: over 40 s, with the request asked
 * again every second; a reload at that moment never finished loading). So at a navigation with a
 * version waiting, SignedInApp renders 'Actualizando Lactea…' instead of the layout and the screen
 * navigated to: that screen never mounts and fetches nothing. Once the page has been quiet for a
 * moment the new version is asked to take over, and the page reloads when it serves it. If the
 * browser still has not activated it after TAKEOVER_GIVE_UP_MS, the screens come back on the old
 * version and the tab leaves the new one waiting for a while: 'Actualizando' never stays on screen.
 */
export async function registerAppShell(): Promise<void> {
  // Only a built app has /sw.js; service workers need a secure context (https or localhost).
  if (import.meta.env.DEV || !('serviceWorker' in navigator) || !window.isSecureContext) return;
  try {
    follow(await navigator.serviceWorker.register('/sw.js', { scope: '/' }));
  } catch (error) {
    console.warn('No se pudo instalar la aplicación sin conexión', error);
  }
}

/** How long the page stays quiet ('Actualizando' alone on screen) before the new version is asked. */
export const QUIET_BEFORE_ASKING_MS = 500;
/** Asked again this often until the new version leaves 'installed'. */
const SKIP_WAITING_RETRY_MS = 1000;
/** If the browser has not activated it by then, the screens come back on the old version. */
export const TAKEOVER_GIVE_UP_MS = 10_000;
/** After giving up, this tab leaves the new version waiting this long (no 'Actualizando' at every move). */
const RETRY_TAKEOVER_AFTER_MS = 10 * 60_000;
const GAVE_UP_KEY = 'lactea-update-gave-up';

/** The version installed and waiting (null: none, or this page is not controlled by a worker yet). */
let waitingWorker: ServiceWorker | null = null;
/** A new version serves this page, whose files are the old version's: it reloads at the next navigation. */
let stale = false;
let updating = false;
/** While taking over: reloads the page once the new version serves it. */
let reloadWhenServed: (() => void) | null = null;
const listeners = new Set<() => void>();

/** Follows the versions the registration finds; exported for the tests, which hand it a fake one. */
export function follow(registration: ServiceWorkerRegistration): void {
  const keep = (worker: ServiceWorker | null) => {
    if (worker?.state === 'installed' && navigator.serviceWorker.controller) waitingWorker = worker;
  };
  keep(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => keep(installing));
  });
  // Also after giving up: the browser may still activate it later. Its cleanup has dropped the old
  // files this page would fetch for its next screen, so that screen is opened by a reload.
  if (navigator.serviceWorker.controller) {
    navigator.serviceWorker.addEventListener('controllerchange', () => {
      stale = true;
      reloadWhenServed?.();
    });
  }
}

function gaveUpRecently(): boolean {
  try {
    const at = Number(sessionStorage.getItem(GAVE_UP_KEY));
    return at > 0 && Date.now() - at < RETRY_TAKEOVER_AFTER_MS;
  } catch {
    return false;
  }
}

/** At a navigation between screens, read while rendering it: does a new version take over here? */
export const versionWaiting = (): boolean => stale || (waitingWorker?.state === 'installed' && !gaveUpRecently());

/** True while a new version takes over (the screens stay replaced by 'Actualizando Lactea…'). */
export const isUpdating = (): boolean => updating;
export function subscribeUpdating(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
function setUpdating(value: boolean): void {
  updating = value;
  listeners.forEach((listener) => listener());
}

/**
 * Called once 'Actualizando Lactea…' is on screen in place of the screens: after a quiet moment,
 * asks the waiting version to take over and reloads the page when it serves it (at the
 * controller's change, or when the worker reports itself activated, whichever the browser tells
 * first). Asked again each second while it stays 'installed'; given up after TAKEOVER_GIVE_UP_MS.
 */
export function activateWaitingVersion(reload: () => void = () => window.location.reload()): void {
  if (updating) return;
  const waiting = waitingWorker;
  if (stale) {
    setUpdating(true);
    reload();
    return;
  }
  if (!waiting) return;
  setUpdating(true);
  let done = false;
  const reloadOnce = () => {
    if (done) return;
    done = true;
    reload();
  };
  reloadWhenServed = reloadOnce;
  waiting.addEventListener('statechange', () => {
    if (waiting.state !== 'activated') return;
    stale = true;
    reloadWhenServed?.();
  });
  // The worker that the build generates skips waiting on this message.
  const ask = () => {
    if (done || waiting.state !== 'installed') return;
    waiting.postMessage({ type: 'SKIP_WAITING' });
    setTimeout(ask, SKIP_WAITING_RETRY_MS);
  };
  setTimeout(ask, QUIET_BEFORE_ASKING_MS);
  setTimeout(() => {
    if (done) return;
    done = true;
    reloadWhenServed = null;
    try {
      sessionStorage.setItem(GAVE_UP_KEY, String(Date.now()));
    } catch {
      // Without storage the next navigation simply tries again.
    }
    setUpdating(false);
  }, TAKEOVER_GIVE_UP_MS);
}
