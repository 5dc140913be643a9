// First: configures zod before any schema of the signed-in screens exists (see zodConfig.ts).
import '../zodConfig';
import { useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import AppLayout from './layout/AppLayout';
import { SignedInProviders } from './SignedInProviders';
import { isUpdating, subscribeUpdating, versionWaiting } from './appShell';
import { AppUpdating } from './pages/AppUpdating';

/**
 * The signed-in part of the app, one lazy chunk: the query cache, the dialogs and the layout (with
 * the screens inside). A new sign-in starts with an empty cache.
 *
 * A new version of the app takes over at a navigation between screens (never mid-sale): rendering
 * that navigation, 'Actualizando Lactea…' stands in for the layout, so the screen navigated to never
 * mounts and nothing fetches while the old version is stopped (appShell.ts says why that matters).
 */
export default function SignedInApp() {
  const { pathname } = useLocation();
  // Whether this page has moved between screens since it loaded (and not only come back to the first).
  const [firstPath] = useState(pathname);
  const [moved, setMoved] = useState(false);
  if (!moved && pathname !== firstPath) setMoved(true);
  const updating = useSyncExternalStore(subscribeUpdating, isUpdating);
  const takeOver = updating || ((moved || pathname !== firstPath) && versionWaiting());
  return <SignedInProviders>{takeOver ? <AppUpdating /> : <AppLayout />}</SignedInProviders>;
}
