/**
 * The service worker of the installable app shell (web/vite.config.ts appShell(), decision 0043).
 * A new version is installed in the background and waits; it takes over at the next navigation
 * between screens (AppLayout calls takeWaitingVersion), never in the middle of a sale: the till's
 * cart is kept in IndexedDB anyway and comes back after the reload.
 *
 * The waiting version is read from the registration at the moment of the navigation, not from an
 * event remembered earlier: workbox-window's 'waiting' event was missed when the browser found the
 * update before the page had registered (its listener comes after register() resolves), and then
 * the new version never took over in that page.
 */
export async function registerAppShell(): Promise<void> {
  // Only a built app has /sw.js; service workers need a secure context (https or localhost).
  if (import.meta.env.DEV || !('serviceWorker' in navigator) || !window.isSecureContext) return;
  try {
    await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  } catch (error) {
    console.warn('No se pudo instalar la aplicación sin conexión', error);
  }
}

let takingOver = false;

/** At a navigation: a version waiting since it was found takes over now (the page reloads there). */
export function takeWaitingVersion(): void {
  if (takingOver || !('serviceWorker' in navigator) || !navigator.serviceWorker.controller) return;
  void navigator.serviceWorker.getRegistration().then((registration) => {
    const waiting = registration?.waiting;
    if (!waiting || takingOver) return;
    takingOver = true;
    // Reload once the new version serves this page: at the controller's change, or when the waiting
    // worker reports itself activated, whichever the browser tells first (both are that moment).
    let reloaded = false;
    const reload = () => {
      if (reloaded) return;
      reloaded = true;
      window.location.reload();
    };
    navigator.serviceWorker.addEventListener('controllerchange', reload, { once: true });
    waiting.addEventListener('statechange', () => waiting.state === 'activated' && reload());
    // The worker that the build generates skips waiting on this message. It is asked again each
    // second until it activates: Chromium stops the old version to activate the new one, but the
    // screen just opened fetches its files and data through the old version, which starts it again,
    // and then the activation can stay pending (measured: over 60 s on a busy machine). Asking again
    // tries the activation again once the old version is idle.
    const ask = () => {
      if (reloaded || waiting.state !== 'installed') return;
      waiting.postMessage({ type: 'SKIP_WAITING' });
      setTimeout(ask, SKIP_WAITING_RETRY_MS);
    };
    ask();
  });
}

const SKIP_WAITING_RETRY_MS = 1000;
