/**
 * The service worker of the installable app shell (web/vite.config.ts appShell(), decision 0043).
 * A new version is installed in the background and waits; it takes over at the next navigation
 * between screens (AppLayout calls takeWaitingVersion), never in the middle of a sale: the till's
 * cart is kept in IndexedDB anyway and comes back after the reload.
 */
let activateWaiting: (() => void) | null = null;

export async function registerAppShell(): Promise<void> {
  // Only a built app has /sw.js; service workers need a secure context (https or localhost).
  if (import.meta.env.DEV || !('serviceWorker' in navigator) || !window.isSecureContext) return;
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => {
    activateWaiting = () => {
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    };
  });
  try {
    await wb.register();
  } catch (error) {
    console.warn('No se pudo instalar la aplicación sin conexión', error);
  }
}

/** At a navigation: a version waiting since it was found takes over now (the page reloads there). */
export function takeWaitingVersion(): void {
  const go = activateWaiting;
  activateWaiting = null;
  go?.();
}
