import { useEffect, useRef, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDialogs } from '../components/dialogs/dialogsContext';
import { ApiError } from '../lib/api';
import { isAdmin, useSession } from '../lib/session';
import { fetchSettings, SETTINGS_KEY, useEnabledOptionsUser } from '../lib/useEnabledOptionsUser';
import { PageLoading } from './pages/PageLoading';
import { mayOpen } from './routeAccess';
import type { RouteAccess } from './routeTable';

/**
 * A screen the signed-in category may not use is not rendered at all: the
 * 'ACCESO DENEGADO' dialog shows over an empty page and its Aceptar goes to the home screen,
 * exactly as a 403 from the server would. The server refuses the calls anyway; this keeps a
 * cashier who types /marks from seeing the administrator's list and buttons.
 */
export function RouteGuard({ access, children }: { access: RouteAccess; children: ReactNode }) {
  const session = useSession();
  const administrator = isAdmin(session);
  const enabledOptionsUser = useEnabledOptionsUser();
  // Only observes the settings useEnabledOptionsUser reads: an 'options' screen waits for them
  // instead of being refused while they load.
  const settings = useQuery({ queryKey: SETTINGS_KEY, queryFn: ({ signal }) => fetchSettings(signal), enabled: false });
  const deciding = access === 'options' && !administrator && settings.data === undefined && !settings.isError;
  if (deciding) return <PageLoading />;
  if (!mayOpen(access, session?.user.category, enabledOptionsUser)) return <AccessDenied />;
  return children;
}

/** The 403 dialog once (its Aceptar goes to /), and nothing of the screen behind it. */
function AccessDenied() {
  const { showError } = useDialogs();
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    void showError(new ApiError(403, []));
  }, [showError]);
  return null;
}
